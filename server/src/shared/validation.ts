import { MaxLength } from 'class-validator';
import { CommonError } from './common.errors';

/** Text inputs are at most 140 characters (PRODUCT.md §8); longer ones are refused with TEXT_TOO_LONG. */
export const MAX_TEXT_LENGTH = 140;

export function ShortText(): PropertyDecorator {
  return MaxLength(MAX_TEXT_LENGTH, { context: { code: CommonError.TEXT_TOO_LONG } });
}
