import type Decimal from 'decimal.js';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { type AccountKind, type AccountRef, type PostingLine, platformShard } from '../ledger/ledger-rules';
import { type TickRule, UNITS_PER_ONE, tickUnitsAt } from '../market-data/quote-rules';
import { type ChargeLine, type TradeSide, cashDecimals } from './charges-rules';
import { TradingError } from './trading.errors';

// Pure calculations of trading: which side of the quote a fill takes, margin, profit and loss, the
// conversion to the settlement currency, stop-out thresholds, and the checks of an order's input.

export type Direction = 'long' | 'short';
export type Leg = 'open' | 'close';

export function directionSign(direction: Direction): 1 | -1 {
  return direction === 'long' ? 1 : -1;
}

/** Opening a long buys, closing it sells; a short opens with a sell and closes with a buy. */
export function tradeSide(direction: Direction, leg: Leg): TradeSide {
  return (direction === 'long') === (leg === 'open') ? 'buy' : 'sell';
}

/** Buys fill at the ask, sells at the bid. */
export function fillPrice(direction: Direction, leg: Leg, quote: { bid: Decimal; ask: Decimal }): Decimal {
  return tradeSide(direction, leg) === 'buy' ? quote.ask : quote.bid;
}

/** A waiting limit order fills once the side it trades at reaches the limit: ask ≤ limit to buy, bid ≥ limit to sell. */
export function limitCrossed(direction: Direction, limit: Decimal, quote: { bid: Decimal; ask: Decimal }): boolean {
  return direction === 'long' ? quote.ask.lte(limit) : quote.bid.gte(limit);
}

export function notional(price: Decimal, shares: number): Decimal {
  return price.times(shares);
}

/** Margin = notional ÷ leverage, rounded up to the currency's cash decimals (never less than the rule). */
export function marginFor(notionalValue: Decimal, leverage: number, currency: string): Decimal {
  return notionalValue.dividedBy(leverage).toDecimalPlaces(cashDecimals(currency), Money.ROUND_UP);
}

/** (exit − entry) × shares × direction, in the quote currency. */
export function grossPnl(direction: Direction, entry: Decimal, exit: Decimal, shares: number): Decimal {
  return exit.minus(entry).times(shares).times(directionSign(direction));
}

/**
 * Converting between a position's quote currency and the settlement currency (TWD positions settle in
 * USD). `mid` is quote units per settlement unit (USDTWD). The user always gets the side of the spread
 * against them, and the spread's cost is disclosed as a charge.
 */
export interface FxTerms {
  mid: Decimal;
  spreadBps: number;
}

export interface Converted {
  /** In the settlement currency, rounded to cents (up when the user pays, down when they receive). */
  amount: Decimal;
  /** The rate applied (quote units per settlement unit). */
  rate: Decimal;
  /** What the spread cost the user, in the settlement currency (≥ 0). */
  spread: Decimal;
}

export function convert(amountQuote: Decimal, fx: FxTerms | null, way: 'pay' | 'receive', settlementCurrency: string): Converted {
  const dp = cashDecimals(settlementCurrency);
  if (!fx) {
    const amount = amountQuote.toDecimalPlaces(dp, way === 'pay' ? Money.ROUND_UP : Money.ROUND_DOWN);
    return { amount, rate: new Money(1), spread: new Money(0) };
  }
  const s = new Money(fx.spreadBps).dividedBy(10_000);
  // Paying: fewer quote units per settlement unit (the user buys TWD dear); receiving: more.
  const rate = fx.mid.times(way === 'pay' ? new Money(1).minus(s) : new Money(1).plus(s)).toDecimalPlaces(8, Money.ROUND_HALF_EVEN);
  const amount = amountQuote.dividedBy(rate).toDecimalPlaces(dp, way === 'pay' ? Money.ROUND_UP : Money.ROUND_DOWN);
  const atMid = amountQuote.dividedBy(fx.mid);
  const spread = (way === 'pay' ? amount.minus(atMid) : atMid.minus(amount)).toDecimalPlaces(dp, Money.ROUND_HALF_UP);
  return { amount, rate, spread: Money.max(spread, 0) };
}

/** Equity of a position: its margin plus its profit or loss so far (quote currency). */
export function equity(marginQuote: Decimal, pnl: Decimal): Decimal {
  return marginQuote.plus(pnl);
}

/** The equity at which a position is closed out: `closeOutRatio` of its margin (ESMA's 50% rule by default). */
export function maintenanceMargin(marginQuote: Decimal, closeOutRatio: Decimal): Decimal {
  return marginQuote.times(closeOutRatio);
}

