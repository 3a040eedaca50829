import type { EntityManager } from 'typeorm';
import { DomainError } from '../../shared/domain-error';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import type { Meta } from './rows';

// The ops steps that IPO and block-trade offerings share: the edit lock and the audit line.

/** Terms are fixed once the window opens: only a scheduled offering whose window has not opened may change. */
export function assertTermsEditable(o: { status: string; opensAt: Date }, now: Date, lockedCode: string): void {
  if (o.status !== 'scheduled' || o.opensAt <= now) throw new DomainError(lockedCode);
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
