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
      <I18nProvider>
        <ToastProvider>
          <DialogProvider>
            <div className="app">
              <SocketBanner store={apollo.socketStatus} />
              <AccountEventsListener socketStatus={apollo.socketStatus} />
              <HashRouter>
                <AppRoutes />
              </HashRouter>
            </div>
          </DialogProvider>
        </ToastProvider>
      </I18nProvider>
    </ApolloProvider>
  );
}
