import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { VipScreen } from './VipScreen';

// Issue 30 items 4 and 10: an existing VIP saw a large "Apply for VIP" button; a refusal read
// "…€25,000.00 or At least…". A VIP sees the status and their benefits, no button; a refusal lists each
// unmet criterion on its own line with the user's figure beside what is required.

afterEach(cleanup);

const terms = {
  __typename: 'VipTerms',
  totalAssetsEur: '25000',
  traded30dEur: '250000',
  commissionDiscount: '0.25',
  loanCapEur: '5000000',
  standardLoanCapEur: '500000',
};

const status = (isVip: boolean, lastCheck: Record<string, unknown> | null) => ({
  __typename: 'VipStatus',
  isVip,
  since: isVip ? '2026-11-02T09:00:00.000Z' : null,
  lastCheck: lastCheck && { __typename: 'VipCheck', at: '2026-11-02T09:00:00.000Z', ...lastCheck },
  terms,
});

function renderVip(locale: Locale, myVip: ReturnType<typeof status>) {
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        if (operation.operationName === 'VipScreen_Status') {
          observer.next({ data: { __typename: 'Query', myVip } });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  return render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
        <ToastProvider>
          <DialogProvider>
            <VipScreen />
          </DialogProvider>
        </ToastProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
}

describe('VIP screen', () => {
  it.each(LOCALES)('%s: a VIP sees the status and their benefits, and no button to apply', async (locale) => {
    renderVip(locale, status(true, { result: 'GRANTED', totalAssets: '30000', traded30d: '0', unmet: [] }));
    expect((await screen.findByTestId('vip-status')).dataset.vip).toBe('true');
    expect(screen.getByTestId('vip-active').textContent).toBe(MESSAGES[locale]['vip.status.active']);
    expect(document.body.textContent).toContain(MESSAGES[locale]['vip.benefits.yours']);
    expect(screen.queryByTestId('vip-apply')).toBeNull();
    expect(document.body.textContent).not.toContain(MESSAGES[locale]['vip.apply']);
  });

  it('not VIP: the button to apply is there', async () => {
    renderVip('en', status(false, null));
    expect((await screen.findByTestId('vip-apply')).textContent).toBe('Apply for VIP');
  });

  it('a refusal names each unmet criterion on its own line with the figures, never "… or At least …"', async () => {
    renderVip('en', status(false, { result: 'REFUSED', totalAssets: '1234.5', traded30d: '0', unmet: ['TOTAL_ASSETS', 'TRADED_30D'] }));
    const unmet = await screen.findByTestId('vip-unmet');
    expect(unmet.textContent).not.toMatch(/ or At least/);
    expect(screen.getAllByTestId('vip-unmet-criterion').map((li) => li.textContent)).toEqual([
      'Total assets: €1,234.50 of the €25,000.00 required',
      'Traded in the last 30 days: €0.00 of the €250,000.00 required',
    ]);
    expect(unmet.textContent).toContain('Not met yet (either one is enough):');
  });

  it.each(LOCALES)('%s: the refusal reads in the language, one line per criterion', async (locale) => {
    renderVip(locale, status(false, { result: 'REFUSED', totalAssets: '0', traded30d: '0', unmet: ['TOTAL_ASSETS', 'TRADED_30D'] }));
    const lines = await screen.findAllByTestId('vip-unmet-criterion');
    expect(lines).toHaveLength(2);
    expect((await screen.findByTestId('vip-unmet')).textContent).toContain(MESSAGES[locale]['vip.unmet.title']);
    if (locale !== 'en') expect(lines[0].textContent).not.toContain('Total assets');
  });
});
