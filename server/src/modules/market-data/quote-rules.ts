import { Money, toPlain } from '../../shared/money';

// Prices inside the feed are integers counting 0.0001 (PRICE_DECIMALS = 4), so rounding to a tick
// and clamping to a limit are exact integer arithmetic; they leave the feed as decimal strings.
export const UNITS_PER_ONE = 10_000;

export type TickRule = 'fixed' | 'twse';

/** TWSE tick ladder (TWD): the tick grows with the price. */
const TWSE_LADDER: Array<[belowUnits: number, tickUnits: number]> = [
  [10 * UNITS_PER_ONE, 100], // < 10: 0.01
  [50 * UNITS_PER_ONE, 500], // < 50: 0.05
  [100 * UNITS_PER_ONE, 1000], // < 100: 0.1
  [500 * UNITS_PER_ONE, 5000], // < 500: 0.5
  [1000 * UNITS_PER_ONE, 10000], // < 1000: 1
  [Number.POSITIVE_INFINITY, 50000], // >= 1000: 5
];

export function tickUnitsAt(rule: TickRule, fixedTickUnits: number, priceUnits: number): number {
  if (rule === 'fixed') return fixedTickUnits;
  for (const [below, tick] of TWSE_LADDER) if (priceUnits < below) return tick;
  return 50000;
}

/** Nearest valid price on the tick grid (for a ladder, the tick of the price's own band). */
export function roundToTick(rule: TickRule, fixedTickUnits: number, priceUnits: number): number {
  const tick = tickUnitsAt(rule, fixedTickUnits, priceUnits);
  const rounded = Math.max(tick, Math.round(priceUnits / tick) * tick);
  // At a band edge the rounded price may fall in a band with a bigger tick; round once more there.
  const tick2 = tickUnitsAt(rule, fixedTickUnits, rounded);
  return tick2 === tick ? rounded : Math.max(tick2, Math.round(rounded / tick2) * tick2);
}

export interface PriceLimits {
  up: number;
  down: number;
}

/** Daily limit prices around the previous close: up rounds down, down rounds up, both on the grid. */
export function limitPrices(rule: TickRule, fixedTickUnits: number, prevCloseUnits: number, limit: number): PriceLimits {
  const rawUp = prevCloseUnits * (1 + limit);
  const rawDown = prevCloseUnits * (1 - limit);
  const upTick = tickUnitsAt(rule, fixedTickUnits, rawUp);
  const downTick = tickUnitsAt(rule, fixedTickUnits, rawDown);
  return { up: Math.floor(rawUp / upTick + 1e-9) * upTick, down: Math.ceil(rawDown / downTick - 1e-9) * downTick };
}

export function clampToLimits(priceUnits: number, limits: PriceLimits | null): number {
  if (!limits) return priceUnits;
  return Math.min(limits.up, Math.max(limits.down, priceUnits));
}

/** "1234.5" style decimal string of a unit count, with at least `minDecimals` places. */
export function unitsToDecimal(units: number, minDecimals = 2): string {
  const negative = units < 0;
  const abs = Math.abs(Math.round(units));
  const whole = Math.floor(abs / UNITS_PER_ONE);
  let frac = String(abs % UNITS_PER_ONE).padStart(4, '0');
  while (frac.length > minDecimals && frac.endsWith('0')) frac = frac.slice(0, -1);
  return `${negative ? '-' : ''}${whole}${frac.length > 0 ? `.${frac}` : ''}`;
}

export function decimalToUnits(value: string): number {
  return new Money(value).times(UNITS_PER_ONE).round().toNumber();
}

/** Change and change % against the previous close, as decimal strings (change % to 2 places). */
export function changeOf(price: string, previousClose: string): { change: string; changePercent: string } {
  const p = new Money(price);
  const prev = new Money(previousClose);
  const change = p.minus(prev);
  const pct = prev.isZero() ? new Money(0) : change.div(prev).times(100).toDecimalPlaces(2, Money.ROUND_HALF_UP);
  return { change: toPlain(change), changePercent: pct.toFixed(2) };
}

/** price × shares, rounded to whole currency units. */
export function marketValueOf(price: string, shares: string | null): string | null {
  if (shares === null) return null;
  return toPlain(new Money(price).times(shares).toDecimalPlaces(0, Money.ROUND_HALF_UP));
}

export function minDecimalsForTick(tickUnits: number): number {
  if (tickUnits % 100 === 0) return 2;
  if (tickUnits % 10 === 0) return 3;
  return 4;
}
