import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { RunOptions, Tx, UnitOfWork } from '../../db/unit-of-work';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { LedgerError } from './ledger.errors';
import { prepared } from '../../db/prepared';

const KEY = /^[A-Za-z0-9_-]{8,64}$/;

/** A stable fingerprint of an operation and its input (object keys sorted, decimals as plain strings). */
export function requestFingerprint(operation: string, input: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (value === null || value === undefined) return null;
    if (Array.isArray(value)) return value.map(canonical);
    if (typeof value === 'object') {
      const maybeDecimal = value as { toFixed?: () => string; constructor?: { name?: string } };
      if (typeof maybeDecimal.toFixed === 'function' && maybeDecimal.constructor?.name === 'Decimal') return maybeDecimal.toFixed();
      return Object.fromEntries(
        Object.keys(value as object)
          .sort()
          .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
      );
    }
    return value;
  };
  return createHash('sha256')
    .update(`${operation}\n${JSON.stringify(canonical(input))}`)
    .digest('hex');
}

export function checkIdempotencyKey(key: string): string {
  if (!KEY.test(key)) throw new DomainError(LedgerError.IDEMPOTENCY_KEY_INVALID);
  return key;
}

/**
 * Runs a money-moving operation at most once per (owner, key). The key is reserved first, with the id
 * the result will have, inside the caller's transaction: a concurrent duplicate waits on it and then
 * replays (the result, or the refusal the key was answered with). The same key with a different
 * operation or input is refused. If the transaction rolls back, the reservation goes with it: `once`
 * then records a business refusal as the key's answer; a transient failure leaves the key free.
 */
export async function idempotent(
  em: EntityManager,
  o: KeyedOperation,
  run: (resultId: string) => Promise<void>,
): Promise<{ resultId: string; replayed: boolean }> {
  checkIdempotencyKey(o.key);
  const fingerprint = requestFingerprint(o.operation, o.input);
  const resultId = randomUUID();
  const reserved: unknown[] = await em.query(
    prepared(`INSERT INTO idempotency_keys (owner_id, key, operation, request_hash, result_ref) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (owner_id, key) DO NOTHING RETURNING key`),
    [o.ownerId, o.key, o.operation, fingerprint, resultId],
  );
  if (reserved.length === 0) {
    const prior = await recorded(em, o, fingerprint);
    if (prior === null) throw new DomainError(CommonError.SERVICE_UNAVAILABLE);
    return { resultId: prior, replayed: true };
  }
  await run(resultId);
  return { resultId, replayed: false };
}

/** What identifies one money-moving request: its owner, key, operation and input. */
export interface KeyedOperation {
  ownerId: string;
  key: string;
  operation: string;
  input: unknown;
}

/**
 * Refusals that say nothing about the request itself, only about the moment: the key stays free and
 * a retry with it runs afresh. Every other refusal is the key's answer for good (see `once`).
 */
export const TRANSIENT_REFUSALS: ReadonlySet<string> = new Set([
  CommonError.INTERNAL_ERROR,
  CommonError.SERVICE_UNAVAILABLE,
  CommonError.SERVER_BUSY,
  CommonError.RATE_LIMITED,
  CommonError.UNAUTHENTICATED,
  CommonError.FORBIDDEN,
  LedgerError.IDEMPOTENCY_KEY_INVALID,
  LedgerError.IDEMPOTENCY_KEY_REUSED,
  'QUOTE_STALE',
  'RATE_UNAVAILABLE',
]);

interface KeyRow {
  operation: string;
  request_hash: string;
  result_ref: string;
  refusal_code: string | null;
  refusal_details: Record<string, string | number> | null;
}

