import { describe, expect, it } from 'vitest';
import { marketOfSymbol, symbolFromQuery } from './stockParams';

describe('symbolFromQuery', () => {
  it.each([
    [{ symbol: 'US:AAPL' }, 'US:AAPL'],
    [{ symbol: 'us:AAPL' }, 'US:AAPL'],
    [{ code: '2330', market: 'TW' }, 'TW:2330'],
    [{ code: 'san', market: 'es' }, 'ES:SAN'],
    [{ code: 'XAU', market: 'GOLD' }, 'GOLD:XAU'],
    [{ code: '2330' }, null],
    [{ code: '2330', market: 'JP' }, null],
    [{ symbol: 'JP:7203' }, null],
    [{ symbol: 'US:' }, null],
    [{}, null],
  ])('%j → %s', (query, expected) => {
    expect(symbolFromQuery(query)).toBe(expected);
  });
});

describe('marketOfSymbol', () => {
  it('reads the market prefix', () => {
    expect(marketOfSymbol('GOLD:XAU')).toBe('GOLD');
    expect(marketOfSymbol('IDX:SPX')).toBeNull();
  });
});
