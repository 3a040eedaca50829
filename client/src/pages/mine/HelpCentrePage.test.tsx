import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { typePolicies } from '../../apollo/cachePolicies';
import { I18nProvider } from '../../i18n/I18nProvider';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { routeByName } from '../../navigation/routeTable';
import { DialogProvider } from '../../ui/Dialog';
import { HelpArticleLink, helpArticleUrl } from '../../ui/HelpArticleLink';
import { ToastProvider } from '../../ui/Toast';
import { HelpArticlePage } from './HelpArticlePage';
import { HelpCentrePage } from './HelpCentrePage';

// The help centre (issue 34): a debounced search over the articles, their list, the empty state, an
// article by slug; and the link a screen shows to the article that explains it.

afterEach(cleanup);

const article = (slug: string, title: string, lang = 'es') => ({
  __typename: 'ContentEntry',
  id: `id-${slug}`,
  slug,
  lang,
  title,
  summary: `${title}…`,
  bodyHtml: `<p>${title}</p>`,
});

const FEES = article('fees-and-charges', 'Comisiones y gastos');
const DRAW = article('how-the-draw-works', 'Cómo funciona el sorteo y cómo verificarlo');

interface Sent {
  name: string;
  variables: Record<string, unknown>;
}

function renderAt(url: string, element?: ReactElement) {
  const sent: Sent[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push({ name: operation.operationName, variables: operation.variables });
        let data: object | undefined;
        if (operation.operationName === 'HelpCentre_Articles') {
          const q = (operation.variables.query as string | null) ?? '';
          const items = q === '' ? [FEES, DRAW] : [FEES, DRAW].filter((a) => a.title.toLowerCase().includes(q.toLowerCase()));
          data = { helpArticles: { __typename: 'ContentEntryPage', items, nextCursor: null } };
        } else if (operation.operationName === 'HelpArticle_Article') {
          const found = [FEES, DRAW].find((a) => a.slug === operation.variables.slug);
          if (!found) {
            observer.next({ errors: [{ message: 'not found', extensions: { code: 'NOT_FOUND' } }] as never });
            observer.complete();
            return;
          }
          data = { helpArticle: found };
        }
        if (data) {
          observer.next({ data: { __typename: 'Query', ...data } });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [
          { path: routeByName('helpCentre').path, element: <HelpCentrePage /> },
          { path: routeByName('helpArticle').path, element: <HelpArticlePage /> },
          { path: '/screen', element: element ?? <div /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <ApolloProvider client={client}>
      <I18nProvider initialLocale="es">
        <IntlProvider locale="es" messages={MESSAGES.es}>
          <ToastProvider>
            <DialogProvider>
              <RouterProvider router={router} />
            </DialogProvider>
          </ToastProvider>
        </IntlProvider>
      </I18nProvider>
    </ApolloProvider>,
  );
  return { sent, router };
}

describe('HelpCentrePage', () => {
  it('lists every article, then searches (debounced) in the reader’s language, with an empty state', async () => {
    const { sent } = renderAt(routeByName('helpCentre').path);
    const rows = await screen.findAllByTestId('help-result');
    expect(rows.map((r) => r.getAttribute('data-slug'))).toEqual(['fees-and-charges', 'how-the-draw-works']);
    expect(screen.getByTestId('help-safety').textContent).toBe(MESSAGES.es['help.safety']);
    expect(sent[0]).toMatchObject({ name: 'HelpCentre_Articles', variables: { lang: 'es', query: null } });

    fireEvent.change(screen.getByTestId('help-search'), { target: { value: 'sor' } });
    fireEvent.change(screen.getByTestId('help-search'), { target: { value: 'sorteo ' } });
    await screen.findByText(DRAW.title, {}, { timeout: 2000 });
    await vi.waitFor(() => expect(screen.getAllByTestId('help-result')).toHaveLength(1));
    // Only the settled text was asked for (100 ms debounce), trimmed.
    const searches = sent.filter((s) => s.name === 'HelpCentre_Articles').map((s) => s.variables.query);
    expect(searches).toEqual([null, 'sorteo']);

    fireEvent.change(screen.getByTestId('help-search'), { target: { value: 'nada parecido' } });
    expect((await screen.findByTestId('help-empty')).textContent).toContain(
      MESSAGES.es['help.noResults'].replace('{query}', 'nada parecido'),
    );
    fireEvent.click(screen.getByTestId('help-search-clear'));
    await vi.waitFor(() => expect(screen.getAllByTestId('help-result')).toHaveLength(2));
  });

  it('opens an article from the list, and says so when a slug is unknown', async () => {
    const { router } = renderAt(routeByName('helpCentre').path);
    const rows = await screen.findAllByTestId('help-result');
    expect(rows[0].getAttribute('href')).toBe(`#${helpArticleUrl('fees-and-charges')}`);
    await act(async () => {
      fireEvent.click(rows[0]);
    });
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(helpArticleUrl('fees-and-charges'));
    expect((await screen.findByTestId('help-article-title')).textContent).toBe(FEES.title);
    expect(screen.getByTestId('help-article-body').innerHTML).toBe(FEES.bodyHtml);

    cleanup();
    renderAt(helpArticleUrl('no-such-article'));
    expect((await screen.findByTestId('help-not-found')).textContent).toContain(MESSAGES.es['help.notFound']);
    expect(screen.getByTestId('help-all').textContent).toBe(MESSAGES.es['help.allArticles']);
  });
});

describe('HelpArticleLink', () => {
  it('names the article in the reader’s language and opens it as a page of the app', async () => {
    const { router } = renderAt('/screen', <HelpArticleLink slug="fees-and-charges" />);
    const link = await screen.findByTestId('help-link-fees-and-charges');
    expect(link.textContent).toBe(MESSAGES.es['help.link.fees-and-charges']);
    expect(link.getAttribute('href')).toBe('#/subPackages/mine/help/article?slug=fees-and-charges');
    await act(async () => {
      fireEvent.click(link);
    });
    expect(router.state.location.search).toBe('?slug=fees-and-charges');
    expect((await screen.findByTestId('help-article-title')).textContent).toBe(FEES.title);
  });
});
