import { ValidateBy } from 'class-validator';
import { registerEnumType } from 'type-graphql';
import { CommonError } from '../../shared/common.errors';

/** The reasons any review kind may refuse with. Each module adds its own; together they form ReviewReasonCode. */
export enum CommonReviewReason {
  NAME_MISMATCH = 'NAME_MISMATCH',
  LIMIT_EXCEEDED = 'LIMIT_EXCEEDED',
  SUSPECTED_FRAUD = 'SUSPECTED_FRAUD',
  DUPLICATE = 'DUPLICATE',
  OTHER = 'OTHER',
}

/**
 * What each reason means, one sentence shown on the ReviewReasonCode enum of the schema. A module's
 * reasons come with a `ReviewReasonDescriptions<ItsReason>` (so a new reason without one does not
 * typecheck), passed as `reviewReasonDescriptions` in its module declaration.
 */
export type ReviewReasonDescriptions<E extends string> = Record<E, string>;

const commonReviewReasonDescriptions: ReviewReasonDescriptions<CommonReviewReason> = {
  NAME_MISMATCH: "A name does not match the account holder's verified name.",
  LIMIT_EXCEEDED: 'A limit of the account or of the method was exceeded.',
  SUSPECTED_FRAUD: 'Refused on suspicion of fraud.',
  DUPLICATE: 'The same request was already filed.',
  OTHER: 'Another reason; the note says which.',
};

/**
 * The one ReviewReasonCode enum (why a review refused something; clients show it in the reader's
 * language): the common reasons, then every module's (`reviewReasons` in its module declaration), merged
 * by the composition root before the schema is built.
 */
export const ReviewReasonCode: Record<string, string> = { ...CommonReviewReason };
export type ReviewReasonCode = string;

// Filled as reasons register; type-graphql reads it when the schema is built.
const valuesConfig: Record<string, { description: string }> = {};

function describe(descriptions: Readonly<Record<string, string>> | undefined): void {
  for (const [key, description] of Object.entries(descriptions ?? {})) valuesConfig[key] = { description };
}
describe(commonReviewReasonDescriptions);

registerEnumType(ReviewReasonCode, {
  name: 'ReviewReasonCode',
  description: "Why a review refused something; clients show it in the reader's language (plus the note, if any).",
  valuesConfig,
});

export function registerReviewReasons(
  moduleName: string,
  reasons: Readonly<Record<string, string>>,
  descriptions?: Readonly<Record<string, string>>,
): void {
  for (const [key, value] of Object.entries(reasons)) {
    if (key !== value || !/^[A-Z][A-Z0-9_]*$/.test(key)) {
      throw new Error(`module ${moduleName}: review reason ${key} must be UPPER_SNAKE_CASE and equal its value`);
    }
    if (ReviewReasonCode[key] !== undefined) throw new Error(`module ${moduleName}: review reason ${key} is already declared`);
    if (!descriptions?.[key]) throw new Error(`module ${moduleName}: review reason ${key} needs a description`);
  }
  describe(descriptions);
  Object.assign(ReviewReasonCode, reasons);
}

export function isReviewReasonCode(code: unknown): code is ReviewReasonCode {
  return typeof code === 'string' && Object.hasOwn(ReviewReasonCode, code);
}

/**
 * A ReviewReasonCode (BAD_INPUT otherwise), checked against the merged enum when the input is validated:
 * modules register their reasons after the input classes are declared, so a list taken at declaration
 * (`@IsIn(Object.values(…))`) would miss them.
 */
export function IsReviewReason(): PropertyDecorator {
  return ValidateBy(
    { name: 'isReviewReason', validator: { validate: (value: unknown) => isReviewReasonCode(value) } },
    { context: { code: CommonError.BAD_INPUT }, message: '$property is not a review reason' },
  );
}
