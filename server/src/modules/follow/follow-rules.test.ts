import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { assertFollowable, checkQuantity, checkTolerance, followPhase, heldAmount, maxFillPrice } from './follow-rules';

const t = {
  status: 'published',
  opensAt: new Date('2026-01-01T10:00:00Z'),
  closesAt: new Date('2026-01-01T11:00:00Z'),
  minQuantity: 2,
  maxQuantity: 10,
};
const code = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (err) {
    return (err as { code?: string }).code;
  }
};

describe('follow rules', () => {
  it('phases follow the window; cancelled overrides', () => {
    expect(followPhase(t, new Date('2026-01-01T09:59:59Z'))).toBe('not_started');
    expect(followPhase(t, new Date('2026-01-01T10:00:00Z'))).toBe('open');
    expect(followPhase(t, new Date('2026-01-01T11:00:00Z'))).toBe('ended');
    expect(followPhase({ ...t, status: 'cancelled' }, new Date('2026-01-01T10:30:00Z'))).toBe('cancelled');
    expect(code(() => assertFollowable(t, new Date('2026-01-01T09:00:00Z')))).toBe('FOLLOW_NOT_OPEN');
    expect(code(() => assertFollowable(t, new Date('2026-01-01T11:00:00Z')))).toBe('FOLLOW_WINDOW_CLOSED');
    expect(code(() => assertFollowable(t, new Date('2026-01-01T10:30:00Z')))).toBeNull();
  });

  it.each([
    [0, 'FOLLOW_QUANTITY_INVALID'],
    [-1, 'FOLLOW_QUANTITY_INVALID'],
    [1.5, 'FOLLOW_QUANTITY_INVALID'],
    ['3', 'FOLLOW_QUANTITY_INVALID'],
    [1, 'FOLLOW_QUANTITY_OUT_OF_LIMITS'],
    [11, 'FOLLOW_QUANTITY_OUT_OF_LIMITS'],
    [2, null],
    [10, null],
  ])('quantity %s → %s', (q, expected) => {
    expect(code(() => checkQuantity(q, t))).toBe(expected);
  });

  it.each([
    ['0', null],
    ['0.1', null],
    ['0.0001', null],
    ['0.10001', 'FOLLOW_TOLERANCE_INVALID'],
    ['0.00001', 'FOLLOW_TOLERANCE_INVALID'],
    ['-0.01', 'FOLLOW_TOLERANCE_INVALID'],
  ])('tolerance %s → %s', (tol, expected) => {
    expect(code(() => checkTolerance(new Money(tol)))).toBe(expected);
  });

  it('the price limit rounds down to the price precision; the hold rounds up to the cent', () => {
    expect(maxFillPrice(new Money('200.10'), new Money('0.02')).toFixed()).toBe('204.102');
    expect(maxFillPrice(new Money('33.3333'), new Money('0.0333')).toFixed()).toBe('34.4432');
    expect(heldAmount(new Money('2001.005'), new Money('5')).toFixed(2)).toBe('2006.01');
  });
});
