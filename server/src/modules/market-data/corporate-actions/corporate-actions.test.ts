import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../../test/harness';
import { type ScriptedMarket, scriptedMarket } from '../../../test/scripted-market';
import { MarketCode } from '../market-code';
import type { InstrumentSpec, ProviderCorporateAction } from '../providers/provider';
import { SimulatedProvider } from '../providers/simulated/simulated-provider';
import { yahooCorporateActions } from '../providers/yahoo/yahoo-provider';
import { decimalToUnits } from '../quote-rules';
import { referenceData, symbolOf, tickOf } from '../seed-instruments';
import { parseCalendar } from './calendar-file';
import { checkedWithholdingTable, WITHHOLDING, withholdingRate } from './withholding';

// Issue 35, the calendar: dividends and splits come from the market-data provider port only (integrity
// rule 1), are written by the feed once per (symbol, kind, ex-date), revised with their history kept,
// read by anyone per instrument and by ops across the market; no API writes them.

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
const bySymbol = new Map(specs.map((s) => [s.symbol, s]));

describe('calendar files', () => {
  it('the simulated feed’s calendar loads whole: known instruments, dates in order, the instrument’s currency, a source each', async () => {
    const provider = new SimulatedProvider(specs, 7, referenceData.referenceDate, referenceData.fx);
    const all = await provider.corporateActions('2025-07-01', '2027-06-30');
    const dividends = all.filter((a) => a.kind === 'cash_dividend');
    expect(dividends.length).toBeGreaterThan(0);
    for (const a of all) {
      expect(bySymbol.has(a.symbol), a.symbol).toBe(true);
      expect(a.simulated).toBe(true);
      expect(a.source.length).toBeGreaterThan(0);
      if (a.kind === 'cash_dividend') {
        expect(a.currency).toBe(bySymbol.get(a.symbol)?.currency);
        expect(a.recordDate! >= a.exDate).toBe(true);
        if (a.payDate) expect(a.payDate >= a.recordDate!).toBe(true);
      }
    }
    // Every market's dividends; the invented splits include a 3-for-2 (fractions) and a 1-for-10 reverse split.
    expect(new Set(dividends.map((a) => a.symbol.split(':')[0]))).toEqual(new Set(['ES', 'US', 'TW']));
    expect(all.filter((a) => a.kind === 'split').map((a) => `${a.ratioFrom}→${a.ratioTo}`)).toEqual(
      expect.arrayContaining(['2→3', '10→1']),
    );
    // Oldest first; a narrower window is a subset.
    expect(all.map((a) => a.exDate)).toEqual([...all.map((a) => a.exDate)].sort());
    const q4 = await provider.corporateActions('2026-10-01', '2026-12-31');
    expect(q4.every((a) => a.exDate >= '2026-10-01' && a.exDate <= '2026-12-31')).toBe(true);
  });

  it('refuses a malformed entry instead of half-loading, and skips instruments it does not know', () => {
    const ok = {
      symbol: 'US:AAPL',
      kind: 'cash_dividend',
      exDate: '2026-02-09',
      recordDate: '2026-02-09',
      payDate: '2026-02-12',
      amount: '0.26',
      currency: 'USD',
      source: 'x',
    };
    expect(parseCalendar({ actions: [ok, { ...ok, symbol: 'US:NOPE' }] }, bySymbol, '2026-01-01', '2026-12-31', false)).toHaveLength(1);
    for (const bad of [
      { ...ok, exDate: '2026-02-30x' },
      { ...ok, currency: 'EUR' },
      { ...ok, amount: '-1' },
      { ...ok, amount: '0' },
      { ...ok, payDate: '2026-02-01' },
      { ...ok, source: '' },
      { ...ok, kind: 'spinoff' },
      { symbol: 'US:AAPL', kind: 'split', exDate: '2026-03-02', from: '2', to: '2', source: 'x' },
    ])
      expect(() => parseCalendar({ actions: [bad] }, bySymbol, '2026-01-01', '2026-12-31', false), JSON.stringify(bad)).toThrow();
    const split = parseCalendar(
      { actions: [{ symbol: 'TW:2330', kind: 'split', exDate: '2026-03-02', from: '2', to: '3', source: 'simulated', simulated: true }] },
      bySymbol,
      '2026-01-01',
      '2026-12-31',
      false,
    );
    expect(split[0]).toMatchObject({ kind: 'split', ratioFrom: '2', ratioTo: '3', amount: null, simulated: true });
  });

  it('Yahoo’s chart events: dividends at their ex-date (no pay date published), splits as new for old shares', () => {
    const aapl = bySymbol.get('US:AAPL')!;
    const got = yahooCorporateActions(
      aapl,
      {
        quotes: [],
        events: {
          dividends: [{ amount: 0.26, date: new Date('2026-02-09T14:30:00Z') }],
          splits: [{ date: new Date('2020-08-31T13:30:00Z'), numerator: 4, denominator: 1 }],
        },
      },
      '2020-01-01',
      '2026-12-31',
    );
    expect(got).toEqual([
      expect.objectContaining({
        kind: 'cash_dividend',
        exDate: '2026-02-09',
        recordDate: '2026-02-09',
        payDate: null,
        amount: '0.26',
        currency: 'USD',
        simulated: false,
      }),
      expect.objectContaining({ kind: 'split', exDate: '2020-08-31', ratioFrom: '1', ratioTo: '4' }),
    ]);
  });
});

