import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { typePolicies } from '../../apollo/cachePolicies';
import type { Locale } from '../../i18n/locales';
import { MESSAGES } from '../../i18n/messages';
import { NavProvider } from '../../navigation/NavProvider';
import { DialogProvider } from '../Dialog';
import { ToastProvider } from '../Toast';

/** What the fake server answers to one operation: data, or a GraphQL error with that code. */
export type Answer = { data: Record<string, unknown> } | { code: string };

/**
 * Renders one offering screen (IPO detail, block-trade subscribe) at `path` in `locale`, with the routes
 * `others` beside it, over a fake server answering each operation by name (`answers`); an operation with
 * no answer fails as offline. Returns the names of the operations sent.
 */
export function renderOfferingScreen(
  locale: Locale,
  path: string,
  screen: ReactNode,
  answers: Record<string, Answer>,
  others: Array<{ path: string; element: ReactNode }> = [],
) {
  const sent: string[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        sent.push(operation.operationName);
        const answer = answers[operation.operationName];
        if (!answer) observer.error(new TypeError('offline'));
        else if ('code' in answer) {
          observer.next({ errors: [{ message: answer.code, extensions: { code: answer.code } }] as never });
          observer.complete();
        } else {
          observer.next({ data: answer.data });
          observer.complete();
        }
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache({ typePolicies }) });
  const router = createMemoryRouter(
    [
      {
        element: (
          <NavProvider>
            <Outlet />
          </NavProvider>
        ),
        children: [{ path, element: screen }, ...others],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ApolloProvider client={client}>
      <IntlProvider locale={locale} messages={MESSAGES[locale]}>
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
