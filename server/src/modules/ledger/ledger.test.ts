import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPubSub } from '@graphql-yoga/subscription';
import type { Topics } from '../../graphql/pubsub';
import { Money } from '../../shared/money';
import { UserEventsService } from '../events/user-events.service';
import { credit as creditUser } from '../../test/money-kit';
import { type TestApp, type TestUser, createTestApp, wsExec } from '../../test/harness';

// The database itself refuses what must never happen to money, whatever code (or console) tries it.

let app: TestApp;
let ops: TestUser;
let sql: pg.Client;
beforeAll(async () => {
  app = await createTestApp();
  ops = await app.createOps();
  sql = new pg.Client({ connectionString: app.dbUrl });
  await sql.connect();
});
afterAll(async () => {
  await sql?.end();
  await app?.close();
});

const credit = (userId: string, amount: string, currency = 'EUR') => creditUser(app, ops, userId, amount, currency);

async function sqlError(text: string, params: unknown[] = []): Promise<string> {
  try {
    await sql.query('BEGIN');
    await sql.query(text, params);
    await sql.query('COMMIT');
    return 'no error';
  } catch (err) {
    await sql.query('ROLLBACK');
    return (err as Error).message;
  }
}

/** Moves a user's balance behind the ledger's back, as only a superuser switching its guards off could. */
async function forceBalance(userId: string, change: '+ 1' | '- 1') {
  const guards = ['ledger_accounts_guard', 'ledger_accounts_balance_posted'];
  for (const g of guards) await sql.query(`ALTER TABLE ledger_accounts DISABLE TRIGGER ${g}`);
  await sql.query(`UPDATE ledger_accounts SET balance = balance ${change} WHERE owner_id = $1 AND kind = 'user_available'`, [userId]);
  for (const g of guards) await sql.query(`ALTER TABLE ledger_accounts ENABLE TRIGGER ${g}`);
}

