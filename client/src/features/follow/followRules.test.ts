import { describe, expect, it } from 'vitest';
import { checkQuantity, checkTolerancePercent, statusTone, upDown } from './followRules';

describe('follow rules', () => {
  it('up/down is the market price against the buy price', () => {
    expect(upDown('200.05', '190.5')).toBe('0.050131');
    expect(upDown('95', '100')).toBe('-0.050000');
    expect(upDown(null, '100')).toBeNull();
  });

  it.each([
    ['0', 'error.FOLLOW_QUANTITY_INVALID'],
    ['-3', 'error.FOLLOW_QUANTITY_INVALID'],
    ['2.5', 'error.FOLLOW_QUANTITY_INVALID'],
    ['', 'error.FOLLOW_QUANTITY_INVALID'],
    ['1', 'error.FOLLOW_QUANTITY_OUT_OF_LIMITS'],
    ['51', 'error.FOLLOW_QUANTITY_OUT_OF_LIMITS'],
  ])('quantity %s is refused with %s', (raw, id) => {
    expect(checkQuantity(raw, { minQuantity: 2, maxQuantity: 50 })).toEqual({ ok: false, messageId: id });
  });

  it('takes whole quantities within the limits', () => {
    expect(checkQuantity(' 10 ', { minQuantity: 2, maxQuantity: 50 })).toEqual({ ok: true, value: 10 });
  });

  it.each([
    ['2', '0.0200'],
    ['0,5', '0.0050'],
    ['10', '0.1000'],
    ['0', '0.0000'],
    ['2.25', '0.0225'],
  ])('tolerance %s %% is %s', (raw, value) => {
    expect(checkTolerancePercent(raw)).toEqual({ ok: true, value });
  });

  it.each(['10.01', '11', '-1', 'abc', '1.234'])('tolerance %s is refused', (raw) => {
    expect(checkTolerancePercent(raw)).toEqual({ ok: false, messageId: 'error.FOLLOW_TOLERANCE_INVALID' });
  });

  it('tones', () => {
    expect(statusTone('IN_PROGRESS')).toBe('pending');
    expect(statusTone('SUCCESSFUL')).toBe('ok');
    expect(statusTone('FAILED')).toBe('failed');
  });
});
