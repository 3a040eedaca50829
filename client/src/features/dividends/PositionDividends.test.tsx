import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { PositionDividends } from './PositionDividends';

// A position's "Dividends & splits" (issue 35): the splits applied to it (shares and entry price by the
// ratio, the fraction paid in cash at the last close), the dividends it received with their totals, the
// simulated ones labelled; nothing at all when it has neither.

afterEach(cleanup);

const SPLIT = {
  __typename: 'PositionSplit',
  id: 's1',
  exDate: '2026-12-09',
  label: '3-for-2 split',
  ratioFrom: '2',
  ratioTo: '3',
  sharesBefore: 15,
  sharesAfter: 22,
  entryPriceBefore: '60.0000',
  entryPriceAfter: '40.0000',
  fraction: '0.5',
  closePrice: '44.0000',
  closeDate: '2026-12-08',
  cashInLieu: '22.00',
  currency: 'EUR',
  at: '2026-12-09T00:00:00.000Z',
  simulated: true,
};

const REVERSE = {
  ...SPLIT,
  id: 's2',
  exDate: '2027-03-03',
  ratioFrom: '10',
  ratioTo: '1',
  sharesBefore: 5,
  sharesAfter: 0,
  entryPriceBefore: '10.0000',
  entryPriceAfter: '100.0000',
  closePrice: null,
  closeDate: null,
  fraction: '0.5',
  cashInLieu: '49.50',
  simulated: false,
};

const DIVIDEND = {
  __typename: 'DividendPayment',
  id: 'd1',
  symbol: 'ES:ITX',
  tradeNo: 'T0001',
  direction: 'LONG',
  status: 'PAID',
  exDate: '2026-11-28',
  payDate: '2026-12-02',
  shares: 15,
  amountPerShare: '0.77',
  dividendCurrency: 'EUR',
  currency: 'EUR',
  fxRate: null,
  gross: '11.55',
  withholdingRate: '0.19',
  treatyForm: null,
  withholding: '2.19',
  net: '9.36',
  fromMargin: null,
  paidAt: '2026-12-02T08:00:00.000Z',
  simulated: true,
};

function renderSection(locale: Locale, answer: { dividends: object[]; splits: object[]; totals: object[] }) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push({ name: operation.operationName, variables: operation.variables });
        if (operation.operationName !== 'PositionDividends_Actions') return observer.error(new TypeError('offline'));
        observer.next({
          data: { __typename: 'Query', positionCorporateActions: { __typename: 'PositionCorporateActions', ...answer } },
        });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
        <PositionDividends positionId="p1" />
      </IntlProvider>
    </ApolloProvider>,
  );
  return { sent };
}

describe('PositionDividends', () => {
  it('shows a split: shares and entry price by the ratio, the fraction paid in cash at the last close', async () => {
    const { sent } = renderSection('en', { dividends: [], totals: [], splits: [SPLIT, REVERSE] });
    const [forward, reverse] = await screen.findAllByTestId('position-split');
    expect(sent).toEqual([{ name: 'PositionDividends_Actions', variables: { positionId: 'p1' } }]);
    expect(within(forward).getByTestId('position-split-summary').textContent).toBe(
      `3-for-2 split on Dec 9, 2026: 15 → 22 shares, entry price 60.00 → 40.00 ${MESSAGES.en['markets.simulated']}`,
    );
    expect(within(forward).getByTestId('simulated-tag')).toBeTruthy();
    expect(within(forward).getByTestId('position-split-cash').textContent).toBe(
      '0.5 share paid in cash: €22.00 at the close of Dec 8, 2026 (44.00)',
    );
    expect(within(forward).queryByTestId('position-split-closed')).toBeNull();

    // A reverse split that left less than one share closed the position.
    expect(within(reverse).getByTestId('position-split-summary').textContent).toBe(
      '1-for-10 reverse split on Mar 3, 2027: 5 → 0 shares, entry price 10.00 → 100.00',
    );
    expect(within(reverse).getByTestId('position-split-cash').textContent).toBe('0.5 share paid in cash: €49.50');
    expect(within(reverse).getByTestId('position-split-closed').textContent).toBe(MESSAGES.en['dividends.split.closed']);
    expect(screen.queryByTestId('position-dividends')).toBeNull();
  });

  it('shows the dividends received with their total, in the reader’s language', async () => {
    renderSection('zh-Hant', {
      dividends: [DIVIDEND],
      totals: [{ __typename: 'DividendTotal', currency: 'EUR', gross: '11.55', withholding: '2.19', net: '9.36', count: 1 }],
      splits: [SPLIT],
    });
    const section = await screen.findByTestId('position-corporate-actions');
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe('股利與分割');
    const item = within(section).getByTestId('dividend-item');
    expect(within(item).getByTestId('dividend-date').textContent).toBe('2026年12月2日發放');
    expect(within(item).getByTestId('dividend-gross').textContent).toBe('€11.55');
    expect(within(item).getByTestId('dividend-withholding').textContent).toBe('€2.19');
    expect(item.textContent).toContain('預扣稅 19%');
    expect(within(item).getByTestId('dividend-net').textContent).toBe('+€9.36');
    expect(within(item).getByTestId('simulated-tag').textContent).toBe(MESSAGES['zh-Hant']['markets.simulated']);
    expect(within(section).getByTestId('position-dividend-totals').textContent).toContain('€9.36');
    expect(within(section).getByTestId('position-split-summary').textContent).toContain('股票分割（每 2 股分為 3 股）');
  });

  it('is not shown when the position has neither', async () => {
    const { sent } = renderSection('en', { dividends: [], totals: [], splits: [] });
    await waitFor(() => expect(sent).toHaveLength(1));
    // Give the answer time to render: still nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('position-corporate-actions')).toBeNull();
  });
});
