import { type ApolloClient, useQuery } from '@apollo/client';
import { prefetchQuery, usePrefetchedPolicy } from '../../apollo/prefetch';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { LOGIN_PATH, REGISTER_PATH } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { Icon } from '../../ui/icons';
import { QueryBoundary } from '../../ui/PageState';
import { formatE164 } from '../auth/phone';
import { useCopyWithToast } from '../../ui/copyText';
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

function SignedInHeader({ phone, inviteCode, action }: { phone: string; inviteCode: string; action?: ReactNode }) {
  const copy = useCopyWithToast();
  const onCopy = () => copy(inviteCode);
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
        {action && <div className="mine-hero__action">{action}</div>}
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

/** Mine's first read (who is signed in), started before the page renders. */
export function prefetchMineMe(client: ApolloClient<unknown>): void {
  prefetchQuery(client, MineMeQuery);
}

/**
 * The Mine tab: who is signed in (or a sign-in prompt), the page's `balance` card for a signed-in user,
 * then links to every Mine page (with the page's `linkExtras` beside them, e.g. the real-name status).
 */
export function MineDashboard({
  balance,
  linkExtras,
  headerAction,
}: {
  balance?: ReactNode;
  linkExtras?: Readonly<Record<string, ReactNode>>;
  /** Beside who is signed in (the notification bell). */
  headerAction?: ReactNode;
}) {
  // cache-and-network: the server decides whether the session is still alive (or a read that has just
  // asked it: the page's prefetch).
  const query = useQuery(MineMeQuery, { fetchPolicy: usePrefetchedPolicy(MineMeQuery) });
  return (
    <QueryBoundary query={query}>
      {({ me }) => (
        <>
          {me ? <SignedInHeader phone={me.phone} inviteCode={me.inviteCode} action={headerAction} /> : <SignInPrompt />}
          {me && balance}
          <MineLinks signedIn={Boolean(me)} extras={me ? linkExtras : undefined} />
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
