import { useApolloClient } from '@apollo/client';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../ui/Toast';
import { IPO_QUERIES } from './queries';

const TOASTS: Record<string, { id: string; kind: 'success' | 'info' }> = {
  won: { id: 'ipo.live.won', kind: 'success' },
  not_won: { id: 'ipo.live.notWon', kind: 'info' },
  issued: { id: 'ipo.live.issued', kind: 'success' },
  excluded: { id: 'ipo.live.excluded', kind: 'info' },
};

/**
 * The IPO part of the app-wide account-events listener: on IPO_APPLICATION_UPDATED the lottery cards,
 * the offering on screen and its draw are read again, and a decision (won, not won, issued) is told.
 */
export function useIpoEvents(): (event: { type: string; status?: string | null; reason?: string | null }) => void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const say = useRef({ intl, toast });
  say.current = { intl, toast };
  return useCallback(
    (event) => {
      if (event.type !== 'IPO_APPLICATION_UPDATED') return;
      void client.refetchQueries({ include: IPO_QUERIES }).catch(() => undefined);
      const status = (event.status ?? '').toLowerCase();
      const { intl: i, toast: t } = say.current;
      if (status === 'cancelled' && event.reason) {
        t.show(i.formatMessage({ id: 'ipo.live.offeringCancelled' }, { reason: event.reason }), 'info');
        return;
      }
      const toastOf = TOASTS[status];
      if (toastOf) t.show(i.formatMessage({ id: toastOf.id }), toastOf.kind);
    },
    [client],
  );
}
