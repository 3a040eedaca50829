import { DAILY_LIMIT, type Session, lastSession, sessionOn, sessionsBetween } from '../../calendar/calendar-rules';
import { addDays } from '../../calendar/time-zone';
import { MarketCode } from '../../market-code';
import { type PriceLimits, type TickRule, clampToLimits, limitPrices, roundToTick, tickUnitsAt } from '../../quote-rules';
import { type Rng, rngFor, uniformFor } from './rng';

// The simulator: a seeded jump-diffusion per instrument. Each session's randomness comes only from
// (symbol, trade date, seed), so any day can be recomputed alone:
//  - the day's total log return = overnight gap + diffusion + Poisson jumps, drawn first (O(1) per day),
//    which chains the daily closes cheaply from the reference close;
//  - the intraday path is a Brownian bridge to that total on a U-shaped clock (busy open and close),
//    with the jumps placed at seeded minutes;
//  - prices sit on the tick grid and inside the daily limit; ticks happen only in session;
//  - corporate actions move the chain: on an ex-date the day runs from a reference price, the previous
//    close less the cash dividend and then times ratio_from / ratio_to for a split (post-split terms),
//    on the tick grid, with the daily limits around it. The chain stays the same read forwards or
//    backwards from the anchor: before a split the prices are pre-split, from its ex-date post-split.

export interface SimSpec {
  symbol: string;
  market: MarketCode;
  tickRule: TickRule;
  tickUnits: number;
  /** Close on the anchor date, in 0.0001 units. */
  referenceUnits: number;
  lotSize: number;
  /** Average shares traded per day (0 for no volume). */
  dailyVolume: number;
  annualVol: number;
  jumpsPerDay: number;
  jumpSigma: number;
  /** The instrument's dividends and splits (any order; none for FX). */
  actions?: readonly SimAction[];
}

/** A dividend or split the price series honours, in the model's units. */
export interface SimAction {
  /** The ex-date (a split's effective date); on a non-trading day, the next session takes it. */
  exDate: string;
  /** Cash dividend per share in 0.0001 units of the quote currency (0 for a split). */
  dividendUnits: number;
  /** Split ratio: `ratioFrom` old shares become `ratioTo` new ones (1 and 1 for a dividend). */
  ratioFrom: number;
  ratioTo: number;
}

/** What goes ex on one session: dividends summed (per pre-split share), split ratios compounded. */
interface SessionAdjustment {
  dividendUnits: number;
  /** New shares per old share (ratio_to / ratio_from). */
  sharesPerShare: number;
}

export interface DayPath {
  session: Session;
  n: number;
  /**
   * The session's reference price, units: the previous close, or on an ex-date the adjusted reference
   * an exchange publishes (less the dividend, in post-split terms). The path and the limits start
   * from it, and quotes report it as their previous close.
   */
  prevClose: number;
  /** The previous session's close as traded (unadjusted), units. */
  lastClose: number;
  limits: PriceLimits | null;
  /** Latent log return from the reference price (`prevClose`) at minute marks 0..n (0 = open). */
  x: Float64Array;
  /** Price at minute marks 0..n, units. price[0] is the open, price[n] the close. */
  price: Float64Array;
  /** Minute bar i (1..n) covers [open + (i-1) min, open + i min). */
  high: Float64Array;
  low: Float64Array;
  volume: Float64Array;
  /** Running extremes and volume after bar i (index 0 = at the open). */
  highUpTo: Float64Array;
  lowUpTo: Float64Array;
  volumeUpTo: Float64Array;
  sigmaMinute: Float64Array;
}

export interface SimQuote {
  symbol: string;
  tradeDate: string;
  at: Date;
  price: number;
  open: number;
  high: number;
  low: number;
  prevClose: number;
  volume: number;
  tickUnits: number;
  inSession: boolean;
}

const MINUTE = 60_000;

const clockCache = new Map<number, { T: Float64Array; w: Float64Array }>();

/** U-shaped intraday activity: weight 1 + 3(2u − 1)² per minute, normalised; T is the cumulative clock. */
export function intradayClock(n: number): { T: Float64Array; w: Float64Array } {
  let c = clockCache.get(n);
  if (!c) {
    const w = new Float64Array(n + 1);
    let sum = 0;
    for (let i = 1; i <= n; i++) {
      const u = (i - 0.5) / n;
      w[i] = 1 + 3 * (2 * u - 1) ** 2;
      sum += w[i];
    }
    const T = new Float64Array(n + 1);
    for (let i = 1; i <= n; i++) {
      w[i] /= sum;
      T[i] = T[i - 1] + w[i];
    }
    T[n] = 1;
    c = { T, w };
    clockCache.set(n, c);
  }
  return c;
}

