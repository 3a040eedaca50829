import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';

// Daily accrual shared by funds (earnings paid to the user) and loans (interest the user owes). Pure.

const DAY_MS = 86_400_000;

/** The UTC calendar day of an instant, 'YYYY-MM-DD'. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The day after `day` ('YYYY-MM-DD'). */
export function nextDay(day: string): string {
  return dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS));
}

/** Calendar days from `from` (inclusive) to `to` (exclusive): ACT, leap days counted. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * One day of accrual: principal × annual rate ÷ basis, plus what earlier days carried, rounded DOWN to
 * the cent; the remainder is carried to the next day (so over any run of days the total is the exact
 * figure rounded down, never a cent more, never lost).
 */
export function accrueDay(principal: Decimal, annualRate: Decimal, basis: number, carry: Decimal): { amount: Decimal; carry: Decimal } {
  const exact = new Money(principal).times(annualRate).dividedBy(basis).plus(carry);
  const amount = exact.toDecimalPlaces(2, Money.ROUND_DOWN);
  return { amount, carry: exact.minus(amount) };
}

/**
 * The n-th day's earnings of a fixed principal (n from 1): what the first n days earn in total, rounded
 * down, less what the first n − 1 earned. Equal to `accrueDay` with the carry, computed without drift.
 */
export function fundDayEarnings(principal: Decimal, annualRate: Decimal, n: number): Decimal {
  return cumulativeEarnings(principal, annualRate, n).minus(cumulativeEarnings(principal, annualRate, n - 1));
}

/** What a fixed principal earns in its first `days` days: principal × rate × days ÷ 365, rounded down. */
export function cumulativeEarnings(principal: Decimal, annualRate: Decimal, days: number): Decimal {
  return new Money(principal).times(annualRate).times(days).dividedBy(365).toDecimalPlaces(2, Money.ROUND_DOWN);
}

/** The disclosed daily profit rate: annual ÷ 365 (shown to 6 decimals of a fraction). */
export function dailyRate(annualRate: Decimal): Decimal {
  return new Money(annualRate).dividedBy(365);
}

/** Interest day-count basis of a currency: ACT/365 for EUR, ACT/360 for USD. */
export function dayBasis(currency: string): 360 | 365 {
  return currency === 'USD' ? 360 : 365;
}

/** The days a holding started at `startsAt` accrues for: its start day and the period − 1 days after. */
export function accrualDays(startsAt: Date, periodDays: number): { first: string; last: string } {
  const first = dayOf(startsAt);
  return { first, last: dayOf(new Date(Date.parse(`${first}T00:00:00Z`) + (periodDays - 1) * DAY_MS)) };
}

/** Days whose accrual is due by `now`: each day from `next` to `last` that has ended. */
export function dueDays(next: string, last: string, now: Date): string[] {
  const today = dayOf(now);
  const out: string[] = [];
  for (let d = next; d <= last && d < today; d = nextDay(d)) out.push(d);
  return out;
}

/** The early-redemption cost: the disclosed fee rate of the principal, never more than what would be returned. */
export function earlyRedemptionFee(principal: Decimal, accrued: Decimal, feeRate: Decimal): Decimal {
  const fee = new Money(principal).times(feeRate).toDecimalPlaces(2, Money.ROUND_UP);
  return Money.min(fee, new Money(principal).plus(accrued));
}
