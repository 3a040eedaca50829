import { Money, toPlain } from '../../shared/money';

// Index method (stated in README): capitalisation-weighted over the index's constituents in the feed,
//   level = Σ(price_i × sharesOutstanding_i) / divisor,
// with the divisor fixed at seed time so that the level at the reference closes equals the index's
// published level on the reference date (data/instruments.json). Full capitalisation, no free-float
// factor; the divisor stays fixed because the constituent list is fixed and a constituent's share count
// follows its splits (`sharesOn`): a split divides the price by ratio_to / ratio_from and multiplies the
// shares by it, so the capitalisation, and the level, do not move.

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

/** A split as share counts read it: `ratioFrom` old shares become `ratioTo` new ones from `exDate` (decimal strings). */
export interface ShareSplit {
  exDate: string;
  ratioFrom: string;
  ratioTo: string;
}

/** A share-count factor as an exact fraction (a 3-for-2 before the reference date is 2/3). */
export interface ShareFactor {
  num: Money;
  den: Money;
}

/**
 * Shares on trade date `tradeDate` per share counted on `referenceDate` (the date of the reference
 * closes, when `instruments.shares_outstanding` was taken): × ratioTo / ratioFrom for each split with
 * referenceDate < exDate ≤ tradeDate, ÷ it for each split with tradeDate < exDate ≤ referenceDate. A
 * split on the reference date itself is already in the count (the reference close is post-split).
 * A quote's prices are in its trade date's share terms (pre-split before the ex-date), so price × this
 * count is the capitalisation on either side of a split.
 */
export function splitShareFactor(splits: readonly ShareSplit[], referenceDate: string, tradeDate: string): ShareFactor {
  let num = new Money(1);
  let den = new Money(1);
  for (const s of splits) {
    if (s.exDate > referenceDate && s.exDate <= tradeDate) {
      num = num.times(s.ratioTo);
      den = den.times(s.ratioFrom);
    } else if (s.exDate > tradeDate && s.exDate <= referenceDate) {
      num = num.times(s.ratioFrom);
      den = den.times(s.ratioTo);
    }
  }
  return { num, den };
}

/** Shares outstanding on `tradeDate`, from the count on `referenceDate` (see `splitShareFactor`); not rounded. */
export function sharesOn(sharesOutstanding: string, splits: readonly ShareSplit[], referenceDate: string, tradeDate: string): string {
  if (splits.length === 0) return sharesOutstanding;
  const { num, den } = splitShareFactor(splits, referenceDate, tradeDate);
  if (num.eq(den)) return sharesOutstanding;
  return toPlain(new Money(sharesOutstanding).times(num).div(den));
}

/**
 * The same factors as date ranges, for SQL over many bars: the factor is `num / den` for trade dates in
 * [from, to) (null: unbounded). Ranges whose factor is 1 are left out.
 */
export function splitFactorRanges(
  splits: readonly ShareSplit[],
  referenceDate: string,
): Array<{ from: string | null; to: string | null; num: string; den: string }> {
  const dates = [...new Set(splits.map((s) => s.exDate))].sort();
  const out: Array<{ from: string | null; to: string | null; num: string; den: string }> = [];
  for (let i = 0; i <= dates.length; i++) {
    // '' sorts before any date: the factor before the first ex-date.
    const { num, den } = splitShareFactor(splits, referenceDate, i === 0 ? '' : dates[i - 1]);
    if (num.eq(den)) continue;
    out.push({ from: i === 0 ? null : dates[i - 1], to: i === dates.length ? null : dates[i], num: toPlain(num), den: toPlain(den) });
  }
  return out;
}

export function sumVolumes(volumes: string[]): string {
  return toPlain(volumes.reduce((s, v) => s.plus(v), new Money(0)));
}
