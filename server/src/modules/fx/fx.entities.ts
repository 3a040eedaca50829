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
});

@ObjectType({ description: 'What a transfer between currencies would give, shown before the user confirms.' })
export class FxQuote {
  @Field()
  from: string;

  @Field()
  to: string;

  @Field(() => DecimalScalar)
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

  @Field(() => FxRateOrigin)
  origin: FxRateOrigin;

  @Field({ description: 'True when the rate comes from simulated market data.' })
  simulated: boolean;

  @Field()
  asOf: Date;
}

@ObjectType({ description: "A completed transfer between the user's currencies: both legs in one journal entry." })
@Entity('fx_transfers')
export class FxTransfer {
  @Field(() => ID)
  @PrimaryColumn('uuid')
  id: string;

  @Field()
  @Column({ name: 'order_no' })
  orderNo: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Field()
  @Column({ name: 'from_currency', type: 'char' })
  from: string;

  @Field()
  @Column({ name: 'to_currency', type: 'char' })
  to: string;

  @Field(() => DecimalScalar)
  @Column({ type: 'numeric', transformer: decimalColumn })
  amount: Decimal;

  @Field(() => DecimalScalar)
  @Column({ name: 'mid_rate', type: 'numeric', transformer: decimalColumn })
  midRate: Decimal;

  @Field(() => DecimalScalar)
  @Column({ type: 'numeric', transformer: decimalColumn })
  rate: Decimal;

  @Field(() => Int)
  @Column({ name: 'spread_bps', type: 'int' })
  spreadBps: number;

  @Field(() => DecimalScalar)
  @Column({ name: 'spread_amount', type: 'numeric', transformer: decimalColumn })
  spreadAmount: Decimal;

  @Field(() => DecimalScalar)
  @Column({ type: 'numeric', transformer: decimalColumn })
  received: Decimal;

  @Field(() => FxRateOrigin)
  @Column({ name: 'rate_source', type: 'varchar' })
  origin: FxRateOrigin;

  @Field()
  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
