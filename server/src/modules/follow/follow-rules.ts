import type Decimal from 'decimal.js';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { FollowTradePhase, FollowTradeStatus } from './follow.entities';
import { FollowError } from './follow.errors';

// The pure rules of institutional follow: the phase of a published trade, the checks of a follow and of
// a published trade, and the price limit a tolerance sets. Table-tested in follow-rules.test.ts.

/** The most a user may set as price tolerance: 10 %. */
export const MAX_TOLERANCE = new Money('0.1');

export function followPhase(t: { status: string; opensAt: Date; closesAt: Date }, now: Date): FollowTradePhase {
  if (t.status === FollowTradeStatus.CANCELLED) return FollowTradePhase.CANCELLED;
  if (now < t.opensAt) return FollowTradePhase.NOT_STARTED;
  if (now >= t.closesAt) return FollowTradePhase.ENDED;
  return FollowTradePhase.OPEN;
}

/** A follow is taken only inside an open window: the refusal names which side of it the user is on. */
export function assertFollowable(t: { status: string; opensAt: Date; closesAt: Date }, now: Date): void {
  const phase = followPhase(t, now);
  if (phase === FollowTradePhase.NOT_STARTED) throw new DomainError(FollowError.FOLLOW_NOT_OPEN);
  if (phase !== FollowTradePhase.OPEN) throw new DomainError(FollowError.FOLLOW_WINDOW_CLOSED);
}

/** Whole shares above zero (FOLLOW_QUANTITY_INVALID), inside the published limits (FOLLOW_QUANTITY_OUT_OF_LIMITS). */
export function checkQuantity(quantity: unknown, limits: { minQuantity: number; maxQuantity: number }): number {
  if (typeof quantity !== 'number' || !Number.isSafeInteger(quantity) || quantity <= 0)
    throw new DomainError(FollowError.FOLLOW_QUANTITY_INVALID);
  if (quantity < limits.minQuantity || quantity > limits.maxQuantity) throw new DomainError(FollowError.FOLLOW_QUANTITY_OUT_OF_LIMITS);
  return quantity;
}

/** From 0 to 0.1 with at most 4 decimals (0.0001 = 0.01 %). */
export function checkTolerance(tolerance: Decimal | null | undefined): Decimal {
  if (!tolerance || !tolerance.isFinite() || tolerance.isNeg() || tolerance.gt(MAX_TOLERANCE) || tolerance.decimalPlaces() > 4)
    throw new DomainError(FollowError.FOLLOW_TOLERANCE_INVALID);
  return tolerance;
}

/** The highest ask a follow fills at: the ask when the user followed × (1 + tolerance), to the price's 4 decimals (down). */
export function maxFillPrice(askAtFollow: Decimal, tolerance: Decimal): Decimal {
  return askAtFollow.times(new Money(1).plus(tolerance)).toDecimalPlaces(4, Money.ROUND_DOWN);
}

/** What is held at once: the order's total cost at the current ask (margin + charges) and the fee, to the cent (up). */
export function heldAmount(orderTotalCost: Decimal, fee: Decimal): Decimal {
  return orderTotalCost.plus(fee).toDecimalPlaces(2, Money.ROUND_UP);
}

/** Ops' published trade: figures that hold together and a window that ends after it opens (a past one is a historical record). */
export function checkTradeInput(t: {
  buyPrice: Decimal;
  fee: Decimal;
  minQuantity: number;
  maxQuantity: number;
  opensAt: Date;
  closesAt: Date;
}): void {
  const ok =
    t.buyPrice?.isFinite() &&
    t.buyPrice.gt(0) &&
    t.buyPrice.decimalPlaces() <= 4 &&
    t.fee?.isFinite() &&
    !t.fee.isNeg() &&
    t.fee.decimalPlaces() <= 2 &&
    Number.isSafeInteger(t.minQuantity) &&
    Number.isSafeInteger(t.maxQuantity) &&
    t.minQuantity > 0 &&
    t.maxQuantity >= t.minQuantity &&
    t.maxQuantity <= 1_000_000 &&
    t.opensAt instanceof Date &&
    t.closesAt instanceof Date &&
    !Number.isNaN(t.opensAt.getTime()) &&
    t.opensAt < t.closesAt;
  if (!ok) throw new DomainError(FollowError.FOLLOW_TRADE_INVALID);
}
