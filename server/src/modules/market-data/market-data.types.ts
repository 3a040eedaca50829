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
registerEnumType(BarInterval, {
  name: 'BarInterval',
  description: 'The period one bar covers.',
  valuesConfig: {
    MINUTE: { description: 'One minute of a trading session.' },
    DAY: { description: 'One trading day.' },
    WEEK: { description: 'One week, Monday to Sunday.' },
    MONTH: { description: 'One calendar month.' },
  },
});

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
  valuesConfig: {
    HOT: { description: 'Highest volume first.' },
    RISING: { description: 'Highest change percent first.' },
    FALLING: { description: 'Lowest change percent first.' },
    SELECTED: { description: 'A list curated in configuration.' },
    MOST_FOLLOWED: { description: 'Most watchlists first.' },
  },
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
  values: {
    EUR: { value: DisplayCurrency.EUR, description: 'Euro.' },
    USD: { value: DisplayCurrency.USD, description: 'US dollar.' },
    TWD: { value: DisplayCurrency.TWD, description: 'New Taiwan dollar.' },
    MYR: { value: DisplayCurrency.MYR, description: 'Malaysian ringgit.' },
  } satisfies Record<DisplayCurrency, { value: DisplayCurrency; description: string }>,
});

/** The latest quote of a symbol, every field materialised (the live fast path serialises these fields). */
@ObjectType({ description: 'The latest quote of an instrument or index.' })
export class Quote {
  @Field(() => ID, { description: 'The instrument or index symbol, e.g. "US:AAPL".' })
  symbol: string;

  @Field(() => DecimalScalar, { description: 'Last price in the quote currency, a decimal string.' })
  price: string;

  @Field(() => DecimalScalar, { description: 'Best bid in the quote currency, a decimal string.' })
  bid: string;

  @Field(() => DecimalScalar, { description: 'Best ask in the quote currency, a decimal string.' })
  ask: string;

  @Field(() => DecimalScalar, { description: "Price at the session's open in the quote currency, a decimal string." })
  open: string;

  @Field(() => DecimalScalar, { description: "The session's highest price in the quote currency, a decimal string." })
  high: string;

  @Field(() => DecimalScalar, { description: "The session's lowest price in the quote currency, a decimal string." })
  low: string;

  @Field(() => DecimalScalar, { description: "The previous session's close in the quote currency, a decimal string." })
  previousClose: string;

  @Field(() => DecimalScalar, { description: 'price − previousClose in the quote currency, a decimal string.' })
  change: string;

  @Field(() => DecimalScalar, { description: 'change as a percentage of previousClose, two decimals (e.g. "-1.25").' })
  changePercent: string;

  @Field(() => DecimalScalar, { description: 'Shares traded in the session, a decimal string.' })
  volume: string;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'price × sharesOutstanding, in the quote currency; null for gold and indices.',
  })
  marketValue: string | null;

  @Field({ description: 'ISO 4217 code of the quote currency.' })
  currency: string;

  @Field({ description: 'When the price was observed (ISO-8601 UTC).' })
  at: Date;

  @Field({ description: 'True when the source is the simulator (the UI must say "Simulated").' })
  simulated: boolean;

  @Field({ description: 'Name of the provider that produced it: simulated | replay | yahoo.' })
  source: string;

  @Field({ description: "True while the instrument's market is in session." })
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
  @Field({ description: 'Start of the period (ISO-8601 UTC).' })
  at: Date;

  @Field(() => DecimalScalar, { description: 'First price of the period, a decimal string.' })
  open: string;

  @Field(() => DecimalScalar, { description: 'Highest price of the period, a decimal string.' })
  high: string;

  @Field(() => DecimalScalar, { description: 'Lowest price of the period, a decimal string.' })
  low: string;

  @Field(() => DecimalScalar, { description: 'Last price of the period, a decimal string.' })
  close: string;

  @Field(() => DecimalScalar, { description: 'Shares traded in the period, a decimal string.' })
  volume: string;

  @Field(() => DecimalScalar, {
    nullable: true,
    description:
      'Bars are split-adjusted: open/high/low/close of a bar before a split are × ratio_from / ratio_to and its volume × ratio_to / ratio_from (several splits compound; dividends never adjust). When the close was adjusted, the close as traded, a decimal string; otherwise null.',
  })
  unadjustedClose?: string | null;
}

@ObjectType({ description: 'An index computed from its constituents in the feed, or gold.' })
export class MarketIndex {
  @Field(() => ID, { description: '"IDX:IBEX35", "IDX:SPX", "IDX:TAIEX", and "GOLD:XAU" for gold; the same symbols stream on `quotes`.' })
  symbol: string;

  @Field({ description: 'The short code, e.g. "IBEX35".' })
  code: string;

  names: Record<string, string>;
  defaultName: string;

  @Field(() => MarketCode, { description: 'The market it belongs to.' })
  market: MarketCode;
}

@ObjectType({ description: 'An FX rate from the market-data source.' })
export class FxRate {
  @Field({ description: '"EURUSD", "USDTWD", "USDMYR".' })
  pair: string;

  @Field(() => DecimalScalar, { description: 'Units of the second currency per unit of the first, a decimal string.' })
  rate: string;

  @Field({ description: 'When it was observed (ISO-8601 UTC).' })
  at: Date;

  @Field({ description: 'True when it comes from the simulator.' })
  simulated: boolean;
}

@ObjectType({ description: 'Whether a market is in session now, and its next open and close.' })
export class MarketStatus {
  @Field(() => MarketCode, { description: 'The market.' })
  market: MarketCode;

  @Field({ description: 'True while it is in session.' })
  open: boolean;

  @Field({ description: 'IANA time zone of its trading hours, e.g. "Europe/Madrid".' })
  timeZone: string;

  @Field(() => Date, { nullable: true, description: 'Next session open (ISO-8601 UTC).' })
  nextOpen: Date | null;

  @Field(() => Date, { nullable: true, description: 'Next session close (ISO-8601 UTC).' })
  nextClose: Date | null;
}

@ObjectType({ description: 'A search result the signed-in user opened.' })
export class SearchHistoryEntry {
  @Field(() => Instrument, { description: 'The instrument opened.' })
  instrument: Instrument;

  @Field({ description: 'When it was last opened (ISO-8601 UTC).' })
  at: Date;
}
