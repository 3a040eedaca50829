import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { startJobRunner } from '../../jobs/job-runner';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { type PushReceiver, startPushReceiver, type TestDevice } from '../../test/push-receiver';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../test/scripted-market';
import { until } from '../../test/until';
import { pushModule } from './push.module';

// Issue 31, Web Push, end to end: real product events through the real API and outbox, the trigger's
// pending deliveries, the job process's pg-boss queue, web-push's encryption and VAPID, and a push
// service written in the test from the RFCs (test/push-receiver.ts) that decrypts what arrives.

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let receiver: PushReceiver;
let jobs: Awaited<ReturnType<typeof startJobRunner>>;
let n = 0;
const key = () => `push-${++n}-${Date.now()}`;

const SETTINGS = `query($endpoint: String) { pushSettings(endpoint: $endpoint) { vapidPublicKey deviceCount thisDevice categories { category enabled } } }`;
const SUBSCRIBE = `mutation($s: PushSubscriptionInput!, $lang: String!) { subscribePush(subscription: $s, lang: $lang) { deviceCount thisDevice } }`;
const UNSUBSCRIBE = `mutation($endpoint: String!) { unsubscribePush(endpoint: $endpoint) }`;
const SET_CATEGORY = `mutation($c: NotificationCategory!, $on: Boolean!) { setPushCategory(category: $c, enabled: $on) { categories { category enabled } } }`;
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status } }`;

beforeAll(async () => {
  const base = loadConfig();
  app = await createTestApp({
    quoteMaxAgeSeconds: 10,
    push: { ...base.push, allowLoopbackHttp: true, retryLimit: 3, retryDelaySeconds: 1, maxSubscriptionsPerUser: 3 },
  });
  app.clock.set(new Date('2026-11-20T15:00:00Z')); // Friday: New York in session
  market = await scriptedMarket(app);
  ops = await app.createOps();
  await market.tick([['US:AAPL', '200.00', '200.10']]);
  receiver = await startPushReceiver();
  // A job process of the push module alone (its queue and its LISTEN), as `VELA_ROLES=jobs` runs it.
  jobs = await startJobRunner(app.appDbUrl, app.services, { modules: ['push'], schedules: false });
}, 120_000);
afterAll(async () => {
  await jobs?.stop();
  await market?.feed.stop();
  await receiver?.close();
  await app?.close();
});

async function subscribe(u: TestUser, device: TestDevice, lang = 'en') {
  const res = await u.client.exec<{ subscribePush: { deviceCount: number; thisDevice: boolean } }>(SUBSCRIBE, {
    s: device.subscription,
    lang,
  });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.subscribePush;
}

async function subscriptions(userId: string): Promise<Array<{ endpoint: string; lang: string }>> {
  return app.ds.query(`SELECT endpoint, lang FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at`, [userId]);
}

async function pending(userId: string): Promise<number> {
  const [{ c }] = await app.ds.query(
    `SELECT count(*)::int AS c FROM push_deliveries d JOIN push_subscriptions s ON s.id = d.subscription_id WHERE s.user_id = $1`,
    [userId],
  );
  return c;
}

/** Every push job of the queue has finished (completed, or given up after its retries). */
async function queueIdle(): Promise<void> {
  for (let i = 0; i < 600; i++) {
    const [{ c }] = await app.ds.query(`SELECT count(*)::int AS c FROM pgboss.job WHERE name = 'push-deliver' AND state < 'completed'`);
    const [{ p }] = await app.ds.query(`SELECT count(*)::int AS p FROM push_deliveries WHERE enqueued_at IS NULL`);
    if (c === 0 && p === 0) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('push queue still busy');
}

/** A limit order filled by the feed: the ORDER_FILLED notification a real fill raises. Answers its order number. */
async function limitFill(u: TestUser): Promise<string> {
  const placed = await u.client.exec<{ placeOrder: { id: string } }>(PLACE, {
    input: { symbol: 'US:AAPL', orderType: 'LIMIT', limitPrice: '199', direction: 'LONG', shares: 3, leverage: 1, idempotencyKey: key() },
  });
  expect(placed.errors, JSON.stringify(placed.errors)).toBeUndefined();
  await market.tick([['US:AAPL', '198.80', '198.90']]);
  await market.tick([['US:AAPL', '200.00', '200.10']]);
  const [{ order_no }] = await app.ds.query('SELECT order_no FROM orders WHERE id = $1', [placed.data!.placeOrder.id]);
  return order_no;
}

describe('delivery', () => {
  it('a limit fill is one encrypted push in the device’s language, VAPID-signed, with no amounts', async () => {
    const u = await app.registerUser();
    await fundUser(app, ops, u, 'USD', '10000');
    const device = receiver.device();
    expect(await subscribe(u, device, 'es')).toEqual({ deviceCount: 1, thisDevice: true });
    const orderNo = await limitFill(u);
    await until(() => receiver.of(device).length >= 1);
    await queueIdle();

    const got = receiver.of(device);
    expect(got).toHaveLength(1);
    expect(got[0].error).toBeNull();
    const settings = await u.client.exec<{ pushSettings: { vapidPublicKey: string } }>(SETTINGS);
    expect(got[0].vapid).toMatchObject({ aud: receiver.origin, key: settings.data!.pushSettings.vapidPublicKey });
    expect(got[0].headers['content-encoding']).toBe('aes128gcm');
    const payload = JSON.parse(got[0].plaintext);
    expect(payload).toEqual({
      title: 'Orden ejecutada',
      body: `Tu orden de AAPL (${orderNo}) se ha ejecutado.`,
      link: '/pages/trade/index?tab=positions',
      tag: expect.any(String),
    });
    // No price, quantity or balance anywhere in it; and nothing readable on the wire.
    const words = `${payload.title} ${payload.body}`.replace(orderNo, '');
    for (const figure of ['198', '199', '200', '10000', '597']) expect(words).not.toContain(figure);
    expect(Object.keys(payload).sort()).toEqual(['body', 'link', 'tag', 'title']);
    expect(got[0].body.toString('latin1')).not.toContain('Orden');
    const [{ id }] = await app.ds.query(`SELECT id FROM notifications WHERE user_id = $1 AND kind = 'ORDER_FILLED'`, [u.user.id]);
    expect(payload.tag).toBe(id);
    expect(await pending(u.user.id)).toBe(0);
  });

  it('each of the user’s devices gets its own push, in its own language', async () => {
    const u = await app.registerUser();
    const [en, zh] = [receiver.device(), receiver.device()];
    await subscribe(u, en, 'en');
    await subscribe(u, zh, 'zh-Hant');
    await fundUser(app, ops, u, 'USD', '500');
    await until(() => receiver.of(en).length >= 1 && receiver.of(zh).length >= 1);
    await queueIdle();
    expect(receiver.of(en).map((r) => JSON.parse(r.plaintext).body)).toEqual(['Your deposit has been credited to your account.']);
    expect(receiver.of(zh).map((r) => JSON.parse(r.plaintext).title)).toEqual(['入金已確認']);
    expect(receiver.of(en)[0].plaintext).not.toContain('500');
  });

  it('signing out ends the pushes of the device that session turned on; the user’s other devices keep theirs', async () => {
    const u = await app.registerUser();
    // A second session of the same user (another phone), signed in the way the app signs in.
    const phone = app.anonymous();
    const signedIn = await phone.exec(`mutation($i: LoginInput!) { login(input: $i) { id } }`, {
      i: { phone: u.user.phone, password: u.password },
    });
    expect(signedIn.errors, JSON.stringify(signedIn.errors)).toBeUndefined();
    const other: TestUser = { ...u, client: phone };
    const [leaving, staying] = [receiver.device(), receiver.device()];
    await subscribe(u, leaving);
    await subscribe(other, staying);
    expect(await subscriptions(u.user.id)).toHaveLength(2);

    const out = await u.client.exec<{ logout: boolean }>(`mutation { logout }`);
    expect(out.data?.logout).toBe(true);
    expect((await subscriptions(u.user.id)).map((s) => s.endpoint)).toEqual([staying.subscription.endpoint]);

    await fundUser(app, ops, u, 'USD', '100');
    await until(() => receiver.of(staying).length >= 1);
    await queueIdle();
    expect(receiver.of(staying)).toHaveLength(1);
    expect(receiver.of(leaving)).toEqual([]);
  });

  it('a 410 from the push service removes the subscription (and nothing is tried again)', async () => {
    const u = await app.registerUser();
    const device = receiver.device([410]);
    await subscribe(u, device);
    await fundUser(app, ops, u, 'USD', '100');
    await until(() => receiver.of(device).length >= 1);
    await queueIdle();
    expect(await subscriptions(u.user.id)).toEqual([]);
    expect(await pending(u.user.id)).toBe(0);
    expect(receiver.of(device)).toHaveLength(1);
    const s = await u.client.exec<{ pushSettings: { deviceCount: number; thisDevice: boolean } }>(SETTINGS, {
      endpoint: device.subscription.endpoint,
    });
    expect(s.data!.pushSettings).toMatchObject({ deviceCount: 0, thisDevice: false });
  });

  it('a 500 is tried again until the push service takes it', async () => {
    const u = await app.registerUser();
    const device = receiver.device([500, 503, 201]);
    await subscribe(u, device);
    await fundUser(app, ops, u, 'USD', '100');
    await until(() => receiver.of(device).length >= 3, 60_000);
    await queueIdle();
    const tries = receiver.of(device);
    expect(tries.map((r) => r.status)).toEqual([500, 503, 201]);
    // The same message each time (re-encrypted per try), and the subscription kept.
    expect(new Set(tries.map((r) => r.plaintext)).size).toBe(1);
    expect(tries.every((r) => r.error === null)).toBe(true);
    expect(await subscriptions(u.user.id)).toHaveLength(1);
    expect(await pending(u.user.id)).toBe(0);
  });

  it('a switched-off category writes no delivery and sends nothing; the others still arrive', async () => {
    const u = await app.registerUser();
    const device = receiver.device();
    await subscribe(u, device);
    const off = await u.client.exec<{ setPushCategory: { categories: Array<{ category: string; enabled: boolean }> } }>(SET_CATEGORY, {
      c: 'MONEY',
      on: false,
    });
    expect(off.errors, JSON.stringify(off.errors)).toBeUndefined();
    expect(off.data!.setPushCategory.categories).toContainEqual({ category: 'MONEY', enabled: false });
    await fundUser(app, ops, u, 'USD', '10000');
    // The deposit's notification is in the centre, but no delivery was written in its transaction: nothing can ever send it.
    const [{ c }] = await app.ds.query(`SELECT count(*)::int AS c FROM notifications WHERE user_id = $1 AND kind = 'DEPOSIT_CONFIRMED'`, [
      u.user.id,
    ]);
    expect(c).toBe(1);
    expect(await pending(u.user.id)).toBe(0);
    // An order fill (orders on) reaches the same device: the one push it has is the fill.
    await limitFill(u);
    await until(() => receiver.of(device).length >= 1);
    await queueIdle();
    expect(receiver.of(device).map((r) => JSON.parse(r.plaintext).title)).toEqual(['Order filled']);
  });

  it('notices go, once, to devices with news on (the sweep fans them out)', async () => {
    const [on, off] = [await app.registerUser(), await app.registerUser()];
    const [dOn, dOff] = [receiver.device(), receiver.device()];
    await subscribe(on, dOn, 'es');
    await subscribe(off, dOff, 'es');
    await off.client.exec(SET_CATEGORY, { c: 'NEWS', on: false });
    await app.services.content.create(
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
    await pushModule.jobs?.[0].run(app.services);
    await pushModule.jobs?.[0].run(app.services);
    await until(() => receiver.of(dOn).length >= 1);
    await queueIdle();
    expect(receiver.of(dOn).map((r) => JSON.parse(r.plaintext))).toEqual([
      { title: 'Nuevo aviso', body: 'Mantenimiento el domingo', link: '/subPackages/mine/notice/notice', tag: expect.any(String) },
    ]);
    expect(receiver.of(dOff)).toEqual([]);
  });
});

describe('subscriptions: bad input, limits and ownership', () => {
  const good = () => receiver.device().subscription;

  it('malformed subscriptions and endpoints Vela does not send to are refused with their codes; nothing is stored', async () => {
    const u = await app.registerUser();
    const s = good();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...s, keys: { ...s.keys, p256dh: s.keys.p256dh.slice(0, 40) } }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...s, keys: { ...s.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') } }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...s, keys: { ...s.keys, auth: 'c2hvcnQ' } }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...s, keys: { ...s.keys, auth: 'not base64!' } }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...s, endpoint: 'not a url' }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...s, endpoint: `https://push.example.com/${'x'.repeat(1100)}` }, 'PUSH_SUBSCRIPTION_INVALID'],
      [{ ...s, endpoint: 'http://push.example.com/send/1' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...s, endpoint: 'https://127.0.0.1/push/1' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...s, endpoint: 'https://10.1.2.3/push/1' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...s, endpoint: 'https://169.254.169.254/latest' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...s, endpoint: 'https://[::1]/push' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...s, endpoint: 'https://localhost/push' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...s, endpoint: 'ftp://push.example.com/1' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...s, endpoint: 'http://localhost:1234/push/1' }, 'PUSH_ENDPOINT_NOT_ALLOWED'],
    ];
    for (const [sub, code] of cases) {
      const res = await u.client.exec(SUBSCRIBE, { s: sub, lang: 'en' });
      expect([sub.endpoint, codeOf(res)]).toEqual([sub.endpoint, code]);
    }
    expect(await subscriptions(u.user.id)).toEqual([]);
  });

  it('a user has at most the configured number of devices (PUSH_SUBSCRIPTION_LIMIT_REACHED); refreshing one is not another', async () => {
    const u = await app.registerUser();
    const devices = [receiver.device(), receiver.device(), receiver.device()];
    for (const d of devices) await subscribe(u, d);
    expect(await subscribe(u, devices[0], 'fr')).toMatchObject({ deviceCount: 3 });
    const res = await u.client.exec(SUBSCRIBE, { s: good(), lang: 'en' });
    expect(codeOf(res)).toBe('PUSH_SUBSCRIPTION_LIMIT_REACHED');
    expect((await subscriptions(u.user.id)).map((s) => s.lang)).toEqual(['fr', 'en', 'en']);
  });

  it('another user cannot unsubscribe or see a device; anonymous callers are refused', async () => {
    const [a, b] = [await app.registerUser(), await app.registerUser()];
    const device = receiver.device();
    await subscribe(a, device);
    const res = await b.client.exec<{ unsubscribePush: boolean }>(UNSUBSCRIBE, { endpoint: device.subscription.endpoint });
    expect(res.data!.unsubscribePush).toBe(false);
    expect(await subscriptions(a.user.id)).toHaveLength(1);
    const seen = await b.client.exec<{ pushSettings: { thisDevice: boolean; deviceCount: number } }>(SETTINGS, {
      endpoint: device.subscription.endpoint,
    });
    expect(seen.data!.pushSettings).toMatchObject({ thisDevice: false, deviceCount: 0 });
    const anon = app.anonymous();
    for (const [q, v] of [
      [SETTINGS, {}],
      [SUBSCRIBE, { s: good(), lang: 'en' }],
      [UNSUBSCRIBE, { endpoint: device.subscription.endpoint }],
    ] as const)
      expect(codeOf(await anon.exec(q, v))).toBe('UNAUTHENTICATED');
    expect(
      (await a.client.exec<{ unsubscribePush: boolean }>(UNSUBSCRIBE, { endpoint: device.subscription.endpoint })).data!.unsubscribePush,
    ).toBe(true);
    expect(await subscriptions(a.user.id)).toEqual([]);
  });

  it('a browser signed in by another user moves to them, and the previous user’s pending pushes are dropped', async () => {
    const [a, b] = [await app.registerUser(), await app.registerUser()];
    const device = receiver.device();
    await subscribe(a, device);
    const [{ id: subId }] = await app.ds.query(`SELECT id FROM push_subscriptions WHERE endpoint = $1`, [device.subscription.endpoint]);
    // A delivery of a's still waiting (as the trigger writes it) when b signs in on the same browser.
    await jobs.stop(); // no job process while it waits
    const [{ id: nid }] = await app.ds.query(
      `INSERT INTO notifications (user_id, kind, category, params, link, source_key, created_at)
       VALUES ($1, 'VIP_GRANTED', 'money', '{}', null, $2, now()) RETURNING id`,
      [a.user.id, randomUUID()],
    );
    expect(await app.ds.query(`SELECT 1 FROM push_deliveries WHERE notification_id = $1`, [nid])).toHaveLength(1);
    await subscribe(b, device);
    expect(await subscriptions(a.user.id)).toEqual([]);
    expect(await subscriptions(b.user.id)).toHaveLength(1);
    expect(await app.ds.query(`SELECT 1 FROM push_deliveries WHERE subscription_id = $1`, [subId])).toEqual([]);
    jobs = await startJobRunner(app.appDbUrl, app.services, { modules: ['push'], schedules: false });
  });
});

describe('a job process that was down', () => {
  it('deliveries committed while no job process ran are sent when one starts (nothing lost between commit and queue)', async () => {
    const u = await app.registerUser();
    const device = receiver.device();
    await subscribe(u, device, 'fr');
    await jobs.stop();
    await fundUser(app, ops, u, 'USD', '100');
    expect(await pending(u.user.id)).toBe(1);
    expect(receiver.of(device)).toEqual([]);
    jobs = await startJobRunner(app.appDbUrl, app.services, { modules: ['push'], schedules: false });
    await until(() => receiver.of(device).length >= 1);
    await queueIdle();
    expect(receiver.of(device).map((r) => JSON.parse(r.plaintext).title)).toEqual(['Dépôt confirmé']);
  });
});
