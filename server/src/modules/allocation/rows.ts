import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';

// The row reads and locks that new-stock subscriptions and block trades share: an offering table with
// its entries (applications, subscriptions) keyed by offering_id and user_id, each with a status.

/** Who may take money: passed real-name verification (the real-name module's `requirePassed`), when installed. */
export interface MoneyGate {
  requirePassed(userId: string): Promise<void>;
}

/** Where an ops request came from (for the audit log). */
export interface Meta {
  ip?: string | null;
}

/** The owners of an offering's entries in one status (their money locks are taken before the offering's). */
export async function entryOwners(ds: DataSource, table: string, offeringId: string, status: string): Promise<string[]> {
  if (!isUuid(offeringId)) return [];
  const rows: Array<{ user_id: string }> = await ds.query(`SELECT DISTINCT user_id FROM ${table} WHERE offering_id = $1 AND status = $2`, [
    offeringId,
    status,
  ]);
  return rows.map((r) => r.user_id);
}

/** An offering's entries in one status, under a locked offering, each row locked too (none is missed), in id order. */
export function lockEntries<E extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<E>,
  offeringId: string,
  status: string,
): Promise<E[]> {
  return em
    .getRepository(entity)
    .createQueryBuilder('e')
    .setLock('pessimistic_write')
    .where('e.offering_id = :offeringId AND e.status = :status', { offeringId, status })
    .orderBy('e.id')
    .getMany();
}

/** A row by id under a write lock (an offering with its secret seed when asked), or null when there is none. */
export function lockRow<E extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<E>,
  id: string,
  opts: { withSeed?: boolean } = {},
): Promise<E | null> {
  const q = em.getRepository(entity).createQueryBuilder('r');
  if (opts.withSeed) q.addSelect('r.seed');
  return q.setLock('pessimistic_write').where('r.id = :id', { id }).getOne();
}

/** The offering row under a write lock, with its secret seed when asked (NOT_FOUND when there is none). */
export async function lockOfferingRow<O extends ObjectLiteral>(
  em: EntityManager,
  entity: EntityTarget<O>,
  id: string,
  opts: { withSeed?: boolean } = {},
): Promise<O> {
  if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
  const o = await lockRow(em, entity, id, opts);
  if (!o) throw new DomainError(CommonError.NOT_FOUND);
  return o;
}

/**
 * Runs `one` on every scheduled offering of `table` whose `dueColumn` time has come, oldest first, and
 * counts those it did. Safe from several job processes when `one` locks and re-checks the offering.
 */
export async function runDue(
  ds: DataSource,
  table: string,
  dueColumn: string,
  now: Date,
  one: (offeringId: string) => Promise<boolean>,
): Promise<number> {
  const due: Array<{ id: string }> = await ds.query(
    `SELECT id FROM ${table} WHERE status = 'scheduled' AND ${dueColumn} <= $1 ORDER BY ${dueColumn}`,
    [now],
  );
  let n = 0;
  for (const { id } of due) if (await one(id)) n++;
  return n;
}
