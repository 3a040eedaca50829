import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { RealNameScreen } from './RealNameScreen';

// A refused submission shows its reason in the reader's language, through the app's reason text
// (useReviewReasonText): real-name's own reasons come from this feature's message files, the common ones
// from i18n/reviewReasons; both are in every language, and no language but English shows the English text.

afterEach(cleanup);

const USER = {
  __typename: 'User',
  id: 'u1',
  phone: '+34612000002',
  role: 'USER',
  inviteCode: 'ABC123',
  hasPayPassword: true,
  createdAt: '2026-11-01T00:00:00.000Z',
};

const refused = (reasonCode: string, note: string | null) => ({
  __typename: 'RealNameSubmission',
  id: 's1',
  submissionNo: 'R0001',
  status: 'REJECTED',
  idName: 'Ana Example',
  idNumberMasked: 'X****7',
  nationality: 'ES',
  phone: '+34612000002',
  residence: 'Madrid',
  reasonCode,
  note,
  createdAt: '2026-11-02T09:00:00.000Z',
  decidedAt: '2026-11-02T10:00:00.000Z',
});

function renderScreen(locale: Locale, submission: ReturnType<typeof refused>) {
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        const data =
          operation.operationName === 'RealName_Mine'
            ? { __typename: 'Query', myRealName: submission }
            : operation.operationName === 'Session_Me'
              ? { __typename: 'Query', me: USER }
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
            <RealNameScreen />
          </DialogProvider>
        </ToastProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
}

describe('a refused submission’s reason, in each language', () => {
  // DOCUMENTS_UNCLEAR is real-name's own reason; NAME_MISMATCH is one every review kind may use.
  const cases = LOCALES.flatMap((locale) => ['DOCUMENTS_UNCLEAR', 'NAME_MISMATCH'].map((code) => [locale, code] as const));

  it.each(cases)('%s: %s', async (locale, code) => {
    renderScreen(locale, refused(code, null));
    const reason = await screen.findByTestId('real-reason');
    const text = MESSAGES[locale][`review.reason.${code}`];
    expect(text).toBeTruthy();
    expect(reason.textContent).toContain(text);
    if (locale !== 'en') {
      expect(text).not.toBe(MESSAGES.en[`review.reason.${code}`]);
      expect(reason.textContent).not.toContain(MESSAGES.en[`review.reason.${code}`]);
    }
    expect(reason.textContent).toContain(MESSAGES[locale]['realName.reason']);
  });

  it('shows a code this client has no label for as OTHER, with ops’ note', async () => {
    renderScreen('fr', refused('SOMETHING_NEW', 'Photo floue'));
    const reason = await screen.findByTestId('real-reason');
    expect(reason.textContent).toContain(MESSAGES.fr['review.reason.OTHER']);
    expect((await screen.findByTestId('real-note')).textContent).toContain('Photo floue');
  });
});
