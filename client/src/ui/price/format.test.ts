import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  directionOf,
  formatBps,
  formatChange,
  formatCompactMoney,
  formatCount,
  formatMoney,
  formatPercent,
  formatPercentText,
  formatPrice,
  formatRate,
  formatTickPrice,
  formatVolume,
  formatWritten,
  priceDigits,
  tickDigits,
  writtenDecimals,
} from './format';

const en = createIntl({ locale: 'en', messages: {} });
const fr = createIntl({ locale: 'fr', messages: {} });
const es = createIntl({ locale: 'es', messages: {} });
const zhHant = createIntl({ locale: 'zh-Hant', messages: {} });
// Intl puts narrow no-break spaces in French; compare with plain spaces.
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('formatPrice', () => {
  it.each([
    ['189.2', '189.20'],
    ['189.25', '189.25'],
    ['0.12345', '0.1235'],
    ['1085', '1,085.00'],
    ['2650.4567', '2,650.4567'],
    // Beyond float precision: formatted from the decimal string, not a float.
    ['12345678901234.5678', '12,345,678,901,234.5678'],
  ])('%s → %s (2 to 4 decimals)', (value, expected) => {
    expect(formatPrice(en, value)).toBe(expected);
  });

  it('follows the reader’s language and shows the currency when asked', () => {
    expect(plain(formatPrice(fr, '1085.5', 'EUR'))).toBe('1 085,50 €');
    expect(formatPrice(en, '189.25', 'USD')).toBe('$189.25');
    expect(plain(formatPrice(es, '12.5', 'EUR'))).toBe('12,50 €');
    expect(formatPrice(zhHant, '1085', 'TWD')).toBe('$1,085.00');
    expect(formatPrice(zhHant, '189.25', 'USD')).toBe('US$189.25');
    expect(formatPrice(en, '1085', 'TWD')).toBe('NT$1,085.00');
  });
});

describe('priceDigits', () => {
  it.each([
    [['7.5', '7.594', '7.563'], 3],
    [['1085', '1090'], 2],
    [['0.12345'], 4],
    [['12.5', null, undefined], 2],
  ])('%j line up with %i decimals', (values, digits) => {
    expect(priceDigits(values)).toBe(digits);
  });

  it('formats a panel’s prices to the same decimals', () => {
    const d = priceDigits(['7.5', '7.594']);
    expect([formatPrice(en, '7.5', undefined, d), formatPrice(en, '7.594', undefined, d)]).toEqual(['7.500', '7.594']);
  });
});

describe('formatMoney', () => {
  it('always has two decimals', () => {
    expect(formatMoney(en, '1234.5', 'USD')).toBe('$1,234.50');
    expect(formatMoney(en, '0.005', 'EUR')).toBe('€0.01');
  });
});

describe('formatChange and formatPercent', () => {
  it.each([
    ['1.25', '1.5', '+1.25', '+1.50%'],
    ['-0.5', '-0.4321', '-0.50', '-0.43%'],
    ['0', '0', '0.00', '0.00%'],
  ])('change %s and %s%% show as %s and %s', (change, percent, c, p) => {
    expect(formatChange(en, change)).toBe(c);
    expect(formatPercent(en, percent)).toBe(p);
  });

  it('uses the language’s percent style', () => {
    expect(plain(formatPercent(fr, '2.5'))).toBe('+2,50 %');
  });
});

describe('compact figures', () => {
  it('volumes and market values read short in each language', () => {
    expect(formatVolume(en, '12500000')).toBe('12.5M');
    expect(formatVolume(zhHant, '12500000')).toBe('1250萬');
    expect(formatCompactMoney(en, '3100000000000', 'USD')).toBe('$3.1T');
  });
});

describe('directionOf', () => {
  it.each([
    ['0.01', 'up'],
    ['-0.01', 'down'],
    ['0', 'flat'],
    ['-0', 'flat'],
    [null, 'flat'],
  ] as const)('%s → %s', (change, direction) => {
    expect(directionOf(change)).toBe(direction);
  });
});

