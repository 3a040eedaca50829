import type { DataSource, EntityManager } from 'typeorm';
import type { UserEventMessage } from '../graphql/pubsub';
import { CommonError } from '../shared/common.errors';
import { DomainError } from '../shared/domain-error';
import { isUuid } from '../shared/ids';
import { logger } from '../shared/logger';

/** What the unit of work needs of the outbox: append inside the transaction, publish after commit. */
export interface Outbox {
  appendMany(
    em: EntityManager,
    userId: string,
    events: ReadonlyArray<{ type: string; payload: Record<string, unknown> }>,
    at: Date,
  ): Promise<UserEventMessage[]>;
  appendBalance(
    em: EntityManager,
    userId: string,
    currency: string | readonly string[],
    at: Date,
    before?: ReadonlyArray<{ type: string; payload: Record<string, unknown> }>,
  ): Promise<UserEventMessage[]>;
  publish(events: readonly UserEventMessage[]): void;
}

/** One transaction as the code inside it sees it. */
export interface Tx {
  readonly em: EntityManager;
  /**
   * Takes these users' money locks, in the one global order. Every money path takes the locks of the
   * users it touches before anything else that locks (items, idempotency keys, accounts, the outbox),
   * so two paths of the same user queue on this lock instead of meeting in opposite orders.
   */
  lockUsers(...userIds: ReadonlyArray<string | null | undefined>): Promise<void>;
  /** Appends an event to the user's outbox in this transaction; it is published once the transaction commits. */
  emit(userId: string, type: string, payload: Record<string, unknown>, at: Date): Promise<UserEventMessage>;
  emitMany(userId: string, events: ReadonlyArray<{ type: string; payload: Record<string, unknown> }>, at: Date): Promise<void>;
  /**
   * BALANCE_CHANGED with the user's cash in `currency` (or each of several) as this transaction sees it
   * now, after the `before` events (one statement: one round trip for a change's events and balances).
   */
  emitBalance(
    userId: string,
    currency: string | readonly string[],
    at: Date,
    before?: ReadonlyArray<{ type: string; payload: Record<string, unknown> }>,
  ): Promise<void>;
  /** Runs after commit (never after a rollback or for a retried attempt). */
  afterCommit(fn: () => void): void;
}

export interface RunOptions {
  /** Users whose money locks are taken first (in the global order). */
  lockUsers?: ReadonlyArray<string | null | undefined>;
  isolation?: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE';
  /** Attempts before a deadlock or serialisation failure is answered SERVICE_UNAVAILABLE (default 10). */
  attempts?: number;
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock
/** Advisory-lock namespace of users' money locks (the first int of pg_advisory_xact_lock(int, int)). */
const USER_MONEY_LOCK = 7001;

/**
 * Takes users' money locks: keys in ascending order, so two transactions locking overlapping users never
 * wait in a cycle. `ids` is a text array: a parameter, or (`ARRAY`) a list of quoted literals.
 */
function lockUsersSql(ids: string, array: '' | 'ARRAY'): string {
  const list = array ? `ARRAY[${ids}]::text[]` : `${ids}::text[]`;
  return `SELECT pg_advisory_xact_lock(${USER_MONEY_LOCK}, k) FROM (SELECT DISTINCT hashtext(u) AS k FROM unnest(${list}) u ORDER BY 1) s`;
}

export function sqlStateOf(err: unknown): string | undefined {
  const e = err as { driverError?: { code?: string }; code?: string };
  return e?.driverError?.code ?? e?.code;
}

/**
 * The unit of work: one transaction, locks in the one global order (users' money locks by key, then
 * ledger accounts by id, taken by the ledger), retries of deadlocks and serialisation failures with
 * jittered back-off, and the outbox events it emitted published only after commit. A transient failure
 * that outlasts the retries is SERVICE_UNAVAILABLE (the idempotency key stays free), never INTERNAL_ERROR.
 */
export class UnitOfWork {
  constructor(
    private readonly ds: DataSource,
    private readonly outbox: Outbox | null,
  ) {}

