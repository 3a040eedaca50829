import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_LANGUAGES } from '../pdf/fonts';
import { formatAmount, formatDecimal, formatDay, formatMonth, formatShares, localizeBasis, monthBounds } from './document-format';
import { kindLabel, memoText, textsFor } from './document-texts';

// The documents' notation and words, without a database: decimals digit by digit in each language's
// notation, months and days, a charge's basis, kinds and memo codes read as the app reads them.

const CLIENT = path.resolve(__dirname, '../../../../../client/src');
const catalogue = (file: string): Record<string, string> => JSON.parse(fs.readFileSync(path.join(CLIENT, file), 'utf8'));

describe('figures', () => {
  it.each([
    ['en', '1,234,567.50'],
    ['es', '1.234.567,50'],
    ['fr', '1\u202f234\u202f567,50'],
    ['zh-Hans', '1,234,567.50'],
    ['zh-Hant', '1,234,567.50'],
  ] as const)('%s writes 1234567.5 as %s', (language, expected) => {
    expect(formatDecimal('1234567.5', language, { minDecimals: 2 })).toBe(expected);
  });

  it('keeps every digit (no float), rounds only past the stated decimals, signs changes', () => {
    expect(formatDecimal('98765432109876543210.12', 'en')).toBe('98,765,432,109,876,543,210.12');
    expect(formatDecimal('0.1', 'en', { minDecimals: 2 })).toBe('0.10');
    expect(formatAmount('-0.5', 'EUR', 'en', 'always')).toBe('-0.50');
    expect(formatAmount('12.3400', 'USD', 'es', 'always')).toBe('+12,34');
    expect(formatAmount('0', 'EUR', 'en', 'always')).toBe('0.00');
    // A fraction of a cent is shown, never hidden; TWD has no decimals.
    expect(formatAmount('0.0095', 'EUR', 'en')).toBe('0.0095');
    expect(formatAmount('1234', 'TWD', 'zh-Hant')).toBe('1,234');
    expect(formatDecimal('1.23456', 'en', { maxDecimals: 4 })).toBe('1.2346');
    expect(formatShares(1500, 'fr')).toBe('1\u202f500');
    expect(() => formatDecimal('NaN', 'en')).toThrow(RangeError);
  });

  it('names months and days in UTC, and bounds a month', () => {
    expect(formatMonth('2026-12', 'en')).toBe('December 2026');
    expect(formatMonth('2026-12', 'es')).toBe('diciembre de 2026');
    expect(formatMonth('2026-12', 'zh-Hant')).toBe('2026年12月');
    expect(formatDay('2026-12-31', 'fr')).toBe('31 décembre 2026');
    expect(monthBounds('2026-12')).toMatchObject({ firstDay: '2026-12-01', lastDay: '2026-12-31', nextDay: '2027-01-01' });
    expect(monthBounds('2026-12').end.toISOString()).toBe('2027-01-01T00:00:00.000Z');
    for (const bad of ['2026-13', '2026-00', '26-12', '2026-1', '']) expect(() => monthBounds(bad)).toThrow(RangeError);
  });

  it("puts a charge's basis in the language, as the trade detail does", () => {
    const words = (language: 'en' | 'es' | 'zh-Hant') => textsFor(language).basis;
    expect(localizeBasis('0.1%, min 3.00', words('en'), 'en', 'EUR')).toBe('0.1%, min 3.00 EUR');
    expect(localizeBasis('0.1%, min 3.00', words('es'), 'es', 'EUR')).toBe('0,1%, mín. 3,00 EUR');
    expect(localizeBasis('0.15% (day trade)', words('zh-Hant'), 'zh-Hant', 'TWD')).toBe('0.15% (當日沖銷)');
    expect(localizeBasis('0.000000/share (FINRA fee holiday)', words('en'), 'en', 'USD')).toBe('FINRA fee holiday');
    expect(localizeBasis('something new', words('en'), 'en', 'USD')).toBe('something new');
  });
});

describe('words', () => {
  it('has every text in every language', () => {
    for (const language of DOCUMENT_LANGUAGES) {
      const t = textsFor(language);
      expect(t.statement.title.length).toBeGreaterThan(0);
      expect(t.page(1, 3)).toMatch(/1.*3/);
      if (language !== 'en') expect(t.confirmation.title).not.toBe(textsFor('en').confirmation.title);
    }
  });

  it("names ledger kinds with the app's statement words, 'Other' for one it does not know", () => {
    for (const language of DOCUMENT_LANGUAGES) {
      const money = catalogue(`features/money/messages/${language}.json`);
      expect(kindLabel('deposit', language)).toBe(money['money.kind.deposit']);
      expect(kindLabel('dividend', language)).toBe(money['money.kind.dividend']);
      expect(kindLabel('something_new', language)).toBe(money['money.kind.other']);
    }
  });

  it('reads memos as the client does: a code by its text, a day as a date, else the words as written', () => {
    // The client's own list of the codes the server writes and of the texts it reuses for them.
    const source = fs.readFileSync(path.join(CLIENT, 'ui/money/statementMemo.ts'), 'utf8');
    const list = /SERVER_MEMO_CODES = \[([\s\S]*?)\] as const/.exec(source)![1];
    const codes = [...list.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]);
    expect(codes).toEqual(expect.arrayContaining(['SPLIT', 'INSUFFICIENT_FUNDS', 'NOT_ALLOCATED', 'EXPIRED_DAY']));
    const existing = /EXISTING_TEXTS[^=]*= \{([\s\S]*?)\};/.exec(source)![1];
    const reused = Object.fromEntries([...existing.matchAll(/([A-Z_]+): '([^']+)'/g)].map((m) => [m[1], m[2]]));
    const en = {
      ...catalogue('features/money/messages/en.json'),
      ...catalogue('features/ipo/messages/en.json'),
      ...catalogue('features/block-trade/messages/en.json'),
      ...catalogue('features/follow/messages/en.json'),
    };
    for (const [code, id] of Object.entries(reused)) expect(memoText(code, 'en'), code).toBe(en[id]);
    for (const language of DOCUMENT_LANGUAGES) {
      for (const code of codes) expect(memoText(code, language), `${language} ${code}`).not.toBe(code);
      // A loan's refusal reason is a review reason of the loans catalogue.
      expect(memoText('PAYMENT_NOT_MATCHED', language)).toBe(
        catalogue(`features/loans/messages/${language}.json`)['review.reason.PAYMENT_NOT_MATCHED'],
      );
    }
    expect(memoText('SPLIT', 'en')).toBe('Cancelled by a stock split');
    expect(memoText('nothing owed', 'en')).toBe(memoText('NOTHING_OWED', 'en'));
    expect(memoText('2026-12-05', 'en')).toBe('December 5, 2026');
    expect(memoText('2026-02-30', 'en')).toBe('2026-02-30');
    expect(memoText('URGENT', 'en')).toBe('URGENT');
    expect(memoText('  ', 'en')).toBe('');
    expect(memoText(null, 'fr')).toBe('');
    // Ops' words stay as written here; the PDF builder makes them safe to draw.
    expect(memoText('\u202Eevil', 'en')).toBe('\u202Eevil');
  });
});
