import type Decimal from 'decimal.js';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { LedgerError } from './ledger.errors';

/** Kinds of ledger account. Only the two user kinds belong to a person; they can never go below zero. */
export type AccountKind =
  | 'user_available'
  | 'user_hold'
  /** Cash backing the user's open positions (their margin); returned, with profit or less loss, on close. */
  | 'user_margin'
  | 'external'
  | 'fee_income'
  | 'tax_payable'
  | 'fx_liquidity'
  | 'ops_adjustments'
  /** The platform's side of users' positions: pays their profits, receives their losses. */
  | 'trading_counterparty'
  /** What winners of an IPO or block trade paid for shares not yet issued: it becomes their position's margin. */
  | 'allocation_escrow'
  /** What running fund holdings are owed: their principal and the earnings accrued (issue 16). */
  | 'fund_liability'
  /** The platform's cost of fund earnings (the other side of each day's accrual). */
  | 'fund_expense'
  /** What borrowers owe: loan principal disbursed and interest accrued, less repayments (issue 16). */
  | 'loan_receivable'
  /** Loan interest earned by the platform. */
  | 'interest_income';

export const USER_KINDS: ReadonlySet<AccountKind> = new Set(['user_available', 'user_hold', 'user_margin']);

/** Platform accounts busy enough to be split into this many sub-accounts (see `platformShard`). */
export const PLATFORM_SHARDS = 16;

export interface AccountRef {
  ownerId: string | null;
  currency: string;
  kind: AccountKind;
  /**
   * Sub-account of a busy platform account (0 by default). Concurrent entries that credit fee income
   * would otherwise all queue on one row; spread over shards they rarely meet. Sums are per kind.
   */
  shard?: number;
}

/** The shard of a platform account a user's entries use: stable per user, spread evenly. */
export function platformShard(userId: string): number {
  let h = 0;
  for (let i = 0; i < userId.length; i++) h = (h * 31 + userId.charCodeAt(i)) >>> 0;
  return h % PLATFORM_SHARDS;
}

export interface PostingLine {
  account: AccountRef;
  amount: Decimal;
}

export function accountKey(ref: AccountRef): string {
  return `${ref.ownerId ?? '-'}|${ref.currency}|${ref.kind}|${ref.shard ?? 0}`;
}

/** A cash amount a user typed: positive, at most two decimals, at most the configured maximum. */
export function checkCashAmount(amount: Decimal, max: Decimal): Decimal {
  if (!amount.isFinite() || amount.lte(0)) throw new DomainError(LedgerError.AMOUNT_NOT_POSITIVE);
  if (amount.decimalPlaces() > 2) throw new DomainError(LedgerError.AMOUNT_TOO_PRECISE);
  if (amount.gt(max)) throw new DomainError(LedgerError.AMOUNT_TOO_LARGE, { max: max.toFixed() });
  return amount;
}

export function checkCurrency(currency: string, supported: readonly string[]): string {
  if (!supported.includes(currency)) throw new DomainError(LedgerError.CURRENCY_NOT_SUPPORTED);
  return currency;
}

/**
 * Why a set of postings cannot form a journal entry, or null when it can: two or more postings, none
 * zero, at most four decimals, summing to zero in every currency.
 */
export function entryProblem(lines: readonly PostingLine[]): string | null {
  if (lines.length < 2) return 'an entry needs at least two postings';
  const sums = new Map<string, Decimal>();
  for (const line of lines) {
    if (line.amount.isZero() || !line.amount.isFinite()) return 'a posting must move a non-zero amount';
    if (line.amount.decimalPlaces() > 4) return 'a posting has more than four decimals';
    sums.set(line.account.currency, (sums.get(line.account.currency) ?? new Money(0)).plus(line.amount));
  }
  for (const [currency, sum] of sums) if (!sum.isZero()) return `postings in ${currency} sum to ${sum.toFixed()}, not zero`;
  return null;
}

/**
 * The balances user accounts would have after the postings; the first one below zero means the user
 * is short. `current` maps account keys to balances before.
 */
export function firstOverdrawn(lines: readonly PostingLine[], current: ReadonlyMap<string, Decimal>): AccountRef | null {
  const after = new Map(current);
  for (const line of lines) {
    const key = accountKey(line.account);
    after.set(key, (after.get(key) ?? new Money(0)).plus(line.amount));
  }
  for (const line of lines) {
    if (USER_KINDS.has(line.account.kind) && (after.get(accountKey(line.account)) ?? new Money(0)).lt(0)) return line.account;
  }
  return null;
}

/**
 * Closing a hold: what goes to each destination and what returns to the owner's available cash.
 * Destinations may take the whole hold or part of it (the rest is released), never more.
 */
export function holdSettlement(holdAmount: Decimal, destinations: readonly Decimal[]): { posted: Decimal; released: Decimal } {
  let posted = new Money(0);
  for (const d of destinations) {
    if (d.lte(0)) throw new Error('a hold destination must receive a positive amount');
    posted = posted.plus(d);
  }
  if (posted.gt(holdAmount)) throw new Error(`cannot post ${posted.toFixed()} from a hold of ${holdAmount.toFixed()}`);
  return { posted, released: holdAmount.minus(posted) };
}
