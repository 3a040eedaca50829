import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/cachePolicies';
import { I18nProvider } from '../../i18n/I18nProvider';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { routeByName } from '../../navigation/routeTable';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { NoticePage } from './NoticePage';

// The notice page: the published notices for everyone; "My notices" (purchase codes) only when signed in.

afterEach(cleanup);

const USER = {
  __typename: 'User',
  id: 'u1',
  phone: '+34612000002',
  role: 'USER',
  inviteCode: 'ABC123',
  hasPayPassword: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const published = {
  __typename: 'Notice',
  id: 'n1',
  lang: 'en',
  title: 'Early close on 24 December',
  bodyHtml: '<p>Markets close early.</p>',
  publishedAt: '2026-11-20T09:00:00.000Z',
  pinned: false,
};

function renderPage(signedIn: boolean) {
  const sent: string[] = [];
  const answers: Record<string, object> = {
    Session_Me: { me: signedIn ? USER : null },
    NoticeList_Page: { notices: { __typename: 'NoticePage', items: [published], nextCursor: null } },
    BlockTradeNotices_Mine: { myBlockTradeNotices: { __typename: 'BlockTradeNoticePage', items: [], nextCursor: null } },
  };
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push(operation.operationName);
        const data = answers[operation.operationName];
        if (data) {
          observer.next({ data: { __typename: 'Query', ...data } });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
  const path = routeByName('notice').path;
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [{ path, element: <NoticePage /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <I18nProvider initialLocale="en">
        <IntlProvider locale="en" messages={MESSAGES.en}>
          <ToastProvider>
            <DialogProvider>
              <RouterProvider router={router} />
            </DialogProvider>
          </ToastProvider>
        </IntlProvider>
      </I18nProvider>
    </ApolloProvider>,
  );
  return { sent };
}

describe('NoticePage', () => {
  it('signed out: the published notices only, no "My notices"', async () => {
    const { sent } = renderPage(false);
    expect((await screen.findByTestId('notice-item')).textContent).toContain(published.title);
    expect(screen.queryByTestId('notice-tabs')).toBeNull();
    expect(sent).not.toContain('BlockTradeNotices_Mine');
  });

  it('signed in: the published notices first, and a tab with the user’s own notices', async () => {
    renderPage(true);
    expect(await screen.findByTestId('notice-tabs')).toBeTruthy();
    expect(screen.getByTestId('notice-tabs-published').getAttribute('aria-selected')).toBe('true');
    expect((await screen.findByTestId('notice-item')).textContent).toContain(published.title);
    fireEvent.click(screen.getByTestId('notice-tabs-mine'));
    expect((await screen.findByTestId('bt-notices-empty')).textContent).toContain(MESSAGES.en['blockTrade.notices.empty']);
    expect(screen.queryByTestId('notice-item')).toBeNull();
  });
});
