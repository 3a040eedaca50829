import { describe, expect, it } from 'vitest';
import { checkAmount, matchInstrument, normaliseSymbol, settlementCurrencyOf } from './intradayForm';

describe('the application form', () => {
  it.each([
    ['10000', { ok: true, amount: '10000' }],
    ['007', { ok: true, amount: '7' }],
    ['', { ok: false, messageId: 'error.INTRADAY_AMOUNT_INVALID' }],
    ['0', { ok: false, messageId: 'error.INTRADAY_AMOUNT_INVALID' }],
    ['12.5', { ok: false, messageId: 'error.INTRADAY_AMOUNT_INVALID' }],
    ['-5', { ok: false, messageId: 'error.INTRADAY_AMOUNT_INVALID' }],
  ])('amount %j', (raw, expected) => {
    expect(checkAmount(raw)).toEqual(expected);
  });

  it('stock codes are trimmed and capitalised', () => {
    expect(normaliseSymbol(' us:aapl ')).toBe('US:AAPL');
    expect(normaliseSymbol('   ')).toBe('');
  });

  it('amounts are held in the settlement currency of the stock', () => {
    expect(['ES:SAN', 'US:AAPL', 'TW:2330', 'GOLD:XAU'].map(settlementCurrencyOf)).toEqual(['EUR', 'USD', 'USD', 'USD']);
  });
});

describe('the stock a typed code names (issue 30 item 5)', () => {
  const found = [
    { symbol: 'ES:SAN', code: 'SAN', name: 'Banco Santander' },
    { symbol: 'US:SANM', code: 'SANM', name: 'Sanmina' },
    { symbol: 'US:AAPL', code: 'AAPL', name: 'Apple' },
  ];
  it.each([
    ['SAN', 'ES:SAN'],
    [' san ', 'ES:SAN'],
    ['es:san', 'ES:SAN'],
    ['AAPL', 'US:AAPL'],
    ['SA', null],
    ['US:SAN', null],
    ['', null],
  ])('%j → %j', (typed, symbol) => {
    expect(matchInstrument(typed, found)?.symbol ?? null).toBe(symbol);
  });
  it('a code two markets share names no stock until the market is typed', () => {
    const twice = [...found, { symbol: 'US:SAN', code: 'SAN', name: 'Santander (ADR)' }];
    expect(matchInstrument('SAN', twice)).toBeNull();
    expect(matchInstrument('US:SAN', twice)?.name).toBe('Santander (ADR)');
  });
});
