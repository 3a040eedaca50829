import { describe, expect, it } from 'vitest';
import { checkTradeDraft, EMPTY_TRADE } from './followForm';

const ok = {
  ...EMPTY_TRADE,
  institutionId: 'i',
  symbol: 'us:aapl',
  buyPrice: '190.5',
  fee: '5',
  opensAt: '2026-11-24T10:00',
  closesAt: '2026-11-24T12:00',
};

describe('ops follow form', () => {
  it('sends the typed terms as the API takes them', () => {
    const r = checkTradeDraft(ok);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.input).toMatchObject({ symbol: 'US:AAPL', buyPrice: '190.5', fee: '5', minQuantity: 1, maxQuantity: 100 });
  });

  it.each([
    [{ institutionId: '' }, 'ops.follow.error.institution'],
    [{ symbol: 'AAPL' }, 'ops.follow.error.symbol'],
    [{ buyPrice: '0' }, 'ops.follow.error.buyPrice'],
    [{ buyPrice: '1.23456' }, 'ops.follow.error.buyPrice'],
    [{ fee: '1.234' }, 'ops.follow.error.fee'],
    [{ minQuantity: '0' }, 'ops.follow.error.quantity'],
    [{ minQuantity: '10', maxQuantity: '5' }, 'ops.follow.error.quantity'],
    [{ closesAt: '2026-11-24T09:00' }, 'error.FOLLOW_TRADE_INVALID'],
    [{ opensAt: '' }, 'ops.ipo.error.date'],
  ])('%o is refused with %s', (change, messageId) => {
    expect(checkTradeDraft({ ...ok, ...change })).toEqual({ ok: false, messageId });
  });
});
