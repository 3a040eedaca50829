import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { routeByName } from '../../navigation/routeTable';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { IpoDetailPage } from './IpoDetailPage';

// The IPO detail page composes the offering and the real-name notice: an unverified user sees the
// notice and its link to the form before applying, and a REAL_NAME_REQUIRED refusal shows it too.

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

const en = MESSAGES.en;
const DETAIL = routeByName('ipoDetail').path;
const REAL = routeByName('real').path;

const later = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const offering = {
  __typename: 'IpoOffering',
  id: 'o1',
  symbol: 'TW:6999',
  name: 'Example Semiconductor',
  nameText: { __typename: 'LocalisedText', text: 'Example Semiconductor', lang: 'en', fallback: false },
  currency: 'TWD',
  subscriptionPrice: '50.00',
  referencePrice: '60.00',
  marketPrice: '62.00',
  marketPriceLive: false,
  marketPriceSimulated: true,
  spread: '12.00',
  returnRate: '0.24',
  underwritingShares: 100_000,
  totalShares: '1000000',
  lotSize: 1000,
  maxLots: 1,
  processingFee: '20.00',
  opensAt: later(-1),
  closesAt: later(2),
  drawsAt: later(3),
  payBy: later(4),
  issuesAt: later(5),
  seedHash: 'ab'.repeat(32),
  status: 'OPEN',
  phase: 'AVAILABLE',
  cancelReason: null,
  cancelReasonText: null,
  drawnAt: null,
  issuedAt: null,
  applications: 3,
  myApplication: null,
};
const draw = {
  __typename: 'IpoDraw',
  offeringId: 'o1',
  seedHash: 'ab'.repeat(32),
  seed: null,
  drawnAt: null,
  entries: 0,
  lotSize: 1000,
  lotsAvailable: 10,
  lotsAllocated: null,
  cutoffRound: null,
  cutoffRank: null,
  myRank: null,
  excluded: [],
};
const submission = (status: string) => ({
  __typename: 'RealNameSubmission',
  id: 's1',
  submissionNo: 'RN1',
  status,
  idName: 'A B',
  idNumberMasked: 'A1****89',
  nationality: 'TW',
  phone: '0912345678',
  residence: 'Taipei',
  reasonCode: null,
  note: null,
  createdAt: later(-2),
  decidedAt: null,
});

/** The page at `?id=o1` with a server that answers from `realName` and refuses every application as unverified. */
function renderPage(realName: ReturnType<typeof submission> | null) {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        sent.push(operation.operationName);
        const data: Record<string, unknown> = {
          IpoDetail_Offering: { ipoOffering: offering },
          IpoDetail_Draw: { ipoDraw: draw },
          IpoApply_Balances: { balances: [{ __typename: 'Balance', currency: 'TWD', available: '100000.00' }] },
          RealName_Mine: { myRealName: realName },
        };
        if (operation.operationName === 'IpoApply_Apply')
          observer.next({ errors: [new GraphQLError('refused', { extensions: { code: 'REAL_NAME_REQUIRED' } })] });
        else observer.next({ data: { __typename: 'Query', ...(data[operation.operationName] as object) } });
        observer.complete();
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
          { path: DETAIL, element: <IpoDetailPage /> },
          { path: REAL, element: <p>real-name form</p> },
        ],
      },
    ],
    { initialEntries: [`${DETAIL}?id=o1`] },
  );
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale="en" messages={en}>
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

describe('IpoDetailPage', () => {
  it('tells an unverified user before applying that new shares need real-name verification, with a link to the form', async () => {
    renderPage(null);
    const notice = await screen.findByTestId('real-name-required');
    expect(notice.textContent).toContain(en['realName.requiredIpoText']);
    expect(screen.getByTestId('ipo-apply')).toBeTruthy();
    fireEvent.click(within(notice).getByTestId('real-name-required-link'));
    expect(await screen.findByText('real-name form')).toBeTruthy();
  });

  it('says a verification under review is pending', async () => {
    renderPage(submission('PENDING'));
    const notice = await screen.findByTestId('real-name-required');
    expect(notice.textContent).toContain(en['realName.requiredIpoPendingText']);
    expect(within(notice).getByTestId('real-name-required-link').textContent).toBe(en['realName.viewStatus']);
  });

  it('shows no notice to a verified user, and shows it with the link when the server still refuses as unverified', async () => {
    const { sent } = renderPage(submission('PASSED'));
    await screen.findByTestId('ipo-apply');
    await waitFor(() => expect(sent).toContain('RealName_Mine'));
    expect(screen.queryByTestId('real-name-required')).toBeNull();

    fireEvent.click(screen.getByTestId('ipo-apply-submit'));
    // The dialog loads on first use: found before the click, outside act (which holds React's updates back).
    const confirm = await screen.findByTestId('dialog-confirm');
    await act(async () => fireEvent.click(confirm));
    const notice = await screen.findByTestId('real-name-required');
    expect(sent).toContain('IpoApply_Apply');
    expect(notice.textContent).toContain(en['realName.requiredIpoText']);
    // The error line by the button says why too (the notice may be scrolled out of view).
    expect(screen.getByTestId('form-error').textContent).toBe(en['error.REAL_NAME_REQUIRED']);
    fireEvent.click(within(notice).getByTestId('real-name-required-link'));
    expect(await screen.findByText('real-name form')).toBeTruthy();
  });
});
