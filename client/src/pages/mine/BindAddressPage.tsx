import { FormattedMessage } from 'react-intl';
import { BindAddressForm } from '../../features/money/CryptoAddresses';
import { SubPage } from '../../ui/Page';

export function BindAddressPage() {
  return (
    <SubPage title={<FormattedMessage id="route.bindAddress" />}>
      <BindAddressForm />
    </SubPage>
  );
}
