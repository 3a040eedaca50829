import { type AccountEventContext, useAccountEventHandler } from '../../ui/useAccountEventHandler';
import { LOAN_QUERIES } from './queryNames';

type LoanEvent = { type: string; status?: string | null; reason?: string | null };

function onLoanEvent(event: LoanEvent, { refetch, intl, toast }: AccountEventContext): void {
  if (event.type !== 'LOAN_UPDATED' && event.type !== 'LOAN_REPAYMENT_UPDATED') return;
  refetch(LOAN_QUERIES);
  const status = (event.status ?? '').toLowerCase();
  const what = event.type === 'LOAN_UPDATED' ? 'loan' : 'repayment';
  if (event.reason === 'margin_call') toast.show(intl.formatMessage({ id: 'loan.live.marginCall' }), 'info');
  else if (event.reason === 'liquidated') toast.show(intl.formatMessage({ id: 'loan.live.liquidated' }), 'info');
  else if (status === 'successful' || status === 'failed')
    toast.show(intl.formatMessage({ id: `loan.live.${what}.${status}` }), status === 'successful' ? 'success' : 'info');
}

/** The loans part of the app-wide account-events listener: decisions, margin calls and liquidations are told. */
export function useLoanEvents(): (event: LoanEvent) => void {
  return useAccountEventHandler(onLoanEvent, 'products');
}
