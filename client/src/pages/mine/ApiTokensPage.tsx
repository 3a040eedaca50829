import { FormattedMessage } from 'react-intl';
import { ApiTokens } from '../../features/api-tokens/ApiTokens';
import { StepUpSlot } from '../../features/second-factor/StepUpSlot';
import { SubPage } from '../../ui/Page';

export function ApiTokensPage() {
  return (
    <SubPage title={<FormattedMessage id="route.apiTokens" />}>
      <ApiTokens />
      {/* Where the step-up sheet opens when an action here needs a fresh second factor (issue 32). */}
      <StepUpSlot />
    </SubPage>
  );
}
