import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';

export enum PerformancePeriodValue {
  ONE_WEEK = '1W',
  ONE_MONTH = '1M',
  THREE_MONTHS = '3M',
  YEAR_TO_DATE = 'YTD',
  ONE_YEAR = '1Y',
  ALL = 'ALL',
}
registerEnumType(PerformancePeriodValue, {
  name: 'PerformancePeriod',
  description: 'A period ending at the last close valued.',
  valuesConfig: {
    ONE_WEEK: { description: 'The last 7 days.' },
    ONE_MONTH: { description: 'Since the same day last month.' },
    THREE_MONTHS: { description: 'Since the same day three months ago.' },
    YEAR_TO_DATE: { description: 'Since the close of 31 December.' },
    ONE_YEAR: { description: 'Since the same day last year.' },
    ALL: { description: 'Since the first deposit (from the close of the day before it).' },
  },
});

export enum PerformanceBenchmarkValue {
  IBEX35 = 'IBEX35',
  SP500 = 'SP500',
  TAIEX = 'TAIEX',
}
registerEnumType(PerformanceBenchmarkValue, {
  name: 'PerformanceBenchmark',
  description: 'An index to compare with (its price, from the market-data source).',
  valuesConfig: {
    IBEX35: { description: 'IBEX 35 (Madrid).' },
    SP500: { description: 'S&P 500 (New York).' },
    TAIEX: { description: 'TAIEX (Taipei).' },
  },
});

export enum PerformanceStateValue {
  EMPTY = 'EMPTY',
  FIRST_DAY = 'FIRST_DAY',
  READY = 'READY',
}
registerEnumType(PerformanceStateValue, {
  name: 'PerformanceState',
  description: 'Whether there is a performance to show yet.',
  valuesConfig: {
    EMPTY: { description: 'No deposit yet.' },
    FIRST_DAY: { description: 'Money has arrived; the first valuation comes after the day’s close.' },
    READY: { description: 'Valued: the figures are there.' },
  },
});

@ArgsType()
export class PerformanceArgs {
  @Field(() => PerformancePeriodValue, { defaultValue: PerformancePeriodValue.ONE_MONTH, description: 'The period.' })
  @IsIn(Object.values(PerformancePeriodValue), { context: { code: CommonError.BAD_INPUT } })
  period: PerformancePeriodValue;

  @Field(() => PerformanceBenchmarkValue, { nullable: true, description: 'The index to compare with; omitted: none.' })
  @IsOptional()
  @IsIn(Object.values(PerformanceBenchmarkValue), { context: { code: CommonError.BAD_INPUT } })
  benchmark?: PerformanceBenchmarkValue | null;

  @Field({ defaultValue: 'EUR', description: 'The display currency: EUR or USD (every figure converted at its day’s rate).' })
  @IsIn(['EUR', 'USD'], { context: { code: CommonError.BAD_INPUT } })
  currency: string;

  @Field(() => String, { nullable: true, description: 'Language of instrument names: en, es, fr, zh-Hans or zh-Hant.' })
  @IsOptional()
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(8, { context: { code: CommonError.BAD_INPUT } })
  lang?: string | null;
}

@ArgsType()
export class OpsUserPerformanceArgs extends PerformanceArgs {
  @Field(() => ID, { description: 'The user.' })
  @IsString({ context: { code: CommonError.BAD_INPUT } })
  @MaxLength(64, { context: { code: CommonError.BAD_INPUT } })
  userId: string;
}

@ObjectType({ description: 'One day of the chart.' })
export class PerformancePoint {
  @Field({ description: 'The day (its close), YYYY-MM-DD.' })
  day: string;

  @Field(() => DecimalScalar, { description: 'The account’s value at that close, in the display currency.' })
  value: string;

  @Field(() => DecimalScalar, { description: 'The account’s time-weighted growth, 100 at the period’s start.' })
  index: string;

  @Field(() => DecimalScalar, { nullable: true, description: 'The benchmark rebased to 100 at the period’s start; null without one.' })
  benchmark: string | null;
}

@ObjectType({ description: 'One parameter of an explanation step (a locale-free value the app formats).' })
export class PerformanceStepParam {
  @Field({ description: 'Its name in the step’s message.' })
  name: string;

  @Field({ description: 'Its value: a plain decimal with a dot, an ISO day or a count.' })
  value: string;
}

@ObjectType({ description: 'One step of a figure’s formula in words: a message key the app words in the user’s language.' })
export class PerformanceStep {
  @Field({ description: 'The message key, e.g. twr.dayReturn.' })
  key: string;

  @Field(() => [PerformanceStepParam], { description: 'Its parameters.' })
  params: PerformanceStepParam[];
}

@ObjectType({ description: 'How a figure was computed.' })
export class PerformanceExplanation {
  @Field({ description: 'The figure: twr or mwr.' })
  figure: string;

  @Field(() => [PerformanceStep], { description: 'The steps, in order.' })
  steps: PerformanceStep[];
}

@ObjectType({ description: 'The period’s profit by what made it, in the display currency; the lines add up to the total.' })
export class PerformanceBreakdown {
  @Field(() => DecimalScalar, { description: 'Profit or loss of positions closed in the period (before charges).' })
  realised: string;

  @Field(() => DecimalScalar, { description: 'Change in the open positions’ profit at the closes (before charges).' })
  unrealised: string;

  @Field(() => DecimalScalar, { description: 'Dividends received (before tax withheld), less those a short paid.' })
  dividends: string;

