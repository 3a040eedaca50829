import { createHash } from 'node:crypto';
import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';

// The published figures and pure calculations of stock-backed loans (PRODUCT.md §5). Tested in loan-rules.test.ts.

/** Share of an eligible position's live value that counts toward the credit limit (large caps at 1×). */
export const HAIRCUT = new Money('0.6');
/** Loan-to-value above which a margin call is made (outstanding ÷ pledged collateral value). */
export const MAINTENANCE_LTV = new Money('0.75');
/** Business days to cure a margin call before pledged positions are sold. */
export const CURE_BUSINESS_DAYS = 2;
/** Tier caps in EUR: standard and VIP (the English text's figures). */
export const TIER_CAP_EUR = { standard: new Money('500000'), vip: new Money('5000000') } as const;
/**
 * The disclosed annual rate: benchmark + spread, per currency. The benchmark's name is a proper name
 * (€STR, SOFR), the same in every language: no gloss in one language around it.
 */
export const LOAN_RATES: Record<string, { benchmark: Decimal; benchmarkName: string; spread: Decimal }> = {
  EUR: { benchmark: new Money('0.03'), benchmarkName: '€STR', spread: new Money('0.025') },
  USD: { benchmark: new Money('0.043'), benchmarkName: 'SOFR', spread: new Money('0.025') },
};

export function annualRate(currency: string): Decimal {
  const r = LOAN_RATES[currency];
  return r.benchmark.plus(r.spread);
}

export interface CollateralPosition {
  direction: string;
  leverage: number;
  settlementCurrency: string;
  quoteCurrency: string;
  /** Opened by the automated intraday strategy (the order's origin 'strategy'): the strategy closes it by itself. */
  strategy?: boolean;
}

/**
 * The haircut of a position for a loan in `currency`: 60 % for a long 1× position settling in it, else 0.
 * Intraday positions are never collateral: a strategy's position (it is closed by the strategy, at the
 * latest at the session's end) and a position whose leverage is intraday-only (`intradayLeverageFrom`,
 * 0 = none; closed at the end of the session) would back a loan for a few hours at most.
 */
export function haircutOf(p: CollateralPosition, currency: string, intradayLeverageFrom = 0): Decimal {
  const intraday = p.strategy === true || (intradayLeverageFrom > 0 && p.leverage >= intradayLeverageFrom);
  const eligible =
    !intraday && p.direction === 'long' && p.leverage === 1 && p.settlementCurrency === currency && p.quoteCurrency === currency;
  return eligible ? HAIRCUT : new Money(0);
}

/** The tier cap in the loan's currency (EUR caps converted at the server's configured mid rate, rounded down). */
export function tierCap(vip: boolean, currency: string, eurUsdMid: Decimal): Decimal {
  const eur = vip ? TIER_CAP_EUR.vip : TIER_CAP_EUR.standard;
  return currency === 'EUR' ? eur : eur.times(eurUsdMid).toDecimalPlaces(0, Money.ROUND_DOWN);
}

/**
 * Credit limit = min(tier cap, Σ value × haircut) (rounded down to the cent); what may still be borrowed
 * is that less what is owed and what is waiting for review, never below zero.
 */
export function creditLimit(o: { cap: Decimal; weighted: Decimal; owed: Decimal; pending: Decimal }): {
  total: Decimal;
  available: Decimal;
} {
  const total = Money.min(o.cap, o.weighted.toDecimalPlaces(2, Money.ROUND_DOWN));
  return { total, available: Money.max(total.minus(o.owed).minus(o.pending), 0) };
}

/** Outstanding ÷ collateral value (Infinity with nothing pledged and something owed; 0 when nothing is owed). */
export function loanToValue(owed: Decimal, collateral: Decimal): Decimal {
  if (owed.lte(0)) return new Money(0);
  if (collateral.lte(0)) return new Money(Number.POSITIVE_INFINITY);
  return owed.dividedBy(collateral);
}

/** Whether the loan breaks its maintenance ratio (a margin call is due). */
export function breachesMaintenance(owed: Decimal, collateral: Decimal): boolean {
  return loanToValue(owed, collateral).gt(MAINTENANCE_LTV);
}

/** `n` business days (Mon–Fri) after `from`, at the same time of day. */
export function addBusinessDays(from: Date, n: number): Date {
  const d = new Date(from.getTime());
  let left = n;
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1);
    const wd = d.getUTCDay();
    if (wd !== 0 && wd !== 6) left--;
  }
  return d;
}

/** How much of a repayment goes to interest first, then principal (never more than is owed). */
export function splitRepayment(
  amount: Decimal,
  interest: Decimal,
  principal: Decimal,
): { interest: Decimal; principal: Decimal; unused: Decimal } {
  const toInterest = Money.min(amount, interest);
  const toPrincipal = Money.min(amount.minus(toInterest), principal);
  return { interest: toInterest, principal: toPrincipal, unused: amount.minus(toInterest).minus(toPrincipal) };
}

/** The SHA-256 of the agreement text the user read (stored with the signature). */
export function agreementHash(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}
