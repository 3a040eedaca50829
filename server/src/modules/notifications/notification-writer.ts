import type { EntityManager } from 'typeorm';
import type { NotificationCategory, NotificationRule, NotificationSpec } from '../../app/module';
import type { UserEventMessage } from '../../graphql/pubsub';
import { logger } from '../../shared/logger';

/** The outbox event that tells the user's devices a notification was created (id, kind, category, unreadCount). */
export const NOTIFICATION_CREATED = 'NOTIFICATION_CREATED';
/** The outbox event that tells the user's other devices their unread count changed (unreadCount). */
export const NOTIFICATIONS_READ = 'NOTIFICATIONS_READ';

/** How far back published notices show in the centre (older ones stay on the Notices page). */
export const NOTICE_WINDOW_DAYS = 30;

/** What a listener hears after the commit of a transaction that created a notification. */
export interface CreatedNotification {
  userId: string;
  id: string;
  kind: string;
  category: NotificationCategory;
  unreadCount: number;
}

/**
 * The user's unread count as one SQL expression: their own unread notifications, and the notices of the
 * window published after their last "mark all read" and not read one by one. `u` and `now` are
 * parameter references (e.g. `$1`).
 */
export function unreadCountSql(u: string, now: string): string {
  return `((SELECT count(*) FROM notifications n WHERE n.user_id = ${u} AND n.read_at IS NULL)
    + (SELECT count(*) FROM content_items c
       WHERE c.kind = 'notice' AND c.publish_at <= ${now} AND c.publish_at > ${now}::timestamptz - interval '${NOTICE_WINDOW_DAYS} days'
         AND c.publish_at > coalesce((SELECT m.notices_read_at FROM notification_marks m WHERE m.user_id = ${u}), '-infinity')
         AND NOT EXISTS (SELECT 1 FROM notice_reads r WHERE r.user_id = ${u} AND r.content_id = c.id)))::int`;
}

/**
 * Turns outbox events into notifications, inside the transaction that appends them (the outbox calls it:
 * modules/events). Every module's `notifications` rules are read once, by event type. A notification is
 * unique per user by its key (the rule's, else the event's sequence number), inserted ON CONFLICT DO
 * NOTHING; each one inserted is announced by a NOTIFICATION_CREATED event in the same statement, which the
 * unit of work publishes after commit.
 *
 * Seam for delivery beyond the app (Web Push, issue 31 part 2): `onCreated` listeners run after the commit
 * of every transaction that created notifications, in the process that committed it (best effort: a
 * process that dies between commit and publish loses the call, never the notification, which stays in
 * the table for a delivery job to sweep).
 */
export class NotificationWriter {
  private readonly byEvent = new Map<string, NotificationRule[]>();
  private readonly listeners = new Set<(n: CreatedNotification) => void>();

  constructor(rules: readonly NotificationRule[]) {
    for (const r of rules) this.byEvent.set(r.event, [...(this.byEvent.get(r.event) ?? []), r]);
  }

  /** The event types some rule listens to (the composition root checks they exist). */
  eventTypes(): string[] {
    return [...this.byEvent.keys()];
  }

  /** What the rules make of these events (pure: no database). */
  specsOf(events: readonly UserEventMessage[]): Array<NotificationSpec & { key: string }> {
    const out: Array<NotificationSpec & { key: string }> = [];
    const keys = new Set<string>();
    for (const e of events) {
      for (const rule of this.byEvent.get(e.type) ?? []) {
        const spec = rule.notify(e.payload);
        if (!spec) continue;
        const key = spec.key ?? `event:${e.seq}`;
        if (keys.has(key)) continue;
        keys.add(key);
        out.push({ ...spec, key });
      }
    }
    return out;
  }

  /**
   * In the transaction that appended `events` (all of one user): writes their notifications and appends
   * one NOTIFICATION_CREATED event per notification actually inserted. Answers those events (to publish
   * after commit). No rule matching costs no statement.
   */
  async write(em: EntityManager, userId: string, events: readonly UserEventMessage[]): Promise<UserEventMessage[]> {
    if (events.length === 0) return [];
    const specs = this.specsOf(events);
    if (specs.length === 0) return [];
    const at = events[events.length - 1].at;
    const rows: Array<{ seq: string; payload: Record<string, unknown> }> = await em.query(
      `WITH n AS (
         INSERT INTO notifications (user_id, kind, category, params, link, source_key, created_at)
         SELECT $1, x.kind, x.category, x.params, x.link, x.key, $7
         FROM unnest($2::text[], $3::text[], $4::jsonb[], $5::text[], $6::text[]) AS x(kind, category, params, link, key)
         ON CONFLICT (user_id, source_key) DO NOTHING
         RETURNING id, kind, category),
       o AS (SELECT id, kind, category, row_number() OVER (ORDER BY id) AS ord, count(*) OVER () AS total FROM n),
       u AS (SELECT ${unreadCountSql('$1', '$7')} AS c),
       s AS (UPDATE user_event_seqs SET last_seq = last_seq + (SELECT count(*) FROM n)
             WHERE user_id = $1 AND EXISTS (SELECT 1 FROM n) RETURNING last_seq)
       INSERT INTO user_events (user_id, seq, type, payload, created_at)
       SELECT $1, s.last_seq - o.total + o.ord, '${NOTIFICATION_CREATED}',
              jsonb_build_object('id', o.id, 'kind', o.kind, 'category', o.category, 'unreadCount', u.c + o.ord), $7
       FROM s, o, u
       RETURNING seq, payload`,
      [
        userId,
        specs.map((s) => s.kind),
        specs.map((s) => s.category),
        specs.map((s) => JSON.stringify(s.params)),
        specs.map((s) => s.link),
        specs.map((s) => s.key),
        at,
      ],
    );
    return rows
      .map((r) => ({ userId, seq: String(r.seq), type: NOTIFICATION_CREATED, payload: r.payload, at }))
      .sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
  }

  /** Subscribes to notifications created (after commit; see the class comment). Answers the unsubscribe. */
  onCreated(listener: (n: CreatedNotification) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The outbox calls it with every batch it publishes after a commit. */
  published(events: readonly UserEventMessage[]): void {
    if (this.listeners.size === 0) return;
    for (const e of events) {
      if (e.type !== NOTIFICATION_CREATED) continue;
      const p = e.payload as { id: string; kind: string; category: NotificationCategory; unreadCount: number };
      for (const listener of this.listeners) {
        try {
          listener({ userId: e.userId, id: p.id, kind: p.kind, category: p.category, unreadCount: Number(p.unreadCount) });
        } catch (err) {
          logger.warn({ err, notificationId: p.id }, 'notification listener failed');
        }
      }
    }
  }
}
