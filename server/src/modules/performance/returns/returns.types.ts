import type { Money } from '../../../shared/money';

/** A calendar day, 'YYYY-MM-DD'. Returns are measured from one day's close to another's. */
export type IsoDay = string;

/** The account's whole value at the day's close, in the display currency (cash of every currency + positions). */
export interface Valuation {
  day: IsoDay;
  value: Money;
}

/**
 * Money crossing the account's boundary: deposits positive, withdrawals negative, in the display currency.
 *
 * Only these are neutralised by the time-weighted return. Everything else is return:
 * - dividends, interest, fund distributions, charges and taxes move money between the positions and the
 *   account's own cash, so they change the valuation and must count as gain or loss (figures net of charges);
 * - an FX transfer between the user's own currencies (EUR cash → USD cash) has both legs inside the account:
 *   the valuation already holds both, so it is not a flow. Recording its legs as a withdrawal and a deposit
 *   would be harmless only by luck (they net to zero the same day); any spread it costs is a charge, i.e. a loss.
 */
export interface ExternalFlow {
  day: IsoDay;
  amount: Money;
}

/** A dated amount for XIRR, from the investor's view: money paid in negative, money received positive. */
export interface Cashflow {
  day: IsoDay;
  amount: Money;
}

/** One point of the chart: 100 × the cumulative growth factor at the day's close. */
export interface IndexPoint {
  day: IsoDay;
  value: Money;
}

export interface TwrResult {
  from: IsoDay;
  to: IsoDay;
  /** The last valuation day on or before `to`: the chain cannot reach past it. */
  endDay: IsoDay;
  /** Account value at the close of `from` (last close on or before it, plus flows since). */
  startValue: Money;
  endValue: Money;
  /** Sum of external flows in (from, endDay]. */
  netFlows: Money;
  /** Cumulative return as a fraction (0.1 = 10 %); null when no sub-period had money to measure. */
  value: Money | null;
  /** Number of sub-periods chained, and of those left out because there was no money at work. */
  subPeriods: number;
  skippedPeriods: number;
  /** 100 at `from`, then one point per valuation day in (from, endDay]. */
  index: IndexPoint[];
}

export interface MwrResult {
  from: IsoDay;
  to: IsoDay;
  startValue: Money;
  endValue: Money;
  /** Sum of external flows in (from, to]. */
  netFlows: Money;
  /** The XIRR input: −start value, −each flow, +end value. */
  cashflows: Cashflow[];
  /** XIRR: the annual rate (Actual/365); null when undefined (no money, all flows one sign, no time). */
  annual: Money | null;
  /** The same rate over the period's length: (1 + annual)^(days/365) − 1. */
  period: Money | null;
  days: number;
}