  async run<T>(work: (tx: Tx) => Promise<T>, opts: RunOptions = {}): Promise<T> {
    const attempts = opts.attempts ?? 10;
    for (let attempt = 1; ; attempt++) {
      const emitted: UserEventMessage[] = [];
      const after: Array<() => void> = [];
      try {
        const locks = [...new Set((opts.lockUsers ?? []).filter((id): id is string => !!id))];
        const result = await this.transaction(opts.isolation ?? 'READ COMMITTED', locks, async (em, locked) => {
          const tx = this.tx(em, emitted, after, locked);
          if (locks.length) await tx.lockUsers(...locks);
          return work(tx);
        });
        this.outbox?.publish(emitted);
        for (const fn of after) {
          try {
            fn();
          } catch (err) {
            logger.warn({ err }, 'after-commit hook failed');
          }
        }
        return result;
      } catch (err) {
        const code = sqlStateOf(err);
        if (!code || !RETRYABLE.has(code)) throw err;
        if (attempt >= attempts) {
          logger.warn({ code, attempts }, 'transaction still conflicting after retries');
          throw new DomainError(CommonError.SERVICE_UNAVAILABLE);
        }
        await new Promise((r) => setTimeout(r, Math.random() * 15 * attempt));
      }
    }
  }

  /** A read outside any transaction (a key's recorded answer, before the work that would write it). */
  read<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return work(this.ds.manager);
  }

  private async transaction<T>(
    isolation: NonNullable<RunOptions['isolation']>,
    locks: readonly string[],
    work: (em: EntityManager, locked: Set<string>) => Promise<T>,
  ): Promise<T> {
    const locked = new Set<string>();
    // READ COMMITTED is the server's default: asking for it again would cost a round trip per transaction.
    if (isolation !== 'READ COMMITTED') return this.ds.transaction(isolation, (em) => work(em, locked));
    // The users' money locks go with START TRANSACTION, in one round trip (a simple query of two
    // statements). The ids are inlined, so only when every one is uuid-shaped; otherwise all of them
    // go in a statement of their own (split, the two sets would not be taken in the one key order).
    if (locks.length === 0 || !locks.every(isUuid)) return this.ds.transaction((em) => work(em, locked));
    const qr = this.ds.createQueryRunner();
    const query = qr.query.bind(qr);
    qr.query = ((sql: string, ...rest: unknown[]) => {
      if (sql !== 'START TRANSACTION') return (query as (...a: unknown[]) => Promise<unknown>)(sql, ...rest);
      qr.query = query;
      return query(`START TRANSACTION; ${lockUsersSql(locks.map((id) => `'${id}'`).join(', '), 'ARRAY')}`);
    }) as typeof qr.query;
    try {
      return await qr.manager.transaction(async (em) => {
        for (const id of locks) locked.add(id);
        return work(em, locked);
      });
    } finally {
      await qr.release();
    }
  }

  private tx(em: EntityManager, emitted: UserEventMessage[], after: Array<() => void>, locked: Set<string>): Tx {
    const outbox = this.outbox;
    return {
      em,
      async lockUsers(...ids) {
        const wanted = [...new Set(ids.filter((id): id is string => !!id && !locked.has(id)))];
        if (wanted.length === 0) return;
        await em.query(lockUsersSql('$1', ''), [wanted]);
        for (const id of wanted) locked.add(id);
      },
      async emit(userId, type, payload, at) {
        if (!outbox) throw new Error('unit of work: no outbox');
        // The outbox may answer more than the one event: those announcing the notifications it raised.
        const events = await outbox.appendMany(em, userId, [{ type, payload }], at);
        emitted.push(...events);
        return events[0];
      },
      async emitMany(userId, events, at) {
        if (!outbox) throw new Error('unit of work: no outbox');
        emitted.push(...(await outbox.appendMany(em, userId, events, at)));
      },
      async emitBalance(userId, currency, at, before) {
        if (!outbox) throw new Error('unit of work: no outbox');
        emitted.push(...(await outbox.appendBalance(em, userId, currency, at, before)));
      },
      afterCommit(fn) {
        after.push(fn);
      },
    };
  }
}
