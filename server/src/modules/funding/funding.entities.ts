import type Decimal from 'decimal.js';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DecimalScalar } from '../../graphql/scalars';
import { decimalColumn } from '../../shared/decimal-column';

export enum DepositStatus {
  PENDING = 'pending',
  CONFIRMED = 'confirmed',
  REFUSED = 'refused',
}
registerEnumType(DepositStatus, {
  name: 'DepositStatus',
  description: 'A deposit notice: waiting for ops, credited, or refused with a reason.',
  valuesConfig: {
    PENDING: { description: 'Waiting for ops to match the transfer.' },
    CONFIRMED: { description: "Credited to the user's available cash." },
    REFUSED: { description: 'Refused by ops; reasonCode says why.' },
  },
});

export enum WithdrawalStatus {
  PENDING = 'pending',
  PASSED = 'passed',
  FAILED = 'failed',
  REVOKED = 'revoked',
}
registerEnumType(WithdrawalStatus, {
  name: 'WithdrawalStatus',
  description: 'Pending review (amount frozen) → review passed (paid out) | review failed (released, reason shown) | revoked by the user.',
  valuesConfig: {
    PENDING: { description: 'Waiting for review; the amount is frozen.' },
    PASSED: { description: 'Review passed; the amount was paid out.' },
    FAILED: { description: 'Review failed; the amount was released back to available cash.' },
    REVOKED: { description: 'Taken back by the user before review; the amount was released.' },
  },
});

export enum WithdrawalMethod {
  BANK = 'bank',
  CRYPTO = 'crypto',
}
registerEnumType(WithdrawalMethod, {
  name: 'WithdrawalMethod',
  description: 'Where a withdrawal is paid: a bank account or a crypto address.',
  valuesConfig: {
    BANK: { description: "To one of the user's bank cards (EUR or USD)." },
    CRYPTO: { description: "To one of the user's crypto addresses (USD, paid 1:1 in USDT)." },
  },
});

export enum CryptoChain {
  USDT_TRC20 = 'USDT-TRC20',
  USDT_ERC20 = 'USDT-ERC20',
}
registerEnumType(CryptoChain, {
  name: 'CryptoChain',
  description: 'Stablecoin networks a withdrawal can go to (paid 1:1 from the USD balance).',
  valuesConfig: { USDT_TRC20: { description: 'USDT on TRON (TRC-20).' }, USDT_ERC20: { description: 'USDT on Ethereum (ERC-20).' } },
});

