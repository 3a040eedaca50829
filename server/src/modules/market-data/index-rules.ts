import { Money, toPlain } from '../../shared/money';

// Index method (stated in README): capitalisation-weighted over the index's constituents in the feed,
//   level = Σ(price_i × sharesOutstanding_i) / divisor,
// with the divisor fixed at seed time so that the level at the reference closes equals the index's
// published level on the reference date (data/instruments.json). Full capitalisation, no free-float
// factor; the divisor stays fixed because the constituent list and share counts are fixed.

export interface Constituent {
  price: string;
  shares: string;
}

export function indexLevel(constituents: Constituent[], divisor: string): string {
  const cap = constituents.reduce((sum, c) => sum.plus(new Money(c.price).times(c.shares)), new Money(0));
  return cap.div(divisor).toDecimalPlaces(2, Money.ROUND_HALF_UP).toFixed(2);
}

/** Same as indexLevel on plain numbers (backfill of many bars), rounded to 2 places. */
export function indexLevelFast(weightedCap: number, divisor: number): number {
  return Math.round((weightedCap / divisor) * 100) / 100;
}

export function sumVolumes(volumes: string[]): string {
  return toPlain(volumes.reduce((s, v) => s.plus(v), new Money(0)));
}
