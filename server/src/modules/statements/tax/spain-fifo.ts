import type Decimal from 'decimal.js';
import { Money } from '../../../shared/money';
import { dividendSection } from './spain-dividends';
import { explain } from './spain-fifo-explain';
import { addMonths, isIsoDate, yearOf } from './tax-dates';
import { ZERO, cachedRates, cents, checkEvent, dec, positive, sum } from './tax-input';
import type {
  AcquisitionPart,
  BuyEvent,
  CashInLieuEvent,
  Dec,
  DividendEvent,
  EurRate,
  RealisedLine,
  RealisedTotals,
  SaleLeg,
  SellEvent,
  ShortCloseEvent,
  ShortOpenEvent,
  SpainReportInput,
  SpainTaxReport,
  TaxCharge,
  TradeEvent,
  WashSale,
  WashTrigger,
} from './spain-fifo.types';

export type * from './spain-fifo.types';
export { renderDividendEnglish, renderExplanationEnglish, renderLineEnglish } from './spain-fifo-english';
export { dividendSection } from './spain-dividends';

// The Spanish yearly report's calculation core (IRPF, ganancias patrimoniales on listed shares), pure:
// an event stream in, the year's realised lines, totals and dividends out. FIFO lots per symbol across
// the user's long positions, values in EUR at each day's rate, charges added to cost / deducted from
// proceeds, splits, cash in lieu, the two-month rule, shorts as their own transactions. Exact decimals
// inside; cents are fixed where a figure is reported (docs/tax-report.md, "Rounding").

/** Share quantities closer than this are equal (splits leave decimal dust; Vela keeps fractions to 6 places). */
const DUST = new Money('0.00001');

// ---- state ----

interface Lot {
  id: string;
  ref: string | null;
  symbol: string;
  date: string;
  leverage: number;
  price: Decimal;
  currency: string;
  rate: Decimal;
  splitAdjusted: boolean;
  /** Shares still held (split-adjusted). */
  shares: Decimal;
  /** EUR still to report: acquisition value, acquisition charges (exact), deferred losses added (cents). */
  value: Decimal;
  charges: Decimal;
  deferred: Decimal;
  deferredFrom: { saleId: string; date: string }[];
  /** Shares already matched as a wash-sale repurchase (shrinks in proportion as the lot is sold). */
  replacementUsed: Decimal;
}

interface Pending {
  deferred: Decimal;
  used: Decimal;
  from: { saleId: string; date: string }[];
}

interface Indexed<E> {
  e: E;
  i: number;
}

class Engine {
  private readonly longs = new Map<string, Lot[]>();
  private readonly shorts = new Map<string, Lot>();
  /** Wash-sale deferrals waiting for a future acquisition (keyed by the buy's id). */
  private readonly pending = new Map<string, Pending>();
  private readonly rates: (currency: string, date: string) => Decimal;
  readonly lines: RealisedLine[] = [];

  constructor(
    private readonly stream: readonly TradeEvent[],
    rateFn: EurRate,
    private readonly asOf: string | null,
  ) {
    this.rates = cachedRates(rateFn);
  }

  run(): RealisedLine[] {
    for (const [i, e] of this.stream.entries()) {
      if (e.type === 'buy') this.buy(e);
      else if (e.type === 'sell') {
        const shares = positive(e.shares, `sell ${e.id} shares`);
        this.sellLong(e, i, shares, e.price, e.currency, e.charges, 'sale', e.leverage, e.positionId ?? null);
      } else if (e.type === 'cashInLieu' && e.shortPositionId) this.shortClose(e, e.shortPositionId, true);
      else if (e.type === 'cashInLieu') {
        const shares = positive(e.shares, `cashInLieu ${e.id} shares`);
        this.sellLong(e, i, shares, e.price, e.currency, e.charges ?? [], 'cashInLieu', 1, null);
      } else if (e.type === 'shortOpen') this.shortOpen(e);
      else if (e.type === 'shortClose') this.shortClose(e, e.positionId, false);
      else this.split(e.symbol, dec(e.from, 'split from'), dec(e.to, 'split to'));
    }
    return this.lines;
  }

