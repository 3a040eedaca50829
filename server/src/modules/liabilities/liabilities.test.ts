import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { confirmDeposit } from '../../seed/ops-flows';
import { Money } from '../../shared/money';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { fundUser } from '../../test/scripted-market';
import { type LiabilityProof, toCents, verifyProof } from './merkle-sum-tree';

// Issue 38, proof of liabilities, through the real API and PostgreSQL: a snapshot of every customer's
// cash and fund holdings per currency, published roots (GraphQL and /proofs/<date>), each user's proof
// verifying against them (here and with the standalone script, which reads only the public record), a
// snapshot taken while deposits commit concurrently equal to the ledger at its own instant, and the
// snapshot immutable once published.

const run = promisify(execFile);
const SCRIPT = path.resolve(__dirname, '../../../../scripts/verify-liabilities.mjs');
const PROOF = `query($date: String!, $currency: String!) { myLiabilityProof(date: $date, currency: $currency) {
  amount proofJson published { currency rootHash total paddedSize } } }`;
const SNAPSHOTS = `{ liabilitySnapshots { date roots { currency rootHash total paddedSize } } }`;

let app: TestApp;
let ops: TestUser;
const users: TestUser[] = [];

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(new Date('2026-12-01T10:00:00Z'));
  ops = await app.createOps();
  for (const [eur, usd] of [
    ['1000', null],
    ['250.50', '99.99'],
    [null, '5000'],
    ['0.01', null],
  ] as const) {
    const u = await app.registerUser();
    if (eur) await fundUser(app, ops, u, 'EUR', eur);
    if (usd) await fundUser(app, ops, u, 'USD', usd);
    users.push(u);
  }
});
afterAll(async () => {
  await app?.close();
});
afterEach(async () => {
  // The ledger check compares each published total with the ledger at its snapshot's instant.
  const report = await app.services.ledger.check();
  expect(report.problems).toEqual([]);
});

async function proofOf(u: TestUser, date: string, currency: string) {
  const r = await u.client.exec<{
    myLiabilityProof: { amount: string; proofJson: string; published: { rootHash: string; total: string; paddedSize: number } };
  }>(PROOF, { date, currency });
  return r;
}

describe('a published snapshot', () => {
  it('commits to every customer’s amount; each proof verifies for its owner only; the public record matches', async () => {
    const taken = await app.services.liabilities.take('2026-12-01');
    const eur = taken.roots.find((r) => r.currency === 'EUR')!;
    const usd = taken.roots.find((r) => r.currency === 'USD')!;
    expect(eur.total).toBe('1250.51');
    expect(usd.total).toBe('5099.99');
    expect(eur.paddedSize).toBeGreaterThanOrEqual(16);

    const published = (await app.anonymous().exec<{ liabilitySnapshots: Array<{ date: string; roots: typeof taken.roots }> }>(SNAPSHOTS))
      .data!.liabilitySnapshots;
    expect(published[0].date).toBe('2026-12-01');
    expect(published[0].roots).toEqual(taken.roots);
    const res = await fetch(`${app.url}/proofs/2026-12-01`);
    expect(res.status).toBe(200);
    const record = (await res.json()) as { date: string; roots: typeof taken.roots };
    expect(record.roots).toEqual(taken.roots);
    expect(JSON.stringify(record)).not.toMatch(/leafCount|seed|salt/);

    const [a, b] = users;
    const mine = (await proofOf(b, '2026-12-01', 'EUR')).data!.myLiabilityProof;
    expect(mine.amount).toBe('250.50');
    const proof = JSON.parse(mine.proofJson) as LiabilityProof;
    const root = { hash: eur.rootHash, sum: toCents(eur.total).toString(), paddedSize: eur.paddedSize };
    expect(verifyProof(proof, root, b.user.id)).toEqual({ ok: true });
    // The same proof is not a proof for anyone else, and a changed amount breaks it.
    expect(verifyProof(proof, root, a.user.id).ok).toBe(false);
    expect(verifyProof({ ...proof, amount: '251.50' }, root, b.user.id).ok).toBe(false);

    // Another user's or a missing leaf is NOT_FOUND; no proof for anonymous readers.
    expect(codeOf(await proofOf(users[2], '2026-12-01', 'EUR'))).toBe('NOT_FOUND');
    expect(codeOf(await app.anonymous().exec(PROOF, { date: '2026-12-01', currency: 'EUR' }))).toBe('UNAUTHENTICATED');
    expect((await fetch(`${app.url}/proofs/2026-11-30`)).status).toBe(404);

    // The standalone script verifies the downloaded file against the public record alone.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-proof-'));
    const file = path.join(dir, 'proof.json');
    fs.writeFileSync(file, mine.proofJson);
    const ok = await run('node', [SCRIPT, file, '--url', `${app.url}/proofs/2026-12-01`]);
    expect(ok.stdout).toMatch(/^OK: your balance of 250\.50 EUR is included in the published total of 1250\.51 EUR/);
    fs.writeFileSync(file, JSON.stringify({ ...proof, amount: '2500.50' }));
    await expect(run('node', [SCRIPT, file, '--url', `${app.url}/proofs/2026-12-01`])).rejects.toMatchObject({ code: 1 });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is taken once: a second run of the date is refused and the stored rows cannot change', async () => {
    await expect(app.services.liabilities.take('2026-12-01')).rejects.toMatchObject({ code: 'LIABILITY_SNAPSHOT_EXISTS' });
    expect(await app.services.liabilities.takeIfDue()).toBeNull();
    await expect(app.ds.query(`UPDATE liability_roots SET total = total + 1`)).rejects.toThrow(/append-only/);
    await expect(app.ds.query(`UPDATE liability_leaves SET amount = 0`)).rejects.toThrow(/append-only/);
    await expect(app.ds.query(`DELETE FROM liability_snapshots`)).rejects.toThrow(/append-only/);
  });
});

