import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, useFragment } from '../../gql';
import type { IntradayRecordCard_ApplicationFragment } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Amount, codeOf, Facts, OfferingHead, When } from '../../ui/allocation/parts';
import { ProfitText } from '../../ui/money/ProfitText';
import Big from 'big.js';
import { formatCount, formatMoney, formatTickPrice } from '../../ui/price/format';
import { useInstrumentDigits } from '../../ui/price/TickPrice';
import { SimulatedTag } from '../../ui/price/Price';
import { IntradayRecordCardFragment } from './fragments';
import '../../ui/allocation/allocation.css';
import '../../ui/money/money.css';
import './intraday.css';

const DETAIL_PATH = routeByName('tradeDetail').path;
const DETAIL2_PATH = routeByName('tradeDetail2').path;

type Trade = IntradayRecordCard_ApplicationFragment['trades'][number];

/** Open positions marked live, by position id (the portfolio's marks: Trade's own figures). */
export type LiveMarks = ReadonlyMap<string, { profit: string }>;

/**
 * The result so far, live: the final net once finished; else the closed trades' net plus each open
 * position's live mark (Trade's profit: at the quote, after the charges paid and due); the server's
 * figure while a mark is missing (PRODUCT.md rule 8: every profit is net).
 */
export function liveResult(
  a: Pick<IntradayRecordCard_ApplicationFragment, 'netResult' | 'realisedNet' | 'resultNow' | 'trades'>,
  marks?: LiveMarks,
): string {
  if (a.netResult) return a.netResult;
  const open = a.trades.filter((t) => !t.closedAt);
  if (!marks || open.some((t) => !marks.has(t.positionId))) return a.resultNow;
  return open.reduce((s, t) => s.plus(marks.get(t.positionId)!.profit), new Big(a.realisedNet)).toFixed();
}

const STATUS_TONE: Record<string, string> = { PENDING_REVIEW: 'pending', APPROVED: 'ok', REJECTED: 'failed' };

export function StatusChip({ status, testId }: { status: string; testId?: string }) {
  return (
    <span className={`status status--${STATUS_TONE[status] ?? 'neutral'}`} data-testid={testId} data-status={status}>
      <FormattedMessage id={`intraday.status.${status}`} />
    </span>
  );
}

/**
 * One application (PRODUCT.md §5): time, amount, type, status, holding or sold, net result after charges,
 * the reasons of a rejection, and every trade the strategy made with a link to its trade detail.
 */