  private chargesEur(charges: readonly TaxCharge[], date: string): Decimal {
    return sum(
      charges.map((c) => {
        const amount = dec(c.amount, `charge ${c.kind}`);
        if (amount.lt(0)) throw new Error(`charge ${c.kind} must not be negative`);
        return amount.times(this.rates(c.currency, date));
      }),
    );
  }

  private newLot(e: BuyEvent | ShortOpenEvent): Lot {
    const shares = positive(e.shares, `${e.type} ${e.id} shares`);
    const price = positive(e.price, `${e.type} ${e.id} price`);
    const rate = this.rates(e.currency, e.date);
    return {
      id: e.id,
      ref: e.ref ?? null,
      symbol: e.symbol,
      date: e.date,
      leverage: e.leverage,
      price,
      currency: e.currency,
      rate,
      splitAdjusted: false,
      shares,
      value: shares.times(price).times(rate),
      charges: this.chargesEur(e.charges, e.date),
      deferred: ZERO,
      deferredFrom: [],
      replacementUsed: ZERO,
    };
  }

  private buy(e: BuyEvent): void {
    const lot = this.newLot(e);
    const p = this.pending.get(e.id);
    if (p) {
      lot.deferred = p.deferred;
      lot.deferredFrom = p.from;
      lot.replacementUsed = p.used;
      this.pending.delete(e.id);
    }
    const lots = this.longs.get(e.symbol) ?? [];
    lots.push(lot);
    this.longs.set(e.symbol, lots);
  }

  private shortOpen(e: ShortOpenEvent): void {
    if (this.shorts.has(e.id)) throw new Error(`short ${e.id} opened twice`);
    this.shorts.set(e.id, this.newLot(e));
  }

  private split(symbol: string, from: Decimal, to: Decimal): void {
    if (!from.gt(0) || !to.gt(0)) throw new Error(`split of ${symbol}: ratio must be positive`);
    const scale = (l: Lot) => {
      l.shares = l.shares.times(to).dividedBy(from);
      l.replacementUsed = l.replacementUsed.times(to).dividedBy(from);
      l.price = l.price.times(from).dividedBy(to);
      l.splitAdjusted = true;
    };
    for (const l of this.longs.get(symbol) ?? []) scale(l);
    for (const l of this.shorts.values()) if (l.symbol === symbol) scale(l);
  }

  /**
   * Takes `k` shares from a lot: each figure in proportion to what remains, to the cent; what rounding
   * leaves stays on the lot, so the last shares taken carry the residue and a lot's parts add up to its
   * figure rounded to the cent.
   */
  private take(lot: Lot, k: Decimal): AcquisitionPart {
    const all = k.gte(lot.shares.minus(DUST));
    const shares = all ? lot.shares : k;
    const part = (remaining: Decimal) => (all ? cents(remaining) : cents(remaining.times(k).dividedBy(lot.shares)));
    const value = part(lot.value);
    const charges = part(lot.charges);
    const deferred = part(lot.deferred);
    const taken: AcquisitionPart = {
      lotId: lot.id,
      ref: lot.ref,
      date: lot.date,
      shares,
      price: lot.price,
      currency: lot.currency,
      rate: lot.rate,
      value,
      charges,
      deferredLoss: deferred,
      deferredFrom: lot.deferred.isZero() ? [] : [...lot.deferredFrom],
      leverage: lot.leverage,
      splitAdjusted: lot.splitAdjusted,
    };
    const left = all ? ZERO : lot.shares.minus(k);
    lot.replacementUsed = all ? ZERO : lot.replacementUsed.times(left).dividedBy(lot.shares);
    lot.shares = left;
    lot.value = lot.value.minus(value);
    lot.charges = lot.charges.minus(charges);
    lot.deferred = lot.deferred.minus(deferred);
    return taken;
  }

