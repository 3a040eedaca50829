import { IsOptional, Matches } from 'class-validator';
import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { CommonError } from '../../../shared/common.errors';
import { PageArgs, PageType } from '../../../shared/pagination';
import { ShortText } from '../../../shared/validation';

export enum CorporateActionKind {
  CASH_DIVIDEND = 'cash_dividend',
  SPLIT = 'split',
}
registerEnumType(CorporateActionKind, {
  name: 'CorporateActionKind',
  description: 'A cash dividend or a (reverse) stock split.',
  valuesConfig: {
    CASH_DIVIDEND: { description: 'A cash dividend per share.' },
    SPLIT: { description: 'A split: `ratioFrom` old shares become `ratioTo` new ones (10 → 1 is a reverse split).' },
  },
});

@ObjectType({ description: 'A dividend or split from the market-data source (nobody can enter one).' })
export class CorporateAction {
  @Field(() => ID, { description: 'Its id.' })
  id: string;
  @Field({ description: 'The instrument.' })
  symbol: string;
  @Field(() => CorporateActionKind, { description: 'Dividend or split.' })
  kind: CorporateActionKind;
  @Field({ description: 'Ex-date (YYYY-MM-DD, the market’s local date): bought from then on, no dividend; the split applies from then.' })
  exDate: string;
  @Field(() => String, { nullable: true, description: 'Dividends: holders at the end of this date are paid.' })
  recordDate: string | null;
  @Field(() => String, { nullable: true, description: 'Dividends: the pay date; null when the source has not published it.' })
  payDate: string | null;
  @Field(() => String, { nullable: true, description: 'Dividends: gross amount per share, a decimal string, in `currency`.' })
  amount: string | null;
  @Field(() => String, { nullable: true, description: 'Dividends: the currency of `amount`.' })
  currency: string | null;
  @Field(() => String, { nullable: true, description: 'Splits: old shares (a decimal string).' })
  ratioFrom: string | null;
  @Field(() => String, { nullable: true, description: 'Splits: new shares for `ratioFrom` old ones.' })
  ratioTo: string | null;
  @Field(() => String, { nullable: true, description: 'How the company names it (e.g. "Interim dividend"), when known.' })
  label: string | null;
  @Field({ description: 'Where it was published (an address), or "simulated".' })
  source: string;
  @Field({ description: 'True when it comes from the simulated feed: shown labelled "Simulated".' })
  simulated: boolean;
  @Field({ description: 'The market-data provider it came from (simulated, replay, yahoo).' })
  provider: string;
}

export const CorporateActionPage = PageType(CorporateAction, 'CorporateActionPage');
export type CorporateActionPage = InstanceType<typeof CorporateActionPage>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

@ArgsType()
export class CorporateActionsArgs {
  @Field({ description: 'The instrument, e.g. US:AAPL.' })
  @ShortText()
  symbol: string;
  @Field(() => String, { nullable: true, description: 'Earliest ex-date (YYYY-MM-DD); default a year ago.' })
  @IsOptional()
  @Matches(DATE, { context: { code: CommonError.BAD_INPUT } })
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Latest ex-date (YYYY-MM-DD); default a year ahead.' })
  @IsOptional()
  @Matches(DATE, { context: { code: CommonError.BAD_INPUT } })
  to?: string | null;
}

@ArgsType()
export class OpsCorporateActionsArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Earliest ex-date (YYYY-MM-DD); default today.' })
  @IsOptional()
  @Matches(DATE, { context: { code: CommonError.BAD_INPUT } })
  from?: string | null;
  @Field(() => String, { nullable: true, description: 'Latest ex-date (YYYY-MM-DD); default 90 days ahead.' })
  @IsOptional()
  @Matches(DATE, { context: { code: CommonError.BAD_INPUT } })
  to?: string | null;
  @Field(() => CorporateActionKind, { nullable: true, description: 'Only dividends or only splits.' })
  @IsOptional()
  kind?: CorporateActionKind | null;
}

@ObjectType({ description: 'A published withholding-tax rate on dividends (for the tax residence `residence`), with its source.' })
export class WithholdingRate {
  @Field({ description: 'The tax residence the table is for (ISO country, e.g. ES).' })
  residence: string;
  @Field({ description: 'The paying company’s market (ES, US, TW).' })
  market: string;
  @Field({ description: 'In force from this date (YYYY-MM-DD).' })
  from: string;
  @Field({ description: 'The rate, a decimal string (0.19 is 19 %).' })
  rate: string;
  @Field(() => String, {
    nullable: true,
    description: 'treaty_form: with the W-8BEN on file; no_treaty_form: without it; null: the rate does not depend on it.',
  })
  condition: string | null;
  @Field({ description: 'Where the rate is published.' })
  source: string;
}
