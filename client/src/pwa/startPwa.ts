import { readInitialLocale } from '../i18n/locales';
import { PWA_TEXTS } from './pwaTexts';
import './pwa.css';

/**
 * The installable app, started after the first screen (main.tsx imports this module in an idle
 * callback, so none of it is first-screen JavaScript): registers the service worker, offers an update
 * when a new build is deployed, and covers the app with the offline screen while the network is gone.
 */

/** The app's mark (the favicon's drawing), inline: it shows with no network and no cache. */
const MARK =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%236b67e2'/%3E%3Cpath d='M9 9l7 15 7-15' fill='none' stroke='white' stroke-width='3' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E";

let registration: Promise<ServiceWorkerRegistration | undefined> | null = null;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, attrs: Record<string, string>, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Registers the service worker once; answers its registration (undefined where there is none). A new
 * build's worker waits (registerType 'prompt': no skipWaiting of its own) until the user says Update in
 * the prompt; then it is told to take over (Workbox's SKIP_WAITING message) and the page reloads on it.
 * Written here rather than with workbox-window: 2 KB less to load.
 */
export function registerServiceWorker(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return Promise.resolve(undefined);
  registration ??= navigator.serviceWorker.register('./sw.js', { scope: './' }).then(
    (reg) => {
      let accepted = false;
      const offer = (waiting: ServiceWorker) =>
        showUpdatePrompt(() => {
          accepted = true;
          waiting.postMessage({ type: 'SKIP_WAITING' });
        });
      // Only an update the user accepted reloads (the first install's claim of this page does not).
      navigator.serviceWorker.addEventListener('controllerchange', () => {
        if (accepted) window.location.reload();
      });
      if (reg.waiting && navigator.serviceWorker.controller) offer(reg.waiting);
      reg.addEventListener('updatefound', () => {
        const installing = reg.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed' && navigator.serviceWorker.controller) offer(installing);
        });
      });
      return reg;
    },
    () => undefined,
  );
  return registration;
}

function showUpdatePrompt(update: () => void): void {
  if (document.querySelector('.pwa-update')) return;
  const t = PWA_TEXTS[readInitialLocale()];
  const bar = el('div', { class: 'pwa-update', role: 'status', 'data-testid': 'pwa-update' });
  const now = el('button', { type: 'button', 'data-testid': 'pwa-update-now' }, t.updateNow);
  const later = el('button', { type: 'button', class: 'pwa-update__later' }, t.updateLater);
  now.addEventListener('click', () => {
    now.disabled = true;
    update();
  });
  later.addEventListener('click', () => bar.remove());
  bar.append(el('span', {}, t.updateText), now, later);
  document.body.append(bar);
}

/** The offline screen: shown while the browser is offline, in the saved language; gone (and the data reloaded) when it is back. */
function watchConnection(): void {
  let screen: HTMLElement | null = null;
  const show = () => {
    if (screen) return;
    const lang = readInitialLocale();
    const t = PWA_TEXTS[lang];
    screen = el('div', { class: 'pwa-offline', role: 'alert', 'data-testid': 'offline-screen', lang });
    const retry = el('button', { type: 'button' }, t.offlineRetry);
    retry.addEventListener('click', () => {
      if (navigator.onLine) window.location.reload();
    });
    screen.append(
      el('img', { class: 'pwa-offline__mark', src: MARK, alt: '' }),
      el('h1', {}, t.offlineTitle),
      el('p', {}, t.offlineBody),
      retry,
    );
    document.body.append(screen);
  };
  window.addEventListener('offline', show);
  window.addEventListener('online', () => {
    if (!screen) return;
    screen.remove();
    screen = null;
    // What the screen covered may be out of date: read it all again.
    window.location.reload();
  });
  if (!navigator.onLine) show();
}

export function startPwa(): void {
  watchConnection();
  void registerServiceWorker();
}
