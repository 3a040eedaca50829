import { describe, expect, it } from 'vitest';
import {
  canCancel,
  checkShares,
  heldNow,
  holdAmount,
  isInventory,
  isWin,
  maxShares,
  releasedAmount,
  statusTone,
  stepShares,
} from './ipoRules';

describe('holdAmount (what the confirmation shows before applying)', () => {
  it('is price × shares + the processing fee, to the cent', () => {
    expect(holdAmount('150', 10, '2.5')).toBe('1502.50');
    expect(holdAmount('12.3456', 1000, '0')).toBe('12345.60');
  });

  it('uses decimal arithmetic, never floats', () => {
    // 0.1 × 3 + 0.2 is 0.5 exactly (a float would give 0.5000000000000001).
    expect(holdAmount('0.1', 3, '0.2')).toBe('0.50');
    expect(holdAmount('1.005', 1, '0')).toBe('1.01');
  });
});

describe('checkShares (lot validation)', () => {
  it('accepts whole lots from one lot to the maximum', () => {
    expect(checkShares('100', 100, 5)).toEqual({ ok: true, shares: 100, lots: 1 });
    expect(checkShares(' 500 ', 100, 5)).toEqual({ ok: true, shares: 500, lots: 5 });
  });

  it('refuses empty, non-whole, partial-lot and over-maximum counts with their own message', () => {
    expect(checkShares('', 100, 5)).toEqual({ ok: false, messageId: 'ipo.apply.sharesRequired' });
    expect(checkShares('1.5', 100, 5)).toEqual({ ok: false, messageId: 'ipo.apply.sharesWhole' });
    expect(checkShares('-100', 100, 5)).toEqual({ ok: false, messageId: 'ipo.apply.sharesWhole' });
    expect(checkShares('0', 100, 5)).toEqual({ ok: false, messageId: 'ipo.apply.sharesWhole' });
    expect(checkShares('150', 100, 5)).toEqual({ ok: false, messageId: 'ipo.apply.sharesLots' });
    expect(checkShares('600', 100, 5)).toEqual({ ok: false, messageId: 'ipo.apply.sharesMax' });
  });

  it('steps by one lot within one lot … the maximum', () => {
    expect(maxShares(100, 5)).toBe(500);
    expect(stepShares('', 100, 5, 1)).toBe(100);
    expect(stepShares('100', 100, 5, 1)).toBe(200);
    expect(stepShares('500', 100, 5, 1)).toBe(500);
    expect(stepShares('100', 100, 5, -1)).toBe(100);
    expect(stepShares('250', 100, 5, -1)).toBe(200);
    expect(stepShares('250', 100, 5, 1)).toBe(300);
  });
});

describe('application life', () => {
  it('tones, inventory and wins follow the status', () => {
    expect(statusTone('PENDING')).toBe('pending');
    expect(statusTone('WON')).toBe('ok');
    expect(statusTone('NOT_WON')).toBe('failed');
    expect(statusTone('CANCELLED')).toBe('neutral');
    expect(isInventory('WON')).toBe(true);
    expect(isInventory('ISSUED')).toBe(false);
    expect(isWin('ISSUED')).toBe(true);
    expect(isWin('NOT_WON')).toBe(false);
  });

  it('the hold is kept while pending; a loser gets all of it back, a winner the part not paid', () => {
    expect(heldNow('PENDING', '1502.5')).toBe('1502.50');
    expect(heldNow('NOT_WON', '1502.5')).toBe('0.00');
    expect(releasedAmount('PENDING', '1502.5', '0')).toBeNull();
    expect(releasedAmount('NOT_WON', '1502.5', '0')).toBe('1502.50');
    expect(releasedAmount('WON', '3002.5', '1502.5')).toBe('1500.00');
  });

  it('only a pending application in an open window can be cancelled', () => {
    expect(canCancel('PENDING', 'AVAILABLE')).toBe(true);
    expect(canCancel('PENDING', 'EXPIRED')).toBe(false);
    expect(canCancel('WON', 'AVAILABLE')).toBe(false);
  });
});
