import type { DataSource } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import type { LocalisedTexts } from '../../shared/localised-text';
import { Money } from '../../shared/money';
import { offeringNameTexts } from '../allocation/entities';
import { cancelScheduledOffering, insertOffering, updateOfferingTerms } from '../allocation/offering-ops';
import { lockRow } from '../allocation/rows';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { onceInUnitOfWork } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/ledger.service';
import type { ProductTrades } from '../trading/trading.products';
import { applicationHold, checkOfferingDates, checkOfferingFigures, lotsOf, offeringPhase } from './ipo-rules';
import { IpoApplication, IpoApplicationStatus, IpoOffering } from './ipo.entities';
import { IpoError } from './ipo.errors';
import type { IpoOfferingInput } from './ipo.inputs';
import type { IpoQueries } from './ipo.queries';
import { IPO_EVENT, IPO_OFFERINGS, type Meta, type MoneyGate, pendingApplications } from './ipo.rows';

/**
 * What ops and users ask of IPOs. Ops define, edit (before the window opens) and cancel offerings; verified
 * users apply with their money held at once and may cancel a pending application while the window is open.
 */
export class IpoCommands {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly trading: ProductTrades,
    private readonly queries: IpoQueries,
    private readonly gate: MoneyGate | null,
  ) {}

  // ---- Ops: offerings ------------------------------------------------------------------------------

  async createOffering(ops: User, input: IpoOfferingInput, meta: Meta = {}): Promise<IpoOffering> {
    const now = this.clock.now();
    const terms = await this.checkInput(input, now);
    const id = await insertOffering(this.ds, this.audit, IPO_OFFERINGS, ops, now, terms, {}, meta);
    return this.queries.offering(id);
  }

  async updateOffering(ops: User, id: string, input: IpoOfferingInput, meta: Meta = {}): Promise<IpoOffering> {
    const now = this.clock.now();
    const current = await this.queries.offering(id);
    await updateOfferingTerms(this.ds, this.audit, IPO_OFFERINGS, ops, id, now, current, () => this.checkInput(input, now), meta);
    return this.queries.offering(id);
  }

  /** Cancels an offering before its draw: every pending hold is released, with the reason shown to applicants. */
  async cancelOffering(ops: User, id: string, reason: string | LocalisedTexts, meta: Meta = {}): Promise<IpoOffering> {
    await cancelScheduledOffering(
      this.ds,
      this.uow,
      this.audit,
      IPO_OFFERINGS,
      ops,
      id,
      reason,
      () => this.clock.now(),
      async (tx, o, why, now) => {
        const pending = await pendingApplications(tx, id);
        await tx.lockUsers(...pending.map((a) => a.userId));
        for (const a of pending) {
          await this.ledger.voidHold(tx.em, a.holdId, { kind: 'ipo_cancelled', memo: why, actorId: ops.id });
          await tx.em.update(IpoApplication, { id: a.id }, { status: IpoApplicationStatus.CANCELLED, decidedAt: now });
          await tx.emit(
            a.userId,
            IPO_EVENT,
            { id: a.id, status: IpoApplicationStatus.CANCELLED, reason: why, offeringId: o.id, symbol: o.symbol },
            now,
          );
          await tx.emitBalance(a.userId, o.currency, now);
        }
        return pending.length;
      },
      meta,
    );
    return this.queries.offering(id);
  }

  private async checkInput(input: IpoOfferingInput, now: Date) {
    checkOfferingDates(input, now);
    checkOfferingFigures(input);
    const currency = await this.trading.allotmentCurrency(input.symbol);
    if (!currency) throw new DomainError(IpoError.IPO_CURRENCY_NOT_SUPPORTED);
    // Per language (English required: TEXT_ENGLISH_REQUIRED); the deprecated `name` is English only.
    const nameTexts = offeringNameTexts(input.nameText, input.name);
    return {
      symbol: input.symbol,
      name: nameTexts.en,
      nameTexts,
      currency,
      subscriptionPrice: input.subscriptionPrice,
      referencePrice: input.referencePrice,
      underwritingShares: input.underwritingShares,
      totalShares: input.totalShares,
      lotSize: input.lotSize,
      maxLots: input.maxLots,
      processingFee: input.processingFee,
      opensAt: input.opensAt,
      closesAt: input.closesAt,
      drawsAt: input.drawsAt,
      payBy: input.payBy,
      issuesAt: input.issuesAt,
    };
  }

  /**
   * Applies for shares: one live application per person per offering (the database enforces it too),
   * price × shares + fee held in one journal entry under the idempotency key. The offering row is read
   * under a share lock, so an application either commits before the draw locks the offering (and is in
   * the draw) or sees it closed (and is refused) — never half.
   */
  async apply(user: User, input: { offeringId: string; shares: number; idempotencyKey: string }): Promise<IpoApplication> {
    if (!isUuid(input.offeringId)) throw new DomainError(CommonError.NOT_FOUND);
    if (this.gate) await this.gate.requirePassed(user.id);
    const key = {
      ownerId: user.id,
      key: input.idempotencyKey,
      operation: 'applyIpo',
      input: { offeringId: input.offeringId, shares: input.shares },
    };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        const em = tx.em;
        const rows: IpoOffering[] = await em
          .getRepository(IpoOffering)
          .createQueryBuilder('o')
          .setLock('pessimistic_read')
          .where('o.id = :id', { id: input.offeringId })
          .getMany();
        const o = rows[0];
        if (!o) throw new DomainError(CommonError.NOT_FOUND);
        const now = this.clock.now();
        if (offeringPhase(o, now) !== 'available') throw new DomainError(IpoError.SUBSCRIPTION_NOT_AVAILABLE);
        const lots = lotsOf(input.shares, o.lotSize, o.maxLots);
        const live: unknown[] = await em.query(
          `SELECT 1 FROM ipo_applications WHERE offering_id = $1 AND user_id = $2 AND status <> 'cancelled'`,
          [o.id, user.id],
        );
        if (live.length) throw new DomainError(IpoError.IPO_ALREADY_APPLIED);
        const [{ order_no: orderNo }]: Array<{ order_no: string }> = await em.query(
          `SELECT 'I' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('ipo_no_seq') AS order_no`,
          [now],
        );
        const held = applicationHold(o.subscriptionPrice, input.shares, o.processingFee);
        const hold = await this.ledger.hold(em, {
          ownerId: user.id,
          currency: o.currency,
          amount: held,
          referenceType: 'ipo_application',
          referenceId: newId,
          referenceNo: orderNo,
          referenceLabel: o.symbol,
          kind: 'ipo_hold',
        });
        await em.insert(IpoApplication, {
          id: newId,
          orderNo,
          offeringId: o.id,
          userId: user.id,
          lots,
          shares: input.shares,
          price: o.subscriptionPrice,
          fee: o.processingFee,
          heldAmount: held,
          holdId: hold.id,
          status: IpoApplicationStatus.PENDING,
          rank: null,
          wonLots: 0,
          wonShares: 0,
          amountPaid: new Money(0),
          positionId: null,
          createdAt: now,
          decidedAt: null,
        });
        await tx.emit(user.id, IPO_EVENT, { id: newId, status: IpoApplicationStatus.PENDING, offeringId: o.id }, now);
        await tx.emitBalance(user.id, o.currency, now);
      },
      { lockUsers: [user.id] },
    );
    return this.queries.applicationOf(user.id, id);
  }

  /** Cancels the user's own pending application before the deadline: the hold is released in full. */
  async cancelApplication(user: User, id: string, idempotencyKey: string): Promise<IpoApplication> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const key = { ownerId: user.id, key: idempotencyKey, operation: 'cancelIpoApplication', input: { id } };
    await onceInUnitOfWork(
      this.uow,
      key,
      async (tx) => {
        const em = tx.em;
        const a = await lockRow(em, IpoApplication, id);
        if (!a || a.userId !== user.id) throw new DomainError(CommonError.NOT_FOUND);
        const o = await em
          .getRepository(IpoOffering)
          .createQueryBuilder('o')
          .setLock('pessimistic_read')
          .where('o.id = :id', { id: a.offeringId })
          .getOneOrFail();
        const now = this.clock.now();
        if (a.status !== IpoApplicationStatus.PENDING || offeringPhase(o, now) !== 'available')
          throw new DomainError(IpoError.IPO_APPLICATION_NOT_CANCELLABLE);
        await this.ledger.voidHold(em, a.holdId, { kind: 'ipo_application_cancelled', actorId: user.id });
        await em.update(IpoApplication, { id }, { status: IpoApplicationStatus.CANCELLED, decidedAt: now });
        await tx.emit(user.id, IPO_EVENT, { id, status: IpoApplicationStatus.CANCELLED, offeringId: o.id }, now);
        await tx.emitBalance(user.id, o.currency, now);
      },
      { lockUsers: [user.id] },
    );
    return this.queries.applicationOf(user.id, id);
  }
}
