import { FormattedMessage, useIntl } from 'react-intl';
import { formatCount, formatPrice, GROUPING } from '../../ui/price/format';
import { SimulatedTag } from '../../ui/price/Price';
import { phaseTone, statusTone } from './blockTradeRules';
import '../../ui/allocation/allocation.css';
import './block-trade.css';

export { Amount, codeOf, Facts, marketOf, When } from '../../ui/allocation/parts';

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
