import type Decimal from 'decimal.js';
import { IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';
import { CryptoChain, WithdrawalMethod } from './funding.entities';

// Shapes only; amounts, currencies and details are checked by funding-rules.ts and the ledger rules.
@InputType()
export class FileDepositInput {
  @Field({ description: 'EUR or USD.' })
  @ShortText()
  currency: string;

  @Field(() => DecimalScalar, { description: 'At most two decimals.' })
  amount: Decimal;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @ShortText()
  note?: string | null;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@InputType()
export class AddBankCardInput {
  @Field()
  @ShortText()
  holderName: string;

  @Field()
  @ShortText()
  bankName: string;

  @Field()
  @ShortText()
  cardNumber: string;

  @Field()
  @ShortText()
  bankAddress: string;

  @Field()
  @ShortText()
  iban: string;
}

@InputType()
export class AddCryptoAddressInput {
  @Field(() => CryptoChain)
  chain: CryptoChain;

  @Field()
  @ShortText()
  address: string;
}

@InputType()
export class WithdrawalPreviewInput {
  @Field(() => WithdrawalMethod)
  method: WithdrawalMethod;

  @Field({ description: 'EUR or USD for bank; USD for crypto (paid 1:1 in USDT).' })
  @ShortText()
  currency: string;

  @Field(() => DecimalScalar)
  amount: Decimal;
}

@InputType()
export class RequestWithdrawalInput extends WithdrawalPreviewInput {
  @Field(() => ID, { nullable: true, description: 'For method BANK.' })
  @IsOptional()
  @ShortText()
  bankCardId?: string | null;

  @Field(() => ID, { nullable: true, description: 'For method CRYPTO.' })
  @IsOptional()
  @ShortText()
  cryptoAddressId?: string | null;

  @Field()
  @ShortText()
  payPassword: string;

  @Field()
  @ShortText()
  idempotencyKey: string;
}

@InputType()
export class ReviewRefusalInput {
  @Field(() => ID)
  @ShortText()
  id: string;

  @Field({ description: 'Shown to the user.' })
  @MaxLength(500, { context: { code: CommonError.TEXT_TOO_LONG } })
  reason: string;
}
