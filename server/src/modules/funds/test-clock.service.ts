import type { DataSource } from 'typeorm';
import { type Clock, AdjustableClock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import type { AuditService } from '../audit/audit.service';

/** The most one move may take: ten days (a fund term's earnings, a loan's interest). */
const MAX_MINUTES = 240 * 60;

/** The test clock's one command: forward only, audited; refused unless the process runs on an adjustable clock. */
export class TestClockService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly audit: AuditService,
  ) {}

  /**
   * Moves the clock forward by hours and minutes: hours for a day of earnings, minutes for an offering's
   * window (an e2e spec need not wait for it in real time).
   */
  async advance(ops: { id: string; phone: string }, by: { hours: number; minutes?: number }, ip: string | null): Promise<Date> {
    const hours = by.hours;
    const minutes = by.minutes ?? 0;
    const valid = (n: number, max: number) => Number.isInteger(n) && n >= 0 && n <= max;
    const total = hours * 60 + minutes;
    if (!valid(hours, 240) || !valid(minutes, 1440) || total < 1 || total > MAX_MINUTES) throw new DomainError(CommonError.BAD_INPUT);
    if (!(this.clock instanceof AdjustableClock)) throw new DomainError(CommonError.FORBIDDEN);
    const before = this.clock.now();
    this.clock.advance(total * 60_000);
    const after = this.clock.now();
    await this.audit.record(this.ds.manager, {
      actorId: ops.id,
      actorLabel: ops.phone,
      action: 'test_clock.advanced',
      targetType: 'clock',
      targetId: 'process',
      before: { now: before.toISOString() },
      after: { now: after.toISOString(), hours, minutes },
      ip,
    });
    return after;
  }
}
