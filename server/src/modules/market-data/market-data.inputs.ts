import { ArrayMaxSize, IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { CommonError } from '../../shared/common.errors';
import { MAX_QUOTE_SYMBOLS, MAX_SEARCH_LENGTH, MarketError } from './market-data.errors';
import { BarInterval, InstrumentList } from './market-data.types';
import { MarketCode } from './market-code';

@ArgsType()
export class InstrumentsArgs {
  @Field(() => InstrumentList, { description: 'Which ranking.' })
  list: InstrumentList;

  @Field(() => MarketCode, { nullable: true, description: 'Only this market; omitted for all markets.' })
  @IsOptional()
  market?: MarketCode;

  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'How many instruments (1–100).' })
  @IsOptional()
  @IsInt()
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100, { context: { code: CommonError.BAD_INPUT } })
  first?: number | null;
}

@ArgsType()
export class BarsArgs {
  @Field(() => ID, { description: 'Instrument or index symbol, e.g. "US:AAPL".' })
  @MaxLength(24, { context: { code: MarketError.INSTRUMENT_NOT_FOUND } })
  symbol: string;

  @Field(() => BarInterval, { description: 'The period of each bar.' })
  interval: BarInterval;

  @Field({ nullable: true, description: 'First instant wanted (ISO-8601 UTC); default depends on the interval.' })
  @IsOptional()
  from?: Date;

  @Field({ nullable: true, description: 'Last instant wanted (ISO-8601 UTC); default now.' })
  @IsOptional()
  to?: Date;
}

@ArgsType()
export class SearchArgs {
  @Field({ description: 'Code or name to look for (at most 64 characters).' })
  @MaxLength(MAX_SEARCH_LENGTH, { context: { code: MarketError.SEARCH_QUERY_TOO_LONG } })
  query: string;

  @Field(() => Int, { nullable: true, defaultValue: 20, description: 'How many instruments (1–100).' })
  @IsOptional()
  @IsInt()
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100, { context: { code: CommonError.BAD_INPUT } })
  first?: number | null;
}

@ArgsType()
export class QuotesArgs {
  @Field(() => [ID], { description: 'Symbols to stream (1–200): instruments, indices, "GOLD:XAU".' })
  @ArrayMaxSize(MAX_QUOTE_SYMBOLS, { context: { code: MarketError.TOO_MANY_SYMBOLS } })
  symbols: string[];
}
