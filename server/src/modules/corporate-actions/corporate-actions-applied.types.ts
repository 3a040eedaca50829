import type Decimal from 'decimal.js';
import { Equals, IsBoolean, IsInt, IsOptional, Length, Max, MaxLength, Min } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';
import { TradeDirection } from '../trading/trading.types';
import { CorporateActionsError } from './corporate-actions.errors';

export enum DividendStatus {
  PENDING = 'pending',
  PAID = 'paid',
}
registerEnumType(DividendStatus, {
  name: 'DividendStatus',
  description: 'A dividend owed to (or, short, by) a position: recorded at the ex-date, paid on the pay date.',
  valuesConfig: {
    PENDING: { description: 'Entitled at the ex-date; paid on the pay date (payDate; null while the company has not published it).' },
    PAID: { description: 'Paid: gross, withholding and net are final and in the ledger.' },
  },
});

@ObjectType({ description: 'A dividend of one position: what it was entitled to at the ex-date and, once paid, what moved.' })
export class DividendPayment {
  @Field(() => ID, { description: 'The entitlement.' })
  id: string;

  @Field(() => ID, { description: 'The position it is owed to (or by, short).' })
  positionId: string;

  @Field({ description: "The position's trade number (T…)." })
  tradeNo: string;

  @Field({ description: 'Instrument, e.g. US:AAPL.' })
  symbol: string;

  @Field(() => TradeDirection, { description: 'LONG receives the dividend net of withholding; SHORT pays the lender the gross.' })
  direction: TradeDirection;

  @Field(() => DividendStatus, { description: 'PENDING until the pay date, then PAID.' })
  status: DividendStatus;

  @Field({ description: 'Ex-date (YYYY-MM-DD): positions open when it began are entitled.' })
  exDate: string;

  @Field(() => String, { nullable: true, description: 'Pay date (YYYY-MM-DD), null while not published.' })
  payDate: string | null;

  @Field(() => Int, { description: 'Shares held when the ex-date began (before any split that day).' })
  shares: number;

  @Field(() => DecimalScalar, { description: 'Dividend per share, in dividendCurrency.' })
  amountPerShare: Decimal;

  @Field({ description: "The company's currency of the dividend (EUR, USD, TWD)." })
  dividendCurrency: string;

  @Field({ description: 'The currency it is paid in: the position’s settlement currency.' })
  currency: string;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'Server mid rate used (dividendCurrency per currency), null when the same currency.',
  })
  fxRate: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'shares × amount per share in `currency`, rounded down to the cent (null while pending).',
  })
  gross: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'What rounding down to the cent left (< 0.01), recorded, not paid.' })
  remainder: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Withholding rate applied (0 for a short), e.g. 0.15.' })
  withholdingRate: Decimal | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether the W-8BEN treaty form was on file on the pay date.' })
  treatyForm: boolean | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Tax withheld (rounded half up to the cent).' })
  withholding: Decimal | null;

  @Field(() => DecimalScalar, { nullable: true, description: 'Long: credited (gross − withholding). Short: debited (the gross).' })
  net: Decimal | null;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: "Short only: the part taken from the position's margin because free cash did not cover it.",
  })
  fromMargin: Decimal | null;

  @Field(() => Date, { nullable: true, description: 'When it was paid (null while pending).' })
  paidAt: Date | null;

  @Field({ description: 'The calendar entry comes from simulated market data (shown labelled).' })
  simulated: boolean;
}

@ObjectType({ description: 'Dividends of one year (by pay date; pending by ex-date) in one currency.' })
export class DividendTotal {
  @Field({ description: 'The currency paid in (the positions’ settlement currency).' })
  currency: string;

  @Field(() => DecimalScalar, { description: 'Gross received by longs minus gross paid by shorts.' })
  gross: Decimal;

  @Field(() => DecimalScalar, { description: 'Tax withheld on longs.' })
  withholding: Decimal;

  @Field(() => DecimalScalar, { description: 'Received by longs minus paid by shorts.' })
  net: Decimal;

  @Field(() => Int, { description: 'Payments counted.' })
  count: number;
}

@ObjectType({ description: "The user's dividends of one year." })
export class DividendYear {
  @Field(() => Int, { description: 'The calendar year shown.' })
  year: number;

  @Field(() => [Int], { description: 'Years with any dividend, newest first (for the year picker).' })
  years: number[];

  @Field(() => [DividendTotal], { description: 'Paid totals per currency.' })
  totals: DividendTotal[];

  @Field(() => [DividendPayment], { description: 'Newest first; pending ones first of all.' })
  items: DividendPayment[];
}

@ObjectType({ description: 'A split applied to a position: its shares and entry price changed by the ratio, its value unchanged.' })
export class PositionSplit {
  @Field(() => ID, { description: 'The adjustment.' })
  id: string;

  @Field({ description: 'Effective date (YYYY-MM-DD).' })
  exDate: string;

  @Field(() => String, { nullable: true, description: 'The calendar’s label, e.g. "3-for-2 split".' })
  label: string | null;

