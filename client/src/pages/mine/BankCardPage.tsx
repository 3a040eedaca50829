import { FormattedMessage } from 'react-intl';
import { BankCardForm } from '../../features/money/BankCards';
import { StepUpSlot } from '../../features/second-factor/StepUpSlot';
import { SubPage } from '../../ui/Page';

export function BankCardPage() {
  return (
    <SubPage title={<FormattedMessage id="route.bankCard" />}>
      <BankCardForm />
      {/* Where the step-up sheet opens when an action here needs a fresh second factor (issue 32). */}
      <StepUpSlot />
    </SubPage>
  );
}
