import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credit as creditUser } from '../../test/money-kit';
import { type TestApp, type TestUser, createTestApp } from '../../test/harness';
import { DomainError } from '../../shared/domain-error';
import { idempotent, once } from '../ledger/idempotency';
import { platformShard } from '../ledger/ledger-rules';
import { writeFx } from '../market-data/quote-store';

// Issue 11, item 4 (a transfer executes at a server-issued quote, never better than live) and item 11
// (a key keeps its first business answer, refusals included; replays look at no rate or expiry again).

let app: TestApp;
let ops: TestUser;
beforeAll(async () => {
  app = await createTestApp();
  ops = await app.createOps();
});
afterAll(async () => {
  await app?.close();
});

const QUOTE = `query Q($from: String!, $to: String!, $amount: Decimal!) { fxQuote(from: $from, to: $to, amount: $amount) { id expiresAt rate received minimumReceived } }`;
const TRANSFER = `mutation T($input: TransferFundsInput!) { transferFunds(input: $input) { id rate received } }`;
const BALANCES = `query { balances { currency available frozen } }`;
type Quote = { id: string; expiresAt: string; rate: string; received: string; minimumReceived: string };
type Transfer = { id: string; rate: string; received: string };

const credit = (userId: string, amount: string, currency = 'EUR') => creditUser(app, ops, userId, amount, currency);

async function quote(u: TestUser, amount: string, from = 'EUR', to = 'USD'): Promise<Quote> {
  const res = await u.client.exec<{ fxQuote: Quote }>(QUOTE, { from, to, amount });
  expect(res.errors).toBeUndefined();
  return res.data!.fxQuote;
}

async function balances(u: TestUser): Promise<Record<string, string>> {
  const res = await u.client.exec<{ balances: Array<{ currency: string; available: string }> }>(BALANCES);
  return Object.fromEntries(res.data!.balances.map((b) => [b.currency, b.available]));
}

/** The market-data EURUSD rate, written the way the feed writes it (no API sets a rate). */
const marketRate = (rate: string) => writeFx(app.ds, [{ pair: 'EURUSD', rate, at: app.clock.now(), source: 'simulated', simulated: true }]);

const codeOf = (r: { errors?: Array<{ extensions?: { code?: string } }> }) => r.errors?.[0]?.extensions?.code;

