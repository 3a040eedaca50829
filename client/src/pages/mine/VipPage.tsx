import { FormattedMessage } from 'react-intl';
import { VipScreen } from '../../features/vip/VipScreen';
import { SubPage } from '../../ui/Page';

/** VIP: criteria, benefits and the application. */
export function VipPage() {
  return (
    <SubPage title={<FormattedMessage id="route.vip" />}>
      <VipScreen />
    </SubPage>
  );
}
