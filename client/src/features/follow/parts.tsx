import Big from 'big.js';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatPercent } from '../../ui/price/format';
import { statusTone } from './followRules';
import '../../ui/allocation/allocation.css';
import './follow.css';

export { Amount, codeOf, Facts, When } from '../../ui/allocation/parts';

export function StatusChip({ status, testId }: { status: string; testId?: string }) {
  return (
    <span className={`status status--${statusTone(status)}`} data-testid={testId} data-status={status}>
      <FormattedMessage id={`follow.status.${status}`} />
    </span>
  );
}

export function PhaseChip({ phase, testId }: { phase: string; testId?: string }) {
  const tone = phase === 'OPEN' ? 'ok' : phase === 'NOT_STARTED' ? 'pending' : 'neutral';
  return (
    <span className={`status status--${tone}`} data-testid={testId} data-phase={phase}>
      <FormattedMessage id={`follow.phase.${phase}`} />
    </span>
  );
}

export { PriceOrDash as Price } from '../../ui/price/LivePrice';
export { LivePrice } from '../../ui/price/LivePrice';

/** A fraction ("0.0501") as a signed percent in the reader's format, coloured up or down. */
export function Percent({ value, signed, testId }: { value: string | null | undefined; signed?: boolean; testId?: string }) {
  const intl = useIntl();
  if (value === null || value === undefined) return <span data-testid={testId}>—</span>;
  const d = new Big(value);
  const tone = !signed || d.eq(0) ? 'flat' : d.gt(0) ? 'up' : 'down';
  const text = signed
    ? formatPercent(intl, d.times(100).toFixed(4))
    : intl.formatNumber(d.toFixed() as unknown as number, { style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <span className={signed ? `price price--${tone}` : undefined} data-testid={testId}>
      {text}
    </span>
  );
}
