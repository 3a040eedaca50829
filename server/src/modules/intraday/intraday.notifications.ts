import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/**
 * The intraday strategy: started (the application approved and its amount held), rejected (with its
 * reason codes), halted for the day at the loss limit, and stopped (flat after the session, the result
 * released). The strategy's own trades in between are not announced one by one.
 */
export const intradayNotifications: NotificationRule[] = [
  {
    event: 'INTRADAY_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      if (!id) return null;
      const params = { id, symbol: str(p.symbol) };
      if (p.status === 'approved' && p.phase === undefined)
        return { kind: 'STRATEGY_STARTED', category: 'orders', params, link: LINKS.intradayRecords, key: `intraday:${id}:started` };
      if (p.status === 'rejected')
        return {
          kind: 'STRATEGY_REJECTED',
          category: 'orders',
          params: { ...params, reasonCode: str(p.reason) },
          link: LINKS.intradayRecords,
          key: `intraday:${id}:rejected`,
        };
      if (p.phase === 'halted')
        return { kind: 'STRATEGY_HALTED', category: 'orders', params, link: LINKS.intradayRecords, key: `intraday:${id}:halted` };
      if (p.phase === 'finished')
        return {
          kind: 'STRATEGY_STOPPED',
          category: 'orders',
          params: { ...params, reasonCode: str(p.reason) },
          link: LINKS.intradayRecords,
          key: `intraday:${id}:finished`,
        };
      return null;
    },
  },
];
