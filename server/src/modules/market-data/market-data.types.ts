import { GraphQLEnumType } from 'graphql';
import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { Instrument } from './instrument.entity';
import { MarketCode } from './market-code';

export enum BarInterval {
  MINUTE = 'MINUTE',
  DAY = 'DAY',
  WEEK = 'WEEK',
  MONTH = 'MONTH',
}
registerEnumType(BarInterval, { name: 'BarInterval' });

export enum InstrumentList {
  HOT = 'HOT',
  RISING = 'RISING',
  FALLING = 'FALLING',
  SELECTED = 'SELECTED',
  MOST_FOLLOWED = 'MOST_FOLLOWED',
}
registerEnumType(InstrumentList, {
  name: 'InstrumentList',
  description: 'HOT by volume, RISING/FALLING by change %, SELECTED curated in config, MOST_FOLLOWED by watchers.',
});

export enum DisplayCurrency {
  EUR = 'EUR',
  USD = 'USD',
  TWD = 'TWD',
  MYR = 'MYR',
}
/** Not used by a field yet: part of the contract for clients that convert with fxRates. */
export const DisplayCurrencyEnum = new GraphQLEnumType({
  name: 'DisplayCurrency',
  description: 'Currencies lists may convert prices to (with fxRates).',
  values: Object.fromEntries(Object.values(DisplayCurrency).map((c) => [c, { value: c }])),
});

/** The latest quote of a symbol, every field materialised (the live fast path serialises these fields). */
@ObjectType({ description: 'The latest quote of an instrument or index.' })
export class Quote {
  @Field(() => ID)
  symbol: string;

  @Field(() => DecimalScalar)
  price: string;

  @Field(() => DecimalScalar)
  bid: string;

  @Field(() => DecimalScalar)
  ask: string;

  @Field(() => DecimalScalar)
  open: string;

  @Field(() => DecimalScalar)
  high: string;

  @Field(() => DecimalScalar)
  low: string;

  @Field(() => DecimalScalar)
  previousClose: string;

  @Field(() => DecimalScalar)
  change: string;

  @Field(() => DecimalScalar)
  changePercent: string;

  @Field(() => DecimalScalar)
  volume: string;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'price × sharesOutstanding, in the quote currency; null for gold and indices.',
  })
  marketValue: string | null;

  @Field()
  currency: string;

  @Field()
  at: Date;

  @Field({ description: 'True when the source is the simulator (the UI must say "Simulated").' })
  simulated: boolean;

  @Field({ description: 'Name of the provider that produced it: simulated | replay | yahoo.' })
  source: string;

  @Field()
  marketOpen: boolean;
}

/** The Quote fields in contract order (the fast path and its tests rely on this list). */
export const QUOTE_FIELDS = [
  'symbol',
  'price',
  'bid',
  'ask',
  'open',
  'high',
  'low',
  'previousClose',
  'change',
  'changePercent',
  'volume',
  'marketValue',
  'currency',
  'at',
  'simulated',
  'source',
  'marketOpen',
] as const satisfies ReadonlyArray<keyof Quote>;

@ObjectType({ description: 'One OHLC bar with volume.' })
export class Bar {
  @Field()
  at: Date;

  @Field(() => DecimalScalar)
  open: string;

  @Field(() => DecimalScalar)
  high: string;

  @Field(() => DecimalScalar)
  low: string;

  @Field(() => DecimalScalar)
  close: string;

  @Field(() => DecimalScalar)
  volume: string;
}

@ObjectType({ description: 'An index computed from its constituents in the feed, or gold.' })
export class MarketIndex {
  @Field(() => ID, { description: '"IDX:IBEX35", "IDX:SPX", "IDX:TAIEX", and "GOLD:XAU" for gold; the same symbols stream on `quotes`.' })
  symbol: string;

  @Field()
  code: string;

  names: Record<string, string>;
  defaultName: string;

  @Field(() => MarketCode)
  market: MarketCode;
}

@ObjectType({ description: 'An FX rate from the market-data source.' })
export class FxRate {
  @Field({ description: '"EURUSD", "USDTWD", "USDMYR".' })
  pair: string;

  @Field(() => DecimalScalar)
  rate: string;

  @Field()
  at: Date;

  @Field()
  simulated: boolean;
}

@ObjectType()
export class MarketStatus {
  @Field(() => MarketCode)
  market: MarketCode;

  @Field()
  open: boolean;

  @Field()
  timeZone: string;

  @Field(() => Date, { nullable: true })
  nextOpen: Date | null;

  @Field(() => Date, { nullable: true })
  nextClose: Date | null;
}

@ObjectType()
export class SearchHistoryEntry {
  @Field(() => Instrument)
  instrument: Instrument;

  @Field()
  at: Date;
}
