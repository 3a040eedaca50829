import type { DataSource } from 'typeorm';
import type { JobQueue } from '../../app/module';
import type { Config } from '../../config';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { logger } from '../../shared/logger';
import { LINKS } from '../notifications/links';
import { NotificationCategory } from '../notifications/notifications.types';
import { checkSubscription, type PushSubscriptionJson } from './push-endpoint';
import { type PushResponse, sendPush, type VapidKeys } from './push-sender';
import { pushLang, renderPush } from './push-texts';
import { PushError } from './push.errors';
import type { PushSettings } from './push.types';

/** The pg-boss queue one delivery (one notification to one device) is a job of. */
export const PUSH_DELIVER_QUEUE = 'push-deliver';
/** How many deliveries one dispatch sends to the queue per transaction. */
const DISPATCH_BATCH = 200;
/** A push the device has not fetched in a day is dropped by the push service (the centre still has it). */
const TTL_SECONDS = 24 * 60 * 60;
/** Notices published within this window when the sweep first sees them are pushed; older ones are not news. */
const NOTICE_PUSH_WINDOW_HOURS = 24;
/** Answers that trying again would not change: a malformed request, a key the service refuses, a payload too large. */
const FINAL_REFUSALS = [400, 403, 413];
const CATEGORIES = [
  NotificationCategory.ORDERS,
  NotificationCategory.MONEY,
  NotificationCategory.OFFERINGS,
  NotificationCategory.ALERTS,
  NotificationCategory.NEWS,
  NotificationCategory.SUPPORT,
] as const;

interface DeliveryRow {
  id: string;
  attempts: number;
  subscription_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: string;
  notification_id: string | null;
  kind: string | null;
  params: Record<string, unknown> | null;
  link: string | null;
  content_id: string | null;
  notice_title: string | null;
  enabled: boolean;
}

/**
 * Web Push (issue 31): a user's devices and per-category switches, and the delivery of their
 * notifications. Pending deliveries are written by the database in each notification's transaction
 * (migration 1766200000000-WebPush); `dispatch` sends them to the pg-boss queue in a transaction of its
 * own (a job exists exactly when its delivery is marked sent to the queue), and `deliver` works one job.
 */