  @Field(() => DecimalScalar, { description: 'Old shares…' })
  ratioFrom: Decimal;

  @Field(() => DecimalScalar, { description: '…become this many new shares.' })
  ratioTo: Decimal;

  @Field(() => Int, { description: 'Shares held before the split.' })
  sharesBefore: number;

  @Field(() => Int, { description: 'Whole shares after (0: the position closed as cash in lieu).' })
  sharesAfter: number;

  @Field(() => DecimalScalar, { description: 'Entry price before the split.' })
  entryPriceBefore: Decimal;

  @Field(() => DecimalScalar, { description: 'Entry price after: before × from / to, 4 decimals.' })
  entryPriceAfter: Decimal;

  @Field(() => DecimalScalar, { description: 'The share left over (< 1), paid as cash in lieu.' })
  fraction: Decimal;

  @Field(() => DecimalScalar, {
    nullable: true,
    description: 'The last close before the split, in post-split terms: the fraction’s price.',
  })
  closePrice: Decimal | null;

  @Field(() => String, { nullable: true, description: 'The day of that close (YYYY-MM-DD).' })
  closeDate: string | null;

  @Field(() => DecimalScalar, {
    description: 'Cash paid for the fraction (its margin back plus its profit, or less its loss), no charges.',
  })
  cashInLieu: Decimal;

  @Field({ description: 'Settlement currency of the cash.' })
  currency: string;

  @Field({ description: 'When it was applied.' })
  at: Date;

  @Field({ description: 'The split comes from simulated market data (shown labelled).' })
  simulated: boolean;
}

@ObjectType({ description: "What corporate actions did to one of the user's positions." })
export class PositionCorporateActions {
  @Field(() => [DividendPayment], { description: 'Dividends received (or paid, short), newest first.' })
  dividends: DividendPayment[];

  @Field(() => [DividendTotal], { description: 'Paid dividends summed per currency.' })
  totals: DividendTotal[];

  @Field(() => [PositionSplit], { description: 'Splits applied, oldest first.' })
  splits: PositionSplit[];
}

@ObjectType({ description: 'The dividend behind a statement line: gross, tax withheld and net.' })
export class StatementDividend {
  @Field(() => DecimalScalar, { description: 'shares × amount per share in the line’s currency, rounded down to the cent.' })
  gross: Decimal;

  @Field(() => DecimalScalar, { description: 'Withholding rate applied (0 for a short), e.g. 0.19.' })
  withholdingRate: Decimal;

  @Field(() => DecimalScalar, { description: 'Tax withheld, in the line’s currency.' })
  withholding: Decimal;

  @Field(() => DecimalScalar, { description: 'A long received gross − withholding; a short paid the gross.' })
  net: Decimal;

  @Field(() => Int, { description: 'Shares held when the ex-date began.' })
  shares: number;

  @Field(() => DecimalScalar, { description: 'Dividend per share, in dividendCurrency.' })
  amountPerShare: Decimal;

  @Field({ description: 'The company’s currency of the dividend.' })
  dividendCurrency: string;
}

@ObjectType({ description: 'The W-8BEN treaty declaration on file: US dividends are withheld at the treaty rate while it is valid.' })
export class TaxForm {
  @Field(() => ID, { description: 'The declaration.' })
  id: string;

  @Field({ description: 'w8ben.' })
  form: string;

  @Field({ description: 'Country of tax residence (ISO 3166 alpha-2).' })
  country: string;

  @Field({ description: 'The name signed, as on the passed real-name record.' })
  fullName: string;

  @Field({ description: 'When it was signed.' })
  signedAt: Date;

  @Field({ description: 'Valid to the end of this day (YYYY-MM-DD): the end of the third year after signing.' })
  validUntil: string;
}

@InputType({ description: 'Signing the W-8BEN: a declaration by a non-US person of their country of tax residence.' })
export class SignTaxFormInput {
  @Field({ description: 'Country of tax residence, ISO 3166 alpha-2 (not US).' })
  @Length(2, 2, { context: { code: CorporateActionsError.TAX_FORM_COUNTRY_INVALID } })
  country: string;

  @Field({ description: 'Full name, as on the passed real-name record.' })
  @ShortText()
  @MaxLength(140, { context: { code: CommonError.TEXT_TOO_LONG } })
  fullName: string;

  @Field({ description: 'Whether the signer is a US citizen or resident (then the form cannot be signed).' })
  @IsBoolean()
  usPerson: boolean;

  @Field({ description: 'Must be true: the signer read the declaration and certifies it is true.' })
  @Equals(true, { context: { code: CorporateActionsError.TAX_FORM_NOT_CONFIRMED } })
  confirm: boolean;
}

@ArgsType()
export class DividendYearArgs {
  @Field(() => Int, { nullable: true, description: 'Calendar year (default: the latest year with a dividend, else this year).' })
  @IsOptional()
  @IsInt()
  @Min(2000)
  @Max(2200)
  year?: number | null;
}
