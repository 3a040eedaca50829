import { FormattedMessage, useIntl } from 'react-intl';
import { OfferingPhaseChip } from '../../ui/allocation/parts';
import { formatCount, GROUPING } from '../../ui/price/format';
import { phaseTone, statusTone } from './blockTradeRules';
import '../../ui/allocation/allocation.css';
import './block-trade.css';

export { Amount, codeOf, Facts, marketOf, When } from '../../ui/allocation/parts';

/** The offering's phase: not started, available, closed, drawn (once the close allocated it), failed, cancelled. */
export function PhaseChip({ phase, status, testId }: { phase: string; status: string; testId?: string }) {
  return <OfferingPhaseChip phase={phase} drawn={status === 'CLOSED'} messages="blockTrade" tone={phaseTone} testId={testId} />;
}

/** A subscription's status: in progress → successful | failed. */
export function StatusChip({ status, testId }: { status: string; testId?: string }) {
  return (
    <span className={`status status--${statusTone(status)}`} data-testid={testId} data-status={status}>
      <FormattedMessage id={`blockTrade.status.${status}`} />
    </span>
  );
}

export { PriceOrDash as Price } from '../../ui/price/LivePrice';
export { LivePrice as CurrentPrice } from '../../ui/price/LivePrice';

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