describe('withholding', () => {
  it('the published table: Spain 19 %, the US 15 % with the W-8BEN and 30 % without, Taiwan 21 %, each with a source', () => {
    const on = '2026-11-13';
    expect(WITHHOLDING.residence).toBe('ES');
    expect(withholdingRate(WITHHOLDING, 'ES', on, false)?.rate.toFixed()).toBe('0.19');
    expect(withholdingRate(WITHHOLDING, 'ES', on, true)?.rate.toFixed()).toBe('0.19');
    expect(withholdingRate(WITHHOLDING, 'US', on, true)?.rate.toFixed()).toBe('0.15');
    expect(withholdingRate(WITHHOLDING, 'US', on, false)?.rate.toFixed()).toBe('0.3');
    expect(withholdingRate(WITHHOLDING, 'TW', on, false)?.rate.toFixed()).toBe('0.21');
    expect(WITHHOLDING.rates.every((r) => /https:\/\//.test(r.source))).toBe(true);
    // No row for a market: no rate (the payer must refuse rather than guess).
    expect(withholdingRate(WITHHOLDING, 'GOLD', on, false)).toBeNull();
  });

  it('dated: the latest row in force on the day applies; a malformed table is refused', () => {
    const table = checkedWithholdingTable({
      residence: 'ES',
      rates: [
        { market: 'ES', from: '2010-01-01', rate: '0.21', condition: null, source: 'a' },
        { market: 'ES', from: '2016-01-01', rate: '0.19', condition: null, source: 'b' },
      ],
    });
    expect(withholdingRate(table, 'ES', '2015-12-31', false)?.rate.toFixed()).toBe('0.21');
    expect(withholdingRate(table, 'ES', '2016-01-01', false)?.rate.toFixed()).toBe('0.19');
    expect(withholdingRate(table, 'ES', '2009-12-31', false)).toBeNull();
    expect(() =>
      checkedWithholdingTable({
        residence: 'ES',
        rates: [{ market: 'ES', from: '2016-01-01', rate: '1.2', condition: null, source: 'x' }],
      }),
    ).toThrow();
    expect(() =>
      checkedWithholdingTable({ residence: 'ES', rates: [{ market: 'ES', from: '2016', rate: '0.2', condition: null, source: 'x' }] }),
    ).toThrow();
  });
});

describe('the calendar in the database', () => {
  let app: TestApp;
  let market: ScriptedMarket;
  let ops: TestUser;
  const dividend = (over: Partial<ProviderCorporateAction> = {}): ProviderCorporateAction => ({
    symbol: 'US:AAPL',
    kind: 'cash_dividend',
    exDate: '2026-11-10',
    recordDate: '2026-11-10',
    payDate: '2026-11-13',
    amount: '0.26',
    currency: 'USD',
    ratioFrom: null,
    ratioTo: null,
    label: 'Quarterly dividend',
    source: 'https://investor.apple.com/dividend-history/default.aspx',
    simulated: false,
    ...over,
  });
  const READ = `query($symbol: String!, $from: String, $to: String) { corporateActions(symbol: $symbol, from: $from, to: $to) {
    id symbol kind exDate recordDate payDate amount currency ratioFrom ratioTo label source simulated provider } }`;
  const OPS = `query($from: String, $to: String, $kind: CorporateActionKind) { opsCorporateActions(from: $from, to: $to, kind: $kind, first: 50) {
    items { symbol kind exDate } nextCursor } }`;

  beforeAll(async () => {
    app = await createTestApp();
    app.clock.set(new Date('2026-11-02T15:00:00Z'));
    market = await scriptedMarket(app);
    ops = await app.createOps();
  });
  afterAll(async () => {
    await market?.feed.stop();
    await app?.close();
  });

  it('the feed writes each action once; a revision keeps what it was; anyone reads an instrument’s, ops the market’s', async () => {
    market.provider.actions.push(
      dividend(),
      dividend({
        symbol: 'ES:SAN',
        exDate: '2026-10-30',
        recordDate: '2026-11-03',
        payDate: '2026-11-04',
        amount: '0.1',
        currency: 'EUR',
        label: 'Interim dividend',
      }),
      {
        ...dividend({ symbol: 'TW:2330', exDate: '2026-12-08' }),
        kind: 'split',
        recordDate: null,
        payDate: null,
        amount: null,
        currency: null,
        ratioFrom: '2',
        ratioTo: '3',
        label: null,
        source: 'simulated',
        simulated: true,
      },
    );
    expect(await market.feed.syncCorporateActions()).toEqual({ added: 3, revised: 0, unchanged: 0 });
    expect(await market.feed.syncCorporateActions()).toEqual({ added: 0, revised: 0, unchanged: 3 });
    // The company confirms a different amount: one row still, its history kept.
    market.provider.actions[0] = dividend({ amount: '0.27' });
    expect(await market.feed.syncCorporateActions()).toEqual({ added: 0, revised: 1, unchanged: 2 });
    const [{ n }] = await app.ds.query(`SELECT count(*)::int AS n FROM corporate_actions WHERE symbol = 'US:AAPL'`);
    expect(n).toBe(1);
    const [rev] = await app.ds.query(`SELECT before, after FROM corporate_action_revisions`);
    expect(rev).toMatchObject({ before: { amount: '0.26' }, after: { amount: '0.27' } });
    await expect(app.ds.query(`DELETE FROM corporate_action_revisions`)).rejects.toThrow();

    // Anyone, signed in or not, reads an instrument's calendar.
    const anon = await app.anonymous().exec<{ corporateActions: Array<Record<string, unknown>> }>(READ, { symbol: 'US:AAPL' });
    expect(anon.errors).toBeUndefined();
    expect(anon.data!.corporateActions).toEqual([
      expect.objectContaining({
        kind: 'CASH_DIVIDEND',
        exDate: '2026-11-10',
        payDate: '2026-11-13',
        amount: '0.27',
        currency: 'USD',
        simulated: false,
        provider: 'simulated',
      }),
    ]);
    const tw = await app.anonymous().exec<{ corporateActions: Array<Record<string, unknown>> }>(READ, { symbol: 'TW:2330' });
    expect(tw.data!.corporateActions).toEqual([expect.objectContaining({ kind: 'SPLIT', ratioFrom: '2', ratioTo: '3', simulated: true })]);
    expect(codeOf(await app.anonymous().exec(READ, { symbol: 'US:AAPL', from: 'yesterday' }))).toBe('BAD_INPUT');

    // Ops see the market's calendar; customers do not.
    const cal = await ops.client.exec<{ opsCorporateActions: { items: Array<{ symbol: string; exDate: string }> } }>(OPS, {
      from: '2026-10-01',
      to: '2026-12-31',
    });
    expect(cal.data!.opsCorporateActions.items.map((a) => `${a.exDate} ${a.symbol}`)).toEqual([
      '2026-10-30 ES:SAN',
      '2026-11-10 US:AAPL',
      '2026-12-08 TW:2330',
    ]);
    const splits = await ops.client.exec<{ opsCorporateActions: { items: Array<{ symbol: string }> } }>(OPS, {
      from: '2026-10-01',
      to: '2026-12-31',
      kind: 'SPLIT',
    });
    expect(splits.data!.opsCorporateActions.items.map((a) => a.symbol)).toEqual(['TW:2330']);
    const u = await app.registerUser();
    expect(codeOf(await u.client.exec(OPS, {}))).toBe('FORBIDDEN');
  });

  it('nobody can type one in: no GraphQL mutation writes the calendar', async () => {
    const res = await app
      .anonymous()
      .exec<{ __schema: { mutationType: { fields: Array<{ name: string }> } } }>(`query { __schema { mutationType { fields { name } } } }`);
    const names = res.data!.__schema.mutationType.fields.map((f) => f.name);
    expect(names.length).toBeGreaterThan(50);
    expect(names.filter((n) => /corporate|dividend|split/i.test(n))).toEqual([]);
  });
});
