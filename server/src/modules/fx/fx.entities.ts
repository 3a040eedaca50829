import type Decimal from 'decimal.js';
import { Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Column, Entity, PrimaryColumn } from 'typeorm';
import { DecimalScalar } from '../../graphql/scalars';
import { decimalColumn } from '../../shared/decimal-column';

export enum FxRateOrigin {
  CONFIGURED = 'CONFIGURED',
  MARKET = 'MARKET',
}
registerEnumType(FxRateOrigin, {
  name: 'FxRateOrigin',
  description: 'CONFIGURED: a rate table set in configuration (shown as such); MARKET: the market-data FX quote.',
  valuesConfig: {
    CONFIGURED: { description: 'A rate table set in configuration.' },
    MARKET: { description: "The market-data feed's FX quote." },
  },
});

@ObjectType({ description: 'What a transfer between currencies would give, shown before the user confirms.' })
export class FxQuote {
  @Field({ description: 'Source currency (ISO 4217).' })
  from: string;

  @Field({ description: 'Destination currency (ISO 4217).' })
  to: string;

  @Field(() => DecimalScalar, { description: 'Amount to convert, in `from`, a decimal string.' })
  amount: Decimal;

  @Field(() => DecimalScalar, { description: 'Mid-market rate (units of `to` per unit of `from`).' })
  midRate: Decimal;

  @Field(() => DecimalScalar, { description: 'The rate applied: mid less the spread.' })
  rate: Decimal;

  @Field(() => Int, { description: 'The disclosed spread in basis points of the mid rate.' })
  spreadBps: number;

  @Field(() => DecimalScalar, { description: 'What the spread costs, in `to`.' })
  spreadAmount: Decimal;

  @Field(() => DecimalScalar, { description: 'What arrives, in `to`.' })
  received: Decimal;

  @Field(() => DecimalScalar, {
    description:
      'The least that arrives, in `to`, if the rate falls before the transfer executes; a bigger fall is refused with RATE_CHANGED and a new quote.',
  })
  minimumReceived: Decimal;

  @Field(() => FxRateOrigin, { description: 'Where the mid rate comes from.' })
  origin: FxRateOrigin;

  @Field({ description: 'True when the rate comes from simulated market data.' })
  simulated: boolean;

  @Field({ description: 'When the mid rate was observed (ISO-8601 UTC).' })
  asOf: Date;

  @Field(() => ID, {
    nullable: true,
    description: 'Signed in: the id transferFunds executes, signed by the server (opaque; null for anonymous callers).',
  })
  id?: string | null;

  @Field(() => Date, { nullable: true, description: 'Signed in: when the quote can no longer be executed.' })
  expiresAt?: Date | null;
}

@ObjectType({ description: "A completed transfer between the user's currencies: both legs in one journal entry." })
@Entity('fx_transfers')
export class FxTransfer {
  @Field(() => ID, { description: 'The transfer id.' })
  @PrimaryColumn('uuid')
  id: string;

  @Field({ description: 'Order number shown in records (X…).' })
  @Column({ name: 'order_no' })
  orderNo: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field({ description: 'Source currency (ISO 4217).' })
  @Column({ name: 'from_currency', type: 'char' })
  from: string;

  @Field({ description: 'Destination currency (ISO 4217).' })
  @Column({ name: 'to_currency', type: 'char' })
  to: string;

  @Field(() => DecimalScalar, { description: 'Amount taken, in `from`, a decimal string.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  amount: Decimal;

  @Field(() => DecimalScalar, { description: 'Mid-market rate at execution (units of `to` per unit of `from`).' })
  @Column({ name: 'mid_rate', type: 'numeric', transformer: decimalColumn })
  midRate: Decimal;

  @Field(() => DecimalScalar, { description: 'The rate applied: mid less the spread.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  rate: Decimal;

  @Field(() => Int, { description: 'The spread in basis points of the mid rate.' })
  @Column({ name: 'spread_bps', type: 'int' })
  spreadBps: number;

  @Field(() => DecimalScalar, { description: 'What the spread cost, in `to`.' })
  @Column({ name: 'spread_amount', type: 'numeric', transformer: decimalColumn })
  spreadAmount: Decimal;

  @Field(() => DecimalScalar, { description: 'What arrived, in `to`, a decimal string.' })
  @Column({ type: 'numeric', transformer: decimalColumn })
  received: Decimal;

  @Field(() => FxRateOrigin, { description: 'Where the mid rate came from.' })
  @Column({ name: 'rate_source', type: 'varchar' })
  origin: FxRateOrigin;

  @Field({ description: 'When it executed (ISO-8601 UTC).' })
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
