import { useQuery } from '@apollo/client';
import Big from 'big.js';
import { type ReactNode, useCallback, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { useFormatMoney } from '../../ui/money/format';
import { formatPercentText, formatPrice, priceDigits } from '../../ui/price/format';
import { InstrumentNameQuery, useInstrumentDigits } from '../../ui/price/TickPrice';
import { MarketTime, UserTime } from '../../ui/time/Zoned';
import { SimulatedTag } from '../../ui/price/Price';
import { useLang } from '../../i18n/useLang';
import { type BasisWords, localizeBasis } from './basis';
import { chargeKindMessageId, codeOfSymbol, directionMessageId, sellingTypeMessageId } from './labels';
import '../../ui/price/price.css';
import './trading.css';

export { useInstrumentDigits };

/** The instrument's name in the reader's language (its code until the name arrives). */
export function InstrumentName({ symbol }: { symbol: string }) {
  const lang = useLang();
  const query = useQuery(InstrumentNameQuery, { variables: { symbol, lang }, fetchPolicy: 'cache-first' });
  return <>{query.data?.instrument?.name ?? codeOfSymbol(symbol)}</>;
}

/** "Long · 2×" (green) or "Short · 5×" (red). */
export function DirectionBadge({ direction, leverage, testId }: { direction: string; leverage: number; testId?: string }) {
  const short = direction.toUpperCase() === 'SHORT';
  return (
    <span className={`dir-badge dir-badge--${short ? 'short' : 'long'}`} data-testid={testId}>
      <FormattedMessage id={directionMessageId(direction)} />
      <span className="dir-badge__leverage" data-testid={testId ? `${testId}-leverage` : undefined}>
        {leverage}×
      </span>
    </span>
  );
}

/**
 * Who placed a position's opening order, when it was not the user: "Strategy" (the automated intraday
 * strategy) or "Follow" (an institutional follow). Nothing for the user's own positions.
 */
export function OriginBadge({ origin, testId }: { origin: string | null | undefined; testId?: string }) {
  if (origin !== 'STRATEGY' && origin !== 'FOLLOW') return null;
  return (
    <span className="type-badge" data-testid={testId} data-origin={origin}>
      <FormattedMessage id={`trading.badge.${origin}`} />
    </span>
  );
}

export function SellingTypeBadge({ type, testId }: { type: string | null | undefined; testId?: string }) {
  const tone = type?.toUpperCase() === 'STOP_OUT' ? 'failed' : 'neutral';
  return (
    <span className={`status status--${tone}`} data-testid={testId}>
      <FormattedMessage id={sellingTypeMessageId(type)} />
    </span>
  );
}

/**
 * A price with its currency symbol ("$187.42", "NT$1,025.00"), on `digits` decimals to line up with
 * others, or at the tick precision of `symbol`.
 */
export function PriceValue({
  value,
  currency,
  digits,
  symbol,
  testId,
}: {
  value: string;
  currency: string;
  digits?: number;
  symbol?: string;
  testId?: string;
}) {
  const intl = useIntl();
  const tick = useInstrumentDigits(digits === undefined ? symbol : null, [value]);
  return (
    <span className="money" data-testid={testId}>
      {formatPrice(intl, value, currency, digits ?? tick)}
    </span>
  );
}

/** A moment of the user's own records, in the user's zone with its name (PRODUCT.md §11). */
export function DateTimeText({ at, testId, seconds }: { at: string; testId?: string; seconds?: boolean }) {
  return <UserTime at={at} style={seconds ? 'dateTimeSeconds' : 'dateTime'} testId={testId} />;
}

export const QuoteLineFragment = graphql(`
  fragment QuoteLine_Quote on FillQuote {
    bid
    ask
    at
    simulated
    source
  }
`);

/**
 * The quote a price came from: time (market data: in the exchange's zone, with its name), bid and ask,
 * and the "Simulated" label where it is.
 */
export function QuoteLine({
  quote: quoteRef,
  currency,
  market,
  digits,
  testId,
}: {
  quote: FragmentType<typeof QuoteLineFragment>;
  currency: string;
  market: string;
  digits?: number;
  testId?: string;
}) {
  const intl = useIntl();
  const quote = useFragment(QuoteLineFragment, quoteRef);
  const d = digits ?? priceDigits([quote.bid, quote.ask]);
  return (
    <span className="quote-line" data-testid={testId}>
      <FormattedMessage
        id="trading.quoteLine"
        values={{
          time: <MarketTime at={quote.at} market={market} />,
          bid: formatPrice(intl, quote.bid, currency, d),
          ask: formatPrice(intl, quote.ask, currency, d),
        }}
      />
      <SimulatedTag simulated={quote.simulated} />
    </span>
  );
}

export function useBasisWords(): BasisWords {
  const intl = useIntl();
  return useMemo(
    () => ({
      perShare: intl.formatMessage({ id: 'trading.basis.perShare' }),
      perMillion: intl.formatMessage({ id: 'trading.basis.perMillion' }),
      min: intl.formatMessage({ id: 'trading.basis.min' }),
      max: intl.formatMessage({ id: 'trading.basis.max' }),
      ofValue: intl.formatMessage({ id: 'trading.basis.ofValue' }),
      dayTrade: intl.formatMessage({ id: 'trading.basis.dayTrade' }),
      bps: intl.formatMessage({ id: 'trading.basis.bps' }),
      feeHoliday: intl.formatMessage({ id: 'trading.basis.feeHoliday' }),
    }),
    [intl],
  );
}

export const ChargeLinesFragment = graphql(`
  fragment ChargeLines_Charge on Charge {
    kind
    basis
    amount
    currency
    settlementAmount
  }
`);

/**
 * Every charge on its own line: its kind, how it is computed, and the amount (in the quote currency,
 * with what it costs in the settlement currency beside it where the two differ).
 */
export function ChargeLines({
  charges: chargeRefs,
  settlementCurrency,
  testId,
  empty,
}: {
  charges: ReadonlyArray<FragmentType<typeof ChargeLinesFragment>>;
  settlementCurrency: string;
  testId: string;
  empty?: ReactNode;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const words = useBasisWords();
  const charges = useFragment(ChargeLinesFragment, chargeRefs);
  if (charges.length === 0) {
    return (
      <p className="charge-lines__empty" data-testid={`${testId}-none`}>
        {empty ?? <FormattedMessage id="trading.charges.none" />}
      </p>
    );
  }
  return (
    <ul className="charge-lines" data-testid={testId}>
      {charges.map((c, i) => (
        <li key={`${c.kind}-${i}`} className="charge-line" data-testid={`${testId}-line`} data-kind={c.kind}>
          <span className="charge-line__what">
            <span className="charge-line__kind">
              <FormattedMessage id={chargeKindMessageId(c.kind)} />
            </span>
            <span className="charge-line__basis">{localizeBasis(c.basis, words, intl, c.currency)}</span>
          </span>
          <span className="charge-line__amount">
            {formatMoney(c.amount, c.currency)}
            {c.currency !== settlementCurrency && (
              <span className="charge-line__settlement">≈ {formatMoney(c.settlementAmount, settlementCurrency)}</span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** A small label/value grid (list rows). */
export function Facts({ items }: { items: ReadonlyArray<{ key: string; label: ReactNode; value: ReactNode; testId?: string }> }) {
  return (
    <dl className="facts">
      {items.map((item) => (
        <div key={item.key} className="facts__item">
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A trail in words: "2%" by percent, "$1.50" by amount (in the quote currency); '' for none. */
export function useTrailText(): (trail: { amount?: string | null; percent?: string | null }, currency: string) => string {
  const intl = useIntl();
  return useCallback(
    (trail, currency) => {
      if (trail.percent) return formatPercentText(intl, new Big(trail.percent).toFixed());
      if (trail.amount) return formatPrice(intl, trail.amount, currency);
      return '';
    },
    [intl],
  );
}

/**
 * The sentence said wherever a stop is involved (a stop order, a trailing stop, a stop-loss) before the
 * user confirms it: a gap through the stop fills at the next price, which may be worse.
 */
export function GapRiskNote({ testId }: { testId?: string }) {
  return (
    <p className="order-figures__note order-figures__note--strong gap-risk" data-testid={testId}>
      <FormattedMessage id="trading.preview.gapRisk" />
    </p>
  );
}

/**
 * A position's take-profit and stop-loss (a trailing one's level now, and its trail), "None" for an exit
 * it has not: on the position card and the trade detail.
 */
export function PositionExits({
  takeProfit,
  stopLoss,
  trailAmount,
  trailPercent,
  currency,
  digits,
  testId,
}: {
  takeProfit?: string | null;
  stopLoss?: string | null;
  trailAmount?: string | null;
  trailPercent?: string | null;
  currency: string;
  digits?: number;
  testId: string;
}) {
  const trailText = useTrailText();
  const trailing = !!(trailAmount || trailPercent);
  const none = <FormattedMessage id="trading.exit.none" />;
  return (
    <span className="exits" data-testid={testId}>
      <span className="exits__item" data-testid={`${testId}-tp`} data-value={takeProfit ?? ''}>
        <span className="exits__label">
          <FormattedMessage id="trading.field.takeProfit" />
        </span>
        <span className="exits__value">{takeProfit ? <PriceValue value={takeProfit} currency={currency} digits={digits} /> : none}</span>
      </span>
      <span className="exits__item" data-testid={`${testId}-sl`} data-value={stopLoss ?? ''} data-trailing={trailing}>
        <span className="exits__label">
          <FormattedMessage id="trading.field.stopLoss" />
        </span>
        <span className="exits__value">
          {stopLoss ? <PriceValue value={stopLoss} currency={currency} digits={digits} /> : trailing ? '—' : none}
          {trailing && (
            <span className="exits__sub">
              <FormattedMessage
                id="trading.exit.trailing"
                values={{ trail: trailText({ amount: trailAmount, percent: trailPercent }, currency) }}
              />
            </span>
          )}
        </span>
      </span>
    </span>
  );
}
