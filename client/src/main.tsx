import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { loadMessages } from './i18n/loadMessages';
import { readInitialLocale } from './i18n/locales';
import { findRouteByPath, LAUNCH_ROUTE } from './navigation/routeTable';
import { parseUrl } from './navigation/url';
import { preloadPage } from './routes';
import './ui/theme.css';
import './features/markets/markets.css';

// The first screen's downloads start now, side by side: the reader's texts and the opened page's
// chunk (Home's when the app opens on the launch screen, which goes there next).
loadMessages(readInitialLocale()).catch(() => undefined); // a failure is shown (and retried) by I18nProvider
const opened = findRouteByPath(parseUrl(window.location.hash).path) ?? LAUNCH_ROUTE;
preloadPage(opened === LAUNCH_ROUTE ? 'home' : opened.name);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
