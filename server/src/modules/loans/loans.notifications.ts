import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/**
 * Loans: the review decision on an application or a repayment, and the risk steps (a margin call, each
 * time one is made; a liquidation).
 */
export const loansNotifications: NotificationRule[] = [
  {
    event: 'LOAN_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      if (!id) return null;
      if (p.reason === 'margin_call') return { kind: 'LOAN_MARGIN_CALL', category: 'money', params: { id }, link: LINKS.loanRecords };
      if (p.reason === 'liquidated')
        return { kind: 'LOAN_LIQUIDATED', category: 'money', params: { id }, link: LINKS.loanRecords, key: `loan:${id}:liquidated` };
      const kind = p.status === 'successful' ? 'LOAN_APPROVED' : p.status === 'failed' ? 'LOAN_REFUSED' : null;
      if (!kind) return null;
      return {
        kind,
        category: 'money',
        params: { id, reasonCode: str(p.reasonCode) },
        link: LINKS.loanRecords,
        key: `loan:${id}:${p.status}`,
      };
    },
  },
  {
    event: 'LOAN_REPAYMENT_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      const kind = p.status === 'successful' ? 'LOAN_REPAYMENT_APPROVED' : p.status === 'failed' ? 'LOAN_REPAYMENT_REFUSED' : null;
      if (!id || !kind) return null;
      return {
        kind,
        category: 'money',
        params: { id, reasonCode: str(p.reasonCode) },
        link: LINKS.loanRecords,
        key: `loan-repayment:${id}:${p.status}`,
      };
    },
  },
];
