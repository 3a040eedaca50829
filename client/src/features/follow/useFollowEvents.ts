import { type AccountEventContext, useAccountEventHandler } from '../../ui/useAccountEventHandler';
import { FOLLOW_QUERIES } from './queryNames';

type FollowEvent = { type: string; status?: string | null; reason?: string | null };

function onFollowEvent(event: FollowEvent, { refetch, intl, toast }: AccountEventContext): void {
  if (event.type !== 'FOLLOW_UPDATED') return;
  refetch(FOLLOW_QUERIES);
  const status = (event.status ?? '').toLowerCase();
  if (status === 'successful') toast.show(intl.formatMessage({ id: 'follow.live.successful' }), 'success');
  if (status === 'failed') {
    const reason = event.reason ? intl.formatMessage({ id: `follow.reasonShort.${event.reason}`, defaultMessage: '' }) : '';
    toast.show(intl.formatMessage({ id: 'follow.live.failed' }, { reason }), 'info');
  }
}

/** The follow part of the app-wide account-events listener: on FOLLOW_UPDATED the records and trades are read again and the decision told. */
export function useFollowEvents(): (event: FollowEvent) => void {
  return useAccountEventHandler(onFollowEvent, 'products');
}
