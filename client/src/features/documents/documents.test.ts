import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { exportDefaults, exportProblem, formatMonth, formatSize, monthsOver, taxYears, utcDay } from './documents';

// Mine → Documents' calendar, on the server's clock in UTC as the server checks requests.

const at = (iso: string) => Date.parse(iso);

describe('what may be asked for', () => {
  it('statements: the last twelve months that are over, newest first, counted in UTC', () => {
    const months = monthsOver(at('2026-11-28T16:00:00Z'));
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-10');
    expect(months[11]).toBe('2025-11');
    // Still October in Madrid, already November in UTC: October is over.
    expect(monthsOver(at('2026-11-01T00:30:00Z'))[0]).toBe('2026-10');
    expect(monthsOver(at('2026-01-15T00:00:00Z')).slice(0, 2)).toEqual(['2025-12', '2025-11']);
    // Nothing before 2020.
    expect(monthsOver(at('2020-03-10T00:00:00Z'))).toEqual(['2020-02', '2020-01']);
  });

  it('tax reports: this year and the five before', () => {
    expect(taxYears(at('2026-11-28T16:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022, 2021]);
    expect(taxYears(at('2022-02-01T00:00:00Z'))).toEqual([2022, 2021, 2020]);
  });

  it('exports: the first of this month to today by default', () => {
    expect(exportDefaults(at('2026-11-28T23:59:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-28' });
    expect(utcDay(at('2026-12-01T00:00:00Z'))).toBe('2026-12-01');
  });

  it('exports: real days in order, from 2020, up to today, under five years — as the server says it', () => {
    const now = at('2026-11-28T16:00:00Z');
    expect(exportProblem('2026-11-01', '2026-11-28', now)).toBeNull();
    expect(exportProblem('2021-11-29', '2026-11-28', now)).toBeNull();
    expect(exportProblem('2021-11-28', '2026-11-28', now)).toBe('error.DOCUMENT_RANGE_TOO_LONG');
    expect(exportProblem('2026-11-28', '2026-11-01', now)).toBe('error.DOCUMENT_PERIOD_INVALID');
    expect(exportProblem('2019-12-31', '2020-01-31', now)).toBe('error.DOCUMENT_PERIOD_INVALID');
    expect(exportProblem('2026-11-01', '2026-11-29', now)).toBe('error.DOCUMENT_PERIOD_INVALID');
    expect(exportProblem('2026-02-30', '2026-03-01', now)).toBe('error.DOCUMENT_PERIOD_INVALID');
    expect(exportProblem('', '2026-03-01', now)).toBe('error.DOCUMENT_PERIOD_INVALID');
  });
});

describe('words', () => {
  it('a month and a size in the reader’s language', () => {
    const en = createIntl({ locale: 'en', messages: {} });
    const fr = createIntl({ locale: 'fr', messages: {} });
    const hant = createIntl({ locale: 'zh-Hant', messages: {} });
    expect(formatMonth(en, '2026-10')).toBe('October 2026');
    expect(formatMonth(fr, '2026-01')).toBe('janvier 2026');
    expect(formatMonth(hant, '2026-10')).toBe('2026年10月');
    expect(formatSize(en, 812)).toBe('0.8 kB');
    expect(formatSize(en, 48_213)).toBe('48 kB');
    expect(formatSize(fr, 1_250_000).replace(/\s/gu, ' ')).toBe('1,3 Mo');
  });
});
