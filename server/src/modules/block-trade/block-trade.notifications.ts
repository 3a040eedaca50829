import type { NotificationRule } from '../../app/module';
import { LINKS, str } from '../notifications/links';

/** Block-trade results: allocated (with the tickets won), not allocated, failed (with the reason), and a purchase code issued. */
export const blockTradeNotifications: NotificationRule[] = [
  {
    event: 'BLOCK_TRADE_UPDATED',
    notify: (p) => {
      const id = str(p.id);
      if (!id) return null;
      if (p.status === 'successful')
        return {
          kind: 'BLOCK_TRADE_ALLOCATED',
          category: 'offerings',
          params: { id, symbol: str(p.symbol), wonTickets: str(p.wonTickets) },
          link: LINKS.blockTradeRecords,
          key: `block-trade:${id}:successful`,
        };
      if (p.status === 'failed')
        return {
          kind: p.reason === 'NOT_ALLOCATED' ? 'BLOCK_TRADE_NOT_ALLOCATED' : 'BLOCK_TRADE_FAILED',
          category: 'offerings',
          params: { id, symbol: str(p.symbol), reasonCode: str(p.reason) },
          link: LINKS.blockTradeRecords,
          key: `block-trade:${id}:failed`,
        };
      return null;
    },
  },
  {
    event: 'BLOCK_TRADE_CODE_ISSUED',
    notify: (p) => {
      const id = str(p.id);
      if (!id) return null;
      return {
        kind: 'BLOCK_TRADE_CODE_ISSUED',
        category: 'offerings',
        params: { id, symbol: str(p.symbol) },
        link: LINKS.blockTradeRecords,
        key: `block-trade-code:${id}`,
      };
    },
  },
];
