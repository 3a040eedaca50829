import type { DataSource, EntityManager } from 'typeorm';
import type { Tx } from '../../db/unit-of-work';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { IpoApplication, IpoApplicationStatus, IpoOffering } from './ipo.entities';

// The row reads and locks shared by the commands and the draw, and the event they emit.

export const IPO_EVENT = 'IPO_APPLICATION_UPDATED';

/** Who may take money: passed real-name verification (the real-name module), when it is installed. */
export interface MoneyGate {
  requirePassed(userId: string): Promise<void>;
}

/** Where an ops request came from (for the audit log). */
export interface Meta {
  ip?: string | null;
}

/** The owners of an offering's pending applications (their money locks are taken before the offering's). */
export async function pendingApplicants(ds: DataSource, offeringId: string): Promise<string[]> {
  if (!isUuid(offeringId)) return [];
  const rows: Array<{ user_id: string }> = await ds.query(
    `SELECT DISTINCT user_id FROM ipo_applications WHERE offering_id = $1 AND status = 'pending'`,
    [offeringId],
  );
  return rows.map((r) => r.user_id);
}

/** Pending applications of an offering the caller has locked, each row locked too (none is missed). */
export function pendingApplications(tx: Tx, offeringId: string): Promise<IpoApplication[]> {
  return tx.em
    .getRepository(IpoApplication)
    .createQueryBuilder('a')
    .setLock('pessimistic_write')
    .where('a.offering_id = :offeringId AND a.status = :pending', { offeringId, pending: IpoApplicationStatus.PENDING })
    .orderBy('a.id')
    .getMany();
}

/** The offering row under a write lock (NOT_FOUND when there is none). */
export async function lockOffering(em: EntityManager, id: string): Promise<IpoOffering> {
  if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
  const o = await em.getRepository(IpoOffering).createQueryBuilder('o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
  if (!o) throw new DomainError(CommonError.NOT_FOUND);
  return o;
}
