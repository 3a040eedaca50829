import { Money } from '../../shared/money';
import type { OhlcvBar } from './bar-rules';
import type { Quote } from './market-data.types';
import { changeOf, decimalToUnits, marketValueOf, minDecimalsForTick, tickUnitsAt } from './quote-rules';
import type { StoredQuote } from './quote-store';
import type { SymbolMeta } from './symbol-directory';

function fixed(value: string, decimals: number): string {
  return new Money(value).toFixed(decimals);
}

/** Decimal places of a price of this symbol at this level (indices: 2). */
export function priceDecimals(meta: SymbolMeta, price: string): number {
  return meta.kind === 'index' ? 2 : minDecimalsForTick(tickUnitsAt(meta.tickRule, meta.tickUnits, decimalToUnits(price)));
}

/** A bar with its prices written like the symbol's quotes. */
export function formatBar<B extends OhlcvBar>(bar: B, meta: SymbolMeta): B {
  const d = priceDecimals(meta, bar.close);
  return {
    ...bar,
    open: fixed(bar.open, d),
    high: fixed(bar.high, d),
    low: fixed(bar.low, d),
    close: fixed(bar.close, d),
    volume: fixed(bar.volume, 0),
  };
}

/** The GraphQL Quote of a stored quote: prices on the instrument's grid, change, change %, market value. */
export function toQuoteView(q: StoredQuote, meta: SymbolMeta, marketOpen: boolean): Quote {
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
    marketValue: meta.kind === 'instrument' ? marketValueOf(price, meta.sharesOutstanding) : null,
    currency: meta.currency,
    at: q.at instanceof Date ? q.at : new Date(q.at),
    simulated: q.simulated,
    source: q.source,
    marketOpen,
  };
}
