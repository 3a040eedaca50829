import Decimal from 'decimal.js';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { IpoPhase } from './ipo.entities';
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
