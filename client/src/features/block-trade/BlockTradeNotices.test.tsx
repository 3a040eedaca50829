import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/cachePolicies';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { routeByName } from '../../navigation/routeTable';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { BlockTradeNotices } from './BlockTradeNotices';

// "My notices": the user's purchase codes, the server's notice in the reader's language (the query is
// sent with it), the code to copy, the stock, "valid until" and the link to the offering; the empty state.

afterEach(cleanup);

const NOTICES = routeByName('notice').path;
const SUBSCRIBE = routeByName('blockTradeSubscribe').path;

const TEXTS: Record<string, { title: string; text: string }> = {
  en: {
    title: 'Your purchase code for Acme Corp',
    text: 'Your personal purchase code for the Acme Corp (ACME) block trade is BT-7Q4K-92XM. Enter it on the subscription form before the window closes.',
  },
  'zh-Hant': {
    title: '您的 Acme Corp 申購碼',
    text: '您在 Acme Corp（ACME）鉅額交易的個人申購碼為 BT-7Q4K-92XM。請在申購截止前於申購表單中填寫。',
  },
};

const notice = (lang: string) => ({
  __typename: 'BlockTradeNotice',
  id: 'c1',
  kind: 'CODE_ISSUED',
  at: '2026-11-20T09:00:00.000Z',
  closesAt: '2026-11-30T13:30:00.000Z',
  code: 'BT-7Q4K-92XM',
  usedAt: null,
  lang,
  title: TEXTS[lang].title,
  text: TEXTS[lang].text,
  offeringId: 'off1',
  stockNameText: { __typename: 'LocalisedText', text: 'Acme Corp', lang: 'en', fallback: false },
  symbol: 'US:ACME',
});

function renderNotices(locale: Locale, items: ReturnType<typeof notice>[]) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push({ name: operation.operationName, variables: operation.variables });
        if (operation.operationName === 'BlockTradeNotices_Mine') {
          observer.next({
            data: { __typename: 'Query', myBlockTradeNotices: { __typename: 'BlockTradeNoticePage', items, nextCursor: null } },
          });
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
          { path: NOTICES, element: <BlockTradeNotices /> },
          { path: SUBSCRIBE, element: <p>subscribe page</p> },
        ],
      },
    ],
    { initialEntries: [NOTICES] },
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
  return { sent };
}

describe('BlockTradeNotices', () => {
  it.each([
    'en',
    'zh-Hant',
  ] as const)('%s: lists the purchase code with its notice, stock, validity and a link to subscribe', async (locale) => {
    const { sent } = renderNotices(locale, [notice(locale)]);
    const m = MESSAGES[locale];
    const card = await screen.findByTestId('bt-notice');
    expect(sent.find((s) => s.name === 'BlockTradeNotices_Mine')?.variables).toMatchObject({ lang: locale });
    expect(within(card).getByTestId('bt-notice-title').textContent).toBe(TEXTS[locale].title);
    expect(within(card).getByTestId('bt-notice-title').getAttribute('lang')).toBe(locale);
    expect(within(card).getByTestId('bt-notice-text').textContent).toBe(TEXTS[locale].text);
    expect(within(card).getByTestId('bt-notice-code').textContent).toBe('BT-7Q4K-92XM');
    expect(within(card).getByTestId('bt-notice-copy').textContent).toBe(m['common.copy']);
    expect(within(card).getByTestId('bt-notice-stock').textContent).toContain('Acme Corp');
    expect(within(card).getByTestId('bt-notice-stock').textContent).toContain('ACME');
    const valid = within(card).getByTestId('bt-notice-valid');
    expect(valid.textContent).toContain(m['blockTrade.notices.validUntil'].replace(/\s*\{time\}\s*/, '').trim());
    expect(valid.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-30T13:30:00.000Z');
  });

  it('opens the offering’s subscription page from a notice', async () => {
    renderNotices('en', [notice('en')]);
    const go = await screen.findByTestId('bt-notice-offering');
    expect(go.textContent).toBe(MESSAGES.en['blockTrade.notices.goSubscribe']);
    fireEvent.click(go);
    expect(await screen.findByText('subscribe page')).toBeTruthy();
  });

  it.each(['en', 'zh-Hant'] as const)('%s: says when there is no notice yet', async (locale) => {
    renderNotices(locale, []);
    const empty = await screen.findByTestId('bt-notices-empty');
    expect(empty.textContent).toContain(MESSAGES[locale]['blockTrade.notices.empty']);
    expect(empty.textContent).toContain(MESSAGES[locale]['blockTrade.notices.emptyText']);
    await waitFor(() => expect(screen.queryByTestId('bt-notice')).toBeNull());
  });
});
