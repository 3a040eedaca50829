import type { ApolloError, OperationVariables, QueryResult } from '@apollo/client';
import { type ReactNode, useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { LOADING_INDICATOR_DELAY_MS } from '../constants';
import { isTimeoutError } from '../i18n/errors';
import { SupportLink } from './SupportLink';
import { saysContactSupport } from './supportHint';
import { Icon } from './icons';
import { ShellGone } from './shell';

/** True once `active` has stayed true for `delayMs`; false again as soon as it is false. */
export function useDelayedFlag(active: boolean, delayMs: number = LOADING_INDICATOR_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return active && shown;
}

/**
 * The loading indicator, shown only when loading lasts longer than 200 ms. `reserve`: the height the
 * content will take (a CSS length), for parts of a screen that load on their own, so nothing below
 * them jumps when they arrive (no layout shift); a whole page's loading state fills half the screen.
 */
export function DelayedLoading({ delayMs = LOADING_INDICATOR_DELAY_MS, reserve }: { delayMs?: number; reserve?: string }) {
  const visible = useDelayedFlag(true, delayMs);
  return (
    <div
      className={reserve ? 'page-state page-state--reserved' : 'page-state'}
      style={reserve ? { minHeight: reserve } : undefined}
      aria-busy="true"
    >
      {visible && (
        <div className="page-state__loading" data-testid="page-state-loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span className="page-state__text">
            <FormattedMessage id="status.loading" />
          </span>
        </div>
      )}
    </div>
  );
}

/**
 * 'Request failed, click to reload' (or the timeout message); a click reloads. A failure whose code says
 * to contact support (FORBIDDEN, INTERNAL_ERROR…) also offers "Contact support", with the error attached.
 */
export function LoadError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  return (
    <div className="page-state">
      <ShellGone />
      <button type="button" className="page-state__error" data-testid="page-state-error" onClick={onRetry}>
        <Icon name="alert" size={40} />
        <span className="page-state__text">
          <FormattedMessage id={isTimeoutError(error) ? 'status.timeout' : 'status.requestFailed'} />
        </span>
      </button>
      {saysContactSupport(error) && <SupportLink error={error} />}
    </div>
  );
}

/** Chooses between loading, failure and content. */
export function PageState({
  loading,
  error,
  onRetry,
  children,
}: {
  loading: boolean;
  error?: unknown;
  onRetry: () => void;
  children: ReactNode;
}) {
  if (loading) return <DelayedLoading />;
  if (error) return <LoadError error={error} onRetry={onRetry} />;
  return <>{children}</>;
}

/**
 * Wraps a useQuery result: loading indicator after 200 ms, 'Request failed, click to reload' on
 * failure (click refetches), else renders the data.
 */
export function QueryBoundary<TData, TVars extends OperationVariables>({
  query,
  children,
  reserve,
}: {
  query: Pick<QueryResult<TData, TVars>, 'loading' | 'error' | 'data' | 'refetch'>;
  children: (data: TData) => ReactNode;
  /** The content's height while it loads (see DelayedLoading). */
  reserve?: string;
}) {
  const { loading, error, data, refetch } = query;
  const retry = () => {
    refetch().catch((_: ApolloError) => {
      // The failure is shown through `error`.
    });
  };
  if (loading && data === undefined) return <DelayedLoading reserve={reserve} />;
  if (error && !loading) return <LoadError error={error} onRetry={retry} />;
  if (data === undefined) return <DelayedLoading reserve={reserve} />;
  return <>{children(data)}</>;
}
