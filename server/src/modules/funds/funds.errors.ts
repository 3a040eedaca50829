import type { ErrorDescriptions } from '../../graphql/error-codes';
import type { ReviewReasonDescriptions } from '../review/review-reasons';

// Codes of term funds.
export enum FundError {
  FUND_NOT_AVAILABLE = 'FUND_NOT_AVAILABLE',
  FUND_AMOUNT_OUT_OF_RANGE = 'FUND_AMOUNT_OUT_OF_RANGE',
  FUND_FIGURES_INVALID = 'FUND_FIGURES_INVALID',
  FUND_NOT_HOLDING = 'FUND_NOT_HOLDING',
}

export const fundErrorDescriptions: ErrorDescriptions<FundError> = {
  FUND_NOT_AVAILABLE: 'The fund is closed to new purchases.',
  FUND_AMOUNT_OUT_OF_RANGE: "The amount is below the fund's minimum or above its maximum.",
  FUND_FIGURES_INVALID: 'Figures that do not hold together (rate, period, minimum above maximum, fee rate, currency).',
  FUND_NOT_HOLDING: 'Only a holding in progress can be redeemed early.',
};

/** Why a fund purchase may be refused, beyond the common reasons. */
export enum FundReviewReason {
  FUND_QUOTA_REACHED = 'FUND_QUOTA_REACHED',
}

export const fundReviewReasonDescriptions: ReviewReasonDescriptions<FundReviewReason> = {
  FUND_QUOTA_REACHED: "The fund's quota for this period is full.",
};
