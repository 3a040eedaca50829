import { type ReactNode, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router-dom';
import { STORAGE_KEY_PAGE_STACK } from '../constants';
import { useToast } from '../ui/Toast';
import { type NavApi, NavContext } from './navContext';
import { type NavResult, PageStack, type SavedEntry } from './pageStack';
import { HOME_PATH, isTabPath, MINE_PATH, MARKET_PATH } from './routeTable';
import { parseUrl } from './url';

export { type NavApi, NavContext };

function currentHistoryIndex(): number {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : 0;
}

function readSaved(): SavedEntry[] {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY_PAGE_STACK);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((e): e is SavedEntry => typeof e?.url === 'string') : [];
  } catch {
    return [];
  }
}

function writeSaved(stack: PageStack): void {
  try {
    window.sessionStorage.setItem(STORAGE_KEY_PAGE_STACK, JSON.stringify(stack.save()));
  } catch {
    // Not fatal: only "back after a reload" is lost.
  }
}

/** Where the back button goes from a page opened directly (no page below it). */
export function fallbackFor(path: string): string {
  if (path.startsWith('/subPackages/market/') || path.startsWith('/subPackages/news/')) return MARKET_PATH;
  if (path.startsWith('/subPackages/trade/')) return '/pages/trade/index';
  if (path.startsWith('/subPackages/mine/') || path.startsWith('/subPackages/login/') || path.startsWith('/subPackages/register/')) {
    return MINE_PATH;
  }
  return HOME_PATH;
}

/** Owns the page stack and keeps it and the router in step. Lives inside the router. */
export function NavProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const intl = useIntl();
  const toast = useToast();
  const [stack] = useState(() => {
    const url = `${location.pathname}${location.search}`;
    const s = new PageStack();
    if (!s.restore(readSaved(), url)) s.reset(url);
    return s;
  });

  const pages = useSyncExternalStore(stack.subscribe, stack.getPages, stack.getPages);

  // Every arrival (a new location object, even for the same URL): settle the navigation we started,
  // or follow one we did not (browser back/forward, a typed URL).
  useEffect(() => {
    const arrived = `${location.pathname}${location.search}`;
    if (stack.current?.url === parseUrl(arrived).url) stack.settle();
    else stack.syncTo(arrived);
    writeSaved(stack);
  }, [stack, location]);

  const apply = useCallback(
    (result: NavResult): boolean => {
      if (!result.ok) {
        toast.error(intl.formatMessage({ id: `nav.error.${result.code}` }));
        return false;
      }
      const { action } = result;
      switch (action.type) {
        case 'push':
          navigate(action.entry.url);
          break;
        case 'replace':
        case 'reset':
          navigate(action.entry.url, { replace: true });
          break;
        case 'back':
          if (action.delta === 0) break;
          // The browser history may be shorter than our stack (restored after a reload in a new tab).
          if (currentHistoryIndex() >= action.delta) navigate(-action.delta);
          else navigate(action.entry.url, { replace: true });
          break;
      }
      writeSaved(stack);
      return true;
    },
    [intl, navigate, stack, toast],
  );

  const api = useMemo<NavApi>(() => {
    const navigateTo = (to: string) => apply(stack.navigateTo(to));
    const redirectTo = (to: string) => apply(stack.redirectTo(to));
    const switchTab = (to: string) => apply(stack.switchTab(to));
    const reLaunch = (to: string) => apply(stack.reLaunch(to));
    const navigateBack = (delta?: number) => apply(stack.navigateBack(delta));
    return {
      navigateTo,
      redirectTo,
      switchTab,
      reLaunch,
      navigateBack,
      open: (to: string) => (isTabPath(parseUrl(to).path) ? switchTab(to) : navigateTo(to)),
      back: () => {
        if (stack.depth > 1) navigateBack(1);
        else if (!stack.current?.route.tab) reLaunch(fallbackFor(stack.current?.path ?? HOME_PATH));
        // On a tab page with nothing below it, there is nowhere to go back to.
      },
      pages,
    };
  }, [apply, pages, stack]);

  return <NavContext.Provider value={api}>{children}</NavContext.Provider>;
}
