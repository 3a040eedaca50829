import { useApolloClient } from '@apollo/client';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../ui/Toast';
import { BLOCK_TRADE_QUERIES } from './queries';

const TOASTS: Record<string, { id: string; kind: 'success' | 'info' }> = {
  successful: { id: 'blockTrade.live.successful', kind: 'success' },
  failed: { id: 'blockTrade.live.failed', kind: 'info' },
};

/**
 * The block-trade part of the app-wide account-events listener: on BLOCK_TRADE_UPDATED the records, the
 * offering on screen and its allocation record are read again, and a decision (successful, failed with
 * its reason) is told; on BLOCK_TRADE_CODE_ISSUED the offering shows the new code.
 */
export function useBlockTradeEvents(): (event: { type: string; status?: string | null; reason?: string | null }) => void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const say = useRef({ intl, toast });
  say.current = { intl, toast };
  return useCallback(
    (event) => {
      if (event.type === 'BLOCK_TRADE_CODE_ISSUED') {
        void client.refetchQueries({ include: ['BlockTradeSubscribe_Offering'] }).catch(() => undefined);
        return;
      }
      if (event.type !== 'BLOCK_TRADE_UPDATED') return;
      void client.refetchQueries({ include: BLOCK_TRADE_QUERIES }).catch(() => undefined);
      const status = (event.status ?? '').toLowerCase();
      const toastOf = TOASTS[status];
      if (!toastOf) return;
      const { intl: i, toast: t } = say.current;
      const reason = event.reason ? i.formatMessage({ id: `blockTrade.reasonShort.${event.reason}`, defaultMessage: '' }) : '';
      t.show(i.formatMessage({ id: toastOf.id }, { reason }), toastOf.kind);
    },
    [client],
  );
}
