import Big from 'big.js';
import { fromLocalInput, toLocalInput } from '../ipo/ipoForm';
import { EMPTY_TEXTS, fromTextValues, type LocalisedDraft, toTextInput } from '../LocalisedTextFields';

/**
 * The ops form of a block-trade offering (pure: tested without a browser). Dates are typed in the ops
 * user's own time (datetime-local) and sent as instants; the fee rate is typed as a percent ("0.25" for
 * 0.25 %) and sent as the fraction the API takes ("0.0025"). The figures derived from the terms (shares
 * offered, the offering's value, the most one person can subscribe for, the hedge's distance below the
 * price, the fee on the minimum) are computed here for the preview and never typed. The server checks the
 * rest (BLOCK_TRADE_FIGURES_INVALID, BLOCK_TRADE_DATES_INVALID).
 */

export const TICKET_SHARES = 100;

export interface BlockTradeDraft {
  symbol: string;
  /** The stock's name per language (English required). */
  names: LocalisedDraft;
  subscriptionPrice: string;
  hedgePrice: string;
  /** Percent, e.g. "0.25" for 0.25 %. */
  feePercent: string;
  minAmount: string;
  ticketsAvailable: string;
  maxTicketsPerUser: string;
  opensAt: string;
  closesAt: string;
  codePolicy: 'REAL_NAME';
}

export const EMPTY_DRAFT: BlockTradeDraft = {
  symbol: '',
  names: EMPTY_TEXTS,
  subscriptionPrice: '',
  hedgePrice: '',
  feePercent: '0.25',
  minAmount: '0',
  ticketsAvailable: '',
  maxTicketsPerUser: '10',
  opensAt: '',
  closesAt: '',
  codePolicy: 'REAL_NAME',
};

export interface BlockTradeInput {
  symbol: string;
  nameText: ReturnType<typeof toTextInput>;
  subscriptionPrice: string;
  hedgePrice: string;
  feeRate: string;
  minAmount: string;
  ticketsAvailable: number;
  maxTicketsPerUser: number;
  opensAt: string;
  closesAt: string;
  codePolicy: 'REAL_NAME';
}

const PRICE = /^\d+(\.\d{1,4})?$/;
const CENTS = /^\d+(\.\d{1,2})?$/;
const PERCENT = /^\d+(\.\d{1,4})?$/;
const WHOLE = /^[1-9]\d*$/;
const t = (v: string) => v.trim().replace(',', '.');

export type DraftCheck = { ok: true; input: BlockTradeInput } | { ok: false; messageId: string };

/** The form's own checks (every field given and well formed, hedge below the price, cap within the tickets, window in order). */
export function checkDraft(d: BlockTradeDraft): DraftCheck {
  const fail = (messageId: string): DraftCheck => ({ ok: false, messageId });
  const { names, ...fields } = d;
  if (Object.values(fields).some((v) => !v.trim())) return fail('error.INCOMPLETE_INFORMATION');
  if (!names.en.trim()) return fail('error.TEXT_ENGLISH_REQUIRED');
  if (!/^[A-Z]+:[A-Z0-9.]+$/i.test(d.symbol.trim())) return fail('ops.ipo.error.symbol');
  const price = t(d.subscriptionPrice);
  const hedge = t(d.hedgePrice);
  if (!PRICE.test(price) || !PRICE.test(hedge) || new Big(price).lte(0) || new Big(hedge).lte(0)) return fail('ops.ipo.error.price');
  if (!new Big(hedge).lt(price)) return fail('ops.blockTrade.error.hedge');
  const percent = t(d.feePercent);
  if (!PERCENT.test(percent) || new Big(percent).gt(10)) return fail('ops.blockTrade.error.fee');
  const minAmount = t(d.minAmount);
  if (!CENTS.test(minAmount)) return fail('ops.blockTrade.error.minAmount');
  if (!WHOLE.test(d.ticketsAvailable.trim()) || !WHOLE.test(d.maxTicketsPerUser.trim())) return fail('ops.blockTrade.error.whole');
  const ticketsAvailable = Number(d.ticketsAvailable.trim());
  const maxTicketsPerUser = Number(d.maxTicketsPerUser.trim());
  if (maxTicketsPerUser > ticketsAvailable) return fail('ops.blockTrade.error.cap');
  if (new Big(minAmount).gt(new Big(price).times(maxTicketsPerUser * TICKET_SHARES))) return fail('ops.blockTrade.error.minReachable');
  const opensAt = fromLocalInput(d.opensAt);
  const closesAt = fromLocalInput(d.closesAt);
  if (!opensAt || !closesAt) return fail('ops.ipo.error.date');
  if (!(Date.parse(opensAt) < Date.parse(closesAt))) return fail('error.BLOCK_TRADE_DATES_INVALID');
  return {
    ok: true,
    input: {
      symbol: d.symbol.trim().toUpperCase(),
      nameText: toTextInput(names),
      subscriptionPrice: price,
      hedgePrice: hedge,
      feeRate: new Big(percent).div(100).toFixed(),
      minAmount,
      ticketsAvailable,
      maxTicketsPerUser,
      opensAt,
      closesAt,
      codePolicy: d.codePolicy,
    },
  };
}

