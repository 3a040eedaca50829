import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardImage } from '../../seed/id-images';
import { FieldCipher } from '../../shared/field-cipher';
import { type GqlClient, type TestApp, type TestUser, codeOf, createTestApp, TEST_REAL_NAME } from '../../test/harness';
import { credit } from '../../test/money-kit';
import { ID_NUMBER_FIELD, maskIdNumber, normaliseIdNumber } from './real-name.rules';

// Real-name verification end to end through the real API: uploads, the submission, the one review
// workflow, live events, ops evidence and the withdrawal gate; each refusal with its code and nothing stored.

const MINE = `query { myRealName { id submissionNo status idName idNumberMasked nationality phone residence reasonCode note decidedAt createdAt } }`;
const SUBMIT = `mutation S($input: SubmitRealNameInput!) { submitRealName(input: $input) { id submissionNo status idName idNumberMasked nationality phone residence } }`;
const DECIDE = `mutation D($input: DecideReviewInput!) { decideReview(input: $input) { id kind status opsRequestId } }`;
const QUEUE = `query Q($status: String) { reviewQueue(kind: "real_name", status: $status, first: 50) { items { id status orderNo userId summary amount needsSecondApproval } } }`;
const OPS_ONE = `query O($id: ID!) { opsRealName(id: $id) { id status idName idNumberMasked user { id phone } frontImageUrl backImageUrl } }`;
const OPS_USER = `query U($id: ID!) { opsUser(id: $id) { id realName { status reasonCode } } }`;
const REASONS = `query { realNameReasonCodes }`;
const SET_PAY = `mutation S($input: SetPayPasswordInput!) { setPayPassword(input: $input) }`;
const ADD_CARD = `mutation A($input: AddBankCardInput!) { addBankCard(input: $input) { id } }`;
const WITHDRAW = `mutation W($input: RequestWithdrawalInput!) { requestWithdrawal(input: $input) { id status } }`;
const BALANCES = `query { balances { currency available frozen } }`;
const EVENTS = 'subscription S($after: String) { accountEvents(afterSeq: $after) { seq type recordId status reason reasonCode } }';

type Mine = {
  id: string;
  submissionNo: string;
  status: string;
  idName: string;
  idNumberMasked: string;
  nationality: string;
  phone: string;
  residence: string;
  reasonCode: string | null;
  note: string | null;
  decidedAt: string | null;
};

let app: TestApp;
let ops: TestUser;
let tint = 0;
beforeAll(async () => {
  app = await createTestApp();
  ops = await app.createOps();
});
afterAll(async () => {
  await app?.close();
});

async function upload(u: TestUser, side: 'front' | 'back' = 'front', purpose = 'real_name'): Promise<string> {
  tint += 1;
  const res = await u.client.upload(idCardImage(side, tint), { purpose, filename: `${side}.png` });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as string;
}

async function images(u: TestUser): Promise<{ frontUploadId: string; backUploadId: string }> {
  return { frontUploadId: await upload(u, 'front'), backUploadId: await upload(u, 'back') };
}

async function submit(u: TestUser, override: Record<string, unknown> = {}) {
  return u.client.exec<{ submitRealName: Mine }>(SUBMIT, { input: { ...TEST_REAL_NAME, ...(await images(u)), ...override } });
}

async function mine(client: GqlClient): Promise<Mine | null> {
  const res = await client.exec<{ myRealName: Mine | null }>(MINE);
  expect(res.errors).toBeUndefined();
  return res.data!.myRealName;
}

const rows = async (userId: string) =>
  (await app.ds.query(`SELECT count(*)::int AS n FROM real_name_submissions WHERE user_id = $1`, [userId]))[0].n as number;

const attached = async (ids: string[]) =>
  (await app.ds.query(`SELECT count(*)::int AS n FROM uploads WHERE id = ANY($1) AND attached_at IS NOT NULL`, [ids]))[0].n as number;

async function decide(id: string, decision: 'APPROVE' | 'REFUSE', extra: Record<string, unknown> = {}, as: TestUser = ops) {
  return as.client.exec<{ decideReview: { status: string; opsRequestId: string | null } }>(DECIDE, {
    input: { kind: 'real_name', id, decision, idempotencyKey: randomUUID(), ...extra },
  });
}

