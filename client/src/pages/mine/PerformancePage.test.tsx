import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/cachePolicies';
import { I18nProvider } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { routeByName } from '../../navigation/routeTable';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { PerformancePage } from './PerformancePage';

// Mine → Performance (issue 37): the figures, the profit by cause with its total, a concentrated holding
// pointed out, a return explained by a tap; the empty and first-day states; the period asked for.

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const slice = (key: string, label: string, value: string, share: string) => ({
  __typename: 'AllocationSliceView',
  key,
  label,
  value,
  share,
});
const allocation = (over: Record<string, unknown> = {}) => ({
  __typename: 'PerformanceAllocation',
  invested: '1860.00',
  cash: '10140.00',
  concentrated: ['ES:SAN'],
  simulated: true,
  byMarket: [slice('ES', 'ES', '1860.00', '1')],
  bySector: [slice('financials', 'financials', '1860.00', '1')],
  byInstrument: [slice('ES:SAN', 'Banco Santander', '1860.00', '1')],
  byCurrency: [slice('EUR', 'EUR', '12000.00', '1')],
  ...over,
});
const READY = {
  __typename: 'Performance',
  state: 'READY',
  period: 'ONE_MONTH',
  currency: 'EUR',
  valuedTo: '2026-11-30',
  from: '2026-10-31',
  to: '2026-11-30',
  clamped: true,
  startValue: '0',
  endValue: '12061.4',
  netFlows: '12000',
  twr: '0.005123',
  mwrAnnual: '0.07',
  mwrPeriod: '0.0054',
  days: 3,
  simulated: true,
  missingRates: false,
  benchmark: null,
  benchmarkReturn: null,
  benchmarkDifference: null,
  benchmarkSimulated: false,
  explanations: [
    {
      __typename: 'PerformanceExplanation',
      figure: 'twr',
      steps: [
        { __typename: 'PerformanceStep', key: 'twr.what', params: [] },
        {
          __typename: 'PerformanceStep',
          key: 'twr.result',
          params: [{ __typename: 'PerformanceStepParam', name: 'value', value: '0.005123' }],
        },
      ],
    },
    { __typename: 'PerformanceExplanation', figure: 'mwr', steps: [{ __typename: 'PerformanceStep', key: 'mwr.what', params: [] }] },
  ],
  points: [
    { __typename: 'PerformancePoint', day: '2026-10-31', value: '0', index: '100', benchmark: null },
    { __typename: 'PerformancePoint', day: '2026-11-02', value: '10000', index: '100.2', benchmark: null },
    { __typename: 'PerformancePoint', day: '2026-11-30', value: '12061.4', index: '100.5123', benchmark: null },
  ],
  breakdown: {
    __typename: 'PerformanceBreakdown',
    realised: '49',
    unrealised: '40',
    dividends: '20',
    interest: '0',
    charges: '-9',
    taxes: '-43.6',
    other: '5',
    currency: '0',
    total: '61.4',
  },
  allocation: allocation(),
};
const EMPTY = {
  ...READY,
  state: 'EMPTY',
  from: null,
  to: null,
  startValue: null,
  endValue: null,
  netFlows: null,
  twr: null,
  mwrAnnual: null,
  mwrPeriod: null,
  days: 0,
  explanations: [],
  points: [],
  breakdown: null,
  allocation: allocation({ concentrated: [], byMarket: [], bySector: [], byInstrument: [], byCurrency: [], invested: '0', cash: '0' }),
};
const FIRST_DAY = { ...EMPTY, state: 'FIRST_DAY' };

