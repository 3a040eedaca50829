import { type AccountEventContext, useAccountEventHandler } from '../../ui/useAccountEventHandler';
import { BLOCK_TRADE_QUERIES } from './queryNames';

const TOASTS: Record<string, { id: string; kind: 'success' | 'info' }> = {
  successful: { id: 'blockTrade.live.successful', kind: 'success' },
  failed: { id: 'blockTrade.live.failed', kind: 'info' },
};

type BlockTradeEvent = { type: string; status?: string | null; reason?: string | null };

function onBlockTradeEvent(event: BlockTradeEvent, { refetch, intl: i, toast: t }: AccountEventContext): void {
  if (event.type === 'BLOCK_TRADE_CODE_ISSUED') {
    refetch(['BlockTradeSubscribe_Offering', 'BlockTradeNotices_Mine']);
    return;
  }
  if (event.type !== 'BLOCK_TRADE_UPDATED') return;
  refetch(BLOCK_TRADE_QUERIES);
  const status = (event.status ?? '').toLowerCase();
  const toastOf = TOASTS[status];
  if (!toastOf) return;
  const reason = event.reason ? i.formatMessage({ id: `blockTrade.reasonShort.${event.reason}`, defaultMessage: '' }) : '';
  t.show(i.formatMessage({ id: toastOf.id }, { reason }), toastOf.kind);
}

/**
 * The block-trade part of the app-wide account-events listener: on BLOCK_TRADE_UPDATED the records, the
 * offering on screen and its allocation record are read again, and a decision (successful, failed with
 * its reason) is told; on BLOCK_TRADE_CODE_ISSUED the offering shows the new code and
 * the notice page's "My notices" lists it.
 */
export function useBlockTradeEvents(): (event: BlockTradeEvent) => void {
  return useAccountEventHandler(onBlockTradeEvent, 'products');
}
