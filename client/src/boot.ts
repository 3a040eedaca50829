import { readInitialLocale } from './i18n/locales';
import { findRouteByPath, LAUNCH_ROUTE } from './navigation/routeTable';
import { parseUrl } from './navigation/url';

/**
 * The first screen's second wave, started before the app's own code has arrived. Built by vite.config.ts
 * (`bootPreload`) into a small classic script that index.html runs first: it asks for the reader's texts
 * and the opened page's chunk (with their CSS) beside `main`, instead of after `main` has downloaded and
 * run (main.tsx asks again; the browser answers from these downloads). A wrong guess costs bytes, not
 * correctness.
 */
declare const __VELA_BOOT__: {
  /** Every file named once (paths relative to index.html); the lists below hold indexes into it. */
  files: string[];
  /** Each language's texts: its chunk, the chunks it imports and their CSS. */
  langs: Record<string, number[]>;
  /** Each lazily loaded page by route name, the same way. */
  pages: Record<string, number[]>;
};

function preload(indexes: readonly number[]): void {
  for (const i of indexes) {
    const href = __VELA_BOOT__.files[i];
    if (href?.endsWith('.css')) add('preload', href, 'style');
    else if (href) add('modulepreload', href);
  }
}

function add(rel: string, href: string, as?: string): void {
  const link = document.createElement('link');
  link.rel = rel;
  if (as) link.as = as;
  link.crossOrigin = ''; // as index.html's module scripts: the preloaded response is the one they use
  link.href = href;
  document.head.append(link);
}

try {
  const locale = readInitialLocale();
  const opened = findRouteByPath(parseUrl(window.location.hash).path) ?? LAUNCH_ROUTE;
  // The launch screen goes to Home next (main.tsx does the same).
  const page = opened === LAUNCH_ROUTE ? 'home' : opened.name;
  preload(__VELA_BOOT__.langs[locale] ?? []);
  preload(__VELA_BOOT__.pages[page] ?? []);
} catch {
  // Only a head start: main.tsx asks for the same files.
}
