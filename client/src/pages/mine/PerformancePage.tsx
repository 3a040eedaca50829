import { FormattedMessage } from 'react-intl';
import { PerformanceScreen } from '../../features/performance/PerformanceScreen';
import { SubPage } from '../../ui/Page';

/** Mine → Performance: returns over a period, against an index, the profit by cause and the allocation (issue 37). */
export function PerformancePage() {
  return (
    <SubPage title={<FormattedMessage id="route.performance" />}>
      <PerformanceScreen />
    </SubPage>
  );
}
