import { useLang } from '../../i18n/useLang';
import Big from 'big.js';
import { useApolloClient, useQuery, useSubscription } from '@apollo/client';
import { type ReactNode, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FollowTrades_TradesQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FieldRow, FormError, TextInput } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { PagedList } from '../../ui/money/PagedList';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { Refusal, useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { formatCount, formatTickPrice } from '../../ui/price/format';
import { TickPrice, useInstrumentDigits } from '../../ui/price/TickPrice';
import { checkQuantity, checkTolerancePercent, upDown } from './followRules';
import { Amount, codeOf, Facts, LivePrice, Percent, PhaseChip, When } from './parts';
import { CreateFollowMutation, FollowBalancesQuery, FollowPreviewQuery, FollowQuotesSubscription, FollowTradesQuery } from './queries';
import { FOLLOW_QUERIES } from './queryNames';

type Trade = FollowTrades_TradesQuery['followTrades']['items'][number];
type Live = Record<string, { price: string; ask: string; simulated: boolean }>;

/**
 * The published trades still open or about to open: market price and up/down against the institution's
 * buy price move with every tick (the quotes subscription), fee, available balance, and a follow form
 * (quantity, price tolerance) whose confirmation shows every charge before anything is held.
 */
export function FollowTrades({ realNameNotice }: { realNameNotice?: (refused: boolean) => ReactNode }) {
  const lang = useLang();
  const query = useQuery(FollowTradesQuery, { variables: { first: 20, lang }, fetchPolicy: 'cache-and-network' });
  const balances = useQuery(FollowBalancesQuery, { fetchPolicy: 'cache-and-network' });
  const symbols = useMemo(
    () => [...new Set((query.data?.followTrades.items ?? []).map((t) => t.symbol))].sort(),
    [query.data?.followTrades.items],
  );
  const [live, setLive] = useState<Live>({});
  useSubscription(FollowQuotesSubscription, {
    variables: { symbols },
    skip: symbols.length === 0,
    fetchPolicy: 'no-cache',
    onData: ({ data }) => {
      const q = data.data?.quotes;
      if (q) setLive((prev) => ({ ...prev, [q.symbol]: { price: q.price, ask: q.ask, simulated: q.simulated } }));
    },
  });
  const [refused, setRefused] = useState(false);
  return (
    <>
      <p className="alloc-intro">
        <FormattedMessage id="follow.list.intro" />
      </p>
      {realNameNotice?.(refused)}
      <QueryBoundary query={query}>
        {({ followTrades }) =>
          followTrades.items.length === 0 ? (
            <div className="card" data-testid="follow-empty">
              <EmptyState icon="blockTrade" title={<FormattedMessage id="follow.list.empty" />} />
            </div>
          ) : (
            <PagedList nextCursor={followTrades.nextCursor} fetchMore={query.fetchMore} testId="follow-list">
              {followTrades.items.map((t) => (
                <TradeCard
                  key={t.id}
                  t={t}
                  live={live[t.symbol]}
                  available={balances.data?.balances.find((b) => b.currency === t.settlementCurrency)?.available ?? null}
                  onRealNameRefused={() => setRefused(true)}
                />
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </>
  );
}

function TradeCard({
  t,
  live,
  available,
  onRealNameRefused,
}: {
  t: Trade;
  live: Live[string] | undefined;
  available: string | null;
  onRealNameRefused: () => void;
}) {
  const intl = useIntl();
  const client = useApolloClient();
  const formatMoney = useFormatMoney();
  const [quantity, setQuantity] = useState(String(t.minQuantity));
  const [tolerance, setTolerance] = useState('2');
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useConfirmedMutation(CreateFollowMutation, {
    onError: (messageId) => {
      setError(messageId);
      if (messageId === 'error.REAL_NAME_REQUIRED') onRealNameRefused();
    },
  });
  const price = live?.price ?? t.marketPrice;
  const ask = live?.ask ?? t.ask;
  const simulated = live?.simulated ?? t.simulated;
  const cur = t.settlementCurrency;
  const digits = useInstrumentDigits(t.symbol);
  const q = checkQuantity(quantity, t);
  const estimate = q.ok && ask ? new Big(ask).times(q.value).toFixed(2) : null;
  const open = t.phase === 'OPEN';

  const follow = () => {
    setError(null);
    if (!q.ok) return setError(q.messageId);
    const tol = checkTolerancePercent(tolerance);
    if (!tol.ok) return setError(tol.messageId);
    void run(async () => {
      const { data } = await client.query({
        query: FollowPreviewQuery,
        variables: { tradeId: t.id, quantity: q.value, tolerance: tol.value },
        fetchPolicy: 'network-only',
      });
      const p = data.followPreview;
      if (!p.sufficientFunds) throw new Refusal('error.INSUFFICIENT_FUNDS');
      const rows = [
        { key: 'stock', label: intl.formatMessage({ id: 'follow.field.stock' }), value: `${t.stockName} (${codeOf(t.symbol)})` },
        { key: 'quantity', label: intl.formatMessage({ id: 'follow.field.quantity' }), value: formatCount(intl, q.value) },
        { key: 'ask', label: intl.formatMessage({ id: 'follow.field.ask' }), value: formatTickPrice(intl, p.ask, digits, cur) },
        { key: 'notional', label: intl.formatMessage({ id: 'follow.confirm.notional' }), value: formatMoney(p.notional, p.currency) },
        ...p.charges.map((c, i) => ({
          key: `charge-${i}`,
          label: `${intl.formatMessage({ id: `trading.charge.${c.kind}`, defaultMessage: c.kind })} (${c.basis})`,
          value: formatMoney(c.settlementAmount, p.currency),
        })),
        { key: 'fee', label: intl.formatMessage({ id: 'follow.field.fee' }), value: formatMoney(p.fee, p.currency) },
        { key: 'total', label: intl.formatMessage({ id: 'follow.confirm.total' }), value: formatMoney(p.total, p.currency), strong: true },
        {
          key: 'max',
          label: intl.formatMessage({ id: 'follow.confirm.maxPrice' }),
          value: formatTickPrice(intl, p.maxPrice, digits, cur, 'ceiling'),
        },
        { key: 'available', label: intl.formatMessage({ id: 'follow.field.available' }), value: formatMoney(p.available, p.currency) },
      ];
      return {
        keyFor: { tradeId: t.id, quantity: q.value, tolerance: tol.value },
        variables: (idempotencyKey: string) => ({ input: { tradeId: t.id, quantity: q.value, tolerance: tol.value, idempotencyKey } }),
        confirm: {
          title: intl.formatMessage({ id: 'follow.confirm.title' }),
          message: intl.formatMessage({ id: 'follow.confirm.message' }),
          details: (
            <>
              <Summary rows={rows} testId="follow-confirm" />
              <p className="alloc-note">
                <FormattedMessage id="follow.confirm.note" />
              </p>
            </>
          ),
          confirmText: intl.formatMessage({ id: 'follow.confirm.confirm' }),
        },
        done: 'follow.confirm.done',
        refetchQueries: [...FOLLOW_QUERIES, ...CASH_BALANCE_QUERIES],
      };
    });
  };

  return (
    <li className="card alloc-card follow-card" data-testid="follow-trade" data-id={t.id} data-symbol={t.symbol} data-phase={t.phase}>
      <div className="alloc-card__head">
        <span className="alloc-card__title">
          <span className="alloc-card__name" data-testid="follow-trade-name">
            {t.stockName}
          </span>
          <span className="alloc-card__code">{codeOf(t.symbol)}</span>
        </span>
        <PhaseChip phase={t.phase} testId="follow-trade-phase" />
      </div>
      <p className="alloc-note" data-testid="follow-trade-institution">
        <FormattedMessage id="follow.trade.institutionLine" values={{ name: <span data-ops-content>{t.institution.name}</span> }} />
      </p>
      <Facts
        items={[
          {
            key: 'market',
            label: <FormattedMessage id="follow.field.marketPrice" />,
            value: <LivePrice value={price} currency={cur} simulated={simulated} testId="follow-trade-market" />,
          },
          {
            key: 'buy',
            label: <FormattedMessage id="follow.field.buyPrice" />,
            value: <TickPrice value={t.buyPrice} symbol={t.symbol} currency={cur} testId="follow-trade-buy" />,
          },
          {
            key: 'updown',
            label: <FormattedMessage id="follow.field.upDown" />,
            value: <Percent value={upDown(price, t.buyPrice)} signed testId="follow-trade-updown" />,
          },
          {
            key: 'fee',
            label: <FormattedMessage id="follow.field.fee" />,
            value: <Amount value={t.fee} currency={cur} testId="follow-trade-fee" />,
          },
          {
            key: 'limits',
            label: <FormattedMessage id="follow.field.limits" />,
            value: `${formatCount(intl, t.minQuantity)} – ${formatCount(intl, t.maxQuantity)}`,
          },
          {
            key: 'available',
            label: <FormattedMessage id="follow.field.available" />,
            value: available === null ? '—' : <Amount value={available} currency={cur} testId="follow-trade-available" />,
          },
        ]}
      />
      <p className="alloc-note">
        <FormattedMessage id="follow.trade.windowLine" values={{ opens: <When at={t.opensAt} />, closes: <When at={t.closesAt} /> }} />
      </p>
      {open && (
        <>
          <div className="follow-form">
            <FieldRow label={<FormattedMessage id="follow.field.quantity" />} htmlFor={`fq-${t.id}`}>
              <div className="input-box">
                <TextInput
                  id={`fq-${t.id}`}
                  value={quantity}
                  onChange={(v) => {
                    setQuantity(v);
                    setError(null);
                  }}
                  inputMode="numeric"
                  testId="follow-quantity"
                />
              </div>
            </FieldRow>
            <FieldRow label={<FormattedMessage id="follow.field.tolerance" />} htmlFor={`ft-${t.id}`}>
              <div className="input-box">
                <TextInput
                  id={`ft-${t.id}`}
                  value={tolerance}
                  onChange={(v) => {
                    setTolerance(v);
                    setError(null);
                  }}
                  inputMode="decimal"
                  testId="follow-tolerance"
                />
              </div>
            </FieldRow>
          </div>
          <Summary
            testId="follow-estimate"
            rows={[
              {
                key: 'total',
                label: <FormattedMessage id="follow.field.total" />,
                value: estimate ? (
                  <FormattedMessage
                    id="follow.estimate.value"
                    values={{ amount: formatMoney(estimate, cur), fee: formatMoney(t.fee, cur) }}
                  />
                ) : (
                  '—'
                ),
              },
            ]}
          />
          <FormError>{error ? <FormattedMessage id={error} /> : null}</FormError>
          <div className="follow-card__actions">
            <Button onClick={follow} loading={busy} data-testid="follow-submit">
              <FormattedMessage id="follow.form.follow" />
            </Button>
          </div>
        </>
      )}
    </li>
  );
}