describe('what the database enforces', () => {
  it('refuses to set a balance directly, to edit or delete entries and postings, and to delete accounts', async () => {
    const u = await app.registerUser();
    await credit(u.user.id, '100');
    expect(await sqlError(`UPDATE ledger_accounts SET balance = 1000000 WHERE owner_id = $1`, [u.user.id])).toMatch(
      /only through postings/,
    );
    expect(await sqlError(`UPDATE ledger_postings SET amount = amount * 2`)).toMatch(/append-only/);
    expect(await sqlError(`DELETE FROM ledger_postings`)).toMatch(/append-only/);
    expect(await sqlError(`UPDATE ledger_entries SET memo = 'rewritten'`)).toMatch(/append-only/);
    expect(await sqlError(`DELETE FROM ledger_entries`)).toMatch(/append-only/);
    expect(await sqlError(`TRUNCATE ledger_postings, ledger_entries CASCADE`)).toMatch(/append-only/);
    expect(await sqlError(`DELETE FROM ledger_accounts WHERE owner_id = $1`, [u.user.id])).toMatch(/never deleted/);
    expect(
      await sqlError(`INSERT INTO ledger_accounts (owner_id, currency, kind, balance) VALUES (NULL, 'EUR', 'tax_payable', 5)`),
    ).toMatch(/opens at zero/);
    const [b] = await app.services.ledger.balances(u.user.id, ['EUR']);
    expect(b.available.toFixed()).toBe('100');
  });

  it('refuses an entry that does not balance, at commit, and a posting that takes user cash below zero', async () => {
    const u = await app.registerUser();
    await credit(u.user.id, '10');
    const { rows } = await sql.query(`SELECT id FROM ledger_accounts WHERE owner_id = $1 AND kind = 'user_available'`, [u.user.id]);
    const account = rows[0].id;
    const oneSided = `WITH e AS (INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, currency, amount) SELECT id, $1, 'EUR', 50 FROM e`;
    expect(await sqlError(oneSided, [account])).toMatch(/fewer than two postings/);
    const external: { rows: Array<{ id: string }> } = await sql.query(
      `SELECT id FROM ledger_accounts WHERE kind = 'ops_adjustments' AND currency = 'EUR'`,
    );
    const lopsided = `WITH e AS (INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, currency, amount) SELECT id, a, 'EUR', v FROM e, (VALUES ($1::bigint, 50), ($2::bigint, -49)) AS x(a, v)`;
    expect(await sqlError(lopsided, [account, external.rows[0].id])).toMatch(/does not balance in EUR/);
    const overdraw = `WITH e AS (INSERT INTO ledger_entries (kind) VALUES ('forged') RETURNING id)
      INSERT INTO ledger_postings (entry_id, account_id, currency, amount) SELECT id, a, 'EUR', v FROM e, (VALUES ($1::bigint, -10.01), ($2::bigint, 10.01)) AS x(a, v)`;
    expect(await sqlError(overdraw, [account, external.rows[0].id])).toMatch(/user_cash_not_negative/);
    const [b] = await app.services.ledger.balances(u.user.id, ['EUR']);
    expect(b.available.toFixed()).toBe('10');
  });

  it('closes a hold exactly once, in full or in part, releasing the rest', async () => {
    const u = await app.registerUser();
    await credit(u.user.id, '100');
    const hold = await app.ds.transaction((em) =>
      app.services.ledger.hold(em, {
        ownerId: u.user.id,
        currency: 'EUR',
        amount: new Money(60),
        referenceType: 'test',
        referenceId: 'h1',
        kind: 'test_hold',
      }),
    );
    expect((await app.services.ledger.balances(u.user.id, ['EUR']))[0]).toMatchObject({ available: new Money(40), frozen: new Money(60) });
    await app.ds.transaction((em) =>
      app.services.ledger.postHold(em, hold.id, {
        kind: 'test_post',
        destinations: [{ account: { ownerId: null, currency: 'EUR', kind: 'fee_income' }, amount: new Money('25.5') }],
      }),
    );
    const [after] = await app.services.ledger.balances(u.user.id, ['EUR']);
    expect([after.available.toFixed(), after.frozen.toFixed()]).toEqual(['74.5', '0']);
    await expect(app.ds.transaction((em) => app.services.ledger.voidHold(em, hold.id, { kind: 'again' }))).rejects.toMatchObject({
      code: 'HOLD_ALREADY_CLOSED',
    });
    expect(await sqlError(`UPDATE ledger_holds SET status = 'voided' WHERE id = $1`, [hold.id])).toMatch(/already posted/);
    expect(await sqlError(`DELETE FROM ledger_holds WHERE id = $1`, [hold.id])).toMatch(/never deleted/);
    expect((await app.services.ledger.check()).ok).toBe(true);
  });

  it('ledgerCheck recomputes every balance and reports a difference when one is forced in behind the triggers', async () => {
    const clean = await app.services.ledger.check();
    expect(clean.problems).toEqual([]);
    const u = await app.registerUser();
    await credit(u.user.id, '5');
    // Only a superuser switching the guard off could do this; the check must still catch it.
    await forceBalance(u.user.id, '+ 1');
    const report = await app.services.ledger.check();
    expect(report.ok).toBe(false);
    expect(report.problems.map((p) => p.kind).sort()).toEqual(['ACCOUNT_BALANCE', 'CURRENCY_TOTAL']);
    expect(report.problems.find((p) => p.kind === 'ACCOUNT_BALANCE')).toMatchObject({ currency: 'EUR', expected: '5', actual: '6' });
    await forceBalance(u.user.id, '- 1');
    expect((await app.services.ledger.check()).ok).toBe(true);
  });

  it('ledgerCheck is for ops only', async () => {
    const u = await app.registerUser();
    const q = 'query { ledgerCheck { ok } }';
    expect((await u.client.exec(q)).errors?.[0].extensions?.code).toBe('FORBIDDEN');
    expect((await app.anonymous().exec(q)).errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    expect((await ops.client.exec(q)).data).toEqual({ ledgerCheck: { ok: true } });
  });
});

describe('live account events', () => {
  const SUB =
    'subscription S($after: String) { accountEvents(afterSeq: $after) { seq type currency available frozen recordId status reason } }';

  function collect(client: ReturnType<TestUser['client']['ws']>, after: string | null) {
    const events: Array<Record<string, string>> = [];
    const done = new Promise<void>((resolve, reject) => {
      client.subscribe(
        { query: SUB, variables: { after } },
        { next: (v) => events.push((v.data as { accountEvents: Record<string, string> }).accountEvents), error: reject, complete: resolve },
      );
    });
    return { events, done };
  }

  const until = async (f: () => boolean, ms = 5000) => {
    const end = Date.now() + ms;
    while (!f()) {
      if (Date.now() > end) throw new Error('timed out waiting for events');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('reach the open screen live, numbered; a client that reconnects with its last seq gets exactly what it missed', async () => {
    const u = await app.registerUser();
    const ws1 = u.client.ws();
    const first = collect(ws1, null);
    await new Promise((r) => setTimeout(r, 200));
    await credit(u.user.id, '30');
    await until(() => first.events.length >= 1);
    expect(first.events[0]).toMatchObject({ seq: '1', type: 'BALANCE_CHANGED', currency: 'EUR', available: '30', frozen: '0' });
    await ws1.dispose();

    // Offline: two more changes happen.
    await credit(u.user.id, '5');
    await credit(u.user.id, '-12.5');

    const ws2 = u.client.ws();
    const second = collect(ws2, first.events.at(-1)!.seq);
    await until(() => second.events.length >= 2);
    expect(second.events.map((e) => [e.seq, e.available])).toEqual([
      ['2', '35'],
      ['3', '22.5'],
    ]);
    await credit(u.user.id, '1');
    await until(() => second.events.length >= 3);
    expect(second.events[2]).toMatchObject({ seq: '4', available: '23.5' });
    await ws2.dispose();
  });

  it('carry only the subscriber’s own events, and need a signed-in user', async () => {
    const a = await app.registerUser();
    const b = await app.registerUser();
    const wsA = a.client.ws();
    const seenByA = collect(wsA, '0');
    await credit(b.user.id, '9');
    await credit(a.user.id, '4');
    await until(() => seenByA.events.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(seenByA.events.map((e) => e.available)).toEqual(['4']);
    await wsA.dispose();
    const anon = await wsExec(app.anonymous().ws(), { query: SUB });
    expect(anon.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
    const bad = await wsExec(a.client.ws(), { query: SUB, variables: { after: 'x' } });
    expect(bad.errors?.[0].extensions?.code).toBe('BAD_INPUT');
  });

  it('fill a gap from the outbox when a publish was lost', async () => {
    const u = await app.registerUser();
    const ws = u.client.ws();
    const live = collect(ws, '0');
    await new Promise((r) => setTimeout(r, 200));
    // Write an event without publishing it, as if the process died between commit and publish.
    await app.ds.transaction((em) =>
      app.services.events.append(em, u.user.id, 'BALANCE_CHANGED', { currency: 'USD', available: '0', frozen: '0' }, new Date()),
    );
    await credit(u.user.id, '2', 'USD');
    await until(() => live.events.length >= 2);
    expect(live.events.map((e) => e.seq)).toEqual(['1', '2']);
    await ws.dispose();
  });

  it('let go of the live listener as soon as the subscriber leaves, not at the user’s next event', async () => {
    const u = await app.registerUser();
    let released = 0;
    const bus = createPubSub<Topics>();
    const watched = {
      publish: bus.publish,
      subscribe: ((topic: 'USER_EVENT', id: string) => {
        const it = bus.subscribe(topic, id);
        const original = it.return?.bind(it);
        it.return = async (v?: unknown) => {
          released++;
          return original ? original(v) : { done: true, value: undefined };
        };
        return it;
      }) as typeof bus.subscribe,
    };
    const events = new UserEventsService(app.ds, watched);
    const stream = events.stream(u.user.id, '0');
    const pending = stream.next();
    await new Promise((r) => setTimeout(r, 50));
    const closed = await Promise.race([
      stream.return?.(undefined).then(() => 'closed'),
      new Promise((r) => setTimeout(() => r('still waiting'), 1000)),
    ]);
    expect(closed).toBe('closed');
    expect(released).toBeGreaterThanOrEqual(1);
    expect(await pending).toMatchObject({ done: true });
  });
});
