import Decimal from 'decimal.js';
import { DomainError } from '../../shared/domain-error';
import { BlockTradePhase } from './block-trade.entities';
import { BlockTradeError } from './block-trade.errors';

/** One ticket is 100 shares. */
export const TICKET_SHARES = 100;

export interface BlockTradeFigures {
  subscriptionPrice: Decimal;
  hedgePrice: Decimal;
  feeRate: Decimal;
  minAmount: Decimal;
  ticketsAvailable: number;
  maxTicketsPerUser: number;
}

/** The user's view of an offering: not started → available → closed; failed and cancelled override. */
export function blockTradePhase(o: { status: string; opensAt: Date; closesAt: Date }, now: Date): BlockTradePhase {
  if (o.status === 'cancelled') return BlockTradePhase.CANCELLED;
  if (o.status === 'failed') return BlockTradePhase.FAILED;
  if (now < o.opensAt) return BlockTradePhase.NOT_STARTED;
  if (now < o.closesAt && o.status === 'scheduled') return BlockTradePhase.AVAILABLE;
  return BlockTradePhase.CLOSED;
}

/** opens < closes, and the window not already open. */
export function checkWindow(w: { opensAt: Date; closesAt: Date }, now: Date): void {
  if (!(w.opensAt < w.closesAt) || w.opensAt < now) throw new DomainError(BlockTradeError.BLOCK_TRADE_DATES_INVALID);
}

/**
 * Prices positive with at most 4 decimals and the hedge below the offer price; the fee rate in [0, 0.1]
 * with at most 6 decimals; the minimum in cents and reachable within the cap; whole tickets, the cap no
 * more than the tickets offered.
 */
export function checkFigures(f: BlockTradeFigures): void {
  const ok =
    f.subscriptionPrice.gt(0) &&
    f.subscriptionPrice.decimalPlaces() <= 4 &&
    f.hedgePrice.gt(0) &&
    f.hedgePrice.decimalPlaces() <= 4 &&
    f.hedgePrice.lt(f.subscriptionPrice) &&
    f.feeRate.gte(0) &&
    f.feeRate.lte('0.1') &&
    f.feeRate.decimalPlaces() <= 6 &&
    f.minAmount.gte(0) &&
    f.minAmount.decimalPlaces() <= 2 &&
    Number.isInteger(f.ticketsAvailable) &&
    f.ticketsAvailable >= 1 &&
    f.ticketsAvailable <= 10_000_000 &&
    Number.isInteger(f.maxTicketsPerUser) &&
    f.maxTicketsPerUser >= 1 &&
    f.maxTicketsPerUser <= f.ticketsAvailable &&
    f.minAmount.lte(subscriptionAmount(f.subscriptionPrice, f.maxTicketsPerUser));
  if (!ok) throw new DomainError(BlockTradeError.BLOCK_TRADE_FIGURES_INVALID);
}

/** Whole tickets from one up to the per-person cap. */
export function checkTickets(tickets: number, cap: number): void {
  if (!Number.isInteger(tickets) || tickets < 1 || tickets > cap) throw new DomainError(BlockTradeError.BLOCK_TRADE_TICKETS_INVALID);
}

/** tickets × 100 × price. */
export function subscriptionAmount(price: Decimal, tickets: number): Decimal {
  return price.times(tickets * TICKET_SHARES);
}

/** The handling fee: amount × rate, rounded up to the cent (never under-charged by rounding). */
export function handlingFee(amount: Decimal, rate: Decimal): Decimal {
  return amount.times(rate).toDecimalPlaces(2, Decimal.ROUND_UP);
}

/** A quote counts for the hedge rule only when it is fresh: recorded no more than `maxAgeSeconds` ago. */
export function freshQuote(quoteAt: Date, now: Date, maxAgeSeconds: number): boolean {
  return now.getTime() - quoteAt.getTime() <= maxAgeSeconds * 1000;
}

/** The hedge price is breached by a quote at or below it. */
export function breachesHedge(price: Decimal, hedgePrice: Decimal): boolean {
  return price.lte(hedgePrice);
}
