import type Decimal from 'decimal.js';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';

@ObjectType({ description: "The user's cash in one currency." })
export class Balance {
  @Field({ description: 'ISO 4217 currency code (EUR, USD).' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'Free to use.' })
  available: Decimal;

  @Field(() => DecimalScalar, { description: 'Held for pending withdrawals and orders (the sum of pending holds).' })
  frozen: Decimal;

  @Field(() => DecimalScalar, { description: 'Cash available + frozen (positions join with trading).' })
  total: Decimal;

  @Field(() => DecimalScalar, { description: 'Sum of confirmed deposits.' })
  depositTotal: Decimal;
}

@ObjectType({ description: "One journal entry as it touched the user's cash in one currency." })
export class StatementLine {
  @Field(() => ID, { description: 'The journal entry.' })
  entryId: string;

  @Field({ description: 'When the entry was posted (ISO-8601 UTC).' })
  at: Date;

  @Field({ description: 'deposit, withdrawal_hold, withdrawal_paid, withdrawal_revoked, withdrawal_refused, fx_transfer, adjustment, …' })
  kind: string;

  /*
   * What `memo` holds, by source (every ledger call of server/src that sets one; client/src/ui/money/
   * statementMemo.ts words it, and its test greps these sources so a new one cannot go unworded):
   * - a code (UPPER_SNAKE_CASE): a ReviewReasonCode (deposit, withdrawal, fund and loan refusals without a
   *   note), NOTHING_OWED (a repayment approved after the loan was paid off; rows before it say
   *   'nothing owed'), UNDER_FUNDED (IPO draw), INSUFFICIENT_FUNDS (an order the engine cancelled),
   *   a FollowFailReason, a BlockTradeFailReason;
   * - a day, YYYY-MM-DD: fund earnings and loan interest accrued for that day;
   * - ops' own words, as typed: a refusal's note, an adjustment's reason, the English cancel reason of an
   *   IPO or block-trade offering. Never an English sentence written by code: that would be a code.
   */
  @Field(() => String, {
    nullable: true,
    description:
      "Why: a code (UPPER_SNAKE_CASE: a ReviewReasonCode, FollowFailReason, BlockTradeFailReason, UNDER_FUNDED, INSUFFICIENT_FUNDS, NOTHING_OWED), a day (YYYY-MM-DD) of accrued interest or earnings, or ops' own note as typed (refusals, adjustments, cancelled offerings).",
  })
  memo: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      'Order number of what the entry is about: deposit (D…), withdrawal (W…), transfer (X…), order (O…), trade (T…), ops request (R…).',
  })
  orderNo: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'What it concerns: the instrument of a trade (e.g. US:AAPL), the currency pair of a transfer.',
  })
  label: string | null;

  @Field({ description: 'ISO 4217 currency code of the cash.' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'Change of available cash, a signed decimal string.' })
  availableChange: Decimal;

  @Field(() => DecimalScalar, { description: 'Change of frozen (held) cash, a signed decimal string.' })
  frozenChange: Decimal;

  @Field(() => DecimalScalar, { description: 'Running balance: available right after this entry.' })
  availableAfter: Decimal;

  @Field(() => DecimalScalar, { description: 'Running balance: frozen right after this entry.' })
  frozenAfter: Decimal;
}

@ObjectType({ description: "A page of the user's statement, newest first." })
export class StatementPage {
  @Field(() => [StatementLine], { description: 'The lines of this page, newest first.' })
  items: StatementLine[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next (older) page; null at the end.' })
  nextCursor: string | null;
}

export enum LedgerProblemKind {
  ACCOUNT_BALANCE = 'ACCOUNT_BALANCE',
  CURRENCY_TOTAL = 'CURRENCY_TOTAL',
  ENTRY_UNBALANCED = 'ENTRY_UNBALANCED',
  NEGATIVE_USER_BALANCE = 'NEGATIVE_USER_BALANCE',
  HOLDS_MISMATCH = 'HOLDS_MISMATCH',
  /** A user's margin account differs from the margin of their open positions. */
  MARGIN_MISMATCH = 'MARGIN_MISMATCH',
}
registerEnumType(LedgerProblemKind, {
  name: 'LedgerProblemKind',
  description: 'Which ledger invariant a problem breaks.',
  valuesConfig: {
    ACCOUNT_BALANCE: { description: "An account's stored balance differs from the sum of its postings." },
    CURRENCY_TOTAL: { description: 'The accounts of a currency do not sum to zero.' },
    ENTRY_UNBALANCED: { description: "A journal entry's postings do not sum to zero in a currency." },
    NEGATIVE_USER_BALANCE: { description: "A user's available, hold or margin account is below zero." },
    HOLDS_MISMATCH: { description: "A user's hold account differs from the sum of their pending holds." },
    MARGIN_MISMATCH: { description: "A user's margin account differs from the margin of their open positions." },
  },
});

@ObjectType({ description: 'One broken ledger invariant found by the check.' })
export class LedgerProblem {
  @Field(() => LedgerProblemKind, { description: 'Which invariant is broken.' })
  kind: LedgerProblemKind;

  @Field({ description: 'The currency it concerns.' })
  currency: string;

  @Field({ description: "What it concerns, e.g. 'account <id> (<kind>)', 'entry <id>' or 'user <id>'." })
  detail: string;

  @Field({ description: 'The value the invariant requires, a decimal string.' })
  expected: string;

  @Field({ description: 'The value found, a decimal string.' })
  actual: string;
}

@ObjectType({ description: 'The sum of all ledger accounts in one currency.' })
export class CurrencyTotal {
  @Field({ description: 'ISO 4217 currency code.' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'Sum of every account in the currency: always zero in a sound ledger.' })
  total: Decimal;
}

@ObjectType({ description: 'Every balance recomputed from the entries, and the invariants checked, in one snapshot.' })
export class LedgerCheck {
  @Field({ description: 'True when no problem was found.' })
  ok: boolean;

  @Field(() => Int, { description: 'How many ledger accounts were checked.' })
  accounts: number;

  @Field(() => Int, { description: 'How many journal entries were checked.' })
  entries: number;

  @Field(() => Int, { description: 'How many postings were checked.' })
  postings: number;

  @Field(() => [CurrencyTotal], { description: 'The sum of every account per currency.' })
  currencyTotals: CurrencyTotal[];

  @Field(() => [LedgerProblem], { description: 'Every broken invariant; empty when ok.' })
  problems: LedgerProblem[];
}

@InputType({ description: "Ops: a manual credit or debit of a user's available cash, filed as a maker-checker request." })
export class AdjustBalanceInput {
  @Field(() => ID, { description: 'The user whose cash to adjust.' })
  @ShortText()
  userId: string;

  @Field({ description: 'EUR or USD.' })
  @ShortText()
  currency: string;

  @Field(() => DecimalScalar, { description: 'Positive credits the user, negative debits; at most two decimals.' })
  amount: Decimal;

  @Field({ description: "Mandatory; shown in the user's statement." })
  @MaxLength(500, { context: { code: CommonError.TEXT_TOO_LONG } })
  reason: string;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}
