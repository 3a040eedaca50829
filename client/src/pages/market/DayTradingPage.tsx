import { FormattedMessage } from 'react-intl';
import { DayTradingIntro } from '../../features/intraday/DayTradingIntro';
import { IntradayRecords } from '../../features/intraday/IntradayRecords';
import { usePortfolio } from '../../features/trading/usePortfolio';
import { usePageQuery } from '../../navigation/useQuery';
import { SubPage } from '../../ui/Page';

/** The records, their open positions marked live exactly as Trade marks them (the portfolio's marks). */
function LiveRecords() {
  const { marks } = usePortfolio();
  return <IntradayRecords marks={marks} />;
}

/** The automated intraday strategy: description, risk disclosure and the user's records (`?tab=records`) (PRODUCT.md §5). */
export function DayTradingPage() {
  const { tab } = usePageQuery();
  return (
    <SubPage title={<FormattedMessage id="route.dayTrading" />}>
      <DayTradingIntro tab={tab} records={<LiveRecords />} />
    </SubPage>
  );
}
