import { FormattedMessage } from 'react-intl';
import { attachedErrorOf, NewConversationForm } from '../../features/support/NewConversationForm';
import { usePageQuery } from '../../navigation/useQuery';
import { SubPage } from '../../ui/Page';

/**
 * A new conversation with Vela (issue 34). `?topic=` preselects the topic; `?errorCode=&screen=&requestId=`
 * (from "Contact support" under an error, ui/ContactSupportLink.tsx) attach that error.
 */
export function SupportNewPage() {
  const query = usePageQuery();
  return (
    <SubPage title={<FormattedMessage id="route.supportNew" />}>
      <NewConversationForm topic={query.topic} error={attachedErrorOf(query)} />
    </SubPage>
  );
}
