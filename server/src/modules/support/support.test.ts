import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, type TestUser, codeOf, createTestApp } from '../../test/harness';
import { credit } from '../../test/money-kit';

// Issue 34, customer service: a user reads and writes only their own conversations; Vela's answers are
// verified and reach the user live (event, notification, unread count); internal notes never reach the
// user's queries or socket; every ops view of a conversation or of the user's context is audited; bad
// input gets a code and stores nothing.

let app: TestApp;
let ops: TestUser;
const T0 = new Date('2026-11-20T10:00:00Z');

const C_FIELDS = 'id conversationNo topic status preview unreadCount closedAt reopenableUntil error { code screen requestId }';
const M_FIELDS = 'id author verified body bodyHtml attachments { id url } createdAt';
const OPEN = `mutation($input: OpenSupportConversationInput!) { openSupportConversation(input: $input) { conversation { ${C_FIELDS} } messages { ${M_FIELDS} } } }`;
const GET = `query($id: ID!) { supportConversation(conversationId: $id) { conversation { ${C_FIELDS} } messages { ${M_FIELDS} } } }`;
const LIST = `query { supportConversations { items { ${C_FIELDS} } } supportUnreadCount }`;
const SEND = `mutation($id: ID!, $body: String!, $att: [ID!]) { sendSupportMessage(conversationId: $id, body: $body, attachmentIds: $att) { ${M_FIELDS} } }`;
const CLOSE = `mutation($id: ID!) { closeSupportConversation(conversationId: $id) { status closedAt reopenableUntil } }`;
const REOPEN = `mutation($id: ID!) { reopenSupportConversation(conversationId: $id) { status } }`;
const READ = `mutation($id: ID!) { markSupportConversationRead(conversationId: $id) { unreadCount } }`;
const OPS_GET = `query($id: ID!) { opsSupportConversation(conversationId: $id) {
  conversation { ${C_FIELDS} userPhone vip assignedToId waitingSince firstResponseAt firstResponseSeconds }
  messages { ${M_FIELDS} } notes { id authorLabel body } } }`;
const OPS_CONTEXT = `query($id: ID!) { opsSupportContext(conversationId: $id) {
  userId phone realNameStatus vip balances { currency available frozen } recentOrders { id } openReviews { kind id status orderNo amount } } }`;
const OPS_INBOX = `query($topic: SupportTopic, $status: SupportStatus, $waitingHours: Int, $mine: Boolean) {
  opsSupportInbox(topic: $topic, status: $status, waitingHours: $waitingHours, mine: $mine, first: 100) { items { id conversationNo vip status topic waitingSince } } }`;
const REPLY = `mutation($id: ID!, $body: String!, $waiting: Boolean) { opsReplySupport(conversationId: $id, body: $body, waitingForUser: $waiting) { ${M_FIELDS} } }`;
const NOTE = `mutation($id: ID!, $body: String!) { opsAddSupportNote(conversationId: $id, body: $body) { id body } }`;
const ASSIGN = `mutation($id: ID!, $to: ID) { opsAssignSupport(conversationId: $id, assigneeId: $to) { assignedToId assignedToLabel } }`;
const OPS_CLOSE = `mutation($id: ID!) { opsCloseSupport(conversationId: $id) { status } }`;
const CANNED_SAVE = `mutation($input: SupportCannedReplyInput!) { opsSaveSupportCannedReply(input: $input) { id title texts { en es zhHant } } }`;
const CANNED_LIST = `query { opsSupportCannedReplies { id title texts { en fr } } }`;
const CANNED_DELETE = `mutation($id: ID!) { opsDeleteSupportCannedReply(id: $id) }`;
const EVENTS =
  'subscription S($after: String) { accountEvents(afterSeq: $after) { seq type recordId status unreadCount notificationKind } }';

type Conversation = {
  id: string;
  conversationNo: string;
  status: string;
  unreadCount: number;
  preview: string;
  reopenableUntil: string | null;
  error: { code: string; screen: string | null; requestId: string | null } | null;
};
type Message = {
  id: string;
  author: string;
  verified: boolean;
  body: string;
  bodyHtml: string;
  attachments: Array<{ id: string; url: string }>;
};

beforeAll(async () => {
  app = await createTestApp();
  app.clock.set(T0);
  ops = await app.createOps();
});
afterAll(async () => {
  await app?.close();
});

