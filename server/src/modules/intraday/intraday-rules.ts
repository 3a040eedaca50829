import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';

// The declared rule of the automated intraday strategy ("AI Trading 5.0"), as pure functions: the risk
// assessment, the ATR, the fixed-fractional sizing and the decision of each step. No projection, no
// backtest: nothing here estimates a return.

export type RiskBand = 'low' | 'medium' | 'high';

export type RejectReason =
  | 'INSUFFICIENT_BALANCE'
  | 'EXPOSURE_LIMIT'
  | 'VOLATILITY_TOO_HIGH'
  | 'INSUFFICIENT_HISTORY'
  | 'LIQUIDITY_TOO_LOW'
  | 'CONCENTRATION_TOO_HIGH'
  | 'NO_SESSION_TODAY';

/** The published terms of the strategy (shown on the description page, exactly these figures). */
export const STRATEGY_TERMS = {
  /** Smallest and largest amount of one application (whole units of the settlement currency). */
  minAmount: new Money(100),
  maxAmount: new Money(100_000),
  /** Most money a user may have in running strategies at once, per currency, and how many at once. */
  maxExposure: new Money(200_000),
  maxActive: 3,
  /** Daily bars the ATR and the average volume are taken over. */
  atrPeriod: 14,
  volumePeriod: 20,
  /** ATR as a share of the last close: below `lowBelow` is low risk, below `mediumBelow` medium, up to `maxAtrShare` high. */
  lowBelow: new Money('0.02'),
  mediumBelow: new Money('0.04'),
  maxAtrShare: new Money('0.08'),
  /** The stock must trade at least this many shares a day on average, and the amount be at most this share of a day's value. */
  minAvgVolume: new Money(100_000),
  maxShareOfDailyValue: new Money('0.01'),
  /** The amount may be at most this share of the user's cash in that currency (available + frozen). */
  maxConcentration: new Money('0.5'),
  /** Share of the strategy's current cash risked on one trade, by risk band. */
  riskPerTrade: { low: new Money('0.01'), medium: new Money('0.0075'), high: new Money('0.005') } as Record<RiskBand, Decimal>,
  /** The stop is k × ATR below the entry; the target twice that distance above it. */
  stopAtrMultiple: new Money('0.5'),
  targetMultiple: new Money(2),
  /** The opening range: the session's first minutes. */
  openingRangeMinutes: 15,
  /** No new entry in the session's last minutes, and at most this many entries a day. */
  entryCutoffMinutes: 60,
  maxEntriesPerDay: 3,
  /** The daily loss limit: realised plus open result (after charges) at or below −limit × amount stops the day. */
  dailyLossLimit: new Money('0.02'),
} as const;

export interface DailyBar {
  high: string;
  low: string;
  close: string;
  volume: string;
}

/** Average true range over the last `period` sessions (needs period + 1 bars, oldest first); null when short. */
export function averageTrueRange(bars: readonly DailyBar[], period: number): Decimal | null {
  if (bars.length < period + 1) return null;
  const recent = bars.slice(-(period + 1));
  let sum = new Money(0);
  for (let i = 1; i < recent.length; i++) {
    const h = new Money(recent[i].high);
    const l = new Money(recent[i].low);
    const prevClose = new Money(recent[i - 1].close);
    sum = sum.plus(Money.max(h.minus(l), h.minus(prevClose).abs(), l.minus(prevClose).abs()));
  }
  return sum.dividedBy(period).toDecimalPlaces(4, Money.ROUND_HALF_UP);
}

/** Average daily volume over the last `period` sessions (all there are when fewer); null without bars. */
export function averageVolume(bars: readonly DailyBar[], period: number): Decimal | null {
  if (bars.length === 0) return null;
  const recent = bars.slice(-period);
  return recent
    .reduce((s, b) => s.plus(b.volume), new Money(0))
    .dividedBy(recent.length)
    .toDecimalPlaces(0, Money.ROUND_DOWN);
}

export interface AssessmentInput {
  amount: Decimal;
  available: Decimal;
  frozen: Decimal;
  /** Amounts of the user's running strategies in this currency, and how many there are. */
  exposure: Decimal;
  activeCount: number;
  /** Completed daily bars before today, oldest first. */
  dailyBars: readonly DailyBar[];
  /** The stock's market has a session today with time left to enter. */
  sessionAvailable: boolean;
}

