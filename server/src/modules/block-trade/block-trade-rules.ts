import { randomBytes } from 'node:crypto';
import Decimal from 'decimal.js';
import { DomainError } from '../../shared/domain-error';
import { runDraw } from '../allocation/draw';
import { BlockTradeFailReason, BlockTradePhase } from './block-trade.entities';
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

/** What subscribing holds: the amount (tickets × 100 × price) and the handling fee on it, together. */
export function subscriptionFigures(
  price: Decimal,
  tickets: number,
  feeRate: Decimal,
): { shares: number; amount: Decimal; fee: Decimal; held: Decimal } {
  const amount = subscriptionAmount(price, tickets);
  const fee = handlingFee(amount, feeRate);
  return { shares: tickets * TICKET_SHARES, amount, fee, held: amount.plus(fee) };
}

/**
 * What a subscriber who won tickets pays out of the hold: the allocated amount (to the allocation escrow)
 * and the fee on it (to fee income), for the shares of those tickets; the rest of the hold is released.
 */
export function allottedFigures(price: Decimal, wonTickets: number, feeRate: Decimal): { wonShares: number; cost: Decimal; fee: Decimal } {
  const cost = subscriptionAmount(price, wonTickets);
  return { wonShares: wonTickets * TICKET_SHARES, cost, fee: handlingFee(cost, feeRate) };
}

export interface TicketAllocation {
  /** Tickets asked for by every entry. */
  asked: number;
  /** More asked for than offered: the draw engine allocated them. */
  oversubscribed: boolean;
  allocated: number;
  /** The draw's cut-off (null when no draw ran or nothing was allocated). */
  cutoff: { round: number; rank: number } | null;
  /** Tickets won by each entry, with its rank when the draw ran. */
  won: Map<string, { wonTickets: number; rank: number | null }>;
}

/**
 * The allocation at the close: every ticket asked for when not oversubscribed (no ranks), else down the
 * draw order in rounds of one ticket (runDraw, with the offering's seed) until the tickets run out.
 */
export function allocateTickets(
  seed: string,
  entries: ReadonlyArray<{ id: string; tickets: number }>,
  ticketsAvailable: number,
): TicketAllocation {
  const asked = entries.reduce((sum, e) => sum + e.tickets, 0);
  const oversubscribed = asked > ticketsAvailable;
  const draw = oversubscribed
    ? runDraw(
        seed,
        entries.map((e) => ({ id: e.id, lots: e.tickets })),
        ticketsAvailable,
      )
    : null;
  const won = new Map<string, { wonTickets: number; rank: number | null }>(
    draw
      ? draw.ranking.map((r) => [r.id, { wonTickets: r.wonLots, rank: r.rank }])
      : entries.map((e) => [e.id, { wonTickets: e.tickets, rank: null }]),
  );
  return { asked, oversubscribed, allocated: draw ? draw.lotsAllocated : asked, cutoff: draw?.cutoff ?? null, won };
}

/** The journal kind of a released hold, by the reason (statement lines). */
const RELEASE_KIND: Record<BlockTradeFailReason, string> = {
  NOT_ALLOCATED: 'block_trade_not_allocated',
  HEDGE_PRICE_BREACHED: 'block_trade_hedge_breached',
  OFFERING_CANCELLED: 'block_trade_cancelled',
};

export function releaseKind(reason: BlockTradeFailReason): string {
  return RELEASE_KIND[reason];
}

/** The terms of an offering as the audit log records them (before and after an edit). */
export function offeringAuditView(f: BlockTradeFigures & { symbol: string; opensAt: Date; closesAt: Date; codePolicy: string }) {
  return {
    symbol: f.symbol,
    subscriptionPrice: f.subscriptionPrice.toFixed(),
    hedgePrice: f.hedgePrice.toFixed(),
    feeRate: f.feeRate.toFixed(),
    minAmount: f.minAmount.toFixed(2),
    ticketsAvailable: f.ticketsAvailable,
    maxTicketsPerUser: f.maxTicketsPerUser,
    opensAt: f.opensAt.toISOString(),
    closesAt: f.closesAt.toISOString(),
    codePolicy: f.codePolicy,
  };
}

/** Unambiguous letters and digits (32 of them: one byte & 31 picks one without bias). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A random, unguessable purchase code: 10 symbols of 32 (50 bits). */
export function newPurchaseCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((b) => CODE_ALPHABET[b & 31]).join('');
}

/** How a typed code is compared: without spaces or dashes, in capitals. */
export function normaliseCode(code: string | null | undefined): string {
  return (code ?? '').replace(/[\s-]/g, '').toUpperCase();
}
