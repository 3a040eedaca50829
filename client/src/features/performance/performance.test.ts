import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import {
  chartSeries,
  DEFAULT_VIEW,
  formatPoints,
  formatReturn,
  formatShare,
  readView,
  shiftPoint,
  stepValues,
  toneOf,
  writeView,
} from './performance';

const en = createIntl({ locale: 'en', messages: { 'performance.explain.reason.oneSign': 'money only went one way' } });
const fr = createIntl({ locale: 'fr', messages: {} });

describe('performance figures', () => {
  it('writes a return as a signed percent in the reader’s language', () => {
    expect(formatReturn(en, '0.052345')).toBe('+5.23%');
    expect(formatReturn(en, '-0.1')).toBe('-10.00%');
    expect(formatReturn(en, '0')).toBe('0.00%');
    expect(formatReturn(fr, '0.052345').replace(/\s/g, ' ')).toBe('+5,23 %');
  });

  it('moves the point exactly for percentage points and shares', () => {
    expect(shiftPoint('0.012345', 2)).toBe('1.2345');
    expect(shiftPoint('-0.5', 2)).toBe('-50');
    expect(shiftPoint('3', 2)).toBe('300');
    expect(formatPoints(en, '0.0123')).toBe('+1.23');
    expect(formatShare(en, '0.625')).toBe('62.5%');
  });

  it('colours a gain up, a loss down and zero flat', () => {
    expect(toneOf('0.01')).toBe('up');
    expect(toneOf('-0.0001')).toBe('down');
    expect(toneOf('0.0000')).toBe('flat');
    expect(toneOf(null)).toBe('flat');
  });

  it('draws the benchmark only where it has a close', () => {
    const s = chartSeries([
      { day: '2026-11-01', index: '100', benchmark: null },
      { day: '2026-11-02', index: '101.5', benchmark: '100' },
      { day: '2026-11-03', index: '99', benchmark: '102.25' },
    ]);
    expect(s.portfolio).toEqual([
      [Date.UTC(2026, 10, 1), 100],
      [Date.UTC(2026, 10, 2), 101.5],
      [Date.UTC(2026, 10, 3), 99],
    ]);
    expect(s.benchmark).toEqual([
      [Date.UTC(2026, 10, 2), 100],
      [Date.UTC(2026, 10, 3), 102.25],
    ]);
  });

  it('formats an explanation’s amounts, returns, days and reasons', () => {
    const v = stepValues(
      en,
      [
        { name: 'startValue', value: '1234.5' },
        { name: 'value', value: '0.0525' },
        { name: 'from', value: '2026-11-02' },
        { name: 'subPeriods', value: '29' },
        { name: 'reason', value: 'oneSign' },
      ],
      'EUR',
    );
    expect(v).toEqual({
      startValue: '€1,234.50',
      value: '+5.25%',
      from: 'Nov 2, 2026',
      subPeriods: '29',
      reason: 'money only went one way',
    });
  });
});

describe('the reader’s last choice', () => {
  const store = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
  };

  it('comes back as it was left', () => {
    const s = store();
    writeView(s, { period: 'ONE_YEAR', benchmark: 'TAIEX', currency: 'USD' });
    expect(readView(s)).toEqual({ period: 'ONE_YEAR', benchmark: 'TAIEX', currency: 'USD' });
  });

  it('falls back to the defaults for anything unknown or unreadable', () => {
    const s = store();
    s.setItem('vela.performanceView', JSON.stringify({ period: 'TEN_YEARS', benchmark: 'DAX', currency: 'GBP' }));
    expect(readView(s)).toEqual(DEFAULT_VIEW);
    s.setItem('vela.performanceView', '{not json');
    expect(readView(s)).toEqual(DEFAULT_VIEW);
    expect(readView(null)).toEqual(DEFAULT_VIEW);
  });
});
