import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';

// The one review workflow and maker-checker through the real API: the inbox, decisions with reason
// codes, approvals above the threshold waiting for a second ops user, and who may decide what.

let app: TestApp;
let ops: TestUser;
let checker: TestUser;
const key = () => randomUUID();

const FILE_DEPOSIT = `mutation F($input: FileDepositInput!) { fileDeposit(input: $input) { id orderNo } }`;
const QUEUE = `query Q($kind: String!, $status: String, $after: String) { reviewQueue(kind: $kind, status: $status, first: 50, after: $after) {
  items { kind id userId userPhone status orderNo amount currency needsSecondApproval } nextCursor } }`;
const DECIDE = `mutation D($input: DecideReviewInput!) { decideReview(input: $input) { kind id status opsRequestId } }`;
const REQUESTS = `query R($status: OpsRequestStatus) { opsRequests(status: $status, first: 50) { items { id kind status makerId checkerId summary amount currency } } }`;
const DECIDE_REQUEST = `mutation D($input: DecideOpsRequestInput!) { decideOpsRequest(input: $input) { id status checkerId } }`;
const BALANCES = `query { balances { currency available } }`;
const MY_DEPOSITS = `query M($after: String) { myDeposits(first: 1, after: $after) { items { id status } nextCursor } }`;
const KINDS = `query { reviewKinds { kind pendingStatus decisions } }`;

async function fileDeposit(u: TestUser, amount: string): Promise<string> {
  const r = await u.client.exec<{ fileDeposit: { id: string } }>(FILE_DEPOSIT, {
    input: { currency: 'EUR', amount, idempotencyKey: key() },
  });
  expect(r.errors).toBeUndefined();
  return r.data!.fileDeposit.id;
}

async function available(u: TestUser): Promise<string> {
  const r = await u.client.exec<{ balances: Array<{ currency: string; available: string }> }>(BALANCES);
  return r.data!.balances.find((b) => b.currency === 'EUR')!.available;
}

beforeAll(async () => {
  app = await createTestApp({ reviewSecondApprovalAbove: '1000' });
  ops = await app.createOps();
  checker = await app.checker();
});
afterAll(async () => {
  await app?.close();
});

describe('the review inbox', () => {
  it('lists every kind, and a kind’s waiting items with their evidence; ops only', async () => {
    const kinds = await ops.client.exec<{ reviewKinds: Array<{ kind: string; decisions: string[] }> }>(KINDS);
    expect(kinds.data?.reviewKinds).toEqual(
      expect.arrayContaining([
        { kind: 'deposit', pendingStatus: 'pending', decisions: ['approve', 'refuse'] },
        { kind: 'withdrawal', pendingStatus: 'pending', decisions: ['approve', 'refuse'] },
      ]),
    );
    const u = await app.registerUser();
    const small = await fileDeposit(u, '40');
    const large = await fileDeposit(u, '4000');
    const queue = await ops.client.exec<{ reviewQueue: { items: Array<Record<string, unknown>> } }>(QUEUE, { kind: 'deposit' });
    const mine = queue.data!.reviewQueue.items.filter((i) => i.userId === u.user.id);
    // Both filed at the same instant (the test clock), so their order is by id; the evidence is what matters.
    expect(mine).toHaveLength(2);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: large,
          status: 'pending',
          amount: '4000',
          currency: 'EUR',
          userPhone: u.user.phone,
          needsSecondApproval: true,
        }),
        expect.objectContaining({ id: small, status: 'pending', amount: '40', needsSecondApproval: false }),
      ]),
    );
    expect(codeOf(await u.client.exec(QUEUE, { kind: 'deposit' }))).toBe('FORBIDDEN');
    expect(codeOf(await app.anonymous().exec(QUEUE, { kind: 'deposit' }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await ops.client.exec(QUEUE, { kind: 'nonsense' }))).toBe('REVIEW_KIND_UNKNOWN');
  });
});