async function open(u: TestUser, input: Record<string, unknown> = {}): Promise<{ conversation: Conversation; messages: Message[] }> {
  const res = await u.client.exec<{ openSupportConversation: { conversation: Conversation; messages: Message[] } }>(OPEN, {
    input: { topic: 'FUNDING', body: 'My withdrawal is late', ...input },
  });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.openSupportConversation;
}

async function get(u: TestUser, id: string) {
  const res = await u.client.exec<{ supportConversation: { conversation: Conversation; messages: Message[] } }>(GET, { id });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.supportConversation;
}

async function reply(id: string, body: string, waiting = false): Promise<Message> {
  const res = await ops.client.exec<{ opsReplySupport: Message }>(REPLY, { id, body, waiting });
  expect(res.errors, JSON.stringify(res.errors)).toBeUndefined();
  return res.data!.opsReplySupport;
}

const counts = async () => {
  const [r] = await app.ds.query(
    `SELECT (SELECT count(*)::int FROM support_conversations) AS c, (SELECT count(*)::int FROM support_messages) AS m,
            (SELECT count(*)::int FROM support_notes) AS n`,
  );
  return r as { c: number; m: number; n: number };
};

async function png(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: '#3366aa' } })
    .png()
    .toBuffer();
}

describe('a user and their conversations', () => {
  it('opens a conversation from a refused action: the error, screen and request id are attached and shown back', async () => {
    const u = await app.registerUser();
    // A real refused action: a user asking for an ops query gets FORBIDDEN with a request id.
    const refused = await u.client.exec(`query { opsUsers { items { id } } }`);
    expect(codeOf(refused)).toBe('FORBIDDEN');
    const requestId = refused.errors![0].extensions!.requestId as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(refused.headers?.get('x-request-id')).toBe(requestId);

    const image = await u.client.upload(await png(), { purpose: 'support' });
    expect(image.status, JSON.stringify(image.body)).toBe(201);
    const c = await open(u, {
      topic: 'ACCOUNT',
      body: 'I cannot open **this** page <script>alert(1)</script>',
      attachmentIds: [image.body.id],
      error: { code: 'FORBIDDEN', screen: '/ops/users', requestId },
    });
    expect(c.conversation).toMatchObject({ status: 'OPEN', error: { code: 'FORBIDDEN', screen: '/ops/users', requestId }, unreadCount: 0 });
    expect(c.conversation.conversationNo).toMatch(/^H20261120\d+$/);
    expect(c.messages).toHaveLength(1);
    expect(c.messages[0]).toMatchObject({ author: 'USER', verified: false });
    expect(c.messages[0].bodyHtml).toContain('<strong>this</strong>');
    expect(c.messages[0].bodyHtml).not.toContain('<script');
    expect(c.messages[0].attachments.map((a) => a.id)).toEqual([image.body.id]);
    // The signed link opens the image for the owner, and for ops through their own link.
    const view = await fetch(`${app.url}${c.messages[0].attachments[0].url}`, { headers: { cookie: u.client.cookie ?? '' } });
    expect(view.status).toBe(200);
    const opsView = (await ops.client.exec<{ opsSupportConversation: { messages: Message[] } }>(OPS_GET, { id: c.conversation.id })).data!
      .opsSupportConversation.messages[0].attachments[0].url;
    expect((await fetch(`${app.url}${opsView}`, { headers: { cookie: ops.client.cookie ?? '' } })).status).toBe(200);
    // And the upload is used: attached to the message.
    const [up] = await app.ds.query(`SELECT reference_type, attached_at FROM uploads WHERE id = $1`, [image.body.id]);
    expect(up.reference_type).toBe('support_message');
  });

  it('another user cannot read or write it (NOT_FOUND, nothing stored); anonymous is UNAUTHENTICATED; users cannot use ops fields', async () => {
    const owner = await app.registerUser();
    const other = await app.registerUser();
    const { conversation } = await open(owner);
    const before = await counts();
    for (const [q, v] of [
      [GET, { id: conversation.id }],
      [SEND, { id: conversation.id, body: 'hello' }],
      [CLOSE, { id: conversation.id }],
      [REOPEN, { id: conversation.id }],
      [READ, { id: conversation.id }],
      [GET, { id: randomUUID() }],
      [GET, { id: 'not-an-id' }],
    ] as const) {
      expect(codeOf(await other.client.exec(q, v)), q).toBe('NOT_FOUND');
    }
    const list = await other.client.exec<{ supportConversations: { items: Conversation[] } }>(LIST);
    expect(list.data!.supportConversations.items).toEqual([]);
    const anon = app.anonymous();
    expect(codeOf(await anon.exec(GET, { id: conversation.id }))).toBe('UNAUTHENTICATED');
    expect(codeOf(await anon.exec(LIST))).toBe('UNAUTHENTICATED');
    expect(codeOf(await other.client.exec(OPS_GET, { id: conversation.id }))).toBe('FORBIDDEN');
    expect(codeOf(await other.client.exec(REPLY, { id: conversation.id, body: 'I am Vela staff, send me your code' }))).toBe('FORBIDDEN');
    expect(codeOf(await other.client.exec(NOTE, { id: conversation.id, body: 'x' }))).toBe('FORBIDDEN');
    expect(codeOf(await anon.exec(OPS_INBOX))).toBe('UNAUTHENTICATED');
    // Another user's upload cannot be attached either.
    const theirs = await other.client.upload(await png(), { purpose: 'support' });
    expect(codeOf(await owner.client.exec(SEND, { id: conversation.id, body: 'look', att: [theirs.body.id] }))).toBe('UPLOAD_NOT_FOUND');
    expect(await counts()).toEqual(before);
  });
});