/** Every account event of the user so far (replayed from the outbox), once `count` have arrived. */
async function eventsOf(u: TestUser, count: number): Promise<Array<Record<string, string | null>>> {
  const ws = u.client.ws();
  const events: Array<Record<string, string | null>> = [];
  const sub = ws.subscribe(
    { query: EVENTS, variables: { after: '0' } },
    {
      next: (v) => events.push((v.data as { accountEvents: Record<string, string | null> }).accountEvents),
      error: () => {},
      complete: () => {},
    },
  );
  const end = Date.now() + 5000;
  while (events.length < count && Date.now() < end) await new Promise((r) => setTimeout(r, 20));
  sub();
  await ws.dispose();
  return events;
}

describe('submitting', () => {
  it('files a submission under review: masked ID number, the number encrypted at rest, both images attached, audited, event sent', async () => {
    const u = await app.registerUser();
    expect(await mine(u.client)).toBeNull();
    const imgs = await images(u);
    const res = await u.client.exec<{ submitRealName: Mine }>(SUBMIT, {
      input: {
        ...TEST_REAL_NAME,
        idName: '  Ana  García López ',
        idNumber: '1234-5678 z',
        phone: '+34 612 34 56 78',
        nationality: 'es',
        ...imgs,
      },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.submitRealName).toMatchObject({
      status: 'PENDING',
      idName: 'Ana García López',
      idNumberMasked: '•••••678Z',
      nationality: 'ES',
      phone: '+34612345678',
      residence: TEST_REAL_NAME.residence,
    });
    expect(res.data?.submitRealName.submissionNo).toMatch(/^V20261120\d+$/);
    expect(await mine(u.client)).toMatchObject({ id: res.data?.submitRealName.id, status: 'PENDING', reasonCode: null, decidedAt: null });

    // At rest: only ciphertext and the masked form; the ciphertext decrypts to the normalised number.
    const [row] = await app.ds.query(`SELECT * FROM real_name_submissions WHERE user_id = $1`, [u.user.id]);
    expect(JSON.stringify(row)).not.toContain('12345678Z');
    expect(FieldCipher.fromConfig(app.config).decrypt(row.id_number_enc, ID_NUMBER_FIELD)).toBe('12345678Z');
    expect(await attached([imgs.frontUploadId, imgs.backUploadId])).toBe(2);
    const [ref] = await app.ds.query(`SELECT reference_type, reference_id FROM uploads WHERE id = $1`, [imgs.frontUploadId]);
    expect(ref).toEqual({ reference_type: 'real_name', reference_id: row.id });
    const [audit] = await app.ds.query(`SELECT action, actor_id, after FROM audit_log WHERE target_id = $1`, [row.id]);
    expect(audit).toMatchObject({ action: 'real_name.submitted', actor_id: u.user.id });
    expect(JSON.stringify(audit.after)).not.toContain('12345678Z');

    const events = await eventsOf(u, 1);
    expect(events).toEqual([expect.objectContaining({ type: 'REAL_NAME_UPDATED', recordId: row.id, status: 'pending' })]);
  });

  it("refuses anything missing with 'Missing information' and stores nothing", async () => {
    const u = await app.registerUser();
    const imgs = await images(u);
    const full = { ...TEST_REAL_NAME, ...imgs };
    for (const field of Object.keys(full)) {
      for (const empty of [undefined, '', '   ']) {
        const input: Record<string, unknown> = { ...full, [field]: empty };
        if (empty === undefined) delete input[field];
        expect(codeOf(await u.client.exec(SUBMIT, { input })), `${field}=${JSON.stringify(empty)}`).toBe('MISSING_INFORMATION');
      }
    }
    expect(await rows(u.user.id)).toBe(0);
    expect(await attached([imgs.frontUploadId, imgs.backUploadId])).toBe(0);
    // The same images still work afterwards: nothing was attached by the refusals.
    expect((await u.client.exec(SUBMIT, { input: full })).errors).toBeUndefined();
  });

  it('checks the phone (libphonenumber), the nationality, the ID number and two different images; stores nothing', async () => {
    const u = await app.registerUser();
    const imgs = await images(u);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ phone: '+34 12345' }, 'PHONE_INVALID'],
      [{ phone: '+34 112 345 678' }, 'PHONE_INVALID'],
      [{ phone: '+34 61234567' }, 'PHONE_INVALID'],
      [{ phone: 'call me' }, 'PHONE_INVALID'],
      [{ nationality: 'XX' }, 'NATIONALITY_INVALID'],
      [{ nationality: 'Spain' }, 'NATIONALITY_INVALID'],
      [{ idNumber: '12' }, 'ID_NUMBER_INVALID'],
      [{ idNumber: 'AB#12345' }, 'ID_NUMBER_INVALID'],
      [{ backUploadId: imgs.frontUploadId }, 'ID_IMAGES_SAME'],
      [{ idName: 'x'.repeat(141) }, 'TEXT_TOO_LONG'],
      [{ residence: 'Calle\u0000Mayor' }, 'BAD_INPUT'],
    ];
    for (const [override, code] of cases) {
      const res = await u.client.exec(SUBMIT, { input: { ...TEST_REAL_NAME, ...imgs, ...override } });
      expect(codeOf(res), JSON.stringify(override)).toBe(code);
    }
    // A phone of another country is fine: it is the contact number, not the account.
    const ok = await u.client.exec<{ submitRealName: Mine }>(SUBMIT, { input: { ...TEST_REAL_NAME, ...imgs, phone: '+886 912 345 678' } });
    expect(ok.data?.submitRealName.phone).toBe('+886912345678');
    expect(await rows(u.user.id)).toBe(1);
  });

  it("refuses another user's uploads, uploads of another purpose, unknown ids and images already used; stores nothing", async () => {
    const u = await app.registerUser();
    const other = await app.registerUser();
    const mineImgs = await images(u);
    const theirs = await upload(other, 'back');
    const receipt = await upload(u, 'back', 'receipt');
    for (const backUploadId of [theirs, receipt, randomUUID(), 'not-a-uuid']) {
      const res = await u.client.exec(SUBMIT, { input: { ...TEST_REAL_NAME, ...mineImgs, backUploadId } });
      expect(codeOf(res), backUploadId).toBe('UPLOAD_NOT_FOUND');
    }
    expect(await rows(u.user.id)).toBe(0);
    expect(await attached([mineImgs.frontUploadId, mineImgs.backUploadId, theirs, receipt])).toBe(0);

    // Images of a rejected submission stay with it: a new submission needs new ones.
    const first = await u.client.exec<{ submitRealName: Mine }>(SUBMIT, { input: { ...TEST_REAL_NAME, ...mineImgs } });
    expect((await decide(first.data!.submitRealName.id, 'REFUSE', { reasonCode: 'DOCUMENTS_UNCLEAR' })).errors).toBeUndefined();
    expect(codeOf(await u.client.exec(SUBMIT, { input: { ...TEST_REAL_NAME, ...mineImgs } }))).toBe('UPLOAD_NOT_FOUND');
    expect(await rows(u.user.id)).toBe(1);
  });

  it('refuses a second submission while one is under review, also when both race; the database holds the rule too', async () => {
    const u = await app.registerUser();
    const [a, b] = await Promise.all([submit(u), submit(u)]);
    const codes = [a, b].map((r) => codeOf(r) ?? 'ok').sort();
    expect(codes).toEqual(['REAL_NAME_PENDING', 'ok']);
    expect(codeOf(await submit(u))).toBe('REAL_NAME_PENDING');
    expect(await rows(u.user.id)).toBe(1);
    // Even a write that skips the service cannot add a second open submission.
    await expect(
      app.ds.query(
        `INSERT INTO real_name_submissions (submission_no, user_id, id_name, id_number_enc, id_number_masked, nationality, phone, residence, front_upload_id, back_upload_id, created_at)
         SELECT 'V-test', user_id, id_name, id_number_enc, id_number_masked, nationality, phone, residence, gen_random_uuid(), gen_random_uuid(), now()
           FROM real_name_submissions WHERE user_id = $1`,
        [u.user.id],
      ),
    ).rejects.toThrow(/real_name_one_open_per_user/);
  });

  it('needs a signed-in user', async () => {
    const anon = app.anonymous();
    expect(codeOf(await anon.exec(MINE))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anon.exec(SUBMIT, { input: { ...TEST_REAL_NAME, frontUploadId: randomUUID(), backUploadId: randomUUID() } }))).toBe(
      'UNAUTHENTICATED',
    );
    expect((await anon.upload(idCardImage('front'))).status).toBe(401);
  });
});

