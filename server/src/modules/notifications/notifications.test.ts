import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modules } from '../../app/modules';
import { type TestApp, type TestUser, codeOf, createTestApp, wsExec } from '../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { Money } from '../../shared/money';

// Issue 31, the notification centre: every change a product's rules map is one notification, written in
// the transaction of its outbox event (retries and concurrent workers cannot double it, a rollback leaves
// none), listed newest first with the unread count, marked read by its owner only, pushed live.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let n = 0;
const key = () => `notif-${++n}-${Date.now()}`;

const LIST = `query($first: Int, $after: String, $lang: String) { notifications(first: $first, after: $after, lang: $lang) {
  items { id kind category link read createdAt params { key value } } nextCursor unreadCount } }`;
const UNREAD = `query { unreadNotificationCount }`;
const MARK = `mutation($ids: [ID!]!) { markNotificationsRead(ids: $ids) }`;
const MARK_ALL = `mutation { markAllNotificationsRead }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status positionId } }`;
const EVENTS = 'subscription S($after: String) { accountEvents(afterSeq: $after) { seq type recordId notificationKind unreadCount } }';

type Item = {
  id: string;
  kind: string;
  category: string;
  link: string | null;
  read: boolean;
  params: Array<{ key: string; value: string }>;
};
type Listed = { notifications: { items: Item[]; nextCursor: string | null; unreadCount: number } };

beforeAll(async () => {
  app = await createTestApp({ quoteMaxAgeSeconds: 10 });
  app.clock.set(new Date('2026-11-20T15:00:00Z')); // Friday: New York in session
  market = await scriptedMarket(app);
  ops = await app.createOps();
  await market.tick([['US:AAPL', '200.00', '200.10']]);
});
afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

async function rows(userId: string, kind?: string): Promise<Array<{ id: string; kind: string; params: Record<string, unknown> }>> {
  return app.ds.query(
    `SELECT id, kind, params FROM notifications WHERE user_id = $1 ${kind ? 'AND kind = $2' : ''} ORDER BY created_at, id`,
    [userId, ...(kind ? [kind] : [])],
  );
}

async function list(u: TestUser, vars: Record<string, unknown> = {}): Promise<Listed['notifications']> {
  const res = await u.client.exec<Listed>(LIST, { first: 20, ...vars });
  expect(res.errors).toBeUndefined();
  return res.data!.notifications;
}

const param = (i: { params: Item['params'] }, k: string) => i.params.find((p) => p.key === k)?.value;

