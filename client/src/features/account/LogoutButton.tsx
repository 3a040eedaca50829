import { useApolloClient, useMutation } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';

const LogoutMutation = graphql(`
  mutation Mine_Logout {
    logout
  }
`);

export function LogoutButton() {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const client = useApolloClient();
  const [logout, { loading }] = useMutation(LogoutMutation);

  const onClick = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'logout.confirmTitle' }),
      message: intl.formatMessage({ id: 'logout.confirmMessage' }),
      confirmText: intl.formatMessage({ id: 'logout.confirmButton' }),
      danger: true,
    });
    if (!ok) return;
    try {
      await logout();
      // Forget everything the signed-in user could see; the screens on show ask the server again
      // (and learn that nobody is signed in).
      await client.resetStore();
      toast.success(intl.formatMessage({ id: 'toast.logoutSuccess' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };

  return (
    <Button variant="secondary" className="logout-button" loading={loading} onClick={onClick} data-testid="mine-logout">
      <FormattedMessage id="logout.button" />
    </Button>
  );
}
