/**
 * Every product constant (PRODUCT.md §8) in one place. Nothing else hard-codes these numbers.
 */

/** How long a toast stays on screen. */
export const TOAST_DURATION_MS = 1500;

/** Pull-to-refresh: distance to pull before a release refreshes. */
export const PULL_TO_REFRESH_THRESHOLD_PX = 45;
/** Pull-to-refresh states. */
export const PULL_TO_REFRESH_STATES = ['pulling', 'refreshing', 'aborted', 'restore'] as const;

/** Scroll views: distance from the top / bottom that counts as reaching it. */
export const SCROLL_UPPER_THRESHOLD_PX = 50;
export const SCROLL_LOWER_THRESHOLD_PX = 50;
/** Reach-bottom events are not re-fired within this guard. */
export const REACH_BOTTOM_GUARD_MS = 350;

/** Banner (carousel) autoplay interval and slide transition. */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_TRANSITION_MS = 500;

/** Debounce for text inputs that trigger work (search…). */
export const INPUT_DEBOUNCE_MS = 100;

/** Long press: hold time and finger movement tolerance. */
export const LONG_PRESS_MS = 350;
export const LONG_PRESS_TOLERANCE_PX = 10;

/** Maximum length of every text input. */
export const TEXT_MAX_LENGTH = 140;

/** Timeouts: HTTP request, socket connect, upload, download. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const SOCKET_CONNECT_TIMEOUT_MS = 60_000;
export const UPLOAD_TIMEOUT_MS = 60_000;
export const DOWNLOAD_TIMEOUT_MS = 60_000;

/** A loading indicator appears only when a load takes longer than this. */
export const LOADING_INDICATOR_DELAY_MS = 200;

/** App version shown in About and on the launch screen. */
export const APP_VERSION = '1.0.0';
export const APP_VERSION_CODE = 100;

/** Form rules shared with the server. */
export const ACCOUNT_MIN_LENGTH = 7;
export const PASSWORD_MIN_LENGTH = 6;

/** How long the launch screen stays at least, so it does not flash. */
export const LAUNCH_MIN_DURATION_MS = 600;

/** Local storage keys. */
export const STORAGE_KEY_LANG = 'lang';
export const STORAGE_KEY_PHONE_COUNTRY = 'phoneCountry';
/** The display currency of market lists (EUR, USD, TWD, MYR; absent = each instrument's own). */
export const STORAGE_KEY_DISPLAY_CURRENCY = 'displayCurrency';
/** Session storage key of the page stack (so a reload keeps "back" working). */
export const STORAGE_KEY_PAGE_STACK = 'vela.pageStack';

/** Brand colours (also in ui/theme.css: --tab-bg, --tab-text, --tab-selected; issue 30's WCAG AA shades). */
export const BRAND_COLOR = '#6b67e2';
export const TABBAR_STYLE = {
  background: '#ffffff',
  color: '#76767c',
  selectedColor: '#6b67e2',
  heightPx: 50,
  iconPx: 24,
  labelPx: 10,
} as const;

/** Layout: maximum width of the app, design base width. */
export const LAYOUT_MAX_WIDTH_PX = 960;
export const DESIGN_BASE_WIDTH_PX = 375;

/** Money lists (deposit and withdrawal records, statement): rows per page, loaded on reaching the bottom. */
export const MONEY_PAGE_SIZE = 20;