export class SimModel {
  private readonly sessions: Session[] = [];
  private readonly indexOf = new Map<string, number>();
  private readonly closes: number[] = [];
  private readonly limit: number | null;
  private readonly paths = new Map<string, DayPath>();
  /** Corporate actions by the trade date of the session they go ex on. */
  private readonly adjustments = new Map<string, SessionAdjustment>();

  constructor(
    readonly spec: SimSpec,
    readonly seed: number,
    readonly anchorDate: string,
  ) {
    this.limit = DAILY_LIMIT[spec.market];
    for (const a of spec.actions ?? []) {
      // The first session on or after the ex-date (a calendar may list a non-trading day).
      const s = sessionsBetween(spec.market, a.exDate, addDays(a.exDate, 14))[0];
      if (!s) continue;
      const adj = this.adjustments.get(s.date) ?? { dividendUnits: 0, sharesPerShare: 1 };
      adj.dividendUnits += a.dividendUnits;
      adj.sharesPerShare *= a.ratioTo / a.ratioFrom;
      this.adjustments.set(s.date, adj);
    }
    // Closes chain backwards from the reference close on the anchor date, three years deep.
    const back = sessionsBetween(spec.market, addDays(anchorDate, -1100), anchorDate);
    if (back.length === 0 || back[back.length - 1].date !== anchorDate)
      throw new Error(`${spec.symbol}: the anchor ${anchorDate} is not a session`);
    const closes = new Array<number>(back.length);
    closes[back.length - 1] = spec.referenceUnits;
    for (let i = back.length - 1; i > 0; i--) {
      let r = this.dayTotal(back[i].date);
      if (this.limit !== null) r = Math.max(Math.log(1 - this.limit) * 0.97, Math.min(Math.log(1 + this.limit) * 0.97, r));
      closes[i - 1] = this.round(this.unadjust(back[i].date, closes[i] / Math.exp(r)));
    }
    for (let i = 0; i < back.length; i++) this.push(back[i], closes[i]);
  }

  private push(s: Session, close: number): void {
    this.indexOf.set(s.date, this.sessions.length);
    this.sessions.push(s);
    this.closes.push(close);
  }

  private round(units: number): number {
    return roundToTick(this.spec.tickRule, this.spec.tickUnits, units);
  }

  /**
   * The reference price of the session on `date` given the previous close: unchanged, or on an
   * ex-date the previous close less the dividend (per pre-split share, as the dividend is declared),
   * then divided by the split ratio, on the tick grid. This is what exchanges publish as the ex-date's
   * adjusted previous close (TWSE's ex-rights/ex-dividend reference price, the US and Spanish
   * exchanges' adjusted previous close): the day's change and its price limits are measured from it.
   */
  referencePrice(date: string, prevClose: number): number {
    const adj = this.adjustments.get(date);
    if (!adj) return prevClose;
    return this.round((prevClose - adj.dividendUnits) / adj.sharesPerShare);
  }

  /**
   * Shares per anchor-date share on `date`: the typical volume (set at the anchor) follows the share
   * count through splits, so a 2-for-1 split doubles the shares traded.
   */
  private sharesFactor(date: string): number {
    let f = 1;
    for (const [on, adj] of this.adjustments) {
      if (on > this.anchorDate && on <= date) f *= adj.sharesPerShare;
      else if (on <= this.anchorDate && on > date) f /= adj.sharesPerShare;
    }
    return f;
  }

  /** The inverse of `referencePrice` (not rounded), for the chain backwards from the anchor. */
  private unadjust(date: string, reference: number): number {
    const adj = this.adjustments.get(date);
    return adj ? reference * adj.sharesPerShare + adj.dividendUnits : reference;
  }

  private limitsFor(prevClose: number): PriceLimits | null {
    return this.limit === null ? null : limitPrices(this.spec.tickRule, this.spec.tickUnits, prevClose, this.limit);
  }

  private dayRng(date: string, salt: string): Rng {
    return rngFor(`${this.spec.symbol}|${date}|${this.seed}|${salt}`);
  }

  private sigmaDay(): number {
    return this.spec.annualVol / Math.sqrt(252);
  }

  /** The day's draws: overnight gap, diffusion total, jumps (minute fraction, size). */
  dayDraws(date: string): { gap: number; diffusion: number; jumps: Array<{ at: number; size: number }> } {
    const r = this.dayRng(date, 'day');
    const sd = this.sigmaDay();
    const gap = r.gauss() * sd * 0.35;
    const diffusion = r.gauss() * sd * 0.94;
    const jumps: Array<{ at: number; size: number }> = [];
    // Poisson by inversion.
    let k = 0;
    let p = Math.exp(-this.spec.jumpsPerDay);
    let cdf = p;
    const u = r.next();
    while (u > cdf && k < 5) {
      k++;
      p *= this.spec.jumpsPerDay / k;
      cdf += p;
    }
    for (let j = 0; j < k; j++) jumps.push({ at: r.next(), size: r.gauss() * this.spec.jumpSigma });
    return { gap, diffusion, jumps };
  }

