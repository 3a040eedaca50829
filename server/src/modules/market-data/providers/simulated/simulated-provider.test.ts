import { describe, expect, it } from 'vitest';
import { isOpen } from '../../calendar/calendar-rules';
import { MarketCode } from '../../market-code';
import { decimalToUnits, limitPrices, roundToTick, tickUnitsAt } from '../../quote-rules';
import { referenceData, symbolOf, tickOf } from '../../seed-instruments';
import type { InstrumentSpec, ProviderQuote } from '../provider';
import { SimulatedProvider } from './simulated-provider';

const specs: InstrumentSpec[] = referenceData.instruments.map((i) => {
  const tick = tickOf(i);
  return {
    symbol: symbolOf(i.market, i.code),
    code: i.code,
    market: i.market as MarketCode,
    currency: i.currency,
    lotSize: i.lotSize,
    tickRule: tick.rule,
    tickUnits: decimalToUnits(tick.fixed),
    referenceClose: i.referenceClose,
    sharesOutstanding: i.sharesOutstanding,
    names: i.names,
  };
});
const make = (seed = 7) => new SimulatedProvider(specs, seed, referenceData.referenceDate, referenceData.fx);
const NOV = (s: string) => new Date(`2026-11-${s}Z`);

function onGrid(symbol: string, price: string): boolean {
  const spec = specs.find((s) => s.symbol === symbol)!;
  const units = decimalToUnits(price);
  return units % tickUnitsAt(spec.tickRule, spec.tickUnits, units) === 0;
}

