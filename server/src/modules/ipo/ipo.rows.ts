import type { DataSource, EntityManager } from 'typeorm';
import type { Tx } from '../../db/unit-of-work';
import type { OfferingKind } from '../allocation/offering-ops';
import { entryOwners, lockEntries, lockOfferingRow } from '../allocation/rows';
import { offeringAuditView } from './ipo-rules';
import { IpoApplication, IpoApplicationStatus, IpoOffering } from './ipo.entities';
import { IpoError } from './ipo.errors';

// The row reads and locks shared by the commands and the draw (on allocation/rows.ts), and the event they emit.

export type { Meta, MoneyGate } from '../allocation/rows';

export const IPO_EVENT = 'IPO_APPLICATION_UPDATED';

/** The owners of an offering's pending applications (their money locks are taken before the offering's). */
export function pendingApplicants(ds: DataSource, offeringId: string): Promise<string[]> {
  return entryOwners(ds, 'ipo_applications', offeringId, IpoApplicationStatus.PENDING);
}

/** Pending applications of an offering the caller has locked, each row locked too (none is missed). */
export function pendingApplications(tx: Tx, offeringId: string): Promise<IpoApplication[]> {
  return lockEntries(tx.em, IpoApplication, offeringId, IpoApplicationStatus.PENDING);
}

/** The offering row under a write lock (NOT_FOUND when there is none). */
export function lockOffering(em: EntityManager, id: string, opts?: { withSeed?: boolean }): Promise<IpoOffering> {
  return lockOfferingRow(em, IpoOffering, id, opts);
}

/** IPO offerings to the steps shared with block trades (allocation/offering-ops.ts). */
export const IPO_OFFERINGS: OfferingKind<IpoOffering> = {
  kind: 'ipo',
  entity: IpoOffering,
  lock: lockOffering,
  pendingOwners: pendingApplicants,
  auditView: offeringAuditView,
  lockedCode: IpoError.IPO_OFFERING_LOCKED,
};
