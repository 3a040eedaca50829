import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAUNCH_MIN_DURATION_MS } from './constants';
import { I18nProvider } from './i18n/I18nProvider';
import { HOME_PATH, LAUNCH_PATH, LOGIN_PATH, MINE_PATH } from './navigation/routeTable';
import { routeObjects } from './routes';
import { DialogProvider } from './ui/Dialog';
import { ToastProvider } from './ui/Toast';

const CHANGE_PASSWORD = '/subPackages/mine/changeLoginPassword/changeLoginPassword';
const ABOUT = '/subPackages/mine/aboutUs/aboutUs';
// Real pages, their code downloaded on demand (first import in a test run can take a while).
const LOADS = { timeout: 20_000 };

const USER = {
  __typename: 'User',
  id: 'u1',
  phone: '+34612000002',
  role: 'USER',
  inviteCode: 'ABC123',
  hasPayPassword: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/**
 * The whole route table with lazy pages, behind a fake server: the session answer (`me`) is held
 * until the test releases it; every other operation fails (screens show their own error state).
 */
function renderRoutes(initial: string) {
  let release: (me: typeof USER | null) => void = () => undefined;
  const session = new Promise<typeof USER | null>((resolve) => {
    release = resolve;
  });
  const operations: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        operations.push(operation.operationName);
        if (operation.operationName === 'Session_Me' || operation.operationName === 'Mine_Me') {
          void session.then((me) => {
            observer.next({ data: { __typename: 'Query', me: me && { ...USER } } });
            observer.complete();
          });
        } else {
          observer.error(new TypeError('offline'));
        }
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter(routeObjects, { initialEntries: [initial] });
  render(
    <ApolloProvider client={client}>
      <I18nProvider initialLocale="en">
        <ToastProvider>
          <DialogProvider>
            <RouterProvider router={router} />
          </DialogProvider>
        </ToastProvider>
      </I18nProvider>
    </ApolloProvider>,
  );
  return { router, release, operations };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('routes with pages loaded on demand', () => {
  it("a signed-in page's public first read (Home's content) starts while the session is still being checked", async () => {
    const { operations, release } = renderRoutes(HOME_PATH);
    await vi.waitFor(() => expect(operations).toContain('HomeContent_Load'), LOADS);
    // The session has not answered: the page itself has not rendered, only its read went out.
    expect(operations).toContain('Session_Me');
    expect(screen.queryByTestId('home-indices')).toBeNull();
    await act(async () => release(null));
  });

  it('a public tab opened while signed out shows that tab, not the sign-in page, when the session and the page arrive after the launch timer', async () => {
    const { router, release } = renderRoutes(LAUNCH_PATH);
    await vi.waitFor(() => expect(screen.getByTestId('launch')).toBeTruthy(), LOADS);
    // Like the e2e: the app is open on `/`, then a URL is opened; its chunk and the session are still
    // on their way when the launch screen's timer fires.
    await act(async () => {
      await router.navigate(MINE_PATH);
      await vi.advanceTimersByTimeAsync(5 * LAUNCH_MIN_DURATION_MS);
    });
    expect(router.state.location.pathname).toBe(MINE_PATH);
    await act(async () => release(null));
    await vi.waitFor(() => expect(screen.getByTestId('mine-login')).toBeTruthy(), LOADS);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5 * LAUNCH_MIN_DURATION_MS);
    });
    expect(router.state.location.pathname).toBe(MINE_PATH);
    expect(screen.queryByTestId('login-submit')).toBeNull();
  });

  it('a public sub-page opened directly while signed out shows that page', async () => {
    const { router, release } = renderRoutes(ABOUT);
    await act(async () => release(null));
    await vi.waitFor(() => expect(screen.getByTestId('navbar-title').textContent).toBe('About us'), LOADS);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5 * LAUNCH_MIN_DURATION_MS);
    });
    expect(router.state.location.pathname).toBe(ABOUT);
    expect(screen.queryByTestId('login-submit')).toBeNull();
  });

  it('a signed-in page waits for the session (no sign-in page meanwhile), then shows itself to a signed-in user', async () => {
    const { router, release } = renderRoutes(CHANGE_PASSWORD);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10 * LAUNCH_MIN_DURATION_MS);
    });
    expect(router.state.location.pathname).toBe(CHANGE_PASSWORD);
    expect(screen.queryByTestId('login-submit')).toBeNull();
    expect(screen.queryByTestId('clp-submit')).toBeNull();
    await act(async () => release(USER));
    await vi.waitFor(() => expect(screen.getByTestId('clp-submit')).toBeTruthy(), LOADS);
    expect(router.state.location.pathname).toBe(CHANGE_PASSWORD);
  });

  it('a signed-in page sends a signed-out visitor to sign in (and back afterwards) once the session is known', async () => {
    const { router, release } = renderRoutes(CHANGE_PASSWORD);
    await act(async () => release(null));
    await vi.waitFor(() => expect(screen.getByTestId('login-submit')).toBeTruthy(), LOADS);
    expect(router.state.location.pathname).toBe(LOGIN_PATH);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(CHANGE_PASSWORD);
    expect(screen.queryByTestId('clp-submit')).toBeNull();
  });
});
