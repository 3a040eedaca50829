/** The stock code as typed: trimmed and in capitals ("us:aapl " → "US:AAPL"); empty when nothing was typed. */
export function normaliseSymbol(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The amount must be a positive whole number (the server checks the published limits too). */
export function checkAmount(raw: string): { ok: true; amount: string } | { ok: false; messageId: string } {
  const t = raw.trim();
  if (!/^\d+$/.test(t) || /^0+$/.test(t)) return { ok: false, messageId: 'error.INTRADAY_AMOUNT_INVALID' };
  return { ok: true, amount: t.replace(/^0+/, '') };
}

/** The currency an amount for this stock is held in: Spain's in EUR, every other market's in USD (Taiwan's settle in USD). */
export function settlementCurrencyOf(symbol: string): string {
  return symbol.startsWith('ES:') ? 'EUR' : 'USD';
}
