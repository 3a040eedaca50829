import { useLocation } from 'react-router-dom';
import { parseUrl } from './url';

/** The current page's query parameters (e.g. `?code=2330&market=TW`). */
export function usePageQuery(): Readonly<Record<string, string>> {
  const location = useLocation();
  return parseUrl(`${location.pathname}${location.search}`).query;
}
