import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { LOGIN_PATH } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/icons';
import { DelayedLoading, LoadError, QueryBoundary } from '../../ui/PageState';
import { useSession } from '../auth/useSession';
import { InstrumentRows } from './InstrumentRows';
import { SEARCH_PATH } from './routes';
import { useLang } from '../../i18n/useLang';
import { useLiveQuotes } from './useLiveQuotes';
import { useWatchToggle } from './WatchButton';

const WatchlistQuery = graphql(`
  query Watchlist_Instruments($lang: String) {
    watchlist {
      symbol
      ...InstrumentRow
      quote {
        ...QuoteFields
      }
      watched
    }
  }
`);

function AddButton() {
  const nav = useNav();
  return (
    <Button block={false} variant="secondary" onClick={() => nav.navigateTo(SEARCH_PATH)} data-testid="watchlist-add">
      <FormattedMessage id="markets.watchlist.add" />
    </Button>
  );
}

function SignedInWatchlist() {
  const intl = useIntl();
  const lang = useLang();
  const { toggle, busy } = useWatchToggle();
  const query = useQuery(WatchlistQuery, { variables: { lang }, fetchPolicy: 'cache-and-network' });
  useLiveQuotes(query.data?.watchlist.map((i) => i.symbol) ?? []);
  return (
    <QueryBoundary query={query}>
      {({ watchlist }) =>
        watchlist.length === 0 ? (
          <div className="card" data-testid="watchlist-empty">
            <EmptyState
              icon="optional"
              title={<FormattedMessage id="markets.watchlist.emptyTitle" />}
              description={<FormattedMessage id="markets.watchlist.emptyText" />}
              action={<AddButton />}
            />
          </div>
        ) : (
          <>
            <div className="card card--flush">
              <InstrumentRows
                rows={watchlist}
                testId="watchlist"
                trailing={(row) => (
                  <button
                    type="button"
                    className="row-action"
                    data-testid={`watchlist-remove-${row.symbol}`}
                    aria-label={intl.formatMessage({ id: 'markets.watch.removeNamed' }, { name: row.name })}
                    disabled={busy}
                    onClick={() => void toggle(row.symbol, true)}
                  >
                    <Icon name="close" size={18} />
                  </button>
                )}
              />
            </div>
            <div className="section-pad center">
              <AddButton />
            </div>
          </>
        )
      }
    </QueryBoundary>
  );
}

/** The Optional tab: the watchlist with live quotes; signed out, a prompt to sign in. */
export function Watchlist() {
  const { me, loading, error, refetch } = useSession('cache-and-network');
  const nav = useNav();
  const location = useLocation();
  if (loading) return <DelayedLoading />;
  if (error) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  if (!me) {
    return (
      <div className="card" data-testid="watchlist-signed-out">
        <EmptyState
          icon="lock"
          title={<FormattedMessage id="markets.watchlist.signInTitle" />}
          description={<FormattedMessage id="markets.watchlist.signInText" />}
          action={
            <Button
              block={false}
              onClick={() => nav.navigateTo(buildUrl(LOGIN_PATH, { redirect: location.pathname }))}
              data-testid="watchlist-login"
            >
              <FormattedMessage id="login.submit" />
            </Button>
          }
        />
      </div>
    );
  }
  return <SignedInWatchlist />;
}
