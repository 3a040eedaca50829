import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/**
 * What of trading is worth a notification: a limit order that filled while the user waited (a market
 * order fills in the answer to the request, and products' fills raise their own notice), an order the
 * system cancelled (with its reason code), a position near stop-out (warned once, before the stop-out),
 * and positions the system closed (stop-out, end of day, loan liquidation, the position's own take-profit,
 * stop-loss or trailing stop). An order that expired is a system cancel (reason EXPIRED_DAY or EXPIRED_GTC).
 */
export const tradingNotifications: NotificationRule[] = [
  {
    event: 'ORDER_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      if (!id) return null;
      if (p.status === 'filled' && p.orderType !== 'market' && p.orderType !== undefined)
        return {
          kind: 'ORDER_FILLED',
          category: 'orders',
          params: { id, symbol: str(p.symbol), orderNo: str(p.orderNo) },
          link: LINKS.tradePositions,
          key: `order:${id}:filled`,
        };
      // Its time in force ran out (DAY at the close, GTC at the end of the next quarter): the hold is back.
      if (p.status === 'cancelled' && (p.reason === 'EXPIRED_DAY' || p.reason === 'EXPIRED_GTC'))
        return {
          kind: 'ORDER_EXPIRED',
          category: 'orders',
          params: { id, symbol: str(p.symbol), orderNo: str(p.orderNo), reasonCode: str(p.reason) },
          link: LINKS.tradeOrders,
          key: `order:${id}:cancelled`,
        };
      if (p.status === 'cancelled' && p.reason && p.reason !== 'USER')
        return {
          kind: 'ORDER_CANCELLED',
          category: 'orders',
          params: { id, symbol: str(p.symbol), orderNo: str(p.orderNo), reasonCode: str(p.reason) },
          link: LINKS.tradeOrders,
          key: `order:${id}:cancelled`,
        };
      return null;
    },
  },
  {
    event: 'POSITION_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      if (!id) return null;
      // Near stop-out: the engine emits `at_risk` once per position (position_risk_warnings); the key keeps it one.
      if (p.status === 'at_risk')
        return {
          kind: 'POSITION_STOP_OUT_WARNING',
          category: 'orders',
          params: { id, symbol: str(p.symbol) },
          link: LINKS.tradePositions,
          key: `position:${id}:at_risk`,
        };
      if (p.status !== 'closed') return null;
      const kind =
        p.reason === 'stop_out'
          ? 'POSITION_STOPPED_OUT'
          : p.reason === 'end_of_day'
            ? 'POSITION_CLOSED_END_OF_DAY'
            : p.reason === 'loan_liquidation'
              ? 'POSITION_LIQUIDATED'
              : p.reason === 'take_profit'
                ? 'POSITION_TAKE_PROFIT'
                : p.reason === 'stop_loss'
                  ? 'POSITION_STOP_LOSS'
                  : p.reason === 'trailing_stop'
                    ? 'POSITION_TRAILING_STOP'
                    : null;
      if (!kind) return null;
      return { kind, category: 'orders', params: { id, symbol: str(p.symbol) }, link: LINKS.tradeClosed, key: `position:${id}:closed` };
    },
  },
];
