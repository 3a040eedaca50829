import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';
import { cashDecimals } from '../trading/charges-rules';
import { type Direction, convert, settleClose } from '../trading/trading-rules';

// The arithmetic of corporate actions on a position, pure and exact (decimal.js): which positions a
// dividend is owed to, what it pays after withholding, and what a split does to shares, entry price and
// margin, with the fraction paid out as cash in lieu. The service applies these under the user's lock.

/**
 * Owed a dividend (or, short, owing it): opened before the ex-date began in the market's time zone and
 * still open when it began. A position opened on the ex-date bought the share without its dividend.
 */
export function entitled(p: { openedAt: Date; closedAt: Date | null }, exStart: Date): boolean {
  return p.openedAt.getTime() < exStart.getTime() && (p.closedAt === null || p.closedAt.getTime() >= exStart.getTime());
}

export interface DividendFigures {
  /** shares × amount per share, in the dividend's currency, exact. */
  grossDividendCurrency: Decimal;
  /** The same in the settlement currency at the server's mid rate, exact. */
  grossExact: Decimal;
  /** Rounded down to the cent: what moves. */
  gross: Decimal;
  /** What rounding down left (< 1 cent), recorded. */
  remainder: Decimal;
  /** Withheld on a long (rounded half up to the cent); a short pays the gross and withholds nothing. */
  withholding: Decimal;
  /** Credited to a long (gross − withholding); debited from a short (the gross). */
  net: Decimal;
}

/**
 * A dividend on `shares`: `fxMid` is dividend-currency units per settlement unit (null when they are the
 * same currency); `rate` the withholding rate in force (ignored for a short, which pays the lender the
 * full dividend).
 */
export function dividendFigures(o: {
  direction: Direction;
  shares: number;
  perShare: Decimal;
  fxMid: Decimal | null;
  settlementCurrency: string;
  rate: Decimal;
}): DividendFigures {
  const dp = cashDecimals(o.settlementCurrency);
  const grossDividendCurrency = o.perShare.times(o.shares);
  const grossExact = o.fxMid ? grossDividendCurrency.dividedBy(o.fxMid).toDecimalPlaces(10, Money.ROUND_DOWN) : grossDividendCurrency;
  const gross = grossExact.toDecimalPlaces(dp, Money.ROUND_DOWN);
  const remainder = grossExact.minus(gross);
  const withholding = o.direction === 'long' ? gross.times(o.rate).toDecimalPlaces(dp, Money.ROUND_HALF_UP) : new Money(0);
  return { grossDividendCurrency, grossExact, gross, remainder, withholding, net: gross.minus(withholding) };
}

/** A split's ratio: `from` old shares become `to` new ones (3-for-2: from 2, to 3; 1-for-10: from 10, to 1). */
export interface SplitRatio {
  from: Decimal;
  to: Decimal;
}

/** A price after the split, on the 4-decimal grid prices are stored on. */
export function splitPrice(price: Decimal, r: SplitRatio): Decimal {
  return price.times(r.from).dividedBy(r.to).toDecimalPlaces(4, Money.ROUND_HALF_UP);
}

/** Whole shares after the split and the fraction left over (paid as cash in lieu). */
export function splitShares(shares: number, r: SplitRatio): { shares: number; fraction: Decimal } {
  const exact = new Money(shares).times(r.to).dividedBy(r.from);
  const whole = exact.floor();
  return { shares: whole.toNumber(), fraction: exact.minus(whole).toDecimalPlaces(6, Money.ROUND_DOWN) };
}

export interface SplitFigures {
  sharesAfter: number;
  fraction: Decimal;
  entryPriceAfter: Decimal;
  marginAfter: Decimal;
  marginQuoteAfter: Decimal;
  /** The fraction's share of the margin, returned (settlement currency). */
  releasedMargin: Decimal;
  /** The close in post-split terms, the price the fraction is taken at (null without a fraction). */
  closeAfter: Decimal | null;
  /** The fraction's profit or loss at that close (quote currency, exact). */
  pnlQuote: Decimal;
  /** The same in the settlement currency (a profit rounded down, a loss up; no FX charge). */
  pnl: Decimal;
  /** Cash paid for the fraction: its margin back plus its profit or less its loss (never below zero). */
  cashInLieu: Decimal;
  /** A loss on the fraction beyond its margin, which the platform bears (as on any close). */
  lossAbsorbed: Decimal;
}

/**
 * A split on one position: shares × ratio (whole shares kept), entry price ÷ ratio, the margin kept in
 * proportion to the whole shares; the fraction is closed at `close` (the last close before the split, in
 * pre-split terms), so the position's value plus the cash equals its value before. `close` is needed
 * only when there is a fraction.
 */
export function splitFigures(o: {
  direction: Direction;
  shares: number;
  entryPrice: Decimal;
  margin: Decimal;
  marginQuote: Decimal;
  ratio: SplitRatio;
  close: Decimal | null;
  fxMid: Decimal | null;
  settlementCurrency: string;
}): SplitFigures {
  const { shares: sharesAfter, fraction } = splitShares(o.shares, o.ratio);
  const exactAfter = new Money(o.shares).times(o.ratio.to).dividedBy(o.ratio.from);
  const entryPriceAfter = splitPrice(o.entryPrice, o.ratio);
  if (fraction.isZero()) {
    return {
      sharesAfter,
      fraction,
      entryPriceAfter,
      marginAfter: o.margin,
      marginQuoteAfter: o.marginQuote,
      releasedMargin: new Money(0),
      closeAfter: null,
      pnlQuote: new Money(0),
      pnl: new Money(0),
      cashInLieu: new Money(0),
      lossAbsorbed: new Money(0),
    };
  }
  if (!o.close) throw new Error('a split with a fraction needs the last close');
  const dp = cashDecimals(o.settlementCurrency);
  const kept = new Money(sharesAfter).dividedBy(exactAfter);
  const marginAfter = o.margin.times(kept).toDecimalPlaces(dp, Money.ROUND_HALF_UP);
  const marginQuoteAfter = o.marginQuote.times(kept).toDecimalPlaces(4, Money.ROUND_HALF_UP);
  const releasedMargin = o.margin.minus(marginAfter);
  // The fraction in pre-split shares is fraction × from / to; its profit is that × (close − entry).
  const preSplitShares = fraction.times(o.ratio.from).dividedBy(o.ratio.to);
  const sign = o.direction === 'long' ? 1 : -1;
  const pnlQuote = o.close.minus(o.entryPrice).times(preSplitShares).times(sign);
  const noSpread = o.fxMid ? { mid: o.fxMid, spreadBps: 0 } : null;
  const pnl = pnlQuote.gte(0)
    ? convert(pnlQuote, noSpread, 'receive', o.settlementCurrency).amount
    : convert(pnlQuote.neg(), noSpread, 'pay', o.settlementCurrency).amount.neg();
  const { proceeds, lossAbsorbed } = settleClose(releasedMargin, pnl, new Money(0));
  return {
    sharesAfter,
    fraction,
    entryPriceAfter,
    marginAfter,
    marginQuoteAfter,
    releasedMargin,
    closeAfter: splitPrice(o.close, o.ratio),
    pnlQuote,
    pnl,
    cashInLieu: proceeds,
    lossAbsorbed,
  };
}

/** A resting order's shares after a split (whole shares; none left means the order is cancelled). */
export function splitOrderShares(shares: number, r: SplitRatio): number {
  return splitShares(shares, r).shares;
}
