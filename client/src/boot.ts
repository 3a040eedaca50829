import { EARLY_READS, sendEarlyReads } from './apollo/earlyReads';
import { LOCALE_HTML_LANG, type Locale, readInitialLocale } from './i18n/locales';
import { findRouteByPath, LAUNCH_ROUTE, type RouteDef } from './navigation/routeTable';
import { parseUrl } from './navigation/url';
import { SHELL_ID, shellHomeBody, shellMarkup, shellStockBody } from './shellMarkup';
// Applies the reader's up/down colour choice as it loads (as every app page does), before the shell paints.
import './ui/updown';

/**
 * What index.html runs first, inline at the end of <body> (built by vite.config.ts's `bootPreload`;
 * the server allows it by its hash, http/client-files.ts):
 *
 * 1. it asks for the opened page's first data (apollo/earlyReads.ts), which the app then takes;
 * 2. it paints the opened page's frame (header, tab bar or navigation bar, in the reader's language)
 *    at once, with the CSS inlined in the head: the first paint waits for nothing but the HTML;
 * 3. then it starts the app: `main` and its imports, the reader's texts and the opened page's chunk
 *    (with their CSS), side by side rather than one after another (main.tsx asks for the same files
 *    again; the browser answers from these downloads). A wrong guess costs bytes, not correctness.
 *    `main` runs once the early answer the shell paints from is painted (or after a short wait).
 *
 * The app removes the shell in the same frame its own page appears (ui/shell.tsx).
 */
declare const __VELA_BOOT__: {
  /** Every file named once (paths relative to index.html); the lists below hold indexes into it. */
  files: string[];
  /** `main`, then the chunks it imports. */
  main: number[];
  /** Each language's texts: its chunk, the chunks it imports and their CSS. */
  langs: Record<string, number[]>;
  /** The product pages' texts in each language (i18n/packs.ts), the same way, and the pages that need them. */
  productTexts: Record<string, number[]>;
  productRoutes: string[];
  /** The screens' texts in each language (i18n/packs.ts), the same way, and the pages that do without them. */
  screenTexts: Record<string, number[]>;
  firstScreenRoutes: string[];
  /** Each lazily loaded page by route name, the same way. */
  pages: Record<string, number[]>;
  /** The shell's texts (shellMarkup.ts `SHELL_TEXT_KEYS`) in each language. */
  shellTexts: Record<string, Record<string, string>>;
  /** The trusted hash of each early read's operation (apollo/earlyReads.ts). */
  readIds: Record<string, string>;
};

function add(rel: string, href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  // As main's module script asks (an image as <img> does): the preloaded response is the one used.
  if (as !== 'image') link.crossOrigin = '';
  // The only image preloaded is the page's largest (earlyReads.ts): it goes before the rest.
  else link.fetchPriority = 'high';
  link.href = href;
  document.head.append(link);
}

function preload(indexes: readonly number[]): void {
  for (const i of indexes) {
    const href = __VELA_BOOT__.files[i];
    if (href?.endsWith('.css')) add('preload', href, 'style');
    else if (href) add('modulepreload', href);
  }
}

/**
 * How long `main` may wait, downloaded, for the early answer the shell paints the page's largest
 * element from. Where `main` arrives first (a fast network), running it at once would hold the main
 * thread (100–200 ms on a slow phone) just as the answer comes in, and the largest paint with it.
 */
const MAIN_WAITS_FOR_SHELL_MS = 400;

function startApp(locale: string, page: string, shellPainted: Promise<void>): void {
  const [main, ...imports] = __VELA_BOOT__.main.map((i) => __VELA_BOOT__.files[i] as string);
  // Downloaded now; run once the shell has its early answer, or after MAIN_WAITS_FOR_SHELL_MS.
  add('modulepreload', main as string);
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = main as string;
    document.head.append(script);
  };
  shellPainted.then(run, run);
  setTimeout(run, MAIN_WAITS_FOR_SHELL_MS);
  for (const href of imports) add('modulepreload', href);
  preload(__VELA_BOOT__.langs[locale] ?? []);
  if (__VELA_BOOT__.productRoutes.includes(page)) preload(__VELA_BOOT__.productTexts[locale] ?? []);
  if (!__VELA_BOOT__.firstScreenRoutes.includes(page)) preload(__VELA_BOOT__.screenTexts[locale] ?? []);
  preload(__VELA_BOOT__.pages[page] ?? []);
}

/** The opened page's frame, painted now; false when the page has none (shellMarkup.ts). */
function drawShell(route: RouteDef, locale: string): boolean {
  const html = shellMarkup(route, __VELA_BOOT__.shellTexts[locale] ?? {});
  if (!html) return false;
  const shell = document.createElement('div');
  shell.id = SHELL_ID;
  shell.className = 'app-shell';
  shell.setAttribute('aria-hidden', 'true');
  shell.inert = true;
  shell.innerHTML = html;
  document.body.prepend(shell);
  return true;
}

function paintShellBody(operationName: string, data: unknown, locale: string): void {
  const body = document.querySelector(`#${SHELL_ID} .page__body`);
  if (!body) return;
  if (operationName === 'HomeContent_Load') {
    const html = shellHomeBody(data);
    if (html) body.innerHTML = html;
  } else if (operationName === 'StockDetail_Instrument') {
    const stock = shellStockBody(data, LOCALE_HTML_LANG[locale as Locale] ?? 'en', __VELA_BOOT__.shellTexts[locale] ?? {});
    if (!stock) return;
    body.innerHTML = stock.html;
    const title = document.querySelector(`#${SHELL_ID} .navbar__title`);
    if (title) title.textContent = stock.title;
  }
}

let locale = 'en';
let page = 'home';
let shellPainted: Promise<void> = Promise.resolve();
let started = false;
const start = () => {
  if (started) return;
  started = true;
  startApp(locale, page, shellPainted);
};

try {
  locale = readInitialLocale();
  // The reader's language, as I18nProvider sets it: with the colour choice applied above, the shell's
  // figures are coloured as the app's will be (red up for Chinese readers).
  document.documentElement.lang = LOCALE_HTML_LANG[locale as Locale] ?? document.documentElement.lang;
  const url = parseUrl(window.location.hash);
  const opened = findRouteByPath(url.path) ?? LAUNCH_ROUTE;
  // The launch screen goes to Home next (main.tsx does the same).
  page = opened === LAUNCH_ROUTE ? 'home' : opened.name;
  const reads = EARLY_READS[page]?.(locale, url.query) ?? [];
  if (reads.length > 0) {
    shellPainted = sendEarlyReads(
      reads,
      __VELA_BOOT__.readIds,
      (src) => add('preload', src, 'image'),
      // The page's largest element (Home's banner, stock detail's price), painted now if the app has not
      // yet taken the shell's place.
      (operationName, data) => paintShellBody(operationName, data, locale),
    );
  }
  if (drawShell(opened, locale) && document.visibilityState === 'visible') {
    // The app's downloads start once the shell is on screen (two frames: painted, then shown), so the
    // first paint never waits for them; a frame that does not come (a tab hidden meanwhile) waits 100 ms.
    requestAnimationFrame(() => requestAnimationFrame(start));
    setTimeout(start, 100);
  } else {
    start();
  }
} catch {
  // The shell is a nicety; the app itself must start.
  start();
}
