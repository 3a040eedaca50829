import { useApolloClient } from '@apollo/client';
import { useCallback, useRef } from 'react';
import { type IntlShape, useIntl } from 'react-intl';
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
 */
export function useAccountEventHandler<E>(handle: (event: E, context: AccountEventContext) => void): (event: E) => void {
  const client = useApolloClient();
  const intl = useIntl();
  const toast = useToast();
  const say = useRef({ intl, toast });
  say.current = { intl, toast };
  return useCallback(
    (event: E) => {
      const refetch = (include: string[]) => refetchFresh(client, include);
      handle(event, { refetch, ...say.current });
    },
    [client, handle],
  );
}