  private saleLeg(date: string, shares: Decimal, price: Dec, currency: string, charges: readonly TaxCharge[], what: string): SaleLeg {
    const p = positive(price, `${what} price`);
    const rate = this.rates(currency, date);
    const gross = cents(shares.times(p).times(rate));
    const c = cents(this.chargesEur(charges, date));
    return { date, shares, price: p, currency, rate, gross, charges: c, proceeds: gross.minus(c), splitAdjusted: false };
  }

  private sellLong(
    e: SellEvent | CashInLieuEvent,
    index: number,
    shares: Decimal,
    price: Dec,
    currency: string,
    charges: readonly TaxCharge[],
    kind: 'sale' | 'cashInLieu',
    leverage: number,
    positionId: string | null,
  ): void {
    const sale = this.saleLeg(e.date, shares, price, currency, charges, `${e.type} ${e.id}`);
    const lots = this.longs.get(e.symbol) ?? [];
    const parts: AcquisitionPart[] = [];
    let need = shares;
    while (need.gt(DUST)) {
      const lot = lots[0];
      if (!lot) throw new Error(`${e.type} ${e.id} sells ${shares.toFixed()} ${e.symbol} on ${e.date} but fewer are held`);
      const part = this.take(lot, Money.min(need, lot.shares));
      parts.push(part);
      need = need.minus(part.shares);
      if (lot.shares.lte(DUST)) lots.shift();
    }
    const line = this.line(e, kind, positionId, sale, parts, leverage);
    if (line.gain.lt(0)) this.washSale(line, e, index, shares, lots);
    this.lines.push(explain(line));
  }

  private shortClose(e: ShortCloseEvent | CashInLieuEvent, positionId: string, fraction: boolean): void {
    const lot = this.shorts.get(positionId);
    if (!lot) throw new Error(`${e.type} ${e.id}: no open short ${positionId}`);
    const shares = positive(e.shares, `${e.type} ${e.id} shares`);
    if (!fraction && shares.minus(lot.shares).abs().gt(DUST))
      throw new Error(`shortClose ${e.id} buys back ${shares.toFixed()} but short ${positionId} has ${lot.shares.toFixed()}`);
    if (fraction && shares.gt(lot.shares.plus(DUST))) throw new Error(`cashInLieu ${e.id} exceeds short ${positionId}`);
    const opening = this.take(lot, shares);
    if (lot.shares.lte(DUST)) this.shorts.delete(positionId);
    const buyBack = this.saleLeg(e.date, shares, e.price, e.currency, e.charges ?? [], `${e.type} ${e.id}`);
    // The opening sale is the sale leg; the closing purchase is the acquisition.
    const sale: SaleLeg = {
      date: opening.date,
      shares: opening.shares,
      price: opening.price,
      currency: opening.currency,
      rate: opening.rate,
      gross: opening.value,
      charges: opening.charges,
      proceeds: opening.value.minus(opening.charges),
      splitAdjusted: opening.splitAdjusted,
    };
    const acquisition: AcquisitionPart = {
      lotId: e.id,
      ref: e.ref ?? null,
      date: e.date,
      shares,
      price: buyBack.price,
      currency: e.currency,
      rate: buyBack.rate,
      value: buyBack.gross,
      charges: buyBack.charges,
      deferredLoss: ZERO,
      deferredFrom: [],
      leverage: lot.leverage,
      splitAdjusted: false,
    };
    const line = this.line(e, fraction ? 'cashInLieu' : 'short', positionId, sale, [acquisition], lot.leverage);
    line.flags.short = true;
    this.lines.push(explain(line));
  }

