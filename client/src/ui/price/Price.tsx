import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { directionOf, formatChange, formatPercent, formatPrice } from './format';
import './price.css';

/** The integrity label: shown wherever a simulated price is (PRODUCT.md §0 rule 1). */
export function SimulatedTag({ simulated }: { simulated: boolean | null | undefined }) {
  if (!simulated) return null;
  return (
    <span className="sim-tag" data-testid="simulated-tag">
      <FormattedMessage id="markets.simulated" />
    </span>
  );
}

/** A price coloured by the day's direction; it flashes briefly when a tick changes it. */
export function PriceText({
  value,
  change,
  currency,
  digits,
  className,
  testId,
}: {
  value: string;
  change?: string | null;
  currency?: string;
  /** Minimum decimals (to line up with the instrument's other prices). */
  digits?: number;
  className?: string;
  testId?: string;
}) {
  const intl = useIntl();
  // React's pattern for "what was it last render": a tick (a changed value, not the first one) flashes.
  const [seen, setSeen] = useState({ value, ticked: false });
  if (seen.value !== value) setSeen({ value, ticked: true });
  const ticked = seen.ticked && seen.value === value;
  return (
    <span
      key={ticked ? value : undefined}
      className={`price price--${directionOf(change)}${ticked ? ' price--tick' : ''}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      {formatPrice(intl, value, currency, digits)}
    </span>
  );
}

/** "+1.25 (+0.66%)" in the direction's colour. */
export function ChangeText({
  change,
  changePercent,
  digits,
  testId,
}: {
  change: string;
  changePercent: string;
  /** The instrument's price precision. */
  digits?: number;
  testId?: string;
}) {
  const intl = useIntl();
  return (
    <span className={`price price--${directionOf(change)}`} data-testid={testId}>
      {formatChange(intl, change, digits)} ({formatPercent(intl, changePercent)})
    </span>
  );
}

/** The change in percent on a coloured pill (lists). */
export function ChangePill({ change, changePercent }: { change: string; changePercent: string }) {
  const intl = useIntl();
  return <span className={`change-pill change-pill--${directionOf(change)}`}>{formatPercent(intl, changePercent)}</span>;
}

/**
 * The market's badge, the same everywhere (lists, Trade, details): the exchange code ("ES", "US", "TW",
 * "GOLD"), like the ticker the same in every language, with the market's name for screen readers.
 */
export function MarketTag({ market, testId }: { market: string; testId?: string }) {
  const intl = useIntl();
  const name = intl.formatMessage({ id: `markets.market.${market}` });
  return (
    <span className={`market-tag market-tag--${market}`} title={name} aria-label={name} role="img" data-testid={testId}>
      {market}
    </span>
  );
}

/** Said once for a list whose every price is simulated (instead of a tag on every row). */
export function SimulatedNote({ testId }: { testId?: string }) {
  return (
    <p className="sim-note" data-testid={testId ?? 'simulated-note'}>
      <span className="sim-tag">
        <FormattedMessage id="markets.simulated" />
      </span>
      <FormattedMessage id="markets.simulatedList" />
    </p>
  );
}
