import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { LoanForm } from './LoanForm';

// Issue 30 item 10: the loan form asked again for what the verified identity already says. A passed
// real-name record fills in the name, phone and address; the ID number field shows its visible end.

afterEach(cleanup);
beforeEach(() => sessionStorage.clear());

const limit = {
  __typename: 'LoanLimit',
  currency: 'EUR',
  vip: false,
  tierCap: '500000',
  collateralLimit: '12000',
  totalLimit: '12000',
  borrowed: '0',
  pendingRepayment: '0',
  pendingApplications: '0',
  available: '12000',
  annualRate: '0.055',
  benchmarkRate: '0.03',
  benchmarkName: '€STR (reference)',
  spread: '0.025',
  dayBasis: 365,
  haircut: '0.6',
  maintenanceRatio: '0.75',
  positions: [],
};

const record = (status: string) => ({
  __typename: 'RealNameSubmission',
  id: 's1',
  status,
  idName: 'Ana García López',
  idNumberMasked: '•••••567L',
  phone: '+34612345678',
  residence: 'Calle Mayor 1, Madrid',
});

function renderForm(status: string) {
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const data =
          operation.operationName === 'LoanForm_Limit'
            ? { __typename: 'Query', loanLimit: limit }
            : operation.operationName === 'LoanForm_Identity'
              ? { __typename: 'Query', myRealName: record(status) }
              : null;
        if (data) {
          observer.next({ data });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [{ path: '/', element: <LoanForm /> }],
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <IntlProvider locale="en" messages={MESSAGES.en}>
        <ToastProvider>
          <DialogProvider>
            <RouterProvider router={router} />
          </DialogProvider>
        </ToastProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
}

const inputValue = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;

describe('the loan form and the verified identity', () => {
  it('a passed real-name record fills in name, phone and address; the ID number shows its visible end', async () => {
    renderForm('PASSED');
    await waitFor(() => expect(inputValue('loan-name')).toBe('Ana García López'));
    expect(inputValue('loan-address')).toBe('Calle Mayor 1, Madrid');
    expect(inputValue('loan-phone').replace(/\s/g, '')).toBe('+34612345678');
    expect((screen.getByTestId('loan-id-number') as HTMLInputElement).placeholder).toBe('As on your verified ID (•••••567L)');
    expect(screen.getByTestId('loan-prefilled').textContent).toBe(MESSAGES.en['loan.form.prefilled']);
  }, 30_000);

  it('a record still under review fills in nothing', async () => {
    renderForm('PENDING');
    await screen.findByTestId('loan-limit');
    expect(inputValue('loan-name')).toBe('');
    expect(screen.queryByTestId('loan-prefilled')).toBeNull();
  }, 30_000);
});
