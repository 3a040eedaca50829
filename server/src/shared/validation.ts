import { MaxLength, ValidateBy } from 'class-validator';
import { CommonError } from './common.errors';

/** Text inputs are at most 140 characters (PRODUCT.md §8); longer ones are refused with TEXT_TOO_LONG. */
export const MAX_TEXT_LENGTH = 140;
/** Multi-line text (notes an ops user may write on several lines). */
export const MAX_MULTI_LINE_LENGTH = 2000;

// C0 controls, DEL and C1 controls. Tab and line feed are allowed only where text may span lines.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const CONTROL_SINGLE_LINE = /[\u0000-\u001f\u007f-\u009f]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's job
const CONTROL_MULTI_LINE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/;

/** True when the text holds a control character (a NUL byte among them) that no text field accepts. */
export function hasControlCharacter(text: string, opts: { multiLine?: boolean } = {}): boolean {
  return (opts.multiLine ? CONTROL_MULTI_LINE : CONTROL_SINGLE_LINE).test(text);
}

/**
 * The first string anywhere inside a value (variables, nested inputs, lists) that holds a control
 * character other than tab and line feed, or undefined. The GraphQL edge refuses those with BAD_INPUT
 * before anything resolves, whatever the field's own validators say.
 */
export function findControlCharacter(value: unknown, depth = 0): string | undefined {
  if (typeof value === 'string') return hasControlCharacter(value, { multiLine: true }) ? value : undefined;
  if (depth > 32 || value === null || typeof value !== 'object') return undefined;
  for (const item of Array.isArray(value) ? value : Object.values(value as Record<string, unknown>)) {
    const found = findControlCharacter(item, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

function NoControlCharacters(multiLine: boolean): PropertyDecorator {
  return ValidateBy(
    {
      name: multiLine ? 'noControlCharactersMultiLine' : 'noControlCharacters',
      validator: { validate: (value: unknown) => typeof value !== 'string' || !hasControlCharacter(value, { multiLine }) },
    },
    { context: { code: CommonError.BAD_INPUT }, message: '$property holds a control character' },
  );
}

/** One line of text: at most 140 characters, no control characters (BAD_INPUT). */
export function ShortText(): PropertyDecorator {
  const max = MaxLength(MAX_TEXT_LENGTH, { context: { code: CommonError.TEXT_TOO_LONG } });
  const clean = NoControlCharacters(false);
  return (target, key) => {
    clean(target, key);
    max(target, key);
  };
}

/** Text that may span lines: tabs and line feeds allowed, other control characters refused. */
export function MultiLineText(max = MAX_MULTI_LINE_LENGTH): PropertyDecorator {
  const length = MaxLength(max, { context: { code: CommonError.TEXT_TOO_LONG } });
  const clean = NoControlCharacters(true);
  return (target, key) => {
    clean(target, key);
    length(target, key);
  };
}
