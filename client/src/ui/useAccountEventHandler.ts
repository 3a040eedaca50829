import { useApolloClient } from '@apollo/client';
import { useCallback, useRef } from 'react';
import { createIntl, type IntlShape, useIntl } from 'react-intl';
import { useLocale } from '../i18n/I18nProvider';
import { loadPack, type MessagePack } from '../i18n/loadMessages';
import { refetchFresh } from '../apollo/refetchFresh';
import { useToast } from './Toast';

/** What a domain's handler of account events may do: read queries again (by name) and tell the user. */
export interface AccountEventContext {
  refetch: (include: string[]) => void;
  intl: IntlShape;
  toast: ReturnType<typeof useToast>;
}

/**
 * A domain's part of the app-wide account-events listener: `handle` (a module-level function) gets each
 * event with the current language and toasts, the returned callback stays the same across renders.
 * A domain whose texts are a pack of their own (`texts`, i18n/packs.ts) gets them loaded first: its
 * events may arrive on any screen.
 */
export function useAccountEventHandler<E>(
  handle: (event: E, context: AccountEventContext) => void,
  texts?: Exclude<MessagePack, 'app'>,
): (event: E) => void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const { locale } = useLocale();
  const say = useRef({ intl, toast, locale });
  say.current = { intl, toast, locale };
  return useCallback(
    (event: E) => {
      const refetch = (include: string[]) => refetchFresh(client, include);
      if (!texts) {
        handle(event, { refetch, ...say.current });
        return;
      }
      const { intl: shown, locale: now } = say.current;
      loadPack(texts, now).then(
        (messages) => {
          const withPack = createIntl({
            locale: shown.locale,
            defaultLocale: shown.defaultLocale,
            messages: { ...shown.messages, ...messages } as typeof shown.messages,
          });
          handle(event, { refetch, intl: withPack, toast: say.current.toast });
        },
        // Without its texts the event still updates the screens (a toast would show its message id: none).
        () => {
          const silent = () => undefined;
          handle(event, { refetch, intl: shown, toast: { show: silent, success: silent, error: silent } });
        },
      );
    },
    [client, handle, texts],
  );
}
