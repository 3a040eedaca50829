import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { LiabilityProofs_SnapshotsQuery } from '../../gql/graphql';
import { LOGIN_PATH, routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { useCopyWithToast } from '../../ui/copyText';
import { formatDay } from '../../ui/corporateActionWords';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/icons';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { UserTime } from '../../ui/time/Zoned';
import { useSession } from '../auth/useSession';
import { ProofCheck } from './ProofCheck';
import { publicRecordPath, shortHash, verifyCommand } from './proofs';
import './liabilities.css';

// Public: the published roots are for everybody (also at /proofs/<date>).
const SnapshotsQuery = graphql(`
  query LiabilityProofs_Snapshots {
    liabilitySnapshots {
      date
      takenAt
      roots {
        currency
        rootHash
        total
        paddedSize
      }
    }
  }
`);

type Snapshot = LiabilityProofs_SnapshotsQuery['liabilitySnapshots'][number];
type Root = Snapshot['roots'][number];

/** What the proof shows and what it cannot. */
function About() {
  return (
    <section className="card proofs-about" data-testid="proofs-about">
      <p className="proofs-about__text">
        <FormattedMessage id="proofs.about" />
      </p>
      <ul className="proofs-about__list">
        <li className="proofs-about__item proofs-about__item--yes">
          <Icon name="check" size={18} />
          <span>
            <FormattedMessage id="proofs.about.proves" />
          </span>
        </li>
        <li className="proofs-about__item proofs-about__item--no">
          <Icon name="info" size={18} />
          <span>
            <FormattedMessage id="proofs.about.notProves" />
          </span>
        </li>
      </ul>
    </section>
  );
}

/** Signed out: the roots are shown; checking one's own balance needs signing in (and comes back here). */
function SignInNote() {
  const nav = useNav();
  return (
    <div className="card proofs-sign-in" data-testid="proofs-sign-in">
      <p>
        <FormattedMessage id="proofs.signIn" />
      </p>
      <Button
        block={false}
        onClick={() => nav.navigateTo(buildUrl(LOGIN_PATH, { redirect: routeByName('proofs').path }))}
        data-testid="proofs-sign-in-button"
      >
        <FormattedMessage id="login.submit" />
      </Button>
    </div>
  );
}

/** The root hash, shortened; a tap shows it whole; copied whole. */
function RootHash({ hash }: { hash: string }) {
  const intl = useIntl();
  const copy = useCopyWithToast();
  const [whole, setWhole] = useState(false);
  return (
    <div className="proofs-root__hash">
      <span className="proofs-root__label">
        <FormattedMessage id="proofs.rootHash" />
      </span>
      <span className="proofs-root__hash-row">
        <button
          type="button"
          className="proofs-root__hash-value"
          aria-expanded={whole}
          onClick={() => setWhole((w) => !w)}
          data-testid="proofs-hash"
          data-record
        >
          <code>{whole ? hash : shortHash(hash)}</code>
        </button>
        <button
          type="button"
          className="proofs-root__copy"
          onClick={() => void copy(hash)}
          aria-label={intl.formatMessage({ id: 'proofs.copyHash' })}
          data-testid="proofs-hash-copy"
        >
          <Icon name="copy" size={18} />
        </button>
      </span>
    </div>
  );
}

function RootRow({ date, root, userId }: { date: string; root: Root; userId: string | undefined }) {
  const formatMoney = useFormatMoney();
  return (
    <li className="proofs-root" data-testid="proofs-root" data-currency={root.currency}>
      <div className="proofs-root__head">
        <span className="proofs-root__currency">{root.currency}</span>
        <span className="proofs-root__total" data-testid="proofs-total">
          {formatMoney(root.total, root.currency)}
        </span>
      </div>
      <p className="proofs-root__size" data-testid="proofs-size">
        {/* Two leaves per account (docs/proof-of-liabilities.md), padded to a power of two. */}
        <FormattedMessage id="proofs.size" values={{ accounts: Math.floor(root.paddedSize / 2), leaves: root.paddedSize }} />
      </p>
      <RootHash hash={root.rootHash} />
      {userId && <ProofCheck date={date} currency={root.currency} root={root} userId={userId} />}
    </li>
  );
}

function SnapshotCard({ snapshot, userId }: { snapshot: Snapshot; userId: string | undefined }) {
  const intl = useIntl();
  const { date } = snapshot;
  return (
    <li className="card proofs-snapshot" data-testid="proofs-snapshot" data-date={date}>
      <div className="proofs-snapshot__head">
        <h2 className="proofs-snapshot__date">{formatDay(intl, date)}</h2>
        <a className="proofs-snapshot__json" href={publicRecordPath(date)} target="_blank" rel="noreferrer" data-testid="proofs-json-link">
          <FormattedMessage id="proofs.publicRecord" />
        </a>
      </div>
      <p className="proofs-snapshot__taken">
        <FormattedMessage id="proofs.takenAt" values={{ time: <UserTime key="time" at={snapshot.takenAt} /> }} />
      </p>
      <ul className="proofs-snapshot__roots">
        {snapshot.roots.map((root) => (
          <RootRow key={root.currency} date={date} root={root} userId={userId} />
        ))}
      </ul>
      {userId && (
        <p className="proofs-snapshot__offline" data-testid="proofs-offline">
          <FormattedMessage id="proofs.offline" />{' '}
          <code data-testid="proofs-verify-command" data-record>
            {verifyCommand(window.location.origin, date)}
          </code>
        </p>
      )}
    </li>
  );
}

/**
 * Mine → Proof of liabilities (issue 38): what Vela owed its customers at each daily snapshot, per
 * currency (the published total, a rounded count of accounts, the root hash), for everybody; for a
 * signed-in user, a check in the browser that their own balance is counted, and their proof file.
 */
export function LiabilityProofs() {
  const query = useQuery(SnapshotsQuery, { fetchPolicy: 'cache-and-network' });
  const session = useSession();
  const userId = session.me?.id;
  return (
    <div className="proofs" data-testid="proofs">
      <About />
      {!session.loading && !session.me && <SignInNote />}
      <QueryBoundary query={query} reserve="240px">
        {({ liabilitySnapshots }) =>
          liabilitySnapshots.length === 0 ? (
            <div className="card" data-testid="proofs-empty">
              <EmptyState
                icon="clock"
                title={<FormattedMessage id="proofs.empty" />}
                description={<FormattedMessage id="proofs.empty.text" />}
              />
            </div>
          ) : (
            <ul className="proofs__list">
              {liabilitySnapshots.map((snapshot) => (
                <SnapshotCard key={snapshot.date} snapshot={snapshot} userId={userId} />
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </div>
  );
}
