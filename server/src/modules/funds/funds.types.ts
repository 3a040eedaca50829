import type Decimal from 'decimal.js';
import { IsInt, IsOptional, ValidateNested } from 'class-validator';
import { Arg, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import {
  LocalisedLongTextInput,
  LocalisedText,
  LocalisedTextInput,
  LocalisedTextValues,
  type LocalisedTexts,
  localise,
  localisedValues,
} from '../../shared/localised-text';
import { PageType } from '../../shared/pagination';
import { MultiLineText, ShortText } from '../../shared/validation';

export enum FundHoldingStatus {
  PENDING = 'pending',
  HOLDING = 'holding',
  ENDED = 'ended',
  REDEEMED = 'redeemed',
  REJECTED = 'rejected',
}
registerEnumType(FundHoldingStatus, {
  name: 'FundHoldingStatus',
  description:
    'pending review (amount held) → holding (earning daily) → ended (principal and earnings returned) | redeemed early | rejected (released).',
  valuesConfig: {
    PENDING: { description: 'Waiting for review; the amount is held.' },
    HOLDING: { description: 'Approved: the principal is in the fund and earns every calendar day.' },
    ENDED: { description: 'Matured: principal and earnings returned to the available balance.' },
    REDEEMED: { description: 'Redeemed early: principal and earnings returned less the disclosed early-redemption fee.' },
    REJECTED: { description: 'Review rejected: the held amount was released; the reason is shown.' },
  },
});

export enum FundProductStatus {
  OPEN = 'open',
  CLOSED = 'closed',
}
registerEnumType(FundProductStatus, {
  name: 'FundProductStatus',
  description: 'open (taking purchases) or closed (no new purchases; holdings run to their end).',
  valuesConfig: { OPEN: { description: 'Taking purchases.' }, CLOSED: { description: 'No new purchases.' } },
});

@ObjectType({ description: 'Every language version of a fund’s texts (ops forms).' })
export class FundProductTranslations {
  @Field(() => LocalisedTextValues, { description: 'Name.' })
  name: LocalisedTextValues;
  @Field(() => LocalisedTextValues, { description: 'Underlying.' })
  underlying: LocalisedTextValues;
  @Field(() => LocalisedTextValues, { description: 'Rate source.' })
  rateSource: LocalisedTextValues;
  @Field(() => LocalisedTextValues, { description: 'Disclosure.' })
  disclosure: LocalisedTextValues;
}

@ObjectType({ description: 'A term fund published by ops.' })
export class FundProduct {
  @Field(() => ID, { description: 'Product id.' })
  id: string;
  @Field({ description: 'Name shown to users, in English.', deprecationReason: 'Use nameText; removed after 2027-06-01' })
  name: string;
  @Field({ description: 'What the fund invests in, in English.', deprecationReason: 'Use underlyingText; removed after 2027-06-01' })
  underlying: string;
  @Field({
    description: 'Where its rate comes from (e.g. "ECB deposit facility rate + 0.50 %"), in English.',
    deprecationReason: 'Use rateSourceText; removed after 2027-06-01',
  })
  rateSource: string;
  /** Every language version of the texts ops wrote (read by the fields below). */
  texts: { name: LocalisedTexts; underlying: LocalisedTexts; rateSource: LocalisedTexts; disclosure: LocalisedTexts };
  @Field(() => LocalisedText, { description: 'Name shown to users, in the reader’s language (English, flagged, when untranslated).' })
  nameText(
    @Arg('lang', () => String, {
      nullable: true,
      description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
    })
    lang?: string | null,
  ): LocalisedText {
    return localise(this.texts.name, lang);
  }
  @Field(() => LocalisedText, { description: 'What the fund invests in, in the reader’s language.' })
  underlyingText(
    @Arg('lang', () => String, {
      nullable: true,
      description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
    })
    lang?: string | null,
  ): LocalisedText {
    return localise(this.texts.underlying, lang);
  }
  @Field(() => LocalisedText, { description: 'Where its rate comes from, in the reader’s language.' })
  rateSourceText(
    @Arg('lang', () => String, {
      nullable: true,
      description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
    })
    lang?: string | null,
  ): LocalisedText {
    return localise(this.texts.rateSource, lang);
  }
  @Field(() => LocalisedText, { description: 'The risk disclosure shown before purchase, in the reader’s language.' })
  disclosureText(
    @Arg('lang', () => String, {
      nullable: true,
      description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
    })
    lang?: string | null,
  ): LocalisedText {
    return localise(this.texts.disclosure, lang);
  }
  @Field(() => FundProductTranslations, { description: 'Ops: every language version of the name, underlying, rate source and disclosure.' })
  translations(): FundProductTranslations {
    return Object.assign(new FundProductTranslations(), {
      name: localisedValues(this.texts.name),
      underlying: localisedValues(this.texts.underlying),
      rateSource: localisedValues(this.texts.rateSource),
      disclosure: localisedValues(this.texts.disclosure),
    });
  }
  @Field({ description: 'Currency of the principal and earnings.' })
  currency: string;
  @Field(() => Int, { description: 'Term in calendar days.' })
  periodDays: number;
  @Field(() => DecimalScalar, { description: 'Annual yield rate (0.035 = 3.5 %).' })
  annualRate: Decimal;
  @Field(() => DecimalScalar, { description: 'Daily profit rate: annual ÷ 365.' })
  dailyRate: Decimal;
  @Field(() => DecimalScalar, { description: 'Minimum purchase amount.' })
  minAmount: Decimal;
  @Field(() => DecimalScalar, { description: 'Maximum purchase amount.' })
  maxAmount: Decimal;
  @Field(() => DecimalScalar, {
    description: 'Purchases up to this amount are approved automatically (0: every purchase is reviewed by ops).',
  })
  autoApproveUpTo: Decimal;
  @Field(() => DecimalScalar, { description: 'Early-redemption fee, a rate of the principal (the early-redemption rule).' })
  earlyFeeRate: Decimal;
  @Field({
    description: 'The disclosure shown before purchase, in English.',
    deprecationReason: 'Use disclosureText; removed after 2027-06-01',
  })
  disclosure: string;
  @Field(() => FundProductStatus, { description: 'open or closed.' })
  status: FundProductStatus;
  @Field({ description: 'When it was published.' })
  createdAt: Date;
}

@ObjectType({ description: 'One day of a holding’s earnings (one journal entry).' })
export class FundAccrual {
  @Field({ description: 'The calendar day (UTC), YYYY-MM-DD.' })
  day: string;
  @Field(() => DecimalScalar, { description: 'Earnings of that day, rounded down to the cent (remainder carried).' })
  amount: Decimal;
}

@ObjectType({ description: 'A fund holding of the user (PRODUCT.md §5 holding fields).' })
export class FundHolding {
  @Field(() => ID, { description: 'Holding id.' })
  id: string;
  @Field({ description: 'Order number (F…).' })
  orderNo: string;
  @Field(() => ID, { description: 'The product.' })
  productId: string;
  @Field({ description: 'Product name, in English.', deprecationReason: 'Use productNameText; removed after 2027-06-01' })
  productName: string;
  /** Every language version of the product's name. */
  productNames: LocalisedTexts;
  @Field(() => LocalisedText, { description: 'Product name in the reader’s language (English, flagged, when untranslated).' })
  productNameText(
    @Arg('lang', () => String, {
      nullable: true,
      description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
    })
    lang?: string | null,
  ): LocalisedText {
    return localise(this.productNames, lang);
  }
  @Field({ description: 'Currency.' })
  currency: string;
  @Field(() => DecimalScalar, { description: 'Principal.' })
  principal: Decimal;
  @Field(() => Int, { description: 'Period in days.' })
  periodDays: number;
  @Field(() => DecimalScalar, { description: 'Annual yield rate.' })
  annualRate: Decimal;
  @Field(() => DecimalScalar, { description: 'Daily profit rate (annual ÷ 365).' })
  dailyRate: Decimal;
  @Field(() => DecimalScalar, {
    description: 'A full day’s earnings before rounding carry: principal × annual ÷ 365, to the cent (rounded down).',
  })
  dailyEarnings: Decimal;
  @Field(() => Int, { description: 'Days that have earned so far.' })
  earningDays: number;
  @Field(() => DecimalScalar, { description: 'Earnings accrued so far (net: no charge is taken from earnings).' })
  earnings: Decimal;
  @Field(() => DecimalScalar, { description: 'Holding amount: principal + earnings accrued.' })
  holdingAmount: Decimal;
  @Field(() => DecimalScalar, {
    description: 'What the holding earns over the full period (principal × annual × days ÷ 365, rounded down).',
  })
  expectedEarnings: Decimal;
  @Field(() => DecimalScalar, { description: 'Early-redemption fee rate of the principal.' })
  earlyFeeRate: Decimal;
  @Field(() => DecimalScalar, { nullable: true, description: 'The early-redemption fee charged (redeemed holdings).' })
  earlyFee: Decimal | null;
  @Field(() => FundHoldingStatus, { description: 'Status.' })
  status: FundHoldingStatus;
  @Field(() => String, { nullable: true, description: 'Refusal reason code (rejected).' })
  reasonCode: string | null;
  @Field(() => String, { nullable: true, description: 'Refusal note (rejected).' })
  reason: string | null;
  @Field({ description: 'Application time.' })
  appliedAt: Date;
  @Field(() => Date, { nullable: true, description: 'Start time (approval).' })
  startsAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'End (maturity) time.' })
  endsAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'When it ended, was redeemed or rejected.' })
  closedAt: Date | null;
  @Field(() => [FundAccrual], { description: 'Daily earnings posted, newest first (at most 60).' })
  accruals: FundAccrual[];
}

