import { useQuery } from '@apollo/client';
import { type ReactNode, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ChargeFieldsFragment, FillQuoteFieldsFragment } from '../../gql/graphql';
import { useFormatMoney } from '../money/format';
import { formatPrice, priceDigits } from '../markets/format';
import { SimulatedTag } from '../markets/Price';
import { useLang } from '../markets/useLang';
import {
  type BasisWords,
  chargeKindMessageId,
  codeOfSymbol,
  directionMessageId,
  localizeBasis,
  profitTone,
  sellingTypeMessageId,
} from './labels';
import { InstrumentNameQuery } from './operations';
import '../markets/markets.css';
import './trading.css';

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

export function SellingTypeBadge({ type, testId }: { type: string | null | undefined; testId?: string }) {
  const tone = type?.toUpperCase() === 'STOP_OUT' ? 'failed' : 'neutral';
  return (
    <span className={`status status--${tone}`} data-testid={testId}>
      <FormattedMessage id={sellingTypeMessageId(type)} />
    </span>
  );
}

/** A signed amount of money in green (profit), red (loss) or grey. */
export function ProfitText({
  amount,
  currency,
  className,
  testId,
}: {
  amount: string;
  currency: string;
  className?: string;
  testId?: string;
}) {
  const format = useFormatMoney('exceptZero');
  return (
    <span className={`profit profit--${profitTone(amount)}${className ? ` ${className}` : ''}`} data-testid={testId}>
      {format(amount, currency)}
    </span>
  );
}

/** A price with its currency symbol ("$187.42", "NT$1,025.00"), on `digits` decimals to line up with others. */
export function PriceValue({ value, currency, digits, testId }: { value: string; currency: string; digits?: number; testId?: string }) {
  const intl = useIntl();
  return (
    <span className="money" data-testid={testId}>
      {formatPrice(intl, value, currency, digits)}
    </span>
  );
}

export function DateTimeText({ at, testId, seconds }: { at: string; testId?: string; seconds?: boolean }) {
  const intl = useIntl();
  const text = seconds
    ? intl.formatDate(at, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', second: '2-digit' })
    : intl.formatDate(at, { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions);
  return (
    <time dateTime={at} data-testid={testId}>
      {text}
    </time>
  );
}

/** The quote a price came from: time, bid and ask, and the "Simulated" label where it is. */
export function QuoteLine({
  quote,
  currency,
  digits,
  testId,
}: {
  quote: FillQuoteFieldsFragment;
  currency: string;
  digits?: number;
  testId?: string;
}) {
  const intl = useIntl();
  const d = digits ?? priceDigits([quote.bid, quote.ask]);
  return (
    <span className="quote-line" data-testid={testId}>
      <FormattedMessage
        id="trading.quoteLine"
        values={{
          time: intl.formatTime(quote.at, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' }),
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

/**
 * Every charge on its own line: its kind, how it is computed, and the amount (in the quote currency,
 * with what it costs in the settlement currency beside it where the two differ).
 */
export function ChargeLines({
  charges,
  settlementCurrency,
  testId,
  empty,
}: {
  charges: readonly ChargeFieldsFragment[];
  settlementCurrency: string;
  testId: string;
  empty?: ReactNode;
}) {
  const formatMoney = useFormatMoney();
  const words = useBasisWords();
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
            <span className="charge-line__basis">{localizeBasis(c.basis, words)}</span>
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
