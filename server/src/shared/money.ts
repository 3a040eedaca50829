import Decimal from 'decimal.js';

// The one decimal type for money and quantities. Never a JavaScript float.
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN, toExpNeg: -40, toExpPos: 40 });
export type Money = Decimal;

export const CASH_DECIMALS = 2;
export const PRICE_DECIMALS = 4;

/** Parses a decimal string strictly (no exponent, no spaces); returns null when it is not one. */
export function parseDecimal(raw: string): Decimal | null {
  if (!/^-?\d{1,30}(\.\d{1,20})?$/.test(raw)) return null;
  return new Money(raw);
}

/** Number of digits after the decimal point as written. */
export function decimalPlaces(value: Decimal): number {
  return value.decimalPlaces();
}

/** Plain string form, never exponent notation, for storage and the GraphQL Decimal scalar. */
export function toPlain(value: Decimal): string {
  return value.toFixed();
}
