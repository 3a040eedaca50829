import type { DataSource, EntityManager } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { decodeCursor, type Page, pageOf } from '../../shared/pagination';
import { AuditEntry } from './audit-entry.entity';

export interface AuditRecord {
  actorId: string | null;
  actorLabel: string;
  action: string;
  targetType?: string;
  targetId?: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  reason?: string | null;
  ip?: string | null;
}

export interface AuditFilter {
  action?: string;
  actorId?: string;
  targetType?: string;
  targetId?: string;
  before?: { at: Date; id: string };
  limit: number;
}

/** The append-only audit log: written in the same transaction as the change it describes. */
export class AuditService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  async record(em: EntityManager, rec: AuditRecord): Promise<void> {
    await em.insert(AuditEntry, {
      at: this.clock.now(),
      actorId: rec.actorId,
      actorLabel: rec.actorLabel.slice(0, 64),
      action: rec.action,
      targetType: rec.targetType ?? null,
      targetId: rec.targetId ?? null,
      before: (rec.before ?? null) as never, // jsonb: TypeORM's deep-partial type cannot describe it
      after: (rec.after ?? null) as never,
      reason: rec.reason ?? null,
      ip: rec.ip ?? null,
    });
  }

  /** Newest first, a keyset page at a time; the cursor belongs to these filters. */
  async page(filter: Omit<AuditFilter, 'before' | 'limit'>, first: number, after?: string | null): Promise<Page<AuditEntry>> {
    const scope = ['audit', filter.action, filter.actorId, filter.targetType, filter.targetId];
    const c = decodeCursor(after, scope, ['instant', 'int'] as const);
    const rows = await this.list({ ...filter, limit: first + 1, before: c ? { at: c[0], id: c[1] } : undefined });
    return pageOf(rows, first, (r) => [r.at, r.id], scope);
  }

  /** Newest first, keyset-paginated. */
  list(filter: AuditFilter): Promise<AuditEntry[]> {
    const q = this.ds.getRepository(AuditEntry).createQueryBuilder('a');
    if (filter.action) q.andWhere('a.action = :action', { action: filter.action });
    if (filter.actorId) q.andWhere('a.actor_id = :actorId', { actorId: filter.actorId });
    if (filter.targetType) q.andWhere('a.target_type = :targetType', { targetType: filter.targetType });
    if (filter.targetId) q.andWhere('a.target_id = :targetId', { targetId: filter.targetId });
    if (filter.before) {
      q.andWhere('(a.at, a.id) < (:at, :id)', { at: filter.before.at, id: filter.before.id });
    }
    return q.orderBy('a.at', 'DESC').addOrderBy('a.id', 'DESC').limit(filter.limit).getMany();
  }
}