describe('simulated provider', () => {
  it('is reproducible from (instrument, date, seed) and differs with another seed', async () => {
    const at = NOV('20T15:30:17.250');
    const a = await make().quotes(['US:AAPL', 'TW:2330', 'GOLD:XAU'], at);
    const b = await make().quotes(['US:AAPL', 'TW:2330', 'GOLD:XAU'], at);
    expect(a).toEqual(b);
    const c = await make(8).quotes(['US:AAPL'], at);
    expect(c[0].price).not.toBe(a[0].price);
    const barsA = await make().bars('ES:SAN', 'MINUTE', NOV('19T08:00:00'), NOV('19T16:30:00'));
    const barsB = await make().bars('ES:SAN', 'MINUTE', NOV('19T08:00:00'), NOV('19T16:30:00'));
    expect(barsA).toHaveLength(510);
    expect(barsA).toEqual(barsB);
  });

  it('closes on the reference date at the reference close', async () => {
    const q = await make().quotes(['US:AAPL', 'TW:2330', 'ES:SAN'], new Date('2025-11-22T12:00:00Z'));
    expect(q.map((x) => x.price)).toEqual(['271.49', '1410.00', '8.950']);
  });

  it('keeps every price on the tick grid (TWSE ladder included)', async () => {
    const p = make();
    for (const symbol of ['TW:2330', 'TW:2002', 'TW:2884', 'ES:SAN', 'ES:ANA', 'US:NVDA', 'GOLD:XAU']) {
      const bars = await p.bars(symbol, 'MINUTE', NOV('16T00:00:00'), NOV('21T00:00:00'));
      expect(bars.length).toBeGreaterThan(100);
      for (const b of bars) for (const v of [b.open, b.high, b.low, b.close]) expect(onGrid(symbol, v), `${symbol} ${v}`).toBe(true);
      for (let s = 0; s < 120; s += 7) {
        const [q] = await p.quotes([symbol], new Date(NOV('19T02:00:00').getTime() + s * 61_000));
        expect(onGrid(symbol, q.price)).toBe(true);
      }
    }
  });

  it('respects the TWSE ±10% daily limit over two years of days', async () => {
    const p = make(3);
    for (const symbol of ['TW:2330', 'TW:2603', 'TW:3008']) {
      const daily = await p.bars(symbol, 'DAY', new Date('2024-11-01T00:00:00Z'), NOV('21T00:00:00'));
      expect(daily.length).toBeGreaterThan(450);
      const spec = specs.find((s) => s.symbol === symbol)!;
      for (let i = 1; i < daily.length; i++) {
        const lim = limitPrices(spec.tickRule, spec.tickUnits, decimalToUnits(daily[i - 1].close), 0.1);
        expect(decimalToUnits(daily[i].high)).toBeLessThanOrEqual(lim.up);
        expect(decimalToUnits(daily[i].low)).toBeGreaterThanOrEqual(lim.down);
      }
    }
  });

  it('opens with an overnight gap and is busier at the open and close than at midday', async () => {
    const p = make();
    const bars = await p.bars('US:MSFT', 'MINUTE', new Date('2026-09-01T00:00:00Z'), NOV('01T00:00:00'));
    const days = new Map<string, typeof bars>();
    for (const b of bars) days.set(b.tradeDate, [...(days.get(b.tradeDate) ?? []), b]);
    let gaps = 0;
    let edge = 0;
    let middle = 0;
    const daily = await p.bars('US:MSFT', 'DAY', new Date('2026-08-01T00:00:00Z'), NOV('01T00:00:00'));
    for (const [date, day] of days) {
      const prev = daily[daily.findIndex((d) => d.tradeDate === date) - 1];
      if (prev && day[0].open !== prev.close) gaps++;
      const move = (b: (typeof bars)[0]) => Math.abs(Math.log(Number(b.close) / Number(b.open)));
      edge += [...day.slice(0, 30), ...day.slice(-30)].reduce((s, b) => s + move(b), 0) / 60;
      middle += day.slice(165, 225).reduce((s, b) => s + move(b), 0) / 60;
    }
    expect(days.size).toBeGreaterThan(40);
    expect(gaps).toBeGreaterThan(days.size * 0.8);
    expect(edge).toBeGreaterThan(middle * 1.3);
  });

  it('ticks only in session', async () => {
    const p = make();
    const collect = async (at: Date) => {
      const got: ProviderQuote[] = [];
      const stop = p.subscribe(['US:AAPL', 'TW:2330', 'ES:SAN', 'GOLD:XAU'], (q) => void got.push(...q), { intervalMs: 5, now: () => at });
      await new Promise((r) => setTimeout(r, 60));
      stop();
      return got;
    };
    expect(await collect(NOV('21T15:00:00'))).toEqual([]); // Saturday
    const friday = NOV('20T15:00:00'); // New York, Madrid and gold open; Taipei closed
    const ticks = await collect(friday);
    expect(new Set(ticks.map((t) => t.symbol))).toEqual(new Set(['US:AAPL', 'ES:SAN', 'GOLD:XAU']));
    for (const t of ticks) expect(isOpen(specs.find((s) => s.symbol === t.symbol)!.market, t.at)).toBe(true);
    // Out of session the quote stays at the last close.
    const [closed] = await p.quotes(['TW:2330'], friday);
    expect(closed.at.toISOString()).toBe('2026-11-20T05:30:00.000Z');
    expect(MarketCode.TW).toBe('TW');
  });

  it('gives FX rates that move on weekdays and rest at weekends', async () => {
    const p = make();
    const sat1 = await p.fxRates(['EURUSD', 'USDTWD', 'USDMYR'], NOV('21T10:00:00'));
    const sat2 = await p.fxRates(['EURUSD', 'USDTWD', 'USDMYR'], NOV('21T20:00:00'));
    expect(sat1).toEqual(sat2);
    const fri = await p.fxRates(['EURUSD'], NOV('20T10:00:00'));
    expect(fri[0].rate).not.toBe(sat1[0].rate);
    expect(Number(fri[0].rate)).toBeGreaterThan(0.8);
  });
});