/** Positions the risk job watches: leveraged ones and shorts (a short's loss has no floor). */
export function isWatched(direction: Direction, leverage: number): boolean {
  return leverage > 1 || direction === 'short';
}

export function shouldStopOut(marginQuote: Decimal, pnl: Decimal, closeOutRatio: Decimal): boolean {
  return equity(marginQuote, pnl).lte(maintenanceMargin(marginQuote, closeOutRatio));
}

/**
 * Near stop-out: equity at or below `warningRatio` of the margin but still above the close-out level (at
 * or below that, the position is stopped out instead). The owner is warned once.
 */
export function nearStopOut(marginQuote: Decimal, pnl: Decimal, warningRatio: Decimal, closeOutRatio: Decimal): boolean {
  return shouldStopOut(marginQuote, pnl, warningRatio) && !shouldStopOut(marginQuote, pnl, closeOutRatio);
}

/**
 * The price (of the side the position closes at) where equity meets the maintenance margin:
 * entry − sign × margin × (1 − ratio) ÷ shares. A long is stopped at or below it, a short at or above.
 */
export function stopOutPrice(direction: Direction, entry: Decimal, shares: number, marginQuote: Decimal, closeOutRatio: Decimal): Decimal {
  const move = marginQuote.times(new Money(1).minus(closeOutRatio)).dividedBy(shares);
  const price = direction === 'long' ? entry.minus(move) : entry.plus(move);
  return Money.max(price, 0).toDecimalPlaces(4, direction === 'long' ? Money.ROUND_UP : Money.ROUND_DOWN);
}

export interface CloseSettlement {
  /** What returns to the user's available cash (settlement currency), never below zero. */
  proceeds: Decimal;
  /** A loss beyond the margin, which the platform bears (negative balance protection). */
  lossAbsorbed: Decimal;
}

/**
 * Closing: the margin comes back with the profit (or less the loss) and less the closing charges. A
 * retail client never owes more than the margin (ESMA negative balance protection): a shortfall is the
 * platform's.
 */
export function settleClose(margin: Decimal, pnlSettlement: Decimal, closeCharges: Decimal): CloseSettlement {
  const raw = margin.plus(pnlSettlement).minus(closeCharges);
  return raw.gte(0) ? { proceeds: raw, lossAbsorbed: new Money(0) } : { proceeds: new Money(0), lossAbsorbed: raw.neg() };
}

/** Same trading day in the market's calendar: a day trade (Taiwan's reduced tax rate). */
export function isDayTrade(openTradeDate: string, closeTradeDate: string): boolean {
  return openTradeDate === closeTradeDate;
}

export function sumCharges(lines: readonly { amount: Decimal }[]): Decimal {
  return lines.reduce((sum, l) => sum.plus(l.amount), new Money(0));
}

/** Charges in the quote currency converted for the user to pay, line by line (what the ledger posts). */
export function chargesInSettlement(lines: readonly ChargeLine[], fx: FxTerms | null, settlementCurrency: string) {
  return lines.map((l) => ({ ...l, settlementAmount: convert(l.amount, fx, 'pay', settlementCurrency).amount }));
}

// ---- input checks ----

export function checkShares(shares: number, lotSize: number, maxShares: number): number {
  if (!Number.isSafeInteger(shares) || shares <= 0) throw new DomainError(TradingError.SHARES_INVALID);
  if (shares % lotSize !== 0) throw new DomainError(TradingError.SHARES_NOT_LOT_MULTIPLE, { lotSize: String(lotSize) });
  if (shares > maxShares) throw new DomainError(TradingError.ORDER_TOO_LARGE, { max: String(maxShares) });
  return shares;
}

export function checkLeverage(leverage: number, allowed: readonly number[]): number {
  if (!Number.isInteger(leverage) || !allowed.includes(leverage)) {
    throw new DomainError(TradingError.LEVERAGE_NOT_ALLOWED, { allowed: allowed.join(', ') });
  }
  return leverage;
}

/** A limit price: positive, at most four decimals, on the instrument's tick grid at that price. */
export function checkLimitPrice(price: Decimal | null | undefined, tickRule: TickRule, fixedTickUnits: number): Decimal {
  if (!price || !price.isFinite() || price.lte(0) || price.gt(1_000_000_000)) throw new DomainError(TradingError.LIMIT_PRICE_INVALID);
  if (price.decimalPlaces() > 4) throw new DomainError(TradingError.LIMIT_PRICE_OFF_TICK);
  const units = price.times(UNITS_PER_ONE).toNumber();
  const tick = tickUnitsAt(tickRule, fixedTickUnits, units);
  if (units % tick !== 0)
    throw new DomainError(TradingError.LIMIT_PRICE_OFF_TICK, { tick: new Money(tick).dividedBy(UNITS_PER_ONE).toFixed() });
  return price;
}

