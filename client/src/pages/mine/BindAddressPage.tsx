import { FormattedMessage } from 'react-intl';
import { BindAddressForm } from '../../features/money/CryptoAddresses';
import { StepUpSlot } from '../../features/second-factor/StepUpSlot';
import { SubPage } from '../../ui/Page';

export function BindAddressPage() {
  return (
    <SubPage title={<FormattedMessage id="route.bindAddress" />}>
      <BindAddressForm />
      {/* Where the step-up sheet opens when an action here needs a fresh second factor (issue 32). */}
      <StepUpSlot />
    </SubPage>
  );
}
