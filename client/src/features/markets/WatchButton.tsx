import { type ApolloCache, type Reference, useMutation } from '@apollo/client';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { LOGIN_PATH } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Icon } from '../../ui/icons';
import { useToast } from '../../ui/Toast';
import { useSession } from '../auth/useSession';

const AddMutation = graphql(`
  mutation WatchButton_Add($symbol: ID!) {
    addToWatchlist(symbol: $symbol) {
      symbol
      watched
      followers
    }
  }
`);

const RemoveMutation = graphql(`
  mutation WatchButton_Remove($symbol: ID!) {
    removeFromWatchlist(symbol: $symbol) {
      symbol
      watched
      followers
    }
  }
`);

/** Keeps the cached watchlist in step with a change (the server lists oldest added first). */
export function updateCachedWatchlist(cache: ApolloCache<unknown>, symbol: string, watched: boolean): void {
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      watchlist(existing: readonly Reference[] = [], { readField, toReference }) {
        const rest = existing.filter((ref) => readField('symbol', ref) !== symbol);
        if (!watched) return rest;
        const added = toReference({ __typename: 'Instrument', symbol });
        return added ? [...rest, added] : rest;
      },
    },
  });
}

/**
 * Adds to / removes from the watchlist, with a success toast. The instrument's `watched` flag is
 * updated in the cache by the answer, and the cached watchlist follows (no refetch).
 * Signed out, it opens the login page, which comes back here afterwards.
 */
export function useWatchToggle() {
  const intl = useIntl();
  const toast = useToast();
  const nav = useNav();
  const location = useLocation();
  const { me } = useSession();
  const [add, adding] = useMutation(AddMutation, {
    update: (cache, { data }) => data && updateCachedWatchlist(cache, data.addToWatchlist.symbol, true),
  });
  const [remove, removing] = useMutation(RemoveMutation, {
    update: (cache, { data }) => data && updateCachedWatchlist(cache, data.removeFromWatchlist.symbol, false),
  });

  const toggle = async (symbol: string, watched: boolean) => {
    if (!me) {
      nav.navigateTo(buildUrl(LOGIN_PATH, { redirect: `${location.pathname}${location.search}` }));
      return;
    }
    try {
      if (watched) {
        await remove({ variables: { symbol } });
        toast.success(intl.formatMessage({ id: 'markets.toast.removed' }));
      } else {
        await add({ variables: { symbol } });
        toast.success(intl.formatMessage({ id: 'markets.toast.added' }));
      }
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };
  return { toggle, busy: adding.loading || removing.loading };
}

/** The watchlist toggle of stock detail, in the header (a star, filled when watched). */
export function WatchButton({ symbol, watched }: { symbol: string; watched: boolean }) {
  const intl = useIntl();
  const { toggle, busy } = useWatchToggle();
  const label = intl.formatMessage({ id: watched ? 'markets.watch.remove' : 'markets.watch.add' });
  return (
    <button
      type="button"
      className={`watch-button${watched ? ' watch-button--on' : ''}`}
      data-testid="watch-button"
      aria-pressed={watched}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={() => void toggle(symbol, watched)}
    >
      <Icon name="optional" size={24} fill={watched ? 'currentColor' : 'none'} />
    </button>
  );
}
