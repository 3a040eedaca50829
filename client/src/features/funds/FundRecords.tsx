import { useApolloClient, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import type { FundRecords_HoldingsQuery } from '../../gql/graphql';
import { useLang } from '../../i18n/useLang';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { useFormatMoney } from '../../ui/money/format';
import { PagedList } from '../../ui/money/PagedList';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { LocalisedText } from '../../ui/text/LocalisedText';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { useDailyPercent, usePercent } from './FundList';
import { holdingTone } from './fundRules';
import { MyFundHoldingsQuery, RedeemFundMutation, RedemptionPreviewQuery } from './queries';
import { FUND_QUERIES } from './queryNames';
import './funds.css';

type Holding = FundRecords_HoldingsQuery['myFundHoldings']['items'][number];

/** My fund holdings with every field of PRODUCT.md §5, the daily earnings posted, and early redemption. */
export function FundRecords() {
  const refresh = useRefreshToast();
  const lang = useLang();
  const query = useQuery(MyFundHoldingsQuery, { variables: { first: MONEY_PAGE_SIZE, lang }, fetchPolicy: 'cache-and-network' });
  return (
    <PullToRefresh onRefresh={() => refresh(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ myFundHoldings }) =>
          myFundHoldings.items.length === 0 ? (
            <div className="card" data-testid="fund-records-empty">
              <EmptyState title={<FormattedMessage id="fund.records.empty" />} />
            </div>
          ) : (
            <PagedList nextCursor={myFundHoldings.nextCursor} fetchMore={query.fetchMore} testId="fund-records">
              {myFundHoldings.items.map((h) => (
                <HoldingCard key={h.id} h={h} />
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}

function HoldingCard({ h }: { h: Holding }) {
  const intl = useIntl();
  const money = useFormatMoney();
  const percent = usePercent();
  const daily = useDailyPercent();
  const when = (iso: string | null | undefined) =>
    iso
      ? intl.formatDate(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })
      : '—';
  const rows = [
    { key: 'orderNo', label: <FormattedMessage id="fund.field.orderNo" />, value: h.orderNo },
    { key: 'principal', label: <FormattedMessage id="fund.field.principal" />, value: money(h.principal, h.currency) },
    {
      key: 'period',
      label: <FormattedMessage id="fund.field.period" />,
      value: intl.formatMessage({ id: 'fund.days' }, { n: h.periodDays }),
    },
    { key: 'rate', label: <FormattedMessage id="fund.field.annualRate" />, value: percent(h.annualRate, 3) },
    { key: 'dailyRate', label: <FormattedMessage id="fund.field.dailyRate" />, value: daily(h.dailyRate) },
    { key: 'dailyEarnings', label: <FormattedMessage id="fund.field.dailyEarnings" />, value: money(h.dailyEarnings, h.currency) },
    { key: 'earningDays', label: <FormattedMessage id="fund.field.earningDays" />, value: intl.formatNumber(h.earningDays) },
    { key: 'earnings', label: <FormattedMessage id="fund.field.earnings" />, value: money(h.earnings, h.currency) },
    {
      key: 'holdingAmount',
      label: <FormattedMessage id="fund.field.holdingAmount" />,
      value: money(h.holdingAmount, h.currency),
      strong: true,
    },
    { key: 'expected', label: <FormattedMessage id="fund.field.expectedEarnings" />, value: money(h.expectedEarnings, h.currency) },
    { key: 'appliedAt', label: <FormattedMessage id="fund.field.appliedAt" />, value: when(h.appliedAt) },
    { key: 'startsAt', label: <FormattedMessage id="fund.field.startsAt" />, value: when(h.startsAt) },
    { key: 'endsAt', label: <FormattedMessage id="fund.field.endsAt" />, value: when(h.endsAt) },
  ];
  if (h.earlyFee)
    rows.push({ key: 'earlyFee', label: <FormattedMessage id="fund.field.earlyFee" />, value: money(h.earlyFee, h.currency) });
  return (
    <li className="card fund-card" data-testid="fund-holding" data-id={h.id} data-status={h.status}>
      <div className="fund-card__head">
        <h2 className="fund-card__name">
          <LocalisedText value={h.productNameText} />
        </h2>
        <span className={`status status--${holdingTone(h.status)}`} data-testid="fund-holding-status">
          <FormattedMessage id={`fund.status.${h.status}`} />
        </span>
      </div>
      {h.status === 'REJECTED' && (
        <p className="fund-reason" data-testid="fund-holding-reason">
          <FormattedMessage
            id="fund.rejectedReason"
            values={{ reason: h.reasonCode ? intl.formatMessage({ id: `review.reason.${h.reasonCode}` }) : '', note: h.reason ?? '' }}
          />
        </p>
      )}
      <Summary testId="fund-holding-fields" rows={rows} />
      {h.accruals.length > 0 && (
        <details className="fund-accruals" data-testid="fund-accruals">
          <summary>
            <FormattedMessage id="fund.accruals" values={{ n: h.accruals.length }} />
          </summary>
          <ul>
            {h.accruals.map((a) => (
              <li key={a.day} data-testid="fund-accrual">
                <span>{intl.formatDate(`${a.day}T12:00:00Z`, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' })}</span>
                <span className="money">{money(a.amount, h.currency)}</span>
              </li>
            ))}
          </ul>
        </details>
      )}
      {h.status === 'HOLDING' && <RedeemButton h={h} />}
    </li>
  );
}

function RedeemButton({ h }: { h: Holding }) {
  const intl = useIntl();
  const client = useApolloClient();
  const money = useFormatMoney();
  const { run, mutating } = useConfirmedMutation(RedeemFundMutation);
  const redeem = () =>
    run(async () => {
      // The cost comes from the server at the moment of asking (earnings so far, the disclosed fee).
      const { data } = await client.query({ query: RedemptionPreviewQuery, variables: { id: h.id }, fetchPolicy: 'network-only' });
      const p = data.fundRedemptionPreview;
      return {
        keyFor: { id: h.id },
        variables: (idempotencyKey: string) => ({ id: h.id, idempotencyKey }),
        confirm: {
          title: intl.formatMessage({ id: 'fund.redeem.title' }),
          message: intl.formatMessage({ id: 'fund.redeem.message' }),
          danger: true,
          details: (
            <Summary
              testId="fund-redeem-confirm"
              rows={[
                { key: 'principal', label: <FormattedMessage id="fund.field.principal" />, value: money(p.principal, h.currency) },
                { key: 'earnings', label: <FormattedMessage id="fund.field.earnings" />, value: money(p.earnings, h.currency) },
                { key: 'fee', label: <FormattedMessage id="fund.field.earlyFee" />, value: money(p.fee, h.currency) },
                { key: 'forgone', label: <FormattedMessage id="fund.field.forgone" />, value: money(p.earningsForgone, h.currency) },
                { key: 'receive', label: <FormattedMessage id="fund.field.receive" />, value: money(p.receive, h.currency), strong: true },
              ]}
            />
          ),
          confirmText: intl.formatMessage({ id: 'fund.redeem.action' }),
        },
        done: 'fund.toast.redeemed',
        refetchQueries: [...FUND_QUERIES, ...CASH_BALANCE_QUERIES],
      };
    });
  return (
    <Button variant="secondary" onClick={() => void redeem()} loading={mutating} data-testid="fund-redeem">
      <FormattedMessage id="fund.redeem.action" />
    </Button>
  );
}