describe('Vela answers', () => {
  it('a verified reply reaches the user live with the unread count, as a notification, and is read once opened', async () => {
    const u = await app.registerUser();
    const { conversation } = await open(u, { topic: 'TRADING', body: 'Why was my order cancelled?' });
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
    await until(() => events.some((e) => e.type === 'SUPPORT_CONVERSATION_UPDATED'));
    app.clock.set(new Date(T0.getTime() + 90_000));
    const m = await reply(
      conversation.id,
      'It expired at the close. See [how orders work](/subPackages/mine/help/article?slug=fees-and-charges).',
    );
    await until(() => events.some((e) => e.type === 'SUPPORT_REPLY_RECEIVED') && events.some((e) => e.type === 'NOTIFICATION_CREATED'));
    stop();
    await ws.dispose();
    expect(m).toMatchObject({ author: 'OPS', verified: true });
    expect(m.bodyHtml).toContain('href="#/subPackages/mine/help/article?slug=fees-and-charges"');
    expect(events.find((e) => e.type === 'SUPPORT_REPLY_RECEIVED')).toMatchObject({
      recordId: conversation.id,
      status: 'answered',
      unreadCount: 1,
    });
    expect(events.find((e) => e.type === 'NOTIFICATION_CREATED')).toMatchObject({ notificationKind: 'SUPPORT_REPLY' });
    const [n] = await app.ds.query(`SELECT category, link, params FROM notifications WHERE user_id = $1 AND kind = 'SUPPORT_REPLY'`, [
      u.user.id,
    ]);
    expect(n).toMatchObject({ category: 'support', link: `/subPackages/mine/help/conversation?id=${conversation.id}` });
    expect(n.params.conversationNo).toBe(conversation.conversationNo);

    const list = await u.client.exec<{ supportConversations: { items: Conversation[] }; supportUnreadCount: number }>(LIST);
    expect(list.data!.supportUnreadCount).toBe(1);
    expect(list.data!.supportConversations.items[0]).toMatchObject({ id: conversation.id, status: 'ANSWERED', unreadCount: 1 });
    const read = await u.client.exec<{ markSupportConversationRead: { unreadCount: number } }>(READ, { id: conversation.id });
    expect(read.data!.markSupportConversationRead.unreadCount).toBe(0);
    expect((await u.client.exec<{ supportUnreadCount: number }>(LIST)).data!.supportUnreadCount).toBe(0);

    const detail = (
      await ops.client.exec<{ opsSupportConversation: { conversation: Record<string, unknown> } }>(OPS_GET, { id: conversation.id })
    ).data!.opsSupportConversation.conversation;
    expect(detail).toMatchObject({ firstResponseSeconds: 90, waitingSince: null, assignedToId: ops.user.id });
  });

  it('asking the user for something is WAITING_USER; the user writing back makes it OPEN again', async () => {
    const u = await app.registerUser();
    const { conversation } = await open(u);
    await reply(conversation.id, 'Please send a screenshot of the transfer.', true);
    expect((await get(u, conversation.id)).conversation.status).toBe('WAITING_USER');
    const sent = await u.client.exec(SEND, { id: conversation.id, body: 'Here it is' });
    expect(sent.errors).toBeUndefined();
    expect((await get(u, conversation.id)).conversation.status).toBe('OPEN');
  });

  it('internal notes never reach the user: not in their queries, not on their socket, not in their outbox', async () => {
    const u = await app.registerUser();
    const { conversation } = await open(u);
    const secret = `NOTE-${randomUUID()}`;
    const seqBefore = await app.ds.query(`SELECT count(*)::int AS n FROM user_events WHERE user_id = $1`, [u.user.id]);
    const note = await ops.client.exec<{ opsAddSupportNote: { id: string } }>(NOTE, {
      id: conversation.id,
      body: `${secret} suspect phishing`,
    });
    expect(note.errors).toBeUndefined();
    const opsView = await ops.client.exec<{ opsSupportConversation: { notes: Array<{ body: string }> } }>(OPS_GET, { id: conversation.id });
    expect(opsView.data!.opsSupportConversation.notes.map((n) => n.body)).toEqual([`${secret} suspect phishing`]);
    // The user's every view of it.
    expect(JSON.stringify(await get(u, conversation.id))).not.toContain(secret);
    expect(JSON.stringify((await u.client.exec(LIST)).data)).not.toContain(secret);
    // No event for the user (the socket replays the outbox), none holding the text.
    const seqAfter = await app.ds.query(`SELECT count(*)::int AS n FROM user_events WHERE user_id = $1`, [u.user.id]);
    expect(seqAfter[0].n).toBe(seqBefore[0].n);
    const events = await app.ds.query(`SELECT payload::text FROM user_events WHERE user_id = $1`, [u.user.id]);
    expect(JSON.stringify(events)).not.toContain(secret);
    const ws = u.client.ws();
    const seen: unknown[] = [];
    const stop = ws.subscribe(
      { query: EVENTS, variables: { after: '0' } },
      { next: (v) => seen.push(v.data), error: () => {}, complete: () => {} },
    );
    await reply(conversation.id, 'We are looking into it.');
    const end = Date.now() + 5000;
    while (!seen.some((e) => JSON.stringify(e).includes('SUPPORT_REPLY_RECEIVED')) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20));
    stop();
    await ws.dispose();
    expect(seen.length).toBeGreaterThan(0);
    expect(JSON.stringify(seen)).not.toContain(secret);
    // Notes are append-only.
    await expect(app.ds.query(`UPDATE support_notes SET body = 'x'`)).rejects.toThrow();
    await expect(app.ds.query(`DELETE FROM support_messages`)).rejects.toThrow();
  });

  it('every ops view of a conversation and of the user’s context is audited, with who, what and from where', async () => {
    const u = await app.registerUser();
    await credit(app, ops, u.user.id, '250.00');
    const dep = await u.client.exec(`mutation($input: FileDepositInput!) { fileDeposit(input: $input) { id } }`, {
      input: { currency: 'EUR', amount: '100.00', idempotencyKey: `dep-${randomUUID()}` },
    });
    expect(dep.errors, JSON.stringify(dep.errors)).toBeUndefined();
    const { conversation } = await open(u);
    const audits = async () =>
      (await app.ds.query(
        `SELECT action, actor_id, target_type, target_id, after FROM audit_log WHERE (target_id = $1 OR target_id = $2) AND action LIKE 'support.%' ORDER BY at, id`,
        [conversation.id, u.user.id],
      )) as Array<{ action: string; actor_id: string; target_type: string; target_id: string }>;
    expect(await audits()).toEqual([]);
    expect((await ops.client.exec(OPS_GET, { id: conversation.id })).errors).toBeUndefined();
    const ctx = await ops.client.exec<{
      opsSupportContext: {
        phone: string;
        realNameStatus: string;
        vip: boolean;
        balances: Array<{ currency: string; available: string }>;
        openReviews: Array<{ kind: string; amount: string }>;
      };
    }>(OPS_CONTEXT, { id: conversation.id });
    expect(ctx.errors, JSON.stringify(ctx.errors)).toBeUndefined();
    expect(ctx.data!.opsSupportContext).toMatchObject({ phone: u.user.phone, realNameStatus: 'none', vip: false });
    expect(Number(ctx.data!.opsSupportContext.balances.find((b) => b.currency === 'EUR')?.available)).toBe(250);
    expect(ctx.data!.opsSupportContext.openReviews).toEqual([expect.objectContaining({ kind: 'deposit', amount: '100.00' })]);
    const rows = await audits();
    expect(rows.map((r) => r.action)).toEqual(['support.conversation.viewed', 'support.context.viewed']);
    expect(rows.every((r) => r.actor_id === ops.user.id)).toBe(true);
    expect(rows[1]).toMatchObject({ target_type: 'user', target_id: u.user.id });
    // Each read is one more row: nothing is seen unrecorded.
    await ops.client.exec(OPS_GET, { id: conversation.id });
    expect((await audits()).length).toBe(3);
  });
});