  @Field(() => DecimalScalar, { description: 'Fund earnings, less loan interest.' })
  interest: string;

  @Field(() => DecimalScalar, { description: 'Every charge paid (negative).' })
  charges: string;

  @Field(() => DecimalScalar, { description: 'Taxes paid or withheld (negative).' })
  taxes: string;

  @Field(() => DecimalScalar, { description: 'Corrections by ops (each a journal entry with its reason).' })
  other: string;

  @Field(() => DecimalScalar, {
    description: 'Exchanges between the user’s currencies and rate moves in the conversion to the display currency.',
  })
  currency: string;

  @Field(() => DecimalScalar, { description: 'End value − start value − net deposits: the sum of the lines above.' })
  total: string;
}

@ObjectType({ description: 'One slice of an allocation.' })
export class AllocationSliceView {
  @Field({ description: 'What it is: a market code (ES, US, TW, GOLD), a sector code, a symbol or a currency.' })
  key: string;

  @Field({ description: 'Its name (an instrument’s in the asked language; otherwise the key, which the app words).' })
  label: string;

  @Field(() => DecimalScalar, { description: 'Its value in the display currency.' })
  value: string;

  @Field(() => DecimalScalar, { description: 'Its share of the group, as a fraction (0.25 = 25 %).' })
  share: string;
}

@ObjectType({ description: 'Where the money is now, at the latest quotes, in the display currency.' })
export class PerformanceAllocation {
  @Field(() => DecimalScalar, { description: 'The open positions’ market value (shares × latest price).' })
  invested: string;

  @Field(() => DecimalScalar, { description: 'Cash, available and frozen.' })
  cash: string;

  @Field(() => [AllocationSliceView], { description: 'Positions by market.' })
  byMarket: AllocationSliceView[];

  @Field(() => [AllocationSliceView], { description: 'Positions by sector.' })
  bySector: AllocationSliceView[];

  @Field(() => [AllocationSliceView], { description: 'Positions by instrument, largest first.' })
  byInstrument: AllocationSliceView[];

  @Field(() => [AllocationSliceView], { description: 'Cash and positions by currency.' })
  byCurrency: AllocationSliceView[];

  @Field(() => [String], { description: 'Instruments above 25 % of the positions’ value.' })
  concentrated: string[];

  @Field({ description: 'Some price is from the simulated feed.' })
  simulated: boolean;
}

@ObjectType({ description: 'An FX mid rate used (pair EURUSD = USD per EUR).' })
export class PerformanceRate {
  @Field({ description: 'The pair.' })
  pair: string;

  @Field(() => DecimalScalar, { description: 'The mid rate.' })
  rate: string;
}

@ObjectType({ description: 'A user’s portfolio performance over a period: returns, chart, profit by cause, benchmark and allocation.' })
export class Performance {
  @Field(() => PerformanceStateValue, { description: 'Whether there is anything to show yet.' })
  state: PerformanceStateValue;

  @Field(() => PerformancePeriodValue, { description: 'The period asked for.' })
  period: PerformancePeriodValue;

  @Field({ description: 'The display currency.' })
  currency: string;

  @Field(() => String, { nullable: true, description: 'The last day valued (each account at its end, after every market’s close).' })
  valuedTo: string | null;

  @Field(() => String, { nullable: true, description: 'The close the period starts from.' })
  from: string | null;

  @Field(() => String, { nullable: true, description: 'The close it ends at.' })
  to: string | null;

  @Field({ description: 'The period was cut to start the day before the first deposit.' })
  clamped: boolean;

  @Field(() => DecimalScalar, { nullable: true, description: 'The value at the start.' })
  startValue: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The value at the end.' })
  endValue: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Deposits less withdrawals in the period.' })
  netFlows: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Time-weighted return (fraction); null with no money at work.' })
  twr: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Money-weighted return (XIRR), a year (fraction); null when undefined.' })
  mwrAnnual: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Money-weighted return over the period (fraction).' })
  mwrPeriod: string | null;

  @Field(() => [PerformanceExplanation], { description: 'How the returns were computed.' })
  explanations: PerformanceExplanation[];

  @Field(() => [PerformancePoint], { description: 'The chart: one point per close from the start.' })
  points: PerformancePoint[];

  @Field(() => PerformanceBreakdown, { nullable: true, description: 'The profit by cause.' })
  breakdown: PerformanceBreakdown | null;

  @Field(() => PerformanceBenchmarkValue, { nullable: true, description: 'The benchmark compared with.' })
  benchmark: PerformanceBenchmarkValue | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'The benchmark’s price return over the period (fraction).' })
  benchmarkReturn: string | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Time-weighted return less the benchmark’s (fraction).' })
  benchmarkDifference: string | null;

  @Field({ description: 'The benchmark’s closes are simulated.' })
  benchmarkSimulated: boolean;

  @Field({ description: 'Some close valued in the period is simulated.' })
  simulated: boolean;

  @Field({ description: 'Some amount had no FX rate recorded for its day and is left out.' })
  missingRates: boolean;

  @Field(() => Int, { description: 'Days in the chart.' })
  days: number;

  @Field(() => PerformanceAllocation, { description: 'Where the money is now.' })
  allocation: PerformanceAllocation;

  @Field(() => [PerformanceRate], { description: 'The FX mid rates of the period’s last day.' })
  rates: PerformanceRate[];
}
