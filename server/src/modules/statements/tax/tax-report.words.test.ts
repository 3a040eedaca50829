import { describe, expect, it } from 'vitest';
import { Money } from '../../../shared/money';
import { DOCUMENT_LANGUAGES } from '../pdf/fonts';
import { renderLineEnglish, spainTaxReport } from './spain-fifo';
import type { TaxEvent } from './spain-fifo.types';
import { TaxFormat } from './tax-report.format';
import { RecordedRates } from './tax-report.rates';
import { taxTexts } from './tax-report.texts';

// The tax report's rates and words without a database: the day's rate from what the server recorded
// (the last on or before the day, a TWD cross through USD, the first after when none came before), the
// numbers of each language, and every explanation step said in all five languages.

const at = (s: string) => new Date(s);
const d = (s: string) => new Money(s);

describe('the EUR rate of a day, from rates the server recorded', () => {
  const rates = new RecordedRates([
    { currency: 'USD', value: d('0.90909091'), at: at('2026-12-07T15:00:00Z'), source: 'exchange' },
    { currency: 'USD', value: d('0.91'), at: at('2026-12-07T20:00:00Z'), source: 'feed' },
    { currency: 'USD', value: d('0.95238095'), at: at('2026-12-16T00:00:00Z'), source: 'exchange' },
    { currency: 'TWD', value: d('32.5'), at: at('2026-12-08T02:00:00Z'), source: 'fill' },
  ]);

  it('is the last recorded on or before the day, EUR is 1, TWD crosses through USD to 10 decimals', () => {
    expect(rates.rate('EUR', '2026-12-07').toFixed()).toBe('1');
    expect(rates.rate('USD', '2026-12-07').toFixed()).toBe('0.91');
    expect(rates.rate('USD', '2026-12-15').toFixed()).toBe('0.91');
    expect(rates.rate('USD', '2026-12-16').toFixed()).toBe('0.95238095');
    expect(rates.rate('TWD', '2026-12-09').toFixed()).toBe(
      d('0.91').dividedBy('32.5').toDecimalPlaces(10, Money.ROUND_HALF_EVEN).toFixed(),
    );
    expect(rates.used().map((u) => [u.currency, u.day, u.legs.map((l) => `${l.of}/${l.per} ${l.source} ${l.later}`)])).toEqual([
      ['TWD', '2026-12-09', ['EUR/USD feed false', 'TWD/USD fill false']],
      ['USD', '2026-12-07', ['EUR/USD feed false']],
      ['USD', '2026-12-15', ['EUR/USD feed false']],
      ['USD', '2026-12-16', ['EUR/USD exchange false']],
    ]);
  });

  it('before anything was recorded, the first rate after is used and marked; with none at all it throws', () => {
    expect(rates.rate('USD', '2026-12-01').toFixed()).toBe('0.90909091');
    expect(rates.used().find((u) => u.day === '2026-12-01')?.legs[0].later).toBe(true);
    expect(() => rates.rate('MYR', '2026-12-09')).toThrow(/MYR rate for 2026-12-09/);
  });
});

describe('numbers and days in each language, never through a float', () => {
  it.each([
    ['en', '1,234,567.89', '-0.5', '3 Mar 2025', '€1,234,567.89'],
    ['es', '1.234.567,89', '-0,5', '3 mar 2025', '1.234.567,89\u00a0€'],
    ['fr', '1\u202f234\u202f567,89', '-0,5', '3 mars 2025', '1\u202f234\u202f567,89\u00a0€'],
    ['zh-Hans', '1,234,567.89', '-0.5', '2025年3月3日', '€1,234,567.89'],
    ['zh-Hant', '1,234,567.89', '-0.5', '2025年3月3日', '€1,234,567.89'],
  ] as const)('%s', (language, big, small, day, eur) => {
    const f = new TaxFormat(language);
    expect(f.number('1234567.89')).toBe(big);
    expect(f.number('-0.50', 0, 1)).toBe(small);
    expect(f.day('2025-03-03')).toBe(day);
    expect(f.day('2025-05-01')).toBe(
      { en: '1 May 2025', es: '1 may 2025', fr: '1er mai 2025', 'zh-Hans': '2025年5月1日', 'zh-Hant': '2025年5月1日' }[language],
    );
    expect(f.eur(d('1234567.885'))).toBe(eur);
    expect(f.money('1425', 'TWD')).toContain(language === 'fr' ? '1\u202f425' : language === 'es' ? '1.425' : '1,425');
  });
});