describe('the inbox', () => {
  it('VIP users first, then the longest waiting; filters by topic, status, age and assignee', async () => {
    const plain = await app.registerUser();
    const vip = await app.registerUser();
    await app.ds.query(
      `INSERT INTO vip_members (user_id, status, since, criterion, checked_at) VALUES ($1, 'vip', $2, 'total_assets', $2)`,
      [vip.user.id, T0],
    );
    app.clock.set(new Date('2026-11-21T08:00:00Z'));
    const older = await open(plain, { topic: 'LOANS_FUNDS', body: 'Loan question' });
    app.clock.set(new Date('2026-11-21T12:00:00Z'));
    const vipC = await open(vip, { topic: 'LOANS_FUNDS', body: 'VIP loan question' });
    const inbox = async (vars: Record<string, unknown>) => {
      const r = await ops.client.exec<{ opsSupportInbox: { items: Array<{ id: string; vip: boolean; status: string; topic: string }> } }>(
        OPS_INBOX,
        vars,
      );
      expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
      return r.data!.opsSupportInbox.items;
    };
    const loans = await inbox({ topic: 'LOANS_FUNDS' });
    expect(loans.map((c) => c.id)).toEqual([vipC.conversation.id, older.conversation.id]);
    expect(loans[0].vip).toBe(true);
    // Waiting at least 3 hours at 12:00: only the 08:00 one.
    expect((await inbox({ topic: 'LOANS_FUNDS', waitingHours: 3 })).map((c) => c.id)).toEqual([older.conversation.id]);
    await reply(older.conversation.id, 'Answered.');
    expect((await inbox({ topic: 'LOANS_FUNDS', status: 'ANSWERED' })).map((c) => c.id)).toEqual([older.conversation.id]);
    app.clock.set(new Date('2026-11-21T13:30:00Z'));
    expect((await inbox({ topic: 'LOANS_FUNDS', waitingHours: 1 })).map((c) => c.id)).toEqual([vipC.conversation.id]);
    // Assignment: only to ops; "mine" lists what is assigned to me.
    expect(codeOf(await ops.client.exec(ASSIGN, { id: vipC.conversation.id, to: plain.user.id }))).toBe('SUPPORT_ASSIGNEE_INVALID');
    const other = await app.createOps();
    const a = await ops.client.exec<{ opsAssignSupport: { assignedToId: string } }>(ASSIGN, {
      id: vipC.conversation.id,
      to: other.user.id,
    });
    expect(a.data!.opsAssignSupport.assignedToId).toBe(other.user.id);
    const mine = await other.client.exec<{ opsSupportInbox: { items: Array<{ id: string }> } }>(OPS_INBOX, { mine: true });
    expect(mine.data!.opsSupportInbox.items.map((c) => c.id)).toEqual([vipC.conversation.id]);
    const [audit] = await app.ds.query(`SELECT before, after FROM audit_log WHERE action = 'support.assigned' AND target_id = $1`, [
      vipC.conversation.id,
    ]);
    expect(audit).toMatchObject({ before: { assignedTo: null }, after: { assignedTo: other.user.id } });
  });
});

