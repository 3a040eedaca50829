import type { DataSource } from 'typeorm';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { decodeCursor, encodeCursor } from '../../shared/pagination';
import { contentLanguage } from '../content/content.entity';
import { LINKS } from './links';
import {
  type CreatedNotification,
  NOTICE_WINDOW_DAYS,
  NOTIFICATIONS_READ,
  type NotificationWriter,
  unreadCountSql,
} from './notification-writer';
import type { Notification, NotificationCategory, NotificationPage } from './notifications.types';

interface Row {
  id: string;
  kind: string;
  category: NotificationCategory;
  params: Record<string, unknown>;
  link: string | null;
  created_at: Date;
  read: boolean;
}

/**
 * The notification centre as its reader sees it: the user's own notifications (written by the outbox:
 * notification-writer.ts) and the notices ops published in the last 30 days (shared rows, one read state
 * per user), newest first; the unread count; marking read.
 */
export class NotificationsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly writer: NotificationWriter,
  ) {}

  /** After-commit hook for delivery beyond the app (Web Push): see NotificationWriter.onCreated. */
  onCreated(listener: (n: CreatedNotification) => void): () => void {
    return this.writer.onCreated(listener);
  }

  async page(userId: string, lang: string | null | undefined, first: number, after: string | null | undefined): Promise<NotificationPage> {
    const scope = ['notifications', userId];
    const c = decodeCursor(after, scope, ['instant', 'uuid'] as const);
    const now = this.clock.now();
    const l = contentLanguage(lang);
    const params: unknown[] = [userId, now, first + 1, l];
    const before = c ? `AND (x.created_at, x.id) < ($5::timestamptz, $6::uuid)` : '';
    if (c) params.push(c[0], c[1]);
    // Two keyset scans merged: each branch reads at most `first + 1` rows from its index.
    const rows: Row[] = await this.ds.query(
      `SELECT * FROM (
         (SELECT x.id, x.kind, x.category, x.params, x.link, x.created_at, x.read_at IS NOT NULL AS read
            FROM notifications x WHERE x.user_id = $1 ${before}
            ORDER BY x.created_at DESC, x.id DESC LIMIT $3)
         UNION ALL
         (SELECT x.id, 'NOTICE', 'news',
                 jsonb_build_object('title', coalesce(x.translations -> $4::text ->> 'title', x.translations -> 'en' ->> 'title')),
                 '${LINKS.notices}', x.created_at,
                 (x.created_at <= coalesce(m.notices_read_at, '-infinity') OR r.user_id IS NOT NULL)
            FROM (SELECT c.id, c.translations, c.publish_at AS created_at FROM content_items c
                  WHERE c.kind = 'notice' AND c.publish_at <= $2 AND c.publish_at > $2::timestamptz - interval '${NOTICE_WINDOW_DAYS} days') x
            LEFT JOIN notification_marks m ON m.user_id = $1
            LEFT JOIN notice_reads r ON r.user_id = $1 AND r.content_id = x.id
            WHERE true ${before}
            ORDER BY x.created_at DESC, x.id DESC LIMIT $3)
       ) all_items ORDER BY created_at DESC, id DESC LIMIT $3`,
      params,
    );
    const items = rows.slice(0, first);
    const last = items[items.length - 1];
    return {
      items: items.map(toNotification),
      nextCursor: rows.length > first && last ? encodeCursor([last.created_at, last.id], scope) : null,
      unreadCount: await this.unreadCount(userId),
    };
  }

  async unreadCount(userId: string): Promise<number> {
    const [row]: Array<{ c: number }> = await this.ds.query(`SELECT ${unreadCountSql('$1', '$2')} AS c`, [userId, this.clock.now()]);
    return Number(row.c);
  }

  /** Marks some of the user's notifications (or notices) read; ids that are not theirs change nothing. Answers the unread count. */
  async markRead(userId: string, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return this.unreadCount(userId);
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      // An UPDATE answers [rows, count] through TypeORM.
      const [, own]: [unknown[], number] = await tx.em.query(
        `UPDATE notifications SET read_at = $3 WHERE user_id = $1 AND id = ANY($2::uuid[]) AND read_at IS NULL`,
        [userId, ids, now],
      );
      const notices: unknown[] = await tx.em.query(
        `INSERT INTO notice_reads (user_id, content_id, read_at)
         SELECT $1, c.id, $3 FROM content_items c WHERE c.id = ANY($2::uuid[]) AND c.kind = 'notice' AND c.publish_at <= $3
         ON CONFLICT DO NOTHING RETURNING content_id`,
        [userId, ids, now],
      );
      return this.announce(tx, userId, now, own + notices.length > 0);
    });
  }

  /** Marks everything read, notices included. Answers the unread count (0). */
  async markAllRead(userId: string): Promise<number> {
    const now = this.clock.now();
    return this.uow.run(async (tx) => {
      await tx.em.query(`UPDATE notifications SET read_at = $2 WHERE user_id = $1 AND read_at IS NULL`, [userId, now]);
      await tx.em.query(
        `INSERT INTO notification_marks (user_id, notices_read_at) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET notices_read_at = greatest(notification_marks.notices_read_at, EXCLUDED.notices_read_at)`,
        [userId, now],
      );
      // Always announced: the user's other devices clear their badge.
      return this.announce(tx, userId, now, true);
    });
  }

  /** The unread count as this transaction sees it; when it changed, the user's other devices hear it (NOTIFICATIONS_READ). */
  private async announce(tx: Tx, userId: string, now: Date, changed: boolean): Promise<number> {
    const [row]: Array<{ c: number }> = await tx.em.query(`SELECT ${unreadCountSql('$1', '$2')} AS c`, [userId, now]);
    const unreadCount = Number(row.c);
    if (changed) await tx.emit(userId, NOTIFICATIONS_READ, { unreadCount }, now);
    return unreadCount;
  }
}

function toNotification(r: Row): Notification {
  return {
    id: r.id,
    kind: r.kind,
    category: r.category,
    params: Object.entries(r.params ?? {})
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([key, v]) => ({ key, value: String(v) })),
    link: r.link,
    createdAt: new Date(r.created_at),
    read: r.read,
  };
}
