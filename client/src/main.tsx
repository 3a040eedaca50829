import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createApollo } from './apollo/client';
import { loadMessages } from './i18n/loadMessages';
import { readInitialLocale } from './i18n/locales';
import { findRouteByPath, LAUNCH_ROUTE } from './navigation/routeTable';
import { parseUrl } from './navigation/url';
import { prefetchPage, preloadPage } from './routes';
import './ui/theme.css';
import './features/markets/markets.css';
// Home's notice bar and banners: the boot script may paint them before the page's CSS arrives.
import './features/content/homeTop.css';
// Prices, market tags and the "Simulated" tag: the boot script may paint stock detail's price before the page's CSS arrives.
import './ui/price/price.css';

// The first screen's downloads start now, side by side: the reader's texts and the opened page's
// chunk (Home's when the app opens on the launch screen, which goes there next).
const locale = readInitialLocale();
loadMessages(locale).catch(() => undefined); // a failure is shown (and retried) by I18nProvider
const opened = findRouteByPath(parseUrl(window.location.hash).path) ?? LAUNCH_ROUTE;
const firstPage = opened === LAUNCH_ROUTE ? 'home' : opened.name;
preloadPage(firstPage);
// The page's own first reads (public data) start now too, not once the texts are in and the page renders.
const apollo = createApollo();
prefetchPage(firstPage, apollo.client, { lang: locale });

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App apollo={apollo} />
  </StrictMode>,
);
