import type { IntlShape } from 'react-intl';
import { errorMessageId } from '../../i18n/errors';
import { formatBps, formatMoney, formatPercentText, formatWritten } from '../../ui/price/format';

/**
 * Enum and event → message mappings of the trading screens. Pure: tested in labels.test.ts.
 * Queries carry GraphQL enums ('STOP_OUT'), account events the server's stored values ('stop_out').
 */

const CHARGE_KINDS = new Set(['COMMISSION', 'TRANSACTION_TAX', 'FINANCIAL_TRANSACTION_TAX', 'SEC_FEE', 'FINRA_TAF', 'FX_SPREAD']);
const SELLING_TYPES = new Set(['MANUAL', 'LIMIT', 'STOP_OUT', 'STRATEGY', 'END_OF_DAY']);
const ORDER_STATUSES = new Set(['PENDING', 'FILLED', 'CANCELLED']);

export function normaliseEnum(value: string | null | undefined): string {
  return (value ?? '').trim().toUpperCase();
}

/** A charge's kind in words; a kind this client does not know yet reads 'Other charge'. */
export function chargeKindMessageId(kind: string): string {
  const k = normaliseEnum(kind);
  return CHARGE_KINDS.has(k) ? `trading.charge.${k}` : 'trading.charge.OTHER';
}

/** How a position was closed: manual, limit, stop-out, strategy, end of day. */
export function sellingTypeMessageId(type: string | null | undefined): string {
  const t = normaliseEnum(type);
  return SELLING_TYPES.has(t) ? `trading.sellingType.${t}` : 'trading.sellingType.OTHER';
}

export function directionMessageId(direction: string): string {
  return normaliseEnum(direction) === 'SHORT' ? 'trading.direction.SHORT' : 'trading.direction.LONG';
}

export function orderTypeMessageId(type: string): string {
  return normaliseEnum(type) === 'LIMIT' ? 'trading.orderType.LIMIT' : 'trading.orderType.MARKET';
}

export function orderStatusMessageId(status: string): string {
  const s = normaliseEnum(status);
  return ORDER_STATUSES.has(s) ? `trading.orderStatus.${s}` : 'trading.orderStatus.OTHER';
}

/** "US:AAPL" → "AAPL"; "TW:2330" → "2330". */
export function codeOfSymbol(symbol: string): string {
  const i = symbol.indexOf(':');
  return i < 0 ? symbol : symbol.slice(i + 1);
}

export interface TradingEventLike {
  type: string;
  status?: string | null;
  reason?: string | null;
  symbol?: string | null;
}

export interface TradingNotice {
  /** Message id of the toast. */
  id: string;
  kind: 'info' | 'error';
  /** Values of the message: `code` (instrument code), `type` and `reason` as message ids to format. */
  code: string;
  typeId?: string;
  reasonId?: string;
}

/** A code the server may send as an order's cancel reason ('USER' is the user's own cancel). */
const isErrorCode = (value: string) => /^[A-Z][A-Z0-9_]+$/.test(value);

/**
 * The toast for something the server did on its own while the user looked elsewhere: a position closed
 * by the risk rules (stop-out) or at the end of the day, a waiting order cancelled because its fill could
 * not be paid. The user's own actions (placing, closing, cancelling) already show their own toast.
 */
export function tradingEventNotice(event: TradingEventLike): TradingNotice | null {
  const code = codeOfSymbol(event.symbol ?? '');
  const status = normaliseEnum(event.status);
  const reason = normaliseEnum(event.reason);
  if (event.type === 'POSITION_UPDATED' && status === 'CLOSED' && (reason === 'STOP_OUT' || reason === 'END_OF_DAY')) {
    return {
      id: 'trading.event.positionClosed',
      kind: reason === 'STOP_OUT' ? 'error' : 'info',
      code,
      typeId: sellingTypeMessageId(reason),
    };
  }
  if (event.type === 'ORDER_UPDATED' && status === 'CANCELLED' && reason && reason !== 'USER' && isErrorCode(reason)) {
    return { id: 'trading.event.orderCancelled', kind: 'error', code, reasonId: errorMessageId(reason) };
  }
  return null;
}

/** Trading events that change the lists of the Trade tab. */
export function isTradingEvent(type: string): boolean {
  return type === 'ORDER_UPDATED' || type === 'POSITION_UPDATED';
}

/** The words of a charge's basis ("0.005/share, min 1.00") in the reader's language. */
export interface BasisWords {
  perShare: string;
  perMillion: string;
  min: string;
  max: string;
  ofValue: string;
  dayTrade: string;
  bps: string;
  feeHoliday: string;
}

/** What formats the numbers of a basis: the reader's formatter (react-intl's `formatNumber`). */
type NumberFormatter = Pick<IntlShape, 'formatNumber'>;

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const isZero = (n: string) => !/[1-9]/.test(n);

/**
 * The server describes how a charge is computed in a short English formula (e.g. "0.1%, min 3.00",
 * "0.005/share, min 1.00, max 1% of value", "20.60 per million", "0.15% (day trade)", "50 bps"). It is
 * put in the reader's language with the reader's digits: "0,005/acción, mín. 1,00 US$"; basis points
 * read as a percentage ("0.50%"); a rate of zero (a fee holiday) shows only why it is zero. Unknown parts
 * are left as they are.
 */
export function localizeBasis(basis: string, w: BasisWords, intl?: NumberFormatter, currency?: string): string {
  const num = (n: string) => (intl ? formatWritten(intl, n) : n);
  const pct = (n: string) => (intl ? formatPercentText(intl, n) : `${n}%`);
  const money = (n: string) => (intl && currency ? formatMoney(intl, n, currency) : num(n));
  const notes: string[] = [];
  const formula = basis
    .replace(/\s*\(([^)]*)\)/g, (_, note: string) => {
      notes.push(note === 'FINRA fee holiday' ? w.feeHoliday : note === 'day trade' ? w.dayTrade : note);
      return '';
    })
    .trim();
  let zeroRate = false;
  const rules: Array<[RegExp, (n: string) => string]> = [
    [new RegExp(`^(${NUMBER})%$`), pct],
    [
      new RegExp(`^(${NUMBER})/share$`),
      (n) => {
        if (isZero(n)) zeroRate = true;
        return `${num(n)}${w.perShare}`;
      },
    ],
    [new RegExp(`^(${NUMBER}) per million$`), (n) => `${num(n)}${w.perMillion}`],
    [new RegExp(`^(${NUMBER}) bps$`), (n) => (intl ? formatBps(intl, n) : `${n} ${w.bps}`)],
    [new RegExp(`^min (${NUMBER})$`), (n) => `${w.min} ${money(n)}`],
    [new RegExp(`^max (${NUMBER})% of value$`), (n) => `${w.max} ${pct(n)}${w.ofValue}`],
    [new RegExp(`^max (${NUMBER})$`), (n) => `${w.max} ${money(n)}`],
  ];
  const part = (text: string): string => {
    for (const [pattern, say] of rules) {
      const m = pattern.exec(text);
      if (m) return say(m[1]);
    }
    return text;
  };
  const localized = formula
    .split(/,\s*/)
    .map((clause) =>
      clause
        .split(/\s*\+\s*/)
        .map(part)
        .join(' + '),
    )
    .join(', ');
  // A rate of zero ("0.000000/share" during a fee holiday): say why, not the zeros.
  if (zeroRate && notes.length > 0) return notes.join(', ');
  return notes.length > 0 ? `${localized} (${notes.join(', ')})` : localized;
}
