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
});

export enum WithdrawalMethod {
  BANK = 'bank',
  CRYPTO = 'crypto',
}
registerEnumType(WithdrawalMethod, { name: 'WithdrawalMethod' });

export enum CryptoChain {
  USDT_TRC20 = 'USDT-TRC20',
  USDT_ERC20 = 'USDT-ERC20',
}
registerEnumType(CryptoChain, {
  name: 'CryptoChain',
  description: 'Stablecoin networks a withdrawal can go to (paid 1:1 from the USD balance).',
});

@ObjectType({ description: 'A deposit notice the user filed; ops confirm it (credits the ledger) or refuse it.' })
@Entity('deposits')
export class Deposit {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'Order number shown in records.' })
  @Column({ name: 'order_no' })
  orderNo: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field()
  @Column({ type: 'char' })
  currency: string;

  @Field(() => DecimalScalar)
  @Column({ type: 'numeric', transformer: decimalColumn })
  amount: Decimal;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', nullable: true })
  note: string | null;

  @Field(() => DepositStatus)
  @Column({ type: 'varchar' })
  status: DepositStatus;

  @Field(() => String, { nullable: true, description: 'Why ops refused it.' })
  @Column({ type: 'varchar', nullable: true })
  reason: string | null;

  @Column({ name: 'reviewed_by_id', type: 'uuid', nullable: true })
  reviewedById: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Column({ name: 'entry_id', type: 'bigint', nullable: true })
  entryId: string | null;

  @Field()
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}

@ObjectType({ description: 'A bank card (account) withdrawals can be paid to.' })
@Entity('bank_cards')
export class BankCard {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field()
  @Column({ name: 'holder_name' })
  holderName: string;

  @Field()
  @Column({ name: 'bank_name' })
  bankName: string;

  @Field()
  @Column({ name: 'card_number' })
  cardNumber: string;

  @Field()
  @Column({ name: 'bank_address' })
  bankAddress: string;

  @Field({ description: 'Electronic format, no spaces.' })
  @Column()
  iban: string;

  @Field()
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}

@ObjectType({ description: 'A wallet address crypto withdrawals can be paid to.' })
@Entity('crypto_addresses')
export class CryptoAddress {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => CryptoChain)
  @Column({ type: 'varchar' })
  chain: CryptoChain;

  @Field()
  @Column()
  address: string;

  @Field()
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'deleted_at', type: 'timestamptz', nullable: true })
  deletedAt: Date | null;
}

@ObjectType({ description: 'A withdrawal request. The fee is deducted from the amount; the amount is frozen until review.' })
@Entity('withdrawals')
export class Withdrawal {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id: string;

  @Field()
  @Column({ name: 'order_no' })
  orderNo: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field(() => WithdrawalMethod)
  @Column({ type: 'varchar' })
  method: WithdrawalMethod;

  @Column({ name: 'bank_card_id', type: 'uuid', nullable: true })
  bankCardId: string | null;

  @Column({ name: 'crypto_address_id', type: 'uuid', nullable: true })
  cryptoAddressId: string | null;

  @Field({ description: 'Where the money goes, as it was when requested (bank and masked IBAN, or chain and address).' })
  @Column()
  destination: string;

  @Field()
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

  @Field(() => WithdrawalStatus)
  @Column({ type: 'varchar' })
  status: WithdrawalStatus;

  @Field(() => String, { nullable: true, description: 'Why review failed.' })
  @Column({ type: 'varchar', nullable: true })
  reason: string | null;

  @Column({ name: 'hold_id', type: 'bigint' })
  holdId: string;

  @Column({ name: 'reviewed_by_id', type: 'uuid', nullable: true })
  reviewedById: string | null;

  @Field(() => Date, { nullable: true })
  @Column({ name: 'reviewed_at', type: 'timestamptz', nullable: true })
  reviewedAt: Date | null;

  @Field()
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