describe('a snapshot during concurrent deposits', () => {
  it('equals the ledger at its own instant: the total before plus exactly the deposits it saw', async () => {
    app.clock.set(new Date('2026-12-02T00:05:00Z'));
    const before = await eurLiabilities();
    const checker = await app.checker();
    // Twenty deposits filed, then confirmed concurrently with the snapshot.
    const filed = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const u = users[i % users.length];
        const d = await app.services.funding.fileDeposit(u.user, {
          currency: 'EUR',
          amount: new Money(`${i + 1}.25`),
          note: null,
          idempotencyKey: `pol-dep-${i}`,
        });
        return { id: d.id, amount: new Money(`${i + 1}.25`) };
      }),
    );
    const [taken] = await Promise.all([
      (async () => {
        await new Promise((r) => setTimeout(r, 15));
        return app.services.liabilities.take('2026-12-02');
      })(),
      ...filed.map((d, i) => confirmDeposit(app.services, ops.user, checker.user, d.id, `pol-conf-${i}`)),
    ]);
    const after = await eurLiabilities();
    expect(after.minus(before).toFixed(2)).toBe(filed.reduce((s, d) => s.plus(d.amount), new Money(0)).toFixed(2));
    // Which confirmations the snapshot saw, decided per journal entry by the stored database snapshot.
    const seen: Array<{ amount: string }> = await app.ds.query(
      `SELECT p.amount::text AS amount FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
       JOIN ledger_entries e ON e.id = p.entry_id
       WHERE e.kind = 'deposit' AND e.reference_id = ANY($1::text[]) AND a.kind = 'user_available'
         AND pg_visible_in_snapshot(p.xmin::text::xid8, (SELECT db_snapshot FROM liability_snapshots WHERE snapshot_date = '2026-12-02')::pg_snapshot)`,
      [filed.map((d) => d.id)],
    );
    const published = new Money(taken.roots.find((r) => r.currency === 'EUR')!.total);
    expect(published.toFixed(2)).toBe(seen.reduce((s, r) => s.plus(r.amount), before).toFixed(2));
  });
});

/** What the ledger owes customers in EUR now: their cash accounts and the fund liability. */
async function eurLiabilities(): Promise<Money> {
  const [{ total }]: Array<{ total: string }> = await app.ds.query(
    `SELECT coalesce(sum(balance), 0)::text AS total FROM ledger_accounts
     WHERE currency = 'EUR' AND kind IN ('user_available', 'user_hold', 'user_margin', 'fund_liability')`,
  );
  return new Money(total);
}
