import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { HOME_PATH, LOGIN_PATH } from '../../navigation/routeTable';
import { ToastProvider } from '../../ui/Toast';
import { RequireAuth } from './RequireAuth';

// routes.test.tsx covers the guard on the real route table: a signed-in page waits for the session, then
// shows; a signed-out visitor goes to sign in with `?redirect=`. This covers the other half of the change
// (docs/security.md §14): the guard follows the router's live location, so a page already left sends
// nobody anywhere when its session answer arrives late. The first test is the control: the same setup
// does redirect while the guard's page is still open.

const ABOUT = '/subPackages/mine/aboutUs/aboutUs';
const USER = {
  __typename: 'User',
  id: 'u1',
  phone: '+34612000002',
  role: 'USER',
  inviteCode: 'ABC123',
  hasPayPassword: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

/** A guarded Home, a public page and the login page; the session answer (`me`) is held until released. */
function renderApp() {
  // The `me` requests in flight, answered by `release` synchronously (as a network answer would arrive).
  const waiting: Array<(signedIn: boolean) => void> = [];
  const release = (signedIn: boolean) => {
    for (const answer of waiting.splice(0)) answer(signedIn);
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        if (operation.operationName !== 'Session_Me') {
          observer.error(new TypeError('offline'));
          return;
        }
        waiting.push((signedIn) => {
          observer.next({ data: { __typename: 'Query', me: signedIn ? { ...USER } : null } });
          observer.complete();
        });
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [
          {
            path: HOME_PATH,
            element: (
              <RequireAuth>
                <p>home page</p>
              </RequireAuth>
            ),
          },
          { path: ABOUT, element: <p>about page</p> },
          { path: LOGIN_PATH, element: <p>login page</p> },
        ],
      },
    ],
    { initialEntries: [HOME_PATH] },
  );
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={MESSAGES.en}>
        <ToastProvider>
          <RouterProvider router={router} />
        </ToastProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
  return { router, release };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('RequireAuth', () => {
  it('on its own page, sends a signed-out visitor to sign in with the page as redirect', async () => {
    const { router, release } = renderApp();
    expect(screen.queryByText('home page')).toBeNull();
    await act(async () => release(false));
    expect(router.state.location.pathname).toBe(LOGIN_PATH);
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(HOME_PATH);
    expect(screen.getByText('login page')).toBeTruthy();
  });

  it('a page already left sends nobody to sign in, even when its session answer renders before the new page', async () => {
    const { router, release } = renderApp();
    await act(async () => {
      // The user opens another page: the router moves at once, React renders it later (a transition).
      // The session answer (signed out) arrives in between and renders the guard of Home first.
      await router.navigate(ABOUT);
      release(false);
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    expect(router.state.location.pathname).toBe(ABOUT);
    expect(screen.getByText('about page')).toBeTruthy();
    expect(screen.queryByText('login page')).toBeNull();
  });
});
