import { TAB_ROUTES, type RouteDef, type TabName } from './navigation/routeTable';
import { directionOf, formatPrice, priceDigits, tickDigits } from './ui/price/format';
import { shellIconSvg } from './ui/shellIcons';

/** The tab pages that open with a title header (TabPage's `title`/`subtitle`); Mine brings its own. */
const HEADED_TABS: ReadonlySet<TabName> = new Set(['home', 'market', 'trade', 'optional']);

/** The keys of the texts the shell shows (vite.config.ts's `bootPreload` gives them to boot.ts). */
export const SHELL_TEXT_KEYS: readonly string[] = [
  ...TAB_ROUTES.map((route) => `tab.${route.tab}`),
  ...[...HEADED_TABS].flatMap((tab) => [`${tab}.title`, `${tab}.subtitle`]),
  'markets.simulated',
];

export { SHELL_ID } from './shellId';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The frame of the opened page as HTML, the same elements and classes as TabPage, TabBar and NavBar
 * render (ui/Page.tsx; shellMarkup.test.ts compares them): a tab page's header and tab bar, a
 * sub-page's navigation bar. Nothing for other pages (the launch screen, the ops console).
 */
export function shellMarkup(route: RouteDef, texts: Readonly<Record<string, string>>): string | null {
  const text = (key: string) => escapeHtml(texts[key] ?? '');
  if (route.tab) {
    const header = HEADED_TABS.has(route.tab)
      ? `<header class="tab-header"><h1 class="tab-header__title">${text(`${route.tab}.title`)}</h1><p class="tab-header__subtitle">${text(`${route.tab}.subtitle`)}</p></header>`
      : '';
    const items = TAB_ROUTES.map((tab) => {
      const selected = tab.tab === route.tab;
      const icon = shellIconSvg(tab.tab as TabName, 24, selected ? 2.1 : 1.8, 'tabbar__icon');
      return `<button type="button" class="tabbar__item${selected ? ' tabbar__item--selected' : ''}" tabindex="-1">${icon}<span class="tabbar__label">${text(`tab.${tab.tab}`)}</span></button>`;
    }).join('');
    return `<div class="page page--tab">${header}<main class="page__body"></main><nav class="tabbar">${items}</nav></div>`;
  }
  if (route.name === 'launch' || route.name === 'ops') return null;
  return `<div class="page page--sub"><header class="navbar"><button type="button" class="navbar__back" tabindex="-1">${shellIconSvg('back', 22, 1.8)}</button><h1 class="navbar__title"></h1><div class="navbar__right"></div></header><main class="page__body"></main></div>`;
}

/**
 * Home's first content, from the boot script's early answer (apollo/earlyReads.ts): the notice bar's
 * place and the first banner with its picture, the same elements and classes as NoticeMarquee and
 * BannerCarousel render (features/content/HomeContent.tsx). Painted into the shell's page body as soon
 * as the answer is in, so the picture shows while the app's code is still on its way; the app then
 * takes its place in one commit. Null when there is no first banner with a picture.
 */
export function shellHomeBody(data: unknown): string | null {
  const banner = (data as { banners?: { imageUrl?: string | null; title?: string | null }[] } | null)?.banners?.[0];
  if (!banner?.imageUrl) return null;
  // The notice bar keeps its height (one line of its text) until the app fills it.
  const marquee =
    '<button type="button" class="content-marquee" tabindex="-1"><span class="content-marquee__viewport">&nbsp;</span></button>';
  const title = banner.title ? `<span class="content-carousel__title">${escapeHtml(banner.title)}</span>` : '';
  const slide = `<button type="button" class="content-carousel__slide" tabindex="-1"><img class="content-carousel__image" src="${escapeHtml(banner.imageUrl)}" alt="" fetchpriority="high">${title}</button>`;
  return `${marquee}<section class="content-carousel"><div class="content-carousel__track">${slide}</div></section>`;
}

interface EarlyInstrument {
  code?: string;
  name?: string;
  market?: string;
  quote?: {
    price: string;
    change?: string | null;
    open?: string | null;
    high?: string | null;
    low?: string | null;
    previousClose?: string | null;
    currency?: string | null;
    simulated?: boolean | null;
  } | null;
}

/**
 * Stock detail's first content, from the boot script's early answer: the code line and the quote's
 * price line, the same elements, classes and figures as StockDetail and QuotePanel render (the price
 * on the same decimals, in the reader's locale, coloured by the day's direction). The rest of the card
 * (change, clock, figures) and the followers' count come with the app, below and beside what is here,
 * so nothing painted moves. Null when the answer has no quote.
 */
export function shellStockBody(
  data: unknown,
  htmlLang: string,
  texts: Readonly<Record<string, string>>,
): { title: string; html: string } | null {
  const instrument = (data as { instrument?: EarlyInstrument | null } | null)?.instrument;
  const quote = instrument?.quote;
  if (!instrument || !quote?.price) return null;
  const intl = {
    formatNumber: (value: Intl.StringNumericLiteral | number, options?: Intl.NumberFormatOptions) =>
      new Intl.NumberFormat(htmlLang, options).format(value),
  };
  const digits = Math.max(
    tickDigits(null, quote.price),
    priceDigits([quote.price, quote.open, quote.high, quote.low, quote.previousClose]),
  );
  const market = escapeHtml(instrument.market ?? '');
  const head = `<header class="stock-head"><span class="stock-head__code">${escapeHtml(instrument.code ?? '')}</span>${market ? `<span class="market-tag market-tag--${market}">${market}</span>` : ''}<span class="stock-head__followers">&nbsp;</span></header>`;
  const price = `<span class="price price--${directionOf(quote.change)} quote-panel__price">${escapeHtml(formatPrice(intl, quote.price, undefined, digits))}</span>`;
  const currency = `<span class="quote-panel__currency">${escapeHtml(quote.currency ?? '')}</span>`;
  const simulated = quote.simulated ? `<span class="sim-tag">${escapeHtml(texts['markets.simulated'] ?? '')}</span>` : '';
  return {
    title: instrument.name ?? '',
    html: `${head}<section class="card quote-panel"><div class="quote-panel__head">${price}${currency}${simulated}</div></section>`,
  };
}
