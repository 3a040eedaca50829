import { describe, expect, it } from 'vitest';
import { AGREEMENT_VERSION, isCurrentAgreement, loanAgreement } from './loan-agreement';
import { CURE_BUSINESS_DAYS, HAIRCUT, MAINTENANCE_LTV, TIER_CAP_EUR } from './loan-rules';

// Each language: its thousands separator, its decimal mark, the space before "%" and how it writes the cure period.
const LANGS = [
  { lang: 'en', sep: ',', dec: '.', pc: ' %', cure: `${CURE_BUSINESS_DAYS} business days` },
  { lang: 'fr', sep: '\u202f', dec: ',', pc: ' %', cure: `${CURE_BUSINESS_DAYS} jours ouvrés` },
  { lang: 'es', sep: '.', dec: ',', pc: ' %', cure: `${CURE_BUSINESS_DAYS} días hábiles` },
  { lang: 'zh-Hans', sep: ',', dec: '.', pc: '%', cure: `${CURE_BUSINESS_DAYS} 个工作日` },
  { lang: 'zh-Hant', sep: ',', dec: '.', pc: '%', cure: `${CURE_BUSINESS_DAYS} 個營業日` },
] as const;

const grouped = (n: { toFixed(d: number): string }, sep: string) => n.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, sep);
const percent = (n: { times(x: number): { toFixed(): string } }, dec: string, pc: string) =>
  `${n.times(100).toFixed().replace('.', dec)}${pc}`;

describe('the loan agreement in every app language', () => {
  it.each(LANGS)('$lang: 10 clauses, the version, the caps, haircut, maintenance and cure period in its own format', (l) => {
    const a = loanAgreement(l.lang);
    expect(a.language).toBe(l.lang);
    expect(a.version).toBe(AGREEMENT_VERSION);
    const clauses = a.text
      .split('\n')
      .map((line) => /^(\d+)\. /.exec(line)?.[1])
      .filter(Boolean);
    expect(clauses).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(a.text.split('\n')[0]).toContain(AGREEMENT_VERSION);
    expect(a.text).toContain(grouped(TIER_CAP_EUR.standard, l.sep));
    expect(a.text).toContain(grouped(TIER_CAP_EUR.vip, l.sep));
    expect(a.text).toContain(percent(HAIRCUT, l.dec, l.pc));
    expect(a.text).toContain(percent(MAINTENANCE_LTV, l.dec, l.pc));
    expect(a.text).toContain(l.cure);
    expect(a.text).toContain('ACT/365');
    expect(a.text).toContain('ACT/360');
    expect(a.text).toContain('€STR');
    expect(a.text).toContain('SOFR');
    expect(isCurrentAgreement(a.hash)).toBe(true);
  });

  it.each(LANGS.filter((l) => l.lang !== 'en'))('$lang: names the benchmarks as they are, with no English gloss', (l) => {
    const text = loanAgreement(l.lang).text;
    expect(text).toMatch(/€STR \d/);
    expect(text).toMatch(/SOFR \d/);
    expect(text).not.toMatch(/reference/i);
  });

  it('five different texts, five different hashes', () => {
    const hashes = LANGS.map((l) => loanAgreement(l.lang).hash);
    expect(new Set(hashes).size).toBe(LANGS.length);
    for (const h of hashes) expect(h).toMatch(/^[0-9a-f]{64}$/);
  });

  it('an unknown or missing language reads the English text', () => {
    const en = loanAgreement('en');
    for (const lang of ['de', 'zh', '', null, undefined]) {
      const a = loanAgreement(lang);
      expect(a.language).toBe('en');
      expect(a.hash).toBe(en.hash);
    }
  });
});
