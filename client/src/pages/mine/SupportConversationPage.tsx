import { FormattedMessage } from 'react-intl';
import { ConversationView } from '../../features/support/ConversationView';
import { usePageQuery } from '../../navigation/useQuery';
import { SubPage } from '../../ui/Page';

/** One conversation with Vela (`?id=`; a reply's notification opens it): messages, reply, close and reopen (issue 34). */
export function SupportConversationPage() {
  const { id = '' } = usePageQuery();
  return (
    <SubPage title={<FormattedMessage id="route.supportConversation" />}>
      <ConversationView id={id} />
    </SubPage>
  );
}
