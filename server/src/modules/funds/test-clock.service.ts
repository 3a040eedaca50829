import type { DataSource } from 'typeorm';
import { type Clock, AdjustableClock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import type { AuditService } from '../audit/audit.service';

/** The test clock's one command: forward only, audited; refused unless the process runs on an adjustable clock. */
export class TestClockService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  async advance(ops: { id: string; phone: string }, hours: number, ip: string | null): Promise<Date> {
    if (!(this.clock instanceof AdjustableClock)) throw new DomainError(CommonError.FORBIDDEN);
    const before = this.clock.now();
    this.clock.advance(hours * 3_600_000);
    const after = this.clock.now();
    await this.audit.record(this.ds.manager, {
      actorId: ops.id,
      actorLabel: ops.phone,
      action: 'test_clock.advanced',
      targetType: 'clock',
      targetId: 'process',
      before: { now: before.toISOString() },
      after: { now: after.toISOString(), hours },
      ip,
    });
    return after;
  }
}