@ObjectType({ description: 'A deposit notice the user filed; ops confirm it (credits the ledger) or refuse it.' })
@Entity('deposits')
export class Deposit {
  @Field(() => ID, { description: 'The deposit id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'Order number shown in records.' })
  @Column({ name: 'order_no' })
  orderNo: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field({ description: 'ISO 4217 currency code (EUR, USD).' })
  @Column({ type: 'char' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'The amount the user says they sent, a decimal string.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  amount: Decimal;

  @Field(() => String, { nullable: true, description: "The user's own note to ops." })
  @Column({ type: 'varchar', nullable: true })
  note: string | null;

  @Field(() => DepositStatus, { description: 'Pending, confirmed (credited) or refused.' })
  @Column({ type: 'varchar' })
  status: DepositStatus;

  @Field(() => String, { nullable: true, description: "Ops' note on a refusal (beside the reason code)." })
  @Column({ type: 'varchar', nullable: true })
  reason: string | null;

  @Field(() => String, { nullable: true, description: 'Why ops refused it: a ReviewReasonCode the client shows in the reader’s language.' })
  @Column({ name: 'reason_code', type: 'varchar', nullable: true })
  reasonCode: string | null;

  @Column({ name: 'reviewed_by_id', type: 'uuid', nullable: true })
  reviewedById: string | null;

  @Field(() => Date, { nullable: true, description: 'When ops confirmed or refused it (ISO-8601 UTC); null while pending.' })
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'entry_id', type: 'bigint', nullable: true })
  entryId: string | null;

  @Field({ description: 'When the user filed it (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({ description: 'A bank card (account) withdrawals can be paid to.' })
@Entity('bank_cards')
export class BankCard {
  @Field(() => ID, { description: 'The card id, used as bankCardId of a withdrawal.' })
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field({ description: 'Name of the account holder.' })
  @Column({ name: 'holder_name' })
  holderName: string;

  @Field({ description: 'Name of the bank.' })
  @Column({ name: 'bank_name' })
  bankName: string;

  /** AES-256-GCM ciphertext of the full number (shared/field-cipher.ts); never leaves the server. */
  @Column({ name: 'card_number_enc', select: false })
  cardNumberEnc: string;

  @Column({ name: 'card_last4' })
  cardLast4: string;

  /**
   * Only the last four digits: the full number is stored encrypted and never returned (issue 11 item 9).
   * The field keeps its name so existing clients, which show "•••• 9010", keep working.
   */
  @Field({ description: 'The last four digits of the card or account number; the full number is never returned.' })
  get cardNumber(): string {
    return this.cardLast4;
  }

  @Field({ description: 'Address of the bank.' })
  @Column({ name: 'bank_address' })
  bankAddress: string;

  @Field({ description: 'Electronic format, no spaces.' })
  @Column()
  iban: string;

  @Field({ description: 'When it was added (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}

@ObjectType({ description: 'A wallet address crypto withdrawals can be paid to.' })
@Entity('crypto_addresses')
export class CryptoAddress {
  @Field(() => ID, { description: 'The address id, used as cryptoAddressId of a withdrawal.' })
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => CryptoChain, { description: 'The network the address is on.' })
  @Column({ type: 'varchar' })
  chain: CryptoChain;

  @Field({ description: 'The wallet address (TRON base58check or Ethereum EIP-55).' })
  @Column()
  address: string;

  @Field({ description: 'When it was added (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}

@ObjectType({ description: 'A withdrawal request. The fee is deducted from the amount; the amount is frozen until review.' })
@Entity('withdrawals')
export class Withdrawal {
  @Field(() => ID, { description: 'The withdrawal id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'Order number shown in records (W…).' })
  @Column({ name: 'order_no' })
  orderNo: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => WithdrawalMethod, { description: 'Bank transfer or crypto.' })
  @Column({ type: 'varchar' })
  method: WithdrawalMethod;

  @Column({ name: 'bank_card_id', type: 'uuid', nullable: true })
  bankCardId: string | null;

  @Column({ name: 'crypto_address_id', type: 'uuid', nullable: true })
  cryptoAddressId: string | null;

  @Field({ description: 'Where the money goes, as it was when requested (bank and masked IBAN, or chain and address).' })
  @Column()
  destination: string;

  @Field({ description: 'ISO 4217 currency code of the balance it is taken from.' })
  @Column({ type: 'char' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'Taken from the balance.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  amount: Decimal;

  @Field(() => DecimalScalar, { description: 'Withdrawal fee, part of the amount.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  fee: Decimal;

  @Field(() => DecimalScalar, { description: 'What arrives: amount − fee.' })
  get received(): Decimal {
    return this.amount.minus(this.fee);
  }

  @Field(() => WithdrawalStatus, { description: 'Where the review stands.' })
  @Column({ type: 'varchar' })
  status: WithdrawalStatus;

  @Field(() => String, { nullable: true, description: "Ops' note on a failed review (beside the reason code)." })
  @Column({ type: 'varchar', nullable: true })
  reason: string | null;

  @Field(() => String, { nullable: true, description: 'Why review failed: a ReviewReasonCode the client shows in the reader’s language.' })
  @Column({ name: 'reason_code', type: 'varchar', nullable: true })
  reasonCode: string | null;

  @Column({ name: 'hold_id', type: 'bigint' })
  holdId: string;

  @Column({ name: 'reviewed_by_id', type: 'uuid', nullable: true })
  reviewedById: string | null;

  @Field(() => Date, { nullable: true, description: 'When ops decided it or the user revoked it (ISO-8601 UTC); null while pending.' })
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Field({ description: 'When the user requested it (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
