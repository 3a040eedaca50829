import { describe, expect, it } from 'vitest';
import { checkDraft, draftOf, EMPTY_DRAFT, fromLocalInput, type IpoDraft, toLocalInput } from './ipoForm';

const good: IpoDraft = {
  symbol: 'us:aapl',
  names: { en: ' Acme Robotics ', fr: '', es: 'Acme Robótica', 'zh-Hans': '', 'zh-Hant': '艾克米機器人' },
  subscriptionPrice: '150',
  referencePrice: '180,5',
  underwritingShares: '1000',
  totalShares: '50000000000',
  lotSize: '100',
  maxLots: '5',
  processingFee: '2.50',
  opensAt: '2026-11-18T15:00:00',
  closesAt: '2026-11-18T16:00:00',
  drawsAt: '2026-11-18T16:00:00',
  payBy: '2026-11-19T16:00',
  issuesAt: '2026-11-20T16:00',
};

describe('ops IPO form', () => {
  it('turns a complete draft into the mutation input (trimmed, decimal commas accepted, dates as instants)', () => {
    const r = checkDraft(good);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.input).toMatchObject({
      symbol: 'US:AAPL',
      nameText: { en: 'Acme Robotics', fr: null, es: 'Acme Robótica', zhHans: null, zhHant: '艾克米機器人' },
      referencePrice: '180.5',
      underwritingShares: 1000,
      totalShares: '50000000000',
      lotSize: 100,
      maxLots: 5,
      processingFee: '2.50',
    });
    expect(r.input.opensAt).toBe(new Date('2026-11-18T15:00:00').toISOString());
  });

  it('refuses a draft with a missing, malformed or out-of-order field, naming why', () => {
    expect(checkDraft(EMPTY_DRAFT)).toEqual({ ok: false, messageId: 'error.INCOMPLETE_INFORMATION' });
    // The name per language: English required (shown wherever a translation is missing).
    expect(checkDraft({ ...good, names: { ...good.names, en: ' ' } })).toEqual({ ok: false, messageId: 'error.TEXT_ENGLISH_REQUIRED' });
    expect(checkDraft({ ...good, symbol: 'AAPL' })).toEqual({ ok: false, messageId: 'ops.ipo.error.symbol' });
    expect(checkDraft({ ...good, subscriptionPrice: '1.23456' })).toEqual({ ok: false, messageId: 'ops.ipo.error.price' });
    expect(checkDraft({ ...good, processingFee: '0.001' })).toEqual({ ok: false, messageId: 'ops.ipo.error.fee' });
    expect(checkDraft({ ...good, lotSize: '0' })).toEqual({ ok: false, messageId: 'ops.ipo.error.whole' });
    expect(checkDraft({ ...good, underwritingShares: '1050' })).toEqual({ ok: false, messageId: 'ops.ipo.error.lots' });
    expect(checkDraft({ ...good, totalShares: '900' })).toEqual({ ok: false, messageId: 'ops.ipo.error.total' });
    expect(checkDraft({ ...good, drawsAt: 'tomorrow' })).toEqual({ ok: false, messageId: 'ops.ipo.error.date' });
    expect(checkDraft({ ...good, closesAt: '2026-11-18T15:00:00' })).toEqual({ ok: false, messageId: 'error.IPO_DATES_INVALID' });
    expect(checkDraft({ ...good, issuesAt: '2026-11-19T15:00' })).toEqual({ ok: false, messageId: 'error.IPO_DATES_INVALID' });
  });

  it('round-trips dates through the datetime-local value, to the second', () => {
    const iso = '2026-11-18T15:00:30.000Z';
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput('nope')).toBe('');
  });

  it('reads an offering back into the form', () => {
    const r = checkDraft(good);
    if (!r.ok) throw new Error('draft');
    const back = draftOf({ ...r.input, nameTranslations: r.input.nameText as { en: string } });
    expect(checkDraft(back)).toEqual(r);
  });
});
