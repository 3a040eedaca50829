import Big from 'big.js';

// Figures the fund screens show before confirm, computed exactly (decimal strings, never floats), the way
// the server computes them: earnings rounded down to the cent. Tested in fundRules.test.ts.

/** What `amount` earns over `days` at `annualRate`: amount × rate × days ÷ 365, rounded down. */
export function expectedEarnings(amount: string, annualRate: string, days: number): string {
  return new Big(amount).times(annualRate).times(days).div(365).round(2, Big.roundDown).toFixed(2);
}

/** A valid amount for the product: positive, at most two decimals, within [min, max]; else the message id of why not. */
export function amountProblem(amount: string, min: string, max: string): string | null {
  if (!/^\d+(\.\d{1,2})?$/.test(amount)) return 'fund.form.amountInvalid';
  const a = new Big(amount);
  if (a.lt(min) || a.gt(max)) return 'error.FUND_AMOUNT_OUT_OF_RANGE';
  return null;
}

/** Tone of a holding's status chip. */
export function holdingTone(status: string): 'pending' | 'ok' | 'failed' | 'neutral' {
  if (status === 'PENDING') return 'pending';
  if (status === 'HOLDING' || status === 'ENDED') return 'ok';
  if (status === 'REJECTED') return 'failed';
  return 'neutral';
}
