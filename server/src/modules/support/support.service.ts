import type { DataSource, EntityManager } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { decodeCursor, encodeCursor, type Page, pageOf } from '../../shared/pagination';
import type { AuditService } from '../audit/audit.service';
import { Role, type User } from '../auth/user.entity';
import { CannedReplies } from './support-canned';
import { renderSupportMessage } from './support-markdown';
export type { SupportActor } from './support-rules';
import {
  type ConversationRow,
  type SupportActor,
  checkedAttachments,
  checkedBody,
  checkedError,
  DAY_MS,
  REOPEN_DAYS,
  toConversation,
  toOpsConversation,
} from './support-rules';
import { SupportError } from './support.errors';
import {
  type OpenSupportConversationInput,
  type OpsSupportConversation,
  type OpsSupportConversationDetail,
  type SupportAgent,
  SupportAuthor,
  type SupportConversation,
  type SupportConversationDetail,
  type SupportMessage,
  type SupportNote,
  type SupportOpenReview,
  SupportStatus,
  type SupportUserContext,
  type SupportTopic,
} from './support.types';

/** Outbox events (to the user's devices): any change to one of their conversations, and a reply from Vela. */
export const SUPPORT_CONVERSATION_UPDATED = 'SUPPORT_CONVERSATION_UPDATED';
export const SUPPORT_REPLY_RECEIVED = 'SUPPORT_REPLY_RECEIVED';
/** Conversations a user may have not closed at once. */
export const MAX_OPEN_CONVERSATIONS = 10;

/** The seam to the uploads module: images attached in the message's transaction, and links for a viewer. */
export interface SupportImages {
  attach(em: EntityManager, ownerId: string, uploadIds: string[], ref: { type: string; id: string }): Promise<void>;
  viewUrl(viewer: User, uploadId: string): string;
}

/** What ops see of the user beside a conversation, read from the modules that own it. */
export interface SupportContextSources {
  balances(userId: string): Promise<SupportUserContext['balances']>;
  recentOrders(userId: string): Promise<SupportUserContext['recentOrders']>;
  realNameStatus(userId: string): Promise<string>;
  isVip(userId: string): Promise<boolean>;
  openReviews(userId: string): Promise<SupportOpenReview[]>;
}

interface MessageRow {
  id: string;
  author: 'user' | 'ops';
  body: string;
  html: string;
  attachment_ids: string[];
  created_at: Date;
}

const CONVERSATION_COLUMNS = `c.id, c.conversation_no, c.user_id, c.topic, c.status, c.error_code, c.error_screen, c.error_request_id,
  c.assigned_to, c.created_at, c.last_message_at, c.waiting_since, c.first_response_at, c.closed_at, c.user_read_at,
  (SELECT left(split_part(btrim(m.body), E'\\n', 1), 120) FROM support_messages m WHERE m.conversation_id = c.id
    ORDER BY m.created_at DESC, m.id DESC LIMIT 1) AS preview,
  (SELECT count(*)::int FROM support_messages m WHERE m.conversation_id = c.id AND m.author = 'ops' AND m.created_at > c.user_read_at) AS unread`;

/**
 * Customer service (issue 34): a user's conversations with Vela staff, the only support channel. Users
 * read and write only their own (another's is NOT_FOUND); ops answer, assign and keep internal notes,
 * which live in their own table and are read by ops queries alone. Every ops read of a conversation or
 * of the user's context is audited. Changes reach the user's devices over `accountEvents`; a reply from
 * Vela is also a notification (and a push where the user allowed the `support` category).
 */
