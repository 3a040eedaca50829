import type { IntlShape } from 'react-intl';

/** A share count in the reader's digits (Home's win notices import it alone). */
export function formatCount(intl: Pick<IntlShape, 'formatNumber'>, value: number | string): string {
  return intl.formatNumber(String(value) as unknown as number, { maximumFractionDigits: 0 });
}
