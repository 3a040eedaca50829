import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { LOGIN_PATH, REGISTER_PATH } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { formatE164 } from '../auth/phone';
import { BalanceCard } from '../money/BalanceCard';
import { copyText } from './copyText';
import { LogoutButton } from './LogoutButton';
import { MineLinks } from './MineLinks';

const MineMeQuery = graphql(`
  query Mine_Me {
    me {
      id
      phone
      inviteCode
    }
  }
`);

function SignedInHeader({ phone, inviteCode }: { phone: string; inviteCode: string }) {
  const intl = useIntl();
  const toast = useToast();
  const onCopy = async () => {
    if (await copyText(inviteCode)) toast.success(intl.formatMessage({ id: 'toast.copySuccess' }));
    else toast.error(intl.formatMessage({ id: 'error.INTERNAL_ERROR' }));
  };
  return (
    <section className="mine-hero">
      <div className="mine-hero__identity">
        <span className="mine-hero__avatar" aria-hidden="true">
          <Icon name="user" size={30} />
        </span>
        <div className="mine-hero__who">
          <p className="mine-hero__greeting">
            <FormattedMessage id="mine.greeting" />
          </p>
          <p className="mine-hero__phone" data-testid="mine-phone">
            {formatE164(phone)}
          </p>
        </div>
      </div>
      <div className="mine-hero__invite">
        <div>
          <p className="mine-hero__invite-label">
            <FormattedMessage id="mine.inviteCode" />
          </p>
          <p className="mine-hero__invite-code" data-testid="mine-invite-code">
            {inviteCode}
          </p>
        </div>
        <button type="button" className="chip-button" onClick={onCopy} data-testid="mine-copy-invite">
          <Icon name="copy" size={16} />
          <FormattedMessage id="common.copy" />
        </button>
      </div>
    </section>
  );
}

function SignInPrompt() {
  const nav = useNav();
  return (
    <section className="mine-hero mine-hero--guest">
      <div className="mine-hero__identity">
        <span className="mine-hero__avatar" aria-hidden="true">
          <Icon name="user" size={30} />
        </span>
        <div className="mine-hero__who">
          <p className="mine-hero__phone">
            <FormattedMessage id="mine.guestTitle" />
          </p>
          <p className="mine-hero__greeting">
            <FormattedMessage id="mine.guestText" />
          </p>
        </div>
      </div>
      <div className="mine-hero__actions">
        <Button variant="light" onClick={() => nav.navigateTo(LOGIN_PATH)} data-testid="mine-login">
          <FormattedMessage id="login.submit" />
        </Button>
        <Button variant="outline-light" onClick={() => nav.navigateTo(REGISTER_PATH)} data-testid="mine-register">
          <FormattedMessage id="register.submit" />
        </Button>
      </div>
    </section>
  );
}

/** The Mine tab: who is signed in (or a sign-in prompt), then links to every Mine page. */
export function MineDashboard() {
  // cache-and-network: the server decides whether the session is still alive.
  const query = useQuery(MineMeQuery, { fetchPolicy: 'cache-and-network' });
  return (
    <QueryBoundary query={query}>
      {({ me }) => (
        <>
          {me ? <SignedInHeader phone={me.phone} inviteCode={me.inviteCode} /> : <SignInPrompt />}
          {me && <BalanceCard />}
          <MineLinks signedIn={Boolean(me)} />
          {me && (
            <div className="section-pad">
              <LogoutButton />
            </div>
          )}
        </>
      )}
    </QueryBoundary>
  );
}