function renderPage(locale: Locale, answer: object, failures = 0) {
  const sent: Array<Record<string, unknown>> = [];
  let failed = 0;
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push(operation.variables);
        if (failed < failures) {
          failed += 1;
          observer.error(new Error('network down'));
          return;
        }
        observer.next({ data: { __typename: 'Query', performance: { ...answer, period: operation.variables.period } } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
  const path = routeByName('performance').path;
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [
          { path, element: <PerformancePage /> },
          { path: routeByName('deposit').path, element: <div>deposit form</div> },
        ],
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
  return { sent };
}

const en = MESSAGES.en;
// A read and a render can take over a second on a busy CI machine.
const SLOW = { timeout: 5_000 };

describe('PerformancePage', () => {
  it('shows the returns in the reader’s colours, the profit by cause adding up, and a concentrated holding', async () => {
    const { sent } = renderPage('en', READY);
    const twr = await screen.findByTestId('performance-twr');
    expect(within(twr).getByText('+0.51%').getAttribute('data-sign')).toBe('up');
    expect(screen.getByTestId('performance-mwr').textContent).toContain('+7.00%');
    const breakdown = screen.getByTestId('performance-breakdown');
    const rows = within(breakdown).getAllByRole('row');
    expect(rows.map((r) => r.getAttribute('data-part'))).toEqual([
      'realised',
      'unrealised',
      'dividends',
      'interest',
      'charges',
      'taxes',
      'other',
      'currency',
      'total',
    ]);
    expect(within(breakdown).getByTestId('performance-profit').textContent).toBe('+€61.40');
    expect(rows[4].textContent).toBe(`${en['performance.breakdown.charges']}-€9.00`.replace('-', '−'));
    expect(screen.getByTestId('performance-concentration').textContent).toBe(
      'Banco Santander is 100% of your positions: more than 25% in one holding.',
    );
    expect(screen.getAllByTestId('simulated-tag').length).toBeGreaterThan(0);
    expect(sent[0]).toMatchObject({ period: 'ONE_MONTH', benchmark: null, currency: 'EUR', lang: 'en' });

    // A return explained by a tap: its formula in words.
    fireEvent.click(twr);
    const sheet = await screen.findByTestId('performance-explain');
    expect(sheet.textContent).toContain(en['performance.explain.twr.what']);
    expect(sheet.textContent).toContain('Result: +0.51%.');

    // The profit explained: its formula with the figures, then each cause.
    fireEvent.keyDown(window, { key: 'Escape' });
    fireEvent.click(screen.getByTestId('performance-profit-explain'));
    const profit = await screen.findByTestId('performance-explain');
    expect(within(profit).getAllByRole('listitem')[0].textContent).toBe(
      'Value at the end €12,061.40 − value at the start €0.00 − deposits less withdrawals €12,000.00 = €61.40. By cause:',
    );
    expect(within(profit).getAllByRole('listitem')).toHaveLength(9);
    fireEvent.keyDown(window, { key: 'Escape' });

    // Another period is asked for.
    fireEvent.click(screen.getByTestId('performance-period-ONE_YEAR'));
    await screen.findByTestId('performance-twr');
    expect(sent.at(-1)).toMatchObject({ period: 'ONE_YEAR' });
    // Two sheets and a second read: slow on a busy CI machine.
  }, 30_000);

  it('before any deposit: says so and leads to Deposit', async () => {
    renderPage('zh-Hant', EMPTY);
    const empty = await screen.findByTestId('performance-empty');
    expect(empty.textContent).toContain(MESSAGES['zh-Hant']['performance.empty.title']);
    expect(screen.queryByTestId('performance-allocation')).toBeNull();
    fireEvent.click(within(empty).getByRole('button', { name: MESSAGES['zh-Hant']['performance.empty.deposit'] }));
    expect(await screen.findByText('deposit form', undefined, SLOW)).toBeTruthy();
  });

  it('one close in, with the benchmark the reader left: the figures and the difference in the reader’s colours', async () => {
    localStorage.setItem('vela.performanceView', JSON.stringify({ period: 'ONE_WEEK', benchmark: 'IBEX35', currency: 'EUR' }));
    const { sent } = renderPage('en', {
      ...READY,
      clamped: false,
      days: 1,
      points: [{ __typename: 'PerformancePoint', day: '2026-11-30', value: '12061.4', index: '100', benchmark: '100' }],
      twr: '0',
      mwrAnnual: null,
      mwrPeriod: null,
      benchmark: 'IBEX35',
      benchmarkReturn: '0.0125',
      benchmarkDifference: '-0.0125',
      benchmarkSimulated: true,
    });
    const twr = await screen.findByTestId('performance-twr', undefined, SLOW);
    expect(sent[0]).toMatchObject({ period: 'ONE_WEEK', benchmark: 'IBEX35' });
    expect(twr.textContent).toContain('0.00%');
    expect(screen.getByTestId('performance-mwr').textContent).toContain('—');
    const difference = screen.getByTestId('performance-benchmark-difference');
    expect(difference.textContent).toContain('+1.25%');
    expect(difference.textContent).toContain('you vs IBEX 35: -1.25 pts');
    expect(difference.querySelector('[data-sign="down"]')).not.toBeNull();
    expect(screen.queryByTestId('performance-clamped')).toBeNull();
    expect(screen.getByTestId('performance-breakdown')).toBeTruthy();
  });

  it('a failed read offers a retry that loads the page', async () => {
    renderPage('fr', READY, 1);
    fireEvent.click(await screen.findByTestId('page-state-error', undefined, SLOW));
    expect(await screen.findByTestId('performance-twr', undefined, SLOW)).toBeTruthy();
    expect(screen.getByTestId('performance-clamped').textContent).toBe(MESSAGES.fr['performance.clamped']);
  });

  it('on the first day: the first valuation comes after the close', async () => {
    renderPage('es', FIRST_DAY);
    const first = await screen.findByTestId('performance-first-day');
    expect(first.textContent).toContain(MESSAGES.es['performance.firstDay.title']);
    expect(screen.queryByTestId('performance-twr')).toBeNull();
    // Where the money is already shows, at the latest (here simulated) quotes.
    const allocationCard = screen.getByTestId('performance-allocation');
    expect(within(allocationCard).getByTestId('simulated-tag')).toBeTruthy();
  });
});