describe('FX quotes (issue 11, item 4)', () => {
  it('issues a quote with an id and an expiry to a signed-in user; none to an anonymous caller', async () => {
    const u = await app.registerUser();
    const q = await quote(u, '100');
    // Signed by the server: what it executes (currencies, amount, rate, expiry) and a MAC over it and the user.
    expect(q.id).toMatch(new RegExp(`^fxq1:EUR:USD:100:${q.rate.replace('.', '\\.')}:\\d+:[A-Za-z0-9_-]{22}$`));
    expect(new Date(q.expiresAt).getTime() - app.clock.now().getTime()).toBe(30_000);
    const anon = await app.anonymous().exec<{ fxQuote: Quote }>(QUOTE, { from: 'EUR', to: 'USD', amount: '100' });
    expect(anon.data?.fxQuote.id).toBeNull();
  });

  it('a rate better than live never executes: the quote moved in the user’s favour executes at the live rate', async () => {
    const u = await app.registerUser();
    await credit(u.user.id, '10000');
    await marketRate('1.1700');
    const q = await quote(u, '10000'); // 1.1700 less 50 bps
    expect(q.rate).toBe('1.16415');
    expect(q.received).toBe('11641.5');
    // Shown before confirming: the least that arrives if the rate falls as far as the tolerance (10 bps).
    expect(q.minimumReceived).toBe('11629.85');
    // The market falls within the tolerance: the live rate, worse for the user, applies, above that floor.
    await marketRate('1.1690');
    const t = await u.client.exec<{ transferFunds: Transfer }>(TRANSFER, { input: { quoteId: q.id, idempotencyKey: randomUUID() } });
    expect(t.errors).toBeUndefined();
    expect(t.data!.transferFunds.rate).toBe('1.163155');
    expect(t.data!.transferFunds.received).toBe('11631.55');
    // Beyond the tolerance: refused with the new rate, nothing moves.
    await credit(u.user.id, '10000');
    const q2 = await quote(u, '10000');
    await marketRate('1.1500');
    const moved = await u.client.exec(TRANSFER, { input: { quoteId: q2.id, idempotencyKey: randomUUID() } });
    expect(codeOf(moved)).toBe('RATE_CHANGED');
    // The market rises: the quote stands (never better than it).
    const q3 = await quote(u, '10000');
    await marketRate('1.2000');
    const up = await u.client.exec<{ transferFunds: Transfer }>(TRANSFER, { input: { quoteId: q3.id, idempotencyKey: randomUUID() } });
    expect(up.data!.transferFunds.rate).toBe(q3.rate);
    expect((await balances(u)).EUR).toBe('0');
  });

  it('moves the platform side through the liquidity shard of the user, with the record taking the entry and its order number', async () => {
    const users = [await app.registerUser(), await app.registerUser(), await app.registerUser()];
    await marketRate('1.1700');
    for (const u of users) {
      await credit(u.user.id, '100');
      const q = await quote(u, '100');
      const t = await u.client.exec<{ transferFunds: Transfer }>(TRANSFER, { input: { quoteId: q.id, idempotencyKey: randomUUID() } });
      expect(t.errors).toBeUndefined();
      const rows: Array<{ order_no: string; reference_no: string; shards: number[] }> = await app.ds.query(
        `SELECT x.order_no, e.reference_no, array_agg(a.shard ORDER BY a.currency) AS shards
         FROM fx_transfers x JOIN ledger_entries e ON e.id = x.entry_id
         JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'fx_liquidity'
         WHERE x.id = $1 GROUP BY x.order_no, e.reference_no`,
        [t.data!.transferFunds.id],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].order_no).toMatch(/^X\d{8}\d+$/);
      expect(rows[0].reference_no).toBe(rows[0].order_no);
      expect(rows[0].shards.map(Number)).toEqual([platformShard(u.user.id), platformShard(u.user.id)]);
    }
  });

  it('executes only a quote the server issued to this user: altered, another user’s or made up is NOT_FOUND, nothing moves', async () => {
    await marketRate('1.1600');
    const u = await app.registerUser();
    const other = await app.registerUser();
    await credit(u.user.id, '1000');
    await credit(other.user.id, '1000');
    const q = await quote(u, '100');
    const [head, , , , rate, expires, mac] = q.id.split(':');
    const better = String(Number(rate) + 0.1);
    const attempts = [
      // A better rate, a larger amount, a later expiry, each keeping the MAC.
      [head, 'EUR', 'USD', '100', better, expires, mac].join(':'),
      [head, 'EUR', 'USD', '1000', rate, expires, mac].join(':'),
      [head, 'EUR', 'USD', '100', rate, String(Number(expires) + 3_600_000), mac].join(':'),
      'fxq1:EUR:USD:100:1.2:1795629771840:AAAAAAAAAAAAAAAAAAAAAA',
      randomUUID(),
      '',
    ];
    for (const quoteId of attempts) {
      expect(codeOf(await u.client.exec(TRANSFER, { input: { quoteId, idempotencyKey: randomUUID() } })), quoteId).toBe('NOT_FOUND');
    }
    // Another user cannot execute it; anonymous callers are asked to sign in.
    expect(codeOf(await other.client.exec(TRANSFER, { input: { quoteId: q.id, idempotencyKey: randomUUID() } }))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(TRANSFER, { input: { quoteId: q.id, idempotencyKey: randomUUID() } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect(await balances(u)).toEqual({ EUR: '1000', USD: '0' });
    expect(await balances(other)).toEqual({ EUR: '1000', USD: '0' });
    // The quote as issued executes for its user, at its rate.
    const t = await u.client.exec<{ transferFunds: Transfer }>(TRANSFER, { input: { quoteId: q.id, idempotencyKey: randomUUID() } });
    expect(t.data?.transferFunds).toMatchObject({ rate: q.rate, received: q.received });
  });

  it('refuses an expired quote', async () => {
    const u = await app.registerUser();
    await credit(u.user.id, '100');
    const q = await quote(u, '50');
    app.clock.advance(31_000);
    expect(codeOf(await u.client.exec(TRANSFER, { input: { quoteId: q.id, idempotencyKey: randomUUID() } }))).toBe('QUOTE_EXPIRED');
    expect((await balances(u)).EUR).toBe('100');
  });
});

describe('idempotency keys keep their first answer (issue 11, item 11)', () => {
  it('same key → INSUFFICIENT_FUNDS, fund the account, same key → INSUFFICIENT_FUNDS again, nothing moved', async () => {
    await marketRate('1.1600');
    const u = await app.registerUser();
    await credit(u.user.id, '100');
    const input = { quoteId: (await quote(u, '500')).id, idempotencyKey: randomUUID() };
    expect(codeOf(await u.client.exec(TRANSFER, { input }))).toBe('INSUFFICIENT_FUNDS');
    await credit(u.user.id, '1000');
    expect(codeOf(await u.client.exec(TRANSFER, { input }))).toBe('INSUFFICIENT_FUNDS');
    expect(await balances(u)).toMatchObject({ EUR: '1100' });
    const transfers: unknown[] = await app.ds.query('SELECT 1 FROM fx_transfers WHERE user_id = $1', [u.user.id]);
    expect(transfers).toEqual([]);
    // A new key is a new attempt, and goes through.
    const fresh = await u.client.exec<{ transferFunds: Transfer }>(TRANSFER, { input: { ...input, idempotencyKey: randomUUID() } });
    expect(fresh.errors).toBeUndefined();
  });

  it('replays a result without looking at the quote’s expiry or the rate again', async () => {
    await marketRate('1.1600');
    const u = await app.registerUser();
    await credit(u.user.id, '100');
    const input = { quoteId: (await quote(u, '40')).id, idempotencyKey: randomUUID() };
    const first = await u.client.exec<{ transferFunds: Transfer }>(TRANSFER, { input });
    expect(first.errors).toBeUndefined();
    app.clock.advance(120_000);
    await marketRate('1.0000');
    const again = await u.client.exec<{ transferFunds: Transfer }>(TRANSFER, { input });
    expect(again.errors).toBeUndefined();
    expect(again.data!.transferFunds).toEqual(first.data!.transferFunds);
    expect((await balances(u)).EUR).toBe('60');
  });

  it('answers a transfer as written: every field as the list reads it back, the replay too', async () => {
    await marketRate('1.1625');
    const u = await app.registerUser();
    await credit(u.user.id, '500');
    const input = { quoteId: (await quote(u, '123.45')).id, idempotencyKey: randomUUID() };
    const FULL = 'id orderNo from to amount midRate rate spreadBps spreadAmount received origin createdAt';
    const first = await u.client.exec<{ transferFunds: Record<string, unknown> }>(
      `mutation T($input: TransferFundsInput!) { transferFunds(input: $input) { ${FULL} } }`,
      { input },
    );
    expect(first.errors).toBeUndefined();
    const list = await u.client.exec<{ myTransfers: { items: Array<Record<string, unknown>> } }>(
      `query { myTransfers { items { ${FULL} } } }`,
    );
    expect(list.data!.myTransfers.items).toEqual([first.data!.transferFunds]);
    expect(first.data!.transferFunds).toMatchObject({ amount: '123.45', midRate: '1.1625', from: 'EUR', to: 'USD' });
    const again = await u.client.exec<{ transferFunds: Record<string, unknown> }>(
      `mutation T($input: TransferFundsInput!) { transferFunds(input: $input) { ${FULL} } }`,
      { input },
    );
    expect(again.data!.transferFunds).toEqual(first.data!.transferFunds);
  });

  it('leaves the key free after a transient failure (SERVICE_UNAVAILABLE)', async () => {
    const u = await app.registerUser();
    const key = { ownerId: u.user.id, key: randomUUID(), operation: 'test', input: { n: 1 } };
    const replay = async (id: string) => `replayed ${id}`;
    await expect(
      once(app.services.uow, key, async () => Promise.reject(new DomainError('SERVICE_UNAVAILABLE')), replay),
    ).rejects.toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    const ran = await once(
      app.services.uow,
      key,
      () => app.services.uow.run(async (tx) => (await idempotent(tx.em, key, async () => {})).resultId),
      replay,
    );
    expect(await once(app.services.uow, key, async () => 'ran again', replay)).toBe(`replayed ${ran}`);
  });
});
