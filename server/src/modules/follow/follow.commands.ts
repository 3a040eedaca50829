import { type LocalisedTexts, localisedTexts } from '../../shared/localised-text';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { onceInUnitOfWork } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/ledger.service';
import type { ProductTrades } from '../trading/trading.products';
import { assertFollowable, checkQuantity, checkTolerance, checkTradeInput, heldAmount, maxFillPrice } from './follow-rules';
import type { FollowExecution } from './follow.execution';
import { Follow, FollowFailReason, FollowInstitution, FollowStatus, FollowTrade, FollowTradeStatus } from './follow.entities';
import { FollowError } from './follow.errors';
import type { FollowInput, FollowInstitutionInput, FollowTradeInput } from './follow.inputs';
import { FOLLOW_EVENT, type Meta, type MoneyGate, REFERENCE_TYPE, lockTrade, readTradeShared } from './follow.rows';

const text = (s: string | null | undefined, max: number) => {
  const v = (s ?? '').trim();
  return v && v.length <= max ? v : null;
};

/** A deprecated single-language text: English only, null when blank or too long. */
const legacyTexts = (s: string | null | undefined): LocalisedTexts | null => {
  const en = text(s, 2000);
  return en ? { en } : null;
};

/**
 * What ops and users ask of institutional follow. Ops record institutions and publish their trades
 * (a past window is a historical record for the track record; it cannot be followed) and cancel a
 * trade before its window ends (every follow in progress released). Users follow inside the window:
 * quantity × ask + opening charges + fee held at once under the idempotency key; the execution fills it.
 */