describe('decisions', () => {
  it('an approval above the threshold waits for a second, different ops user; both steps are audited', async () => {
    const u = await app.registerUser();
    const id = await fileDeposit(u, '2500');
    const decided = await ops.client.exec<{ decideReview: { status: string; opsRequestId: string } }>(DECIDE, {
      input: { kind: 'deposit', id, decision: 'APPROVE', idempotencyKey: key() },
    });
    expect(decided.data?.decideReview).toMatchObject({ status: 'pending', opsRequestId: expect.any(String) });
    expect(await available(u)).toBe('0');
    // Asking again while it waits is refused; the maker cannot be the checker.
    expect(codeOf(await ops.client.exec(DECIDE, { input: { kind: 'deposit', id, decision: 'APPROVE', idempotencyKey: key() } }))).toBe(
      'SECOND_APPROVAL_PENDING',
    );
    const requestId = decided.data!.decideReview.opsRequestId;
    const pending = await checker.client.exec<{ opsRequests: { items: Array<Record<string, unknown>> } }>(REQUESTS, {});
    expect(pending.data?.opsRequests.items).toContainEqual(
      expect.objectContaining({
        id: requestId,
        kind: 'REVIEW_DECISION',
        status: 'PENDING',
        makerId: ops.user.id,
        amount: '2500',
        currency: 'EUR',
      }),
    );
    expect(codeOf(await ops.client.exec(DECIDE_REQUEST, { input: { id: requestId, approve: true, idempotencyKey: key() } }))).toBe(
      'MAKER_CANNOT_APPROVE',
    );
    expect(await available(u)).toBe('0');
    const approved = await checker.client.exec(DECIDE_REQUEST, { input: { id: requestId, approve: true, idempotencyKey: key() } });
    expect(approved.data).toEqual({ decideOpsRequest: { id: requestId, status: 'APPROVED', checkerId: checker.user.id } });
    expect(await available(u)).toBe('2500');
    const audit = await ops.client.exec<{ auditLog: { items: Array<{ action: string; actor: { id: string } }> } }>(
      `query A($t: String) { auditLog(targetId: $t, first: 20) { items { action actor { id } } } }`,
      { t: id },
    );
    expect(audit.data?.auditLog.items).toEqual([{ action: 'review.deposit.approve', actor: { id: checker.user.id } }]);
    expect((await app.services.ledger.check()).problems).toEqual([]);
  });

  // Issue 30: the reason of a request filed by the threshold is a code clients word in the reader's
  // language, never the server's English sentence; a maker's own note stays as written.
  it('a request filed by the threshold carries the reason code SECOND_APPROVAL_THRESHOLD; a maker’s note is kept as written', async () => {
    const LIST = `query { opsRequests(first: 50) { items { id reason reasonCode } } }`;
    const read = async (id: string) => {
      const r = await checker.client.exec<{ opsRequests: { items: Array<{ id: string; reason: string; reasonCode: string | null }> } }>(
        LIST,
      );
      expect(r.errors).toBeUndefined();
      return r.data!.opsRequests.items.find((x) => x.id === id)!;
    };
    const file = async (note?: string) => {
      const u = await app.registerUser();
      const id = await fileDeposit(u, '2600');
      const r = await ops.client.exec<{ decideReview: { opsRequestId: string } }>(DECIDE, {
        input: { kind: 'deposit', id, decision: 'APPROVE', idempotencyKey: key(), ...(note ? { note } : {}) },
      });
      expect(r.errors).toBeUndefined();
      return r.data!.decideReview.opsRequestId;
    };
    const byCode = await file();
    expect((await read(byCode)).reasonCode).toBe('SECOND_APPROVAL_THRESHOLD');
    const [row] = await app.ds.query(`SELECT reason FROM ops_requests WHERE id = $1`, [byCode]);
    expect(row.reason).toBe('SECOND_APPROVAL_THRESHOLD');
    const withNote = await file('Large first deposit, checked by phone');
    expect(await read(withNote)).toMatchObject({ reason: 'Large first deposit, checked by phone', reasonCode: null });
  });

  it('a replayed approval above the threshold answers the first result, every field, concurrently and after', async () => {
    const u = await app.registerUser();
    const id = await fileDeposit(u, '2600');
    const input = { kind: 'deposit', id, decision: 'APPROVE', idempotencyKey: key() };
    type Decided = { decideReview: { kind: string; id: string; status: string; opsRequestId: string | null } };
    const together = await Promise.all([0, 1, 2, 3].map(() => ops.client.exec<Decided>(DECIDE, { input })));
    for (const r of together) expect(r.errors).toBeUndefined();
    const first = together[0].data!.decideReview;
    expect(first).toEqual({ kind: 'deposit', id, status: 'pending', opsRequestId: expect.any(String) });
    expect(together.map((r) => r.data!.decideReview)).toEqual([first, first, first, first]);
    // One request was filed, the one every answer names.
    const filed = await app.ds.query(`SELECT id FROM ops_requests WHERE payload->>'id' = $1`, [id]);
    expect(filed).toEqual([{ id: first.opsRequestId }]);
    // A retry later, even once the checker has approved it, answers what the first did.
    expect((await ops.client.exec<Decided>(DECIDE, { input })).data?.decideReview).toEqual(first);
    await checker.client.exec(DECIDE_REQUEST, { input: { id: first.opsRequestId, approve: true, idempotencyKey: key() } });
    expect(await available(u)).toBe('2600');
    expect((await ops.client.exec<Decided>(DECIDE, { input })).data?.decideReview).toEqual(first);
    expect(await available(u)).toBe('2600');
  });

  it('a rejected request changes nothing and the item can be decided again', async () => {
    const u = await app.registerUser();
    const id = await fileDeposit(u, '3000');
    const decided = await ops.client.exec<{ decideReview: { opsRequestId: string } }>(DECIDE, {
      input: { kind: 'deposit', id, decision: 'APPROVE', idempotencyKey: key() },
    });
    const requestId = decided.data!.decideReview.opsRequestId;
    const rejected = await checker.client.exec(DECIDE_REQUEST, {
      input: { id: requestId, approve: false, note: 'No matching transfer on the statement', idempotencyKey: key() },
    });
    expect(rejected.data).toMatchObject({ decideOpsRequest: { status: 'REJECTED' } });
    expect(await available(u)).toBe('0');
    const refused = await checker.client.exec(DECIDE, {
      input: { kind: 'deposit', id, decision: 'REFUSE', reasonCode: 'FUNDS_NOT_RECEIVED', idempotencyKey: key() },
    });
    expect(refused.errors).toBeUndefined();
    expect(refused.data).toMatchObject({ decideReview: { status: 'refused', opsRequestId: null } });
  });

  it('a refusal needs a reason code; nobody decides on their own account; a decision is replayed by its key', async () => {
    const u = await app.registerUser();
    const id = await fileDeposit(u, '10');
    expect(codeOf(await ops.client.exec(DECIDE, { input: { kind: 'deposit', id, decision: 'REFUSE', idempotencyKey: key() } }))).toBe(
      'REASON_CODE_REQUIRED',
    );
    const k = key();
    const input = { kind: 'deposit', id, decision: 'APPROVE', idempotencyKey: k };
    expect((await ops.client.exec(DECIDE, { input })).data).toMatchObject({ decideReview: { status: 'confirmed' } });
    expect((await ops.client.exec(DECIDE, { input })).data).toMatchObject({ decideReview: { status: 'confirmed' } });
    expect(await available(u)).toBe('10');
    // An ops user's own deposit (ops can hold money too) is decided by someone else.
    const own = await fileDeposit(ops, '10');
    expect(codeOf(await ops.client.exec(DECIDE, { input: { kind: 'deposit', id: own, decision: 'APPROVE', idempotencyKey: key() } }))).toBe(
      'OWN_ACCOUNT_FORBIDDEN',
    );
    expect(codeOf(await u.client.exec(DECIDE, { input: { kind: 'deposit', id, decision: 'APPROVE', idempotencyKey: key() } }))).toBe(
      'FORBIDDEN',
    );
  });
});

describe('paging', () => {
  it('a cursor belongs to the caller’s own list: another user’s cursor is refused', async () => {
    const u = await app.registerUser();
    await fileDeposit(u, '1');
    await fileDeposit(u, '2');
    const first = await u.client.exec<{ myDeposits: { items: unknown[]; nextCursor: string } }>(MY_DEPOSITS, {});
    expect(first.data?.myDeposits.items).toHaveLength(1);
    const cursor = first.data!.myDeposits.nextCursor;
    expect((await u.client.exec<{ myDeposits: { items: unknown[] } }>(MY_DEPOSITS, { after: cursor })).data?.myDeposits.items).toHaveLength(
      1,
    );
    const other = await app.registerUser();
    expect(codeOf(await other.client.exec(MY_DEPOSITS, { after: cursor }))).toBe('BAD_INPUT');
    expect(codeOf(await other.client.exec(MY_DEPOSITS, { after: 'bm90IGEgY3Vyc29y' }))).toBe('BAD_INPUT');
  });
});
