import { randomUUID } from 'node:crypto';
import type Decimal from 'decimal.js';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import { decodeCursor, type Page, type PageArgs, pageOf } from '../../shared/pagination';
import { drawSeedHash, newDrawSeed, runDraw } from '../allocation/draw';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { onceInUnitOfWork } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/ledger.service';
import type { MarketDataService } from '../market-data/market-data.service';
import type { TradingCommands } from '../trading/trading.commands';
import { platformAccount } from '../trading/trading-rules';
import { amountPaid, applicationHold, checkOfferingDates, checkOfferingFigures, lotsOf, offeringPhase, spreadOf } from './ipo-rules';
import { IpoApplication, IpoApplicationStatus, IpoOffering, IpoOfferingStatus, type IpoPhase } from './ipo.entities';
import { IpoError } from './ipo.errors';
import type { IpoOfferingInput } from './ipo.inputs';

export const IPO_EVENT = 'IPO_APPLICATION_UPDATED';

/** Who may take money: passed real-name verification (the real-name module), when it is installed. */
export interface MoneyGate {
  requirePassed(userId: string): Promise<void>;
}

export interface IpoDrawView {
  offeringId: string;
  seedHash: string;
  /** Revealed at the draw; null before. */
  seed: string | null;
  drawnAt: Date | null;
  entries: number;
  lotSize: number;
  lotsAvailable: number;
  lotsAllocated: number | null;
  cutoffRound: number | null;
  cutoffRank: number | null;
  excluded: Array<{ id: string; reason: string }>;
  results: Array<{ applicationId: string; rank: number; lots: number; wonLots: number }>;
}

interface Meta {
  ip?: string | null;
}

/**
 * New-stock subscriptions: ops define offerings; verified users apply with their money held at once; at
 * the drawing date a job reveals the committed seed and allocates lots down the draw order (see
 * allocation/draw.ts), posting winners' holds to the allocation escrow and releasing the rest in the
 * same transaction as the results; at the issuance date winners' shares become fully paid positions.
 */