describe('products raise notifications through their rules, exactly once', () => {
  it('a confirmed deposit is one DEPOSIT_CONFIRMED; the same decision retried adds none', async () => {
    const u = await app.registerUser();
    const d = await app.services.funding.fileDeposit(u.user, {
      currency: 'USD',
      amount: new Money('100'),
      note: null,
      idempotencyKey: key(),
    });
    const k = key();
    await app.services.review.decide(ops.user, { kind: 'deposit', id: d.id, decision: 'approve', idempotencyKey: k });
    // The client retries (same key): the recorded answer, no second decision, no second notification.
    await app.services.review.decide(ops.user, { kind: 'deposit', id: d.id, decision: 'approve', idempotencyKey: k });
    const mine = await list(u);
    expect(mine.items.map((i) => i.kind)).toEqual(['DEPOSIT_CONFIRMED']);
    expect(mine.items[0]).toMatchObject({ category: 'MONEY', read: false, link: '/subPackages/mine/transactionRecord/transactionRecord' });
    expect(param(mine.items[0], 'id')).toBe(d.id);
    expect(mine.unreadCount).toBe(1);
  });

  it('two ops deciding one deposit at once: one decision, one notification (with the refusal reason code)', async () => {
    const u = await app.registerUser();
    const other = await app.createOps();
    const d = await app.services.funding.fileDeposit(u.user, {
      currency: 'USD',
      amount: new Money('50'),
      note: null,
      idempotencyKey: key(),
    });
    const decide = (who: TestUser) =>
      app.services.review.decide(who.user, {
        kind: 'deposit',
        id: d.id,
        decision: 'refuse',
        reasonCode: 'NAME_MISMATCH',
        idempotencyKey: key(),
      });
    const results = await Promise.allSettled([decide(ops), decide(other)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = await rows(u.user.id);
    expect(refused.map((r) => r.kind)).toEqual(['DEPOSIT_REFUSED']);
    expect(refused[0].params).toMatchObject({ id: d.id, reasonCode: 'NAME_MISMATCH' });
  });

  it('real-name verification passed is REAL_NAME_PASSED', async () => {
    const u = await app.registerUser({ verified: true });
    expect((await rows(u.user.id)).map((r) => r.kind)).toEqual(['REAL_NAME_PASSED']);
  });

  it('a limit order filled by two engine runs at once is one ORDER_FILLED with its order number; a market fill is none', async () => {
    const u = await app.registerUser();
    await fundUser(app, ops, u, 'USD', '10000');
    const before = (await rows(u.user.id)).length;
    const bought = await u.client.exec(PLACE, {
      input: { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 1, leverage: 1, idempotencyKey: key() },
    });
    expect(bought.errors).toBeUndefined();
    const placed = await u.client.exec<{ placeOrder: { id: string } }>(PLACE, {
      input: { symbol: 'US:AAPL', orderType: 'LIMIT', limitPrice: '199', direction: 'LONG', shares: 1, leverage: 1, idempotencyKey: key() },
    });
    expect(placed.errors).toBeUndefined();
    expect(await rows(u.user.id)).toHaveLength(before);
    // The quote crosses the limit; two workers race to fill it.
    await market.tick([['US:AAPL', '198.80', '198.90']], { wait: false });
    await Promise.all([app.services.tradingEngine.matchLimitOrders(['US:AAPL']), app.services.tradingEngine.matchLimitOrders(['US:AAPL'])]);
    await market.feed.settled();
    const filled = await rows(u.user.id, 'ORDER_FILLED');
    expect(filled).toHaveLength(1);
    const [{ order_no }] = await app.ds.query('SELECT order_no FROM orders WHERE id = $1', [placed.data!.placeOrder.id]);
    expect(filled[0].params).toMatchObject({ id: placed.data!.placeOrder.id, symbol: 'US:AAPL', orderNo: order_no });
    await market.tick([['US:AAPL', '200.00', '200.10']]);
  });

  it('a stop-out swept by two workers at once is one POSITION_STOPPED_OUT', async () => {
    const u = await app.registerUser();
    await fundUser(app, ops, u, 'USD', '10000');
    await market.tick([['US:AAPL', '200.00', '200.10']]);
    const opened = await u.client.exec<{ placeOrder: { positionId: string } }>(PLACE, {
      input: { symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 10, leverage: 5, idempotencyKey: key() },
    });
    expect(opened.errors, JSON.stringify(opened.errors)).toBeUndefined();
    await market.tick([['US:AAPL', '150.00', '150.10']], { wait: false });
    await Promise.all([app.services.tradingEngine.riskSweep(['US:AAPL']), app.services.tradingEngine.riskSweep(['US:AAPL'])]);
    await market.feed.settled();
    const stopped = await rows(u.user.id, 'POSITION_STOPPED_OUT');
    expect(stopped).toHaveLength(1);
    expect(stopped[0].params).toMatchObject({ id: opened.data!.placeOrder.positionId, symbol: 'US:AAPL' });
    await market.tick([['US:AAPL', '200.00', '200.10']]);
  });
});

/**
 * Every rule of every module, through the real outbox: each event kind of issue 31 that exists today,
 * emitted once, again in a second transaction (a retried job re-emitting the same change) and twice at
 * once (two workers), is one notification of the kind the rule names; changes not worth one are none.
 */
const CASES: Array<[event: string, payload: Record<string, unknown>, kind: string | null]> = [
  ['ORDER_UPDATED', { status: 'filled', symbol: 'US:AAPL', orderNo: 'O1', orderType: 'limit' }, 'ORDER_FILLED'],
  ['ORDER_UPDATED', { status: 'filled', symbol: 'US:AAPL', orderNo: 'O1', orderType: 'market' }, null],
  ['ORDER_UPDATED', { status: 'cancelled', symbol: 'US:AAPL', reason: 'INSUFFICIENT_FUNDS' }, 'ORDER_CANCELLED'],
  ['ORDER_UPDATED', { status: 'cancelled', symbol: 'US:AAPL', reason: 'USER' }, null],
  ['ORDER_UPDATED', { status: 'cancelled', symbol: 'US:AAPL', reason: 'EXPIRED_DAY' }, 'ORDER_EXPIRED'],
  ['ORDER_UPDATED', { status: 'cancelled', symbol: 'US:AAPL', reason: 'EXPIRED_GTC' }, 'ORDER_EXPIRED'],
  ['ORDER_UPDATED', { status: 'filled', symbol: 'US:AAPL', orderNo: 'O1', orderType: 'stop' }, 'ORDER_FILLED'],
  ['ORDER_UPDATED', { status: 'amended', symbol: 'US:AAPL', orderNo: 'O1' }, null],
  ['ORDER_UPDATED', { status: 'pending', symbol: 'US:AAPL' }, null],
  ['POSITION_UPDATED', { status: 'at_risk', symbol: 'US:AAPL' }, 'POSITION_STOP_OUT_WARNING'],
  ['POSITION_UPDATED', { status: 'open', symbol: 'US:AAPL' }, null],
  ['POSITION_UPDATED', { status: 'closed', symbol: 'US:AAPL', reason: 'stop_out' }, 'POSITION_STOPPED_OUT'],
  ['POSITION_UPDATED', { status: 'closed', symbol: 'US:AAPL', reason: 'end_of_day' }, 'POSITION_CLOSED_END_OF_DAY'],
  ['POSITION_UPDATED', { status: 'closed', symbol: 'US:AAPL', reason: 'loan_liquidation' }, 'POSITION_LIQUIDATED'],
  ['POSITION_UPDATED', { status: 'closed', symbol: 'US:AAPL', reason: 'manual' }, null],
  ['POSITION_UPDATED', { status: 'closed', symbol: 'US:AAPL', reason: 'take_profit' }, 'POSITION_TAKE_PROFIT'],
  ['POSITION_UPDATED', { status: 'closed', symbol: 'US:AAPL', reason: 'stop_loss' }, 'POSITION_STOP_LOSS'],
  ['POSITION_UPDATED', { status: 'closed', symbol: 'US:AAPL', reason: 'trailing_stop' }, 'POSITION_TRAILING_STOP'],
  ['POSITION_UPDATED', { status: 'protection', symbol: 'US:AAPL' }, null],
  ['DEPOSIT_UPDATED', { status: 'confirmed' }, 'DEPOSIT_CONFIRMED'],
  ['DEPOSIT_UPDATED', { status: 'refused', reasonCode: 'NAME_MISMATCH' }, 'DEPOSIT_REFUSED'],
  ['WITHDRAWAL_UPDATED', { status: 'passed' }, 'WITHDRAWAL_PASSED'],
  ['WITHDRAWAL_UPDATED', { status: 'failed', reasonCode: 'LIMIT_EXCEEDED' }, 'WITHDRAWAL_FAILED'],
  ['WITHDRAWAL_UPDATED', { status: 'revoked' }, null],
  ['REAL_NAME_UPDATED', { status: 'passed' }, 'REAL_NAME_PASSED'],
  ['REAL_NAME_UPDATED', { status: 'rejected', reasonCode: 'OTHER' }, 'REAL_NAME_REJECTED'],
  ['LOAN_UPDATED', { status: 'successful' }, 'LOAN_APPROVED'],
  ['LOAN_UPDATED', { status: 'failed', reasonCode: 'OTHER' }, 'LOAN_REFUSED'],
  ['LOAN_UPDATED', { status: 'successful', reason: 'liquidated' }, 'LOAN_LIQUIDATED'],
  ['LOAN_REPAYMENT_UPDATED', { status: 'successful' }, 'LOAN_REPAYMENT_APPROVED'],
  ['LOAN_REPAYMENT_UPDATED', { status: 'failed', reasonCode: 'OTHER' }, 'LOAN_REPAYMENT_REFUSED'],
  ['FUND_UPDATED', { status: 'holding' }, 'FUND_PURCHASE_APPROVED'],
  ['FUND_UPDATED', { status: 'holding', earningDays: 3 }, null],
  ['FUND_UPDATED', { status: 'rejected', reasonCode: 'OTHER' }, 'FUND_PURCHASE_REJECTED'],
  ['FUND_UPDATED', { status: 'ended' }, 'FUND_MATURED'],
  ['FUND_UPDATED', { status: 'redeemed' }, null],
  ['IPO_APPLICATION_UPDATED', { status: 'won', symbol: 'TW:2330', offeringId: 'x' }, 'IPO_WON'],
  ['IPO_APPLICATION_UPDATED', { status: 'not_won', symbol: 'TW:2330' }, 'IPO_NOT_WON'],
  ['IPO_APPLICATION_UPDATED', { status: 'excluded', symbol: 'TW:2330' }, 'IPO_EXCLUDED'],
  ['IPO_APPLICATION_UPDATED', { status: 'issued', symbol: 'TW:2330' }, 'IPO_ISSUED'],
  ['IPO_APPLICATION_UPDATED', { status: 'cancelled', reason: 'offering withdrawn' }, 'IPO_CANCELLED'],
  ['IPO_APPLICATION_UPDATED', { status: 'cancelled' }, null],
  ['BLOCK_TRADE_UPDATED', { status: 'successful', symbol: 'US:AAPL', wonTickets: 2 }, 'BLOCK_TRADE_ALLOCATED'],
  ['BLOCK_TRADE_UPDATED', { status: 'failed', reason: 'NOT_ALLOCATED' }, 'BLOCK_TRADE_NOT_ALLOCATED'],
  ['BLOCK_TRADE_UPDATED', { status: 'failed', reason: 'HEDGE_PRICE_BREACHED' }, 'BLOCK_TRADE_FAILED'],
  ['BLOCK_TRADE_UPDATED', { status: 'in_progress' }, null],
  ['BLOCK_TRADE_CODE_ISSUED', { status: 'issued', symbol: 'US:AAPL' }, 'BLOCK_TRADE_CODE_ISSUED'],
  ['FOLLOW_UPDATED', { status: 'successful', symbol: 'US:AAPL', price: '200.1' }, 'FOLLOW_FILLED'],
  ['FOLLOW_UPDATED', { status: 'failed', symbol: 'US:AAPL', reason: 'WINDOW_ENDED' }, 'FOLLOW_FAILED'],
  ['FOLLOW_UPDATED', { status: 'in_progress', symbol: 'US:AAPL' }, null],
  ['INTRADAY_UPDATED', { status: 'approved', symbol: 'US:AAPL' }, 'STRATEGY_STARTED'],
  ['INTRADAY_UPDATED', { status: 'approved', symbol: 'US:AAPL', phase: 'holding' }, null],
  ['INTRADAY_UPDATED', { status: 'approved', symbol: 'US:AAPL', phase: 'halted' }, 'STRATEGY_HALTED'],
  ['INTRADAY_UPDATED', { status: 'approved', symbol: 'US:AAPL', phase: 'finished', reason: 'session_end' }, 'STRATEGY_STOPPED'],
  ['INTRADAY_UPDATED', { status: 'rejected', symbol: 'US:AAPL', reason: 'ATR_TOO_HIGH' }, 'STRATEGY_REJECTED'],
  ['PRICE_ALERT_TRIGGERED', { symbol: 'US:AAPL', condition: 'above', value: '1', price: '2', triggerCount: 1 }, 'PRICE_ALERT'],
  ['NEW_DEVICE_SIGN_IN', { system: 'iPhone', browser: 'Safari', ip: '203.0.113.*' }, 'NEW_DEVICE_SIGN_IN'],
  ['SECOND_FACTOR_RECOVERY_UPDATED', { status: 'pending' }, 'RECOVERY_REQUESTED'],
  ['SECOND_FACTOR_RECOVERY_UPDATED', { status: 'approved' }, 'RECOVERY_APPROVED'],
  ['SECOND_FACTOR_RECOVERY_UPDATED', { status: 'refused', reasonCode: 'SUSPECTED_FRAUD' }, 'RECOVERY_REFUSED'],
  ['DIVIDEND_PAID', { symbol: 'ES:SAN', direction: 'long', net: '2.93', gross: '3.62', currency: 'EUR' }, 'DIVIDEND_PAID'],
  ['DIVIDEND_PAID', { symbol: 'ES:SAN', direction: 'short', net: '2.13', gross: '2.13', currency: 'EUR' }, 'DIVIDEND_CHARGED'],
  ['SPLIT_APPLIED', { symbol: 'ES:ITX', ratioFrom: '2', ratioTo: '3', positions: 1, orders: 0, alerts: 1 }, 'SPLIT_APPLIED'],
  ['POSITION_UPDATED', { status: 'split', symbol: 'ES:ITX', reason: 'cash_in_lieu' }, null],
  ['POSITION_UPDATED', { status: 'closed', symbol: 'ES:ITX', reason: 'cash_in_lieu' }, null],
  // Documents (issue 36): one notification when made or failed in the background; none for a confirmation
  // (the user waits for it) nor while it is being made.
  [
    'DOCUMENT_UPDATED',
    { status: 'ready', progress: 100, kind: 'monthly_statement', documentNo: 'D2026110112', period: '2026-10', notify: true },
    'DOCUMENT_READY',
  ],
  [
    'DOCUMENT_UPDATED',
    {
      status: 'failed',
      progress: 40,
      kind: 'csv_export',
      documentNo: 'D2026110113',
      period: '2026-01-01/2026-03-31',
      notify: true,
      errorCode: 'INTERNAL_ERROR',
    },
    'DOCUMENT_FAILED',
  ],
  ['DOCUMENT_UPDATED', { status: 'ready', progress: 100, kind: 'trade_confirmation', documentNo: 'D2026110114', notify: false }, null],
  ['DOCUMENT_UPDATED', { status: 'building', progress: 40, kind: 'tax_report' }, null],
  ['DOCUMENT_UPDATED', { status: 'queued', progress: 0, kind: 'tax_report' }, null],
  ['SUPPORT_REPLY_RECEIVED', { status: 'answered', messageId: 'm1', conversationNo: 'H20261120100001', unreadCount: 1 }, 'SUPPORT_REPLY'],
];

describe('every rule, through the outbox', () => {
  it('covers every event type a module declares a rule for', () => {
    const ruled = new Set(modules.flatMap((m) => (m.notifications ?? []).map((r) => r.event)));
    const cased = new Set(CASES.map(([e]) => e));
    expect([...ruled].filter((e) => !cased.has(e) && e !== 'LOAN_UPDATED' && e !== 'VIP_UPDATED')).toEqual([]);
  });

  it.each(CASES)('%s %j → %s, once across a retry and two concurrent workers', async (event, payload, kind) => {
    const u = await app.registerUser();
    const id = randomUUID();
    const emit = () => app.services.uow.run((tx) => tx.emit(u.user.id, event, { id, ...payload }, app.clock.now()));
    await emit();
    await emit();
    await Promise.all([emit(), emit()]);
    const made = await rows(u.user.id);
    expect(made.map((r) => r.kind)).toEqual(kind ? [kind] : []);
    if (kind) {
      // Params only, never a sentence: ids, symbols, numbers, codes.
      // (A new-device notice names the device, not an id.)
      expect(made[0].params).toMatchObject(
        event === 'VIP_UPDATED' ? {} : event === 'NEW_DEVICE_SIGN_IN' ? { system: 'iPhone', browser: 'Safari' } : { id },
      );
      const [{ c }] = await app.ds.query(
        `SELECT count(*)::int AS c FROM user_events WHERE user_id = $1 AND type = 'NOTIFICATION_CREATED'`,
        [u.user.id],
      );
      expect(c).toBe(1);
    }
  });

  it('margin calls and VIP changes notify at each occurrence (each is news), once per event', async () => {
    const u = await app.registerUser();
    const id = randomUUID();
    const emit = (type: string, p: Record<string, unknown>) => app.services.uow.run((tx) => tx.emit(u.user.id, type, p, app.clock.now()));
    await emit('LOAN_UPDATED', { id, status: 'successful', reason: 'margin_call' });
    await emit('LOAN_UPDATED', { id, status: 'successful', reason: 'margin_call' });
    await emit('VIP_UPDATED', { id: u.user.id, status: 'granted' });
    await emit('VIP_UPDATED', { id: u.user.id, status: 'kept' });
    await emit('VIP_UPDATED', { id: u.user.id, status: 'lapsed', reason: 'TOTAL_ASSETS,TRADED_30D' });
    expect((await rows(u.user.id)).map((r) => r.kind).sort()).toEqual([
      'LOAN_MARGIN_CALL',
      'LOAN_MARGIN_CALL',
      'VIP_GRANTED',
      'VIP_LAPSED',
    ]);
  });

  it('a transaction that rolls back leaves no notification and no event', async () => {
    const u = await app.registerUser();
    await expect(
      app.services.uow.run(async (tx) => {
        await tx.emit(u.user.id, 'DEPOSIT_UPDATED', { id: randomUUID(), status: 'confirmed' }, app.clock.now());
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await rows(u.user.id)).toEqual([]);
    const [{ c }] = await app.ds.query(`SELECT count(*)::int AS c FROM user_events WHERE user_id = $1`, [u.user.id]);
    expect(c).toBe(0);
  });

  it('the after-commit hook (the seam for Web Push) hears each created notification once, after commit', async () => {
    const u = await app.registerUser();
    const heard: Array<{ userId: string; kind: string; unreadCount: number }> = [];
    const off = app.services.notifications.onCreated((c) => heard.push(c));
    try {
      const id = randomUUID();
      await app.services.uow.run((tx) => tx.emit(u.user.id, 'WITHDRAWAL_UPDATED', { id, status: 'passed' }, app.clock.now()));
      await app.services.uow.run((tx) => tx.emit(u.user.id, 'WITHDRAWAL_UPDATED', { id, status: 'passed' }, app.clock.now()));
      await app.services.uow
        .run(async (tx) => {
          await tx.emit(u.user.id, 'WITHDRAWAL_UPDATED', { id: randomUUID(), status: 'passed' }, app.clock.now());
          throw new Error('rolled back');
        })
        .catch(() => undefined);
    } finally {
      off();
    }
    expect(heard.filter((h) => h.userId === u.user.id)).toEqual([expect.objectContaining({ kind: 'WITHDRAWAL_PASSED', unreadCount: 1 })]);
  });
});

async function seededUser(count: number): Promise<TestUser> {
  const u = await app.registerUser();
  for (let i = 0; i < count; i++) {
    app.clock.advance(1000);
    await app.services.uow.run((tx) => tx.emit(u.user.id, 'DEPOSIT_UPDATED', { id: randomUUID(), status: 'confirmed' }, app.clock.now()));
  }
  return u;
}

describe('the centre as its reader sees it', () => {
  const seeded = seededUser;

  it('another user can neither see nor mark them; anonymous gets UNAUTHENTICATED; bad ids are BAD_INPUT', async () => {
    const owner = await seeded(1);
    const [mine] = (await list(owner)).items;
    const intruder = await app.registerUser();
    expect((await list(intruder)).items.map((i) => i.id)).not.toContain(mine.id);
    const tried = await intruder.client.exec<{ markNotificationsRead: number }>(MARK, { ids: [mine.id] });
    expect(tried.errors).toBeUndefined();
    expect((await list(owner)).items[0]).toMatchObject({ id: mine.id, read: false });
    // A cursor of the owner's list is not the intruder's.
    const page = await list(await seeded(3), { first: 1 });
    expect(codeOf(await intruder.client.exec(LIST, { first: 1, after: page.nextCursor }))).toBe('BAD_INPUT');
    const anon = app.anonymous();
    expect(codeOf(await anon.exec(LIST, { first: 5 }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anon.exec(UNREAD))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anon.exec(MARK, { ids: [mine.id] }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anon.exec(MARK_ALL))).toBe('UNAUTHENTICATED');
    expect(codeOf(await owner.client.exec(MARK, { ids: ['not-a-uuid'] }))).toBe('BAD_INPUT');
    expect((await list(owner)).unreadCount).toBe(1);
  });

  it('NOTIFICATION_CREATED reaches the user live over accountEvents with the unread count', async () => {
    const u = await app.registerUser();
    const ws = u.client.ws();
    const events: Array<Record<string, unknown>> = [];
    const stop = ws.subscribe(
      { query: EVENTS, variables: { after: '0' } },
      {
        next: (v) => events.push((v.data as { accountEvents: Record<string, unknown> }).accountEvents),
        error: () => {},
        complete: () => {},
      },
    );
    const until = async (ok: () => boolean) => {
      const end = Date.now() + 5000;
      while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
    };
    // A first event read back from the outbox: from here on the stream is live, so the notification's
    // event arrives only if it is published after commit (nothing follows it to reveal a gap).
    await app.services.uow.run((tx) => tx.emit(u.user.id, 'NOTIFICATIONS_READ', { unreadCount: 0 }, app.clock.now()));
    await until(() => events.length >= 1);
    await app.services.uow.run((tx) => tx.emit(u.user.id, 'DEPOSIT_UPDATED', { id: randomUUID(), status: 'confirmed' }, app.clock.now()));
    await until(() => events.some((e) => e.type === 'NOTIFICATION_CREATED'));
    stop();
    await ws.dispose();
    const created = events.find((e) => e.type === 'NOTIFICATION_CREATED');
    const [row] = await rows(u.user.id);
    expect(created).toMatchObject({ recordId: row.id, notificationKind: 'DEPOSIT_CONFIRMED', unreadCount: 1 });
  });
});

// Last: a published notice is in every user's centre (shared row), so it would count in the tests above.
describe('notices in the centre', () => {
  it('pages newest first; marks read; mark all read clears the count, notices included', async () => {
    const notice = await app.services.content.create(
      { user: ops.user, ip: null },
      'notice' as never,
      {
        translations: [
          { lang: 'en', title: 'Maintenance on Sunday', body: 'The app pauses from 02:00 to 03:00.' },
          { lang: 'es', title: 'Mantenimiento el domingo', body: 'La app se detiene de 02:00 a 03:00.' },
        ],
        pinned: false,
      } as never,
      app.clock.now(),
    );
    app.clock.advance(1000);
    const u = await seededUser(3);
    const first = await list(u, { first: 2, lang: 'es' });
    expect(first.unreadCount).toBe(4);
    expect(first.items.map((i) => i.kind)).toEqual(['DEPOSIT_CONFIRMED', 'DEPOSIT_CONFIRMED']);
    const second = await list(u, { first: 2, after: first.nextCursor, lang: 'es' });
    expect(second.items.map((i) => i.kind)).toEqual(['DEPOSIT_CONFIRMED', 'NOTICE']);
    expect(second.nextCursor).toBeNull();
    const noticeItem = second.items[1];
    expect(noticeItem).toMatchObject({ id: notice.id, category: 'NEWS', link: '/subPackages/mine/notice/notice' });
    expect(param(noticeItem, 'title')).toBe('Mantenimiento el domingo');

    const marked = await u.client.exec<{ markNotificationsRead: number }>(MARK, { ids: [first.items[0].id, noticeItem.id] });
    expect(marked.data?.markNotificationsRead).toBe(2);
    const after = await list(u, { first: 10 });
    expect(
      after.items
        .filter((i) => i.read)
        .map((i) => i.id)
        .sort(),
    ).toEqual([first.items[0].id, noticeItem.id].sort());
    expect((await u.client.exec<{ markAllNotificationsRead: number }>(MARK_ALL)).data?.markAllNotificationsRead).toBe(0);
    expect((await u.client.exec<{ unreadNotificationCount: number }>(UNREAD)).data?.unreadNotificationCount).toBe(0);
    expect((await list(u, { first: 10 })).items.every((i) => i.read)).toBe(true);
    // Another user still has the notice unread: read state is per user.
    const other = await app.registerUser();
    expect((await list(other)).items.find((i) => i.id === notice.id)?.read).toBe(false);
  });
  it('a notice published now, and a scheduled one when its time comes, reach signed-in screens live; anonymous is refused', async () => {
    const actor = { user: ops.user, ip: null };
    const draft = (title: string) => ({ translations: [{ lang: 'en', title, body: 'Markets close early.' }], pinned: false }) as never;
    const u = await app.registerUser();
    const ws = u.client.ws();
    const seen: string[] = [];
    const stop = ws.subscribe(
      { query: 'subscription { noticePublished { id at } }' },
      {
        next: (v) => seen.push((v.data as { noticePublished: { id: string } }).noticePublished.id),
        error: () => {},
        complete: () => {},
      },
    );
    const waitFor = async (ok: () => boolean) => {
      const end = Date.now() + 5000;
      while (!ok() && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
      expect(ok()).toBe(true);
    };
    // Published now: told at once. (Published again until the socket's subscription is in place.)
    const now = await app.services.content.create(actor, 'notice' as never, draft('Early close on 24 December'), null);
    for (let i = 0; i < 50 && !seen.includes(now.id); i++) {
      await app.services.content.publish(actor, now.id, null);
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(seen).toContain(now.id);

    // Scheduled in an hour: nothing until the sweep finds its time has come.
    const later = await app.services.content.create(actor, 'notice' as never, draft('New fees from 1 January'), null);
    await app.services.content.publish(actor, later.id, new Date(app.clock.now().getTime() + 3_600_000));
    app.services.content.announceNotices(await app.services.push.sweep());
    // A marker published after that sweep: once it has arrived, anything the sweep told has arrived too.
    const marker = await app.services.content.create(actor, 'notice' as never, draft('Marker'), null);
    await app.services.content.publish(actor, marker.id, null);
    await waitFor(() => seen.includes(marker.id));
    expect(seen).not.toContain(later.id);
    app.clock.advance(3_600_000 + 1000);
    app.services.content.announceNotices(await app.services.push.sweep());
    await waitFor(() => seen.includes(later.id));
    stop();
    await ws.dispose();

    const anon = app.anonymous().ws();
    const refused = await wsExec(anon, { query: 'subscription { noticePublished { id } }' });
    expect(refused.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    await anon.dispose();
  });
});
