/**
 * The money screens' part of the app-wide account events: the toast for a review decision arriving live.
 * In `main` (the events arrive on any screen); the screens' other mappings are in status.ts.
 */

/** Events carry the server's stored value ('pending'), queries the GraphQL enum ('PENDING'). */
export function normaliseStatus(status: string | null | undefined): string {
  return (status ?? '').toUpperCase();
}

export interface AccountEventLike {
  type: string;
  status?: string | null;
  reason?: string | null;
}

/**
 * The toast for a review decision arriving live (ops confirmed, refused, paid…). The user's own actions
 * (filing, requesting, revoking) already show their own toast, so they get none here.
 */
export function accountEventToast(event: AccountEventLike): { id: string; reason?: string; kind: 'success' | 'error' } | null {
  const status = normaliseStatus(event.status);
  if (event.type === 'DEPOSIT_UPDATED') {
    if (status === 'CONFIRMED') return { id: 'money.event.depositConfirmed', kind: 'success' };
    if (status === 'REFUSED') return { id: 'money.status.depositRefusedReason', reason: event.reason ?? '', kind: 'error' };
  }
  if (event.type === 'WITHDRAWAL_UPDATED') {
    if (status === 'PASSED') return { id: 'money.event.withdrawalPassed', kind: 'success' };
    if (status === 'FAILED') return { id: 'money.status.withdrawalFailedReason', reason: event.reason ?? '', kind: 'error' };
  }
  return null;
}
