import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/messages/en.json';
import { NavBar } from '../ui/NavBar';
import { ToastProvider } from '../ui/Toast';
import { NavProvider } from './NavProvider';
import { HOME_PATH, MINE_PATH } from './routeTable';
import { useNav } from './useNav';

const ABOUT = '/subPackages/mine/aboutUs/aboutUs';

function Home() {
  const nav = useNav();
  return (
    <div>
      <p>home page</p>
      <button type="button" onClick={() => nav.navigateTo(`${ABOUT}?from=home`)}>
        to about
      </button>
      <button type="button" onClick={() => nav.navigateTo(MINE_PATH)}>
        push a tab
      </button>
      <button type="button" onClick={() => nav.switchTab(ABOUT)}>
        switch to a page
      </button>
      <button type="button" onClick={() => nav.navigateTo('/nowhere')}>
        to nowhere
      </button>
    </div>
  );
}

function About() {
  return (
    <div>
      <NavBar title="About" />
      <p>about page</p>
    </div>
  );
}

function renderApp() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [
          { path: HOME_PATH, element: <Home /> },
          { path: ABOUT, element: <About /> },
          { path: MINE_PATH, element: <p>mine page</p> },
        ],
      },
    ],
    { initialEntries: [HOME_PATH] },
  );
  render(
    <IntlProvider locale="en" messages={en}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </IntlProvider>,
  );
  return router;
}

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('useNav with the router', () => {
  it('pushes a page with its query and goes back with the navigation bar', async () => {
    const router = renderApp();
    await act(async () => fireEvent.click(screen.getByText('to about')));
    expect(screen.getByText('about page')).toBeTruthy();
    expect(router.state.location.search).toBe('?from=home');
    await act(async () => fireEvent.click(screen.getByTestId('navbar-back')));
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it.each([
    ['push a tab', 'cannot navigate to a tab page'],
    ['switch to a page', 'cannot switch to a non-tab page'],
    ['to nowhere', 'page not found'],
  ])('refuses "%s" with the toast "%s"', async (button, message) => {
    renderApp();
    await act(async () => fireEvent.click(screen.getByText(button)));
    expect(screen.getByTestId('toast').textContent).toContain(message);
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('locks a target that is already in flight', async () => {
    renderApp();
    await act(async () => {
      const button = screen.getByText('to about');
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(screen.getByTestId('toast').textContent).toContain('locked');
    expect(screen.getByText('about page')).toBeTruthy();
  });
});