export class PushService {
  private queue: JobQueue | null = null;
  private dispatching: Promise<number> | null = null;
  private again = false;

  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly config: Config['push'],
    private readonly vapid: VapidKeys,
  ) {}

  /** A job process hands the service its queue (`startWorkers`); processes without one never dispatch. */
  attachQueue(queue: JobQueue | null): void {
    this.queue = queue;
  }

  async settings(userId: string, endpoint?: string | null): Promise<PushSettings> {
    const [row]: Array<{ devices: number; this_device: boolean } & Record<string, boolean | null>> = await this.ds.query(
      `SELECT (SELECT count(*)::int FROM push_subscriptions s WHERE s.user_id = $1) AS devices,
              EXISTS (SELECT 1 FROM push_subscriptions s WHERE s.user_id = $1 AND s.endpoint = $2) AS this_device,
              p.orders, p.money, p.offerings, p.alerts, p.news, p.support
       FROM (SELECT 1) one LEFT JOIN push_preferences p ON p.user_id = $1`,
      [userId, normalisedEndpoint(endpoint)],
    );
    return {
      vapidPublicKey: this.vapid.publicKey,
      deviceCount: row.devices,
      thisDevice: row.this_device,
      categories: CATEGORIES.map((category) => ({ category, enabled: row[category] ?? true })),
    };
  }

  /**
   * Stores (or refreshes) this device's subscription for the user. An endpoint another user had on this
   * browser moves to this one, its pending pushes dropped. Refused, storing nothing: a malformed
   * subscription, an endpoint Vela does not send to, a device beyond the user's limit.
   */
  /**
   * `sessionId`: the session asking (null for a caller without one, e.g. an API token). The device's
   * pushes end with it: signing out deletes the session and, by its foreign key, the subscription.
   */
  async subscribe(userId: string, sub: PushSubscriptionJson, lang: string, sessionId: string | null = null): Promise<PushSettings> {
    const clean = checkSubscription(sub, { allowLoopbackHttp: this.config.allowLoopbackHttp });
    const now = this.clock.now();
    await this.ds.transaction(async (em) => {
      // One user's subscribes take turns, so two devices at once cannot pass the limit together.
      await em.query(`SELECT pg_advisory_xact_lock(hashtextextended('push-subscriptions:' || $1, 0))`, [userId]);
      const [{ others }]: Array<{ others: number }> = await em.query(
        `SELECT count(*)::int AS others FROM push_subscriptions WHERE user_id = $1 AND endpoint <> $2`,
        [userId, clean.endpoint],
      );
      if (others >= this.config.maxSubscriptionsPerUser) throw new DomainError(PushError.PUSH_SUBSCRIPTION_LIMIT_REACHED);
      const [prev]: Array<{ id: string; user_id: string }> = await em.query(
        `SELECT id, user_id FROM push_subscriptions WHERE endpoint = $1 FOR UPDATE`,
        [clean.endpoint],
      );
      if (prev && prev.user_id !== userId) await em.query(`DELETE FROM push_deliveries WHERE subscription_id = $1`, [prev.id]);
      await em.query(
        `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth, lang, session_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7)
         ON CONFLICT (endpoint) DO UPDATE SET user_id = EXCLUDED.user_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth,
           lang = EXCLUDED.lang, session_id = EXCLUDED.session_id, updated_at = EXCLUDED.updated_at`,
        [userId, clean.endpoint, clean.keys.p256dh, clean.keys.auth, pushLang(lang), sessionId, now],
      );
    });
    return this.settings(userId, clean.endpoint);
  }

  /** Removes one of the user's devices (another user's endpoint changes nothing). Answers whether it was theirs. */
  async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
    const [, count]: [unknown[], number] = await this.ds.query(`DELETE FROM push_subscriptions WHERE user_id = $1 AND endpoint = $2`, [
      userId,
      normalisedEndpoint(endpoint),
    ]);
    return count > 0;
  }

  /** Switches one category's pushes on or off for all the user's devices. */
  async setCategory(userId: string, category: NotificationCategory, enabled: boolean): Promise<PushSettings> {
    // Security notices (a new device signed in) are always pushed: no switch for them.
    if (!(CATEGORIES as readonly string[]).includes(category)) throw new DomainError(PushError.PUSH_SUBSCRIPTION_INVALID);
    await this.ds.query(
      `INSERT INTO push_preferences (user_id, ${category}, updated_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id) DO UPDATE SET ${category} = EXCLUDED.${category}, updated_at = EXCLUDED.updated_at`,
      [userId, enabled, this.clock.now()],
    );
    return this.settings(userId);
  }

  /**
   * Sends the deliveries not yet queued to the pg-boss queue, each batch in one transaction with marking
   * them queued. Runs when the database says some were written (NOTIFY at their commit) and from the
   * sweep; calls that arrive while one runs make it run once more. Answers how many it queued.
   */
  dispatch(): Promise<number> {
    if (!this.queue) return Promise.resolve(0);
    if (this.dispatching) {
      this.again = true;
      return this.dispatching;
    }
    const run = async (): Promise<number> => {
      let total = 0;
      do {
        this.again = false;
        for (;;) {
          const n = await this.dispatchBatch();
          total += n;
          if (n < DISPATCH_BATCH) break;
        }
      } while (this.again);
      if (total > 0) this.queue?.wake(PUSH_DELIVER_QUEUE);
      return total;
    };
    this.dispatching = run().finally(() => {
      this.dispatching = null;
    });
    return this.dispatching;
  }

  private async dispatchBatch(): Promise<number> {
    const queue = this.queue;
    if (!queue) return 0;
    return this.ds.transaction(async (em) => {
      const [rows]: [Array<{ id: string }>, number] = await em.query(
        `UPDATE push_deliveries SET enqueued_at = $1
         WHERE id IN (SELECT id FROM push_deliveries WHERE enqueued_at IS NULL ORDER BY id LIMIT ${DISPATCH_BATCH} FOR UPDATE SKIP LOCKED)
         RETURNING id`,
        [this.clock.now()],
      );
      await queue.send(
        em,
        PUSH_DELIVER_QUEUE,
        rows.map((r) => ({ deliveryId: String(r.id) })),
        {
          retryLimit: this.config.retryLimit,
          retryDelaySeconds: this.config.retryDelaySeconds,
          retryBackoff: true,
          expireInSeconds: 60,
        },
      );
      return rows.length;
    });
  }

  /**
   * One delivery (a pg-boss job): encrypts the push for the device and posts it. Delivered: the row goes.
   * 404/410 (the device unsubscribed): the subscription goes, and its pending pushes with it. A
   * malformed request (400, 413) or a refused key (403) is not tried again. Anything else (no answer,
   * 429, 5xx) throws, so pg-boss tries again later. The row is locked while it is sent, so two
   * workers never send one delivery at once.
   */
  async deliver(deliveryId: string): Promise<void> {
    if (!/^\d{1,18}$/.test(deliveryId)) return;
    const failed = await this.ds.transaction(async (em): Promise<PushResponse | null> => {
      const [row]: DeliveryRow[] = await em.query(
        `SELECT d.id, d.attempts, s.id AS subscription_id, s.endpoint, s.p256dh, s.auth, s.lang,
                n.id AS notification_id, n.kind, n.params, n.link, d.content_id,
                coalesce(c.translations -> s.lang ->> 'title', c.translations -> 'en' ->> 'title') AS notice_title,
                coalesce(CASE coalesce(n.category, 'news') WHEN 'orders' THEN p.orders WHEN 'money' THEN p.money
                  WHEN 'offerings' THEN p.offerings WHEN 'alerts' THEN p.alerts WHEN 'news' THEN p.news
                  WHEN 'support' THEN p.support END, true) AS enabled
         FROM push_deliveries d
         JOIN push_subscriptions s ON s.id = d.subscription_id
         LEFT JOIN notifications n ON n.id = d.notification_id
         LEFT JOIN content_items c ON c.id = d.content_id
         LEFT JOIN push_preferences p ON p.user_id = s.user_id
         WHERE d.id = $1
         FOR UPDATE OF d SKIP LOCKED`,
        [deliveryId],
      );
      // Delivered already, the device gone, or another worker sending it now.
      if (!row) return null;
      if (!row.enabled) {
        await em.query(`DELETE FROM push_deliveries WHERE id = $1`, [row.id]);
        return null;
      }
      const text = row.content_id
        ? renderPush('NOTICE', { title: row.notice_title }, row.lang)
        : renderPush(row.kind ?? '', row.params ?? {}, row.lang);
      const payload = JSON.stringify({
        title: text.title,
        body: text.body,
        link: row.content_id ? LINKS.notices : row.link,
        tag: row.notification_id ?? row.content_id,
      });
      const res = await sendPush({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload, this.vapid, {
        ttlSeconds: TTL_SECONDS,
        timeoutMs: 10_000,
      });
      if ((res.status >= 200 && res.status < 300) || FINAL_REFUSALS.includes(res.status)) {
        if (res.status >= 300) logger.warn({ status: res.status, deliveryId }, 'push refused by the push service; not tried again');
        await em.query(`DELETE FROM push_deliveries WHERE id = $1`, [row.id]);
        return null;
      }
      if (res.status === 404 || res.status === 410) {
        await em.query(`DELETE FROM push_subscriptions WHERE id = $1`, [row.subscription_id]);
        return null;
      }
      await em.query(`UPDATE push_deliveries SET attempts = attempts + 1, last_status = $2 WHERE id = $1`, [row.id, res.status]);
      return res;
    });
    if (failed) throw new Error(`push service answered ${failed.status || failed.error || 'nothing'}`);
  }

  /**
   * The one-minute sweep: fans newly published notices out to the devices with news on (once per
   * notice; answers them, so the caller can tell the screens), queues whatever a missed NOTIFY left pending, and forgets deliveries queued two days ago
   * (their jobs have long finished or given up).
   */
  async sweep(): Promise<Array<{ id: string; publishAt: Date }>> {
    const now = this.clock.now();
    const due: Array<{ id: string; publish_at: Date }> = await this.ds.query(
      `WITH due AS (
         INSERT INTO push_notice_fanouts (content_id, fanned_out_at)
         SELECT c.id, $1 FROM content_items c
         WHERE c.kind = 'notice' AND c.publish_at <= $1 AND c.publish_at > $1::timestamptz - interval '${NOTICE_PUSH_WINDOW_HOURS} hours'
         ON CONFLICT DO NOTHING
         RETURNING content_id),
       fanned AS (
         INSERT INTO push_deliveries (subscription_id, content_id, created_at)
         SELECT s.id, due.content_id, $1 FROM due CROSS JOIN push_subscriptions s
         LEFT JOIN push_preferences p ON p.user_id = s.user_id
         WHERE coalesce(p.news, true)
         ON CONFLICT DO NOTHING)
       SELECT c.id, c.publish_at FROM due JOIN content_items c ON c.id = due.content_id`,
      [now],
    );
    await this.ds.query(`DELETE FROM push_deliveries WHERE enqueued_at < $1::timestamptz - interval '2 days'`, [now]);
    await this.dispatch();
    return due.map((d) => ({ id: d.id, publishAt: d.publish_at }));
  }
}

/** Endpoints are stored as the URL parser writes them (the check does the same), so a lookup finds them. */
function normalisedEndpoint(endpoint: string | null | undefined): string | null {
  if (!endpoint) return null;
  try {
    return new URL(endpoint).toString();
  } catch {
    return endpoint;
  }
}
