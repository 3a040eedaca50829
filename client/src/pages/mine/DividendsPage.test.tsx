import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { typePolicies } from '../../apollo/cachePolicies';
import { DIVIDEND_QUERIES } from '../../features/money/useAccountEvents';
import { TRADING_LIST_QUERIES } from '../../features/trading/listQueries';
import { I18nProvider } from '../../i18n/I18nProvider';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { routeByName } from '../../navigation/routeTable';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { DividendsPage } from './DividendsPage';

// Mine → Dividends (issue 35): a year's totals per currency and its payments with their withholding,
// pending ones first, a short's payment to the lender; the empty state; the rates withheld from the
// server's table; the W-8BEN signed after a confirmation, a refusal shown in the reader's language.

afterEach(cleanup);

const payment = (over: Record<string, unknown>) => ({
  __typename: 'DividendPayment',
  id: 'd1',
  positionId: 'p1',
  symbol: 'ES:ITX',
  tradeNo: 'T0001',
  direction: 'LONG',
  status: 'PAID',
  exDate: '2026-11-28',
  payDate: '2026-12-02',
  shares: 17,
  amountPerShare: '0.2135',
  dividendCurrency: 'EUR',
  currency: 'EUR',
  fxRate: null,
  gross: '3.62',
  withholdingRate: '0.19',
  treatyForm: false,
  withholding: '0.69',
  net: '2.93',
  fromMargin: null,
  paidAt: '2026-12-02T08:00:00.000Z',
  simulated: false,
  ...over,
});

const ITX = payment({});
const AAPL = payment({
  id: 'd2',
  symbol: 'US:AAPL',
  exDate: '2026-11-10',
  payDate: '2026-11-13',
  shares: 10,
  amountPerShare: '0.26',
  dividendCurrency: 'USD',
  currency: 'USD',
  gross: '2.60',
  withholdingRate: '0.15',
  treatyForm: true,
  withholding: '0.39',
  net: '2.21',
  simulated: true,
});
const SAN_SHORT = payment({
  id: 'd3',
  symbol: 'ES:SAN',
  direction: 'SHORT',
  exDate: '2026-10-30',
  payDate: '2026-11-04',
  shares: 100,
  amountPerShare: '0.10',
  gross: '10.00',
  withholdingRate: '0',
  withholding: '0',
  net: '10.00',
});
const MSFT_PENDING = payment({
  id: 'd4',
  symbol: 'US:MSFT',
  status: 'PENDING',
  exDate: '2026-12-10',
  payDate: null,
  shares: 5,
  amountPerShare: '0.83',
  dividendCurrency: 'USD',
  currency: 'USD',
  gross: null,
  withholdingRate: null,
  treatyForm: null,
  withholding: null,
  net: null,
  paidAt: null,
});

const total = (currency: string, gross: string, withholding: string, net: string, count: number) => ({
  __typename: 'DividendTotal',
  currency,
  gross,
  withholding,
  net,
  count,
});

const YEAR_2026 = {
  __typename: 'DividendYear',
  year: 2026,
  years: [2026, 2025],
  totals: [total('EUR', '13.62', '0.69', '-7.07', 2), total('USD', '2.60', '0.39', '2.21', 1)],
  // The server's order: newest first, pending first of all; the page keeps pending ones first.
  items: [ITX, MSFT_PENDING, AAPL, SAN_SHORT],
};
const YEAR_2025 = {
  __typename: 'DividendYear',
  year: 2025,
  years: [2026, 2025],
  totals: [total('EUR', '1.00', '0.19', '0.81', 1)],
  items: [payment({ id: 'd9', exDate: '2025-06-01', payDate: '2025-06-05', gross: '1.00', withholding: '0.19', net: '0.81' })],
};
const EMPTY_YEAR = { __typename: 'DividendYear', year: 2026, years: [], totals: [], items: [] };

