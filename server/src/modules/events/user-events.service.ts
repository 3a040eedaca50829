import type { DataSource, EntityManager } from 'typeorm';
import type { EventBus, UserEventMessage } from '../../graphql/pubsub';
import { logger } from '../../shared/logger';
import type { UserBalance } from '../ledger/ledger.service';
import { prepared } from '../../db/prepared';

/** One of the types in the AccountEventType enum (each module declares its own). */
export type UserEventType = string;

/**
 * What the outbox asks of the notification centre (modules/notifications): in the transaction that
 * appended a user's events, write the notifications they raise and answer the events announcing them;
 * after commit, hear what was published.
 */
export interface EventNotifier {
  write(em: EntityManager, userId: string, events: readonly UserEventMessage[]): Promise<UserEventMessage[]>;
  published(events: readonly UserEventMessage[]): void;
}

/**
 * The per-user outbox. Events are written in the same transaction as the change they describe, numbered
 * 1, 2, 3… per user, and published only after that transaction commits. A subscriber that reconnects
 * (or missed a publish because a process died between commit and publish) reads the gap back from
 * the table by sequence number, so nothing is lost. Transactions are the unit of work's (db/unit-of-work):
 * this service only appends and publishes.
 */
export class UserEventsService {
  constructor(
    private readonly ds: DataSource,
    private readonly bus: Pick<EventBus['pubSub'], 'publish' | 'subscribe'> | null,
    private readonly notifier: EventNotifier | null = null,
  ) {}

  async append(
    em: EntityManager,
    userId: string,
    type: UserEventType,
    payload: Record<string, unknown>,
    at: Date,
  ): Promise<UserEventMessage> {
    const [event] = await this.appendMany(em, userId, [{ type, payload }], at);
    return event;
  }

  /** Several events of one user in one statement (one round trip, one lock of the user's sequence row). */
  async appendMany(
    em: EntityManager,
    userId: string,
    events: ReadonlyArray<{ type: UserEventType; payload: Record<string, unknown> }>,
    at: Date,
  ): Promise<UserEventMessage[]> {
    const rows: Array<{ seq: string; ord: string }> = await em.query(
      `WITH s AS (
         INSERT INTO user_event_seqs AS t (user_id, last_seq) VALUES ($1, $4)
         ON CONFLICT (user_id) DO UPDATE SET last_seq = t.last_seq + $4 RETURNING last_seq)
       INSERT INTO user_events (user_id, seq, type, payload, created_at)
       SELECT $1, s.last_seq - $4 + e.ord, e.type, e.payload, $5
       FROM s, unnest($2::text[], $3::jsonb[]) WITH ORDINALITY AS e(type, payload, ord)
       RETURNING seq`,
      [userId, events.map((e) => e.type), events.map((e) => JSON.stringify(e.payload)), events.length, at],
    );
    const seqs = rows.map((r) => BigInt(r.seq)).sort((a, b) => (a < b ? -1 : 1));
    const appended = events.map((e, i) => ({ userId, seq: String(seqs[i]), type: e.type, payload: e.payload, at: at.toISOString() }));
    return this.withNotifications(em, userId, appended);
  }

  /** BALANCE_CHANGED with the user's cash in one currency as it stands after the change. */
  balanceChanged(em: EntityManager, userId: string, b: UserBalance, at: Date): Promise<UserEventMessage> {
    return this.append(
      em,
      userId,
      'BALANCE_CHANGED',
      { currency: b.currency, available: b.available.toFixed(2), frozen: b.frozen.toFixed(2) },
      at,
    );
  }

  /**
   * BALANCE_CHANGED with the user's cash in each currency as this transaction sees it now, read and
   * appended in one statement (so a caller holding busy account locks spends one round trip on it).
   * Events given in `before` are appended in the same statement, numbered just before them: a change
   * that emits its own events and then the balances costs one round trip, not two.
   */
  async appendBalance(
    em: EntityManager,
    userId: string,
    currency: string | readonly string[],
    at: Date,
    before: ReadonlyArray<{ type: UserEventType; payload: Record<string, unknown> }> = [],
  ): Promise<UserEventMessage[]> {
    const currencies = typeof currency === 'string' ? [currency] : [...currency];
    const rows: Array<{ seq: string; type: string; payload: Record<string, unknown> }> = await em.query(
      prepared(`WITH b AS (
         SELECT c.ord, jsonb_build_object('currency', c.cur,
           'available', round(coalesce((SELECT balance FROM ledger_accounts WHERE owner_id = $1 AND currency = c.cur AND kind = 'user_available' AND shard = 0), 0), 2)::text,
           'frozen', round(coalesce((SELECT balance FROM ledger_accounts WHERE owner_id = $1 AND currency = c.cur AND kind = 'user_hold' AND shard = 0), 0), 2)::text) AS payload
         FROM unnest($2::text[]) WITH ORDINALITY AS c(cur, ord)),
       s AS (
         INSERT INTO user_event_seqs AS t (user_id, last_seq) VALUES ($1, $4::bigint)
         ON CONFLICT (user_id) DO UPDATE SET last_seq = t.last_seq + $4::bigint RETURNING last_seq),
       e AS (
         SELECT e.type, e.payload, e.ord FROM unnest($5::text[], $6::jsonb[]) WITH ORDINALITY AS e(type, payload, ord)
         UNION ALL SELECT 'BALANCE_CHANGED', b.payload, cardinality($5::text[]) + b.ord FROM b)
       INSERT INTO user_events (user_id, seq, type, payload, created_at)
       SELECT $1, s.last_seq - $4::bigint + e.ord, e.type, e.payload, $3 FROM s, e RETURNING seq, type, payload`),
      [userId, currencies, at, before.length + currencies.length, before.map((e) => e.type), before.map((e) => JSON.stringify(e.payload))],
    );
    const iso = at.toISOString();
    const appended = rows
      .map((r) => ({ userId, seq: String(r.seq), type: r.type, payload: r.payload, at: iso }))
      .sort((a, b) => (BigInt(a.seq) < BigInt(b.seq) ? -1 : 1));
    return this.withNotifications(em, userId, appended);
  }

