import { ApolloClient, ApolloLink, ApolloProvider, type FetchResult, InMemoryCache, Observable } from '@apollo/client';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { DialogProvider } from '../../ui/Dialog';
import { ToastProvider } from '../../ui/Toast';
import { RealNameScreen } from './RealNameScreen';

// Issue 30 item 10: after a submit with empty fields, the red 'Missing information' stayed on screen
// once every field was filled. It follows the form: it goes when nothing is missing any more.

// The image pickers upload through HTTP; here each one "uploads" when its button is pressed.
vi.mock('./IdImageField', () => ({
  IdImageField: ({ side, onChange }: { side: string; onChange: (id: string | null) => void }) => (
    <button
      type="button"
      data-testid={`fake-${side}`}
      onClick={() => onChange(`00000000-0000-4000-8000-00000000000${side === 'front' ? 1 : 2}`)}
    >
      {side}
    </button>
  ),
}));

afterEach(cleanup);

function renderForm() {
  const link = new ApolloLink(
    (operation) =>
      new Observable<FetchResult>((observer) => {
        if (operation.operationName === 'RealName_Mine') {
          observer.next({ data: { __typename: 'Query', myRealName: null } });
          observer.complete();
        } else observer.error(new TypeError('offline'));
      }),
  );
  return render(
    <ApolloProvider client={new ApolloClient({ link, cache: new InMemoryCache() })}>
      <IntlProvider locale="es" messages={MESSAGES.es}>
        <ToastProvider>
          <DialogProvider>
            <RealNameScreen />
          </DialogProvider>
        </ToastProvider>
      </IntlProvider>
    </ApolloProvider>,
  );
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the real-name form’s "Missing information"', () => {
  it('goes away as the user fills in what was missing', async () => {
    renderForm();
    fireEvent.click(await screen.findByTestId('real-submit'));
    const missing = MESSAGES.es['error.MISSING_INFORMATION'];
    expect(screen.getByTestId('form-error').textContent).toBe(missing);

    type('real-idName', 'Ana García López');
    type('real-idNumber', 'X1234567L');
    type('real-nationality', 'ES');
    type('real-phone', '+34 612 345 678');
    type('real-residence', 'Calle Mayor 1, Madrid');
    // Still missing: the two images.
    expect(screen.getByTestId('form-error').textContent).toBe(missing);
    fireEvent.click(screen.getByTestId('fake-front'));
    expect(screen.getByTestId('form-error').textContent).toBe(missing);
    fireEvent.click(screen.getByTestId('fake-back'));
    expect(screen.queryByTestId('form-error')).toBeNull();

    // Emptying a field brings it back at once.
    type('real-residence', '');
    expect(screen.getByTestId('form-error').textContent).toBe(missing);
  }, 30_000);
});
