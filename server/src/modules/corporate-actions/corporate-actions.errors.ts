import type { ErrorDescriptions } from '../../graphql/error-codes';

// Codes of the treaty declaration (dividends and splits are applied by the job: no user input).
export enum CorporateActionsError {
  TAX_FORM_NAME_MISMATCH = 'TAX_FORM_NAME_MISMATCH',
  TAX_FORM_US_PERSON = 'TAX_FORM_US_PERSON',
  TAX_FORM_COUNTRY_INVALID = 'TAX_FORM_COUNTRY_INVALID',
  TAX_FORM_NOT_CONFIRMED = 'TAX_FORM_NOT_CONFIRMED',
}

export const corporateActionsErrorDescriptions: ErrorDescriptions<CorporateActionsError> = {
  TAX_FORM_NAME_MISMATCH: 'The name signed on the W-8BEN must be the name of the passed real-name record. Nothing was stored.',
  TAX_FORM_US_PERSON: 'A US citizen or resident cannot sign a W-8BEN (the US withholds 30 % or reports instead). Nothing was stored.',
  TAX_FORM_COUNTRY_INVALID: 'The country of tax residence must be a two-letter ISO 3166 code. Nothing was stored.',
  TAX_FORM_NOT_CONFIRMED: 'The declaration must be confirmed (confirm: true) after reading it. Nothing was stored.',
};
