import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';

// The published VIP criteria and benefits (PRODUCT.md §5 "VIP"). Pure; tested in vip-rules.test.ts.

/** Either criterion makes a user VIP. */
export const VIP_CRITERIA = {
  /** Total assets (cash, held, margin, fund holdings; USD converted at the server's mid rate), in EUR. */
  totalAssetsEur: new Money('25000'),
  /** Value traded in the last 30 days (buys and sells at their fill prices), in EUR. */
  traded30dEur: new Money('250000'),
} as const;

/** The benefits: a quarter off commission, the higher loan cap, priority review. */
export const VIP_COMMISSION_DISCOUNT = new Money('0.25');

export type VipCriterion = 'TOTAL_ASSETS' | 'TRADED_30D';

/** The criteria a user meets, and those not met (named in a refusal). */
export function checkCriteria(totalAssetsEur: Decimal, traded30dEur: Decimal): { met: VipCriterion[]; unmet: VipCriterion[] } {
  const met: VipCriterion[] = [];
  const unmet: VipCriterion[] = [];
  (totalAssetsEur.gte(VIP_CRITERIA.totalAssetsEur) ? met : unmet).push('TOTAL_ASSETS');
  (traded30dEur.gte(VIP_CRITERIA.traded30dEur) ? met : unmet).push('TRADED_30D');
  return { met, unmet: met.length ? [] : unmet };
}

/** An amount in EUR: EUR as is, USD divided by the EURUSD mid rate (rounded down to the cent), others not counted. */
export function toEur(amount: Decimal, currency: string, eurUsdMid: Decimal): Decimal {
  if (currency === 'EUR') return amount;
  if (currency === 'USD') return amount.dividedBy(eurUsdMid).toDecimalPlaces(2, Money.ROUND_DOWN);
  return new Money(0);
}
