import Big from 'big.js';
import { fromLocalInput } from '../ipo/ipoForm';

/**
 * The ops forms of institutional follow (pure: tested without a browser). Dates are typed in the ops
 * user's own time (datetime-local) and sent as instants. A window that has already ended publishes a
 * historical record (it counts in the track record and cannot be followed). The server checks the rest.
 */
export interface TradeDraft {
  institutionId: string;
  symbol: string;
  buyPrice: string;
  fee: string;
  minQuantity: string;
  maxQuantity: string;
  opensAt: string;
  closesAt: string;
}

export const EMPTY_TRADE: TradeDraft = {
  institutionId: '',
  symbol: '',
  buyPrice: '',
  fee: '0.00',
  minQuantity: '1',
  maxQuantity: '100',
  opensAt: '',
  closesAt: '',
};

const PRICE = /^\d{1,12}(\.\d{1,4})?$/;
const CENTS = /^\d{1,12}(\.\d{1,2})?$/;
const WHOLE = /^[1-9]\d{0,6}$/;

export type TradeCheck =
  | {
      ok: true;
      input: {
        institutionId: string;
        symbol: string;
        buyPrice: string;
        fee: string;
        minQuantity: number;
        maxQuantity: number;
        opensAt: string;
        closesAt: string;
      };
    }
  | { ok: false; messageId: string };

export function checkTradeDraft(d: TradeDraft): TradeCheck {
  const fail = (messageId: string): TradeCheck => ({ ok: false, messageId });
  if (!d.institutionId) return fail('ops.follow.error.institution');
  const symbol = d.symbol.trim().toUpperCase();
  if (!/^[A-Z]+:[A-Z0-9.]+$/.test(symbol)) return fail('ops.follow.error.symbol');
  const buyPrice = d.buyPrice.trim();
  if (!PRICE.test(buyPrice) || new Big(buyPrice).lte(0)) return fail('ops.follow.error.buyPrice');
  const fee = d.fee.trim();
  if (!CENTS.test(fee)) return fail('ops.follow.error.fee');
  if (!WHOLE.test(d.minQuantity.trim()) || !WHOLE.test(d.maxQuantity.trim())) return fail('ops.follow.error.quantity');
  const minQuantity = Number(d.minQuantity.trim());
  const maxQuantity = Number(d.maxQuantity.trim());
  if (maxQuantity < minQuantity) return fail('ops.follow.error.quantity');
  const opensAt = fromLocalInput(d.opensAt);
  const closesAt = fromLocalInput(d.closesAt);
  if (!opensAt || !closesAt) return fail('ops.ipo.error.date');
  if (!(Date.parse(opensAt) < Date.parse(closesAt))) return fail('error.FOLLOW_TRADE_INVALID');
  return { ok: true, input: { institutionId: d.institutionId, symbol, buyPrice, fee, minQuantity, maxQuantity, opensAt, closesAt } };
}
