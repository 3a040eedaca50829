import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { Money } from '../../shared/money';

// Orders, fills, positions and closes through the real API (HTTP, GraphQL, PostgreSQL), with quotes
// arriving through the real feed from a provider the test scripts.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let key = 0;
const nextKey = () => `trade-key-${++key}-${Date.now()}`;

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) {
  id orderNo status symbol direction orderType shares leverage limitPrice heldAmount positionId settlementCurrency cancelReason } }`;
const PREVIEW = `query($input: OrderPreviewInput!) { orderPreview(input: $input) {
  price notional margin marginQuote fxRate totalCost chargesTotal available sufficientFunds marketOpen stopOutPrice settlementCurrency
  quote { bid ask at simulated } charges { kind basis amount currency settlementAmount } closeChargesEstimate { kind amount } } }`;
const POSITION = `query($id: ID!) { position(id: $id) {
  id tradeNo orderNo status direction shares leverage buyPrice totalBuyPrice margin buyFee currentPrice profit marketValue stopOutPrice
  sellPrice sellingType sellFee transactionTax grossProfitQuote proceeds lossAbsorbed sellTime
  buyQuote { bid ask at simulated } sellQuote { bid ask at } buyCharges { kind amount settlementAmount } sellCharges { kind amount settlementAmount } } }`;
const CLOSE = `mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status sellPrice profit sellingType proceeds } }`;
const CANCEL = `mutation($id: ID!, $key: String!) { cancelOrder(id: $id, idempotencyKey: $key) { id status cancelReason } }`;
const BALANCES = `{ portfolio { balances { currency available frozen positionValue totalAssets floatingProfit totalProfit } } }`;

type Row = Record<string, unknown>;

async function balance(u: TestUser, currency: string): Promise<Record<string, string>> {
  const r = await u.client.exec<{ portfolio: { balances: Array<Record<string, string>> } }>(BALANCES);
  expect(r.errors).toBeUndefined();
  return r.data!.portfolio.balances.find((b) => b.currency === currency)!;
}

async function place(u: TestUser, input: Row) {
  return u.client.exec<{ placeOrder: Row }>(PLACE, { input: { leverage: 1, idempotencyKey: nextKey(), ...input } });
}

async function newTrader(usd = '10000', eur = '10000'): Promise<TestUser> {
  const u = await app.registerUser();
  await fundUser(app, ops, u, 'USD', usd);
  await fundUser(app, ops, u, 'EUR', eur);
  return u;
}

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(new Date('2026-11-20T15:00:00Z')); // Friday: Madrid, New York and gold in session; Taipei closed
  market = await scriptedMarket(app);
  ops = await app.createOps();
  await market.tick([
    ['US:AAPL', '200.00', '200.10'],
    ['ES:SAN', '9.000', '9.010'],
    ['TW:2330', '1000', '1005'],
    ['GOLD:XAU', '2600.00', '2600.50'],
  ]);
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

describe('a market order, its position and its close', () => {
  it('previews the fill price, margin and every charge before confirm', async () => {
    const u = await newTrader();
    const r = await u.client.exec<{ orderPreview: Row }>(PREVIEW, {
      input: { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 10, leverage: 1 },
    });
    expect(r.errors).toBeUndefined();
    const p = r.data!.orderPreview as Record<string, unknown>;
    expect(p.price).toBe('200.1'); // the ask, to buy
    expect(p.notional).toBe('2001');
    expect(p.margin).toBe('2001');
    expect(p.charges).toEqual([{ kind: 'COMMISSION', basis: expect.any(String), amount: '1', currency: 'USD', settlementAmount: '1' }]);
    expect(p.totalCost).toBe('2002');
    expect(p.sufficientFunds).toBe(true);
    expect(p.marketOpen).toBe(true);
    expect((p.quote as Row).simulated).toBe(true);
    // Selling later costs the SEC fee and FINRA TAF too: disclosed up front.
    expect((p.closeChargesEstimate as Row[]).map((c) => c.kind)).toEqual(['COMMISSION', 'SEC_FEE', 'FINRA_TAF']);
  });

  it('fills at the ask, opens the position, then closes at the bid with profit and charges in one entry', async () => {
    const u = await newTrader();
    const r = await place(u, { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 10 });
    expect(r.errors).toBeUndefined();
    const order = r.data!.placeOrder;
    expect(order.status).toBe('FILLED');
    const positionId = order.positionId as string;
    // Net of every charge: −1.00 at the bid, the 1.00 commission paid and 1.05 of closing charges due now.
    expect(await balance(u, 'USD')).toMatchObject({
      available: '7998',
      positionValue: '1998.95',
      floatingProfit: '-3.05',
      totalProfit: '-3.05',
    });

    const open = await u.client.exec<{ position: Row }>(POSITION, { id: positionId });
    expect(open.data!.position).toMatchObject({
      status: 'OPEN',
      buyPrice: '200.1',
      margin: '2001',
      buyFee: '1',
      currentPrice: '200',
      profit: '-3.05',
    });
    expect((open.data!.position.buyQuote as Row).ask).toBe('200.1');

    await market.tick([['US:AAPL', '210.00', '210.10']]);
    // The floating profit is what closing now makes, net: the close below makes exactly this.
    expect(await balance(u, 'USD')).toMatchObject({ floatingProfit: '96.95', positionValue: '2098.95' });
    const closed = await u.client.exec<{ closePosition: Row }>(CLOSE, { id: positionId, key: nextKey() });
    expect(closed.errors).toBeUndefined();
    // (210.00 − 200.10) × 10 = 99.00 gross; sell commission 1.00 + SEC fee 2100 × 20.60/M = 0.05 (rounded up).
    expect(closed.data!.closePosition).toMatchObject({
      status: 'CLOSED',
      sellPrice: '210',
      sellingType: 'MANUAL',
      proceeds: '2098.95',
      profit: '96.95',
    });
    const detail = (await u.client.exec<{ position: Row }>(POSITION, { id: positionId })).data!.position;
    expect(detail).toMatchObject({ grossProfitQuote: '99', sellFee: '1.05', lossAbsorbed: '0' });
    expect((detail.sellCharges as Row[]).map((c) => [c.kind, c.settlementAmount])).toEqual([
      ['COMMISSION', '1'],
      ['SEC_FEE', '0.05'],
      ['FINRA_TAF', '0'],
    ]);
    expect(await balance(u, 'USD')).toMatchObject({ available: '10096.95', positionValue: '0', totalProfit: '96.95' });

    // The close is one journal entry: margin back, profit from the counterparty, charges to fee income.
    const entries: Row[] = await app.ds.query(
      `SELECT e.kind, count(p.*)::int AS postings FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
       WHERE e.reference_type = 'position' AND e.reference_id = $1 GROUP BY e.id ORDER BY e.id`,
      [positionId],
    );
    expect(entries.map((e) => e.kind)).toEqual(['position_open', 'position_close_manual']);
    expect((await app.services.ledger.check()).ok).toBe(true);
    expect(await app.services.trading.marginMismatches()).toEqual([]);

    const again = await u.client.exec(CLOSE, { id: positionId, key: nextKey() });
    expect(codeOf(again)).toBe('POSITION_ALREADY_CLOSED');
  });

  it('a short with leverage holds notional ÷ leverage and is stopped out at half its margin', async () => {
    const u = await newTrader();
    const events: Row[] = [];
    const ws = u.client.ws();
    ws.subscribe(
      { query: 'subscription { accountEvents { type status reason symbol recordId } }' },
      { next: (v) => events.push((v.data as { accountEvents: Row }).accountEvents), error: () => {}, complete: () => {} },
    );
    await new Promise((r) => setTimeout(r, 200));
    // 1,000 SAN short at the bid 9.000 = €9,000 notional, 5× → €1,800 margin. Spain taxes buys, so the
    // opening sell pays commission only; the closing buy will pay the 0.2% tax.
    const r = await place(u, { symbol: 'ES:SAN', orderType: 'MARKET', direction: 'SHORT', shares: 1000, leverage: 5 });
    expect(r.errors).toBeUndefined();
    const id = r.data!.placeOrder.positionId as string;
    const pos = (await u.client.exec<{ position: Row }>(POSITION, { id })).data!.position;
    expect(pos).toMatchObject({ direction: 'SHORT', leverage: 5, buyPrice: '9', margin: '1800', buyFee: '9', stopOutPrice: '9.9' });
    // Stop-out when equity (1,800 − loss) ≤ 900: the ask at 9.90 loses 900.
    await market.tick([['ES:SAN', '9.800', '9.850']]);
    expect((await u.client.exec<{ position: Row }>(POSITION, { id })).data!.position.status).toBe('OPEN');
    await market.tick([['ES:SAN', '9.890', '9.900']]);
    const after = (await u.client.exec<{ position: Row }>(POSITION, { id })).data!.position;
    expect(after).toMatchObject({ status: 'CLOSED', sellingType: 'STOP_OUT', sellPrice: '9.9', grossProfitQuote: '-900' });
    // Closing buy: commission 9.90 + tax 0.2% of 9,900 = 19.80.
    expect((after.sellCharges as Row[]).map((c) => [c.kind, c.amount])).toEqual([
      ['COMMISSION', '9.9'],
      ['FINANCIAL_TRANSACTION_TAX', '19.8'],
    ]);
    expect(after.proceeds).toBe('870.3');
    await new Promise((r) => setTimeout(r, 300));
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'POSITION_UPDATED', status: 'closed', reason: 'stop_out', recordId: id }),
    );
    await ws.dispose();
    expect((await app.services.ledger.check()).ok).toBe(true);
  });
});

describe('live portfolio', () => {
  it('pushes position value and floating profit again when a quote of an open position ticks', async () => {
    const u = await newTrader();
    await place(u, { symbol: 'GOLD:XAU', orderType: 'MARKET', direction: 'LONG', shares: 1 });
    const seen: Array<Record<string, string>> = [];
    const ws = u.client.ws();
    ws.subscribe(
      {
        query:
          'subscription { portfolioUpdates { balances { currency positionValue floatingProfit totalAssets } marks { symbol currentPrice profit } } }',
      },
      {
        next: (v) => {
          const p = (v.data as { portfolioUpdates: { balances: Array<Record<string, string>> } }).portfolioUpdates;
          seen.push(p.balances.find((b) => b.currency === 'USD')!);
        },
        error: () => {},
        complete: () => {},
      },
    );
    const until = async (ok: () => boolean) => {
      for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
    };
    await until(() => seen.length > 0);
    // Bought at the ask 2,600.50 (commission 1.30); marked at the bid 2,600.00, closing would cost 1.30:
    // −0.50 − 1.30 − 1.30 net, and 2,600.50 − 0.50 − 1.30 back.
    expect(seen[0]).toMatchObject({ positionValue: '2598.7', floatingProfit: '-3.1' });
    await market.tick([['GOLD:XAU', '2650.00', '2650.50']]);
    await until(() => seen.some((b) => b.floatingProfit !== '-3.1'));
    // 49.50 − 1.30 − 1.33 (0.05% of 2,650.00, rounded half up).
    expect(seen.at(-1)).toMatchObject({ positionValue: '2648.67', floatingProfit: '46.87' });
    await ws.dispose();
  });
});

describe('limit orders', () => {
  it('hold their cost, wait, and fill at the quote that crossed the limit (recorded with the fill)', async () => {
    const u = await newTrader();
    const r = await place(u, { symbol: 'US:AAPL', orderType: 'LIMIT', direction: 'LONG', shares: 5, limitPrice: '195.00' });
    expect(r.errors).toBeUndefined();
    expect(r.data!.placeOrder).toMatchObject({ status: 'PENDING', heldAmount: '976', limitPrice: '195' });
    expect(await balance(u, 'USD')).toMatchObject({ available: '9024', frozen: '976' });
    await market.tick([['US:AAPL', '196.00', '196.10']]);
    const still = await u.client.exec<{ order: Row }>(`query($id: ID!) { order(id: $id) { status } }`, { id: r.data!.placeOrder.id });
    expect(still.data!.order.status).toBe('PENDING');
    await market.tick([['US:AAPL', '194.40', '194.50']]);
    const filled = await u.client.exec<{ order: Row }>(`query($id: ID!) { order(id: $id) { status positionId } }`, {
      id: r.data!.placeOrder.id,
    });
    expect(filled.data!.order.status).toBe('FILLED');
    const pos = (await u.client.exec<{ position: Row }>(POSITION, { id: filled.data!.order.positionId })).data!.position;
    expect(pos.buyPrice).toBe('194.5'); // the ask, better than the limit
    expect((pos.buyQuote as Row).ask).toBe('194.5');
    // 5 × 194.50 = 972.50 margin + 1.00 commission; the rest of the 976 hold is released.
    expect(await balance(u, 'USD')).toMatchObject({ available: '9026.5', frozen: '0' });
    expect((await app.services.ledger.check()).ok).toBe(true);
  });

  it('can be cancelled once (hold released); not by another user, not anonymously, not after', async () => {
    const u = await newTrader();
    const other = await newTrader();
    const r = await place(u, { symbol: 'US:AAPL', orderType: 'LIMIT', direction: 'LONG', shares: 1, limitPrice: '100.00' });
    const id = r.data!.placeOrder.id as string;
    expect(codeOf(await other.client.exec(CANCEL, { id, key: nextKey() }))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(CANCEL, { id, key: nextKey() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await other.client.exec(`query($id: ID!) { order(id: $id) { id } }`, { id }))).toBe('NOT_FOUND');
    const c = await u.client.exec<{ cancelOrder: Row }>(CANCEL, { id, key: nextKey() });
    expect(c.data!.cancelOrder).toMatchObject({ status: 'CANCELLED', cancelReason: 'USER' });
    expect(await balance(u, 'USD')).toMatchObject({ available: '10000', frozen: '0' });
    expect(codeOf(await u.client.exec(CANCEL, { id, key: nextKey() }))).toBe('ORDER_NOT_PENDING');
    // A filled order cannot be cancelled either.
    const m = await place(u, { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1 });
    expect(codeOf(await u.client.exec(CANCEL, { id: m.data!.placeOrder.id, key: nextKey() }))).toBe('ORDER_NOT_PENDING');
  });

  it('are accepted while the market is closed (Taiwan) and hold USD at the FX rate with a buffer', async () => {
    const u = await newTrader('40000');
    const r = await u.client.exec<{ orderPreview: Row }>(PREVIEW, {
      input: { symbol: 'TW:2330', orderType: 'LIMIT', direction: 'LONG', shares: 1000, limitPrice: '990', leverage: 1 },
    });
    expect(r.errors).toBeUndefined();
    const p = r.data!.orderPreview;
    expect(p).toMatchObject({ marketOpen: false, settlementCurrency: 'USD', marginQuote: '990000' });
    // 990,000 TWD at 32 less the 0.5% spread (31.84) = 31,092.964… USD, rounded up.
    expect(p.margin).toBe('31092.97');
    expect((p.charges as Row[]).map((c) => c.kind)).toEqual(['COMMISSION', 'FX_SPREAD']);
    const placed = await place(u, { symbol: 'TW:2330', orderType: 'LIMIT', direction: 'LONG', shares: 1000, limitPrice: '990' });
    expect(placed.errors).toBeUndefined();
    // The hold is the preview's total plus the 2% FX buffer, released at the fill.
    expect(placed.data!.placeOrder.heldAmount).toBe(p.totalCost);
    expect(placed.data!.placeOrder.status).toBe('PENDING');
  });
});

describe('bad input changes nothing', () => {
  it.each([
    ['zero shares', { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 0 }, 'SHARES_INVALID'],
    ['negative shares', { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: -5 }, 'SHARES_INVALID'],
    ['absurd shares', { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 2_000_000_000 }, 'ORDER_TOO_LARGE'],
    [
      'a fractional lot',
      { symbol: 'TW:2330', orderType: 'LIMIT', direction: 'LONG', shares: 500, limitPrice: '1000' },
      'SHARES_NOT_LOT_MULTIPLE',
    ],
    ['a zero limit', { symbol: 'US:AAPL', orderType: 'LIMIT', direction: 'LONG', shares: 1, limitPrice: '0' }, 'LIMIT_PRICE_INVALID'],
    ['a negative limit', { symbol: 'US:AAPL', orderType: 'LIMIT', direction: 'LONG', shares: 1, limitPrice: '-3' }, 'LIMIT_PRICE_INVALID'],
    [
      'a limit off the tick grid',
      { symbol: 'US:AAPL', orderType: 'LIMIT', direction: 'LONG', shares: 1, limitPrice: '100.001' },
      'LIMIT_PRICE_OFF_TICK',
    ],
    [
      'a limit off the TWSE ladder',
      { symbol: 'TW:2330', orderType: 'LIMIT', direction: 'LONG', shares: 1000, limitPrice: '1002' },
      'LIMIT_PRICE_OFF_TICK',
    ],
    ['a missing limit', { symbol: 'US:AAPL', orderType: 'LIMIT', direction: 'LONG', shares: 1 }, 'LIMIT_PRICE_INVALID'],
    ['leverage not allowed', { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1, leverage: 3 }, 'LEVERAGE_NOT_ALLOWED'],
    ['20× on shares', { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1, leverage: 20 }, 'LEVERAGE_NOT_ALLOWED'],
    ['a market order while closed', { symbol: 'TW:2330', orderType: 'MARKET', direction: 'LONG', shares: 1000 }, 'MARKET_CLOSED'],
    ['an unknown symbol', { symbol: 'US:NOPE', orderType: 'MARKET', direction: 'LONG', shares: 1 }, 'INSTRUMENT_NOT_FOUND'],
    ['more than the balance', { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 100 }, 'INSUFFICIENT_FUNDS'],
    [
      'a limit order beyond the balance',
      { symbol: 'US:AAPL', orderType: 'LIMIT', direction: 'LONG', shares: 100, limitPrice: '150' },
      'INSUFFICIENT_FUNDS',
    ],
  ])('%s', async (_name, input, code) => {
    const u = await newTrader('1000', '1000');
    const before = await balance(u, 'USD');
    const r = await place(u, input);
    expect(codeOf(r)).toBe(code);
    expect(await balance(u, 'USD')).toEqual(before);
    const [{ n }] = await app.ds.query('SELECT count(*)::int AS n FROM orders WHERE user_id = $1', [u.user.id]);
    expect(n).toBe(0);
  });

  it('a fractional share count is refused by the schema (Int)', async () => {
    const u = await newTrader('1000', '1000');
    const r = await place(u, { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1.5 });
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.data ?? null).toBeNull();
  });

  it('double submission with one key makes one order; the key with other input is refused', async () => {
    const u = await newTrader();
    const input = { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 2, leverage: 1, idempotencyKey: nextKey() };
    const [a, b] = await Promise.all([
      u.client.exec<{ placeOrder: Row }>(PLACE, { input }),
      u.client.exec<{ placeOrder: Row }>(PLACE, { input }),
    ]);
    expect(a.data!.placeOrder.id).toBe(b.data!.placeOrder.id);
    const [{ n }] = await app.ds.query('SELECT count(*)::int AS n FROM positions WHERE user_id = $1', [u.user.id]);
    expect(n).toBe(1);
    expect(codeOf(await u.client.exec(PLACE, { input: { ...input, shares: 3 } }))).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  it("closing another user's position, or anonymously, is refused and changes nothing", async () => {
    const u = await newTrader();
    const other = await newTrader();
    const r = await place(u, { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1 });
    const id = r.data!.placeOrder.positionId as string;
    expect(codeOf(await other.client.exec(CLOSE, { id, key: nextKey() }))).toBe('NOT_FOUND');
    expect(codeOf(await other.client.exec(POSITION, { id }))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(CLOSE, { id, key: nextKey() }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await app.anonymous().exec(BALANCES))).toBe('UNAUTHENTICATED');
    expect((await u.client.exec<{ position: Row }>(POSITION, { id })).data!.position.status).toBe('OPEN');
  });

  it('orders and positions are append-only in the database', async () => {
    const u = await newTrader();
    await place(u, { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1 });
    for (const sql of [
      `UPDATE orders SET shares = 2 WHERE user_id = '${u.user.id}'`,
      `UPDATE positions SET entry_price = 1 WHERE user_id = '${u.user.id}'`,
      `DELETE FROM order_outcomes WHERE user_id = '${u.user.id}'`,
    ]) {
      await expect(app.ds.query(sql)).rejects.toThrow(/append-only/);
    }
  });
});

describe('ledger references', () => {
  it('every trading entry carries the order number (hold, fill) or the trade number (close) and the symbol', async () => {
    const u = await newTrader();
    await market.tick([['US:AAPL', '200.00', '200.10']]);
    const entriesOf = async (nos: string[]) =>
      (
        await app.ds.query(
          `SELECT kind, reference_no, reference_label FROM ledger_entries WHERE reference_no = ANY($1::text[]) ORDER BY id`,
          [nos],
        )
      ).map((e: Row) => [e.kind, e.reference_no, e.reference_label]);

    // A market order: the opening fill takes the order number, the close the position's trade number.
    const market1 = (await place(u, { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1 })).data!.placeOrder;
    const pos1 = (await u.client.exec<{ position: Row }>(POSITION, { id: market1.positionId })).data!.position;
    expect((await u.client.exec(CLOSE, { id: pos1.id, key: nextKey() })).errors).toBeUndefined();
    expect(await entriesOf([market1.orderNo as string, pos1.tradeNo as string])).toEqual([
      ['position_open', market1.orderNo, 'US:AAPL'],
      ['position_close_manual', pos1.tradeNo, 'US:AAPL'],
    ]);

    // A limit order cancelled: the hold and its release both name the order.
    const waiting = (await place(u, { symbol: 'US:AAPL', orderType: 'LIMIT', direction: 'LONG', shares: 1, limitPrice: '150' })).data!
      .placeOrder;
    expect((await u.client.exec(CANCEL, { id: waiting.id, key: nextKey() })).errors).toBeUndefined();
    expect(await entriesOf([waiting.orderNo as string])).toEqual([
      ['order_hold', waiting.orderNo, 'US:AAPL'],
      ['order_cancelled', waiting.orderNo, 'US:AAPL'],
    ]);

    // A limit order the engine fills: the fill posts the hold, under the order's number.
    const limit = (await place(u, { symbol: 'US:AAPL', orderType: 'LIMIT', direction: 'LONG', shares: 1, limitPrice: '199' })).data!
      .placeOrder;
    expect(limit.orderNo).toMatch(/^O\d{8}\d+$/);
    await market.tick([['US:AAPL', '198.90', '199.00']]);
    expect(await entriesOf([limit.orderNo as string])).toEqual([
      ['order_hold', limit.orderNo, 'US:AAPL'],
      ['position_open', limit.orderNo, 'US:AAPL'],
    ]);
    const holds: Row[] = await app.ds.query(`SELECT reference_no, reference_label, status FROM ledger_holds WHERE reference_id = $1`, [
      limit.id,
    ]);
    expect(holds).toEqual([{ reference_no: limit.orderNo, reference_label: 'US:AAPL', status: 'posted' }]);
    expect((await app.services.ledger.check()).ok).toBe(true);
  });
});

describe('end of day', () => {
  it('closes intraday-only leverage at the quote just before the close', async () => {
    const u = await newTrader();
    const r = await place(u, { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1, leverage: 5 });
    const id = r.data!.placeOrder.positionId as string;
    app.clock.set(new Date('2026-11-20T20:59:00Z')); // 15:59 in New York, a minute before the close
    await market.tick([['US:AAPL', '194.60', '194.70']]);
    const p = (await u.client.exec<{ position: Row }>(POSITION, { id })).data!.position;
    expect(p).toMatchObject({ status: 'CLOSED', sellingType: 'END_OF_DAY', sellPrice: '194.6' });
    app.clock.set(new Date('2026-11-20T15:00:00Z'));
    expect((await app.services.ledger.check()).ok).toBe(true);
  });
});

describe('the ledger check', () => {
  it("also proves each user's margin account equals the margin of their open positions", async () => {
    const u = await newTrader();
    await place(u, { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1 });
    expect((await app.services.ledger.check()).problems).toEqual([]);
    // An ops adjustment into the margin account (bypassing trading) must show up as a mismatch.
    await app.ds.transaction((em) =>
      app.services.ledger.post(em, {
        kind: 'adjustment',
        memo: 'test: a stray posting',
        postings: [
          { account: { ownerId: null, currency: 'USD', kind: 'ops_adjustments' }, amount: new Money(-1) },
          { account: { ownerId: u.user.id, currency: 'USD', kind: 'user_margin' }, amount: new Money(1) },
        ],
      }),
    );
    const report = await app.services.ledger.check();
    expect(report.problems).toEqual([expect.objectContaining({ kind: 'MARGIN_MISMATCH', detail: `user ${u.user.id}` })]);
    expect(new Money(report.problems[0].actual).minus(report.problems[0].expected).toFixed()).toBe('1');
  });
});
