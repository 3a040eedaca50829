import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/** Mine → Dividends (client/src/navigation/routeTable.ts). */
export const DIVIDENDS_LINK = '/subPackages/mine/dividends/index';

export const DIVIDEND_PAID = 'DIVIDEND_PAID';
export const SPLIT_APPLIED = 'SPLIT_APPLIED';

/** A dividend paid (or charged, short) is one notification; a split is one per user and split. */
export const corporateActionsNotifications: NotificationRule[] = [
  {
    event: DIVIDEND_PAID,
    notify: (p) => {
      const id = str(p.id);
      if (!id) return null;
      return {
        kind: p.direction === 'short' ? 'DIVIDEND_CHARGED' : 'DIVIDEND_PAID',
        category: 'money',
        params: { id, symbol: str(p.symbol), net: str(p.net), gross: str(p.gross), currency: str(p.currency) },
        link: DIVIDENDS_LINK,
        key: `dividend:${id}`,
      };
    },
  },
  {
    event: SPLIT_APPLIED,
    notify: (p) => {
      const id = str(p.id);
      const symbol = str(p.symbol);
      if (!id || !symbol) return null;
      return {
        kind: 'SPLIT_APPLIED',
        category: 'orders',
        params: {
          id,
          symbol,
          ratioFrom: str(p.ratioFrom),
          ratioTo: str(p.ratioTo),
          positions: str(p.positions),
          orders: str(p.orders),
          alerts: str(p.alerts),
        },
        link: Number(p.positions) > 0 ? LINKS.tradePositions : LINKS.stock(symbol),
        key: `split:${id}`,
      };
    },
  },
];
