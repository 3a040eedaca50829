import { routeByName } from '../../navigation/routeTable';

export const STOCK_DETAIL_PATH = routeByName('stockDetail').path;
export const SEARCH_PATH = routeByName('search').path;

/** The Market page's entries to the product screens (their routes exist; later issues fill them). */
export const MARKET_ENTRIES = ['ipo', 'blockTrade', 'instaFollow', 'dayTrading', 'fund'] as const;
