import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { LoanRecords, newestTab } from './LoanRecords';

// Issue 30 item 1: right after applying, the records opened on "Loans" saying "No loans outstanding"
// while the application waited on the next tab. They open where the newest record is, and the loans
// tab's empty state points at a pending application instead of contradicting it.

afterEach(cleanup);

const loan = (id: string, status: string, appliedAt: string, decidedAt: string | null = null) => ({
  __typename: 'Loan',
  id,
  orderNo: `L2026112${id}`,
  currency: 'EUR',
  amount: '5000',
  annualRate: '0.055',
  dayBasis: 365,
  dailyInterest: '0.75',
  principal: status === 'SUCCESSFUL' ? '5000' : '0',
  interest: '0',
  outstanding: status === 'SUCCESSFUL' ? '5000' : '0',
  status,
  reasonCode: null,
  reason: null,
  agreementVersion: '1',
  agreementHash: 'a'.repeat(64),
  signedAt: appliedAt,
  marginCallAt: null,
  cureBy: null,
  liquidatedAt: null,
  appliedAt,
  decidedAt,
  repaidAt: null,
  pledged: [],
});

const repayment = (id: string, appliedAt: string) => ({
  __typename: 'LoanRepayment',
  id,
  orderNo: `R${id}`,
  loanOrderNo: 'L20261121',
  currency: 'EUR',
  amount: '100',
  interestPaid: null,
  principalPaid: null,
  status: 'PENDING',
  reasonCode: null,
  reason: null,
  appliedAt,
  decidedAt: null,
});

function renderRecords(locale: Locale, loans: unknown[], repayments: unknown[] = []) {
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const data =
          operation.operationName === 'LoanRecords_Loans'
            ? { __typename: 'Query', myLoans: { __typename: 'LoanPage', items: loans, nextCursor: null } }
            : operation.operationName === 'LoanRecords_Repayments'
              ? { __typename: 'Query', myLoanRepayments: { __typename: 'LoanRepaymentPage', items: repayments, nextCursor: null } }
              : null;
        if (data) {
          observer.next({ data });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  return render(
    <ApolloProvider client={client}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
        <ToastProvider>
          <DialogProvider>
            <LoanRecords />
          </DialogProvider>
        </ToastProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
}

describe('loan records open where the newest record is', () => {
  it('right after applying (es): the Applications tab, with the pending application; never "No hay préstamos pendientes"', async () => {
    renderRecords('es', [loan('1', 'PENDING', '2026-11-27T10:00:00Z')]);
    expect((await screen.findByTestId('loan-application')).dataset.status).toBe('PENDING');
    expect(screen.getByTestId('loan-tabs-applications').getAttribute('aria-selected')).toBe('true');
    expect(document.body.textContent).not.toContain('No hay préstamos pendientes');

    // The loans tab says there is no approved loan yet and points at the one waiting for review.
    fireEvent.click(screen.getByTestId('loan-tabs-loans'));
    const empty = await screen.findByTestId('loan-records-empty');
    expect(empty.textContent).toContain(MESSAGES.es['loan.records.noLoans']);
    expect(screen.getByTestId('loan-records-pending').textContent).toBe('1 solicitud está en revisión');
    fireEvent.click(screen.getByTestId('loan-records-see-applications'));
    expect((await screen.findByTestId('loan-application')).dataset.status).toBe('PENDING');
  });

  it('an approved loan newest: the Loans tab; a repayment newest: the Repayments tab', async () => {
    renderRecords('en', [loan('2', 'SUCCESSFUL', '2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z')]);
    expect(await screen.findByTestId('loan-card')).toBeTruthy();
    expect(screen.getByTestId('loan-tabs-loans').getAttribute('aria-selected')).toBe('true');
    cleanup();
    renderRecords(
      'en',
      [loan('2', 'SUCCESSFUL', '2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z')],
      [repayment('9', '2026-11-25T10:00:00Z')],
    );
    expect((await screen.findByTestId('loan-repayment')).dataset.status).toBe('PENDING');
    expect(screen.getByTestId('loan-tabs-repayments').getAttribute('aria-selected')).toBe('true');
  });

  it.each([
    ['nothing at all', [], [], 'loans'],
    ['a refused application newest', [loan('3', 'FAILED', '2026-11-26T10:00:00Z', '2026-11-26T11:00:00Z')], [], 'applications'],
    [
      'an application after an approved loan',
      [loan('4', 'PENDING', '2026-11-27T10:00:00Z'), loan('2', 'SUCCESSFUL', '2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z')],
      [repayment('9', '2026-11-25T10:00:00Z')],
      'applications',
    ],
  ] as const)('%s → %s', (_, loans, repayments, tab) => {
    expect(newestTab(loans, repayments)).toBe(tab);
  });
});

// Issue 30 (loans): a loan paid off in full showed the repayment form; it says it is repaid instead.
describe('a fully repaid loan', () => {
  it('shows the repaid state and no repayment form (es)', async () => {
    const paid = {
      ...loan('5', 'SUCCESSFUL', '2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z'),
      principal: '0',
      outstanding: '0',
      repaidAt: '2026-11-26T09:00:00Z',
    };
    renderRecords('es', [paid]);
    const notice = await screen.findByTestId('loan-repaid');
    expect(notice.textContent).toContain('Reembolsado por completo el');
    expect(screen.queryByTestId('loan-repay')).toBeNull();
    expect(screen.queryByTestId('loan-repay-amount')).toBeNull();
  });

  it('an outstanding loan keeps its repayment form', async () => {
    renderRecords('en', [loan('6', 'SUCCESSFUL', '2026-11-20T10:00:00Z', '2026-11-21T10:00:00Z')]);
    expect(await screen.findByTestId('loan-repay')).toBeTruthy();
    expect(screen.queryByTestId('loan-repaid')).toBeNull();
  });
});
