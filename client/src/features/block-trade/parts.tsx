import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '../../ui/money/format';
import { formatCount, formatPrice, GROUPING } from '../../ui/price/format';
import { SimulatedTag } from '../../ui/price/Price';
import { phaseTone, statusTone } from './blockTradeRules';
import './block-trade.css';

/** "US:ACME" → "ACME". */
export function codeOf(symbol: string): string {
  const i = symbol.indexOf(':');
  return i < 0 ? symbol : symbol.slice(i + 1);
}

/** "US:ACME" → "US". */
export function marketOf(symbol: string): string {
  const i = symbol.indexOf(':');
  return i < 0 ? '' : symbol.slice(0, i);
}

/** The offering's phase: not started, available, closed, failed, cancelled. */
export function PhaseChip({ phase, testId }: { phase: string; testId?: string }) {
  return (
    <span className={`status status--${phaseTone(phase)}`} data-testid={testId} data-phase={phase}>
      <FormattedMessage id={`blockTrade.phase.${phase}`} />
    </span>
  );
}

/** A subscription's status: in progress → successful | failed. */
export function StatusChip({ status, testId }: { status: string; testId?: string }) {
  return (
    <span className={`status status--${statusTone(status)}`} data-testid={testId} data-status={status}>
      <FormattedMessage id={`blockTrade.status.${status}`} />
    </span>
  );
}

export function Price({ value, currency, testId }: { value: string | null | undefined; currency: string; testId?: string }) {
  const intl = useIntl();
  return (
    <span className="money" data-testid={testId}>
      {value ? formatPrice(intl, value, currency) : '—'}
    </span>
  );
}

/** The live quote's price, labelled "Simulated" when the simulator made it (integrity rule 1). */
export function CurrentPrice({
  value,
  currency,
  simulated,
  testId,
}: {
  value: string | null | undefined;
  currency: string;
  simulated: boolean;
  testId?: string;
}) {
  return (
    <span className="bt-current-price">
      <Price value={value} currency={currency} testId={testId} />
      {value && <SimulatedTag simulated={simulated} />}
    </span>
  );
}

export function Amount({ value, currency, testId }: { value: string; currency: string; testId?: string }) {
  const format = useFormatMoney();
  return (
    <span className="money" data-testid={testId}>
      {format(value, currency)}
    </span>
  );
}

/** A fee rate (a fraction, "0.0025") as a percent in the reader's format ("0.25%", "0,25 %"). */
export function formatFeeRate(intl: ReturnType<typeof useIntl>, rate: string): string {
  return intl.formatNumber(rate as unknown as number, {
    ...GROUPING,
    style: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  });
}

export function FeeRate({ value, testId }: { value: string; testId?: string }) {
  const intl = useIntl();
  return <span data-testid={testId}>{formatFeeRate(intl, value)}</span>;
}

export function Count({ value, testId }: { value: number | string; testId?: string }) {
  const intl = useIntl();
  return <span data-testid={testId}>{formatCount(intl, value)}</span>;
}

/** A date of the offering or the user's record, in the user's own zone with the zone's name (PRODUCT.md §11). */
export function When({ at, testId }: { at: string | null | undefined; testId?: string }) {
  const intl = useIntl();
  if (!at) return <span data-testid={testId}>—</span>;
  return (
    <time className="bt-when" dateTime={at} data-testid={testId}>
      {intl.formatDate(at, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })}
    </time>
  );
}

/** Label/value pairs in a grid (cards). */
export function Facts({ items }: { items: ReadonlyArray<{ key: string; label: ReactNode; value: ReactNode; testId?: string }> }) {
  return (
    <dl className="bt-facts">
      {items.map((item) => (
        <div key={item.key} className="bt-facts__item">
          <dt>{item.label}</dt>
          <dd data-testid={item.testId}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
