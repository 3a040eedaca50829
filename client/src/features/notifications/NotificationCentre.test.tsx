import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { NotificationBell } from './NotificationBell';
import { NotificationList } from './NotificationList';
import { useNotificationEvents } from './useNotificationEvents';

// Issue 31: the bell shows the unread count and follows the account events that carry it; the centre
// lists notifications newest first in the reader's language (written from kind and params), unread
// ones marked, "mark all read" clears them, an item opens its screen.

afterEach(cleanup);

const n = (
  id: string,
  kind: string,
  params: Record<string, string>,
  read = false,
  link: string | null = '/pages/trade/index?tab=orders',
) => ({
  __typename: 'Notification',
  id,
  kind,
  category: 'ORDERS',
  link,
  read,
  createdAt: '2026-11-20T15:00:00.000Z',
  params: Object.entries(params).map(([key, value]) => ({ __typename: 'NotificationParam', key, value })),
});

type Handler = (operationName: string, variables: Record<string, unknown>) => Record<string, unknown> | null;

function setup(locale: Locale, handler: Handler, ui: ReactNode) {
  const calls: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        calls.push(operation.operationName);
        const data = handler(operation.operationName, operation.variables);
        if (data) {
          observer.next({ data: { __typename: operation.operationName.startsWith('Notifications_Mark') ? 'Mutation' : 'Query', ...data } });
          observer.complete();
        } else observer.error(new TypeError('offline'));
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
          { path: '/', element: ui },
          { path: '*', element: <p data-testid="opened">opened</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
        <ToastProvider>
          <DialogProvider>
            <RouterProvider router={router} />
          </DialogProvider>
        </ToastProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
  return { client, calls, router };
}

let fire: ((e: { type: string; unreadCount?: number | null }) => void) | null = null;
function EventsProbe() {
  fire = useNotificationEvents();
  return null;
}

describe('the bell', () => {
  it('shows the unread count, none at zero, and follows NOTIFICATION_CREATED and NOTIFICATIONS_READ', async () => {
    setup(
      'en',
      (op) => (op === 'NotificationBell_Unread' ? { unreadNotificationCount: 3 } : null),
      <>
        <NotificationBell />
        <EventsProbe />
      </>,
    );
    expect((await screen.findByTestId('notification-bell-count')).textContent).toBe('3');
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe('Notifications, 3 unread');
    act(() => fire?.({ type: 'NOTIFICATION_CREATED', unreadCount: 4 }));
    await waitFor(() => expect(screen.getByTestId('notification-bell-count').textContent).toBe('4'));
    act(() => fire?.({ type: 'NOTIFICATIONS_READ', unreadCount: 0 }));
    await waitFor(() => expect(screen.queryByTestId('notification-bell-count')).toBeNull());
    act(() => fire?.({ type: 'NOTIFICATION_CREATED', unreadCount: 120 }));
    await waitFor(() => expect(screen.getByTestId('notification-bell-count').textContent).toBe('99+'));
  });
});

describe('the centre', () => {
  const items = [
    n(
      'a',
      'PRICE_ALERT',
      { symbol: 'US:AAPL', condition: 'above', value: '201.5000', price: '202.0500', id: 'x' },
      false,
      '/subPackages/market/stockDetail/stockDetail?symbol=US:AAPL',
    ),
    n('b', 'DEPOSIT_REFUSED', { id: 'd', reasonCode: 'NAME_MISMATCH' }),
    n('c', 'ORDER_FILLED', { id: 'o', symbol: 'US:AAPL', orderNo: 'O2026112000001' }, true),
    n('d', 'SOMETHING_NEW', {}, true),
  ];

  it('writes each item in the reader’s language from its kind and params, unread first marked', async () => {
    setup(
      'es',
      (op) =>
        op === 'Notifications_List' ? { notifications: { __typename: 'NotificationPage', items, nextCursor: null, unreadCount: 2 } } : null,
      <NotificationList />,
    );
    const rows = await screen.findAllByTestId('notification-item');
    expect(rows.map((r) => r.dataset.read)).toEqual(['false', 'false', 'true', 'true']);
    expect(rows[0].textContent).toContain('Alerta de precio: AAPL');
    expect(rows[0].textContent).toContain('AAPL está a 202,05, igual o por encima de tus 201,50.');
    expect(rows[1].textContent).toContain('Depósito rechazado');
    expect(rows[1].textContent).toContain(MESSAGES.es['review.reason.NAME_MISMATCH']);
    expect(rows[2].textContent).toContain('Tu orden O2026112000001 de AAPL se ha ejecutado.');
    // A kind this build does not know yet still reads as a notification.
    expect(rows[3].textContent).toContain('Nueva notificación');
    expect(within(rows[0]).getByRole('img').getAttribute('aria-label')).toBe('Sin leer');
  });

  it('mark all read clears the unread marks and the bell; an item opens its screen and is marked read', async () => {
    let read = false;
    const { calls, router } = setup(
      'en',
      (op, vars) => {
        if (op === 'Notifications_List')
          return {
            notifications: {
              __typename: 'NotificationPage',
              items: items.map((i) => ({ ...i, read: read || i.read })),
              nextCursor: null,
              unreadCount: read ? 0 : 2,
            },
          };
        if (op === 'Notifications_MarkAllRead') {
          read = true;
          return { markAllNotificationsRead: 0 };
        }
        if (op === 'Notifications_MarkRead') return { markNotificationsRead: (vars.ids as string[]).length ? 1 : 2 };
        return null;
      },
      <NotificationList />,
    );
    await screen.findAllByTestId('notification-item');
    fireEvent.click(screen.getByTestId('notifications-mark-all'));
    await waitFor(() => expect(screen.getAllByTestId('notification-item').every((r) => r.dataset.read === 'true')).toBe(true));
    expect(calls).toContain('Notifications_MarkAllRead');
    fireEvent.click(screen.getAllByTestId('notification-item')[0]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/subPackages/market/stockDetail/stockDetail'));
    expect(router.state.location.search).toBe('?symbol=US:AAPL');
  });

  it('says so when there is nothing yet', async () => {
    setup(
      'zh-Hant',
      (op) =>
        op === 'Notifications_List'
          ? { notifications: { __typename: 'NotificationPage', items: [], nextCursor: null, unreadCount: 0 } }
          : null,
      <NotificationList />,
    );
    expect(await screen.findByText('暫無通知')).toBeTruthy();
  });
});

describe('corporate actions’ notifications (issue 35)', () => {
  const list = (items: ReturnType<typeof n>[]) => (op: string) =>
    op === 'Notifications_List' ? { notifications: { __typename: 'NotificationPage', items, nextCursor: null, unreadCount: 0 } } : null;

  it('words a dividend with its amounts and a split with its ratio and what it adjusted', async () => {
    setup(
      'en',
      list([
        n('a', 'DIVIDEND_PAID', { id: 'd1', symbol: 'ES:ITX', net: '2.93', gross: '3.62', currency: 'EUR' }),
        n('b', 'SPLIT_APPLIED', { id: 's1', symbol: 'ES:ITX', ratioFrom: '2', ratioTo: '3', positions: '1', orders: '2', alerts: '0' }),
        n('c', 'SPLIT_APPLIED', { id: 's2', symbol: 'TW:2002', ratioFrom: '10', ratioTo: '1', positions: '0', orders: '0', alerts: '1' }),
      ]),
      <NotificationList />,
    );
    const [dividend, split, reverse] = await screen.findAllByTestId('notification-item');
    expect(dividend.textContent).toContain('Dividend received: ITX');
    expect(dividend.textContent).toContain('€2.93 from ITX is in your balance (€3.62 gross, less the tax withheld).');
    expect(split.textContent).toContain('3-for-2 split of ITX');
    expect(split.textContent).toContain(
      'Your positions, waiting orders and price alerts on ITX were adjusted: 1 position, 2 orders, no alert.',
    );
    expect(reverse.textContent).toContain('1-for-10 reverse split of 2002');
    expect(reverse.textContent).toContain('no position, no order, 1 alert.');
  });

  it('words a short position’s dividend paid to the lender in the reader’s language', async () => {
    setup(
      'es',
      list([n('a', 'DIVIDEND_CHARGED', { id: 'd2', symbol: 'ES:SAN', net: '10.00', gross: '10.00', currency: 'EUR' })]),
      <NotificationList />,
    );
    const [row] = await screen.findAllByTestId('notification-item');
    expect(row.textContent).toContain('Dividendo pagado por una posición corta: SAN');
    expect(row.textContent?.replace(/\s/gu, ' ')).toContain('Su posición corta en SAN pagó al prestamista su dividendo de 10,00 €.');
  });
});

describe('documents’ notifications (issue 36)', () => {
  const list = (items: ReturnType<typeof n>[]) => (op: string) =>
    op === 'Notifications_List' ? { notifications: { __typename: 'NotificationPage', items, nextCursor: null, unreadCount: 0 } } : null;
  const DOCUMENTS = '/subPackages/mine/documents/index';

  it('words a document made or not with what it is, the period it covers and its number; an item opens Mine → Documents', async () => {
    setup(
      'en',
      list([
        n(
          'a',
          'DOCUMENT_READY',
          { id: 'x1', documentKind: 'monthly_statement', documentNo: 'D2026110112', period: '2026-10' },
          false,
          DOCUMENTS,
        ),
        n('b', 'DOCUMENT_READY', { id: 'x2', documentKind: 'tax_report', documentNo: 'D2026110113', period: '2025' }, false, DOCUMENTS),
        n(
          'c',
          'DOCUMENT_FAILED',
          { id: 'x3', documentKind: 'csv_export', documentNo: 'D2026110114', period: '2026-01-01/2026-03-31' },
          false,
          DOCUMENTS,
        ),
        // A kind this client does not know yet: named by its number.
        n('d', 'DOCUMENT_READY', { id: 'x4', documentKind: 'new_kind', documentNo: 'D2026110115', period: '' }, false, DOCUMENTS),
      ]),
      <NotificationList />,
    );
    const [statement, tax, failed, unknown] = await screen.findAllByTestId('notification-item');
    expect(statement.textContent).toContain('Document ready: monthly statement, October 2026');
    expect(statement.textContent).toContain('D2026110112 is ready to download in Me → Documents.');
    expect(tax.textContent).toContain('Document ready: tax report 2025');
    expect(failed.textContent).toContain('Document not made: CSV export, Jan 1, 2026 – Mar 31, 2026');
    expect(failed.textContent).toContain('D2026110114 could not be made. Ask for it again in Me → Documents.');
    expect(unknown.textContent).toContain('Document ready: D2026110115');
    fireEvent.click(statement);
    expect(await screen.findByTestId('opened')).toBeTruthy();
  });

  it('words them in Traditional Chinese', async () => {
    setup(
      'zh-Hant',
      list([n('a', 'DOCUMENT_READY', { id: 'x1', documentKind: 'monthly_statement', documentNo: 'D2026110112', period: '2026-10' })]),
      <NotificationList />,
    );
    const [row] = await screen.findAllByTestId('notification-item');
    expect(row.textContent).toContain('文件已產生：2026年10月月結單');
    expect(row.textContent).toContain('D2026110112 已可在「我的 → 文件」中下載。');
  });
});
