import { describe, expect, it } from 'vitest';
import { checkAmount, normaliseSymbol, settlementCurrencyOf } from './intradayForm';

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