export function IntradayRecordCard({
  application,
  marks,
}: {
  application: FragmentType<typeof IntradayRecordCardFragment>;
  marks?: LiveMarks;
}) {
  const a = useFragment(IntradayRecordCardFragment, application);
  const intl = useIntl();
  const net = liveResult(a, marks);
  // Every price of the record on the instrument's tick precision (PRODUCT.md §11).
  const digits = useInstrumentDigits(a.symbol);
  const price = (v: string, currency?: string) => formatTickPrice(intl, v, digits, currency);
  return (
    <div className="it-record" data-testid="it-record" data-id={a.id} data-status={a.status} data-phase={a.phase}>
      <OfferingHead
        name={intl.formatMessage({ id: 'intraday.product' })}
        code={codeOf(a.symbol)}
        codeTestId="it-record-code"
        chip={<StatusChip status={a.status} testId="it-record-status" />}
      />
      {a.status === 'REJECTED' && (
        <ul className="it-reasons" data-testid="it-record-reasons">
          {a.reasons.map((r) => (
            <li key={r} data-reason={r}>
              <FormattedMessage id={`intraday.reason.${r}`} />
            </li>
          ))}
        </ul>
      )}
      <Facts
        items={[
          {
            key: 'amount',
            label: <FormattedMessage id="intraday.field.amount" />,
            value: <Amount value={a.amount} currency={a.currency} />,
            testId: 'it-record-amount',
          },
          {
            key: 'type',
            label: <FormattedMessage id="intraday.field.type" />,
            value: (
              <>
                <FormattedMessage id="intraday.rule.name" />
                {a.riskBand && (
                  <>
                    {' · '}
                    <FormattedMessage id={`intraday.band.${a.riskBand}`} />
                  </>
                )}
              </>
            ),
            testId: 'it-record-type',
          },
          ...(a.status === 'APPROVED'
            ? [
                {
                  key: 'phase',
                  label: <FormattedMessage id="intraday.field.phase" />,
                  value: <FormattedMessage id={`intraday.phase.${a.phase}`} />,
                  testId: 'it-record-phase',
                },
                {
                  key: 'holding',
                  label: <FormattedMessage id="intraday.field.holding" />,
                  value: (
                    <FormattedMessage
                      id={a.holding ? 'intraday.holding.yes' : a.trades.length > 0 ? 'intraday.holding.sold' : 'intraday.holding.none'}
                    />
                  ),
                  testId: 'it-record-holding',
                },
                {
                  key: 'net',
                  label: <FormattedMessage id={a.netResult ? 'intraday.field.netResult' : 'intraday.field.realisedNet'} />,
                  value: <ProfitText amount={net} currency={a.currency} testId="it-record-net-value" />,
                  testId: 'it-record-net',
                },
                {
                  key: 'charges',
                  label: <FormattedMessage id="intraday.field.charges" />,
                  value: <Amount value={a.chargesTotal} currency={a.currency} />,
                  testId: 'it-record-charges',
                },
                {
                  key: 'range',
                  label: <FormattedMessage id="intraday.field.range" />,
                  value: a.rangeHigh && a.rangeLow ? `${price(a.rangeLow)} – ${price(a.rangeHigh)}` : '—',
                  testId: 'it-record-range',
                },
              ]
            : []),
        ]}
      />
      {a.status === 'APPROVED' && (
        <p className="alloc-note">
          <FormattedMessage id="intraday.record.netNote" />
        </p>
      )}
      {a.trades.length > 0 && (
        <ol className="it-trades" data-testid="it-trades">
          {a.trades.map((t) => (
            <TradeRow key={t.id} t={t} currency={a.currency} price={price} />
          ))}
        </ol>
      )}
      <span className="alloc-card__dates">
        <span>
          <FormattedMessage id="intraday.field.appliedAt" /> <When at={a.createdAt} />
        </span>
        {a.finishedAt && a.status === 'APPROVED' && (
          <span>
            <FormattedMessage id="intraday.field.finishedAt" /> <When at={a.finishedAt} />
          </span>
        )}
        <span>
          <FormattedMessage id="money.orderNo" values={{ no: a.orderNo }} />
        </span>
      </span>
    </div>
  );
}

function TradeRow({ t, currency, price }: { t: Trade; currency: string; price: (v: string, currency?: string) => string }) {
  const intl = useIntl();
  const nav = useNav();
  const open = () => nav.navigateTo(buildUrl(t.closedAt ? DETAIL2_PATH : DETAIL_PATH, { id: t.positionId }));
  return (
    <li className="it-trade" data-testid="it-trade" data-seq={t.seq} data-exit={t.exitReason ?? ''} data-position={t.positionId}>
      <button type="button" className="it-trade__button" onClick={open} data-testid="it-trade-open">
        <span className="it-trade__head">
          <span>
            <FormattedMessage id="intraday.trade.title" values={{ seq: t.seq, shares: formatCount(intl, t.shares) }} />
            <SimulatedTag simulated={t.simulated} />
          </span>
          {t.netProfit ? (
            <ProfitText amount={t.netProfit} currency={currency} testId="it-trade-net" />
          ) : (
            <span className="status status--pending">
              <FormattedMessage id="intraday.trade.open" />
            </span>
          )}
        </span>
        <span className="it-trade__line">
          <FormattedMessage id="intraday.trade.buy" values={{ price: price(t.buyPrice, currency) }} />
          {' · '}
          {t.sellPrice ? (
            <FormattedMessage id="intraday.trade.sell" values={{ price: price(t.sellPrice, currency) }} />
          ) : (
            <FormattedMessage
              id="intraday.trade.stopTarget"
              values={{ stop: price(t.stopPrice, currency), target: price(t.targetPrice, currency) }}
            />
          )}
        </span>
        <span className="it-trade__line it-trade__muted">
          {t.exitReason && (
            <>
              <FormattedMessage id={`intraday.exit.${t.exitReason}`} />
              {' · '}
            </>
          )}
          <FormattedMessage
            id="intraday.trade.charges"
            values={{
              buy: formatMoney(intl, t.buyCharges, currency),
              sell: t.sellCharges ? formatMoney(intl, t.sellCharges, currency) : '—',
            }}
          />
          {' · '}
          {t.orderNo}
        </span>
      </button>
    </li>
  );
}
