import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, useLocation } from 'react-router-dom';

/**
 * The router's location now, not the one this render saw. React Router renders a navigation as a
 * transition, so an update of ours (a timer, a redirect) can render and run its effects before the page
 * the user just opened has rendered: `useLocation()` still names the page being left then.
 */
export function useLiveLocation(): () => string {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const rendered = useLocation().pathname;
  return useCallback(() => dataRouter?.router.state.location.pathname ?? rendered, [dataRouter, rendered]);
}
