import { type AccountEventContext, useAccountEventHandler } from '../../ui/useAccountEventHandler';
import { IPO_QUERIES } from './queryNames';

const TOASTS: Record<string, { id: string; kind: 'success' | 'info' }> = {
  won: { id: 'ipo.live.won', kind: 'success' },
  not_won: { id: 'ipo.live.notWon', kind: 'info' },
  issued: { id: 'ipo.live.issued', kind: 'success' },
  excluded: { id: 'ipo.live.excluded', kind: 'info' },
};

type IpoEvent = { type: string; status?: string | null; reason?: string | null };

function onIpoEvent(event: IpoEvent, { refetch, intl: i, toast: t }: AccountEventContext): void {
  if (event.type !== 'IPO_APPLICATION_UPDATED') return;
  refetch(IPO_QUERIES);
  const status = (event.status ?? '').toLowerCase();
  if (status === 'cancelled' && event.reason) {
    t.show(i.formatMessage({ id: 'ipo.live.offeringCancelled' }, { reason: event.reason }), 'info');
    return;
  }
  const toastOf = TOASTS[status];
  if (toastOf) t.show(i.formatMessage({ id: toastOf.id }), toastOf.kind);
}

/**
 * The IPO part of the app-wide account-events listener: on IPO_APPLICATION_UPDATED the lottery cards,
 * the offering on screen and its draw are read again, and a decision (won, not won, issued) is told.
 */
export function useIpoEvents(): (event: IpoEvent) => void {
  return useAccountEventHandler(onIpoEvent);
}
