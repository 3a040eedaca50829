/** Status, kind and event → message mappings of the money screens. Pure: tested in status.test.ts. */

import { normaliseStatus } from './eventToast';

// What the app-wide account events need (on every screen) is a module of its own (eventToast.ts), so the
// rest of these mappings load with the money screens, not in the first screen's JavaScript.
export { type AccountEventLike, accountEventToast, normaliseStatus } from './eventToast';

export type DepositStatusName = 'PENDING' | 'CONFIRMED' | 'REFUSED';
export type WithdrawalStatusName = 'PENDING' | 'PASSED' | 'FAILED' | 'REVOKED';

export interface StatusText {
  /** Message id of the short status label (the badge). */
  id: string;
  /** A refusal's line under the record: message id and the reason the user sees. */
  detail?: { id: string; reason: string };
  /** For styling: pending, ok, failed, neutral. */
  tone: 'pending' | 'ok' | 'failed' | 'neutral';
}

export function depositStatusText(status: string, reason?: string | null): StatusText {
  switch (normaliseStatus(status)) {
    case 'PENDING':
      return { id: 'money.status.pendingReview', tone: 'pending' };
    case 'CONFIRMED':
      return { id: 'money.status.depositConfirmed', tone: 'ok' };
    case 'REFUSED':
      return {
        id: 'money.status.depositRefused',
        tone: 'failed',
        detail: { id: reason ? 'money.status.reason' : 'money.status.depositRefused', reason: reason ?? '' },
      };
    default:
      return { id: 'money.status.unknown', tone: 'neutral' };
  }
}

export function withdrawalStatusText(status: string, reason?: string | null): StatusText {
  switch (normaliseStatus(status)) {
    case 'PENDING':
      return { id: 'money.status.pendingReview', tone: 'pending' };
    case 'PASSED':
      return { id: 'money.status.withdrawalPassed', tone: 'ok' };
    case 'FAILED':
      return {
        id: 'money.status.failed',
        tone: 'failed',
        detail: { id: reason ? 'money.status.withdrawalFailedReason' : 'money.status.withdrawalFailed', reason: reason ?? '' },
      };
    case 'REVOKED':
      return { id: 'money.status.revoked', tone: 'neutral' };
    default:
      return { id: 'money.status.unknown', tone: 'neutral' };
  }
}

const STATEMENT_KINDS = new Set([
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_revoked',
  'withdrawal_refused',
  'fx_transfer',
  'adjustment',
  'order_hold',
  'order_cancelled',
  'position_open',
  'position_close_manual',
  'position_close_stop_out',
  'position_close_end_of_day',
  'follow_hold',
  'follow_released',
  'follow_fee',
  'position_close_strategy',
  'intraday_hold',
  'intraday_release',
  'intraday_settled',
  'fund_hold',
  'fund_start',
  'fund_refused',
  'fund_principal_returned',
  'fund_earnings_paid',
  'fund_early_fee',
  'loan_disbursed',
  'loan_repayment_hold',
  'loan_repaid',
  'loan_repayment_refused',
  'loan_liquidation_repayment',
  'position_close_loan_liquidation',
  'position_close_take_profit',
  'position_close_stop_loss',
  'position_close_trailing_stop',
  'order_amended',
  'order_hold_adjusted',
  // Corporate actions (issue 35): a dividend received (net of withholding) or paid on a short to the
  // lender; the cash for the fraction of a share a split left; a position a reverse split left under one share.
  'dividend',
  'dividend_short',
  'split_cash_in_lieu',
  'position_close_cash_in_lieu',
]);

/** The statement line's kind in words; kinds this client does not know yet read 'Other'. */
export function statementKindMessageId(kind: string): string {
  return STATEMENT_KINDS.has(kind) ? `money.kind.${kind}` : 'money.kind.other';
}