  private line(
    e: TradeEvent,
    kind: RealisedLine['kind'],
    positionId: string | null,
    sale: SaleLeg,
    parts: AcquisitionPart[],
    leverage: number,
  ): RealisedLine {
    const acquisitionValue = sum(parts.map((p) => p.value));
    const acquisitionCharges = sum(parts.map((p) => p.charges));
    const deferredLossesIncluded = sum(parts.map((p) => p.deferredLoss));
    const cost = acquisitionValue.plus(acquisitionCharges).plus(deferredLossesIncluded);
    const gain = sale.proceeds.minus(cost);
    const maxLeverage = Math.max(leverage, ...parts.map((p) => p.leverage));
    return {
      id: e.id,
      ref: e.ref ?? null,
      symbol: e.symbol,
      kind,
      date: e.date,
      positionId,
      sale,
      acquisitions: parts,
      grossProceeds: sale.gross,
      saleCharges: sale.charges,
      proceeds: sale.proceeds,
      acquisitionValue,
      acquisitionCharges,
      deferredLossesIncluded,
      cost,
      gain,
      deferredLoss: ZERO,
      computableGain: gain,
      leverage: maxLeverage,
      flags: {
        washSaleDeferred: false,
        washWindowOpen: false,
        short: false,
        leveraged: maxLeverage > 1,
        cashInLieu: kind === 'cashInLieu',
      },
      washSale: null,
      explanation: [],
    };
  }

  /**
   * Art. 33.5.f LIRPF: the loss is not computable to the extent homogeneous shares were acquired in the
   * two months before the sale (and are still held after it) or in the two months after it. Each sold
   * share is matched with at most one acquired share not already matched (earlier-held lots first, then
   * later purchases in order); that part of the loss is added to the cost of the matched shares.
   */
  private washSale(line: RealisedLine, e: SellEvent | CashInLieuEvent, index: number, shares: Decimal, held: readonly Lot[]): void {
    const windowFrom = addMonths(e.date, -2);
    const windowTo = addMonths(e.date, 2);
    let want = shares;
    const matches: { lot?: Lot; future?: Indexed<BuyEvent>; shares: Decimal; saleShares: Decimal; when: 'before' | 'after' }[] = [];
    for (const lot of held) {
      if (want.lte(DUST)) break;
      if (lot.date < windowFrom) continue;
      const free = lot.shares.minus(lot.replacementUsed);
      if (free.lte(DUST)) continue;
      const use = Money.min(free, want);
      matches.push({ lot, shares: use, saleShares: use, when: 'before' });
      want = want.minus(use);
    }
    let factor = new Money(1);
    // Markets' trade dates can differ by a day at one instant: stop scanning well past the window.
    const scanTo = addMonths(e.date, 3);
    for (let j = index + 1; j < this.stream.length && want.gt(DUST); j++) {
      const f = this.stream[j];
      if (f.date > scanTo) break;
      if (f.symbol !== e.symbol || f.date > windowTo) continue;
      if (f.type === 'split') factor = factor.times(dec(f.to, 'split to')).dividedBy(dec(f.from, 'split from'));
      if (f.type !== 'buy') continue;
      const free = positive(f.shares, `buy ${f.id} shares`).minus(this.pending.get(f.id)?.used ?? ZERO);
      if (free.lte(DUST)) continue;
      const useSale = Money.min(free.dividedBy(factor), want);
      matches.push({ future: { e: f, i: j }, shares: Money.min(useSale.times(factor), free), saleShares: useSale, when: 'after' });
      want = want.minus(useSale);
    }
    const matched = sum(matches.map((m) => m.saleShares));
    const loss = line.gain.neg();
    if (this.asOf && windowTo > this.asOf && want.gt(DUST)) line.flags.washWindowOpen = true;
    if (matches.length === 0) return;
    const deferred = want.lte(DUST) ? loss : cents(loss.times(matched).dividedBy(shares));
    if (deferred.isZero()) return;
    // Spread over the matches by shares, to the cent, the last taking the rest.
    let left = deferred;
    let sharesLeft = matched;
    const triggers: WashTrigger[] = matches.map((m, n) => {
      const amount = n === matches.length - 1 ? left : cents(left.times(m.saleShares).dividedBy(sharesLeft));
      left = left.minus(amount);
      sharesLeft = sharesLeft.minus(m.saleShares);
      const source = { saleId: e.id, date: e.date };
      if (m.lot) {
        m.lot.deferred = m.lot.deferred.plus(amount);
        m.lot.deferredFrom.push(source);
        m.lot.replacementUsed = m.lot.replacementUsed.plus(m.shares);
      } else if (m.future) {
        const p = this.pending.get(m.future.e.id) ?? { deferred: ZERO, used: ZERO, from: [] };
        p.deferred = p.deferred.plus(amount);
        p.used = p.used.plus(m.shares);
        p.from.push(source);
        this.pending.set(m.future.e.id, p);
      }
      const target = m.lot ?? m.future!.e;
      return { acquisitionId: target.id, ref: target.ref ?? null, date: target.date, shares: m.shares, when: m.when, deferredLoss: amount };
    });
    const wash: WashSale = { windowFrom, windowTo, matchedShares: matched, deferredLoss: deferred, triggers };
    line.washSale = wash;
    line.deferredLoss = deferred;
    line.computableGain = line.gain.plus(deferred);
    line.flags.washSaleDeferred = true;
  }
}

