import { IsReviewReason, ReviewReasonCode } from '../review/review-reasons';
import type Decimal from 'decimal.js';
import { IsOptional, MaxLength } from 'class-validator';
import { Field, ID, InputType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';
import { CryptoChain, WithdrawalMethod } from './funding.entities';

// Shapes only; amounts, currencies and details are checked by funding-rules.ts and the ledger rules.
@InputType({ description: 'A deposit notice: what the user sent to the platform account.' })
export class FileDepositInput {
  @Field({ description: 'EUR or USD.' })
  @ShortText()
  currency: string;

  @Field(() => DecimalScalar, { description: 'At most two decimals.' })
  amount: Decimal;

  @Field(() => String, { nullable: true, description: 'Optional note to ops (at most 140 characters).' })
  @IsOptional()
  @ShortText()
  note?: string | null;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@InputType({ description: 'A bank account for withdrawals; every field is required.' })
export class AddBankCardInput {
  @Field({ description: 'Name of the account holder.' })
  @ShortText()
  holderName: string;

  @Field({ description: 'Name of the bank.' })
  @ShortText()
  bankName: string;

  @Field({ description: 'The card or account number; stored encrypted, only its last four digits are returned.' })
  @ShortText()
  cardNumber: string;

  @Field({ description: 'Address of the bank.' })
  @ShortText()
  bankAddress: string;

  @Field({ description: 'The IBAN; spaces are ignored and its checksum is verified.' })
  @ShortText()
  iban: string;
}

@InputType({ description: 'A wallet address for crypto withdrawals.' })
export class AddCryptoAddressInput {
  @Field(() => CryptoChain, { description: 'The network.' })
  chain: CryptoChain;

  @Field({ description: 'The address, validated for the chain.' })
  @ShortText()
  address: string;
}

@InputType({ description: 'A withdrawal to price: method, currency and amount.' })
export class WithdrawalPreviewInput {
  @Field(() => WithdrawalMethod, { description: 'Bank transfer or crypto.' })
  method: WithdrawalMethod;

  @Field({ description: 'EUR or USD for bank; USD for crypto (paid 1:1 in USDT).' })
  @ShortText()
  currency: string;

  @Field(() => DecimalScalar, { description: 'Taken from the balance, fee included; at most two decimals.' })
  amount: Decimal;
}

@InputType({ description: 'A withdrawal: what to take, where to pay it, and the pay password.' })
export class RequestWithdrawalInput extends WithdrawalPreviewInput {
  @Field(() => ID, { nullable: true, description: 'For method BANK.' })
  @IsOptional()
  @ShortText()
  bankCardId?: string | null;

  @Field(() => ID, { nullable: true, description: 'For method CRYPTO.' })
  @IsOptional()
  @ShortText()
  cryptoAddressId?: string | null;

  @Field({ description: "The user's transaction (pay) password." })
  @ShortText()
  payPassword: string;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}

@InputType({ description: 'Ops: a refusal of a deposit or withdrawal with its reason.' })
export class ReviewRefusalInput {
  @Field(() => ID, { description: 'The deposit or withdrawal id.' })
  @ShortText()
  id: string;

  @Field(() => ReviewReasonCode, { description: 'Why: shown to the user in their language.' })
  @IsReviewReason()
  reasonCode: ReviewReasonCode;

  @Field(() => String, { nullable: true, description: 'An optional note shown beside the reason.' })
  @IsOptional()
  @MaxLength(500, { context: { code: CommonError.TEXT_TOO_LONG } })
  note?: string | null;

  @Field({ description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.' })
  @ShortText()
  idempotencyKey: string;
}
