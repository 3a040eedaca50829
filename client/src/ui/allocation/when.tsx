import { useIntl } from 'react-intl';
import './allocation.css';

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

/** A date of the offering or the user's card, in the user's own zone with the zone's name (PRODUCT.md §11). */
export function When({ at, testId }: { at: string | null | undefined; testId?: string }) {
  const intl = useIntl();
  if (!at) return <span data-testid={testId}>—</span>;
  return (
    <time className="alloc-when" dateTime={at} data-testid={testId}>
      {intl.formatDate(at, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit', timeZoneName: 'short' })}
    </time>
  );
}
