import { useApolloClient } from '@apollo/client';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useToast } from '../../ui/Toast';
import { REAL_NAME_QUERIES } from './queryNames';

/**
 * The real-name part of the app-wide account-events listener: on REAL_NAME_UPDATED the status is read
 * again wherever it is shown (the real-name page, Mine, the withdrawal notices) and a decision is told
 * with a toast.
 */
export function useRealNameEvents(): (event: { type: string; status?: string | null }) => void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const say = useRef({ intl, toast });
  say.current = { intl, toast };
  return useCallback(
    (event) => {
      if (event.type !== 'REAL_NAME_UPDATED') return;
      void client.refetchQueries({ include: REAL_NAME_QUERIES }).catch(() => undefined);
      const status = (event.status ?? '').toLowerCase();
      if (status === 'passed') say.current.toast.success(say.current.intl.formatMessage({ id: 'realName.live.passed' }));
      if (status === 'rejected') say.current.toast.error(say.current.intl.formatMessage({ id: 'realName.live.rejected' }));
    },
    [client],
  );
}
