import { FormattedMessage } from 'react-intl';
import { DepositScreen } from '../../features/money/DepositScreen';
import { SubPage } from '../../ui/Page';

export function DepositPage() {
  return (
    <SubPage title={<FormattedMessage id="route.deposit" />}>
      <DepositScreen />
    </SubPage>
  );
}