export class IpoService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly trading: TradingCommands,
    private readonly marketData: MarketDataService,
    private readonly gate: MoneyGate | null,
  ) {}

  // ---- Ops: offerings ------------------------------------------------------------------------------

  async createOffering(ops: User, input: IpoOfferingInput, meta: Meta = {}): Promise<IpoOffering> {
    const now = this.clock.now();
    const fields = await this.checkInput(input, now);
    const seed = newDrawSeed();
    const id = randomUUID();
    await this.ds.transaction(async (em) => {
      await em.insert(IpoOffering, {
        id,
        ...fields,
        seed,
        seedHash: drawSeedHash(seed),
        status: IpoOfferingStatus.SCHEDULED,
        cancelReason: null,
        createdBy: ops.id,
        createdAt: now,
        updatedAt: now,
      });
      await this.audit.record(em, {
        actorId: ops.id,
        actorLabel: ops.phone,
        action: 'ipo.offering.created',
        targetType: 'ipo_offering',
        targetId: id,
        after: this.auditView(fields),
        ip: meta.ip ?? null,
      });
    });
    return this.offering(id);
  }

  async updateOffering(ops: User, id: string, input: IpoOfferingInput, meta: Meta = {}): Promise<IpoOffering> {
    const now = this.clock.now();
    const current = await this.offering(id);
    // Terms are fixed once the window opens: that answer comes before any check of the new terms.
    if (current.status !== IpoOfferingStatus.SCHEDULED || current.opensAt <= now) throw new DomainError(IpoError.IPO_OFFERING_LOCKED);
    const fields = await this.checkInput(input, now);
    await this.ds.transaction(async (em) => {
      const before = await this.lockOffering(em, id);
      // Terms are fixed once the window opens: applicants must never see them change under them.
      if (before.status !== IpoOfferingStatus.SCHEDULED || before.opensAt <= now) throw new DomainError(IpoError.IPO_OFFERING_LOCKED);
      await em.update(IpoOffering, { id }, { ...fields, updatedAt: now });
      await this.audit.record(em, {
        actorId: ops.id,
        actorLabel: ops.phone,
        action: 'ipo.offering.updated',
        targetType: 'ipo_offering',
        targetId: id,
        before: this.auditView(before),
        after: this.auditView(fields),
        ip: meta.ip ?? null,
      });
    });
    return this.offering(id);
  }

  /** Cancels an offering before its draw: every pending hold is released, with the reason shown to applicants. */
  async cancelOffering(ops: User, id: string, reason: string, meta: Meta = {}): Promise<IpoOffering> {
    const why = reason.trim();
    if (!why) throw new DomainError(CommonError.BAD_INPUT);
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const applicants = await this.pendingApplicants(id);
    await this.uow.run(
      async (tx) => {
        const o = await this.lockOffering(tx.em, id);
        if (o.status !== IpoOfferingStatus.SCHEDULED) throw new DomainError(IpoError.IPO_OFFERING_LOCKED);
        const now = this.clock.now();
        const pending = await this.pendingApplications(tx, id);
        await tx.lockUsers(...pending.map((a) => a.userId));
        for (const a of pending) {
          await this.ledger.voidHold(tx.em, a.holdId, { kind: 'ipo_cancelled', memo: why, actorId: ops.id });
          await tx.em.update(IpoApplication, { id: a.id }, { status: IpoApplicationStatus.CANCELLED, decidedAt: now });
          await tx.emit(a.userId, IPO_EVENT, { id: a.id, status: IpoApplicationStatus.CANCELLED, reason: why }, now);
          await tx.emitBalance(a.userId, o.currency, now);
        }
        await tx.em.update(IpoOffering, { id }, { status: IpoOfferingStatus.CANCELLED, cancelReason: why.slice(0, 200), updatedAt: now });
        await this.audit.record(tx.em, {
          actorId: ops.id,
          actorLabel: ops.phone,
          action: 'ipo.offering.cancelled',
          targetType: 'ipo_offering',
          targetId: id,
          after: { released: pending.length },
          reason: why,
          ip: meta.ip ?? null,
        });
      },
      { lockUsers: applicants },
    );
    return this.offering(id);
  }

  private async checkInput(input: IpoOfferingInput, now: Date) {
    checkOfferingDates(input, now);
    checkOfferingFigures(input);
    const currency = await this.trading.allotmentCurrency(input.symbol);
    if (!currency) throw new DomainError(IpoError.IPO_CURRENCY_NOT_SUPPORTED);
    return {
      symbol: input.symbol,
      name: input.name.trim(),
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

  private auditView(
    f: Pick<
      IpoOffering,
      'symbol' | 'subscriptionPrice' | 'underwritingShares' | 'lotSize' | 'processingFee' | 'opensAt' | 'closesAt' | 'drawsAt'
    >,
  ) {
    return {
      symbol: f.symbol,
      subscriptionPrice: f.subscriptionPrice.toFixed(),
      underwritingShares: f.underwritingShares,
      lotSize: f.lotSize,
      processingFee: f.processingFee.toFixed(2),
      opensAt: f.opensAt.toISOString(),
      closesAt: f.closesAt.toISOString(),
      drawsAt: f.drawsAt.toISOString(),
    };
  }

  // ---- Reads ---------------------------------------------------------------------------------------

  async offering(id: string): Promise<IpoOffering> {
    const o = isUuid(id) ? await this.ds.getRepository(IpoOffering).findOneBy({ id }) : null;
    if (!o) throw new DomainError(CommonError.NOT_FOUND);
    return o;
  }

  offeringsByIds(ids: readonly string[]): Promise<IpoOffering[]> {
    return this.ds.getRepository(IpoOffering).findBy({ id: In([...ids]) });
  }

  /** Offerings, the latest subscription date first. */
  async offerings(args: PageArgs): Promise<Page<IpoOffering>> {
    const scope = ['ipoOfferings'];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(IpoOffering)
      .createQueryBuilder('o')
      .orderBy('o.opens_at', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .limit(args.first + 1);
    if (after) qb.where('(o.opens_at, o.id) < (:at, :id)', { at: after[0], id: after[1] });
    const rows = await qb.getMany();
    return pageOf(rows, args.first, (o) => [o.opensAt, o.id], scope);
  }

  phase(o: IpoOffering): IpoPhase {
    return offeringPhase(o, this.clock.now());
  }

  /** The live quote's mid when the stock trades, else the disclosed reference price; with the derived spread. */
  async marketFigures(
    o: IpoOffering,
  ): Promise<{ marketPrice: Decimal; simulated: boolean; fromFeed: boolean; spread: Decimal; returnRate: Decimal }> {
    const [q] = await this.marketData.quoteViews([o.symbol]);
    const fromFeed = q !== null && q !== undefined;
    const marketPrice = fromFeed ? new Money(q.price) : o.referencePrice;
    return { marketPrice, simulated: fromFeed ? q.simulated : false, fromFeed, ...spreadOf(marketPrice, o.subscriptionPrice) };
  }

  /** Live applications (cancelled ones do not count). */
  async applicationCounts(offeringIds: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ offering_id: string; n: string }> = await this.ds.query(
      `SELECT offering_id, count(*) AS n FROM ipo_applications WHERE offering_id = ANY($1::uuid[]) AND status <> 'cancelled' GROUP BY 1`,
      [[...offeringIds]],
    );
    return new Map(rows.map((r) => [r.offering_id, Number(r.n)]));
  }

  async myApplications(userId: string, args: PageArgs, offeringId?: string | null): Promise<Page<IpoApplication>> {
    const scope = ['myIpoApplications', userId, offeringId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(IpoApplication)
      .createQueryBuilder('a')
      .where('a.user_id = :userId', { userId })
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(args.first + 1);
    if (offeringId) qb.andWhere('a.offering_id = :offeringId', { offeringId: isUuid(offeringId) ? offeringId : randomUUID() });
    if (after) qb.andWhere('(a.created_at, a.id) < (:at, :id)', { at: after[0], id: after[1] });
    const rows = await qb.getMany();
    return pageOf(rows, args.first, (a) => [a.createdAt, a.id], scope);
  }

  /** One of the user's own applications (anyone else's reads as not found). */
  async applicationOf(userId: string, id: string): Promise<IpoApplication> {
    const a = isUuid(id) ? await this.ds.getRepository(IpoApplication).findOneBy({ id, userId }) : null;
    if (!a) throw new DomainError(CommonError.NOT_FOUND);
    return a;
  }

  /** Ops: every application of an offering, in draw order once drawn, else newest first. */
  async offeringApplications(offeringId: string, args: PageArgs): Promise<Page<IpoApplication>> {
    await this.offering(offeringId);
    const scope = ['offeringApplications', offeringId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(IpoApplication)
      .createQueryBuilder('a')
      .where('a.offering_id = :offeringId', { offeringId })
      .orderBy('a.created_at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(args.first + 1);
    if (after) qb.andWhere('(a.created_at, a.id) < (:at, :id)', { at: after[0], id: after[1] });
    return pageOf(await qb.getMany(), args.first, (a) => [a.createdAt, a.id], scope);
  }

  /**
   * The public record of a draw: the committed hash always; after the draw the seed, every entry's
   * application id with its lots, rank and lots won, the exclusions and the cut-off. Nothing personal:
   * application ids are random. scripts/verify-draw.mjs recomputes all of it from this alone.
   */
  async drawView(offeringId: string): Promise<IpoDrawView> {
    if (!isUuid(offeringId)) throw new DomainError(CommonError.NOT_FOUND);
    const rows: Array<IpoOffering & { seed: string }> = await this.ds
      .getRepository(IpoOffering)
      .createQueryBuilder('o')
      .addSelect('o.seed')
      .where('o.id = :offeringId', { offeringId })
      .getMany();
    const o = rows[0];
    if (!o) throw new DomainError(CommonError.NOT_FOUND);
    const drawn = o.drawnAt !== null;
    const results = drawn
      ? (
          await this.ds.query(
            `SELECT id, rank, lots, won_lots FROM ipo_applications WHERE offering_id = $1 AND rank IS NOT NULL ORDER BY rank`,
            [offeringId],
          )
        ).map((r: { id: string; rank: number; lots: number; won_lots: number }) => ({
          applicationId: r.id,
          rank: r.rank,
          lots: r.lots,
          wonLots: r.won_lots,
        }))
      : [];
    const counts = await this.applicationCounts([offeringId]);
    return {
      offeringId,
      seedHash: o.seedHash,
      seed: drawn ? o.seed : null,
      drawnAt: o.drawnAt,
      entries: drawn ? (o.entries ?? 0) : (counts.get(offeringId) ?? 0),
      lotSize: o.lotSize,
      lotsAvailable: o.underwritingShares / o.lotSize,
      lotsAllocated: o.lotsAllocated,
      cutoffRound: o.cutoffRound,
      cutoffRank: o.cutoffRank,
      excluded: o.excluded ?? [],
      results,
    };
  }

  // ---- Users: applying -----------------------------------------------------------------------------

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
    return this.applicationOf(user.id, id);
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
        const a = await em
          .getRepository(IpoApplication)
          .createQueryBuilder('a')
          .setLock('pessimistic_write')
          .where('a.id = :id', { id })
          .getOne();
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
    return this.applicationOf(user.id, id);
  }

  // ---- The draw and the issuance (jobs; ops may run a due draw by hand) ----------------------------

  /** Runs every draw that is due. Safe to call from several job processes: each draw happens once. */
  async drawDue(): Promise<number> {
    const due: Array<{ id: string }> = await this.ds.query(
      `SELECT id FROM ipo_offerings WHERE status = 'scheduled' AND draws_at <= $1 ORDER BY draws_at`,
      [this.clock.now()],
    );
    let n = 0;
    for (const { id } of due) if (await this.draw(id, null)) n++;
    return n;
  }

  /**
   * The draw of one offering, in one transaction: exclusions, the ranking by HMAC-SHA256(seed, id), lots
   * allocated in rounds, every hold posted (winners: to the escrow and the fee) or released (the rest),
   * the results and the revealed seed. Returns false when it was not due or already done.
   */
  async draw(offeringId: string, ops: User | null): Promise<boolean> {
    if (!isUuid(offeringId)) throw new DomainError(CommonError.NOT_FOUND);
    const applicants = await this.pendingApplicants(offeringId);
    return this.uow.run(
      async (tx) => {
        const em = tx.em;
        const rows = await em
          .getRepository(IpoOffering)
          .createQueryBuilder('o')
          .addSelect('o.seed')
          .setLock('pessimistic_write')
          .where('o.id = :offeringId', { offeringId })
          .getMany();
        const o = rows[0];
        if (!o) throw new DomainError(CommonError.NOT_FOUND);
        const now = this.clock.now();
        if (o.status !== IpoOfferingStatus.SCHEDULED || now < o.drawsAt) {
          if (ops) throw new DomainError(IpoError.IPO_DRAW_NOT_DUE);
          return false;
        }
        const pending = await this.pendingApplications(tx, offeringId);
        // An application that committed after the applicant list was read is in the draw too: lock its owner.
        await tx.lockUsers(...pending.map((a) => a.userId));
        const excluded: Array<{ id: string; reason: string }> = [];
        const eligible: typeof pending = [];
        for (const a of pending) {
          // Under-funded: the hold no longer covers what the application owes (only after a repricing).
          if (a.heldAmount.lt(applicationHold(o.subscriptionPrice, a.shares, o.processingFee)))
            excluded.push({ id: a.id, reason: 'UNDER_FUNDED' });
          else eligible.push(a);
        }
        const result = runDraw(
          o.seed,
          eligible.map((a) => ({ id: a.id, lots: a.lots })),
          o.underwritingShares / o.lotSize,
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
            const cost = o.subscriptionPrice.times(wonShares);
            const destinations = [{ account: platformAccount('allocation_escrow', o.currency, a.userId), amount: cost }];
            if (o.processingFee.gt(0))
              destinations.push({ account: platformAccount('fee_income', o.currency, a.userId), amount: o.processingFee });
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
          const r = result.ranking.find((x) => x.id === a.id);
          const status = !r ? IpoApplicationStatus.EXCLUDED : r.wonLots > 0 ? IpoApplicationStatus.WON : IpoApplicationStatus.NOT_WON;
          await tx.emit(a.userId, IPO_EVENT, { id: a.id, status, offeringId: o.id }, now);
          await tx.emitBalance(a.userId, o.currency, now);
        }
        return true;
      },
      { lockUsers: applicants },
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
        const o = await em
          .getRepository(IpoOffering)
          .createQueryBuilder('o')
          .setLock('pessimistic_write')
          .where('o.id = :offeringId', { offeringId })
          .getOne();
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
          await tx.emit(a.userId, IPO_EVENT, { id: a.id, status: IpoApplicationStatus.ISSUED, offeringId: o.id, positionId }, now);
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

  private async pendingApplicants(offeringId: string): Promise<string[]> {
    if (!isUuid(offeringId)) return [];
    const rows: Array<{ user_id: string }> = await this.ds.query(
      `SELECT DISTINCT user_id FROM ipo_applications WHERE offering_id = $1 AND status = 'pending'`,
      [offeringId],
    );
    return rows.map((r) => r.user_id);
  }

  /** Pending applications of an offering the caller has locked, each row locked too (none is missed). */
  private pendingApplications(tx: Tx, offeringId: string): Promise<IpoApplication[]> {
    return tx.em
      .getRepository(IpoApplication)
      .createQueryBuilder('a')
      .setLock('pessimistic_write')
      .where('a.offering_id = :offeringId AND a.status = :pending', { offeringId, pending: IpoApplicationStatus.PENDING })
      .orderBy('a.id')
      .getMany();
  }

  private async lockOffering(em: EntityManager, id: string): Promise<IpoOffering> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const o = await em.getRepository(IpoOffering).createQueryBuilder('o').setLock('pessimistic_write').where('o.id = :id', { id }).getOne();
    if (!o) throw new DomainError(CommonError.NOT_FOUND);
    return o;
  }
}
