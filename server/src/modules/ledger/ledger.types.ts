import type Decimal from 'decimal.js';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { MaxLength } from 'class-validator';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';

@ObjectType({ description: "The user's cash in one currency." })
export class Balance {
  @Field()
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
  @Field(() => ID)
  entryId: string;

  @Field()
  at: Date;

  @Field({ description: 'deposit, withdrawal_hold, withdrawal_paid, withdrawal_revoked, withdrawal_refused, fx_transfer, adjustment, …' })
  kind: string;

  @Field(() => String, { nullable: true, description: 'The reason given by ops (adjustments, refusals).' })
  memo: string | null;

  @Field(() => String, { nullable: true, description: 'Order number of the deposit, withdrawal or transfer.' })
  orderNo: string | null;

  @Field()
  currency: string;

  @Field(() => DecimalScalar)
  availableChange: Decimal;

  @Field(() => DecimalScalar)
  frozenChange: Decimal;

  @Field(() => DecimalScalar, { description: 'Running balance: available right after this entry.' })
  availableAfter: Decimal;

  @Field(() => DecimalScalar)
  frozenAfter: Decimal;
}

@ObjectType()
export class StatementPage {
  @Field(() => [StatementLine])
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
registerEnumType(LedgerProblemKind, { name: 'LedgerProblemKind' });

@ObjectType()
export class LedgerProblem {
  @Field(() => LedgerProblemKind)
  kind: LedgerProblemKind;

  @Field()
  currency: string;

  @Field()
  detail: string;

  @Field()
  expected: string;

  @Field()
  actual: string;
}

@ObjectType()
export class CurrencyTotal {
  @Field()
  currency: string;

  @Field(() => DecimalScalar, { description: 'Sum of every account in the currency: always zero in a sound ledger.' })
  total: Decimal;
}

@ObjectType({ description: 'Every balance recomputed from the entries, and the invariants checked, in one snapshot.' })
export class LedgerCheck {
  @Field()
  ok: boolean;

  @Field(() => Int)
  accounts: number;

  @Field(() => Int)
  entries: number;

  @Field(() => Int)
  postings: number;

  @Field(() => [CurrencyTotal])
  currencyTotals: CurrencyTotal[];

  @Field(() => [LedgerProblem])
  problems: LedgerProblem[];
}

@InputType()
export class AdjustBalanceInput {
  @Field(() => ID)
  @ShortText()
  userId: string;

  @Field()
  @ShortText()
  currency: string;

  @Field(() => DecimalScalar, { description: 'Positive credits the user, negative debits; at most two decimals.' })
  amount: Decimal;

  @Field({ description: "Mandatory; shown in the user's statement." })
  @MaxLength(500, { context: { code: CommonError.TEXT_TOO_LONG } })
  reason: string;

  @Field()
  @ShortText()
  idempotencyKey: string;
}

export enum AccountEventType {
  BALANCE_CHANGED = 'BALANCE_CHANGED',
  DEPOSIT_UPDATED = 'DEPOSIT_UPDATED',
  WITHDRAWAL_UPDATED = 'WITHDRAWAL_UPDATED',
  /** An order was placed, filled or cancelled (status: pending, filled, cancelled). */
  ORDER_UPDATED = 'ORDER_UPDATED',
  /** A position opened or closed (status: open, closed; reason: the selling type, e.g. stop_out). */
  POSITION_UPDATED = 'POSITION_UPDATED',
}
registerEnumType(AccountEventType, { name: 'AccountEventType' });

@ObjectType({ description: "A change to the user's money, numbered per user; resume with the last `seq` seen." })
export class AccountEvent {
  @Field({ description: 'Sequence number (1, 2, 3… per user), as a string.' })
  seq: string;

  @Field(() => AccountEventType)
  type: AccountEventType;

  @Field()
  at: Date;

  @Field(() => String, { nullable: true })
  currency: string | null;

  @Field(() => DecimalScalar, { nullable: true })
  available: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true })
  frozen: Decimal | null;

  @Field(() => ID, { nullable: true, description: 'The deposit or withdrawal whose status changed.' })
  recordId: string | null;

  @Field(() => String, { nullable: true, description: 'New status of the deposit (pending, confirmed, refused) or withdrawal.' })
  status: string | null;

  @Field(() => String, { nullable: true, description: "Reason of a refusal; a closed position's selling type." })
  reason: string | null;

  @Field(() => String, { nullable: true, description: 'Orders and positions: the instrument.' })
  symbol: string | null;
}
