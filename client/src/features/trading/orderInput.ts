import Big from 'big.js';

/**
 * What the order panel accepts while typing and checks before asking for a preview. Pure: tested in
 * orderInput.test.ts. The server applies the same rules (and the tick grid) and has the last word.
 */

/** Why a share count typed by the user is refused (message id `trading.sharesRequired` or `error.<code>`). */
export type SharesProblem = 'SHARES_REQUIRED' | 'SHARES_INVALID' | 'SHARES_NOT_LOT_MULTIPLE';

/** Why a limit price is refused (message id `trading.limitPriceRequired` or `error.<code>`). */
export type LimitPriceProblem = 'LIMIT_PRICE_REQUIRED' | 'LIMIT_PRICE_INVALID' | 'LIMIT_PRICE_OFF_TICK';

/** At most this many digits in the shares field (the server's own cap is lower). */
const MAX_SHARE_DIGITS = 9;

const strip = (text: string) => text.replace(/[\s\u00a0\u202f]/g, '');

/** The share count as a whole number, or null when the text is not one. Group separators are ignored. */
export function parseShares(text: string): number | null {
  const digits = strip(text).replace(/[.,'’]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const n = Number(digits);
  return Number.isSafeInteger(n) ? n : null;
}

/** Digits only while typing; anything else typed is ignored (the previous value is kept). */
export function acceptSharesKeystroke(previous: string, next: string): string {
  const cleaned = strip(next);
  if (cleaned === '') return '';
  if (!/^\d+$/.test(cleaned) || cleaned.length > MAX_SHARE_DIGITS) return previous;
  return cleaned.replace(/^0+(?=\d)/, '');
}

/** Shares must be a positive whole number and a multiple of the market's lot size (1,000 in Taiwan). */
export function sharesProblem(text: string, lotSize: number): SharesProblem | null {
  if (strip(text) === '') return 'SHARES_REQUIRED';
  const shares = parseShares(text);
  if (shares === null || shares <= 0) return 'SHARES_INVALID';
  if (lotSize > 1 && shares % lotSize !== 0) return 'SHARES_NOT_LOT_MULTIPLE';
  return null;
}

export function sharesProblemMessageId(problem: SharesProblem): string {
  return problem === 'SHARES_REQUIRED' ? 'trading.sharesRequired' : `error.${problem}`;
}

/**
 * The stepper: one lot more or less, landing on a lot multiple ("1500" steps up to 2000 and down to
 * 1000 with lots of 1,000), never below one lot.
 */
export function stepShares(text: string, lotSize: number, direction: 1 | -1): string {
  const lot = Math.max(1, Math.floor(lotSize));
  const shares = parseShares(text) ?? 0;
  const next = direction === 1 ? Math.floor(shares / lot) * lot + lot : Math.ceil(shares / lot) * lot - lot;
  return String(Math.max(lot, next));
}

/** Whole lots in a share count (null when it is not a whole number of lots). */
export function lotsOf(shares: number, lotSize: number): number | null {
  if (lotSize <= 0 || shares <= 0 || shares % lotSize !== 0) return null;
  return shares / lotSize;
}

/** The price as the API wants it ("123.45"): spaces dropped, a decimal comma read as a point. */
export function normalisePrice(text: string): string {
  return strip(text).replace(',', '.');
}

/** Digits and one separator with at most four decimals (PRODUCT §3: prices up to four). */
export function acceptPriceKeystroke(previous: string, next: string): string {
  const cleaned = strip(next);
  if (cleaned === '') return '';
  if (!/^\d*([.,]\d{0,4})?$/.test(cleaned)) return previous;
  if (cleaned.replace(/[.,].*$/, '').length > 10) return previous;
  return cleaned;
}

/** A limit price: a positive decimal with at most four decimals. The tick grid is the server's check. */
export function limitPriceProblem(text: string): LimitPriceProblem | null {
  const value = normalisePrice(text);
  if (value === '') return 'LIMIT_PRICE_REQUIRED';
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(value)) return 'LIMIT_PRICE_INVALID';
  if ((value.split('.')[1] ?? '').length > 4) return 'LIMIT_PRICE_OFF_TICK';
  if (!new Big(value).gt(0)) return 'LIMIT_PRICE_INVALID';
  return null;
}

export function limitPriceProblemMessageId(problem: LimitPriceProblem): string {
  return problem === 'LIMIT_PRICE_REQUIRED' ? 'trading.limitPriceRequired' : `error.${problem}`;
}

/** The limit price field's first value: the quote's price on the tick grid (rounded down to a tick). */
export function prefillLimitPrice(price: string | null | undefined, tickSize: string | null | undefined): string {
  if (!price) return '';
  // decimal.js read 'Infinity' and 'NaN' (not finite: no prefill); big.js throws on them.
  if (/^[+-]?(Infinity|NaN)$/.test(price)) return '';
  const p = new Big(price);
  if (p.lte(0)) return '';
  if (tickSize) {
    const tick = new Big(tickSize);
    // Rounded towards zero: the floor, as p and tick are positive.
    if (tick.gt(0)) return p.div(tick).round(0, Big.roundDown).times(tick).toFixed();
  }
  return p.round(4, Big.roundHalfUp).toFixed();
}

// ---------- protective and conditional orders (issue 33) ----------

/** The order types a user places, in the order the sheet offers them (ALLOTMENT comes only from a draw). */
export const ENTRY_ORDER_TYPES = ['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT', 'TRAILING_STOP'] as const;
export type EntryOrderType = (typeof ENTRY_ORDER_TYPES)[number];
export type TimeInForceChoice = 'DAY' | 'GTC';
/** A trailing stop's trail: an amount in the quote currency, or a percent of the best quote. */
export type TrailMode = 'amount' | 'percent';

/** Which fields an order type has: a limit price, a stop price, a trail; and whether it waits (time in force). */
export interface OrderTypeFields {
  limit: boolean;
  stop: boolean;
  trail: boolean;
  waits: boolean;
}

export function fieldsOf(type: string): OrderTypeFields {
  return {
    limit: type === 'LIMIT' || type === 'STOP_LIMIT',
    stop: type === 'STOP' || type === 'STOP_LIMIT',
    trail: type === 'TRAILING_STOP',
    waits: type !== 'MARKET',
  };
}

/** Why a stop, take-profit or stop-loss price is refused: empty, not a positive number, more than four decimals. */
export type PriceProblem = 'REQUIRED' | 'INVALID' | 'OFF_TICK';

export function priceProblem(text: string): PriceProblem | null {
  const problem = limitPriceProblem(text);
  if (problem === 'LIMIT_PRICE_REQUIRED') return 'REQUIRED';
  if (problem === 'LIMIT_PRICE_OFF_TICK') return 'OFF_TICK';
  return problem ? 'INVALID' : null;
}

/** The message of a stop price's problem. */
export function stopPriceProblemMessageId(problem: PriceProblem): string {
  if (problem === 'REQUIRED') return 'trading.stopPriceRequired';
  return problem === 'OFF_TICK' ? 'error.PRICE_OFF_TICK' : 'error.STOP_PRICE_INVALID';
}

/** The message of a take-profit's or stop-loss's problem (empty is none: no problem). */
export function exitPriceProblemMessageId(problem: PriceProblem): string {
  return problem === 'OFF_TICK' ? 'error.PRICE_OFF_TICK' : 'error.PRICE_INVALID';
}

/** A trail: an amount above zero (four decimals at most) or a percent in (0, 50] (three at most). */
export type TrailProblem = 'TRAIL_REQUIRED' | 'TRAIL_INVALID';

export function trailProblem(text: string, mode: TrailMode): TrailProblem | null {
  const value = normalisePrice(text);
  if (value === '') return 'TRAIL_REQUIRED';
  if (!/^\d+(\.\d*)?$|^\.\d+$/.test(value)) return 'TRAIL_INVALID';
  const decimals = (value.split('.')[1] ?? '').length;
  const n = new Big(value);
  if (!n.gt(0)) return 'TRAIL_INVALID';
  if (mode === 'percent') return decimals > 3 || n.gt(50) ? 'TRAIL_INVALID' : null;
  return decimals > 4 ? 'TRAIL_INVALID' : null;
}

export function trailProblemMessageId(problem: TrailProblem): string {
  return problem === 'TRAIL_REQUIRED' ? 'trading.trailRequired' : 'error.TRAIL_INVALID';
}

/** A decimal text the API accepts ("12.50" → "12.5"): a number's canonical form, for comparing and sending. */
function decimal(text: string): string {
  return new Big(normalisePrice(text)).toFixed();
}

/** What the order sheet holds: every field as typed ('' for an empty take-profit or stop-loss: none). */
export interface OrderForm {
  symbol: string;
  orderType: EntryOrderType;
  direction: 'LONG' | 'SHORT';
  shares: string;
  lotSize: number;
  leverage: number;
  limit: string;
  stop: string;
  trailMode: TrailMode;
  trail: string;
  timeInForce: TimeInForceChoice;
  /** False while the take-profit / stop-loss section is closed: its fields are not sent. */
  bracket: boolean;
  takeProfit: string;
  stopLoss: string;
}

/** The order as the API takes it (OrderPreviewInput; PlaceOrderInput adds the idempotency key). */
export interface OrderInputValue {
  symbol: string;
  orderType: EntryOrderType;
  direction: 'LONG' | 'SHORT';
  shares: number;
  leverage: number;
  limitPrice?: string;
  stopPrice?: string;
  trailAmount?: string;
  trailPercent?: string;
  timeInForce?: TimeInForceChoice;
  takeProfit?: string;
  stopLoss?: string;
}

/** Each field's problem, as a message id. */
export type OrderFormProblems = Partial<Record<'shares' | 'limit' | 'stop' | 'trail' | 'takeProfit' | 'stopLoss', string>>;

/** The problems of the price fields a type has (limit, stop, trail), each as its message id. */
function priceFieldProblems(
  fields: { limit?: boolean; stop?: boolean; trail?: boolean },
  form: { limit: string; stop: string; trail: string; trailMode: TrailMode },
): Partial<Record<'limit' | 'stop' | 'trail', string>> {
  const problems: Partial<Record<'limit' | 'stop' | 'trail', string>> = {};
  const limit = fields.limit ? limitPriceProblem(form.limit) : null;
  if (limit) problems.limit = limitPriceProblemMessageId(limit);
  const stop = fields.stop ? priceProblem(form.stop) : null;
  if (stop) problems.stop = stopPriceProblemMessageId(stop);
  const trail = fields.trail ? trailProblem(form.trail, form.trailMode) : null;
  if (trail) problems.trail = trailProblemMessageId(trail);
  return problems;
}

/**
 * The order a form describes, with only the fields its type has (a market order no time in force, a stop
 * no limit price…), or null with each field's problem. The server checks the rest against the quote (a
 * stop on the right side, the tick grid, a take-profit above a long's entry) and has the last word.
 */
export function buildOrderInput(form: OrderForm): { input: OrderInputValue | null; problems: OrderFormProblems } {
  const fields = fieldsOf(form.orderType);
  const problems: OrderFormProblems = {};
  const shares = sharesProblem(form.shares, form.lotSize);
  if (shares) problems.shares = sharesProblemMessageId(shares);
  Object.assign(problems, priceFieldProblems(fields, form));
  const exit = (text: string) => (form.bracket && normalisePrice(text) !== '' ? priceProblem(text) : null);
  const tp = exit(form.takeProfit);
  if (tp) problems.takeProfit = exitPriceProblemMessageId(tp);
  const sl = exit(form.stopLoss);
  if (sl) problems.stopLoss = exitPriceProblemMessageId(sl);
  if (Object.keys(problems).length > 0) return { input: null, problems };

  const input: OrderInputValue = {
    symbol: form.symbol,
    orderType: form.orderType,
    direction: form.direction,
    shares: parseShares(form.shares) as number,
    leverage: form.leverage,
  };
  if (fields.limit) input.limitPrice = normalisePrice(form.limit);
  if (fields.stop) input.stopPrice = normalisePrice(form.stop);
  if (fields.trail) {
    if (form.trailMode === 'percent') input.trailPercent = decimal(form.trail);
    else input.trailAmount = decimal(form.trail);
  }
  if (fields.waits) input.timeInForce = form.timeInForce;
  if (form.bracket && normalisePrice(form.takeProfit) !== '') input.takeProfit = normalisePrice(form.takeProfit);
  if (form.bracket && normalisePrice(form.stopLoss) !== '') input.stopLoss = normalisePrice(form.stopLoss);
  return { input, problems };
}

// ---------- a position's take-profit and stop-loss ----------

/** A position's stop-loss: none, at a fixed price, or trailing by an amount or a percent. */
export type StopLossMode = 'none' | 'fixed' | 'trailAmount' | 'trailPercent';

export interface ProtectionForm {
  takeProfit: string;
  stopLossMode: StopLossMode;
  /** The fixed price, the trail amount or the trail percent, per the mode. */
  stopLoss: string;
}

export interface ProtectionValue {
  takeProfit: string | null;
  stopLoss: string | null;
  stopLossTrailAmount: string | null;
  stopLossTrailPercent: string | null;
}

/** The form a position's exits open with: what it has now. */
export function protectionFormOf(p: {
  takeProfit?: string | null;
  stopLoss?: string | null;
  stopLossTrailAmount?: string | null;
  stopLossTrailPercent?: string | null;
}): ProtectionForm {
  const plain = (v: string) => new Big(v).toFixed();
  if (p.stopLossTrailAmount)
    return { takeProfit: p.takeProfit ? plain(p.takeProfit) : '', stopLossMode: 'trailAmount', stopLoss: plain(p.stopLossTrailAmount) };
  if (p.stopLossTrailPercent)
    return { takeProfit: p.takeProfit ? plain(p.takeProfit) : '', stopLossMode: 'trailPercent', stopLoss: plain(p.stopLossTrailPercent) };
  return {
    takeProfit: p.takeProfit ? plain(p.takeProfit) : '',
    stopLossMode: p.stopLoss ? 'fixed' : 'none',
    stopLoss: p.stopLoss ? plain(p.stopLoss) : '',
  };
}

/**
 * A position's exits as setPositionProtection takes them (both, null for none), or null with each
 * field's problem. An empty take-profit is none; a stop-loss mode other than none needs its value.
 */
export function buildProtectionInput(form: ProtectionForm): {
  value: ProtectionValue | null;
  problems: Partial<Record<'takeProfit' | 'stopLoss', string>>;
} {
  const problems: Partial<Record<'takeProfit' | 'stopLoss', string>> = {};
  const tpText = normalisePrice(form.takeProfit);
  const tp = tpText === '' ? null : priceProblem(tpText);
  if (tp) problems.takeProfit = exitPriceProblemMessageId(tp);
  if (form.stopLossMode === 'fixed') {
    const p = priceProblem(form.stopLoss);
    if (p) problems.stopLoss = p === 'REQUIRED' ? 'trading.stopLossRequired' : exitPriceProblemMessageId(p);
  } else if (form.stopLossMode !== 'none') {
    const p = trailProblem(form.stopLoss, form.stopLossMode === 'trailPercent' ? 'percent' : 'amount');
    if (p) problems.stopLoss = trailProblemMessageId(p);
  }
  if (Object.keys(problems).length > 0) return { value: null, problems };
  const sl = form.stopLossMode === 'none' ? '' : decimal(form.stopLoss);
  return {
    value: {
      takeProfit: tpText === '' ? null : decimal(tpText),
      stopLoss: form.stopLossMode === 'fixed' ? sl : null,
      stopLossTrailAmount: form.stopLossMode === 'trailAmount' ? sl : null,
      stopLossTrailPercent: form.stopLossMode === 'trailPercent' ? sl : null,
    },
    problems,
  };
}

/** True when two exits are the same (both none, or the same numbers): saving would change nothing. */
export function sameProtection(a: ProtectionValue, b: ProtectionValue): boolean {
  const same = (x: string | null, y: string | null) => (x === null || y === null ? x === y : new Big(x).eq(y));
  return (
    same(a.takeProfit, b.takeProfit) &&
    same(a.stopLoss, b.stopLoss) &&
    same(a.stopLossTrailAmount, b.stopLossTrailAmount) &&
    same(a.stopLossTrailPercent, b.stopLossTrailPercent)
  );
}

// ---------- amending a pending order ----------

/** A pending order as the amend sheet starts from it. */
export interface AmendableOrder {
  orderType: string;
  shares: number;
  limitPrice?: string | null;
  stopPrice?: string | null;
  trailAmount?: string | null;
  trailPercent?: string | null;
  /** A stop-limit whose stop triggered rests as a limit: its stop can no longer change. */
  triggeredAt?: string | null;
}

export interface AmendForm {
  shares: string;
  limit: string;
  stop: string;
  trailMode: TrailMode;
  trail: string;
}

/** Which of an order's fields an amendment may change. */
export function amendableFields(order: AmendableOrder): { limit: boolean; stop: boolean; trail: boolean } {
  const f = fieldsOf(order.orderType);
  return { limit: f.limit, stop: f.stop && !order.triggeredAt, trail: f.trail };
}

export function amendFormOf(order: AmendableOrder): AmendForm {
  const plain = (v: string | null | undefined) => (v ? new Big(v).toFixed() : '');
  return {
    shares: String(order.shares),
    limit: plain(order.limitPrice),
    stop: plain(order.stopPrice),
    trailMode: order.trailPercent ? 'percent' : 'amount',
    trail: plain(order.trailPercent ?? order.trailAmount),
  };
}

export interface AmendValue {
  shares?: number;
  limitPrice?: string;
  stopPrice?: string;
  trailAmount?: string;
  trailPercent?: string;
}

/**
 * An amendment as amendOrder takes it: only what changed, and only fields the order has (the server
 * refuses the others). Null with the problems, or with `unchanged` when nothing would change.
 */
export function buildAmendInput(
  order: AmendableOrder,
  form: AmendForm,
  lotSize: number,
): { value: AmendValue | null; unchanged: boolean; problems: Partial<Record<'shares' | 'limit' | 'stop' | 'trail', string>> } {
  const fields = amendableFields(order);
  const problems: Partial<Record<'shares' | 'limit' | 'stop' | 'trail', string>> = {};
  const sp = sharesProblem(form.shares, lotSize);
  if (sp) problems.shares = sharesProblemMessageId(sp);
  Object.assign(problems, priceFieldProblems(fields, form));
  if (Object.keys(problems).length > 0) return { value: null, unchanged: false, problems };
  const differs = (text: string, current: string | null | undefined) => !current || !new Big(decimal(text)).eq(current);
  const value: AmendValue = {};
  const shares = parseShares(form.shares) as number;
  if (shares !== order.shares) value.shares = shares;
  if (fields.limit && differs(form.limit, order.limitPrice)) value.limitPrice = decimal(form.limit);
  if (fields.stop && differs(form.stop, order.stopPrice)) value.stopPrice = decimal(form.stop);
  if (fields.trail) {
    const current = form.trailMode === 'percent' ? order.trailPercent : order.trailAmount;
    if (differs(form.trail, current)) {
      if (form.trailMode === 'percent') value.trailPercent = decimal(form.trail);
      else value.trailAmount = decimal(form.trail);
    }
  }
  const unchanged = Object.keys(value).length === 0;
  return { value: unchanged ? null : value, unchanged, problems };
}
