import { ApolloError } from '@apollo/client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import type { ReactNode } from 'react';
import { FormattedMessage, IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { errorMessageIdOf } from '../i18n/errors';
import { MESSAGES } from '../i18n/messages';
import { NavProvider } from '../navigation/NavProvider';
import { parseUrl } from '../navigation/url';
import { ContactSupportLink } from './ContactSupportLink';
import { contactSupportRefOf, newSupportConversationUrl, requestIdOf, supportScreenOf } from './contactSupport';
import { FormError } from './Field';
import { LoadError } from './PageState';
import { ToastProvider } from './Toast';

// Issue 34: an error that says to contact support (FORBIDDEN, INTERNAL_ERROR, RECOVERY_REAL_NAME_REQUIRED)
// offers "Contact support", which opens a new conversation with the error's code, the screen and the
// request id attached; wherever the app shows it: error lines and a page that failed to load.

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

const refused = (code: string, requestId = 'req-9f2c') =>
  new ApolloError({ graphQLErrors: [new GraphQLError('refused', { extensions: { code, requestId } })] });

function renderInApp(ui: ReactNode, locale: 'en' | 'es' = 'en') {
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [
          { path: '/', element: ui },
          { path: '*', element: <p data-testid="opened">opened</p> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <IntlProvider locale={locale} messages={MESSAGES[locale]}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </IntlProvider>,
  );
  return router;
}

// The link loads when an error shows it: found once it has.
const linkQuery = async () => parseUrl(((await screen.findByTestId('contact-support')).getAttribute('href') ?? '').slice(1));

describe('the error to attach', () => {
  it('reads the request id and code of a server error; only the contact-support codes get the link', () => {
    expect(requestIdOf(refused('FORBIDDEN'))).toBe('req-9f2c');
    expect(requestIdOf(new Error('boom'))).toBeUndefined();
    expect(contactSupportRefOf(refused('FORBIDDEN'))).toEqual({ code: 'FORBIDDEN', requestId: 'req-9f2c' });
    expect(contactSupportRefOf(refused('RECOVERY_REAL_NAME_REQUIRED'))).toEqual({
      code: 'RECOVERY_REAL_NAME_REQUIRED',
      requestId: 'req-9f2c',
    });
    // A code without a text of its own reads "Please contact customer service": it gets the link too.
    expect(contactSupportRefOf(refused('SOMETHING_NEW'))).toEqual({ code: 'SOMETHING_NEW', requestId: 'req-9f2c' });
    expect(contactSupportRefOf(refused('NOT_FOUND'))).toBeNull();
    expect(contactSupportRefOf(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBeNull();
    expect(contactSupportRefOf(undefined)).toBeNull();
  });

  it('the screen is the route with its query, as the server takes it', () => {
    expect(supportScreenOf('/subPackages/mine/withdraw/withdraw?currency=USD')).toBe('/subPackages/mine/withdraw/withdraw?currency=USD');
    expect(supportScreenOf('/subPackages/market/search/search?q=a b')).toBe('/subPackages/market/search/search?q=a%20b');
    const long = supportScreenOf(`/subPackages/market/search/search?q=${'é'.repeat(80)}`) ?? '';
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long).toMatch(/^\/[A-Za-z0-9/_?=&.%:-]*$/);
    expect(long).not.toMatch(/%[0-9A-F]?$/);
    expect(newSupportConversationUrl({ code: 'FORBIDDEN', requestId: 'r-1' }, '/pages/trade/index')).toBe(
      '/subPackages/mine/help/new?errorCode=FORBIDDEN&screen=%2Fpages%2Ftrade%2Findex&requestId=r-1',
    );
    // What the server would refuse is left out.
    expect(newSupportConversationUrl({ code: 'FORBIDDEN', requestId: 'not an id' }, undefined)).toBe(
      '/subPackages/mine/help/new?errorCode=FORBIDDEN',
    );
  });
});

describe('Contact support', () => {
  it('under an error line given the error: opens a new conversation with its code, the screen and the request id', async () => {
    window.location.hash = '#/subPackages/mine/withdraw/withdraw?currency=USD';
    const error = refused('FORBIDDEN');
    const router = renderInApp(
      <FormError error={error}>
        <FormattedMessage id="error.FORBIDDEN" />
      </FormError>,
    );
    const { path, query } = await linkQuery();
    expect(screen.getByTestId('form-error').textContent).toBe('Insufficient permissions, contact supportContact support');
    expect(path).toBe('/subPackages/mine/help/new');
    expect(query).toEqual({ errorCode: 'FORBIDDEN', screen: '/subPackages/mine/withdraw/withdraw?currency=USD', requestId: 'req-9f2c' });
    fireEvent.click(screen.getByTestId('contact-support'));
    expect(router.state.location.pathname).toBe('/subPackages/mine/help/new');
    expect(router.state.location.search).toContain('errorCode=FORBIDDEN');
  });

  it('under an error line that holds only the message: the failure last shown with it', async () => {
    const id = errorMessageIdOf(refused('INTERNAL_ERROR', 'req-last'));
    renderInApp(
      <FormError>
        <FormattedMessage id={id} />
      </FormError>,
      'es',
    );
    expect((await linkQuery()).query).toMatchObject({ errorCode: 'INTERNAL_ERROR', requestId: 'req-last' });
    expect(screen.getByTestId('contact-support').textContent).toBe('Contactar con soporte');
  });

  it('not under other errors, nor on the support pages themselves', () => {
    renderInApp(
      <>
        <FormError error={refused('NOT_FOUND')}>
          <FormattedMessage id="error.NOT_FOUND" />
        </FormError>
        <FormError>{MESSAGES.en['error.WRONG_PASSWORD']}</FormError>
      </>,
    );
    expect(screen.getAllByTestId('form-error')).toHaveLength(2);
    expect(screen.queryByTestId('contact-support')).toBeNull();
    cleanup();
    window.location.hash = '#/subPackages/mine/help/new?errorCode=FORBIDDEN';
    renderInApp(<ContactSupportLink code="FORBIDDEN" />);
    expect(screen.queryByTestId('contact-support')).toBeNull();
  });

  it('on a page that failed to load with such an error', async () => {
    renderInApp(<LoadError error={refused('FORBIDDEN', 'req-page')} onRetry={() => undefined} />);
    expect(screen.getByTestId('page-state-error')).toBeTruthy();
    expect((await linkQuery()).query).toMatchObject({ errorCode: 'FORBIDDEN', requestId: 'req-page' });
    cleanup();
    renderInApp(<LoadError error={new ApolloError({ networkError: new TypeError('Failed to fetch') })} onRetry={() => undefined} />);
    expect(screen.queryByTestId('contact-support')).toBeNull();
  });
});
