import { FormattedMessage } from 'react-intl';
import { CryptoAddressList } from '../../features/money/CryptoAddresses';
import { SubPage } from '../../ui/Page';

export function AddressListPage() {
  return (
    <SubPage title={<FormattedMessage id="route.addressList" />}>
      <CryptoAddressList />
    </SubPage>
  );
}