export class SupportService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly images: SupportImages,
    /** SQL that is true when the user in `userColumn` is VIP (the VIP module's; 'false' without it). */
    private readonly vipSql: () => (userColumn: string) => string,
    private readonly context: SupportContextSources,
  ) {
    this.canned = new CannedReplies(ds, clock, audit);
  }

  /** Ops' canned replies (support-canned.ts). */
  readonly canned: CannedReplies;

  // ---- the user's side ----

  async open(user: User, input: OpenSupportConversationInput): Promise<SupportConversationDetail> {
    const body = checkedBody(input.body);
    const attachments = checkedAttachments(input.attachmentIds);
    const error = checkedError(input.error);
    renderSupportMessage(body, 'user');
    const now = this.clock.now();
    const id = await this.uow.run(
      async (tx) => {
        const [{ n }]: Array<{ n: number }> = await tx.em.query(
          `SELECT count(*)::int AS n FROM support_conversations WHERE user_id = $1 AND status <> 'closed'`,
          [user.id],
        );
        if (n >= MAX_OPEN_CONVERSATIONS) throw new DomainError(SupportError.SUPPORT_TOO_MANY_OPEN, { max: MAX_OPEN_CONVERSATIONS });
        const [row]: Array<{ id: string }> = await tx.em.query(
          `INSERT INTO support_conversations (conversation_no, user_id, topic, status, error_code, error_screen, error_request_id,
             created_at, updated_at, last_message_at, waiting_since, user_read_at)
           VALUES ('H' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('support_conversation_no_seq'),
             $2, $3, 'open', $4, $5, $6, $1, $1, $1, $1, $1)
           RETURNING id`,
          [now, user.id, input.topic, error?.code ?? null, error?.screen ?? null, error?.requestId ?? null],
        );
        await this.insertMessage(tx.em, row.id, user, 'user', body, attachments, now);
        await tx.emit(user.id, SUPPORT_CONVERSATION_UPDATED, await this.eventPayload(tx.em, user.id, row.id, SupportStatus.OPEN), now);
        return row.id;
      },
      { lockUsers: [user.id] },
    );
    return this.conversation(user, id);
  }

  async send(user: User, conversationId: string, rawBody: string, attachmentIds: string[] | null | undefined): Promise<SupportMessage> {
    const body = checkedBody(rawBody);
    const attachments = checkedAttachments(attachmentIds);
    renderSupportMessage(body, 'user');
    const now = this.clock.now();
    const messageId = await this.uow.run(
      async (tx) => {
        const c = await this.lockOwn(tx.em, user.id, conversationId);
        if (c.status === SupportStatus.CLOSED) throw new DomainError(SupportError.SUPPORT_CONVERSATION_CLOSED);
        const id = await this.insertMessage(tx.em, c.id, user, 'user', body, attachments, now);
        await tx.em.query(
          `UPDATE support_conversations SET status = 'open', waiting_since = coalesce(waiting_since, $2), last_message_at = $2,
             user_read_at = $2, updated_at = $2 WHERE id = $1`,
          [c.id, now],
        );
        await tx.emit(user.id, SUPPORT_CONVERSATION_UPDATED, await this.eventPayload(tx.em, user.id, c.id, SupportStatus.OPEN), now);
        return id;
      },
      { lockUsers: [user.id] },
    );
    const [m]: MessageRow[] = await this.ds.query(
      `SELECT id, author, body, html, attachment_ids, created_at FROM support_messages WHERE id = $1`,
      [messageId],
    );
    return this.toMessage(m, user);
  }

  async close(user: User, conversationId: string): Promise<SupportConversation> {
    const now = this.clock.now();
    await this.uow.run(
      async (tx) => {
        const c = await this.lockOwn(tx.em, user.id, conversationId);
        if (c.status === SupportStatus.CLOSED) return;
        await tx.em.query(
          `UPDATE support_conversations SET status = 'closed', closed_at = $2, closed_by = 'user', waiting_since = NULL, updated_at = $2
           WHERE id = $1`,
          [c.id, now],
        );
        await tx.emit(user.id, SUPPORT_CONVERSATION_UPDATED, await this.eventPayload(tx.em, user.id, c.id, SupportStatus.CLOSED), now);
      },
      { lockUsers: [user.id] },
    );
    return (await this.conversation(user, conversationId)).conversation;
  }

  /** Reopens a conversation closed less than 30 days ago: it waits for Vela again. */
  async reopen(user: User, conversationId: string): Promise<SupportConversation> {
    const now = this.clock.now();
    await this.uow.run(
      async (tx) => {
        const c = await this.lockOwn(tx.em, user.id, conversationId);
        if (c.status !== SupportStatus.CLOSED || !c.closed_at) throw new DomainError(SupportError.SUPPORT_NOT_CLOSED);
        if (now.getTime() - c.closed_at.getTime() > REOPEN_DAYS * DAY_MS) throw new DomainError(SupportError.SUPPORT_REOPEN_EXPIRED);
        const [{ n }]: Array<{ n: number }> = await tx.em.query(
          `SELECT count(*)::int AS n FROM support_conversations WHERE user_id = $1 AND status <> 'closed'`,
          [user.id],
        );
        if (n >= MAX_OPEN_CONVERSATIONS) throw new DomainError(SupportError.SUPPORT_TOO_MANY_OPEN, { max: MAX_OPEN_CONVERSATIONS });
        await tx.em.query(
          `UPDATE support_conversations SET status = 'open', closed_at = NULL, closed_by = NULL, waiting_since = $2, updated_at = $2
           WHERE id = $1`,
          [c.id, now],
        );
        await tx.emit(user.id, SUPPORT_CONVERSATION_UPDATED, await this.eventPayload(tx.em, user.id, c.id, SupportStatus.OPEN), now);
      },
      { lockUsers: [user.id] },
    );
    return (await this.conversation(user, conversationId)).conversation;
  }

  /** Marks Vela's messages in the conversation read (the badge on Mine counts the rest). */
  async markRead(user: User, conversationId: string): Promise<SupportConversation> {
    const now = this.clock.now();
    await this.uow.run(
      async (tx) => {
        const c = await this.lockOwn(tx.em, user.id, conversationId);
        if (c.unread === 0) return;
        await tx.em.query(`UPDATE support_conversations SET user_read_at = $2 WHERE id = $1`, [c.id, now]);
        await tx.emit(user.id, SUPPORT_CONVERSATION_UPDATED, await this.eventPayload(tx.em, user.id, c.id, c.status), now);
      },
      { lockUsers: [user.id] },
    );
    return (await this.conversation(user, conversationId)).conversation;
  }

  /** The user's conversations, latest activity first. */
  async list(userId: string, first: number, after?: string | null): Promise<Page<SupportConversation>> {
    const scope = ['supportConversations', userId];
    const c = decodeCursor(after, scope, ['instant', 'uuid'] as const);
    const rows: ConversationRow[] = await this.ds.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM support_conversations c WHERE c.user_id = $1
         ${c ? 'AND (c.last_message_at, c.id) < ($3, $4)' : ''}
       ORDER BY c.last_message_at DESC, c.id DESC LIMIT $2`,
      c ? [userId, first + 1, c[0], c[1]] : [userId, first + 1],
    );
    const page = pageOf(rows, first, (r) => [r.last_message_at, r.id], scope);
    return { items: page.items.map(toConversation), nextCursor: page.nextCursor };
  }

  /** One of the user's conversations with its messages; another user's (or none) is NOT_FOUND. */
  async conversation(user: User, conversationId: string): Promise<SupportConversationDetail> {
    if (!isUuid(conversationId)) throw new DomainError(CommonError.NOT_FOUND);
    const [row]: ConversationRow[] = await this.ds.query(
      `SELECT ${CONVERSATION_COLUMNS} FROM support_conversations c WHERE c.id = $1 AND c.user_id = $2`,
      [conversationId, user.id],
    );
    if (!row) throw new DomainError(CommonError.NOT_FOUND);
    return { conversation: toConversation(row), messages: await this.messages(row.id, user) };
  }

  /** Vela's messages the user has not read, over all their conversations (the badge on Mine). */
  async unreadCount(userId: string, em: EntityManager = this.ds.manager): Promise<number> {
    const [{ n }]: Array<{ n: number }> = await em.query(
      `SELECT count(*)::int AS n FROM support_conversations c JOIN support_messages m ON m.conversation_id = c.id
       WHERE c.user_id = $1 AND m.author = 'ops' AND m.created_at > c.user_read_at`,
      [userId],
    );
    return n;
  }

  // ---- the ops side ----

  /**
   * The support inbox: VIP users' conversations first (the VIP benefit), then the longest waiting, then
   * the latest activity. Every status but closed unless one is asked for. Offset pages: the order moves
   * as conversations are answered, so a keyset would skip.
   */
  async inbox(
    ops: User,
    filter: { topic?: SupportTopic | null; status?: SupportStatus | null; waitingHours?: number | null; mine: boolean },
    first: number,
    after?: string | null,
  ): Promise<Page<OpsSupportConversation>> {
    const scope = ['opsSupportInbox', filter.topic ?? '', filter.status ?? '', String(filter.waitingHours ?? ''), String(filter.mine)];
    const c = decodeCursor(after, scope, ['int'] as const);
    const offset = c ? Number(c[0]) : 0;
    const now = this.clock.now();
    const rows: Array<ConversationRow & { phone: string; vip: boolean; assignee_phone: string | null }> = await this.ds.query(
      `SELECT * FROM (
         SELECT ${CONVERSATION_COLUMNS}, u.phone, a.phone AS assignee_phone, (${this.vipSql()('c.user_id')}) AS vip
         FROM support_conversations c JOIN users u ON u.id = c.user_id LEFT JOIN users a ON a.id = c.assigned_to
         WHERE ($1::varchar IS NULL OR c.topic = $1) AND (CASE WHEN $2::varchar IS NULL THEN c.status <> 'closed' ELSE c.status = $2 END)
           AND ($3::int IS NULL OR c.waiting_since <= $4::timestamptz - make_interval(hours => $3::int))
           AND (NOT $5::boolean OR c.assigned_to = $6)) x
       ORDER BY x.vip DESC, x.waiting_since ASC NULLS LAST, x.last_message_at DESC, x.id
       LIMIT $7 OFFSET $8`,
      [filter.topic ?? null, filter.status ?? null, filter.waitingHours ?? null, now, filter.mine, ops.id, first + 1, offset],
    );
    const items = rows.slice(0, first).map((r) => toOpsConversation(r, r.phone, r.vip, r.assignee_phone));
    return {
      items,
      nextCursor: rows.length > first ? encodeCursor([offset + first], scope) : null,
    };
  }

  /** One conversation for ops, with its messages and internal notes: audited (support.conversation.viewed). */
  async opsConversation(actor: SupportActor, conversationId: string): Promise<OpsSupportConversationDetail> {
    const row = await this.opsRow(conversationId);
    await this.audit.record(this.ds.manager, {
      actorId: actor.user.id,
      actorLabel: actor.user.phone,
      action: 'support.conversation.viewed',
      targetType: 'support_conversation',
      targetId: row.id,
      after: { userId: row.user_id, conversationNo: row.conversation_no },
      ip: actor.ip,
    });
    const notes: Array<{ id: string; body: string; created_at: Date; phone: string }> = await this.ds.query(
      `SELECT n.id, n.body, n.created_at, u.phone FROM support_notes n JOIN users u ON u.id = n.author_id
       WHERE n.conversation_id = $1 ORDER BY n.created_at, n.id`,
      [row.id],
    );
    return {
      conversation: toOpsConversation(row, row.phone, row.vip, row.assignee_phone),
      messages: await this.messages(row.id, actor.user),
      notes: notes.map((n): SupportNote => ({ id: n.id, authorLabel: n.phone, body: n.body, createdAt: n.created_at })),
    };
  }

  /** The user beside a conversation: real-name, VIP, balances, recent orders, open reviews. Audited. */
  async opsContext(actor: SupportActor, conversationId: string): Promise<SupportUserContext> {
    const userId = await this.auditContextView(actor, conversationId);
    const [phone] = (await this.ds.query(`SELECT phone FROM users WHERE id = $1`, [userId])) as Array<{ phone: string }>;
    const [balances, recentOrders, realNameStatus, vip, openReviews] = await Promise.all([
      this.context.balances(userId),
      this.context.recentOrders(userId),
      this.context.realNameStatus(userId),
      this.context.isVip(userId),
      this.context.openReviews(userId),
    ]);
    return { userId, phone: phone.phone, realNameStatus, vip, balances, recentOrders, openReviews };
  }

  /** The conversation's user id, after auditing that ops looked at their context (support.context.viewed). */
  private async auditContextView(actor: SupportActor, conversationId: string): Promise<string> {
    const row = await this.opsRow(conversationId);
    await this.audit.record(this.ds.manager, {
      actorId: actor.user.id,
      actorLabel: actor.user.phone,
      action: 'support.context.viewed',
      targetType: 'user',
      targetId: row.user_id,
      after: { conversationId: row.id, conversationNo: row.conversation_no },
      ip: actor.ip,
    });
    return row.user_id;
  }

  /** Vela answers: a verified message; WAITING_USER when it asks for something, else ANSWERED. Audited. */
  async reply(actor: SupportActor, conversationId: string, rawBody: string, waitingForUser: boolean): Promise<SupportMessage> {
    const body = checkedBody(rawBody);
    renderSupportMessage(body, 'ops');
    const now = this.clock.now();
    const owner = await this.ownerOf(conversationId);
    const messageId = await this.uow.run(
      async (tx) => {
        const c = await this.lockOwn(tx.em, owner, conversationId);
        if (c.status === SupportStatus.CLOSED) throw new DomainError(SupportError.SUPPORT_CONVERSATION_CLOSED);
        const id = await this.insertMessage(tx.em, c.id, actor.user, 'ops', body, [], now);
        const status = waitingForUser ? SupportStatus.WAITING_USER : SupportStatus.ANSWERED;
        await tx.em.query(
          `UPDATE support_conversations SET status = $2, waiting_since = NULL, first_response_at = coalesce(first_response_at, $3),
             assigned_to = coalesce(assigned_to, $4), last_message_at = $3, updated_at = $3 WHERE id = $1`,
          [c.id, status, now, actor.user.id],
        );
        await this.audit.record(tx.em, {
          actorId: actor.user.id,
          actorLabel: actor.user.phone,
          action: 'support.replied',
          targetType: 'support_conversation',
          targetId: c.id,
          after: { messageId: id, status },
          ip: actor.ip,
        });
        const payload = await this.eventPayload(tx.em, owner, c.id, status);
        await tx.emit(owner, SUPPORT_REPLY_RECEIVED, { ...payload, messageId: id, conversationNo: c.conversation_no }, now);
        return id;
      },
      { lockUsers: [owner] },
    );
    const [m]: MessageRow[] = await this.ds.query(
      `SELECT id, author, body, html, attachment_ids, created_at FROM support_messages WHERE id = $1`,
      [messageId],
    );
    return this.toMessage(m, actor.user);
  }

  /** An internal note: ops only, never a message, never an event to the user. Audited. */
  async note(actor: SupportActor, conversationId: string, rawBody: string): Promise<SupportNote> {
    const body = checkedBody(rawBody);
    const row = await this.opsRow(conversationId);
    const now = this.clock.now();
    return this.ds.transaction(async (em) => {
      const [n]: Array<{ id: string }> = await em.query(
        `INSERT INTO support_notes (conversation_id, author_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id`,
        [row.id, actor.user.id, body, now],
      );
      await this.audit.record(em, {
        actorId: actor.user.id,
        actorLabel: actor.user.phone,
        action: 'support.note.added',
        targetType: 'support_conversation',
        targetId: row.id,
        after: { noteId: n.id },
        ip: actor.ip,
      });
      return { id: n.id, authorLabel: actor.user.phone, body, createdAt: now };
    });
  }

  /** Assigns the conversation to an ops user (or nobody). Audited. */
  async assign(actor: SupportActor, conversationId: string, assigneeId: string | null | undefined): Promise<OpsSupportConversation> {
    const row = await this.opsRow(conversationId);
    if (assigneeId) {
      if (!isUuid(assigneeId)) throw new DomainError(SupportError.SUPPORT_ASSIGNEE_INVALID);
      const [a]: Array<{ role: string }> = await this.ds.query(`SELECT role FROM users WHERE id = $1`, [assigneeId]);
      if (a?.role !== Role.OPS) throw new DomainError(SupportError.SUPPORT_ASSIGNEE_INVALID);
    }
    await this.ds.transaction(async (em) => {
      await em.query(`UPDATE support_conversations SET assigned_to = $2, updated_at = $3 WHERE id = $1`, [
        row.id,
        assigneeId ?? null,
        this.clock.now(),
      ]);
      await this.audit.record(em, {
        actorId: actor.user.id,
        actorLabel: actor.user.phone,
        action: 'support.assigned',
        targetType: 'support_conversation',
        targetId: row.id,
        before: { assignedTo: row.assigned_to },
        after: { assignedTo: assigneeId ?? null },
        ip: actor.ip,
      });
    });
    const after = await this.opsRow(conversationId);
    return toOpsConversation(after, after.phone, after.vip, after.assignee_phone);
  }

  /** Vela closes a conversation (the user may reopen it within 30 days). Audited. */
  async opsClose(actor: SupportActor, conversationId: string): Promise<OpsSupportConversation> {
    const owner = await this.ownerOf(conversationId);
    const now = this.clock.now();
    await this.uow.run(
      async (tx) => {
        const c = await this.lockOwn(tx.em, owner, conversationId);
        if (c.status === SupportStatus.CLOSED) return;
        await tx.em.query(
          `UPDATE support_conversations SET status = 'closed', closed_at = $2, closed_by = 'ops', waiting_since = NULL, updated_at = $2
           WHERE id = $1`,
          [c.id, now],
        );
        await this.audit.record(tx.em, {
          actorId: actor.user.id,
          actorLabel: actor.user.phone,
          action: 'support.closed',
          targetType: 'support_conversation',
          targetId: c.id,
          before: { status: c.status },
          after: { status: SupportStatus.CLOSED },
          ip: actor.ip,
        });
        await tx.emit(owner, SUPPORT_CONVERSATION_UPDATED, await this.eventPayload(tx.em, owner, c.id, SupportStatus.CLOSED), now);
      },
      { lockUsers: [owner] },
    );
    const after = await this.opsRow(conversationId);
    return toOpsConversation(after, after.phone, after.vip, after.assignee_phone);
  }

  /** Ops users a conversation can be assigned to. */
  async agents(): Promise<SupportAgent[]> {
    const rows: Array<{ id: string; phone: string }> = await this.ds.query(
      `SELECT id, phone FROM users WHERE role = $1 ORDER BY phone LIMIT 200`,
      [Role.OPS],
    );
    return rows.map((r) => ({ id: r.id, label: r.phone }));
  }

  // ---- shared ----

  private async insertMessage(
    em: EntityManager,
    conversationId: string,
    author: User,
    as: 'user' | 'ops',
    body: string,
    attachments: string[],
    now: Date,
  ): Promise<string> {
    const html = renderSupportMessage(body, as);
    const [m]: Array<{ id: string }> = await em.query(
      `INSERT INTO support_messages (conversation_id, author, author_id, body, html, attachment_ids, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::uuid[], $7) RETURNING id`,
      [conversationId, as, author.id, body, html, attachments, now],
    );
    if (attachments.length) await this.images.attach(em, author.id, attachments, { type: 'support_message', id: m.id });
    return m.id;
  }

  private async messages(conversationId: string, viewer: User): Promise<SupportMessage[]> {
    const rows: MessageRow[] = await this.ds.query(
      `SELECT id, author, body, html, attachment_ids, created_at FROM support_messages WHERE conversation_id = $1 ORDER BY created_at, id`,
      [conversationId],
    );
    return rows.map((m) => this.toMessage(m, viewer));
  }

  private toMessage(m: MessageRow, viewer: User): SupportMessage {
    return {
      id: m.id,
      author: m.author === 'ops' ? SupportAuthor.OPS : SupportAuthor.USER,
      verified: m.author === 'ops',
      body: m.body,
      bodyHtml: m.html,
      attachments: m.attachment_ids.map((id) => ({ id, url: this.images.viewUrl(viewer, id) })),
      createdAt: m.created_at,
    };
  }

  /** Locks the user's conversation row for the transaction (NOT_FOUND when it is not theirs). */
  private async lockOwn(em: EntityManager, userId: string, conversationId: string): Promise<ConversationRow> {
    if (!isUuid(conversationId)) throw new DomainError(CommonError.NOT_FOUND);
    const [locked]: Array<{ id: string }> = await em.query(
      `SELECT id FROM support_conversations WHERE id = $1 AND user_id = $2 FOR UPDATE`,
      [conversationId, userId],
    );
    if (!locked) throw new DomainError(CommonError.NOT_FOUND);
    const [row]: ConversationRow[] = await em.query(`SELECT ${CONVERSATION_COLUMNS} FROM support_conversations c WHERE c.id = $1`, [
      conversationId,
    ]);
    return row;
  }

  private async ownerOf(conversationId: string): Promise<string> {
    if (!isUuid(conversationId)) throw new DomainError(CommonError.NOT_FOUND);
    const [row]: Array<{ user_id: string }> = await this.ds.query(`SELECT user_id FROM support_conversations WHERE id = $1`, [
      conversationId,
    ]);
    if (!row) throw new DomainError(CommonError.NOT_FOUND);
    return row.user_id;
  }

  private async opsRow(conversationId: string) {
    if (!isUuid(conversationId)) throw new DomainError(CommonError.NOT_FOUND);
    const [row]: Array<ConversationRow & { phone: string; vip: boolean; assignee_phone: string | null }> = await this.ds.query(
      `SELECT ${CONVERSATION_COLUMNS}, u.phone, a.phone AS assignee_phone, (${this.vipSql()('c.user_id')}) AS vip
       FROM support_conversations c JOIN users u ON u.id = c.user_id LEFT JOIN users a ON a.id = c.assigned_to WHERE c.id = $1`,
      [conversationId],
    );
    if (!row) throw new DomainError(CommonError.NOT_FOUND);
    return row;
  }

  /** What every device hears of a change: the conversation, its status, and the user's unread count now. */
  private async eventPayload(em: EntityManager, userId: string, conversationId: string, status: SupportStatus) {
    return { id: conversationId, status, unreadCount: await this.unreadCount(userId, em) };
  }
}
