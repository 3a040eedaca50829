import { FormattedMessage } from 'react-intl';
import { HelpCentre } from '../../features/content/HelpCentre';
import { usePageQuery } from '../../navigation/useQuery';
import { SubPage } from '../../ui/Page';

/** The help centre: searchable articles ops publish (fees, the draw, withdrawals, the strategy, loans, security). */
export function HelpCentrePage() {
  // The support hub's search box opens the centre with its text (`?q=`).
  const { q } = usePageQuery();
  return (
    <SubPage title={<FormattedMessage id="route.helpCentre" />}>
      <HelpCentre initialQuery={q ?? ''} />
    </SubPage>
  );
}