  dayTotal(date: string): number {
    const d = this.dayDraws(date);
    return d.gap + d.diffusion + d.jumps.reduce((s, j) => s + j.size, 0);
  }

  /** Extends the chain forward to the session on `date` (if it is one) and returns its index. */
  private ensure(date: string): number | null {
    const known = this.indexOf.get(date);
    if (known !== undefined) return known;
    const lastDate = this.sessions[this.sessions.length - 1].date;
    if (date < this.sessions[0].date) return null;
    if (date > lastDate) {
      for (const s of sessionsBetween(this.spec.market, addDays(lastDate, 1), date)) {
        const ref = this.referencePrice(s.date, this.closes[this.closes.length - 1]);
        const close = clampToLimits(this.round(ref * Math.exp(this.dayTotal(s.date))), this.limitsFor(ref));
        this.push(s, close);
      }
    }
    return this.indexOf.get(date) ?? null;
  }

  closeOn(date: string): number | null {
    const i = this.ensure(date);
    return i === null ? null : this.closes[i];
  }

  /** Close of the session before the one on `date`, as traded (unadjusted). */
  prevCloseOf(date: string): number | null {
    const i = this.ensure(date);
    return i === null || i === 0 ? null : this.closes[i - 1];
  }

  /** The reference price of the session on `date` (its previous close adjusted for what goes ex on it). */
  referenceOn(date: string): number | null {
    const prev = this.prevCloseOf(date);
    return prev === null ? null : this.referencePrice(date, prev);
  }

  firstDate(): string {
    return this.sessions[1].date;
  }

  /**
   * The full minute path of the session on `date` (cached for the few most recent days). With
   * `coarseSteps` the same bridge runs on that many steps instead of minutes: enough for a daily bar.
   */
  path(date: string, coarseSteps?: number): DayPath | null {
    const key = coarseSteps ? `${date}|${coarseSteps}` : date;
    const cached = this.paths.get(key);
    if (cached) return cached;
    const i = this.ensure(date);
    if (i === null || i === 0) return null;
    const session = this.sessions[i];
    const lastClose = this.closes[i - 1];
    const prevClose = this.referencePrice(date, lastClose);
    const close = this.closes[i];
    const minutes = Math.round((session.close.getTime() - session.open.getTime()) / MINUTE);
    const n = coarseSteps ? Math.min(coarseSteps, minutes) : minutes;
    const { T, w } = intradayClock(n);
    const draws = this.dayDraws(date);
    const r = this.dayRng(date, 'path');
    const sd = this.sigmaDay() * 0.94;
    const W = new Float64Array(n + 1);
    for (let k = 1; k <= n; k++) W[k] = W[k - 1] + r.gauss() * Math.sqrt(T[k] - T[k - 1]);
    const jumpAt = draws.jumps.map((j) => ({ minute: Math.max(1, Math.ceil(j.at * n)), size: j.size }));
    const limits = this.limitsFor(prevClose);
    const x = new Float64Array(n + 1);
    const price = new Float64Array(n + 1);
    const high = new Float64Array(n + 1);
    const low = new Float64Array(n + 1);
    const volume = new Float64Array(n + 1);
    const highUpTo = new Float64Array(n + 1);
    const lowUpTo = new Float64Array(n + 1);
    const volumeUpTo = new Float64Array(n + 1);
    const sigmaMinute = new Float64Array(n + 1);
    let jumpSum = 0;
    for (let k = 0; k <= n; k++) {
      for (const j of jumpAt) if (j.minute === k) jumpSum += j.size;
      x[k] = draws.gap + T[k] * draws.diffusion + sd * (W[k] - T[k] * W[n]) + jumpSum;
      price[k] = k === n ? close : clampToLimits(this.round(prevClose * Math.exp(x[k])), limits);
    }
    highUpTo[0] = price[0];
    lowUpTo[0] = price[0];
    const lot = this.spec.lotSize;
    const dailyVolume = this.spec.dailyVolume * this.sharesFactor(date);
    for (let k = 1; k <= n; k++) {
      sigmaMinute[k] = sd * Math.sqrt(w[k]);
      const o = price[k - 1];
      const c = price[k];
      const ext = Math.abs(r.gauss()) * sigmaMinute[k] * 0.6;
      high[k] = clampToLimits(Math.max(Math.max(o, c), this.round(Math.max(o, c) * (1 + ext))), limits);
      low[k] = clampToLimits(Math.min(Math.min(o, c), this.round(Math.min(o, c) * (1 - ext))), limits);
      const v = dailyVolume * w[k] * Math.exp(0.5 * r.gauss() - 0.125);
      volume[k] = Math.round(v / lot) * lot;
      highUpTo[k] = Math.max(highUpTo[k - 1], high[k]);
      lowUpTo[k] = Math.min(lowUpTo[k - 1], low[k]);
      volumeUpTo[k] = volumeUpTo[k - 1] + volume[k];
    }
    const path: DayPath = {
      session,
      n,
      prevClose,
      lastClose,
      limits,
      x,
      price,
      high,
      low,
      volume,
      highUpTo,
      lowUpTo,
      volumeUpTo,
      sigmaMinute,
    };
    if (this.paths.size >= 4) this.paths.delete(this.paths.keys().next().value as string);
    this.paths.set(key, path);
    return path;
  }

