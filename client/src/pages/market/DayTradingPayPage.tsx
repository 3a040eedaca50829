import { FormattedMessage } from 'react-intl';
import { IntradayApply } from '../../features/intraday/IntradayApply';
import { usePageQuery } from '../../navigation/useQuery';
import { SubPage } from '../../ui/Page';

/** Applying for the intraday strategy (`?code=&market=` prefills the stock): code, amount, confirm. */
export function DayTradingPayPage() {
  const { code, market } = usePageQuery();
  return (
    <SubPage title={<FormattedMessage id="route.dayTradingPay" />}>
      <IntradayApply code={code} market={market} />
    </SubPage>
  );
}