export interface Assessment {
  reasons: RejectReason[];
  band: RiskBand | null;
  figures: {
    atr: string | null;
    lastClose: string | null;
    atrShare: string | null;
    avgVolume: string | null;
    avgDailyValue: string | null;
    concentration: string | null;
  };
}

/** The automated risk assessment: every reason that applies, or a risk band when none does. */
export function assess(i: AssessmentInput): Assessment {
  const t = STRATEGY_TERMS;
  const reasons: RejectReason[] = [];
  if (!i.sessionAvailable) reasons.push('NO_SESSION_TODAY');
  if (i.available.lt(i.amount)) reasons.push('INSUFFICIENT_BALANCE');
  if (i.activeCount >= t.maxActive || i.exposure.plus(i.amount).gt(t.maxExposure)) reasons.push('EXPOSURE_LIMIT');
  const cash = i.available.plus(i.frozen);
  const concentration = cash.gt(0) ? i.amount.dividedBy(cash).toDecimalPlaces(4, Money.ROUND_UP) : null;
  if (concentration?.gt(t.maxConcentration)) reasons.push('CONCENTRATION_TOO_HIGH');
  const atr = averageTrueRange(i.dailyBars, t.atrPeriod);
  const last = i.dailyBars.at(-1);
  const lastClose = last ? new Money(last.close) : null;
  const atrShare = atr && lastClose?.gt(0) ? atr.dividedBy(lastClose).toDecimalPlaces(6, Money.ROUND_HALF_UP) : null;
  const avgVolume = averageVolume(i.dailyBars, t.volumePeriod);
  const avgDailyValue = avgVolume && lastClose ? avgVolume.times(lastClose).toDecimalPlaces(2, Money.ROUND_DOWN) : null;
  if (atrShare === null) reasons.push('INSUFFICIENT_HISTORY');
  else if (atrShare.gt(t.maxAtrShare)) reasons.push('VOLATILITY_TOO_HIGH');
  if (avgVolume !== null && (avgVolume.lt(t.minAvgVolume) || (avgDailyValue && i.amount.gt(avgDailyValue.times(t.maxShareOfDailyValue)))))
    reasons.push('LIQUIDITY_TOO_LOW');
  const band: RiskBand | null =
    reasons.length > 0 || atrShare === null ? null : atrShare.lt(t.lowBelow) ? 'low' : atrShare.lt(t.mediumBelow) ? 'medium' : 'high';
  const s = (d: Decimal | null) => d?.toFixed() ?? null;
  return {
    reasons,
    band,
    figures: {
      atr: s(atr),
      lastClose: s(lastClose),
      atrShare: s(atrShare),
      avgVolume: s(avgVolume),
      avgDailyValue: s(avgDailyValue),
      concentration: s(concentration),
    },
  };
}

/**
 * Stop and target of a long entry at `price`: k × ATR below, twice that above, written on the
 * instrument's price decimals there (`decimals`, its tick's): the stop rounded down and the target up,
 * which triggers on exactly the same quotes (every quote is on the grid) and reads like every other price.
 */
export function stopAndTarget(price: Decimal, atr: Decimal, decimals = 4): { stop: Decimal; target: Decimal } {
  const distance = atr.times(STRATEGY_TERMS.stopAtrMultiple);
  return {
    stop: price.minus(distance).toDecimalPlaces(decimals, Money.ROUND_DOWN),
    target: price.plus(distance.times(STRATEGY_TERMS.targetMultiple)).toDecimalPlaces(decimals, Money.ROUND_UP),
  };
}

/**
 * Fixed-fractional sizing: shares such that a stop at k × ATR loses at most the band's share of the
 * strategy's cash, and never more shares than the cash pays for with every charge (`costOf`).
 */
