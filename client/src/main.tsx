import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createApollo } from './apollo/client';
import { loadMessages } from './i18n/loadMessages';
import { readInitialLocale } from './i18n/locales';
import { FIRST_SCREEN_ROUTES } from './i18n/packs';
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
const opened = findRouteByPath(parseUrl(window.location.hash).path) ?? LAUNCH_ROUTE;
const firstPage = opened === LAUNCH_ROUTE ? 'home' : opened.name;
// With the screens' texts when the page shows them (i18n/packs.ts).
loadMessages(locale, FIRST_SCREEN_ROUTES.has(firstPage) ? [] : ['screens']).catch(() => undefined); // a failure is shown (and retried) by I18nProvider
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

// The installable app (service worker, update prompt, offline screen) starts once the first screen is
// up: its code is a chunk of its own, fetched in an idle moment after load, never first-screen JavaScript.
const startPwa = () => void import('./pwa/startPwa').then((m) => m.startPwa()).catch(() => undefined);
const whenIdle = () =>
  'requestIdleCallback' in window ? window.requestIdleCallback(startPwa, { timeout: 5000 }) : setTimeout(startPwa, 1000);
if (document.readyState === 'complete') whenIdle();
else window.addEventListener('load', whenIdle, { once: true });
