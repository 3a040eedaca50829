import { useApolloClient } from '@apollo/client';
import { useIntl } from 'react-intl';
import { readFragment } from '../../apollo/readFragment';
import type { FragmentType } from '../../gql';
import { useToast } from '../../ui/Toast';
import { useMounted } from '../../ui/useMounted';
import { saveCountry } from './PhoneField';
import { SessionUserFragment, writeSessionUser } from './useSession';

/**
 * What every successful sign-in (login or registration) does: keep the user in the cache, remember the
 * country for next time, and say so. Returns whether the form is still on screen, so it may navigate.
 */
export function useCompleteSignIn() {
  const intl = useIntl();
  const toast = useToast();
  const client = useApolloClient();
  const mounted = useMounted();
  return (
    user: FragmentType<typeof SessionUserFragment>,
    country: string,
    toastId: 'toast.loginSuccess' | 'toast.registerSuccess',
  ): boolean => {
    writeSessionUser(client.cache, readFragment(SessionUserFragment, user));
    saveCountry(country);
    toast.success(intl.formatMessage({ id: toastId }));
    return mounted.current;
  };
}
