import type Decimal from 'decimal.js';
import { Field, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { Deposit, Withdrawal } from './funding.entities';

@ObjectType({ description: "Where to send a bank transfer, and the user's own reference to write on it." })
export class DepositInstructions {
  @Field({ description: 'ISO 4217 currency code the account receives.' })
  currency: string;

  @Field({ description: "Name of the platform's bank." })
  bankName: string;

  @Field({ description: 'Holder of the receiving account.' })
  accountHolder: string;

  @Field({ description: 'IBAN of the receiving account.' })
  iban: string;

  @Field({ description: 'BIC (SWIFT) of the receiving bank.' })
  bic: string;

  @Field({ description: 'Unique to the user; ops match transfers by it.' })
  reference: string;
}

@ObjectType({ description: 'Minimums and fees of each withdrawal method, from configuration.' })
export class WithdrawalSettings {
  @Field(() => DecimalScalar, { description: 'Smallest bank withdrawal, a decimal string in the currency withdrawn.' })
  bankMinimum: Decimal;

  @Field(() => DecimalScalar, { description: 'Smallest crypto withdrawal (USD), a decimal string.' })
  cryptoMinimum: Decimal;

  @Field(() => DecimalScalar, { description: 'Bank fee as a fraction of the amount (0.005 = 0.5%).' })
  bankFeeRate: Decimal;

  @Field(() => DecimalScalar, { description: 'Smallest bank fee, whatever the amount, a decimal string.' })
  bankMinimumFee: Decimal;

  @Field(() => DecimalScalar, { description: 'Fixed fee of a crypto withdrawal (USD).' })
  cryptoFee: Decimal;

  @Field(() => [String], { description: 'Currencies a bank withdrawal can be made in.' })
  bankCurrencies: string[];

  @Field(() => [String], { description: 'Currencies a crypto withdrawal can be made in (USD, paid 1:1 in USDT).' })
  cryptoCurrencies: string[];
}

@ObjectType({ description: 'What a withdrawal would cost, shown before the user confirms.' })
export class WithdrawalPreview {
  @Field(() => DecimalScalar, { description: 'The amount asked for, a decimal string.' })
  amount: Decimal;

  @Field(() => DecimalScalar, { description: "The method's minimum amount, a decimal string." })
  minimum: Decimal;

  @Field(() => DecimalScalar, { description: 'Deducted from the amount.' })
  fee: Decimal;

  @Field(() => DecimalScalar, { description: 'What arrives.' })
  received: Decimal;
}

@ObjectType({ description: 'A page of deposits, newest first.' })
export class DepositPage {
  @Field(() => [Deposit], { description: 'The deposits of this page.' })
  items: Deposit[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null at the end.' })
  nextCursor: string | null;
}

@ObjectType({ description: 'A page of withdrawals, newest first.' })
export class WithdrawalPage {
  @Field(() => [Withdrawal], { description: 'The withdrawals of this page.' })
  items: Withdrawal[];

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page; null at the end.' })
  nextCursor: string | null;
}