// ---- the figures of opening and closing, shown before confirm and recorded after ----

/** A charge as shown and stored: in the quote currency, and what it costs in the settlement currency. */
export interface PricedCharge {
  kind: ChargeLine['kind'] | 'FX_SPREAD';
  basis: string;
  /** Quote currency (FX_SPREAD: settlement currency). */
  amount: Decimal;
  currency: string;
  /** Settlement currency at the mid rate (FX_SPREAD: the spread's cost). */
  settlementAmount: Decimal;
}

function priceCharges(lines: readonly ChargeLine[], fx: FxTerms | null, quoteCurrency: string, settlementCurrency: string): PricedCharge[] {
  const dp = cashDecimals(settlementCurrency);
  return lines.map((l) => ({
    kind: l.kind,
    basis: l.basis,
    amount: l.amount,
    currency: quoteCurrency,
    settlementAmount: fx ? l.amount.dividedBy(fx.mid).toDecimalPlaces(dp, Money.ROUND_HALF_UP) : l.amount,
  }));
}

function settlementSum(lines: readonly PricedCharge[]): Decimal {
  return lines.reduce((sum, l) => sum.plus(l.settlementAmount), new Money(0));
}

function fxSpreadLine(cost: Decimal, fx: FxTerms, settlementCurrency: string): PricedCharge {
  return {
    kind: 'FX_SPREAD',
    basis: `${fx.spreadBps} bps`,
    amount: cost,
    currency: settlementCurrency,
    settlementAmount: cost,
  };
}

export interface OpenFigures {
  price: Decimal;
  notional: Decimal;
  marginQuote: Decimal;
  /** Margin in the settlement currency (converted at the paying rate where the currencies differ). */
  margin: Decimal;
  fxRate: Decimal | null;
  charges: PricedCharge[];
  /** Every opening charge in the settlement currency, FX spread included. */
  chargesTotal: Decimal;
  /** Margin + charges: what leaves the user's available cash. */
  totalCost: Decimal;
}

export function openFigures(o: {
  price: Decimal;
  shares: number;
  leverage: number;
  chargeLines: readonly ChargeLine[];
  fx: FxTerms | null;
  quoteCurrency: string;
  settlementCurrency: string;
}): OpenFigures {
  const n = notional(o.price, o.shares);
  const marginQuote = marginFor(n, o.leverage, o.quoteCurrency);
  const margin = convert(marginQuote, o.fx, 'pay', o.settlementCurrency);
  const charges = priceCharges(o.chargeLines, o.fx, o.quoteCurrency, o.settlementCurrency);
  const quoteTotal = sumCharges(o.chargeLines);
  let chargesTotal = settlementSum(charges);
  if (o.fx) {
    const paid = convert(quoteTotal, o.fx, 'pay', o.settlementCurrency).amount;
    const spread = Money.max(paid.minus(chargesTotal), 0);
    charges.push(fxSpreadLine(spread, o.fx, o.settlementCurrency));
    chargesTotal = chargesTotal.plus(spread);
  }
  return {
    price: o.price,
    notional: n,
    marginQuote,
    margin: margin.amount,
    fxRate: o.fx ? margin.rate : null,
    charges,
    chargesTotal,
    totalCost: margin.amount.plus(chargesTotal),
  };
}

export interface CloseFigures {
  price: Decimal;
  /** (exit − entry) × shares × direction, quote currency. */
  grossPnlQuote: Decimal;
  /** The same in the settlement currency at the mid rate. */
  grossPnl: Decimal;
  fxRate: Decimal | null;
  charges: PricedCharge[];
  chargesTotal: Decimal;
  proceeds: Decimal;
  lossAbsorbed: Decimal;
  /** What the round trip made or lost, all charges counted: proceeds − margin − opening charges. */
  netProfit: Decimal;
}