@ObjectType({ description: 'What an early redemption would return now, before the user confirms.' })
export class FundRedemptionPreview {
  @Field(() => ID, { description: 'The holding.' })
  holdingId: string;
  @Field(() => DecimalScalar, { description: 'Principal returned.' })
  principal: Decimal;
  @Field(() => DecimalScalar, { description: 'Earnings accrued so far.' })
  earnings: Decimal;
  @Field(() => DecimalScalar, { description: 'Early-redemption fee (the cost).' })
  fee: Decimal;
  @Field(() => DecimalScalar, { description: 'What reaches the available balance: principal + earnings − fee.' })
  receive: Decimal;
  @Field(() => DecimalScalar, { description: 'Earnings given up compared with holding to maturity.' })
  earningsForgone: Decimal;
}

export const FundProductPage = PageType(FundProduct, 'FundProductPage');
export const FundHoldingPage = PageType(FundHolding, 'FundHoldingPage');

@InputType({ description: 'A fund purchase.' })
export class BuyFundInput {
  @Field(() => ID, { description: 'The product.' })
  @ShortText()
  productId: string;
  @Field(() => DecimalScalar, { description: 'Amount (at most two decimals), within the product’s minimum and maximum.' })
  amount: Decimal;
  @Field({ description: 'Idempotency key (8–64 of A–Z a–z 0–9 _ -).' })
  @ShortText()
  idempotencyKey: string;
}