  /** The appended events and, after them, those announcing the notifications they raised (same transaction). */
  private async withNotifications(em: EntityManager, userId: string, appended: UserEventMessage[]): Promise<UserEventMessage[]> {
    if (!this.notifier) return appended;
    const created = await this.notifier.write(em, userId, appended);
    return created.length ? [...appended, ...created] : appended;
  }

  /** Call after commit. A failed publish is only logged: readers recover the event from the table. */
  publish(events: readonly UserEventMessage[]): void {
    this.notifier?.published(events);
    if (!this.bus) return;
    for (const event of events) {
      try {
        this.bus.publish('USER_EVENT', event.userId, event);
      } catch (err) {
        logger.warn({ err, userId: event.userId, seq: event.seq }, 'user event publish failed; readers will catch up from the outbox');
      }
    }
  }

  /** Events after `afterSeq`, oldest first. */
  async since(userId: string, afterSeq: string, limit = 500): Promise<UserEventMessage[]> {
    const rows: Array<{ seq: string; type: string; payload: Record<string, unknown>; created_at: Date }> = await this.ds.query(
      'SELECT seq, type, payload, created_at FROM user_events WHERE user_id = $1 AND seq > $2 ORDER BY seq LIMIT $3',
      [userId, afterSeq, limit],
    );
    return rows.map((r) => ({ userId, seq: String(r.seq), type: r.type, payload: r.payload, at: r.created_at.toISOString() }));
  }

  async lastSeq(userId: string): Promise<string> {
    const rows: Array<{ last_seq: string }> = await this.ds.query('SELECT last_seq FROM user_event_seqs WHERE user_id = $1', [userId]);
    return rows[0] ? String(rows[0].last_seq) : '0';
  }

  /**
   * The user's events after `afterSeq` (or from now when null): first the backlog from the table, then
   * live ones. Subscribes before reading the backlog so nothing falls between; a live event that skips
   * numbers (its predecessor's publish was lost) makes the gap be read back from the table.
   */
  stream(userId: string, afterSeq: string | null): AsyncIterableIterator<UserEventMessage> {
    if (!this.bus) return (async function* () {})();
    const live = this.bus.subscribe('USER_EVENT', userId);
    const events = this.follow(userId, afterSeq, live);
    // An async generator parked in `for await` only returns once its pending await settles, i.e. at the
    // user's next event; ending the live subscription first lets a closed socket let go at once.
    return {
      next: () => events.next(),
      return: async () => {
        await live.return?.();
        return events.return(undefined);
      },
      throw: (err?: unknown) => events.throw(err),
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private async *follow(
    userId: string,
    afterSeq: string | null,
    live: AsyncIterableIterator<UserEventMessage>,
  ): AsyncGenerator<UserEventMessage> {
    try {
      let last = BigInt(afterSeq ?? (await this.lastSeq(userId)));
      const catchUp = async function* (self: UserEventsService, upTo: bigint | null): AsyncGenerator<UserEventMessage> {
        for (;;) {
          const batch = await self.since(userId, last.toString(), 500);
          for (const e of batch) {
            if (upTo !== null && BigInt(e.seq) > upTo) return;
            last = BigInt(e.seq);
            yield e;
          }
          if (batch.length < 500) return;
        }
      };
      yield* catchUp(this, null);
      for await (const event of live) {
        const seq = BigInt(event.seq);
        if (seq <= last) continue;
        if (seq > last + 1n) yield* catchUp(this, seq - 1n);
        last = seq;
        yield event;
      }
    } finally {
      await live.return?.();
    }
  }
}
