import { FormattedMessage } from 'react-intl';
import { PriceAlertList } from '../../features/notifications/PriceAlertList';
import { SubPage } from '../../ui/Page';

/** Mine → Price alerts: the alerts the user set (from stock detail), with pause and delete. */
export function PriceAlertsPage() {
  return (
    <SubPage title={<FormattedMessage id="route.priceAlerts" />}>
      <PriceAlertList />
    </SubPage>
  );
}
