import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAUNCH_MIN_DURATION_MS } from '../constants';
import { writeSessionUser } from '../features/auth/useSession';
import { MESSAGES } from '../i18n/messages';
import { NavProvider } from '../navigation/NavProvider';
import { HOME_PATH, LAUNCH_PATH } from '../navigation/routeTable';
import { ToastProvider } from '../ui/Toast';
import { LaunchPage } from './LaunchPage';

const ABOUT = '/subPackages/mine/aboutUs/aboutUs';

/** The app's providers around a router holding the launch route, Home and one other page. */
function renderApp() {
  // Signed out, known at once from the cache: the launch screen waits only for its minimum duration.
  const link = new ApolloLink(() => new Observable((o) => o.error(new TypeError('offline'))));
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  writeSessionUser(client.cache, null);
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [
          { path: LAUNCH_PATH, element: <LaunchPage /> },
          { path: HOME_PATH, element: <p>home page</p> },
          { path: ABOUT, element: <p>about page</p> },
        ],
      },
    ],
    { initialEntries: [LAUNCH_PATH] },
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
  return router;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe('LaunchPage', () => {
  it('goes Home after its minimum duration when nothing else was opened', async () => {
    const router = renderApp();
    expect(screen.getByTestId('launch')).toBeTruthy();
    await act(async () => {
      vi.advanceTimersByTime(LAUNCH_MIN_DURATION_MS);
    });
    expect(router.state.location.pathname).toBe(HOME_PATH);
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('leaves a page opened while it waited alone, even when its timer fires before that page has rendered', async () => {
    const router = renderApp();
    await act(async () => {
      // The user (or a test) opens a page: the router moves at once, React renders it later (a
      // transition). The launch timer fires in between, on a loaded machine, and renders first.
      await router.navigate(ABOUT);
      vi.advanceTimersByTime(LAUNCH_MIN_DURATION_MS);
    });
    await act(async () => {
      vi.advanceTimersByTime(5 * LAUNCH_MIN_DURATION_MS);
    });
    expect(router.state.location.pathname).toBe(ABOUT);
    expect(screen.getByText('about page')).toBeTruthy();
  });

  it('never redirects once it has left the launch route', async () => {
    const router = renderApp();
    await act(async () => {
      await router.navigate(ABOUT);
    });
    await act(async () => {
      vi.advanceTimersByTime(5 * LAUNCH_MIN_DURATION_MS);
    });
    expect(router.state.location.pathname).toBe(ABOUT);
  });
});
