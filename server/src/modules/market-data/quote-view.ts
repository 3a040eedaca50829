import { Money } from '../../shared/money';
import type { OhlcvBar } from './bar-rules';
import { type ShareSplit, sharesOn } from './index-rules';
import type { Quote } from './market-data.types';
import { changeOf, decimalToUnits, marketValueOf, minDecimalsForTick, tickUnitsAt } from './quote-rules';
import type { StoredQuote } from './quote-store';
import { SHARES_REFERENCE_DATE } from './seed-instruments';
import type { SymbolMeta } from './symbol-directory';

function fixed(value: string, decimals: number): string {
  return new Money(value).toFixed(decimals);
}

/** Decimal places of a price of this symbol at this level (indices: 2). */
export function priceDecimals(meta: SymbolMeta, price: string): number {
  return meta.kind === 'index' ? 2 : minDecimalsForTick(tickUnitsAt(meta.tickRule, meta.tickUnits, decimalToUnits(price)));
}

/** At least `decimals` places, and up to 4 when the value has them (a split-adjusted price). */
function atLeast(value: string, decimals: number): string {
  const v = new Money(value);
  return v.toFixed(Math.max(decimals, Math.min(4, v.decimalPlaces())));
}

/**
 * A bar with its prices written like the symbol's quotes (a split-adjusted price keeps its 4 places),
 * and its unadjusted close, when it has one, like the prices it was traded at.
 */
export function formatBar<B extends OhlcvBar & { unadjustedClose?: string | null }>(bar: B, meta: SymbolMeta): B {
  const d = priceDecimals(meta, bar.close);
  return {
    ...bar,
    open: atLeast(bar.open, d),
    high: atLeast(bar.high, d),
    low: atLeast(bar.low, d),
    close: atLeast(bar.close, d),
    volume: fixed(bar.volume, 0),
    unadjustedClose: bar.unadjustedClose ? fixed(bar.unadjustedClose, priceDecimals(meta, bar.unadjustedClose)) : null,
  };
}

/**
 * Shares outstanding in the terms of the quote's prices (null for gold and indices): the count on the
 * quote's trade date (see `sharesOn`). A split whose `quoteAdjusted` is set put the stored quote in
 * post-split terms at its effective date's start while keeping the session before's trade date
 * (corporate-actions/split-quote.ts), so such a quote counts the shares from that split's ex-date.
 */
export function quoteShares(
  q: Pick<StoredQuote, 'tradeDate'>,
  meta: Pick<SymbolMeta, 'kind' | 'sharesOutstanding'>,
  splits: ReadonlyArray<ShareSplit & { quoteAdjusted?: boolean }>,
): string | null {
  if (meta.kind !== 'instrument' || meta.sharesOutstanding === null) return null;
  let terms = q.tradeDate;
  for (const s of splits) if (s.quoteAdjusted && s.exDate > terms) terms = s.exDate;
  return sharesOn(meta.sharesOutstanding, splits, SHARES_REFERENCE_DATE, terms);
}

/**
 * The GraphQL Quote of a stored quote: prices on the instrument's grid, change, change %, market value
 * (price × `shares`, the count in the quote's terms: `quoteShares`).
 */
export function toQuoteView(q: StoredQuote, meta: SymbolMeta, marketOpen: boolean, shares: string | null): Quote {
  const decimals = priceDecimals(meta, q.price);
  const price = fixed(q.price, decimals);
  const previousClose = fixed(q.previousClose, decimals);
  const { change, changePercent } = changeOf(price, previousClose);
  return {
    symbol: q.symbol,
    price,
    bid: fixed(q.bid, decimals),
    ask: fixed(q.ask, decimals),
    open: fixed(q.open, decimals),
    high: fixed(q.high, decimals),
    low: fixed(q.low, decimals),
    previousClose,
    change: new Money(change).toFixed(decimals),
    changePercent,
    volume: new Money(q.volume).toFixed(0),
    marketValue: meta.kind === 'instrument' ? marketValueOf(price, shares) : null,
    currency: meta.currency,
    at: q.at instanceof Date ? q.at : new Date(q.at),
    simulated: q.simulated,
    source: q.source,
    marketOpen,
  };
}