describe('simulated prices across corporate actions', () => {
  const spec = (symbol: string) => specs.find((s) => s.symbol === symbol)!;
  /** The daily bars of the sessions just before and on `exDate`, and the ex-date session's quote after its close. */
  async function around(p: SimulatedProvider, symbol: string, exDate: string) {
    const daily = await p.bars(
      symbol,
      'DAY',
      new Date(Date.parse(`${exDate}T00:00:00Z`) - 12 * 86_400_000),
      new Date(`${exDate}T23:00:00Z`),
    );
    const on = daily.at(-1)!;
    expect(on.tradeDate).toBe(exDate);
    const [quote] = await p.quotes([symbol], new Date(`${exDate}T23:00:00Z`));
    expect(quote.tradeDate).toBe(exDate);
    return { before: daily.at(-3)!, prev: daily.at(-2)!, on, quote };
  }
  /** The reference an exchange publishes: (previous close − dividend) × from / to, on the tick grid. */
  const reference = (symbol: string, prevClose: string, dividend: string, from: number, to: number) =>
    roundToTick(spec(symbol).tickRule, spec(symbol).tickUnits, ((decimalToUnits(prevClose) - decimalToUnits(dividend)) * from) / to);

  it("starts TW:2330's first session after its 2-for-1 split from half the previous close, less the same day's dividend, inside limits around it", async () => {
    const { before, prev, on, quote } = await around(make(), 'TW:2330', '2026-12-10');
    // The same ex-date carries the quarterly cash dividend of TWD 6.0 per pre-split share.
    const ref = reference('TW:2330', prev.close, '6.0', 1, 2);
    expect(decimalToUnits(quote.previousClose)).toBe(ref);
    expect(onGrid('TW:2330', quote.previousClose)).toBe(true);
    // Post-split terms from the open; the limits are ±10 % of the adjusted reference.
    const lim = limitPrices('twse', spec('TW:2330').tickUnits, ref, 0.1);
    expect(decimalToUnits(on.high)).toBeLessThanOrEqual(lim.up);
    expect(decimalToUnits(on.low)).toBeGreaterThanOrEqual(lim.down);
    expect(Number(on.close) / Number(prev.close)).toBeGreaterThan(0.4);
    expect(Number(on.close) / Number(prev.close)).toBeLessThan(0.6);
    // Before it, pre-split prices (no cliff between the two sessions before the split).
    expect(Math.abs(Math.log(Number(prev.close) / Number(before.close)))).toBeLessThan(0.11);
    // Twice the shares: about twice the volume.
    expect(Number(on.volume)).toBeGreaterThan(Number(prev.volume));
  });

  it("starts ES:ITX's first session after its 3-for-2 split from the previous close × 2/3 on the tick grid", async () => {
    const p = make();
    const { before, prev, on, quote } = await around(p, 'ES:ITX', '2026-12-09');
    const ref = reference('ES:ITX', prev.close, '0', 2, 3);
    expect(decimalToUnits(quote.previousClose)).toBe(ref);
    expect(onGrid('ES:ITX', quote.previousClose)).toBe(true);
    expect(Math.abs(Math.log(Number(on.open) / (ref / 10_000)))).toBeLessThan(0.1);
    expect(Math.abs(Math.log(Number(prev.close) / Number(before.close)))).toBeLessThan(0.15);
    // Same seed, same day, same prices.
    expect(await around(make(), 'ES:ITX', '2026-12-09')).toEqual(await around(p, 'ES:ITX', '2026-12-09'));
  });

  it('drops the reference by the dividend on an ex-dividend date, and leaves other days at the previous close', async () => {
    const p = make();
    const aapl = await around(p, 'US:AAPL', '2026-08-10');
    expect(decimalToUnits(aapl.quote.previousClose)).toBe(decimalToUnits(aapl.prev.close) - decimalToUnits('0.26'));
    const tsmc = await around(p, 'TW:2330', '2026-09-15');
    expect(decimalToUnits(tsmc.quote.previousClose)).toBe(reference('TW:2330', tsmc.prev.close, '6.0', 1, 1));
    expect(decimalToUnits(tsmc.quote.previousClose)).toBeLessThan(decimalToUnits(tsmc.prev.close));
    const plain = await around(p, 'US:AAPL', '2026-08-12');
    expect(plain.quote.previousClose).toBe(plain.prev.close);
  });

  it('chains the same series backwards from an anchor after a split: prices before it stay pre-split', async () => {
    const forward = make();
    const [anchorQuote] = await forward.quotes(['TW:2330'], new Date('2027-01-15T23:00:00Z'));
    expect(anchorQuote.tradeDate).toBe('2027-01-15');
    const later = new SimulatedProvider(
      specs.map((s) => (s.symbol === 'TW:2330' ? { ...s, referenceClose: anchorQuote.price } : s)),
      7,
      '2027-01-15',
      referenceData.fx,
    );
    const range = [new Date('2026-11-25T00:00:00Z'), new Date('2026-12-20T00:00:00Z')] as const;
    const a = await forward.bars('TW:2330', 'DAY', ...range);
    const b = await later.bars('TW:2330', 'DAY', ...range);
    expect(b.map((x) => x.tradeDate)).toEqual(a.map((x) => x.tradeDate));
    // The same draws, so the same closes up to the tick rounding carried along the chain.
    for (let i = 0; i < a.length; i++)
      expect(Math.abs(Math.log(Number(b[i].close) / Number(a[i].close))), a[i].tradeDate).toBeLessThan(0.01);
    const last = await around(later, 'TW:2330', '2026-12-10');
    expect(decimalToUnits(last.quote.previousClose)).toBe(reference('TW:2330', last.prev.close, '6.0', 1, 2));
  });
});
