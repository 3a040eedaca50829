import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { typePolicies } from '../../apollo/cachePolicies';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { CorporateActions, type CorporateActionItem, CorporateActionsList } from './CorporateActions';

// Issue 35: stock detail's "Dividends & splits": upcoming first (soonest first), then the last twelve
// months (latest first); a dividend's amount per share in its currency, its dates, "To be announced"
// for a pay date not yet published; a split worded from its ratio; "Simulated" on simulated entries; a
// source linked only when it is an https address.

const action = (over: Partial<CorporateActionItem> & Pick<CorporateActionItem, 'id' | 'exDate'>): CorporateActionItem => ({
  __typename: 'CorporateAction',
  symbol: 'US:AAPL',
  kind: 'CASH_DIVIDEND',
  recordDate: null,
  payDate: null,
  amount: '0.26',
  currency: 'USD',
  ratioFrom: null,
  ratioTo: null,
  label: null,
  source: 'simulated',
  simulated: false,
  ...over,
});

const CALENDAR: CorporateActionItem[] = [
  action({
    id: 'past-old',
    exDate: '2026-08-11',
    recordDate: '2026-08-11',
    payDate: '2026-08-14',
    amount: '0.25',
    label: 'Quarterly dividend',
  }),
  action({
    id: 'past-recent',
    exDate: '2026-11-10',
    recordDate: '2026-11-10',
    payDate: '2026-11-13',
    label: 'Quarterly dividend',
    source: 'https://investor.apple.com/dividend-history/default.aspx',
    simulated: true,
  }),
  action({ id: 'next-split', exDate: '2026-12-01', kind: 'SPLIT', amount: null, currency: null, ratioFrom: '2', ratioTo: '3' }),
  action({ id: 'later-dividend', exDate: '2027-02-09', recordDate: '2027-02-09', payDate: null, amount: '0.2475', simulated: true }),
  action({ id: 'reverse', exDate: '2026-09-01', kind: 'SPLIT', amount: null, currency: null, ratioFrom: '10', ratioTo: '1' }),
  // More than a year back: left out.
  action({ id: 'too-old', exDate: '2025-11-17' }),
];

function renderList(locale: Locale, actions: CorporateActionItem[], today = '2026-11-18') {
  return render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <CorporateActionsList actions={actions} today={today} />
    </IntlProvider>,
  );
}

const rows = () => screen.queryAllByTestId('corporate-action-row');