describe('review', () => {
  it('ops refuse with a reason code and a note; the user reads both, may submit again, and ops pass it; events follow', async () => {
    const u = await app.registerUser();
    const first = (await submit(u)).data!.submitRealName;

    expect(codeOf(await decide(first.id, 'REFUSE'))).toBe('REASON_CODE_REQUIRED');
    // Reasons of money reviews are not reasons to refuse an identity.
    expect(codeOf(await decide(first.id, 'REFUSE', { reasonCode: 'FUNDS_NOT_RECEIVED' }))).toBe('BAD_INPUT');
    expect((await mine(u.client))?.status).toBe('PENDING');

    const refused = await decide(first.id, 'REFUSE', { reasonCode: 'DOCUMENTS_UNCLEAR', note: 'The back image is blurred' });
    expect(refused.data?.decideReview).toEqual({ id: first.id, kind: 'real_name', status: 'rejected', opsRequestId: null });
    expect(await mine(u.client)).toMatchObject({
      id: first.id,
      status: 'REJECTED',
      reasonCode: 'DOCUMENTS_UNCLEAR',
      note: 'The back image is blurred',
      decidedAt: '2026-11-20T10:00:00.000Z',
    });
    expect(codeOf(await decide(first.id, 'APPROVE'))).toBe('ALREADY_REVIEWED');

    app.clock.advance(60_000);
    const second = (await submit(u)).data!.submitRealName;
    expect(second.id).not.toBe(first.id);
    expect(await mine(u.client)).toMatchObject({ id: second.id, status: 'PENDING', reasonCode: null, note: null });
    const passed = await decide(second.id, 'APPROVE');
    expect(passed.data?.decideReview.status).toBe('passed');
    expect(await mine(u.client)).toMatchObject({ id: second.id, status: 'PASSED', decidedAt: '2026-11-20T10:01:00.000Z' });

    // 'Passed real-name authentication, please do not submit again'
    expect(codeOf(await submit(u))).toBe('REAL_NAME_ALREADY_PASSED');
    expect(codeOf(await u.client.exec(SUBMIT, { input: {} }))).toBe('REAL_NAME_ALREADY_PASSED');
    expect(await rows(u.user.id)).toBe(2);

    // Each decision also raised a notification (NOTIFICATION_CREATED after it, issue 31).
    const all = await eventsOf(u, 6);
    expect(all.filter((e) => e.type === 'NOTIFICATION_CREATED')).toHaveLength(2);
    const events = all.filter((e) => e.type === 'REAL_NAME_UPDATED');
    expect(events.map((e) => [e.type, e.recordId, e.status, e.reasonCode, e.reason])).toEqual([
      ['REAL_NAME_UPDATED', first.id, 'pending', null, null],
      ['REAL_NAME_UPDATED', first.id, 'rejected', 'DOCUMENTS_UNCLEAR', 'The back image is blurred'],
      ['REAL_NAME_UPDATED', second.id, 'pending', null, null],
      ['REAL_NAME_UPDATED', second.id, 'passed', null, null],
    ]);
    const audit: Array<{ action: string; actor_id: string; reason: string | null }> = await app.ds.query(
      `SELECT action, actor_id, reason FROM audit_log WHERE target_id = ANY($1) ORDER BY id`,
      [[first.id, second.id]],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'real_name.submitted',
      'review.real_name.refuse',
      'real_name.submitted',
      'review.real_name.approve',
    ]);
    expect(audit[1]).toMatchObject({ actor_id: ops.user.id, reason: 'DOCUMENTS_UNCLEAR: The back image is blurred' });
  });

  it('shows ops the inbox item, both images as signed links (each view audited), and the status on the user page', async () => {
    const u = await app.registerUser();
    const s = (await submit(u)).data!.submitRealName;
    const queue = await ops.client.exec<{ reviewQueue: { items: Array<Record<string, unknown>> } }>(QUEUE, {});
    expect(queue.data?.reviewQueue.items).toContainEqual({
      id: s.id,
      status: 'pending',
      orderNo: s.submissionNo,
      userId: u.user.id,
      summary: `Ana García López · ES · ${maskIdNumber(normaliseIdNumber(TEST_REAL_NAME.idNumber))}`,
      amount: null,
      needsSecondApproval: false,
    });
    const kinds = await ops.client.exec<{ reviewKinds: Array<{ kind: string; decisions: string[] }> }>(
      `query { reviewKinds { kind decisions } }`,
    );
    expect(kinds.data?.reviewKinds).toContainEqual({ kind: 'real_name', decisions: ['approve', 'refuse'] });
    expect((await ops.client.exec<{ realNameReasonCodes: string[] }>(REASONS)).data?.realNameReasonCodes).toContain('DOCUMENTS_UNCLEAR');

    const one = await ops.client.exec<{ opsRealName: { frontImageUrl: string; backImageUrl: string; user: { id: string } } }>(OPS_ONE, {
      id: s.id,
    });
    expect(one.errors).toBeUndefined();
    expect(one.data?.opsRealName.user.id).toBe(u.user.id);
    for (const url of [one.data!.opsRealName.frontImageUrl, one.data!.opsRealName.backImageUrl]) {
      const res = await fetch(new URL(url, app.url), { headers: ops.client.cookie ? { cookie: ops.client.cookie } : {} });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
      expect((await res.arrayBuffer()).byteLength).toBeGreaterThan(100);
    }
    const views: Array<{ n: number }> = await app.ds.query(
      `SELECT count(*)::int AS n FROM audit_log WHERE action = 'upload.viewed' AND actor_id = $1`,
      [ops.user.id],
    );
    expect(views[0].n).toBeGreaterThanOrEqual(2);

    const page = await ops.client.exec<{ opsUser: { realName: { status: string } | null } }>(OPS_USER, { id: u.user.id });
    expect(page.data?.opsUser.realName).toEqual({ status: 'PENDING', reasonCode: null });
    const never = await app.registerUser();
    expect((await ops.client.exec<{ opsUser: { realName: null } }>(OPS_USER, { id: never.user.id })).data?.opsUser.realName).toBeNull();
  });

  it('keeps each user to their own submission: another user and anonymous see and decide nothing', async () => {
    const u = await app.registerUser();
    const other = await app.registerUser();
    const s = (await submit(u)).data!.submitRealName;
    expect(await mine(other.client)).toBeNull();
    for (const client of [other.client, u.client, app.anonymous()]) {
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(codeOf(await client.exec(OPS_ONE, { id: s.id })));
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(codeOf(await client.exec(QUEUE, {})));
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(
        codeOf(await client.exec(DECIDE, { input: { kind: 'real_name', id: s.id, decision: 'APPROVE', idempotencyKey: randomUUID() } })),
      );
    }
    expect((await mine(u.client))?.status).toBe('PENDING');
    // An ops user may not pass their own identity.
    const ownImgs = await images(ops);
    const own = await ops.client.exec<{ submitRealName: Mine }>(SUBMIT, { input: { ...TEST_REAL_NAME, ...ownImgs } });
    expect(codeOf(await decide(own.data!.submitRealName.id, 'APPROVE'))).toBe('OWN_ACCOUNT_FORBIDDEN');
    expect(codeOf(await decide(randomUUID(), 'APPROVE'))).toBe('NOT_FOUND');
    expect(codeOf(await ops.client.exec(OPS_ONE, { id: randomUUID() }))).toBe('NOT_FOUND');
  });
});

