import type Decimal from 'decimal.js';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { DAILY_LIMIT, nextClose, sessionOn } from '../market-data/calendar/calendar-rules';
import type { MarketCode } from '../market-data/market-code';
import { type PriceLimits, type TickRule, UNITS_PER_ONE, limitPrices, tickUnitsAt } from '../market-data/quote-rules';
import type { SymbolMeta } from '../market-data/symbol-directory';
import type { TradeSide } from './charges-rules';
import {
  type Quote,
  type Trail,
  gtcExpiryDate,
  stopOnRightSide,
  takeProfitOnRightSide,
  toTick,
  trailValid,
  withinDailyLimits,
} from './protective-rules';
import { rawTrailLevel } from './resting-book';
import { type Direction, tradeSide } from './trading-rules';
import { TradingError } from './trading.errors';

// The checks of protective and conditional orders' input, each refusal a code (issue 33): prices on the
// tick grid and within the day's limits, stops on the side they can rest on, trails in range, a bracket's
// exits on either side of its entry. Pure: the caller passes the instrument, its quote and the clock's now.

/** A price the user typed for a stop, take-profit or stop-loss: positive, at most 4 decimals, on the tick grid. */
export function checkPrice(price: Decimal | null | undefined, tickRule: TickRule, fixedTickUnits: number, invalid: TradingError): Decimal {
  if (!price || !price.isFinite() || price.lte(0) || price.gt(1_000_000_000)) throw new DomainError(invalid);
  if (price.decimalPlaces() > 4) throw new DomainError(TradingError.PRICE_OFF_TICK);
  const units = price.times(UNITS_PER_ONE).toNumber();
  const tick = tickUnitsAt(tickRule, fixedTickUnits, units);
  if (units % tick !== 0) throw new DomainError(TradingError.PRICE_OFF_TICK, { tick: new Money(tick).dividedBy(UNITS_PER_ONE).toFixed() });
  return price;
}

/** A trail from its two optional inputs: exactly one, an amount above zero (4 decimals at most) or a percent in (0, 50]. */
export function checkTrail(amount: Decimal | null | undefined, percent: Decimal | null | undefined): Trail {
  if ((amount == null) === (percent == null)) throw new DomainError(TradingError.TRAIL_INVALID);
  const trail: Trail = amount != null ? { kind: 'amount', amount } : { kind: 'percent', percent: percent as Decimal };
  const value = trail.kind === 'amount' ? trail.amount : trail.percent;
  if (!trailValid(trail) || value.decimalPlaces() > (trail.kind === 'amount' ? 4 : 3)) throw new DomainError(TradingError.TRAIL_INVALID);
  return trail;
}

/** The day's price limits of an instrument (Taiwan: ±10 % of the previous close), or null. */
export function dailyLimits(meta: SymbolMeta, previousClose: Decimal | null): PriceLimits | null {
  const limit = DAILY_LIMIT[meta.market as MarketCode];
  if (limit === null || !previousClose || previousClose.lte(0)) return null;
  return limitPrices(meta.tickRule, meta.tickUnits, previousClose.times(UNITS_PER_ONE).toNumber(), limit);
}

export function checkWithinLimits(prices: ReadonlyArray<Decimal | null | undefined>, limits: PriceLimits | null): void {
  for (const p of prices)
    if (p && !withinDailyLimits(p, limits))
      throw new DomainError(TradingError.PRICE_OUTSIDE_DAILY_LIMIT, {
        down: new Money(limits!.down).dividedBy(UNITS_PER_ONE).toFixed(),
        up: new Money(limits!.up).dividedBy(UNITS_PER_ONE).toFixed(),
      });
}

/** A trailing stop's level on the tick grid: down for a sell (below the bid), up for a buy. */
export function trailLevelOnTick(side: TradeSide, raw: Decimal, meta: Pick<SymbolMeta, 'tickRule' | 'tickUnits'>): Decimal {
  return toTick(raw, meta.tickRule, meta.tickUnits, side === 'sell' ? 'down' : 'up');
}

/** Where a new trailing stop starts: from the side of the quote it trades at. */
export function initialTrailLevel(side: TradeSide, quote: Quote, trail: Trail, meta: Pick<SymbolMeta, 'tickRule' | 'tickUnits'>): Decimal {
  const best = side === 'sell' ? quote.bid : quote.ask;
  return trailLevelOnTick(side, rawTrailLevel(side, best, trail), meta);
}

/** An entry stop rests beyond the quote (a buy stop above the ask, a sell stop below the bid); a stop-limit's limit is at or beyond its stop. */
export function checkEntryStop(side: TradeSide, stop: Decimal, limit: Decimal | null, quote: Quote): void {
  if (!stopOnRightSide(side, stop, quote)) throw new DomainError(TradingError.STOP_PRICE_WRONG_SIDE);
  if (limit && (side === 'buy' ? limit.lt(stop) : limit.gt(stop))) throw new DomainError(TradingError.STOP_LIMIT_WRONG_SIDE);
}

/**
 * A position's exits against the price they protect: a long's take-profit above it and stop-loss below,
 * a short's the other way round. `reference` is the entry price an order expects; with `quote` (an open
 * position, or a market order filling now) each exit must also rest on its side of the closing quote, or
 * it would trigger at once.
 */
export function checkExits(
  direction: Direction,
  exits: { takeProfit: Decimal | null; stopLoss: Decimal | null },
  reference: Decimal | null,
  quote: Quote | null,
): void {
  const long = direction === 'long';
  const side = tradeSide(direction, 'close');
  const { takeProfit: tp, stopLoss: sl } = exits;
  if (tp && ((reference && (long ? tp.lte(reference) : tp.gte(reference))) || (quote && !takeProfitOnRightSide(side, tp, quote))))
    throw new DomainError(TradingError.TAKE_PROFIT_WRONG_SIDE);
  if (sl && ((reference && (long ? sl.gte(reference) : sl.lte(reference))) || (quote && !stopOnRightSide(side, sl, quote))))
    throw new DomainError(TradingError.STOP_LOSS_WRONG_SIDE);
}

/**
 * When a waiting order expires: DAY at the close of the session in progress (or of the next one when the
 * market is closed); GTC at the close of the last trading day of the next calendar quarter.
 */
export function expiryOf(market: MarketCode, timeInForce: 'day' | 'gtc', now: Date, tradeDate: string): Date {
  if (timeInForce === 'day') return nextClose(market, now);
  const date = gtcExpiryDate(market, tradeDate);
  return sessionOn(market, date)?.close ?? nextClose(market, now);
}