export class FollowCommands {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly trading: ProductTrades,
    private readonly execution: FollowExecution,
    private readonly gate: MoneyGate | null,
  ) {}

  // ---- Ops ------------------------------------------------------------------------------------------

  async saveInstitution(ops: User, id: string | null, input: FollowInstitutionInput, meta: Meta = {}): Promise<FollowInstitution> {
    const name = text(input.name, 120);
    // Per language when ops send it that way (English required: TEXT_ENGLISH_REQUIRED); the deprecated
    // single fields are English only, a blank one refused as before.
    const descriptionTexts = input.descriptionText ? localisedTexts(input.descriptionText) : legacyTexts(input.description);
    const disclosuresTexts = input.disclosuresText ? localisedTexts(input.disclosuresText) : legacyTexts(input.disclosures);
    const description = descriptionTexts?.en;
    const disclosures = disclosuresTexts?.en;
    if (!name || !description || !disclosures) throw new DomainError(FollowError.FOLLOW_INSTITUTION_INVALID);
    if (id !== null && !isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const now = this.clock.now();
    const targetId = id ?? randomUUID();
    await this.ds.transaction(async (em) => {
      const clash = await em.query(`SELECT 1 FROM follow_institutions WHERE lower(name) = lower($1) AND id <> $2`, [name, targetId]);
      if (clash.length) throw new DomainError(FollowError.FOLLOW_INSTITUTION_INVALID);
      const fields = { name, description, disclosures, descriptionTexts, disclosuresTexts, updatedAt: now };
      let before: FollowInstitution | null = null;
      if (id) {
        before = await em
          .getRepository(FollowInstitution)
          .createQueryBuilder('i')
          .setLock('pessimistic_write')
          .where('i.id = :id', { id })
          .getOne();
        if (!before) throw new DomainError(CommonError.NOT_FOUND);
        await em.update(FollowInstitution, { id }, fields);
      } else {
        await em.insert(FollowInstitution, { id: targetId, ...fields, createdBy: ops.id, createdAt: now });
      }
      await this.record(em, ops, id ? 'follow.institution.updated' : 'follow.institution.created', 'follow_institution', targetId, meta, {
        before: before
          ? {
              name: before.name,
              description: before.descriptionTexts ?? before.description,
              disclosures: before.disclosuresTexts ?? before.disclosures,
            }
          : undefined,
        after: { name, description: descriptionTexts, disclosures: disclosuresTexts },
      });
    });
    return this.ds.getRepository(FollowInstitution).findOneByOrFail({ id: targetId });
  }

  async publishTrade(ops: User, input: FollowTradeInput, meta: Meta = {}): Promise<FollowTrade> {
    checkTradeInput(input);
    if (!isUuid(input.institutionId)) throw new DomainError(CommonError.NOT_FOUND);
    const institution = await this.ds.getRepository(FollowInstitution).findOneBy({ id: input.institutionId });
    if (!institution) throw new DomainError(CommonError.NOT_FOUND);
    // Only stocks that settle in their own currency (the track record and the fee share one currency).
    const currency = await this.trading.allotmentCurrency(input.symbol);
    if (!currency) throw new DomainError(FollowError.FOLLOW_TRADE_INVALID);
    const now = this.clock.now();
    const id = randomUUID();
    const fields = {
      institutionId: institution.id,
      symbol: input.symbol,
      settlementCurrency: currency,
      buyPrice: input.buyPrice,
      fee: input.fee,
      minQuantity: input.minQuantity,
      maxQuantity: input.maxQuantity,
      opensAt: input.opensAt,
      closesAt: input.closesAt,
    };
    await this.ds.transaction(async (em) => {
      await em.insert(FollowTrade, {
        id,
        ...fields,
        status: FollowTradeStatus.PUBLISHED,
        cancelReason: null,
        createdBy: ops.id,
        createdAt: now,
        updatedAt: now,
      });
      await this.record(em, ops, 'follow.trade.published', 'follow_trade', id, meta, {
        after: {
          ...fields,
          buyPrice: fields.buyPrice.toFixed(),
          fee: fields.fee.toFixed(),
          opensAt: fields.opensAt.toISOString(),
          closesAt: fields.closesAt.toISOString(),
        },
      });
    });
    return this.ds.getRepository(FollowTrade).findOneByOrFail({ id });
  }

  /** Cancels a published trade before its window ends: every follow in progress fails with TRADE_CANCELLED, its hold released. */
  async cancelTrade(ops: User, id: string, reason: string, meta: Meta = {}): Promise<FollowTrade> {
    const why = text(reason, 200);
    if (!why) throw new DomainError(CommonError.BAD_INPUT);
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const owners: Array<{ user_id: string }> = await this.ds.query(
      `SELECT DISTINCT user_id FROM follows WHERE trade_id = $1 AND status = 'in_progress'`,
      [id],
    );
    await this.uow.run(
      async (tx) => {
        const t = await lockTrade(tx.em, id);
        const now = this.clock.now();
        if (t.status !== FollowTradeStatus.PUBLISHED || now >= t.closesAt) throw new DomainError(FollowError.FOLLOW_TRADE_LOCKED);
        await tx.em.update(FollowTrade, { id }, { status: FollowTradeStatus.CANCELLED, cancelReason: why, updatedAt: now });
        const released = await this.execution.failAll(tx, t, FollowFailReason.TRADE_CANCELLED, ops.id, now);
        await this.record(tx.em, ops, 'follow.trade.cancelled', 'follow_trade', id, meta, { after: { released }, reason: why });
      },
      { lockUsers: owners.map((o) => o.user_id) },
    );
    return this.ds.getRepository(FollowTrade).findOneByOrFail({ id });
  }

  private record(
    em: EntityManager,
    ops: User,
    action: string,
    targetType: string,
    targetId: string,
    meta: Meta,
    change: { before?: Record<string, unknown>; after?: Record<string, unknown>; reason?: string },
  ) {
    return this.audit.record(em, { actorId: ops.id, actorLabel: ops.phone, action, targetType, targetId, ...change, ip: meta.ip ?? null });
  }

  // ---- Users ----------------------------------------------------------------------------------------

  /**
   * Follows a published trade inside its window: the quantity within the limits, the tolerance checked,
   * the order's total cost at the current ask plus the fee held in one journal entry under the
   * idempotency key. The trade row is read under a share lock, so a follow commits before a cancel (and
   * is released by it) or sees the trade cancelled. The execution fills it on the next fresh quote.
   */
  async follow(user: User, input: FollowInput): Promise<string> {
    if (!isUuid(input.tradeId)) throw new DomainError(CommonError.NOT_FOUND);
    const tolerance = checkTolerance(input.tolerance);
    if (typeof input.quantity !== 'number' || !Number.isSafeInteger(input.quantity) || input.quantity <= 0)
      throw new DomainError(FollowError.FOLLOW_QUANTITY_INVALID);
    if (this.gate) await this.gate.requirePassed(user.id);
    const key = {
      ownerId: user.id,
      key: input.idempotencyKey,
      operation: 'followTrade',
      input: { tradeId: input.tradeId, quantity: input.quantity, tolerance: tolerance.toFixed() },
    };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        const em = tx.em;
        const t = await readTradeShared(em, input.tradeId);
        const now = this.clock.now();
        assertFollowable(t, now);
        const quantity = checkQuantity(input.quantity, t);
        const cost = await this.trading.marketCostNow(t.symbol, quantity);
        const held = heldAmount(cost.totalCost, t.fee);
        const [{ order_no: orderNo }]: Array<{ order_no: string }> = await em.query(
          // 'C' (copy): 'F' is the funds' prefix; issued_order_numbers refuses any number issued twice.
          `SELECT 'C' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('follow_no_seq') AS order_no`,
          [now],
        );
        const hold = await this.ledger.hold(em, {
          ownerId: user.id,
          currency: t.settlementCurrency,
          amount: held,
          referenceType: REFERENCE_TYPE,
          referenceId: newId,
          referenceNo: orderNo,
          referenceLabel: t.symbol,
          kind: 'follow_hold',
        });
        await em.insert(Follow, {
          id: newId,
          orderNo,
          tradeId: t.id,
          userId: user.id,
          symbol: t.symbol,
          currency: t.settlementCurrency,
          quantity,
          tolerance,
          askAtFollow: cost.ask,
          maxPrice: maxFillPrice(cost.ask, tolerance),
          fee: t.fee,
          heldAmount: held,
          holdId: hold.id,
          status: FollowStatus.IN_PROGRESS,
          reason: null,
          fillPrice: null,
          fillQuoteAt: null,
          orderId: null,
          positionId: null,
          feeEntryId: null,
          createdAt: now,
          decidedAt: null,
        });
        await tx.emit(user.id, FOLLOW_EVENT, { id: newId, status: FollowStatus.IN_PROGRESS, symbol: t.symbol }, now);
        await tx.emitBalance(user.id, t.settlementCurrency, now);
      },
      { lockUsers: [user.id] },
    );
    // It fills on the next fresh quote while the market is open (the tick hook), or fails with a reason.
    return id;
  }
}