const RATES = [
  { market: 'ES', from: '2016-01-01', rate: '0.19', condition: null },
  { market: 'US', from: '1991-01-01', rate: '0.15', condition: 'treaty_form' },
  { market: 'US', from: '1991-01-01', rate: '0.30', condition: 'no_treaty_form' },
  { market: 'TW', from: '2018-01-01', rate: '0.21', condition: null },
  // Replaced by the 2018 row.
  { market: 'TW', from: '2010-01-01', rate: '0.20', condition: null },
].map((r) => ({ __typename: 'WithholdingRate', residence: 'ES', source: 'https://example.org', ...r }));

const TAX_FORM = {
  __typename: 'TaxForm',
  id: 'tf1',
  form: 'w8ben',
  country: 'ES',
  fullName: 'Ana Example',
  signedAt: '2026-12-01T10:00:00.000Z',
  validUntil: '2029-12-31',
};

interface Server {
  years: Record<string, object>;
  taxForm: object | null;
  /** Answers to signTaxForm, in order: an error code or the form. */
  signs: Array<string | object>;
}

function renderPage(locale: Locale, server: Server) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const { operationName: name, variables } = operation;
        sent.push({ name, variables });
        let data: object | undefined;
        if (name === 'DividendsScreen_Year') {
          data = { myDividends: server.years[String(variables.year ?? 'default')] };
        } else if (name === 'DividendsScreen_Withholding') {
          data = { taxForm: server.taxForm, withholdingRates: RATES };
        } else if (name === 'TaxFormSection_Sign') {
          const answer = server.signs.shift();
          if (typeof answer === 'string') {
            observer.next({ errors: [{ message: answer, extensions: { code: answer } }] as never });
            observer.complete();
            return;
          }
          data = { signTaxForm: answer };
        }
        if (data) {
          observer.next({ data: { __typename: name.endsWith('_Sign') ? 'Mutation' : 'Query', ...data } });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
  const path = routeByName('dividends').path;
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [
          { path, element: <DividendsPage /> },
          { path: routeByName('real').path, element: <div>real-name form</div> },
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
const es = MESSAGES.es;
/** A message with its {placeholders} filled in (simple arguments only). */
const fill = (text: string, values: Record<string, string>) => text.replace(/\{(\w+)\}/g, (_, k: string) => values[k] ?? `{${k}}`);

describe('DividendsPage', () => {
  it('shows the year’s totals per currency, then the payments (pending first) with gross, withholding and net', async () => {
    const { sent } = renderPage('en', { years: { default: YEAR_2026, 2025: YEAR_2025 }, taxForm: TAX_FORM, signs: [] });
    const totals = await screen.findByTestId('dividends-totals');
    const heading = within(totals).getByRole('heading');
    // A simulated payment among them: the totals are labelled too.
    expect(heading.textContent).toBe(`${fill(en['dividends.totals'], { year: '2026' })}${en['markets.simulated']}`);
    expect(within(heading).getByTestId('simulated-tag')).toBeTruthy();
    const [eur, usd] = within(totals).getAllByTestId('dividend-total');
    expect(eur.getAttribute('data-currency')).toBe('EUR');
    expect(within(eur).getByTestId('dividend-total-gross').textContent).toBe('€13.62');
    expect(within(eur).getByTestId('dividend-total-withholding').textContent).toBe('€0.69');
    // A short's payment to the lender makes the net negative.
    expect(within(eur).getByTestId('dividend-total-net').textContent).toBe('−€7.07');
    expect(eur.textContent).toContain('2 payments');
    expect(within(usd).getByTestId('dividend-total-net').textContent).toBe('+$2.21');
    expect(screen.getByTestId('dividends-short-note').textContent).toBe(en['dividends.totals.shortNote']);

    const items = screen.getAllByTestId('dividend-item');
    expect(items.map((i) => i.getAttribute('data-id'))).toEqual(['d4', 'd1', 'd2', 'd3']);
    const [msft, itx, aapl, san] = items;

    // Pending: the pay date not announced yet, no figures.
    expect(within(msft).getByTestId('dividend-status').textContent).toBe(en['dividends.status.PENDING']);
    expect(within(msft).getByTestId('dividend-date').textContent).toBe(en['dividends.pendingUnannounced']);
    expect(within(msft).queryByTestId('dividend-gross')).toBeNull();

    expect(within(itx).getByTestId('dividend-symbol').textContent).toBe('ITX');
    expect(within(itx).getByTestId('dividend-date').textContent).toBe('Paid on Dec 2, 2026');
    expect(within(itx).getByTestId('dividend-shares').textContent).toBe('17 shares × €0.2135 · Ex-date Nov 28, 2026');
    expect(within(itx).getByTestId('dividend-gross').textContent).toBe('€3.62');
    expect(itx.textContent).toContain('Withholding 19%');
    expect(within(itx).getByTestId('dividend-withholding').textContent).toBe('€0.69');
    expect(within(itx).getByTestId('dividend-net').textContent).toBe('+€2.93');
    expect(within(itx).queryByTestId('dividend-treaty')).toBeNull();
    expect(within(itx).queryByTestId('simulated-tag')).toBeNull();

    // The treaty rate, and a simulated calendar entry labelled.
    expect(aapl.textContent).toContain('Withholding 15%');
    expect(within(aapl).getByTestId('dividend-treaty').textContent).toBe(en['dividends.treatyRate']);
    expect(within(aapl).getByTestId('simulated-tag').textContent).toBe(en['markets.simulated']);

    // A short position paid the lender: no withholding, a negative net.
    expect(within(san).getByTestId('dividend-status').textContent).toBe(en['dividends.status.SHORT_PAID']);
    expect(within(san).queryByTestId('dividend-withholding')).toBeNull();
    expect(within(san).getByTestId('dividend-net').textContent).toBe('−€10.00');

    // The rates withheld, from the server's table (the rows in force).
    expect(screen.getByTestId('dividends-rates').textContent).toBe(
      'Tax withheld at source on dividends (rates for a tax resident of Spain): Spain 19% · United States 15% with the W-8BEN, 30% without · Taiwan 21%.',
    );
    // The W-8BEN on file.
    expect(screen.getByTestId('tax-form-on-file').textContent).toBe('W-8BEN on file (Spain), valid until Dec 31, 2029');

    // Another year from the picker.
    await act(async () => fireEvent.click(screen.getByTestId('dividends-year-2025')));
    expect((await screen.findByRole('heading', { name: fill(en['dividends.totals'], { year: '2025' }) })).textContent).toBe('Paid in 2025');
    expect(screen.getAllByTestId('dividend-item').map((i) => i.getAttribute('data-id'))).toEqual(['d9']);
    expect(sent.filter((s) => s.name === 'DividendsScreen_Year').map((s) => s.variables.year)).toEqual([null, 2025]);
  });

  it('says when nothing was paid yet in the year, and when a pending dividend will be; a paid dividend refreshes it', async () => {
    const pending = { ...MSFT_PENDING, payDate: '2026-12-15' };
    const { sent } = renderPage('fr', {
      years: { default: { ...EMPTY_YEAR, years: [2026], items: [pending] } },
      taxForm: TAX_FORM,
      signs: [],
    });
    const none = await screen.findByTestId('dividends-nothing-paid');
    expect(none.textContent).toBe(fill(MESSAGES.fr['dividends.totals.none'], { year: '2026' }));
    expect(screen.getByTestId('dividend-date').textContent).toBe('En attente — versé le 15 déc. 2026');
    // One year: no picker.
    expect(screen.queryByTestId('dividends-year')).toBeNull();
    // What a DIVIDEND_PAID account event reads again (features/money/useAccountEvents.ts) is what this page reads.
    expect(sent.map((o) => o.name)).toContain('DividendsScreen_Year');
    expect(DIVIDEND_QUERIES).toContain('DividendsScreen_Year');
    // And a position's dividends and splits (features/dividends/PositionDividends.tsx), read again on a
    // dividend paid and on a split (with the trading lists).
    expect(DIVIDEND_QUERIES).toContain('PositionDividends_Actions');
    expect(TRADING_LIST_QUERIES).toContain('PositionDividends_Actions');
  });

  it('says how dividends come when there are none yet', async () => {
    renderPage('es', { years: { default: EMPTY_YEAR }, taxForm: TAX_FORM, signs: [] });
    const empty = await screen.findByTestId('dividends-empty');
    expect(empty.textContent).toContain(es['dividends.empty']);
    expect(empty.textContent).toContain(es['dividends.empty.text']);
    expect(screen.queryByTestId('dividends-year')).toBeNull();
    expect(screen.queryByTestId('dividends-totals')).toBeNull();
  });

  it('signs the W-8BEN after a confirmation; a refusal is shown under the form in the reader’s language', async () => {
    const { sent } = renderPage('es', {
      years: { default: EMPTY_YEAR },
      taxForm: null,
      signs: ['TAX_FORM_NAME_MISMATCH', { ...TAX_FORM, fullName: 'Ana Ejemplo' }],
    });
    const form = await screen.findByTestId('tax-form-form');
    // The United States is not a country of tax residence to choose.
    const options = within(form).getAllByRole('option') as HTMLOptionElement[];
    expect(options.some((o) => o.value === 'ES')).toBe(true);
    expect(options.some((o) => o.value === 'US')).toBe(false);

    // Checked before asking: each with the server's own code and text.
    await act(async () => fireEvent.click(screen.getByTestId('tax-form-sign')));
    expect(screen.getByTestId('form-error').textContent).toBe(es['error.TAX_FORM_COUNTRY_INVALID']);
    fireEvent.change(screen.getByTestId('tax-form-country'), { target: { value: 'ES' } });
    fireEvent.change(screen.getByTestId('tax-form-name'), { target: { value: 'Ana Ejemplo ' } });
    await act(async () => fireEvent.click(screen.getByTestId('tax-form-sign')));
    expect(screen.getByTestId('form-error').textContent).toBe(es['error.TAX_FORM_US_PERSON']);
    fireEvent.click(screen.getByTestId('tax-form-not-us'));
    await act(async () => fireEvent.click(screen.getByTestId('tax-form-sign')));
    expect(screen.getByTestId('form-error').textContent).toBe(es['error.TAX_FORM_NOT_CONFIRMED']);
    fireEvent.click(screen.getByTestId('tax-form-certify'));
    expect(sent.some((s) => s.name === 'TaxFormSection_Sign')).toBe(false);

    // The server refuses the name: its code in Spanish, under the form.
    fireEvent.click(screen.getByTestId('tax-form-sign'));
    // The dialog loads on first use: found outside act.
    expect((await screen.findByText(es['dividends.taxForm.confirmTitle'])).textContent).toBe('¿Firmar el W-8BEN?');
    await act(async () => fireEvent.click(screen.getByTestId('dialog-confirm')));
    expect((await screen.findByTestId('form-error')).textContent).toBe(es['error.TAX_FORM_NAME_MISMATCH']);
    expect(sent.find((s) => s.name === 'TaxFormSection_Sign')?.variables).toEqual({
      input: { country: 'ES', fullName: 'Ana Ejemplo', usPerson: false, confirm: true },
    });

    // Signed: on file at once.
    fireEvent.click(screen.getByTestId('tax-form-sign'));
    const confirm = await screen.findByTestId('dialog-confirm');
    await act(async () => fireEvent.click(confirm));
    const onFile = await screen.findByTestId('tax-form-on-file');
    expect(onFile.textContent).toBe('W-8BEN registrado (España), válido hasta el 31 dic 2029');
    expect(screen.queryByTestId('tax-form-form')).toBeNull();
    expect(screen.getByTestId('tax-form-signed').textContent).toContain('Ana Ejemplo');
  });
});
