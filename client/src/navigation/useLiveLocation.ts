import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

/** The path of the hash URL now ("#/pages/home/index?x=1" → "/pages/home/index"). */
function hashPathname(): string | null {
  if (typeof window === 'undefined' || !window.location.hash.startsWith('#/')) return null;
  return window.location.hash.slice(1).split(/[?#]/)[0];
}

/**
 * The router's location now, not the one this render saw. React Router renders a navigation as a
 * transition, so an update of ours (a timer, a redirect) can render and run its effects before the page
 * the user just opened has rendered: `useLocation()` still names the page being left then. The app runs
 * under the HashRouter, whose location is the window's hash; a data router (the tests' memory routers)
 * knows its own.
 */
export function useLiveLocation(): () => string {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const rendered = useLocation().pathname;
  return useCallback(() => dataRouter?.router.state.location.pathname ?? hashPathname() ?? rendered, [dataRouter, rendered]);
}
