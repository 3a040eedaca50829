import type { DataSource } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { runDraw } from '../allocation/draw';
import { runAllocation } from '../allocation/offering-ops';
import { lockRow, runDue } from '../allocation/rows';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import type { LedgerService } from '../ledger/ledger.service';
import type { ProductTrades } from '../trading/trading.products';
import { platformAccount } from '../trading/trading-rules';
import { amountPaid, drawOutcome, lotsOnOffer, screenEntries, winnerPostings } from './ipo-rules';
import { IpoApplication, IpoApplicationStatus, IpoOffering, IpoOfferingStatus } from './ipo.entities';
import { IpoError } from './ipo.errors';
import { IPO_EVENT, IPO_OFFERINGS, pendingApplications } from './ipo.rows';

/**
 * The draw and the issuance (jobs; ops may run a due draw by hand). At the drawing date the committed
 * seed is revealed and lots are allocated down the draw order (see allocation/draw.ts), winners' holds
 * posted to the allocation escrow and the rest released in the same transaction as the results; at the
 * issuance date winners' shares become fully paid positions.
 */
export class IpoDraw {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly trading: ProductTrades,
  ) {}

  /** Runs every draw that is due. Safe to call from several job processes: each draw happens once. */
  async drawDue(): Promise<number> {
    return runDue(this.ds, 'ipo_offerings', 'draws_at', this.clock.now(), (id) => this.draw(id, null));
  }

  /**
   * The draw of one offering, in one transaction: exclusions, the ranking by HMAC-SHA256(seed, id), lots
   * allocated in rounds, every hold posted (winners: to the escrow and the fee) or released (the rest),
   * the results and the revealed seed. Returns false when it was not due or already done.
   */
  async draw(offeringId: string, ops: User | null): Promise<boolean> {
    return runAllocation(
      this.ds,
      this.uow,
      IPO_OFFERINGS,
      offeringId,
      ops,
      () => this.clock.now(),
      (o) => o.drawsAt,
      IpoError.IPO_DRAW_NOT_DUE,
      async (tx, o, now) => {
        const em = tx.em;
        const pending = await pendingApplications(tx, offeringId);
        // An application that committed after the applicant list was read is in the draw too: lock its owner.
        await tx.lockUsers(...pending.map((a) => a.userId));
        // Under-funded: the hold no longer covers what the application owes (only after a repricing).
        const { eligible, excluded } = screenEntries(pending, o);
        const result = runDraw(
          o.seed,
          eligible.map((a) => ({ id: a.id, lots: a.lots })),
          lotsOnOffer(o),
        );
        const byId = new Map(pending.map((a) => [a.id, a]));
        for (const x of excluded) {
          const a = byId.get(x.id)!;
          await this.ledger.voidHold(em, a.holdId, { kind: 'ipo_excluded', memo: x.reason, actorId: ops?.id ?? null });
          await em.update(IpoApplication, { id: a.id }, { status: IpoApplicationStatus.EXCLUDED, decidedAt: now });
        }
        for (const r of result.ranking) {
          const a = byId.get(r.id)!;
          if (r.wonLots === 0) {
            await this.ledger.voidHold(em, a.holdId, { kind: 'ipo_not_won', actorId: ops?.id ?? null });
            await em.update(IpoApplication, { id: a.id }, { status: IpoApplicationStatus.NOT_WON, rank: r.rank, decidedAt: now });
          } else {
            const wonShares = r.wonLots * o.lotSize;
            const paid = winnerPostings(o.subscriptionPrice, wonShares, o.processingFee);
            const destinations = [{ account: platformAccount('allocation_escrow', o.currency, a.userId), amount: paid.escrow }];
            if (paid.fee) destinations.push({ account: platformAccount('fee_income', o.currency, a.userId), amount: paid.fee });
            await this.ledger.postHold(em, a.holdId, { kind: 'ipo_allocated', destinations, actorId: ops?.id ?? null });
            await em.update(
              IpoApplication,
              { id: a.id },
              {
                status: IpoApplicationStatus.WON,
                rank: r.rank,
                wonLots: r.wonLots,
                wonShares,
                amountPaid: amountPaid(o.subscriptionPrice, wonShares, o.processingFee),
                decidedAt: now,
              },
            );
          }
        }
        await em.update(
          IpoOffering,
          { id: o.id },
          {
            status: IpoOfferingStatus.DRAWN,
            drawnAt: now,
            entries: eligible.length,
            lotsAllocated: result.lotsAllocated,
            cutoffRound: result.cutoff?.round ?? null,
            cutoffRank: result.cutoff?.rank ?? null,
            excluded,
            updatedAt: now,
          },
        );
        await this.audit.record(em, {
          actorId: ops?.id ?? null,
          actorLabel: ops?.phone ?? 'ipo-draw job',
          action: 'ipo.draw.run',
          targetType: 'ipo_offering',
          targetId: o.id,
          after: { entries: eligible.length, excluded: excluded.length, lotsAllocated: result.lotsAllocated, seedHash: o.seedHash },
        });
        for (const a of pending) {
          const status = drawOutcome(result.ranking.find((x) => x.id === a.id));
          await tx.emit(a.userId, IPO_EVENT, { id: a.id, status, offeringId: o.id, symbol: o.symbol }, now);
          await tx.emitBalance(a.userId, o.currency, now);
        }
      },
    );
  }

  /** Opens positions for every drawn offering whose issuance date has come. */
  async issueDue(): Promise<number> {
    const due: Array<{ id: string }> = await this.ds.query(
      `SELECT id FROM ipo_offerings WHERE status = 'drawn' AND issues_at <= $1 ORDER BY issues_at`,
      [this.clock.now()],
    );
    let n = 0;
    for (const { id } of due) if (await this.issue(id)) n++;
    return n;
  }

  /** Won shares become fully paid positions at the subscription price (escrow → margin), once. */
  async issue(offeringId: string): Promise<boolean> {
    const winners: Array<{ user_id: string }> = await this.ds.query(
      `SELECT DISTINCT user_id FROM ipo_applications WHERE offering_id = $1 AND status = 'won'`,
      [offeringId],
    );
    return this.uow.run(
      async (tx) => {
        const em = tx.em;
        const o = await lockRow(em, IpoOffering, offeringId);
        const now = this.clock.now();
        if (!o || o.status !== IpoOfferingStatus.DRAWN || now < o.issuesAt) return false;
        const won = await em
          .getRepository(IpoApplication)
          .find({ where: { offeringId, status: IpoApplicationStatus.WON }, order: { rank: 'ASC' } });
        await tx.lockUsers(...won.map((a) => a.userId));
        for (const a of won) {
          const { positionId } = await this.trading.openAllotment(tx, {
            userId: a.userId,
            symbol: o.symbol,
            shares: a.wonShares,
            price: a.price,
            referenceType: 'ipo_application',
            referenceId: a.id,
            referenceNo: a.orderNo,
          });
          await em.update(IpoApplication, { id: a.id }, { status: IpoApplicationStatus.ISSUED, positionId });
          await tx.emit(
            a.userId,
            IPO_EVENT,
            { id: a.id, status: IpoApplicationStatus.ISSUED, offeringId: o.id, symbol: o.symbol, positionId },
            now,
          );
        }
        await em.update(IpoOffering, { id: o.id }, { status: IpoOfferingStatus.ISSUED, issuedAt: now, updatedAt: now });
        await this.audit.record(em, {
          actorId: null,
          actorLabel: 'ipo-issue job',
          action: 'ipo.offering.issued',
          targetType: 'ipo_offering',
          targetId: o.id,
          after: { positions: won.length },
        });
        return true;
      },
      { lockUsers: winners.map((w) => w.user_id) },
    );
  }
}
