import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { typePolicies } from '../../apollo/cachePolicies';
import { refetchFresh } from '../../apollo/refetchFresh';
import { TradeConfirmation } from '../../features/documents/TradeConfirmation';
import { DOCUMENT_QUERIES } from '../../features/money/useAccountEvents';
import { I18nProvider } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { routeByName } from '../../navigation/routeTable';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { DocumentsPage } from './DocumentsPage';

// Mine → Documents (issue 36): a month's statement, the tax report and a CSV export asked for in the
// language on screen; the user's documents as they are made (progress), ready (size, download through a
// fresh signed link) or failed (why, try again); refusals in the reader's language with nothing lost;
// trade detail's confirmation downloaded at once.

/** The server's (and the browser's) now: November's 28th, so October is the last month that is over. */
const NOW = new Date('2026-11-28T16:00:00Z');

let anchorClicks: MockInstance<(this: HTMLAnchorElement) => void>;
/** What the page saved: each link it clicked to download, with the file name it asked for. */
let saved: Array<{ href: string; download: string }>;

beforeEach(() => {
  // The server's clock (/healthz) is not asked: the browser's counts, at a fixed instant.
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  saved = [];
  // jsdom does not download: the link's click is recorded instead (and put back after each test).
  anchorClicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
});
afterEach(() => {
  cleanup();
  anchorClicks.mockRestore();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const doc = (over: Record<string, unknown>) => ({
  __typename: 'UserDocument',
  id: 'doc-1',
  documentNo: 'D2026112801',
  kind: 'MONTHLY_STATEMENT',
  status: 'READY',
  progress: 100,
  language: 'en',
  requestedByUser: true,
  month: '2026-10',
  year: null,
  format: null,
  dataset: null,
  from: null,
  to: null,
  positionId: null,
  leg: null,
  fileName: 'vela-statement-2026-10.pdf',
  contentType: 'application/pdf',
  size: 48_213,
  errorCode: null,
  createdAt: '2026-11-28T15:00:00.000Z',
  readyAt: '2026-11-28T15:00:05.000Z',
  ...over,
});

const READY = doc({});
const BUILDING = doc({
  id: 'doc-2',
  documentNo: 'D2026112802',
  kind: 'CSV_EXPORT',
  status: 'BUILDING',
  progress: 40,
  month: null,
  dataset: 'orders',
  from: '2026-01-01',
  to: '2026-03-31',
  fileName: null,
  size: null,
  readyAt: null,
});
const FAILED = doc({
  id: 'doc-3',
  documentNo: 'D2026112803',
  kind: 'TAX_REPORT',
  status: 'FAILED',
  progress: 20,
  language: 'zh-Hant',
  month: null,
  year: 2025,
  format: 'csv',
  fileName: null,
  size: null,
  errorCode: 'INTERNAL_ERROR',
  readyAt: null,
});
const SCHEDULED = doc({ id: 'doc-4', documentNo: 'D2026110104', month: '2026-09', requestedByUser: false, status: 'QUEUED', progress: 0 });

interface Server {
  /** The list's pages, by `after` ('' for the first). */
  pages: Record<string, { items: object[]; nextCursor: string | null }> | 'fail';
  /** Answers to requestDocument, in order: an error code or the document. */
  requests: Array<string | object>;
  /** Answers to documentDownloadUrl, in order: an error code or the link. */
  links?: Array<string>;
}

function renderAt(locale: Locale, server: Server, path: string, element: ReactElement) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const { operationName: name, variables } = operation;
        sent.push({ name, variables });
        const refuse = (code: string) => {
          observer.next({ errors: [{ message: code, extensions: { code } }] as never });
          observer.complete();
        };
        let data: object | undefined;
        if (name === 'DocumentsScreen_List') {
          if (server.pages === 'fail') {
            observer.error(new TypeError('offline'));
            return;
          }
          const page = server.pages[String(variables.after ?? '')];
          data = { documents: { __typename: 'UserDocumentPage', ...page } };
        } else if (name === 'Documents_Request') {
          const answer = server.requests.shift();
          if (typeof answer === 'string') return refuse(answer);
          data = { requestDocument: answer };
        } else if (name === 'Documents_DownloadUrl') {
          const answer = server.links?.shift() ?? 'NOT_FOUND';
          if (!answer.startsWith('/')) return refuse(answer);
          data = { documentDownloadUrl: answer };
        }
        if (data) {
          observer.next({ data: { __typename: name.startsWith('Documents_') ? 'Mutation' : 'Query', ...data } });
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
        children: [{ path, element }],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <I18nProvider initialLocale={locale}>
        <IntlProvider locale={locale} messages={MESSAGES[locale]}>
          <ToastProvider>
            <DialogProvider>
              <RouterProvider router={router} />
            </DialogProvider>
          </ToastProvider>
        </IntlProvider>
      </I18nProvider>
    </ApolloProvider>,
  );
  return { sent, client };
}

const renderPage = (locale: Locale, server: Server) => renderAt(locale, server, routeByName('documents').path, <DocumentsPage />);

const en = MESSAGES.en;
const fr = MESSAGES.fr;
const es = MESSAGES.es;
const one = (items: object[], nextCursor: string | null = null) => ({ '': { items, nextCursor } });
const requests = (sent: Array<{ name: string; variables: Record<string, unknown> }>) =>
  sent.filter((s) => s.name === 'Documents_Request').map((s) => s.variables.input);

describe('DocumentsPage: the list', () => {
  it('shows each document with what it covers and where it stands: ready, being made, failed, waiting', async () => {
    renderPage('en', { pages: one([READY, BUILDING, FAILED, SCHEDULED]), requests: [] });
    const items = await screen.findAllByTestId('document-item');
    expect(items.map((i) => i.getAttribute('data-id'))).toEqual(['doc-1', 'doc-2', 'doc-3', 'doc-4']);
    const [ready, building, failed, queued] = items;

    // Ready: its title, month, number, size and a download.
    expect(within(ready).getByTestId('document-title').textContent).toBe('Monthly statement');
    expect(within(ready).getByTestId('document-period').textContent).toBe('October 2026');
    expect(within(ready).getByTestId('document-no').textContent).toBe('D2026112801');
    expect(within(ready).getByTestId('document-status').textContent).toBe(en['documents.status.READY']);
    expect(within(ready).getByTestId('document-size').textContent).toBe('48 kB');
    expect(within(ready).getByTestId('document-download').textContent).toBe(en['documents.download']);
    expect(within(ready).queryByTestId('document-progress')).toBeNull();

    // Being made: a bar and its percentage, no download yet.
    expect(within(building).getByTestId('document-title').textContent).toBe('CSV export');
    expect(within(building).getByTestId('document-period').textContent).toBe('Orders · Jan 1, 2026 – Mar 31, 2026');
    expect(within(building).getByTestId('document-status').textContent).toBe(en['documents.status.BUILDING']);
    expect(within(building).getByTestId('document-percent').textContent).toBe('40%');
    expect(within(building).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');
    expect(within(building).queryByTestId('document-download')).toBeNull();

    // Failed: why, in words, and a try again; made in another language, it says which.
    expect(within(failed).getByTestId('document-period').textContent).toBe('2025 · CSV');
    expect(within(failed).getByTestId('document-error').textContent).toBe(en['error.INTERNAL_ERROR']);
    expect(within(failed).getByTestId('document-retry')).toBeTruthy();
    expect(failed.textContent).toContain('In 繁體中文');

    // Waiting (made by the monthly schedule): at 0%.
    expect(within(queued).getByTestId('document-status').textContent).toBe(en['documents.status.QUEUED']);
    expect(within(queued).getByTestId('document-percent').textContent).toBe('0%');
    expect(queued.textContent).toContain('Made for you');
  });

  it('follows a document as it is made: an account event reads the list again', async () => {
    const server: Server = { pages: one([BUILDING]), requests: [] };
    const { client, sent } = renderPage('en', server);
    const item = await screen.findByTestId('document-item');
    expect(within(item).getByTestId('document-percent').textContent).toBe('40%');
    // What a DOCUMENT_UPDATED event reads again (features/money/useAccountEvents.ts) is what this page reads.
    expect(DOCUMENT_QUERIES).toEqual(['DocumentsScreen_List']);
    expect(sent.map((s) => s.name)).toContain('DocumentsScreen_List');

    server.pages = one([{ ...BUILDING, progress: 70 }]);
    await act(async () => refetchFresh(client, DOCUMENT_QUERIES));
    expect((await screen.findByText('70%')).getAttribute('data-testid')).toBe('document-percent');

    server.pages = one([{ ...BUILDING, status: 'READY', progress: 100, fileName: 'vela-orders.csv', size: 812 }]);
    await act(async () => refetchFresh(client, DOCUMENT_QUERIES));
    const ready = await screen.findByTestId('document-download');
    expect(screen.getByTestId('document-size').textContent).toBe('0.8 kB');
    expect(screen.queryByTestId('document-progress')).toBeNull();
    expect(ready).toBeTruthy();
  });

  it('pages with the cursor', async () => {
    const { sent } = renderPage('en', {
      pages: { '': { items: [READY], nextCursor: 'c1' }, c1: { items: [SCHEDULED], nextCursor: null } },
      requests: [],
    });
    await screen.findByTestId('document-item');
    await act(async () => fireEvent.click(screen.getByTestId('load-more')));
    await waitFor(() => expect(screen.getAllByTestId('document-item').map((i) => i.getAttribute('data-id'))).toEqual(['doc-1', 'doc-4']));
    expect(sent.filter((s) => s.name === 'DocumentsScreen_List').map((s) => s.variables)).toEqual([
      { first: 20 },
      { first: 20, after: 'c1' },
    ]);
    expect(screen.getByText(en['money.noMore'])).toBeTruthy();
  });

  it('says what comes here when there is nothing yet, and offers a reload when the list cannot be read', async () => {
    renderPage('es', { pages: one([]), requests: [] });
    const empty = await screen.findByTestId('documents-empty');
    expect(empty.textContent).toContain(es['documents.empty']);
    expect(empty.textContent).toContain(es['documents.empty.text']);
    cleanup();

    renderPage('es', { pages: 'fail', requests: [] });
    expect((await screen.findByTestId('page-state-error')).textContent).toContain(es['status.requestFailed']);
  });

  it('downloads a ready document through a fresh signed link, each tap its own; a refusal is told in the item', async () => {
    const { sent } = renderPage('en', {
      pages: one([READY]),
      requests: [],
      links: ['/documents/doc-1?v=u1&exp=1&sig=a', 'DOCUMENT_LINK_EXPIRED'],
    });
    const button = await screen.findByTestId('document-download');
    await act(async () => fireEvent.click(button));
    expect(saved).toEqual([{ href: '/documents/doc-1?v=u1&exp=1&sig=a', download: 'vela-statement-2026-10.pdf' }]);
    expect(sent.filter((s) => s.name === 'Documents_DownloadUrl').map((s) => s.variables)).toEqual([{ id: 'doc-1' }]);

    await act(async () => fireEvent.click(button));
    expect(sent.filter((s) => s.name === 'Documents_DownloadUrl')).toHaveLength(2);
    expect(saved).toHaveLength(1);
    expect((await screen.findByTestId('form-error')).textContent).toBe(en['error.DOCUMENT_LINK_EXPIRED']);
  });
});

describe('DocumentsPage: asking', () => {
  it('asks for last month’s statement in the language on screen; it shows in the list, marked', async () => {
    const NEW = doc({ id: 'doc-9', documentNo: 'D2026112809', status: 'QUEUED', progress: 0, language: 'fr', fileName: null, size: null });
    const server: Server = { pages: one([READY]), requests: [NEW] };
    const { sent } = renderPage('fr', server);
    await screen.findByTestId('document-item');
    // Last month (the server's clock, UTC) by default; the twelve months that are over to choose from.
    const month = screen.getByTestId('documents-statement-month') as HTMLSelectElement;
    expect(month.value).toBe('2026-10');
    expect(month.options).toHaveLength(12);
    expect(month.options[0]?.textContent).toBe('octobre 2026');

    server.pages = one([NEW, READY]);
    await act(async () => fireEvent.click(screen.getByTestId('documents-statement-submit')));
    expect(requests(sent)).toEqual([{ kind: 'MONTHLY_STATEMENT', month: '2026-10', language: 'fr' }]);
    expect((await screen.findByTestId('toast')).textContent).toContain(fr['documents.requested.queued']);
    const first = (await screen.findAllByTestId('document-item'))[0];
    expect(first?.getAttribute('data-id')).toBe('doc-9');
    expect(first?.className).toContain('document--new');

    // Another month from the list.
    fireEvent.change(month, { target: { value: '2026-07' } });
    server.requests.push(doc({ id: 'doc-10', month: '2026-07' }));
    await act(async () => fireEvent.click(screen.getByTestId('documents-statement-submit')));
    expect(requests(sent)[1]).toEqual({ kind: 'MONTHLY_STATEMENT', month: '2026-07', language: 'fr' });
  });

  it('asks for the tax report of a year as a PDF or a CSV, saying it is an aid, not tax advice', async () => {
    const { sent } = renderPage('en', { pages: one([]), requests: [doc({ id: 'doc-11', kind: 'TAX_REPORT', status: 'QUEUED' })] });
    await screen.findByTestId('documents-empty');
    fireEvent.click(screen.getByTestId('documents-kind-tax'));
    expect(screen.getByTestId('documents-tax-disclaimer').textContent).toBe(en['documents.tax.disclaimer']);
    const year = screen.getByTestId('documents-tax-year') as HTMLSelectElement;
    // This year so far and the five before; last year by default.
    expect([...year.options].map((o) => o.textContent)).toEqual(['2026 (so far)', '2025', '2024', '2023', '2022', '2021']);
    expect(year.value).toBe('2025');
    fireEvent.click(screen.getByTestId('documents-tax-format-csv'));
    await act(async () => fireEvent.click(screen.getByTestId('documents-tax-submit')));
    expect(requests(sent)).toEqual([{ kind: 'TAX_REPORT', year: 2025, format: 'csv', language: 'en' }]);
  });

  it('a bad export is refused in the reader’s language, before and by the server, and nothing entered is lost', async () => {
    const { sent } = renderPage('es', { pages: one([]), requests: ['DOCUMENT_RANGE_TOO_LONG', 'DOCUMENT_TOO_MANY_PENDING'] });
    await screen.findByTestId('documents-empty');
    fireEvent.click(screen.getByTestId('documents-kind-export'));
    const from = screen.getByTestId('documents-export-from') as HTMLInputElement;
    const to = screen.getByTestId('documents-export-to') as HTMLInputElement;
    // The first of this month to today by default.
    expect([from.value, to.value]).toEqual(['2026-11-01', '2026-11-28']);

    // The days the wrong way round: told at once, nothing sent.
    fireEvent.change(from, { target: { value: '2026-11-20' } });
    fireEvent.change(to, { target: { value: '2026-11-10' } });
    const form = screen.getByTestId('documents-export');
    await act(async () => fireEvent.click(screen.getByTestId('documents-export-submit')));
    expect(within(form).getByTestId('form-error').textContent).toBe(es['error.DOCUMENT_PERIOD_INVALID']);
    expect(requests(sent)).toEqual([]);

    // The server's refusals, in Spanish, under the form; the fields keep what was entered.
    fireEvent.change(screen.getByTestId('documents-export-dataset'), { target: { value: 'closed_positions' } });
    fireEvent.change(from, { target: { value: '2022-01-01' } });
    fireEvent.change(to, { target: { value: '2026-11-28' } });
    await act(async () => fireEvent.click(screen.getByTestId('documents-export-submit')));
    expect(requests(sent)).toEqual([
      { kind: 'CSV_EXPORT', dataset: 'closed_positions', from: '2022-01-01', to: '2026-11-28', language: 'es' },
    ]);
    expect((await within(form).findByTestId('form-error')).textContent).toBe(es['error.DOCUMENT_RANGE_TOO_LONG']);
    expect([from.value, to.value]).toEqual(['2022-01-01', '2026-11-28']);
    expect((screen.getByTestId('documents-export-dataset') as HTMLSelectElement).value).toBe('closed_positions');
    // No toast: the refusal is where the request was made.
    expect(screen.queryByTestId('toast')).toBeNull();

    await act(async () => fireEvent.click(screen.getByTestId('documents-export-submit')));
    expect(within(form).getByTestId('form-error').textContent).toBe(es['error.DOCUMENT_TOO_MANY_PENDING']);
  });

  it('asks again for a failed document with its own parameters and language', async () => {
    const { sent } = renderPage('en', { pages: one([FAILED]), requests: [{ ...FAILED, id: 'doc-12', status: 'QUEUED', errorCode: null }] });
    const retry = await screen.findByTestId('document-retry');
    await act(async () => fireEvent.click(retry));
    expect(requests(sent)).toEqual([
      {
        kind: 'TAX_REPORT',
        language: 'zh-Hant',
        month: null,
        year: 2025,
        format: 'csv',
        dataset: null,
        from: null,
        to: null,
        positionId: null,
        leg: null,
      },
    ]);
  });
});

describe('trade detail’s confirmation (PDF)', () => {
  const CONFIRMATION = doc({
    id: 'doc-20',
    kind: 'TRADE_CONFIRMATION',
    month: null,
    positionId: 'p-1',
    leg: 'close',
    fileName: 'vela-confirmation-T0001-close.pdf',
  });
  const renderButton = (locale: Locale, server: Server) =>
    renderAt(locale, server, '/', <TradeConfirmation positionId="p-1" leg="close" />);

  it('asks for the fill’s confirmation in the language on screen and downloads it at once', async () => {
    const { sent } = renderButton('zh-Hant', { pages: one([]), requests: [CONFIRMATION], links: ['/documents/doc-20?v=u&exp=1&sig=b'] });
    const button = await screen.findByTestId('detail-confirmation-close-button');
    expect(button.textContent).toBe(MESSAGES['zh-Hant']['documents.confirmation']);
    await act(async () => fireEvent.click(button));
    expect(requests(sent)).toEqual([{ kind: 'TRADE_CONFIRMATION', language: 'zh-Hant', positionId: 'p-1', leg: 'close' }]);
    expect(sent.filter((s) => s.name === 'Documents_DownloadUrl').map((s) => s.variables)).toEqual([{ id: 'doc-20' }]);
    expect(saved).toEqual([{ href: '/documents/doc-20?v=u&exp=1&sig=b', download: 'vela-confirmation-T0001-close.pdf' }]);
  });

  it('tells a refusal under the button in the reader’s language', async () => {
    renderButton('fr', { pages: one([]), requests: ['NOT_FOUND'] });
    const button = await screen.findByTestId('detail-confirmation-close-button');
    await act(async () => fireEvent.click(button));
    expect((await screen.findByTestId('form-error')).textContent).toContain(fr['error.NOT_FOUND']);
    expect(saved).toEqual([]);
  });
});
