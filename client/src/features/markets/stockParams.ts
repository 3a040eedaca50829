import type { MarketCode } from '../../gql/graphql';

const MARKET_CODES: readonly MarketCode[] = ['ES', 'US', 'TW', 'GOLD'];

/**
 * The instrument a stock detail URL names: `?symbol=US:AAPL`, or `?code=2330&market=TW` as in
 * PRODUCT.md §2. Null when neither form is complete or the market is unknown.
 */
export function symbolFromQuery(query: Readonly<Record<string, string>>): string | null {
  const symbol = query.symbol?.trim();
  if (symbol) {
    const market = marketOfSymbol(symbol);
    return market && symbol.length > market.length + 1 ? `${market}:${symbol.slice(market.length + 1)}` : null;
  }
  const code = query.code?.trim();
  const market = query.market?.trim().toUpperCase();
  if (!code || !market || !(MARKET_CODES as readonly string[]).includes(market)) return null;
  return `${market}:${code.toUpperCase()}`;
}

/** "TW:2330" → "TW"; null for a symbol without a known market. */
export function marketOfSymbol(symbol: string): MarketCode | null {
  const prefix = symbol.split(':', 1)[0]?.toUpperCase();
  return (MARKET_CODES as readonly string[]).includes(prefix ?? '') ? (prefix as MarketCode) : null;
}
