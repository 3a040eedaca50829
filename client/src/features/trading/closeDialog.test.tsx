import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nProvider } from '../../i18n/I18nProvider';
import { afterEach, describe, expect, it } from 'vitest';
import { ClosePreviewFigures } from './useClosePosition';

afterEach(cleanup);

const preview = {
  __typename: 'ClosePreview',
  positionId: 'p1',
  marketOpen: true,
  price: '187.42',
  quote: { __typename: 'FillQuote', bid: '187.42', ask: '187.50', at: '2026-11-27T15:00:00Z', simulated: false, source: 'sim' },
  charges: [{ __typename: 'Charge', kind: 'COMMISSION', basis: 'min 1.00', amount: '1.00', currency: 'USD', settlementAmount: '1.00' }],
  chargesTotal: '1.00',
  proceeds: '186.42',
  netProfit: '-0.86',
};

function renderIn(locale: 'es' | 'en' | 'zh-Hant') {
  const offline = new ApolloLink(() => new Observable((o) => o.error(new TypeError('offline'))));
  const client = new ApolloClient({ link: offline, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <I18nProvider initialLocale={locale}>
        <ClosePreviewFigures
          preview={preview as never}
          position={{
            id: 'p1',
            symbol: 'US:AAPL',
            market: 'US',
            shares: 1,
            direction: 'LONG',
            quoteCurrency: 'USD',
            settlementCurrency: 'USD',
          }}
        />
      </I18nProvider>
    </ApolloProvider>,
  );
}

// Issue 30 (bugs): the Spanish close dialog showed "-0.86 US$". Every amount in it goes through the one
// money formatter: the reader's decimal comma and the minus sign (U+2212), "−0,86 US$".
describe('the close dialog’s amounts', () => {
  it('es: net result "−0,86 US$" (comma decimal, minus sign), no hyphen-minus or decimal point', async () => {
    renderIn('es');
    const totals = (await screen.findByTestId('close-confirm-totals')).textContent ?? '';
    expect(totals).toContain('−0,86\u00a0US$');
    expect(totals).toContain('186,42\u00a0US$');
    expect(totals).not.toMatch(/-\s?0[.,]86|0\.86/);
  });

  it.each([
    ['en', '−$0.86'],
    ['zh-Hant', '−US$0.86'],
  ] as const)('%s: %s', async (locale, net) => {
    renderIn(locale);
    expect((await screen.findByTestId('close-confirm-totals')).textContent).toContain(net);
  });
});
