import { ApolloProvider } from '@apollo/client';
import { useState } from 'react';
import { HashRouter } from 'react-router-dom';
import { createApollo, type VelaApollo } from './apollo/client';
import { AccountEventsListener } from './AccountEventsListener';
import { I18nProvider } from './i18n/I18nProvider';
import { AppRoutes } from './routes';
import { DialogProvider } from './ui/Dialog';
import { SocketBanner } from './ui/SocketBanner';
import { ToastProvider } from './ui/Toast';

export function App({ apollo: given }: { apollo?: VelaApollo }) {
  const [apollo] = useState(() => given ?? createApollo());
  return (
    <ApolloProvider client={apollo.client}>
      {/* The router mounts (and starts following the URL) in the very first commit: the screen below
          the texts renders as a transition, in slices, and a URL changed meanwhile must not be missed. */}
      <HashRouter>
        <I18nProvider>
          <ToastProvider>
            <DialogProvider>
              <div className="app">
                <SocketBanner store={apollo.socketStatus} />
                <AccountEventsListener socketStatus={apollo.socketStatus} />
                <AppRoutes />
              </div>
            </DialogProvider>
          </ToastProvider>
        </I18nProvider>
      </HashRouter>
    </ApolloProvider>
  );
}