// ---- the stream ----

/** The trade events in the order they happened (by instant, ties in input order). */
function orderedTrades(events: readonly (TradeEvent | DividendEvent)[]): TradeEvent[] {
  const ids = new Set<string>();
  for (const e of events) {
    checkEvent(e);
    const key = `${e.type === 'dividend' ? 'd' : 't'}:${e.id}`;
    if (ids.has(key)) throw new Error(`event id ${e.id} appears twice`);
    ids.add(key);
  }
  return events
    .filter((e): e is TradeEvent => e.type !== 'dividend')
    .map((e, i) => ({ e, i }))
    .sort((a, b) => a.e.at.getTime() - b.e.at.getTime() || a.i - b.i)
    .map((x) => x.e);
}

/** Every realised line of the whole stream (all years), in the order they were realised. */
export function realisedLines(events: readonly (TradeEvent | DividendEvent)[], rate: EurRate, asOf?: string): RealisedLine[] {
  if (asOf !== undefined && !isIsoDate(asOf)) throw new Error(`asOf must be YYYY-MM-DD, got '${asOf}'`);
  return new Engine(orderedTrades(events), rate, asOf ?? null).run();
}

/** Totals of lines: sums of the lines' own (cent) figures, so they reconcile exactly. */
export function realisedTotals(lines: readonly RealisedLine[]): RealisedTotals {
  const total = (f: (l: RealisedLine) => Decimal) => sum(lines.map(f));
  const gains = total((l) => Money.max(l.computableGain, 0));
  const losses = total((l) => Money.max(l.computableGain.neg(), 0));
  return {
    lines: lines.length,
    grossProceeds: total((l) => l.grossProceeds),
    saleCharges: total((l) => l.saleCharges),
    proceeds: total((l) => l.proceeds),
    acquisitionValue: total((l) => l.acquisitionValue),
    acquisitionCharges: total((l) => l.acquisitionCharges),
    deferredLossesIncluded: total((l) => l.deferredLossesIncluded),
    cost: total((l) => l.cost),
    gains,
    losses,
    deferredLosses: total((l) => l.deferredLoss),
    net: gains.minus(losses),
  };
}

/** The Spanish report of one year: the year's realised lines (by realisation date), totals and dividends. */
export function spainTaxReport(input: SpainReportInput): SpainTaxReport {
  if (!Number.isInteger(input.year)) throw new Error('year must be a whole number');
  const lines = realisedLines(input.events, input.rate, input.asOf).filter((l) => yearOf(l.date) === input.year);
  return {
    jurisdiction: 'ES',
    year: input.year,
    asOf: input.asOf ?? null,
    lines,
    totals: realisedTotals(lines),
    dividends: dividendSection(input.events, input.year, input.rate),
  };
}
