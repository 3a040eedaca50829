import type Decimal from 'decimal.js';
import { Field, ObjectType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { Deposit, Withdrawal } from './funding.entities';

@ObjectType({ description: "Where to send a bank transfer, and the user's own reference to write on it." })
export class DepositInstructions {
  @Field()
  currency: string;

  @Field()
  bankName: string;

  @Field()
  accountHolder: string;

  @Field()
  iban: string;

  @Field()
  bic: string;

  @Field({ description: 'Unique to the user; ops match transfers by it.' })
  reference: string;
}

@ObjectType({ description: 'Minimums and fees of each withdrawal method, from configuration.' })
export class WithdrawalSettings {
  @Field(() => DecimalScalar)
  bankMinimum: Decimal;

  @Field(() => DecimalScalar)
  cryptoMinimum: Decimal;

  @Field(() => DecimalScalar, { description: 'Bank fee as a fraction of the amount (0.005 = 0.5%).' })
  bankFeeRate: Decimal;

  @Field(() => DecimalScalar)
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
  @Field(() => DecimalScalar)
  amount: Decimal;

  @Field(() => DecimalScalar)
  minimum: Decimal;

  @Field(() => DecimalScalar, { description: 'Deducted from the amount.' })
  fee: Decimal;

  @Field(() => DecimalScalar, { description: 'What arrives.' })
  received: Decimal;
}

@ObjectType()
export class DepositPage {
  @Field(() => [Deposit])
  items: Deposit[];

  @Field(() => String, { nullable: true })
  nextCursor: string | null;
}

@ObjectType()
export class WithdrawalPage {
  @Field(() => [Withdrawal])
  items: Withdrawal[];

  @Field(() => String, { nullable: true })
  nextCursor: string | null;
}