export function closeFigures(o: {
  direction: Direction;
  entryPrice: Decimal;
  price: Decimal;
  shares: number;
  margin: Decimal;
  openChargesTotal: Decimal;
  chargeLines: readonly ChargeLine[];
  fx: FxTerms | null;
  quoteCurrency: string;
  settlementCurrency: string;
}): CloseFigures {
  const dp = cashDecimals(o.settlementCurrency);
  const pnlQuote = grossPnl(o.direction, o.entryPrice, o.price, o.shares);
  const charges = priceCharges(o.chargeLines, o.fx, o.quoteCurrency, o.settlementCurrency);
  let chargesTotal = settlementSum(charges);
  let pnl: Decimal;
  if (o.fx) {
    const mid = pnlQuote.dividedBy(o.fx.mid).toDecimalPlaces(dp, Money.ROUND_HALF_UP);
    // A profit is received at the receiving rate, a loss paid at the paying rate; charges are paid.
    const applied = pnlQuote.gte(0)
      ? convert(pnlQuote, o.fx, 'receive', o.settlementCurrency).amount
      : convert(pnlQuote.neg(), o.fx, 'pay', o.settlementCurrency).amount.neg();
    const chargesPaid = convert(sumCharges(o.chargeLines), o.fx, 'pay', o.settlementCurrency).amount;
    const spread = Money.max(mid.minus(applied).plus(chargesPaid.minus(chargesTotal)), 0);
    charges.push(fxSpreadLine(spread, o.fx, o.settlementCurrency));
    chargesTotal = chargesTotal.plus(spread);
    pnl = mid;
  } else {
    pnl = pnlQuote.toDecimalPlaces(dp, Money.ROUND_HALF_UP);
  }
  const { proceeds, lossAbsorbed } = settleClose(o.margin, pnl, chargesTotal);
  return {
    price: o.price,
    grossPnlQuote: pnlQuote,
    grossPnl: pnl,
    fxRate: o.fx ? convert(new Money(1), o.fx, pnlQuote.gte(0) ? 'receive' : 'pay', o.settlementCurrency).rate : null,
    charges,
    chargesTotal,
    proceeds,
    lossAbsorbed,
    netProfit: proceeds.minus(o.margin).minus(o.openChargesTotal),
  };
}

// ---- what a limit order holds, and the ledger postings of opening and closing ----

/**
 * What a waiting limit order holds: its total cost, plus, in a converted market, a buffer of
 * `bufferBps` for the FX rate moving before it fills (rounded up to the cent).
 */
export function limitHold(totalCost: Decimal, fx: FxTerms | null, bufferBps: number): Decimal {
  if (!fx) return totalCost;
  return totalCost.times(new Money(1).plus(new Money(bufferBps).dividedBy(10_000))).toDecimalPlaces(2, Money.ROUND_UP);
}

/** The platform's side of a user's trade: its account of `kind`, on the shard the user's id picks. */
export function platformAccount(kind: AccountKind, currency: string, userId: string): AccountRef {
  return { ownerId: null, currency, kind, shard: platformShard(userId) };
}

const TAXES: ReadonlySet<PricedCharge['kind']> = new Set(['TRANSACTION_TAX', 'FINANCIAL_TRANSACTION_TAX']);

/** Postings of charges (settlement amounts): taxes to tax payable, everything else (FX spread included) to fee income. */
export function chargePostings(lines: readonly PricedCharge[], currency: string, userId: string): PostingLine[] {
  let fees = new Money(0);
  let taxes = new Money(0);
  for (const l of lines) {
    if (TAXES.has(l.kind)) taxes = taxes.plus(l.settlementAmount);
    else fees = fees.plus(l.settlementAmount);
  }
  const out: PostingLine[] = [];
  if (fees.gt(0)) out.push({ account: platformAccount('fee_income', currency, userId), amount: fees });
  if (taxes.gt(0)) out.push({ account: platformAccount('tax_payable', currency, userId), amount: taxes });
  return out;
}

/** Where an opening fill's money goes: the margin to the user's margin account, the charges to the platform. */
export function openDestinations(
  userId: string,
  currency: string,
  f: { margin: Decimal; charges: readonly PricedCharge[] },
): PostingLine[] {
  return [
    { account: { ownerId: userId, currency, kind: 'user_margin' }, amount: f.margin },
    ...chargePostings(f.charges, currency, userId),
  ];
}

/**
 * The journal entry of a close: the margin leaves the user's margin account, the proceeds (if any)
 * reach their available cash, the charges go to the platform, and the platform's trading counterparty
 * takes the difference (it pays a profit, receives a loss, and bears a loss past the margin).
 */
export function closePostings(c: {
  userId: string;
  currency: string;
  margin: Decimal;
  proceeds: Decimal;
  charges: readonly PricedCharge[];
}): PostingLine[] {
  const postings: PostingLine[] = [{ account: { ownerId: c.userId, currency: c.currency, kind: 'user_margin' }, amount: c.margin.neg() }];
  if (c.proceeds.gt(0)) postings.push({ account: { ownerId: c.userId, currency: c.currency, kind: 'user_available' }, amount: c.proceeds });
  postings.push(...chargePostings(c.charges, c.currency, c.userId));
  const counterparty = postings.reduce((sum, l) => sum.minus(l.amount), new Money(0));
  if (!counterparty.isZero())
    postings.push({ account: platformAccount('trading_counterparty', c.currency, c.userId), amount: counterparty });
  return postings;
}
