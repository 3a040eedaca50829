import { FormattedMessage } from 'react-intl';
import { WithdrawForm } from '../../features/money/WithdrawScreen';
import { RealNameRequiredNotice } from '../../features/real-name/RealNameNotice';
import { SubPage } from '../../ui/Page';

export function UsdtWithdrawPage() {
  return (
    <SubPage title={<FormattedMessage id="route.usdtWithdraw" />}>
      <RealNameRequiredNotice />
      <WithdrawForm method="CRYPTO" />
    </SubPage>
  );
}
