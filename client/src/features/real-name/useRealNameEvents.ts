import { useApolloClient } from '@apollo/client';
import { useCallback, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../i18n/I18nProvider';
import { useToast } from '../../ui/Toast';
import { intlWithPacks } from '../../ui/useAccountEventHandler';
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
  const { locale } = useLocale();
  const say = useRef({ intl, toast, locale });
  say.current = { intl, toast, locale };
  return useCallback(
    (event) => {
      if (event.type !== 'REAL_NAME_UPDATED') return;
      void client.refetchQueries({ include: REAL_NAME_QUERIES }).catch(() => undefined);
      const status = (event.status ?? '').toLowerCase();
      if (status !== 'passed' && status !== 'rejected') return;
      // Told with the screens' texts, loaded first (the first screen has only the app's).
      void intlWithPacks(say.current.intl, say.current.locale, ['screens']).then((intl) => {
        if (!intl) return;
        if (status === 'passed') say.current.toast.success(intl.formatMessage({ id: 'realName.live.passed' }));
        else say.current.toast.error(intl.formatMessage({ id: 'realName.live.rejected' }));
      });
    },
    [client],
  );
}
