import { DomainError } from '../../shared/domain-error';
import { localisedTexts } from '../../shared/localised-text';
import { Money } from '../../shared/money';
import { FundError } from './funds.errors';
import type { FundProductInput } from './funds.types';

/** Ops input checked: figures that hold together, EUR or USD. */
export function checkProduct(input: FundProductInput) {
  // Each text in every language ops wrote, English required (TEXT_ENGLISH_REQUIRED); the English one also
  // fills the old single-language columns.
  const texts = {
    name: localisedTexts(input.nameText, input.name),
    underlying: localisedTexts(input.underlyingText, input.underlying),
    rateSource: localisedTexts(input.rateSourceText, input.rateSource),
    disclosure: localisedTexts(input.disclosureText, input.disclosure),
  };
  const auto = input.autoApproveUpTo ?? new Money(0);
  const ok =
    ['EUR', 'USD'].includes(input.currency) &&
    Number.isInteger(input.periodDays) &&
    input.periodDays >= 1 &&
    input.periodDays <= 3660 &&
    input.annualRate.gt(0) &&
    input.annualRate.lt(1) &&
    input.annualRate.decimalPlaces() <= 6 &&
    input.minAmount.gte(1) &&
    input.maxAmount.gte(input.minAmount) &&
    input.minAmount.decimalPlaces() <= 2 &&
    input.maxAmount.decimalPlaces() <= 2 &&
    auto.gte(0) &&
    auto.decimalPlaces() <= 2 &&
    input.earlyFeeRate.gte(0) &&
    input.earlyFeeRate.lte(0.1) &&
    input.earlyFeeRate.decimalPlaces() <= 6;
  if (!ok) throw new DomainError(FundError.FUND_FIGURES_INVALID);
  return {
    texts,
    name: texts.name.en,
    underlying: texts.underlying.en,
    rateSource: texts.rateSource.en,
    currency: input.currency,
    periodDays: input.periodDays,
    annualRate: input.annualRate.toFixed(),
    minAmount: input.minAmount.toFixed(2),
    maxAmount: input.maxAmount.toFixed(2),
    autoApproveUpTo: auto.toFixed(2),
    earlyFeeRate: input.earlyFeeRate.toFixed(),
    disclosure: texts.disclosure.en,
  };
}