describe('closing and reopening', () => {
  it('a closed conversation refuses messages and replies; the user reopens it within 30 days, not after', async () => {
    const u = await app.registerUser();
    app.clock.set(new Date('2026-11-22T10:00:00Z'));
    const { conversation } = await open(u);
    const closed = await u.client.exec<{ closeSupportConversation: { status: string; reopenableUntil: string } }>(CLOSE, {
      id: conversation.id,
    });
    expect(closed.data!.closeSupportConversation).toMatchObject({ status: 'CLOSED', reopenableUntil: '2026-12-22T10:00:00.000Z' });
    const before = await counts();
    expect(codeOf(await u.client.exec(SEND, { id: conversation.id, body: 'one more thing' }))).toBe('SUPPORT_CONVERSATION_CLOSED');
    expect(codeOf(await ops.client.exec(REPLY, { id: conversation.id, body: 'late answer' }))).toBe('SUPPORT_CONVERSATION_CLOSED');
    expect(await counts()).toEqual(before);
    app.clock.set(new Date('2026-12-10T10:00:00Z'));
    ops = await app.createOps(); // sessions age on the test clock too
    expect(
      (await u.client.exec<{ reopenSupportConversation: { status: string } }>(REOPEN, { id: conversation.id })).data!
        .reopenSupportConversation.status,
    ).toBe('OPEN');
    expect(codeOf(await u.client.exec(REOPEN, { id: conversation.id }))).toBe('SUPPORT_NOT_CLOSED');
    // Ops close it; 31 days on it can no longer be reopened.
    expect(
      (await ops.client.exec<{ opsCloseSupport: { status: string } }>(OPS_CLOSE, { id: conversation.id })).data!.opsCloseSupport.status,
    ).toBe('CLOSED');
    app.clock.set(new Date('2027-01-09T10:00:01Z'));
    // Sessions last 30 days on the test clock as well: the user signs in again.
    const login = await u.client.exec(`mutation($input: LoginInput!) { login(input: $input) { id } }`, {
      input: { phone: u.user.phone, password: u.password },
    });
    expect(login.errors, JSON.stringify(login.errors)).toBeUndefined();
    expect(codeOf(await u.client.exec(REOPEN, { id: conversation.id }))).toBe('SUPPORT_REOPEN_EXPIRED');
    expect((await get(u, conversation.id)).conversation.status).toBe('CLOSED');
    app.clock.set(T0);
    ops = await app.createOps();
  });
});