describe('every explanation step in the five languages', () => {
  // A leveraged loss partly deferred by a repurchase, a short, and a cash in lieu after a split, in USD.
  const t = (s: string) => at(`2025-${s}Z`);
  const usd = (kind: string, amount: string) => [{ kind, amount, currency: 'USD' }];
  const events: TaxEvent[] = [
    {
      type: 'buy',
      id: 'b1',
      symbol: 'US:X',
      at: t('01-10T15:00:00'),
      date: '2025-01-10',
      shares: 10,
      price: '50',
      currency: 'USD',
      charges: usd('COMMISSION', '1'),
      leverage: 2,
    },
    {
      type: 'sell',
      id: 's1',
      symbol: 'US:X',
      at: t('03-31T15:00:00'),
      date: '2025-03-31',
      shares: 10,
      price: '40',
      currency: 'USD',
      charges: usd('COMMISSION', '1'),
      leverage: 2,
    },
    {
      type: 'buy',
      id: 'b2',
      symbol: 'US:X',
      at: t('04-15T15:00:00'),
      date: '2025-04-15',
      shares: 4,
      price: '41',
      currency: 'USD',
      charges: [],
      leverage: 1,
    },
    { type: 'split', id: 'sp', symbol: 'US:X', at: t('05-01T05:00:00'), date: '2025-05-01', from: '2', to: '3' },
    {
      type: 'cashInLieu',
      id: 'c1',
      symbol: 'US:X',
      at: t('05-01T05:00:01'),
      date: '2025-05-01',
      shares: '0.5',
      price: '28',
      currency: 'USD',
    },
    {
      type: 'shortOpen',
      id: 'so',
      symbol: 'US:Y',
      at: t('06-02T15:00:00'),
      date: '2025-06-02',
      shares: 5,
      price: '20',
      currency: 'USD',
      charges: usd('COMMISSION', '1'),
      leverage: 1,
    },
    {
      type: 'shortClose',
      id: 'sc',
      positionId: 'so',
      symbol: 'US:Y',
      at: t('06-20T15:00:00'),
      date: '2025-06-20',
      shares: 5,
      price: '18',
      currency: 'USD',
      charges: usd('COMMISSION', '1'),
    },
  ];
  const report = spainTaxReport({ year: 2025, events, rate: () => '0.9', asOf: '2025-05-10' });
  const codes = new Set(report.lines.flatMap((l) => l.explanation.map((s) => s.code)));

  it('the example uses every step code', () => {
    expect([...codes].sort()).toEqual(
      [
        'BUY_BACK',
        'CASH_IN_LIEU',
        'COST',
        'LEVERAGED',
        'LOT',
        'RESULT',
        'SALE',
        'SHORT_SALE',
        'WASH_SALE',
        'WASH_TRIGGER',
        'WASH_WINDOW_OPEN',
      ].sort(),
    );
  });

  it.each(DOCUMENT_LANGUAGES)('%s: each line says its figures, with nothing left unsaid', (language) => {
    const f = new TaxFormat(language);
    for (const line of report.lines) {
      const text = f.explanation(line.explanation);
      expect(text).not.toMatch(/undefined|NaN|\[object|null/);
      expect(text.endsWith(taxTexts(language).explain.end)).toBe(true);
      expect(text).toContain(f.eur(line.cost));
      expect(text).toContain(f.eur(line.gain.abs()));
    }
    const deferred = report.lines[0];
    expect(f.explanation(deferred.explanation)).toContain(f.day(deferred.washSale!.windowTo));
    expect(f.twoMonth(deferred)).toContain(f.eur(deferred.deferredLoss));
  });

  it("in English, word for word as the engine's own English renderer", () => {
    const f = new TaxFormat('en');
    for (const line of report.lines) {
      const ours = f.explanation(line.explanation).replace(/\s+/g, ' ');
      expect(ours).toBe(renderLineEnglish(line).replace(/\s+/g, ' '));
    }
  });
});