describe('the dividends and splits of a stock', () => {
  afterEach(cleanup);

  it('lists upcoming actions first, soonest first, then the last twelve months, latest first', () => {
    renderList('en', CALENDAR);
    expect(rows().map((r) => [r.getAttribute('data-ex-date'), r.getAttribute('data-when'), r.getAttribute('data-kind')])).toEqual([
      ['2026-12-01', 'upcoming', 'SPLIT'],
      ['2027-02-09', 'upcoming', 'CASH_DIVIDEND'],
      ['2026-11-10', 'past', 'CASH_DIVIDEND'],
      ['2026-09-01', 'past', 'SPLIT'],
      ['2026-08-11', 'past', 'CASH_DIVIDEND'],
    ]);
    expect(screen.getByTestId('corporate-actions-upcoming').textContent).toMatch(/^Upcoming/);
    expect(screen.getByTestId('corporate-actions-past').textContent).toMatch(/^Last 12 months/);
  });

  it('shows a dividend’s name, amount per share and dates, "To be announced" for an unpublished pay date', () => {
    renderList('en', CALENDAR);
    const [, later, recent] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(later).getByTestId('corporate-action-name').textContent).toBe('Dividend');
    expect(within(later).getByTestId('corporate-action-amount').textContent).toContain('$0.2475 per share');
    expect(within(later).getByTestId('corporate-action-ex-date').textContent).toContain('Feb 9, 2027');
    expect(within(later).getByTestId('corporate-action-record-date').textContent).toContain('Feb 9, 2027');
    expect(within(later).getByTestId('corporate-action-pay-date').textContent).toContain('To be announced');
    expect(within(recent).getByTestId('corporate-action-name').textContent).toBe('Quarterly dividend');
    expect(within(recent).queryByTestId('corporate-action-label')).toBeNull();
    expect(within(recent).getByTestId('corporate-action-amount').textContent).toContain('$0.26 per share');
    expect(within(recent).getByTestId('corporate-action-pay-date').textContent).toContain('Nov 13, 2026');
  });

  it('words a split from its ratio, with its effective date', () => {
    renderList('en', CALENDAR);
    const [split] = rows() as [HTMLElement];
    expect(within(split).getByTestId('corporate-action-name').textContent).toContain('3-for-2 split');
    expect(within(split).getByTestId('corporate-action-ex-date').textContent).toContain('Effective Dec 1, 2026');
    expect(within(split).queryByTestId('corporate-action-amount')).toBeNull();
    const reverse = rows().find((r) => r.getAttribute('data-ex-date') === '2026-09-01') as HTMLElement;
    expect(within(reverse).getByTestId('corporate-action-name').textContent).toContain('1-for-10 reverse split');
  });

  it('labels simulated entries "Simulated" and links only an https source, in a new tab', () => {
    renderList('en', CALENDAR);
    const simulated = rows().filter((r) => within(r).queryByTestId('simulated-tag'));
    expect(simulated.map((r) => r.getAttribute('data-ex-date'))).toEqual(['2027-02-09', '2026-11-10']);
    expect(within(simulated[0] as HTMLElement).getByTestId('simulated-tag').textContent).toContain('Simulated');
    const links = screen.getAllByTestId('corporate-action-source');
    expect(links).toHaveLength(1);
    expect(links[0]?.getAttribute('href')).toBe('https://investor.apple.com/dividend-history/default.aspx');
    expect(links[0]?.getAttribute('target')).toBe('_blank');
    expect(links[0]?.getAttribute('rel')).toContain('noopener');
    expect(links[0]?.textContent).toContain('Source: investor.apple.com');
  });

  it('reads in Spanish: amounts, dates and wording in the reader’s format, the source’s own name under ours', () => {
    renderList('es', CALENDAR);
    const [split, later, recent] = rows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(recent).getByTestId('corporate-action-name').textContent).toBe('Dividendo');
    expect(within(recent).getByTestId('corporate-action-label').textContent).toBe('Quarterly dividend');
    expect(within(later).queryByTestId('corporate-action-label')).toBeNull();
    expect(within(split).getByTestId('corporate-action-name').textContent).toContain('Desdoblamiento 3 por 2');
    expect(within(later).getByTestId('corporate-action-amount').textContent).toContain('0,2475\u00a0US$ por acción');
    expect(within(later).getByTestId('corporate-action-pay-date').textContent).toContain('Por anunciar');
    expect(within(later).getByTestId('simulated-tag').textContent).toContain('Simulado');
  });

  it('says so when there is nothing in the last twelve months nor announced', () => {
    renderList('en', [action({ id: 'too-old', exDate: '2025-11-17' })]);
    expect(rows()).toHaveLength(0);
    expect(screen.getByTestId('corporate-actions-empty').textContent).toContain(
      'No dividends or splits in the last 12 months or announced',
    );
  });
});

describe('the section on stock detail', () => {
  beforeEach(() => {
    // The server's clock (/healthz) is not asked here: the browser's counts (a fixed day).
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-18T15:00:00Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function renderSection(answer: { data: unknown } | { code: string } | 'never') {
    const sent: Array<Record<string, unknown>> = [];
    const link = new ApolloLink(
      (operation) =>
        new Observable<FetchResult>((observer) => {
          sent.push({ name: operation.operationName, ...operation.variables });
          if (answer === 'never') return;
          if ('code' in answer) observer.next({ errors: [{ message: answer.code, extensions: { code: answer.code } }] as never });
          else observer.next({ data: answer.data as Record<string, unknown> });
          observer.complete();
        }),
    );
    const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
    render(
      <ApolloProvider client={client}>
        <IntlProvider locale="en" messages={MESSAGES.en}>
          <CorporateActions symbol="US:AAPL" timeZone="America/New_York" />
        </IntlProvider>
      </ApolloProvider>,
    );
    return sent;
  }

  it('reads the symbol’s calendar and shows it under its title', async () => {
    const sent = renderSection({ data: { corporateActions: CALENDAR } });
    const section = screen.getByTestId('corporate-actions');
    expect(section.textContent).toMatch(/^Dividends & splits/);
    expect(await screen.findAllByTestId('corporate-action-row')).toHaveLength(5);
    expect(sent).toEqual([{ name: 'CorporateActions_Calendar', symbol: 'US:AAPL' }]);
    expect(rows()[0]?.getAttribute('data-when')).toBe('upcoming');
  });

  it('keeps its place while it loads, without a list', () => {
    renderSection('never');
    expect(screen.getByTestId('corporate-actions').querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(rows()).toHaveLength(0);
  });

  it('offers to reload when the read fails', async () => {
    renderSection({ code: 'INTERNAL_ERROR' });
    expect(await screen.findByTestId('page-state-error')).toBeTruthy();
    expect(rows()).toHaveLength(0);
  });

  it('says so when the calendar is empty', async () => {
    renderSection({ data: { corporateActions: [] } });
    expect(await screen.findByTestId('corporate-actions-empty')).toBeTruthy();
  });
});
