import { FormattedMessage } from 'react-intl';
import { DividendsScreen } from '../../features/dividends/DividendsScreen';
import { SubPage } from '../../ui/Page';

/** Mine → Dividends: a year's dividends (gross, withholding, net), the rates withheld and the W-8BEN (issue 35). */
export function DividendsPage() {
  return (
    <SubPage title={<FormattedMessage id="route.dividends" />}>
      <DividendsScreen />
    </SubPage>
  );
}
