import Big from 'big.js';

/** Pure rules of the follow screens (tested in followRules.test.ts). Money stays in decimal strings until formatted. */

/** Up/down of the market price against the institution's buy price, as a fraction ("0.0501"); null without a price. */
export function upDown(marketPrice: string | null | undefined, buyPrice: string): string | null {
  if (!marketPrice) return null;
  try {
    const b = new Big(buyPrice);
    if (b.lte(0)) return null;
    return new Big(marketPrice).minus(b).div(b).toFixed(6);
  } catch {
    return null;
  }
}

export type Check<T> = { ok: true; value: T } | { ok: false; messageId: string };

/** Whole shares within the trade's limits, with the server's codes as messages. */
export function checkQuantity(raw: string, limits: { minQuantity: number; maxQuantity: number }): Check<number> {
  const text = raw.trim();
  if (!/^\d+$/.test(text) || Number(text) <= 0) return { ok: false, messageId: 'error.FOLLOW_QUANTITY_INVALID' };
  const n = Number(text);
  if (n < limits.minQuantity || n > limits.maxQuantity) return { ok: false, messageId: 'error.FOLLOW_QUANTITY_OUT_OF_LIMITS' };
  return { ok: true, value: n };
}

/** A tolerance typed in percent ("2", "0,5") → the fraction the server takes ("0.02"); 0 to 10 %, at most 2 decimals of a percent. */
export function checkTolerancePercent(raw: string): Check<string> {
  const text = raw.trim().replace(',', '.');
  const m = /^(\d{1,2})(?:\.(\d{1,2}))?$/.exec(text);
  if (!m) return { ok: false, messageId: 'error.FOLLOW_TOLERANCE_INVALID' };
  const hundredths = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  if (hundredths > 1000) return { ok: false, messageId: 'error.FOLLOW_TOLERANCE_INVALID' };
  // hundredths of a percent = ten-thousandths: 2.5 % → 250 → 0.0250
  return { ok: true, value: (hundredths / 10000).toFixed(4) };
}

/** The status chip's tone. */
export function statusTone(status: string): 'pending' | 'ok' | 'failed' {
  return status === 'SUCCESSFUL' ? 'ok' : status === 'FAILED' ? 'failed' : 'pending';
}