describe('one precision, one grouping, no jargon (issue 12)', () => {
  it('keeps the instrument’s tick precision: from its tick size or a quote written on its grid', () => {
    expect(tickDigits('0.001')).toBe(3);
    expect(tickDigits('0.0005')).toBe(4);
    expect(tickDigits('0.01')).toBe(2);
    expect(tickDigits('5.00')).toBe(2);
    expect(tickDigits(null, '7.590')).toBe(3);
    expect(tickDigits(null, '7.59')).toBe(2);
    expect(writtenDecimals('7.590')).toBe(3);
    expect(formatPrice(en, '7.59', 'EUR', tickDigits('0.001'))).toBe('€7.590');
  });

  it('groups Spanish thousands the same way at every size', () => {
    expect(plain(formatMoney(es, '1085', 'USD'))).toBe('1.085,00 US$');
    expect(plain(formatMoney(es, '12085', 'USD'))).toBe('12.085,00 US$');
    expect(plain(formatPrice(es, '1085.5', 'EUR'))).toBe('1.085,50 €');
    expect(formatCount(es, 1000)).toBe('1.000');
  });

  it('says rates to four decimals and basis points as a percentage', () => {
    expect(formatRate(en, '29.8771635')).toBe('29.8772');
    expect(formatRate(es, '29.8771635')).toBe('29,8772');
    expect(formatBps(en, 50)).toBe('0.50%');
    expect(plain(formatBps(es, '50'))).toBe('0,50 %');
    expect(formatWritten(es, '0.005')).toBe('0,005');
    expect(plain(formatPercentText(fr, '0.1425'))).toBe('0,1425 %');
  });
});

describe('exact without a decimal library', () => {
  it('formats digits past a float’s precision exactly, and scales percentages without rounding', () => {
    expect(formatWritten(en, '12345678901234567.25')).toBe('12,345,678,901,234,567.25');
    expect(formatMoney(en, '-0.005', 'EUR')).toBe('−€0.01');
    expect(formatPercent(en, '0.125')).toBe('+0.13%');
    expect(formatPercentText(en, '0.1425')).toBe('0.1425%');
    expect(formatBps(en, '0.5')).toBe('0.005%');
  });

  it('reads the direction of zero, signed zero and tiny changes', () => {
    expect(directionOf('-0.000')).toBe('flat');
    expect(directionOf('+0')).toBe('flat');
    expect(directionOf('-0.0001')).toBe('down');
    expect(directionOf('.5')).toBe('up');
  });

  it('refuses what is not a decimal string instead of showing it', () => {
    expect(() => formatPrice(en, '12abc')).toThrow();
    expect(() => directionOf('.')).toThrow();
  });
});

describe('formatTickPrice (issue 30: every price of a record on the instrument’s tick)', () => {
  it('writes a price on exactly the tick’s decimals, in the reader’s format', () => {
    expect(formatTickPrice(en, '52.235', 3, 'EUR')).toBe('€52.235');
    expect(plain(formatTickPrice(es, '52.235', 3, 'EUR'))).toBe('52,235 €');
    expect(formatTickPrice(en, '7.59', 3)).toBe('7.590');
    expect(formatTickPrice(zhHant, '1025', 2, 'TWD')).toBe('$1,025.00');
  });
  it('a bound reads on the tick as it acts on it: a ceiling rounds down, a floor up (never 4 decimals on a 2-decimal stock)', () => {
    expect(formatTickPrice(en, '204.1020', 2, 'USD', 'ceiling')).toBe('$204.10');
    expect(formatTickPrice(en, '204.1099', 2, 'USD', 'ceiling')).toBe('$204.10');
    expect(formatTickPrice(en, '7.5941', 3, undefined, 'floor')).toBe('7.595');
    expect(formatTickPrice(en, '7.594', 3, undefined, 'ceiling')).toBe('7.594');
  });
});
