import { FormattedMessage } from 'react-intl';
import { WithdrawForm } from '../../features/money/WithdrawScreen';
import { SubPage } from '../../ui/Page';

export function UsdtWithdrawPage() {
  return (
    <SubPage title={<FormattedMessage id="route.usdtWithdraw" />}>
      <WithdrawForm method="CRYPTO" />
    </SubPage>
  );
}