describe('bad input', () => {
  it('empty, 10,000 characters, control characters, too many images, malformed error: a code each, nothing stored', async () => {
    const u = await app.registerUser();
    const { conversation } = await open(u);
    const images = await Promise.all([1, 2, 3, 4].map(async () => (await u.client.upload(await png(), { purpose: 'support' })).body.id));
    const before = await counts();
    const cases: Array<[string, Record<string, unknown>, string]> = [
      [SEND, { id: conversation.id, body: '' }, 'SUPPORT_MESSAGE_EMPTY'],
      [SEND, { id: conversation.id, body: '   \n\t ' }, 'SUPPORT_MESSAGE_EMPTY'],
      [SEND, { id: conversation.id, body: 'x'.repeat(10_000) }, 'SUPPORT_MESSAGE_TOO_LONG'],
      [SEND, { id: conversation.id, body: 'bell \u0007 here' }, 'BAD_INPUT'],
      [SEND, { id: conversation.id, body: 'nul \u0000' }, 'BAD_INPUT'],
      [SEND, { id: conversation.id, body: 'four images', att: images }, 'SUPPORT_TOO_MANY_ATTACHMENTS'],
      [OPEN, { input: { topic: 'OTHER', body: '' } }, 'SUPPORT_MESSAGE_EMPTY'],
      [OPEN, { input: { topic: 'OTHER', body: 'x', error: { code: 'not a code' } } }, 'SUPPORT_ERROR_CONTEXT_INVALID'],
      [
        OPEN,
        { input: { topic: 'OTHER', body: 'x', error: { code: 'FORBIDDEN', screen: 'https://evil.example' } } },
        'SUPPORT_ERROR_CONTEXT_INVALID',
      ],
      [OPEN, { input: { topic: 'OTHER', body: 'x', error: { code: 'FORBIDDEN', requestId: 'a b' } } }, 'SUPPORT_ERROR_CONTEXT_INVALID'],
      [OPEN, { input: { topic: 'OTHER', body: 'x', attachmentIds: images } }, 'SUPPORT_TOO_MANY_ATTACHMENTS'],
    ];
    for (const [q, v, code] of cases) expect(codeOf(await u.client.exec(q, v)), `${code} ${JSON.stringify(v).slice(0, 80)}`).toBe(code);
    expect(await counts()).toEqual(before);
    // The images were not used by a refused message: still free for the next.
    const ok = await u.client.exec<{ sendSupportMessage: Message }>(SEND, { id: conversation.id, body: 'three', att: images.slice(0, 3) });
    expect(ok.data!.sendSupportMessage.attachments).toHaveLength(3);
  });

  it('at most 10 conversations not closed', async () => {
    const u = await app.registerUser();
    for (let i = 0; i < 10; i++) await open(u, { body: `question ${i}` });
    expect(codeOf(await u.client.exec(OPEN, { input: { topic: 'OTHER', body: 'eleventh' } }))).toBe('SUPPORT_TOO_MANY_OPEN');
  });

  it('Vela’s messages and canned replies link only to Vela’s own pages; an outside link is refused, nothing sent', async () => {
    const u = await app.registerUser();
    const { conversation } = await open(u);
    const before = await counts();
    for (const body of [
      'Pay the fee at https://vela-refunds.example to unlock',
      'Log in [here](https://evil.example/login)',
      '[click](javascript:alert(1))',
      'Write to us at <mailto:help@evil.example>',
    ])
      expect(codeOf(await ops.client.exec(REPLY, { id: conversation.id, body })), body).toBe('SUPPORT_LINK_NOT_ALLOWED');
    expect(await counts()).toEqual(before);
    // A user's links are shown as text, never as links.
    const m = await u.client.exec<{ sendSupportMessage: Message }>(SEND, { id: conversation.id, body: 'see https://example.com/x' });
    expect(m.data!.sendSupportMessage.bodyHtml).not.toContain('<a');
    expect(codeOf(await ops.client.exec(CANNED_SAVE, { input: { title: 'Refund', en: 'Go to https://evil.example' } }))).toBe(
      'SUPPORT_LINK_NOT_ALLOWED',
    );
  });
});

