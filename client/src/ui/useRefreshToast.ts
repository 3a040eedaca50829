import { useIntl } from 'react-intl';
import { errorMessageIdOf } from '../i18n/errors';
import { useToast } from './Toast';

/** Runs a pull-to-refresh reload and says how it went (a success toast, or the error's message). */
export function useRefreshToast() {
  const intl = useIntl();
  const toast = useToast();
  return async (refetch: () => Promise<unknown>) => {
    try {
      await refetch();
      toast.success(intl.formatMessage({ id: 'money.refreshed' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };
}
