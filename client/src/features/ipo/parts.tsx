import { FormattedMessage, useIntl } from 'react-intl';
import { formatChange, formatPrice } from '../../ui/price/format';
import { OfferingPhaseChip } from '../../ui/allocation/parts';
import { SimulatedTag } from '../../ui/price/Price';
import { type ApplicationStatus, statusTone } from './ipoRules';
import '../../ui/allocation/allocation.css';
import { formatCount } from './count';
import './ipo.css';

export { formatCount };
export { Amount, codeOf, Facts as IpoFacts, marketOf, When } from '../../ui/allocation/parts';

const PHASE_TONE: Record<string, string> = {
  NOT_STARTED: 'neutral',
  AVAILABLE: 'ok',
  EXPIRED: 'pending',
  DRAWN: 'neutral',
  CANCELLED: 'failed',
};

/** The offering is drawn once its lottery has run (and stays so once issued). */
export const isDrawn = (status: string): boolean => status === 'DRAWN' || status === 'ISSUED';

/** The subscription phase as a chip: not started, available, expired, drawn (after the draw), cancelled. */
export function PhaseChip({ phase, status, testId }: { phase: string; status: string; testId?: string }) {
  return (
    <OfferingPhaseChip
      phase={phase}
      drawn={isDrawn(status)}
      messages="ipo"
      tone={(shown) => PHASE_TONE[shown] ?? 'neutral'}
      testId={testId}
    />
  );
}

/** A lottery card's status: pending → not winning | winning → issued (or excluded, cancelled). */
export function ApplicationStatusChip({ status, testId }: { status: string; testId?: string }) {
  return (
    <span className={`status status--${statusTone(status as ApplicationStatus)}`} data-testid={testId} data-status={status}>
      <FormattedMessage id={`ipo.status.${status}`} />
    </span>
  );
}

export function Price({ value, currency, testId }: { value: string; currency: string; testId?: string }) {
  const intl = useIntl();
  return (
    <span className="money" data-testid={testId}>
      {formatPrice(intl, value, currency)}
    </span>
  );
}

/** A whole count (shares, lots, places), grouped in the reader's digits; strings keep counts beyond 2^53 exact. */
export function Count({ value, testId }: { value: number | string; testId?: string }) {
  const intl = useIntl();
  return <span data-testid={testId}>{formatCount(intl, value)}</span>;
}

/** The market price: live from the feed (with "Simulated" when the simulator made it) or the disclosed reference. */
export function MarketPrice({
  value,
  currency,
  live,
  simulated,
  testId,
}: {
  value: string;
  currency: string;
  live: boolean;
  simulated: boolean;
  testId?: string;
}) {
  return (
    <span className="alloc-market-price">
      <Price value={value} currency={currency} testId={testId} />
      {live ? (
        <SimulatedTag simulated={simulated} />
      ) : (
        <span className="alloc-ref-tag" data-testid="ipo-reference-tag">
          <FormattedMessage id="ipo.field.referenceTag" />
        </span>
      )}
    </span>
  );
}

/** Spread, signed, in the price's currency and tone. */
export function Spread({ value, currency, testId }: { value: string; currency: string; testId?: string }) {
  const intl = useIntl();
  const tone = value.startsWith('-') ? 'down' : Number(value) === 0 ? 'flat' : 'up';
  return (
    <span className={`price price--${tone}`} data-testid={testId}>
      {formatChange(intl, value)} {currency}
    </span>
  );
}

/** Return rate (a fraction from the server) as a signed percent. */
export function ReturnRate({ value, testId }: { value: string; testId?: string }) {
  const intl = useIntl();
  const tone = value.startsWith('-') ? 'down' : Number(value) === 0 ? 'flat' : 'up';
  return (
    <span className={`price price--${tone}`} data-testid={testId}>
      {intl.formatNumber(value as unknown as number, {
        style: 'percent',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
        signDisplay: 'exceptZero',
      })}
    </span>
  );
}
