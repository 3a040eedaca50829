import { describe, expect, it } from 'vitest';
import { type BlockTradeDraft, checkDraft, derivedFigures, draftOf, EMPTY_DRAFT } from './blockTradeForm';

const good: BlockTradeDraft = {
  symbol: 'us:aapl',
  names: { en: ' Vela Placement ', fr: 'Placement Vela', es: '', 'zh-Hans': '', 'zh-Hant': '' },
  subscriptionPrice: '15',
  hedgePrice: '12,5',
  feePercent: '0.25',
  minAmount: '1500',
  ticketsAvailable: '10',
  maxTicketsPerUser: '3',
  opensAt: '2026-11-18T15:00:00',
  closesAt: '2026-11-18T16:00:00',
  codePolicy: 'REAL_NAME',
};

describe('ops block-trade form', () => {
  it('turns a complete draft into the mutation input (trimmed, decimal commas, the fee percent as a fraction, dates as instants)', () => {
    const r = checkDraft(good);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.input).toMatchObject({
      symbol: 'US:AAPL',
      nameText: { en: 'Vela Placement', fr: 'Placement Vela', es: null, zhHans: null, zhHant: null },
      subscriptionPrice: '15',
      hedgePrice: '12.5',
      feeRate: '0.0025',
      minAmount: '1500',
      ticketsAvailable: 10,
      maxTicketsPerUser: 3,
      codePolicy: 'REAL_NAME',
    });
    expect(r.input.opensAt).toBe(new Date('2026-11-18T15:00:00').toISOString());
  });

  it.each([
    [EMPTY_DRAFT, 'error.INCOMPLETE_INFORMATION'],
    [{ ...good, names: { ...good.names, en: '' } }, 'error.TEXT_ENGLISH_REQUIRED'],
    [{ ...good, symbol: 'AAPL' }, 'ops.ipo.error.symbol'],
    [{ ...good, subscriptionPrice: '1.23456' }, 'ops.ipo.error.price'],
    [{ ...good, hedgePrice: '0' }, 'ops.ipo.error.price'],
    [{ ...good, hedgePrice: '15' }, 'ops.blockTrade.error.hedge'],
    [{ ...good, feePercent: '11' }, 'ops.blockTrade.error.fee'],
    [{ ...good, feePercent: '-1' }, 'ops.blockTrade.error.fee'],
    [{ ...good, minAmount: '10.005' }, 'ops.blockTrade.error.minAmount'],
    [{ ...good, ticketsAvailable: '0' }, 'ops.blockTrade.error.whole'],
    [{ ...good, maxTicketsPerUser: '1.5' }, 'ops.blockTrade.error.whole'],
    [{ ...good, maxTicketsPerUser: '11' }, 'ops.blockTrade.error.cap'],
    [{ ...good, minAmount: '4500.01' }, 'ops.blockTrade.error.minReachable'],
    [{ ...good, opensAt: 'soon' }, 'ops.ipo.error.date'],
    [{ ...good, closesAt: '2026-11-18T15:00:00' }, 'error.BLOCK_TRADE_DATES_INVALID'],
  ])('refuses %o with %s', (draft, messageId) => {
    expect(checkDraft(draft as BlockTradeDraft)).toEqual({ ok: false, messageId });
  });

  it('derives the figures from the terms, never typed', () => {
    expect(derivedFigures(good)).toEqual({
      sharesOffered: 1000,
      offeringValue: '15000.00',
      maxPerPerson: '4500.00',
      hedgeBelow: '0.166667',
      feeOnMinimum: '3.75',
    });
    expect(derivedFigures(EMPTY_DRAFT)).toMatchObject({ sharesOffered: null, offeringValue: null, hedgeBelow: null });
  });

  it('reads an offering back into the form', () => {
    const r = checkDraft(good);
    if (!r.ok) throw new Error('draft');
    expect(checkDraft(draftOf({ ...r.input, nameTranslations: r.input.nameText as { en: string } }))).toEqual(r);
  });
});
