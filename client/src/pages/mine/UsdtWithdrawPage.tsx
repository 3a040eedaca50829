import { FormattedMessage } from 'react-intl';
import { WithdrawForm } from '../../features/money/WithdrawScreen';
import { RealNameRequiredNotice } from '../../features/real-name/RealNameNotice';
import { StepUpSlot } from '../../features/second-factor/StepUpSlot';
import { SubPage } from '../../ui/Page';

export function UsdtWithdrawPage() {
  return (
    <SubPage title={<FormattedMessage id="route.usdtWithdraw" />}>
      <RealNameRequiredNotice />
      <WithdrawForm method="CRYPTO" />
      {/* Where the step-up sheet opens when an action here needs a fresh second factor (issue 32). */}
      <StepUpSlot />
    </SubPage>
  );
}
