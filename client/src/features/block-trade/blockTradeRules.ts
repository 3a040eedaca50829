import Big from 'big.js';

/**
 * The pure rules of the block-trade screens (PRODUCT.md §5 "Block trade", docs/block-trade.md): what
 * subscribing holds, which ticket counts are valid, the purchase code as typed, where an offering and a
 * subscription are in their life. The server decides; these only preview what it will do, with the same
 * arithmetic (server/src/modules/block-trade/block-trade-rules.ts).
 */

/** One ticket is 100 shares. */
export const TICKET_SHARES = 100;

export interface SubscriptionFigures {
  shares: number;
  /** tickets × 100 × price, to the cent. */
  amount: string;
  /** amount × fee rate, rounded UP to the cent (never under-charged by rounding). */
  fee: string;
  /** What is held at once: amount + fee. */
  held: string;
}

/** What subscribing for `tickets` holds: the amount, the handling fee on it and their sum (as the server). */
export function subscriptionFigures(price: string, tickets: number, feeRate: string, ticketShares = TICKET_SHARES): SubscriptionFigures {
  const amount = new Big(price).times(tickets * ticketShares);
  const fee = amount.times(feeRate).round(2, Big.roundUp);
  return { shares: tickets * ticketShares, amount: amount.toFixed(2), fee: fee.toFixed(2), held: amount.plus(fee).toFixed(2) };
}

/** The fewest tickets whose amount reaches the minimum (at least one, at most the cap). */
export function minTickets(price: string, minAmount: string, cap: number, ticketShares = TICKET_SHARES): number {
  const perTicket = new Big(price).times(ticketShares);
  if (perTicket.lte(0)) return 1;
  // Rounded away from zero: the ceiling for a quotient ≥ 0 (a negative one becomes 1 below either way).
  const n = new Big(minAmount).div(perTicket).round(0, Big.roundUp).toNumber();
  return Math.min(Math.max(n, 1), Math.max(cap, 1));
}

export type TicketsCheck =
  | { ok: true; tickets: number }
  | { ok: false; messageId: 'blockTrade.form.ticketsRequired' | 'error.BLOCK_TRADE_TICKETS_INVALID' | 'error.BLOCK_TRADE_BELOW_MINIMUM' };

/** Tickets typed by the user: whole, from one up to the per-person cap, and the amount at least the minimum. */
export function checkTickets(
  input: string,
  o: { subscriptionPrice: string; minAmount: string; maxTicketsPerUser: number; ticketShares?: number },
): TicketsCheck {
  const text = input.trim();
  if (!text) return { ok: false, messageId: 'blockTrade.form.ticketsRequired' };
  if (!/^\d+$/.test(text)) return { ok: false, messageId: 'error.BLOCK_TRADE_TICKETS_INVALID' };
  const tickets = Number(text);
  if (!Number.isSafeInteger(tickets) || tickets < 1 || tickets > o.maxTicketsPerUser) {
    return { ok: false, messageId: 'error.BLOCK_TRADE_TICKETS_INVALID' };
  }
  const { amount } = subscriptionFigures(o.subscriptionPrice, tickets, '0', o.ticketShares);
  if (new Big(amount).lt(o.minAmount)) return { ok: false, messageId: 'error.BLOCK_TRADE_BELOW_MINIMUM' };
  return { ok: true, tickets };
}

/** The next ticket count up or down by one, kept within one … the cap. */
export function stepTickets(current: string, cap: number, by: 1 | -1): number {
  const n = /^\d+$/.test(current.trim()) ? Number(current.trim()) : 0;
  return Math.min(Math.max(n + by, 1), Math.max(cap, 1));
}

/** The purchase code as the server reads it: spaces and dashes dropped, capitals. Empty when nothing was typed. */
export function normaliseCode(input: string): string {
  return input.replace(/[\s\u00a0\u202f-]/g, '').toUpperCase();
}

/** Tickets still free: offered minus asked for (never below zero; an oversubscribed offering shows 0). */
export function ticketsLeft(available: number, subscribed: number): number {
  return Math.max(available - subscribed, 0);
}

export type Phase = 'NOT_STARTED' | 'AVAILABLE' | 'CLOSED' | 'FAILED' | 'CANCELLED';
export type SubscriptionStatus = 'IN_PROGRESS' | 'SUCCESSFUL' | 'FAILED';
export type Tone = 'pending' | 'ok' | 'failed' | 'neutral';

/** The phase chip's tone: open is good news, failed and cancelled are bad, the rest neutral. */
export function phaseTone(phase: string): Tone {
  switch (phase) {
    case 'AVAILABLE':
      return 'ok';
    case 'FAILED':
    case 'CANCELLED':
      return 'failed';
    default:
      return 'neutral';
  }
}

/** A subscription's tone: in progress (money held), successful, failed. */
export function statusTone(status: string): Tone {
  switch (status) {
    case 'IN_PROGRESS':
      return 'pending';
    case 'SUCCESSFUL':
      return 'ok';
    case 'FAILED':
      return 'failed';
    default:
      return 'neutral';
  }
}

/** A purchase code can be asked for while the offering is scheduled and its window has not closed. */
export function canGetCode(phase: string): boolean {
  return phase === 'NOT_STARTED' || phase === 'AVAILABLE';
}

/** What was released to the available balance once decided: the hold minus what was paid (amount and fee). */
export function releasedAmount(status: string, heldAmount: string, transactionAmount: string, feePaid: string): string | null {
  if (status === 'IN_PROGRESS') return null;
  const left = new Big(heldAmount).minus(transactionAmount).minus(feePaid);
  return (left.lt(0) ? new Big(0) : left).toFixed(2);
}

/**
 * An offering's allocation record can be verified once it closed (the seed is revealed then). A failed or
 * cancelled offering never reveals its seed: nothing was drawn.
 */
export function hasDrawRecord(offeringStatus: string): boolean {
  return offeringStatus === 'CLOSED';
}

/** How far the hedge price sits below the subscription price, as a fraction ("0.2" = 20 % below). */
export function hedgeDiscount(subscriptionPrice: string, hedgePrice: string): string {
  const price = new Big(subscriptionPrice);
  if (price.lte(0)) return '0';
  return price.minus(hedgePrice).div(price).round(6, Big.roundHalfUp).toFixed();
}