describe('the image links of a submission', () => {
  const MINE_WITH_IMAGES = `query { myRealName { id status idName idNumberMasked residence frontImageUrl backImageUrl } }`;
  const open = (url: string, cookie?: string | null) => fetch(new URL(url, app.url), { headers: cookie ? { cookie } : {} });

  it('the owner gets the whole record with links to their own images; another user and anonymous get neither record nor images', async () => {
    const u = await app.registerUser();
    const other = await app.registerUser();
    const s = (await submit(u)).data!.submitRealName;

    const own = await u.client.exec<{ myRealName: Record<string, string> }>(MINE_WITH_IMAGES);
    expect(own.errors).toBeUndefined();
    expect(own.data?.myRealName).toMatchObject({ id: s.id, status: 'PENDING', idName: 'Ana García López', residence: s.residence });
    const links = [own.data!.myRealName.frontImageUrl, own.data!.myRealName.backImageUrl];
    for (const url of links) {
      const res = await open(url, u.client.cookie);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\//);
    }

    // Another user: their own (empty) record, and the owner's links open nothing for them or for nobody.
    const theirs = await other.client.exec<{ myRealName: unknown }>(MINE_WITH_IMAGES);
    expect(theirs.errors).toBeUndefined();
    expect(theirs.data?.myRealName).toBeNull();
    expect(codeOf(await other.client.exec(OPS_ONE, { id: s.id }))).toBe('FORBIDDEN');
    for (const url of links) {
      expect((await open(url, other.client.cookie)).status).not.toBe(200);
      expect((await open(url)).status).not.toBe(200);
    }

    // Were the record ever handed to someone else, the links are refused to them (the service's rule).
    const record = (await app.services.realName.latest(u.user.id))!;
    await expect(app.services.realName.imageUrl(other.user, record, 'front')).rejects.toMatchObject({ code: 'FORBIDDEN' });

    // Anonymous: no record at all.
    expect(codeOf(await app.anonymous().exec(MINE_WITH_IMAGES))).toBe('UNAUTHENTICATED');
  });
});

