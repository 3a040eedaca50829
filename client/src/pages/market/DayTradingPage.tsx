import { FormattedMessage } from 'react-intl';
import { DayTradingIntro } from '../../features/intraday/DayTradingIntro';
import { usePageQuery } from '../../navigation/useQuery';
import { SubPage } from '../../ui/Page';

/** The automated intraday strategy: description, risk disclosure and the user's records (`?tab=records`) (PRODUCT.md §5). */
export function DayTradingPage() {
  const { tab } = usePageQuery();
  return (
    <SubPage title={<FormattedMessage id="route.dayTrading" />}>
      <DayTradingIntro tab={tab} />
    </SubPage>
  );
}
