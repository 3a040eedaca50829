import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LOGIN_PATH } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useLiveLocation } from '../../navigation/useLiveLocation';
import { useNav } from '../../navigation/useNav';
import { DelayedLoading, LoadError } from '../../ui/PageState';
import { useSession } from './useSession';

/**
 * Renders its children only for a signed-in user. Signed out, it replaces the page with the login
 * page, which comes back here (`?redirect=`) after signing in.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { me, loading, error, refetch } = useSession('cache-and-network');
  const nav = useNav();
  const location = useLocation();
  const liveLocation = useLiveLocation();
  const redirected = useRef(false);
  const signedOut = !loading && !error && !me;

  useEffect(() => {
    if (!signedOut || redirected.current) return;
    // A page the user has already left (e.g. Home opened by the launch screen a moment before the user
    // opened the login page) must not send them anywhere.
    if (liveLocation() !== location.pathname) return;
    redirected.current = true;
    nav.redirectTo(buildUrl(LOGIN_PATH, { redirect: `${location.pathname}${location.search}` }));
  }, [signedOut, nav, location.pathname, location.search, liveLocation]);

  if (loading || signedOut) return <DelayedLoading />;
  if (error) return <LoadError error={error} onRetry={() => void refetch().catch(() => undefined)} />;
  return <>{children}</>;
}
