import { randomUUID } from 'node:crypto';
import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { TIER_CAP_EUR } from '../loans/loan-rules';
import { VIP_COMMISSION_DISCOUNT, VIP_CRITERIA, checkCriteria, toEur } from './vip-rules';
import { VipError } from './vip.errors';
import { VipCheck, type VipCheckResult, type VipCriterionCode, VipStatus, VipTerms } from './vip.types';
import { prepared } from '../../db/prepared';

const DAY_MS = 86_400_000;
export const VIP_EVENT = 'VIP_UPDATED';

/**
 * VIP: the user applies and the criteria are checked at once ('already VIP' afterwards, or a refusal
 * naming the unmet criterion); the monthly re-check keeps or ends it with a notice. Benefits are read
 * by other modules through `isVip`: the commission discount, the higher loan cap, priority review.
 */
export class VipService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly audit: AuditService,
    private readonly eurUsdMid: Decimal,
  ) {}

  async isVip(userId: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(prepared(`SELECT 1 FROM vip_members WHERE user_id = $1 AND status = 'vip'`), [userId]);
    return rows.length > 0;
  }

  terms(): VipTerms {
    return Object.assign(new VipTerms(), {
      totalAssetsEur: VIP_CRITERIA.totalAssetsEur,
      traded30dEur: VIP_CRITERIA.traded30dEur,
      commissionDiscount: VIP_COMMISSION_DISCOUNT,
      loanCapEur: TIER_CAP_EUR.vip,
      standardLoanCapEur: TIER_CAP_EUR.standard,
    });
  }

  async status(userId: string): Promise<VipStatus> {
    const [member]: Array<{ status: string; since: Date }> = await this.ds.query(
      `SELECT status, since FROM vip_members WHERE user_id = $1`,
      [userId],
    );
    const [check]: Array<{ result: string; total_assets: string; traded_30d: string; unmet: string | null; created_at: Date }> =
      await this.ds.query(
        `SELECT result, total_assets, traded_30d, unmet, created_at FROM vip_checks WHERE user_id = $1 ORDER BY seq DESC LIMIT 1`,
        [userId],
      );
    return Object.assign(new VipStatus(), {
      isVip: member?.status === 'vip',
      since: member?.status === 'vip' ? member.since : null,
      lastCheck: check
        ? Object.assign(new VipCheck(), {
            result: check.result as VipCheckResult,
            totalAssets: new Money(check.total_assets),
            traded30d: new Money(check.traded_30d),
            unmet: (check.unmet ? check.unmet.split(',') : []) as VipCriterionCode[],
            at: check.created_at,
          })
        : null,
      terms: this.terms(),
    });
  }

  /** What the criteria are measured on, in EUR. */
  async measure(
    userId: string,
    em: EntityManager = this.ds.manager,
    now = this.clock.now(),
  ): Promise<{ assets: Decimal; traded: Decimal }> {
    const cash: Array<{ currency: string; s: string }> = await em.query(
      `SELECT currency::text AS currency, sum(balance) AS s FROM ledger_accounts WHERE owner_id = $1 GROUP BY 1`,
      [userId],
    );
    const funds: Array<{ currency: string; s: string }> = await em.query(
      `SELECT currency::text AS currency, sum(principal + accrued) AS s FROM fund_holdings WHERE user_id = $1 AND status = 'holding' GROUP BY 1`,
      [userId],
    );
    const since = new Date(now.getTime() - 30 * DAY_MS);
    const traded: Array<{ currency: string; s: string }> = await em.query(
      `SELECT currency, sum(v) AS s FROM (
         SELECT p.quote_currency::text AS currency, p.entry_price * p.shares AS v FROM positions p WHERE p.user_id = $1 AND p.opened_at > $2
         UNION ALL
         SELECT p.quote_currency::text, c.exit_price * p.shares FROM position_closes c JOIN positions p ON p.id = c.position_id
          WHERE c.user_id = $1 AND c.closed_at > $2) t GROUP BY 1`,
      [userId, since],
    );
    const sum = (rows: Array<{ currency: string; s: string }>) =>
      rows
        .reduce((acc, r) => acc.plus(toEur(new Money(r.s), r.currency.trim(), this.eurUsdMid)), new Money(0))
        .toDecimalPlaces(2, Money.ROUND_DOWN);
    return { assets: sum([...cash, ...funds]), traded: sum(traded) };
  }

  /** The application: checked at once; 'already VIP' for a VIP; a refusal names the unmet criteria. */
  async apply(user: User): Promise<VipStatus> {
    await this.uow.run(
      async (tx) => {
        if (await this.isVipIn(tx.em, user.id)) throw new DomainError(VipError.VIP_ALREADY);
        const now = this.clock.now();
        const { assets, traded } = await this.measure(user.id, tx.em, now);
        const { unmet } = checkCriteria(assets, traded);
        const result = unmet.length ? 'refused' : 'granted';
        await this.recordCheck(tx.em, user.id, 'apply', result, assets, traded, unmet, now);
        if (result === 'granted') {
          await tx.em.query(
            `INSERT INTO vip_members (user_id, status, since, criterion, checked_at) VALUES ($1, 'vip', $2, $3, $2)
             ON CONFLICT (user_id) DO UPDATE SET status = 'vip', since = $2, criterion = $3, checked_at = $2, lapsed_at = NULL`,
            [user.id, now, assets.gte(VIP_CRITERIA.totalAssetsEur) ? 'TOTAL_ASSETS' : 'TRADED_30D'],
          );
        }
        await tx.emit(user.id, VIP_EVENT, { id: user.id, status: result, ...(unmet.length ? { reason: unmet.join(',') } : {}) }, now);
      },
      { lockUsers: [user.id] },
    );
    return this.status(user.id);
  }

  /** The monthly re-check of every VIP: kept while a criterion holds, else lapsed; the user gets a notice either way. */
  async recheckAll(): Promise<{ kept: number; lapsed: number }> {
    const members: Array<{ user_id: string }> = await this.ds.query(
      `SELECT user_id FROM vip_members WHERE status = 'vip' ORDER BY user_id`,
    );
    let kept = 0;
    let lapsed = 0;
    for (const m of members) {
      await this.uow.run(
        async (tx) => {
          const now = this.clock.now();
          const { assets, traded } = await this.measure(m.user_id, tx.em, now);
          const { unmet } = checkCriteria(assets, traded);
          const result = unmet.length ? 'lapsed' : 'kept';
          await this.recordCheck(tx.em, m.user_id, 'monthly', result, assets, traded, unmet, now);
          if (unmet.length) {
            await tx.em.query(`UPDATE vip_members SET status = 'lapsed', lapsed_at = $2, checked_at = $2 WHERE user_id = $1`, [
              m.user_id,
              now,
            ]);
            lapsed++;
          } else {
            await tx.em.query(`UPDATE vip_members SET checked_at = $2 WHERE user_id = $1`, [m.user_id, now]);
            kept++;
          }
          await tx.emit(m.user_id, VIP_EVENT, { id: m.user_id, status: result, ...(unmet.length ? { reason: unmet.join(',') } : {}) }, now);
        },
        { lockUsers: [m.user_id] },
      );
    }
    return { kept, lapsed };
  }

  /** An ops run of the monthly re-check, audited with its outcome. */
  async recheckAudited(ops: User, ip: string | null): Promise<{ kept: number; lapsed: number }> {
    const done = await this.recheckAll();
    await this.audit.record(this.ds.manager, {
      actorId: ops.id,
      actorLabel: ops.phone,
      action: 'vip.recheck.run',
      targetType: 'vip_job',
      targetId: 'monthly',
      after: done,
      ip,
    });
    return done;
  }

  private async isVipIn(em: EntityManager, userId: string): Promise<boolean> {
    const rows: unknown[] = await em.query(`SELECT 1 FROM vip_members WHERE user_id = $1 AND status = 'vip' FOR UPDATE`, [userId]);
    return rows.length > 0;
  }

  private async recordCheck(
    em: EntityManager,
    userId: string,
    kind: 'apply' | 'monthly',
    result: string,
    assets: Decimal,
    traded: Decimal,
    unmet: string[],
    now: Date,
  ): Promise<void> {
    await em.query(
      `INSERT INTO vip_checks (id, user_id, kind, result, total_assets, traded_30d, unmet, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [randomUUID(), userId, kind, result, assets.toFixed(2), traded.toFixed(2), unmet.length ? unmet.join(',') : null, now],
    );
    await this.audit.record(em, {
      actorId: null,
      actorLabel: 'vip-check',
      action: `vip.${kind}.${result}`,
      targetType: 'user',
      targetId: userId,
      after: { totalAssetsEur: assets.toFixed(2), traded30dEur: traded.toFixed(2), unmet },
      ip: null,
    });
  }
}
