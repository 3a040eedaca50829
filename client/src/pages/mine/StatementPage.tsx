import { FormattedMessage } from 'react-intl';
import { StatementScreen } from '../../features/money/StatementScreen';
import { SubPage } from '../../ui/Page';

export function StatementPage() {
  return (
    <SubPage title={<FormattedMessage id="route.statement" />}>
      <StatementScreen />
    </SubPage>
  );
}
