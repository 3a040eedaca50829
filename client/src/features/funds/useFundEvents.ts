import { type AccountEventContext, useAccountEventHandler } from '../../ui/useAccountEventHandler';
import { FUND_QUERIES } from './queryNames';

type FundEvent = { type: string; status?: string | null };

const TOASTS: Record<string, { id: string; kind: 'success' | 'info' }> = {
  rejected: { id: 'fund.live.rejected', kind: 'info' },
  ended: { id: 'fund.live.ended', kind: 'success' },
};

function onFundEvent(event: FundEvent, { refetch, intl, toast }: AccountEventContext): void {
  if (event.type !== 'FUND_UPDATED') return;
  refetch(FUND_QUERIES);
  const t = TOASTS[(event.status ?? '').toLowerCase()];
  if (t) toast.show(intl.formatMessage({ id: t.id }), t.kind);
}

/** The funds part of the app-wide account-events listener: records refresh live; a refusal or maturity is told. */
export function useFundEvents(): (event: FundEvent) => void {
  return useAccountEventHandler(onFundEvent, 'products');
}
