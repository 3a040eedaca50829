import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { codeOfSymbol, formatRatePercent, marketOfSymbol, negated, pendingFirst, type RateRow, ratesInForce, signedNet } from './dividends';

const intl = (locale: string) => createIntl({ locale, messages: {} });

describe('a payment’s figures', () => {
  it.each([
    ['2.93', '-2.93'],
    ['-2.93', '2.93'],
    ['+1.50', '-1.50'],
    ['0.00', '0.00'],
    ['-0', '0'],
  ])('negates %s as %s, exactly', (value, expected) => {
    expect(negated(value)).toBe(expected);
  });

  it('is a credit for a long and a debit for a short (which paid the lender), nothing while pending', () => {
    expect(signedNet({ direction: 'LONG', status: 'PAID', net: '2.93' })).toBe('2.93');
    expect(signedNet({ direction: 'SHORT', status: 'PAID', net: '10.00' })).toBe('-10.00');
    expect(signedNet({ direction: 'LONG', status: 'PENDING', net: null })).toBeNull();
  });

  it('puts pending payments first and keeps the server’s order otherwise', () => {
    const items = [
      { id: 'a', status: 'PAID', direction: 'LONG' },
      { id: 'b', status: 'PENDING', direction: 'LONG' },
      { id: 'c', status: 'PAID', direction: 'SHORT' },
      { id: 'd', status: 'PENDING', direction: 'SHORT' },
    ];
    expect(pendingFirst(items).map((d) => d.id)).toEqual(['b', 'd', 'a', 'c']);
  });

  it.each([
    ['en', '0.19', '19%'],
    ['en', '0.155', '15.5%'],
    ['fr', '0.15', '15 %'],
    ['es', '0.3', '30 %'],
    ['zh-Hant', '0.21', '21%'],
  ])('%s writes the rate %s as %s', (locale, rate, expected) => {
    // French and Spanish put a no-break space (of the width their locale data says) before the sign.
    expect(formatRatePercent(intl(locale), rate).replace(/\s/gu, ' ')).toBe(expected);
  });

  it('reads a symbol’s market and code', () => {
    expect(marketOfSymbol('ES:ITX')).toBe('ES');
    expect(codeOfSymbol('TW:2330')).toBe('2330');
    expect(marketOfSymbol('GOLD')).toBe('');
    expect(codeOfSymbol('GOLD')).toBe('GOLD');
  });
});

describe('the withholding rates in force', () => {
  const row = (market: string, from: string, rate: string, condition: string | null = null): RateRow => ({
    market,
    from,
    rate,
    condition,
    residence: 'ES',
  });

  it('takes, per market and condition, the latest row not after today, in the table’s order', () => {
    const rows = [
      row('ES', '2016-01-01', '0.19'),
      row('US', '1991-01-01', '0.15', 'treaty_form'),
      row('US', '1991-01-01', '0.30', 'no_treaty_form'),
      row('TW', '2010-01-01', '0.20'),
      row('TW', '2018-01-01', '0.21'),
      // Not in force yet.
      row('ES', '2027-01-01', '0.20'),
    ];
    expect(ratesInForce(rows, '2026-12-01')).toEqual([
      { market: 'ES', rate: '0.19' },
      { market: 'US', treaty: '0.15', noTreaty: '0.30' },
      { market: 'TW', rate: '0.21' },
    ]);
    expect(ratesInForce(rows, '2027-01-01')[0]).toEqual({ market: 'ES', rate: '0.20' });
    expect(ratesInForce(rows, '2017-06-30').find((m) => m.market === 'TW')).toEqual({ market: 'TW', rate: '0.20' });
  });

  it('leaves out a market with no row in force yet, and an empty table says nothing', () => {
    expect(ratesInForce([row('TW', '2018-01-01', '0.21')], '2017-12-31')).toEqual([]);
    expect(ratesInForce([], '2026-12-01')).toEqual([]);
  });
});
