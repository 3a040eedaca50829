import Big from 'big.js';

/** Why an amount typed by the user is refused (message id `error.<code>` or `money.amountRequired`). */
export type AmountProblem = 'AMOUNT_REQUIRED' | 'AMOUNT_INVALID' | 'AMOUNT_NOT_POSITIVE' | 'AMOUNT_TOO_PRECISE';

const SHAPE = /^\d+(\.\d*)?$|^\.\d+$/;

/**
 * The amount as the API wants it ("1234.5"): spaces dropped, a decimal comma (fr, es) read as a point.
 * Returns the text unchanged apart from that; validation is `amountProblem`.
 */
export function normaliseAmount(text: string): string {
  return text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
}

/**
 * The amount rule of PRODUCT §3: a positive decimal with at most two decimals. Checked with big.js,
 * never with JS numbers.
 */
export function amountProblem(text: string): AmountProblem | null {
  const value = normaliseAmount(text);
  if (value === '') return 'AMOUNT_REQUIRED';
  if (!SHAPE.test(value)) return 'AMOUNT_INVALID';
  const fraction = value.split('.')[1] ?? '';
  if (fraction.length > 2) return 'AMOUNT_TOO_PRECISE';
  if (!new Big(value).gt(0)) return 'AMOUNT_NOT_POSITIVE';
  return null;
}

/** The message id that explains a problem. */
export function amountProblemMessageId(problem: AmountProblem): string {
  switch (problem) {
    case 'AMOUNT_REQUIRED':
      return 'money.amountRequired';
    case 'AMOUNT_INVALID':
      return 'money.amountInvalid';
    default:
      return `error.${problem}`;
  }
}

/**
 * What an amount input may hold while typing: digits and one separator with at most two decimals.
 * Anything else typed is ignored (the previous value is kept).
 */
export function acceptAmountKeystroke(previous: string, next: string): string {
  const cleaned = next.replace(/[\s\u00a0\u202f]/g, '');
  if (cleaned === '') return '';
  if (!/^\d*([.,]\d{0,2})?$/.test(cleaned)) return previous;
  if (cleaned.replace(/[.,].*$/, '').length > 15) return previous;
  return cleaned;
}

/** a ≥ b for two API decimal strings. */
export function decimalGte(a: string, b: string): boolean {
  return new Big(a).gte(b);
}

/** True when the decimal string is strictly above zero. */
export function isPositive(value: string): boolean {
  return new Big(value).gt(0);
}
