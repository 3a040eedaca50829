import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';
import { sessionOn } from '../market-data/calendar/calendar-rules';
import { addDays } from '../market-data/calendar/time-zone';
import type { MarketCode } from '../market-data/market-code';
import { type PriceLimits, type TickRule, UNITS_PER_ONE, tickUnitsAt } from '../market-data/quote-rules';
import type { TradeSide } from './charges-rules';

// Pure rules of protective and conditional orders (issue 33): when a stop triggers and whether it gapped,
// where a trailing stop stands, which side of the quote a stop may rest on, and when a good-till-cancelled
// order expires. The engine (on fresh quotes in session only, integrity rule 7) and the preview use them;
// nothing here reads a clock or the database.

export interface Quote {
  bid: Decimal;
  ask: Decimal;
}

/** The side of the quote a trade fills at: buys at the ask, sells at the bid. */
export function tradedPrice(side: TradeSide, quote: Quote): Decimal {
  return side === 'buy' ? quote.ask : quote.bid;
}

/**
 * A stop triggers once the price it would trade at reaches it: a sell stop when the bid is at or below
 * the stop (a long's stop-loss), a buy stop when the ask is at or above it (a short's stop-loss, or an
 * entry on a breakout).
 */
export function stopTriggered(side: TradeSide, stop: Decimal, quote: Quote): boolean {
  return side === 'sell' ? quote.bid.lte(stop) : quote.ask.gte(stop);
}

/**
 * A triggered stop fills at the quote, not at the stop. It gapped when the quote went through the stop
 * (a sell filling below it, a buy above it): the record says so, with both prices.
 */
export function gapped(side: TradeSide, stop: Decimal, fill: Decimal): boolean {
  return side === 'sell' ? fill.lt(stop) : fill.gt(stop);
}

/**
 * Where a stop may rest when it is placed or moved: a sell stop below the bid, a buy stop above the ask
 * (else it would trigger at once, which is a market order by another name).
 */
export function stopOnRightSide(side: TradeSide, stop: Decimal, quote: Quote): boolean {
  return side === 'sell' ? stop.lt(quote.bid) : stop.gt(quote.ask);
}

/** A take-profit of a position rests beyond the quote on the profitable side: a sell above the bid, a buy below the ask. */
export function takeProfitOnRightSide(side: TradeSide, target: Decimal, quote: Quote): boolean {
  return side === 'sell' ? target.gt(quote.bid) : target.lt(quote.ask);
}

export type Trail = { kind: 'amount'; amount: Decimal } | { kind: 'percent'; percent: Decimal };

/** A trail is valid when its amount is above zero, or its percent in (0, 50]. */
export function trailValid(trail: Trail): boolean {
  if (trail.kind === 'amount') return trail.amount.isFinite() && trail.amount.gt(0);
  return trail.percent.isFinite() && trail.percent.gt(0) && trail.percent.lte(50);
}

/** A price on the tick grid, rounded towards `way` ('down' or 'up'); never below one tick. */
export function toTick(price: Decimal, tickRule: TickRule, fixedTickUnits: number, way: 'down' | 'up'): Decimal {
  const units = price.times(UNITS_PER_ONE);
  const tick = tickUnitsAt(tickRule, fixedTickUnits, units.toNumber());
  const steps = units.dividedBy(tick);
  const rounded = (way === 'down' ? steps.floor() : steps.ceil()).times(tick);
  return new Money(Math.max(tick, rounded.toNumber())).dividedBy(UNITS_PER_ONE);
}

/**
 * A trailing stop's level after a fresh quote. A sell trailing stop follows the best (highest) bid since
 * placement, the trail below it; a buy trailing stop follows the lowest ask, the trail above it. The level
 * only ever moves in the position's favour: a quote that would move it back leaves it where it was. The
 * level is on the tick grid, rounded away from the quote (down for a sell, up for a buy).
 */
export function nextTrailingStop(
  side: TradeSide,
  current: Decimal | null,
  quote: Quote,
  trail: Trail,
  tick: { rule: TickRule; fixedUnits: number },
): Decimal {
  const reference = tradedPrice(side, quote);
  const distance = trail.kind === 'amount' ? trail.amount : reference.times(trail.percent).dividedBy(100);
  const raw = side === 'sell' ? reference.minus(distance) : reference.plus(distance);
  const candidate = toTick(raw, tick.rule, tick.fixedUnits, side === 'sell' ? 'down' : 'up');
  if (current === null) return candidate;
  return side === 'sell' ? higher(current, candidate) : lower(current, candidate);
}

function higher(a: Decimal, b: Decimal): Decimal {
  return a.gte(b) ? a : b;
}

function lower(a: Decimal, b: Decimal): Decimal {
  return a.lte(b) ? a : b;
}

/** Within the day's price limits (Taiwan's ±10 % of the previous close), in price units; no limits: always. */
export function withinDailyLimits(price: Decimal, limits: PriceLimits | null): boolean {
  if (!limits) return true;
  const units = price.times(UNITS_PER_ONE).toNumber();
  return units >= limits.down && units <= limits.up;
}

/**
 * When a good-till-cancelled order placed on `tradeDate` expires: at the close of the last trading day
 * of the next calendar quarter (as Trading 212 does), so the date is stated before the user confirms.
 * Weekends and the market's holidays are stepped back over.
 */
export function gtcExpiryDate(market: MarketCode, tradeDate: string): string {
  const [year, month] = tradeDate.split('-').map(Number) as [number, number];
  const quarter = Math.floor((month - 1) / 3);
  // The next quarter's last month, and its last day.
  const nextQuarter = quarter + 1;
  const endYear = year + Math.floor(nextQuarter / 4);
  const endMonth = (nextQuarter % 4) * 3 + 3;
  const lastDay = new Date(Date.UTC(endYear, endMonth, 0)).getUTCDate();
  let date = `${endYear}-${String(endMonth).padStart(2, '0')}-${String(lastDay).padStart(2, '0')}`;
  for (let i = 0; i < 31 && !sessionOn(market, date); i++) date = addDays(date, -1);
  return date;
}