describe('canned replies', () => {
  it('ops keep replies in five languages; each change is audited; users cannot read them', async () => {
    const saved = await ops.client.exec<{ opsSaveSupportCannedReply: { id: string; texts: { en: string; es: string; zhHant: string } } }>(
      CANNED_SAVE,
      {
        input: {
          title: 'Withdrawal times',
          en: 'Withdrawals are reviewed within one business day.',
          es: 'Las retiradas se revisan en un día hábil.',
          zhHant: '提領會在一個工作日內審核。',
        },
      },
    );
    expect(saved.errors, JSON.stringify(saved.errors)).toBeUndefined();
    const id = saved.data!.opsSaveSupportCannedReply.id;
    expect(saved.data!.opsSaveSupportCannedReply.texts).toMatchObject({ es: 'Las retiradas se revisan en un día hábil.' });
    const upd = await ops.client.exec(CANNED_SAVE, {
      input: { id, title: 'Withdrawal times', en: 'Within one business day.', fr: 'Sous un jour ouvré.' },
    });
    expect(upd.errors).toBeUndefined();
    const list = await ops.client.exec<{ opsSupportCannedReplies: Array<{ id: string; texts: { en: string; fr: string } }> }>(CANNED_LIST);
    expect(list.data!.opsSupportCannedReplies.find((c) => c.id === id)?.texts).toEqual({
      en: 'Within one business day.',
      fr: 'Sous un jour ouvré.',
    });
    const u = await app.registerUser();
    expect(codeOf(await u.client.exec(CANNED_LIST))).toBe('FORBIDDEN');
    expect(codeOf(await ops.client.exec(CANNED_SAVE, { input: { title: 'x', en: '  ' } }))).toBe('SUPPORT_MESSAGE_EMPTY');
    expect((await ops.client.exec(CANNED_DELETE, { id })).data).toEqual({ opsDeleteSupportCannedReply: true });
    expect(codeOf(await ops.client.exec(CANNED_DELETE, { id }))).toBe('NOT_FOUND');
    const actions = (await app.ds.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY at, id`, [id])).map(
      (r: { action: string }) => r.action,
    );
    expect(actions).toEqual(['support.canned_reply.created', 'support.canned_reply.updated', 'support.canned_reply.deleted']);
  });
});
