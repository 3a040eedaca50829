import { ArrayMaxSize, IsInt, IsOptional, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, Int } from 'type-graphql';
import { CommonError } from '../../shared/common.errors';
import { MAX_QUOTE_SYMBOLS, MAX_SEARCH_LENGTH, MarketError } from './market-data.errors';
import { BarInterval, InstrumentList } from './market-data.types';
import { MarketCode } from './market-code';

@ArgsType()
export class InstrumentsArgs {
  @Field(() => InstrumentList)
  list: InstrumentList;

  @Field(() => MarketCode, { nullable: true })
  @IsOptional()
  market?: MarketCode;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @IsOptional()
  @IsInt()
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100, { context: { code: CommonError.BAD_INPUT } })
  first?: number | null;
}

@ArgsType()
export class BarsArgs {
  @Field(() => ID)
  @MaxLength(24, { context: { code: MarketError.INSTRUMENT_NOT_FOUND } })
  symbol: string;

  @Field(() => BarInterval)
  interval: BarInterval;

  @Field({ nullable: true })
  @IsOptional()
  from?: Date;

  @Field({ nullable: true })
  @IsOptional()
  to?: Date;
}

@ArgsType()
export class SearchArgs {
  @Field()
  @MaxLength(MAX_SEARCH_LENGTH, { context: { code: MarketError.SEARCH_QUERY_TOO_LONG } })
  query: string;

  @Field(() => Int, { nullable: true, defaultValue: 20 })
  @IsOptional()
  @IsInt()
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100, { context: { code: CommonError.BAD_INPUT } })
  first?: number | null;
}

@ArgsType()
export class QuotesArgs {
  @Field(() => [ID])
  @ArrayMaxSize(MAX_QUOTE_SYMBOLS, { context: { code: MarketError.TOO_MANY_SYMBOLS } })
  symbols: string[];
}
