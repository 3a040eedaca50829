import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { OpsCorporateActionsPage } from './OpsCorporateActionsPage';

// Ops' corporate-actions calendar (issue 35): how far a past action was applied to accounts, read for
// one row when asked (never for the whole page); an action whose ex-date has not begun has nothing to show.

afterEach(cleanup);

const action = (id: string, kind: string, exDate: string) => ({
  __typename: 'CorporateAction',
  id,
  symbol: 'ES:ITX',
  kind,
  exDate,
  recordDate: null,
  payDate: kind === 'SPLIT' ? null : '2020-01-10',
  amount: kind === 'SPLIT' ? null : '0.77',
  currency: kind === 'SPLIT' ? null : 'EUR',
  ratioFrom: kind === 'SPLIT' ? '2' : null,
  ratioTo: kind === 'SPLIT' ? '3' : null,
  label: null,
  source: 'simulated',
  simulated: true,
  provider: 'simulated',
});

const PROGRESS: Record<string, object> = {
  paid: {
    appliedAt: '2020-01-01T00:00:00.000Z',
    positions: 12,
    paid: 10,
    pending: 2,
    totals: [{ __typename: 'DividendTotal', currency: 'EUR', net: '123.45' }],
  },
  split: { appliedAt: '2020-02-01T00:00:00.000Z', positions: 3, paid: 0, pending: 0, totals: [] },
  notYet: { appliedAt: null, positions: 0, paid: 0, pending: 0, totals: [] },
};

function renderPage() {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push({ name: operation.operationName, variables: operation.variables });
        let data: object | undefined;
        if (operation.operationName === 'OpsCorporateActions_Calendar') {
          data = {
            opsCorporateActions: {
              __typename: 'CorporateActionPage',
              items: [
                action('paid', 'CASH_DIVIDEND', '2020-01-01'),
                action('split', 'SPLIT', '2020-02-01'),
                action('notYet', 'CASH_DIVIDEND', '2020-03-01'),
                action('future', 'CASH_DIVIDEND', '2999-01-01'),
              ],
              nextCursor: null,
            },
          };
        } else if (operation.operationName === 'OpsCorporateActions_Progress') {
          data = {
            opsCorporateActionProgress: { __typename: 'CorporateActionProgress', ...PROGRESS[operation.variables.actionId as string] },
          };
        }
        if (data) {
          observer.next({ data: { __typename: 'Query', ...data } });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const router = createMemoryRouter([{ path: '/ops/corporate-actions', element: <OpsCorporateActionsPage /> }], {
    initialEntries: ['/ops/corporate-actions?from=2020-01-01'],
  });
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={MESSAGES.en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </ApolloProvider>,
  );
  return { sent };
}

describe('OpsCorporateActionsPage: progress', () => {
  it('reads a past action’s progress when asked, one row at a time; a future one offers none', async () => {
    const { sent } = renderPage();
    const rows = await screen.findAllByTestId('ops-ca-row');
    // The buttons show once the server's clock is known (the past is the server's).
    await screen.findAllByTestId('ops-ca-progress');
    const [paid, split, notYet, future] = rows;
    expect(within(future).queryByTestId('ops-ca-progress')).toBeNull();
    expect(sent.some((s) => s.name === 'OpsCorporateActions_Progress')).toBe(false);

    await act(async () => fireEvent.click(within(paid).getByTestId('ops-ca-progress')));
    const result = await within(paid).findByTestId('ops-ca-progress-result');
    expect(result.dataset.applied).toBe('true');
    expect(result.textContent).toContain('12 positions · 10 paid, 2 pending');
    expect(result.textContent).toContain('Paid: €123.45');
    expect(sent.filter((s) => s.name === 'OpsCorporateActions_Progress').map((s) => s.variables.actionId)).toEqual(['paid']);

    await act(async () => fireEvent.click(within(split).getByTestId('ops-ca-progress')));
    expect((await within(split).findByTestId('ops-ca-progress-result')).textContent).toContain('3 positions split');

    await act(async () => fireEvent.click(within(notYet).getByTestId('ops-ca-progress')));
    expect((await within(notYet).findByTestId('ops-ca-progress-result')).textContent).toBe(
      MESSAGES.en['ops.corporateActions.progress.notApplied'],
    );
  });
});
