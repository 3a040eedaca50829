import { useApolloClient } from '@apollo/client';
import { useCallback, useRef } from 'react';
import { createIntl, type IntlShape, useIntl } from 'react-intl';
import { useLocale } from '../i18n/I18nProvider';
import { loadPack, type MessagePack } from '../i18n/loadMessages';
import type { Locale } from '../i18n/locales';
import { refetchFresh } from '../apollo/refetchFresh';
import { useToast } from './Toast';

/** What a domain's handler of account events may do: read queries again (by name) and tell the user. */
export interface AccountEventContext {
  refetch: (include: string[]) => void;
  intl: IntlShape;
  toast: ReturnType<typeof useToast>;
}

/**
 * `intl` with the texts of `packs` merged in (each downloaded once, in the language on screen): what an
 * account-event handler speaks with. Its events may arrive on any screen, the first one included, which
 * has only the app's texts (i18n/packs.ts): the screens' texts, and a product's, come when needed.
 * Null when a pack cannot be downloaded (say nothing then: a toast would show its message id).
 */
export function intlWithPacks(intl: IntlShape, locale: Locale, packs: readonly Exclude<MessagePack, 'app'>[]): Promise<IntlShape | null> {
  return Promise.all(packs.map((pack) => loadPack(pack, locale))).then(
    (loaded) =>
      createIntl({
        locale: intl.locale,
        defaultLocale: intl.defaultLocale,
        messages: Object.assign({}, intl.messages, ...loaded) as typeof intl.messages,
      }),
    () => null,
  );
}

/**
 * A domain's part of the app-wide account-events listener: `handle` (a module-level function) gets each
 * event with the current language and toasts, the returned callback stays the same across renders.
 * It speaks with the screens' texts and, for a domain whose page texts are a pack of their own
 * (`texts`, i18n/packs.ts), those too: loaded first (intlWithPacks).
 */
export function useAccountEventHandler<E>(
  handle: (event: E, context: AccountEventContext) => void,
  texts?: Exclude<MessagePack, 'app' | 'screens'>,
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
      const { intl: shown, locale: now } = say.current;
      void intlWithPacks(shown, now, texts ? ['screens', texts] : ['screens']).then((withPacks) => {
        if (withPacks) handle(event, { refetch, intl: withPacks, toast: say.current.toast });
        else {
          // Without its texts the event still updates the screens.
          const silent = () => undefined;
          handle(event, { refetch, intl: shown, toast: { show: silent, success: silent, error: silent } });
        }
      });
    },
    [client, handle, texts],
  );
}