export function sizeEntry(s: {
  cash: Decimal;
  band: RiskBand;
  atr: Decimal;
  ask: Decimal;
  maxShares: number;
  costOf: (shares: number) => Decimal;
}): number {
  const risk = s.cash.times(STRATEGY_TERMS.riskPerTrade[s.band]);
  const distance = s.atr.times(STRATEGY_TERMS.stopAtrMultiple);
  if (distance.lte(0) || s.ask.lte(0)) return 0;
  let shares = Math.min(risk.dividedBy(distance).floor().toNumber(), s.cash.dividedBy(s.ask).floor().toNumber(), s.maxShares);
  while (shares > 0 && s.costOf(shares).gt(s.cash)) shares--;
  return Math.max(0, shares);
}

/** The opening range (highest high, lowest low) of the minute bars given. */
export function openingRange(bars: ReadonlyArray<{ high: string; low: string }>): { high: Decimal; low: Decimal } | null {
  if (bars.length === 0) return null;
  let high = new Money(bars[0].high);
  let low = new Money(bars[0].low);
  for (const b of bars) {
    high = Money.max(high, b.high);
    low = Money.min(low, b.low);
  }
  return { high, low };
}

export type Phase = 'waiting' | 'watching' | 'holding' | 'halted' | 'finished';

export interface StepState {
  phase: Phase;
  amount: Decimal;
  realisedNet: Decimal;
  entries: number;
  rangeHigh: Decimal | null;
  stopPrice: Decimal | null;
  targetPrice: Decimal | null;
  lastSignalBar: Date | null;
}

export interface StepContext {
  now: Date;
  session: { open: Date; close: Date };
  /** Seconds before the close by which the strategy is flat (the end-of-day rule's lead). */
  flatLeadSeconds: number;
  /** The last completed minute bar after the opening range, if any. */
  lastBar: { at: Date; close: Decimal } | null;
  /** A fresh quote while the market is open; null when stale or closed (nothing is decided on it). */
  bid: Decimal | null;
  /** Net result of the open position at the bid after its charges (null when flat). */
  openNet: Decimal | null;
}

export type StepAction =
  | { kind: 'none' }
  | { kind: 'range' }
  | { kind: 'enter'; barAt: Date }
  | { kind: 'exit'; reason: 'stop' | 'target' | 'loss_limit' | 'session_end' }
  | { kind: 'finish' };

/** The one deterministic decision of a step. */
export function decideStep(s: StepState, c: StepContext): StepAction {
  if (s.phase === 'finished') return { kind: 'none' };
  const flatAt = c.session.close.getTime() - c.flatLeadSeconds * 1000;
  const past = c.now.getTime() >= flatAt;
  const limit = s.amount.times(STRATEGY_TERMS.dailyLossLimit).neg();
  if (s.phase === 'holding') {
    if (c.bid === null) return { kind: 'none' }; // no fresh quote: nothing fills, the engine waits
    if (past) return { kind: 'exit', reason: 'session_end' };
    if (c.openNet !== null && s.realisedNet.plus(c.openNet).lte(limit)) return { kind: 'exit', reason: 'loss_limit' };
    if (s.stopPrice && c.bid.lte(s.stopPrice)) return { kind: 'exit', reason: 'stop' };
    if (s.targetPrice && c.bid.gte(s.targetPrice)) return { kind: 'exit', reason: 'target' };
    return { kind: 'none' };
  }
  if (past) return { kind: 'finish' };
  if (s.phase === 'halted') return { kind: 'none' };
  const rangeEnd = c.session.open.getTime() + STRATEGY_TERMS.openingRangeMinutes * 60_000;
  if (s.phase === 'waiting') return c.now.getTime() >= rangeEnd ? { kind: 'range' } : { kind: 'none' };
  // watching: a breakout of the opening range's high on a completed bar, before the entry cut-off.
  if (c.bid === null || !s.rangeHigh || !c.lastBar) return { kind: 'none' };
  if (s.entries >= STRATEGY_TERMS.maxEntriesPerDay) return { kind: 'none' };
  if (s.realisedNet.lte(limit)) return { kind: 'none' };
  if (c.now.getTime() >= c.session.close.getTime() - STRATEGY_TERMS.entryCutoffMinutes * 60_000) return { kind: 'none' };
  if (s.lastSignalBar && c.lastBar.at.getTime() <= s.lastSignalBar.getTime()) return { kind: 'none' };
  return c.lastBar.close.gt(s.rangeHigh) ? { kind: 'enter', barAt: c.lastBar.at } : { kind: 'none' };
}
