import { FormattedMessage } from 'react-intl';
import { ApiTokens } from '../../features/api-tokens/ApiTokens';
import { SubPage } from '../../ui/Page';

export function ApiTokensPage() {
  return (
    <SubPage title={<FormattedMessage id="route.apiTokens" />}>
      <ApiTokens />
    </SubPage>
  );
}
