import { createHash, randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DomainError } from '../../shared/domain-error';
import { LedgerError } from './ledger.errors';

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
 * replays. The same key with a different operation or input is refused. If the transaction rolls back,
 * the reservation goes with it and the key may be used again.
 */
export async function idempotent(
  em: EntityManager,
  o: { ownerId: string; key: string; operation: string; input: unknown },
  run: (resultId: string) => Promise<void>,
): Promise<{ resultId: string; replayed: boolean }> {
  checkIdempotencyKey(o.key);
  const fingerprint = requestFingerprint(o.operation, o.input);
  const resultId = randomUUID();
  const reserved: unknown[] = await em.query(
    `INSERT INTO idempotency_keys (owner_id, key, operation, request_hash, result_ref) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (owner_id, key) DO NOTHING RETURNING key`,
    [o.ownerId, o.key, o.operation, fingerprint, resultId],
  );
  if (reserved.length === 0) {
    const rows: Array<{ operation: string; request_hash: string; result_ref: string }> = await em.query(
      'SELECT operation, request_hash, result_ref FROM idempotency_keys WHERE owner_id = $1 AND key = $2',
      [o.ownerId, o.key],
    );
    if (!rows[0] || rows[0].operation !== o.operation || rows[0].request_hash !== fingerprint) {
      throw new DomainError(LedgerError.IDEMPOTENCY_KEY_REUSED);
    }
    return { resultId: rows[0].result_ref, replayed: true };
  }
  await run(resultId);
  return { resultId, replayed: false };
}