describe('withdrawals need passed real-name', () => {
  async function withdrawer(): Promise<{ u: TestUser; card: string }> {
    const u = await app.registerUser();
    await credit(app, ops, u.user.id, '500');
    await u.client.exec(SET_PAY, { input: { loginPassword: u.password, newPassword: 'pay-123456', confirmPassword: 'pay-123456' } });
    const card = await u.client.exec<{ addBankCard: { id: string } }>(ADD_CARD, {
      input: {
        holderName: 'Ana Pérez',
        bankName: 'CaixaBank',
        cardNumber: '4000 1234 5678 9010',
        bankAddress: 'Calle Mayor 1, Madrid',
        iban: 'ES91 2100 0418 4502 0005 1332',
      },
    });
    await app.enrolSecondFactor(u);
    return { u, card: card.data!.addBankCard.id };
  }
  const withdraw = (w: { u: TestUser; card: string }) =>
    w.u.client.exec<{ requestWithdrawal: { status: string } }>(WITHDRAW, {
      input: {
        method: 'BANK',
        currency: 'EUR',
        amount: '150',
        bankCardId: w.card,
        payPassword: 'pay-123456',
        idempotencyKey: randomUUID(),
      },
    });
  const eur = async (u: TestUser) =>
    (await u.client.exec<{ balances: Array<{ currency: string; available: string; frozen: string }> }>(BALANCES)).data!.balances.find(
      (b) => b.currency === 'EUR',
    );

  it('refuses with REAL_NAME_REQUIRED before and while under review and after a rejection, holding nothing; passes after approval', async () => {
    const w = await withdrawer();
    expect(codeOf(await withdraw(w))).toBe('REAL_NAME_REQUIRED');
    const first = (await submit(w.u)).data!.submitRealName;
    expect(codeOf(await withdraw(w))).toBe('REAL_NAME_REQUIRED');
    await decide(first.id, 'REFUSE', { reasonCode: 'NAME_MISMATCH' });
    expect(codeOf(await withdraw(w))).toBe('REAL_NAME_REQUIRED');
    expect(await eur(w.u)).toMatchObject({ available: '500', frozen: '0' });
    expect((await app.ds.query(`SELECT count(*)::int AS n FROM withdrawals WHERE user_id = $1`, [w.u.user.id]))[0].n).toBe(0);

    const second = (await submit(w.u)).data!.submitRealName;
    await decide(second.id, 'APPROVE');
    const ok = await withdraw(w);
    expect(ok.errors).toBeUndefined();
    expect(ok.data?.requestWithdrawal.status).toBe('PENDING');
    expect(await eur(w.u)).toMatchObject({ available: '350', frozen: '150' });
  });

  it('the harness verifies a user the real way (uploads, submission, ops approval)', async () => {
    const u = await app.registerUser({ verified: true });
    expect(await mine(u.client)).toMatchObject({ status: 'PASSED', nationality: 'ES' });
    expect(
      await attached((await app.ds.query(`SELECT id FROM uploads WHERE owner_id = $1`, [u.user.id])).map((r: { id: string }) => r.id)),
    ).toBe(2);
  });
});