@InputType({ description: 'A fund product as ops publish it.' })
export class FundProductInput {
  @Field(() => String, { nullable: true, description: 'Name in English.', deprecationReason: 'Use nameText; removed after 2027-06-01' })
  @IsOptional()
  @ShortText()
  name?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Underlying in English.',
    deprecationReason: 'Use underlyingText; removed after 2027-06-01',
  })
  @IsOptional()
  @ShortText()
  underlying?: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'Rate source in English.',
    deprecationReason: 'Use rateSourceText; removed after 2027-06-01',
  })
  @IsOptional()
  @ShortText()
  rateSource?: string | null;
  @Field(() => LocalisedTextInput, { nullable: true, description: 'Name per language (English required).' })
  @IsOptional()
  @ValidateNested()
  nameText?: LocalisedTextInput | null;
  @Field(() => LocalisedTextInput, { nullable: true, description: 'Underlying per language (English required).' })
  @IsOptional()
  @ValidateNested()
  underlyingText?: LocalisedTextInput | null;
  @Field(() => LocalisedTextInput, { nullable: true, description: 'Rate source per language (English required).' })
  @IsOptional()
  @ValidateNested()
  rateSourceText?: LocalisedTextInput | null;
  @Field(() => LocalisedLongTextInput, { nullable: true, description: 'Risk disclosure per language (English required).' })
  @IsOptional()
  @ValidateNested()
  disclosureText?: LocalisedLongTextInput | null;
  @Field({ description: 'EUR or USD.' })
  @ShortText()
  currency: string;
  @Field(() => Int, { description: 'Period in days (1–3660).' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  periodDays: number;
  @Field(() => DecimalScalar, { description: 'Annual yield rate (0 < rate < 1).' })
  annualRate: Decimal;
  @Field(() => DecimalScalar, { description: 'Minimum amount (≥ 1).' })
  minAmount: Decimal;
  @Field(() => DecimalScalar, { description: 'Maximum amount (≥ minimum).' })
  maxAmount: Decimal;
  @Field(() => DecimalScalar, { nullable: true, description: 'Automatic approval up to this amount (default 0: all reviewed).' })
  @IsOptional()
  autoApproveUpTo?: Decimal | null;
  @Field(() => DecimalScalar, { description: 'Early-redemption fee rate of the principal (0–0.1).' })
  earlyFeeRate: Decimal;
  @Field(() => String, {
    nullable: true,
    description: 'Disclosure in English (plain text).',
    deprecationReason: 'Use disclosureText; removed after 2027-06-01',
  })
  @IsOptional()
  @MultiLineText()
  disclosure?: string | null;
}