export interface DerivedFigures {
  sharesOffered: number | null;
  offeringValue: string | null;
  maxPerPerson: string | null;
  /** (price − hedge) ÷ price, a fraction. */
  hedgeBelow: string | null;
  /** The handling fee on the minimum amount, rounded up to the cent. */
  feeOnMinimum: string | null;
}

const num = (v: string, re: RegExp): Big | null => (re.test(t(v)) ? new Big(t(v)) : null);

/** What the terms imply, computed as they are typed (null where a needed field is not yet valid). */
export function derivedFigures(d: BlockTradeDraft): DerivedFigures {
  const price = num(d.subscriptionPrice, PRICE);
  const hedge = num(d.hedgePrice, PRICE);
  const percent = num(d.feePercent, PERCENT);
  const min = num(d.minAmount, CENTS);
  const tickets = WHOLE.test(d.ticketsAvailable.trim()) ? Number(d.ticketsAvailable.trim()) : null;
  const cap = WHOLE.test(d.maxTicketsPerUser.trim()) ? Number(d.maxTicketsPerUser.trim()) : null;
  const priced = price?.gt(0) ? price : null;
  return {
    sharesOffered: tickets === null ? null : tickets * TICKET_SHARES,
    offeringValue: priced && tickets !== null ? priced.times(tickets * TICKET_SHARES).toFixed(2) : null,
    maxPerPerson: priced && cap !== null ? priced.times(cap * TICKET_SHARES).toFixed(2) : null,
    hedgeBelow: priced && hedge ? priced.minus(hedge).div(priced).round(6, Big.roundHalfUp).toFixed() : null,
    feeOnMinimum: min && percent ? min.times(percent).div(100).round(2, Big.roundUp).toFixed(2) : null,
  };
}

/** An offering as read from the API, back into the form (the fee rate as a percent). */
export function draftOf(o: {
  symbol: string;
  nameTranslations: Parameters<typeof fromTextValues>[0];
  subscriptionPrice: string;
  hedgePrice: string;
  feeRate: string;
  minAmount: string;
  ticketsAvailable: number;
  maxTicketsPerUser: number;
  opensAt: string;
  closesAt: string;
  codePolicy: 'REAL_NAME';
}): BlockTradeDraft {
  return {
    symbol: o.symbol,
    names: fromTextValues(o.nameTranslations),
    subscriptionPrice: o.subscriptionPrice,
    hedgePrice: o.hedgePrice,
    feePercent: new Big(o.feeRate).times(100).toFixed(),
    minAmount: o.minAmount,
    ticketsAvailable: String(o.ticketsAvailable),
    maxTicketsPerUser: String(o.maxTicketsPerUser),
    opensAt: toLocalInput(o.opensAt),
    closesAt: toLocalInput(o.closesAt),
    codePolicy: o.codePolicy,
  };
}
