import { ApolloClient, ApolloLink, ApolloProvider, InMemoryCache, Observable } from '@apollo/client';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { useBlockTradeEvents } from '../features/block-trade/useBlockTradeEvents';
import { I18nProvider } from '../i18n/I18nProvider';
import { PRODUCT_MESSAGES } from '../i18n/messages';
import { ToastProvider } from './Toast';

afterEach(cleanup);

/** Renders the block-trade handler on a screen whose texts are the app's only, and hands it out. */
function Screen({ onHandler }: { onHandler: (handle: ReturnType<typeof useBlockTradeEvents>, hasProductTexts: boolean) => void }) {
  const handle = useBlockTradeEvents();
  const intl = useIntl();
  useEffect(() => onHandler(handle, 'blockTrade.live.successful' in intl.messages), [handle, intl, onHandler]);
  return null;
}

describe('a product’s account events on a screen without its texts', () => {
  it('load the product pages’ texts before they speak, in the reader’s language', async () => {
    const link = new ApolloLink(() => new Observable(() => undefined));
    const client = new ApolloClient({ link, cache: new InMemoryCache() });
    let handler: ReturnType<typeof useBlockTradeEvents> | null = null;
    let screenHadThem: boolean | null = null;
    render(
      <ApolloProvider client={client}>
        <I18nProvider initialLocale="es">
          <ToastProvider>
            <Screen
              onHandler={(h, has) => {
                handler = h;
                screenHadThem = has;
              }}
            />
          </ToastProvider>
        </I18nProvider>
      </ApolloProvider>,
    );
    // The screen is up once its texts (the app's alone) are in.
    await waitFor(() => expect(screenHadThem).toBe(false));
    act(() => handler?.({ type: 'BLOCK_TRADE_UPDATED', status: 'SUCCESSFUL' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(PRODUCT_MESSAGES.es['blockTrade.live.successful']);
  });
});
