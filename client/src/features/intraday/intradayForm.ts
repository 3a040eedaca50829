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

/**
 * The instrument a typed code names among search results: the exact symbol ("ES:SAN"), else the one
 * instrument whose code it is ("SAN"), as the server resolves it; null when none or several match.
 */
export function matchInstrument<I extends { symbol: string; code: string }>(typed: string, found: readonly I[]): I | null {
  const t = normaliseSymbol(typed);
  if (!t) return null;
  if (t.includes(':')) return found.find((i) => i.symbol.toUpperCase() === t) ?? null;
  const byCode = found.filter((i) => i.code.toUpperCase() === t);
  return byCode.length === 1 ? byCode[0] : null;
}