/** The key's recorded answer: null when free; its result's id; or its refusal, thrown again. */
async function recorded(em: EntityManager, o: KeyedOperation, fingerprint: string): Promise<string | null> {
  const rows: KeyRow[] = await em.query(
    prepared(
      'SELECT operation, request_hash, result_ref, refusal_code, refusal_details FROM idempotency_keys WHERE owner_id = $1 AND key = $2',
    ),
    [o.ownerId, o.key],
  );
  const row = rows[0];
  if (!row) return null;
  if (row.operation !== o.operation || row.request_hash !== fingerprint) throw new DomainError(LedgerError.IDEMPOTENCY_KEY_REUSED);
  if (row.refusal_code) throw new DomainError(row.refusal_code, row.refusal_details ?? undefined);
  return row.result_ref;
}

/**
 * A money-moving request answered once per key, like Stripe: the first business answer (a result or a
 * refusal such as INSUFFICIENT_FUNDS) is the key's answer for good, replayed without running anything
 * again (no market hours, rates or balances checked twice). `run` does every check and the unit of work
 * (whose `idempotent` reserves the key with the result); a refusal it throws is recorded after its
 * transaction rolled back, in a short transaction of its own. Transient failures (SERVICE_UNAVAILABLE,
 * deadlocks, a lost connection, anything unexpected) record nothing: the key stays free for the retry.
 */
export async function once<T>(
  uow: UnitOfWork,
  o: KeyedOperation,
  run: () => Promise<T>,
  replay: (resultId: string) => Promise<T>,
  opts: OnceOptions = {},
): Promise<T> {
  checkIdempotencyKey(o.key);
  const fingerprint = requestFingerprint(o.operation, o.input);
  if (opts.readFirst !== false) {
    const prior = await uow.read((em) => recorded(em, o, fingerprint));
    if (prior !== null) return replay(prior);
  }
  try {
    return await run();
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    if (TRANSIENT_REFUSALS.has(err.code)) {
      // Without the read first, a replay can meet a passing refusal (a stale quote) before its key:
      // the key's recorded answer, if it has one, stands; else the refusal, and the key stays free.
      if (opts.readFirst === false && !KEY_REFUSALS.has(err.code)) {
        const prior = await uow.read((em) => recorded(em, o, fingerprint));
        if (prior !== null) return replay(prior);
      }
      throw err;
    }
    const refusal = err;
    const raced = await uow.run(async (tx) => {
      const stored: unknown[] = await tx.em.query(
        `INSERT INTO idempotency_keys (owner_id, key, operation, request_hash, result_ref, refusal_code, refusal_details)
         VALUES ($1, $2, $3, $4, '', $5, $6) ON CONFLICT (owner_id, key) DO NOTHING RETURNING key`,
        [o.ownerId, o.key, o.operation, fingerprint, refusal.code, refusal.details ? JSON.stringify(refusal.details) : null],
      );
      // A duplicate answered first (or this refusal was a replay of its refusal): its answer stands.
      return stored.length === 0 ? recorded(tx.em, o, fingerprint) : null;
    });
    if (raced !== null) return replay(raced);
    throw refusal;
  }
}

export interface OnceOptions {
  /**
   * false: no read of the key before `run` (a round trip saved on every first request). `run` must
   * reserve the key with `idempotent` inside its unit of work, which answers a replay there; a replay
   * that `run` refuses before (market hours, a stale quote) is answered by the key after the refusal.
   * For operations whose checks before the unit of work have no effects of their own.
   */
  readFirst?: boolean;
}

/** Refusals about the key itself: a replay's answer cannot stand in for them. */
const KEY_REFUSALS: ReadonlySet<string> = new Set([LedgerError.IDEMPOTENCY_KEY_INVALID, LedgerError.IDEMPOTENCY_KEY_REUSED]);

/**
 * `once` around the usual shape of a money mutation: one unit of work (the user's money lock first)
 * that reserves the key with the new result's id and does `work`; answers the result's id.
 */
export function onceInUnitOfWork(
  uow: UnitOfWork,
  o: KeyedOperation,
  work: (tx: Tx, resultId: string) => Promise<void>,
  opts: RunOptions,
): Promise<string> {
  return once(
    uow,
    o,
    () => uow.run(async (tx) => (await idempotent(tx.em, o, (resultId) => work(tx, resultId))).resultId, opts),
    async (resultId) => resultId,
  );
}
