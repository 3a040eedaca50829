import { useIntl } from 'react-intl';
import { formatPrice } from './format';
import { SimulatedTag } from './Price';
import './price.css';

/** A price in its currency through the locale's formatter, or a dash while there is none. */
export function PriceOrDash({ value, currency, testId }: { value: string | null | undefined; currency: string; testId?: string }) {
  const intl = useIntl();
  return (
    <span className="money" data-testid={testId}>
      {value ? formatPrice(intl, value, currency) : '—'}
    </span>
  );
}

/** A live quote's price with "Simulated" beside it when the simulator made it (integrity rule 1). */
export function LivePrice({
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
    <span className="live-price">
      <PriceOrDash value={value} currency={currency} testId={testId} />
      {value && <SimulatedTag simulated={simulated} />}
    </span>
  );
}