  /** The quote as of `at`: live inside a session, the last close outside. */
  quoteAt(at: Date): SimQuote | null {
    const session = lastSession(this.spec.market, at);
    const p = this.path(session.date);
    if (!p) return null;
    const t = at.getTime();
    const base = { symbol: this.spec.symbol, tradeDate: session.date, prevClose: p.prevClose, open: p.price[0] };
    if (t >= session.close.getTime()) {
      return {
        ...base,
        at: session.close,
        price: p.price[p.n],
        high: p.highUpTo[p.n],
        low: p.lowUpTo[p.n],
        volume: p.volumeUpTo[p.n],
        tickUnits: this.tickAt(p.price[p.n]),
        inSession: false,
      };
    }
    const elapsed = t - session.open.getTime();
    const k = Math.min(p.n, Math.floor(elapsed / MINUTE) + 1);
    const f = (elapsed - (k - 1) * MINUTE) / MINUTE;
    const second = Math.floor(f * 60);
    const eps = rngFor(`${this.spec.symbol}|${session.date}|${this.seed}|${k}|${second}`).gauss();
    const xs = p.x[k - 1] + f * (p.x[k] - p.x[k - 1]) + eps * p.sigmaMinute[k] * 0.5 * Math.sqrt(f * (1 - f));
    let price = clampToLimits(this.round(p.prevClose * Math.exp(xs)), p.limits);
    price = Math.min(p.high[k], Math.max(p.low[k], price));
    const lot = this.spec.lotSize;
    return {
      ...base,
      at,
      price,
      high: Math.max(p.highUpTo[k - 1], price),
      low: Math.min(p.lowUpTo[k - 1], price),
      volume: p.volumeUpTo[k - 1] + Math.floor((f * p.volume[k]) / lot) * lot,
      tickUnits: this.tickAt(price),
      inSession: true,
    };
  }

  tickAt(price: number): number {
    return tickUnitsAt(this.spec.tickRule, this.spec.tickUnits, price);
  }

  sessionOn(date: string): Session | null {
    return sessionOn(this.spec.market, date);
  }
}

/** Per-instrument parameters, fixed by the symbol: volatility, jumps and typical volume by market. */
export function simSpecOf(input: {
  symbol: string;
  market: MarketCode;
  tickRule: TickRule;
  tickUnits: number;
  referenceUnits: number;
  lotSize: number;
  sharesOutstanding: number | null;
}): SimSpec {
  const baseVol = { [MarketCode.ES]: 0.24, [MarketCode.US]: 0.3, [MarketCode.TW]: 0.28, [MarketCode.GOLD]: 0.16 }[input.market];
  const turnover = { [MarketCode.ES]: 0.0035, [MarketCode.US]: 0.006, [MarketCode.TW]: 0.0025, [MarketCode.GOLD]: 0 }[input.market];
  const factor = uniformFor(`${input.symbol}|vol`, 0.75, 1.35);
  const dailyVolume =
    input.market === MarketCode.GOLD
      ? 250_000
      : (input.sharesOutstanding ?? 0) * turnover * uniformFor(`${input.symbol}|turnover`, 0.5, 1.6);
  return {
    symbol: input.symbol,
    market: input.market,
    tickRule: input.tickRule,
    tickUnits: input.tickUnits,
    referenceUnits: input.referenceUnits,
    lotSize: input.lotSize,
    dailyVolume,
    annualVol: baseVol * factor,
    jumpsPerDay: 0.04,
    jumpSigma: input.market === MarketCode.GOLD ? 0.012 : 0.03,
  };
}
