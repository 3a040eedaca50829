import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import type { LocalisedTexts } from '../../shared/localised-text';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { drawSeedHash, newDrawSeed } from './draw';
import type { Meta } from './rows';

// The ops steps that IPO and block-trade offerings share: creating one with its committed draw seed,
// editing its terms before the window opens, cancelling it before its allocation, running its allocation
// (the IPO draw, the block-trade close) once due, the edit lock and the audit line. Each product keeps
// only what differs: its columns, its checks, how it releases or allocates its entries.

/** The state every offering starts in and stays in until its allocation, cancellation or failure. */
const SCHEDULED = 'scheduled';

/** An offering row as the shared steps see it. */
interface ScheduledRow extends ObjectLiteral {
  id: string;
  status: string;
  opensAt: Date;
}

/** What the shared steps need to know of a product. */
export interface OfferingKind<O extends ScheduledRow> {
  /** The audit's name (`<kind>.offering.<verb>` on a `<kind>_offering`). */
  kind: 'ipo' | 'block_trade';
  entity: EntityTarget<O>;
  /** The offering row under a write lock, with its secret seed when asked (NOT_FOUND when there is none). */
  lock(em: EntityManager, id: string, opts?: { withSeed?: boolean }): Promise<O>;
  /** The owners of the offering's pending entries (their money locks are taken before the offering's). */
  pendingOwners(ds: DataSource, id: string): Promise<string[]>;
  /** The terms as the audit log shows them. */
  auditView(terms: object): Record<string, unknown>;
  /** The error code of a change refused because the offering is no longer scheduled (or its window opened). */
  lockedCode: string;
}

/** Terms are fixed once the window opens: only a scheduled offering whose window has not opened may change. */
export function assertTermsEditable(o: { status: string; opensAt: Date }, now: Date, lockedCode: string): void {
  if (o.status !== SCHEDULED || o.opensAt <= now) throw new DomainError(lockedCode);
}

/** The audit line of an ops action on an offering: `<kind>.offering.<verb>` on a `<kind>_offering`. */
export function auditOffering(
  audit: AuditService,
  em: EntityManager,
  ops: User,
  kind: 'ipo' | 'block_trade',
  verb: 'created' | 'updated' | 'cancelled',
  id: string,
  change: { before?: Record<string, unknown>; after?: Record<string, unknown>; reason?: string },
  meta: Meta,
): Promise<void> {
  return audit.record(em, {
    actorId: ops.id,
    actorLabel: ops.phone,
    action: `${kind}.offering.${verb}`,
    targetType: `${kind}_offering`,
    targetId: id,
    ...change,
    ip: meta.ip ?? null,
  });
}

/**
 * Creates a scheduled offering from checked terms (`extra`: the product's own empty columns), with a
 * fresh secret seed of which only the SHA-256 is public, and its audit line. Returns its id.
 */
export async function insertOffering<O extends ScheduledRow>(
  ds: DataSource,
  audit: AuditService,
  k: OfferingKind<O>,
  ops: User,
  now: Date,
  terms: object,
  extra: object,
  meta: Meta,
): Promise<string> {
  const seed = newDrawSeed();
  const id = randomUUID();
  await ds.transaction(async (em) => {
    await em.insert(k.entity, {
      id,
      ...terms,
      seed,
      seedHash: drawSeedHash(seed),
      status: SCHEDULED,
      cancelReason: null,
      ...extra,
      createdBy: ops.id,
      createdAt: now,
      updatedAt: now,
    } as never);
    await auditOffering(audit, em, ops, k.kind, 'created', id, { after: k.auditView(terms) }, meta);
  });
  return id;
}

/**
 * Replaces an offering's terms before its window opens, with the before/after audit line. `current` is
 * the offering as read: a locked one is refused before `check` looks at the new terms; the lock is checked
 * again under the row lock, as applicants must never see terms change under them.
 */
export async function updateOfferingTerms<O extends ScheduledRow>(
  ds: DataSource,
  audit: AuditService,
  k: OfferingKind<O>,
  ops: User,
  id: string,
  now: Date,
  current: O,
  check: () => Promise<object>,
  meta: Meta,
): Promise<void> {
  assertTermsEditable(current, now, k.lockedCode);
  const terms = await check();
  await ds.transaction(async (em) => {
    const before = await k.lock(em, id);
    assertTermsEditable(before, now, k.lockedCode);
    await em.update(k.entity, { id }, { ...terms, updatedAt: now } as never);
    await auditOffering(audit, em, ops, k.kind, 'updated', id, { before: k.auditView(before), after: k.auditView(terms) }, meta);
  });
}

/**
 * Cancels a scheduled offering with a reason (BAD_INPUT when blank) in one transaction: `release` gives
 * every pending entry its money back and says how many; the offering is marked cancelled with the reason
 * users see, and audited.
 */
export async function cancelScheduledOffering<O extends ScheduledRow>(
  ds: DataSource,
  uow: UnitOfWork,
  audit: AuditService,
  k: OfferingKind<O>,
  ops: User,
  id: string,
  reason: string | LocalisedTexts,
  now: () => Date,
  release: (tx: Tx, o: O, why: string, now: Date) => Promise<number>,
  meta: Meta,
): Promise<void> {
  // Per language (users read theirs: cancelReasonText); the English version is the one of the ledger
  // memo, the audit and the deprecated field.
  const texts = typeof reason === 'string' ? { en: reason.trim() } : reason;
  const why = texts.en.trim();
  if (!why) throw new DomainError(CommonError.BAD_INPUT);
  if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
  const owners = await k.pendingOwners(ds, id);
  await uow.run(
    async (tx) => {
      const o = await k.lock(tx.em, id);
      if (o.status !== SCHEDULED) throw new DomainError(k.lockedCode);
      const at = now();
      const released = await release(tx, o, why, at);
      await tx.em.update(k.entity, { id }, {
        status: 'cancelled',
        cancelReason: why.slice(0, 200),
        cancelReasonTexts: texts,
        updatedAt: at,
      } as never);
      await auditOffering(audit, tx.em, ops, k.kind, 'cancelled', id, { after: { released, reason: texts }, reason: why }, meta);
    },
    { lockUsers: owners },
  );
}

/**
 * Runs an offering's allocation (the IPO draw, the block-trade close) once it is due, in one transaction
 * with the offering locked and its secret seed read: `allocate` does the product's part. Not yet due or
 * already done: false for a job, `notDueCode` for ops (`ops` set). True when it ran.
 */
export async function runAllocation<O extends ScheduledRow>(
  ds: DataSource,
  uow: UnitOfWork,
  k: OfferingKind<O>,
  id: string,
  ops: User | null,
  now: () => Date,
  dueAt: (o: O) => Date,
  notDueCode: string,
  allocate: (tx: Tx, o: O, now: Date) => Promise<void>,
): Promise<boolean> {
  if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
  const owners = await k.pendingOwners(ds, id);
  return uow.run(
    async (tx) => {
      const o = await k.lock(tx.em, id, { withSeed: true });
      const at = now();
      if (o.status !== SCHEDULED || at < dueAt(o)) {
        if (ops) throw new DomainError(notDueCode);
        return false;
      }
      await allocate(tx, o, at);
      return true;
    },
    { lockUsers: owners },
  );
}
