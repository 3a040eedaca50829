import { findRouteByPath, HOME_PATH, LOGIN_PATH, REGISTER_PATH } from '../../navigation/routeTable';
import { parseUrl } from '../../navigation/url';

/** The page to return to after signing in: a known in-app page other than login/register, else Home. */
export function safeRedirectTarget(redirect: string | undefined): string {
  if (!redirect?.startsWith('/') || redirect.startsWith('//')) return HOME_PATH;
  const target = parseUrl(redirect);
  const route = findRouteByPath(target.path);
  if (!route || route.path === LOGIN_PATH || route.path === REGISTER_PATH || route.path === '/') return HOME_PATH;
  return target.url;
}
