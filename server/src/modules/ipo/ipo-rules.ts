import Decimal from 'decimal.js';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { IpoApplicationStatus, IpoPhase } from './ipo.entities';
import { IpoError } from './ipo.errors';

export interface OfferingDates {
  opensAt: Date;
  closesAt: Date;
  drawsAt: Date;
  payBy: Date;
  issuesAt: Date;
}

export interface OfferingFigures {
  subscriptionPrice: Decimal;
  referencePrice: Decimal;
  underwritingShares: number;
  totalShares: string;
  lotSize: number;
  maxLots: number;
  processingFee: Decimal;
}

/** The user's view of an offering's window: not started → available → expired; cancelled overrides. */
export function offeringPhase(o: OfferingDates & { status: string }, now: Date): IpoPhase {
  if (o.status === 'cancelled') return IpoPhase.CANCELLED;
  if (now < o.opensAt) return IpoPhase.NOT_STARTED;
  if (now < o.closesAt && o.status === 'scheduled') return IpoPhase.AVAILABLE;
  return IpoPhase.EXPIRED;
}

/** Subscription < deadline ≤ drawing ≤ payment deadline ≤ issuance, and the window not already open. */
export function checkOfferingDates(d: OfferingDates, now: Date): void {
  const ordered = d.opensAt < d.closesAt && d.closesAt <= d.drawsAt && d.drawsAt <= d.payBy && d.payBy <= d.issuesAt;
  if (!ordered || d.opensAt < now) throw new DomainError(IpoError.IPO_DATES_INVALID);
}

const places = (v: Decimal) => v.decimalPlaces();

/** Prices positive with at most 4 decimals, the fee ≥ 0 in cents, shares offered in whole lots. */
export function checkOfferingFigures(f: OfferingFigures): void {
  const ok =
    f.subscriptionPrice.gt(0) &&
    places(f.subscriptionPrice) <= 4 &&
    f.referencePrice.gt(0) &&
    places(f.referencePrice) <= 4 &&
    f.processingFee.gte(0) &&
    places(f.processingFee) <= 2 &&
    Number.isInteger(f.lotSize) &&
    f.lotSize >= 1 &&
    Number.isInteger(f.underwritingShares) &&
    f.underwritingShares >= f.lotSize &&
    f.underwritingShares % f.lotSize === 0 &&
    Number.isInteger(f.maxLots) &&
    f.maxLots >= 1 &&
    /^[1-9][0-9]{0,17}$/.test(f.totalShares) &&
    BigInt(f.totalShares) >= BigInt(f.underwritingShares);
  if (!ok) throw new DomainError(IpoError.IPO_FIGURES_INVALID);
}

/** Whole lots from one up to the offering's maximum; returns the number of lots. */
export function lotsOf(shares: number, lotSize: number, maxLots: number): number {
  if (!Number.isInteger(shares) || shares <= 0 || shares % lotSize !== 0 || shares / lotSize > maxLots)
    throw new DomainError(IpoError.IPO_SHARES_INVALID);
  return shares / lotSize;
}

/** What applying holds: subscription price × shares + the processing fee. */
export function applicationHold(price: Decimal, shares: number, fee: Decimal): Decimal {
  return price.times(shares).plus(fee);
}

/** What a winner pays out of the hold: price × winning shares + the fee; the rest is released. */
export function amountPaid(price: Decimal, wonShares: number, fee: Decimal): Decimal {
  return wonShares > 0 ? price.times(wonShares).plus(fee) : new Money(0);
}

/** Spread = market − subscription price; return rate = spread ÷ subscription price (derived, never typed). */
export function spreadOf(market: Decimal, subscription: Decimal): { spread: Decimal; returnRate: Decimal } {
  const spread = market.minus(subscription);
  return { spread, returnRate: spread.div(subscription).toDecimalPlaces(6) };
}

/** What a winner still owes beyond the hold: price × winning shares + fee − held (never below zero). */
export function amountToPay(a: { price: Decimal; wonShares: number; fee: Decimal; heldAmount: Decimal }): Decimal {
  const owed = amountPaid(a.price, a.wonShares, a.fee);
  return Decimal.max(owed.minus(a.heldAmount), 0);
}

/** What an offering puts up for the draw, in whole lots. */
export function lotsOnOffer(o: { underwritingShares: number; lotSize: number }): number {
  return o.underwritingShares / o.lotSize;
}

/**
 * Who enters the draw: every pending application whose hold still covers what it owes (price × shares
 * + fee); the rest are excluded as UNDER_FUNDED (it only happens after a repricing). Order is kept.
 */
export function screenEntries<A extends { id: string; shares: number; heldAmount: Decimal }>(
  pending: readonly A[],
  o: { subscriptionPrice: Decimal; processingFee: Decimal },
): { eligible: A[]; excluded: Array<{ id: string; reason: string }> } {
  const eligible: A[] = [];
  const excluded: Array<{ id: string; reason: string }> = [];
  for (const a of pending) {
    if (a.heldAmount.lt(applicationHold(o.subscriptionPrice, a.shares, o.processingFee)))
      excluded.push({ id: a.id, reason: 'UNDER_FUNDED' });
    else eligible.push(a);
  }
  return { eligible, excluded };
}

/**
 * What a winner's hold pays, by where it goes: price × winning shares to the allocation escrow, the fee
 * to fee income (none when the fee is zero); the rest of the hold is released.
 */
export function winnerPostings(price: Decimal, wonShares: number, fee: Decimal): { escrow: Decimal; fee: Decimal | null } {
  return { escrow: price.times(wonShares), fee: fee.gt(0) ? fee : null };
}

/** An application's status after the draw: not ranked → excluded; ranked with lots → won; else not won. */
export function drawOutcome(r: { wonLots: number } | undefined): IpoApplicationStatus {
  if (!r) return IpoApplicationStatus.EXCLUDED;
  return r.wonLots > 0 ? IpoApplicationStatus.WON : IpoApplicationStatus.NOT_WON;
}

/** The terms of an offering as the audit log records them (before and after an edit). */
export function offeringAuditView(
  f: Pick<OfferingFigures, 'subscriptionPrice' | 'underwritingShares' | 'lotSize' | 'processingFee'> &
    Pick<OfferingDates, 'opensAt' | 'closesAt' | 'drawsAt'> & { symbol: string },
) {
  return {
    symbol: f.symbol,
    subscriptionPrice: f.subscriptionPrice.toFixed(),
    underwritingShares: f.underwritingShares,
    lotSize: f.lotSize,
    processingFee: f.processingFee.toFixed(2),
    opensAt: f.opensAt.toISOString(),
    closesAt: f.closesAt.toISOString(),
    drawsAt: f.drawsAt.toISOString(),
  };
}
