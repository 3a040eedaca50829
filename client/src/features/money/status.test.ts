import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { accountEventToast, depositStatusText, statementKindMessageId, withdrawalStatusText } from './status';

const en = MESSAGES.en;
const say = (id: string, reason = '') => en[id].replace('{reason}', reason);

describe('withdrawal status → message', () => {
  it.each([
    ['PENDING', null, 'Pending review', undefined],
    ['pending', null, 'Pending review', undefined],
    ['PASSED', null, 'Review passed', undefined],
    ['FAILED', 'Name does not match the account', 'Failed', 'Withdrawal Failed: Name does not match the account'],
    ['failed', null, 'Failed', 'Withdrawal Failed'],
    ['REVOKED', null, 'Revoked', undefined],
  ])('%s (%s) → %s / %s', (status, reason, badge, line) => {
    const s = withdrawalStatusText(status, reason);
    expect(say(s.id)).toBe(badge);
    expect(s.detail && say(s.detail.id, s.detail.reason)).toBe(line);
  });
});

describe('deposit status → message', () => {
  it.each([
    ['PENDING', null, 'Pending review', undefined],
    ['CONFIRMED', null, 'Credited', undefined],
    ['REFUSED', 'No transfer received', 'Refused', 'Reason: No transfer received'],
    ['REFUSED', null, 'Refused', 'Refused'],
  ])('%s (%s) → %s / %s', (status, reason, badge, line) => {
    const s = depositStatusText(status, reason);
    expect(say(s.id)).toBe(badge);
    expect(s.detail && say(s.detail.id, s.detail.reason)).toBe(line);
  });
});

describe('statement kinds', () => {
  it('names every kind the server writes, and "Other" for a new one', () => {
    expect(en[statementKindMessageId('withdrawal_hold')]).toBe('Withdrawal requested');
    expect(en[statementKindMessageId('adjustment')]).toBe('Adjustment');
    expect(en[statementKindMessageId('fx_transfer')]).toBe('Currency transfer');
    expect(en[statementKindMessageId('position_close_stop_out')]).toBe('Position closed: stop-out');
    expect(en[statementKindMessageId('order_hold')]).toBe('Order placed (held)');
    expect(en[statementKindMessageId('position_close_stop_loss')]).toBe('Position closed: stop-loss');
    expect(en[statementKindMessageId('order_amended')]).toBe('Order amended (previous hold released)');
    expect(en[statementKindMessageId('position_close_strategy')]).toBe('Closed by the intraday strategy');
    expect(en[statementKindMessageId('intraday_settled')]).toBe('Intraday strategy: released with the result');
    expect(en[statementKindMessageId('something_new')]).toBe('Other');
  });
});

describe('live review decisions → toast', () => {
  it('tells the user when ops decide, not when they act themselves', () => {
    expect(accountEventToast({ type: 'WITHDRAWAL_UPDATED', status: 'failed', reason: 'Wrong IBAN' })).toEqual({
      id: 'money.status.withdrawalFailedReason',
      reason: 'Wrong IBAN',
      kind: 'error',
    });
    expect(accountEventToast({ type: 'DEPOSIT_UPDATED', status: 'confirmed' })?.kind).toBe('success');
    expect(accountEventToast({ type: 'WITHDRAWAL_UPDATED', status: 'passed' })?.kind).toBe('success');
    expect(accountEventToast({ type: 'WITHDRAWAL_UPDATED', status: 'pending' })).toBeNull();
    expect(accountEventToast({ type: 'WITHDRAWAL_UPDATED', status: 'revoked' })).toBeNull();
    expect(accountEventToast({ type: 'BALANCE_CHANGED' })).toBeNull();
  });
});
