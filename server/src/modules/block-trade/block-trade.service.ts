import { randomBytes, randomUUID } from 'node:crypto';
import { type DataSource, type EntityManager, In } from 'typeorm';
import type { Tx, UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { logger } from '../../shared/logger';
import { Money } from '../../shared/money';
import { decodeCursor, type Page, type PageArgs, pageOf } from '../../shared/pagination';
import { drawSeedHash, newDrawSeed, runDraw } from '../allocation/draw';
import type { AuditService } from '../audit/audit.service';
import type { User } from '../auth/user.entity';
import { onceInUnitOfWork } from '../ledger/idempotency';
import type { LedgerService } from '../ledger/ledger.service';
import type { Quote } from '../market-data/market-data.types';
import type { MarketDataService } from '../market-data/market-data.service';
import { readQuotes } from '../market-data/quote-store';
import type { TradingCommands } from '../trading/trading.commands';
import { platformAccount } from '../trading/trading-rules';
import {
  TICKET_SHARES,
  blockTradePhase,
  breachesHedge,
  checkFigures,
  checkTickets,
  checkWindow,
  freshQuote,
  handlingFee,
  subscriptionAmount,
} from './block-trade-rules';
import {
  BlockTradeCode,
  BlockTradeFailReason,
  BlockTradeOffering,
  BlockTradeOfferingStatus,
  type BlockTradePhase,
  BlockTradeSubscription,
  BlockTradeSubscriptionStatus,
} from './block-trade.entities';
import { BlockTradeError } from './block-trade.errors';
import type { BlockTradeOfferingInput } from './block-trade.inputs';
import { type BlockTradeNoticeKindValue, codeIssuedNotice } from './block-trade.notices';

export const BLOCK_TRADE_EVENT = 'BLOCK_TRADE_UPDATED';
/** A purchase code was issued to the user (their notice: myBlockTradeNotices). */
export const BLOCK_TRADE_CODE_EVENT = 'BLOCK_TRADE_CODE_ISSUED';
const REFERENCE_TYPE = 'block_trade_subscription';
/** The journal kind of a released hold, by the reason (statement lines). */
const RELEASE_KIND: Record<BlockTradeFailReason, string> = {
  NOT_ALLOCATED: 'block_trade_not_allocated',
  HEDGE_PRICE_BREACHED: 'block_trade_hedge_breached',
  OFFERING_CANCELLED: 'block_trade_cancelled',
};

/** Who may take money: passed real-name verification (the real-name module's `requirePassed`). */
export interface MoneyGate {
  requirePassed(userId: string): Promise<void>;
}

export interface BlockTradeDrawView {
  offeringId: string;
  seedHash: string;
  /** Revealed at the allocation; null before. */
  seed: string | null;
  closedAt: Date | null;
  /** True when more tickets were asked for than offered: the draw engine allocated them. */
  oversubscribed: boolean | null;
  entries: number;
  ticketsAvailable: number;
  ticketsSubscribed: number;
  ticketsAllocated: number | null;
  cutoffRound: number | null;
  cutoffRank: number | null;
  /** Every entry with the tickets it asked for and won; ranked (draw order) when oversubscribed. */
  results: Array<{ subscriptionId: string; rank: number | null; tickets: number; wonTickets: number }>;
}

/** One of the user's personal notices (see block-trade.notices.ts). */
export interface BlockTradeNoticeView {
  id: string;
  kind: BlockTradeNoticeKindValue;
  at: Date;
  offeringId: string;
  symbol: string;
  stockName: string;
  code: string;
  closesAt: Date;
  usedAt: Date | null;
  lang: string;
  title: string;
  text: string;
}

interface Meta {
  ip?: string | null;
}

/** Unambiguous letters and digits (32 of them: one byte & 31 picks one without bias). */
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const CODE_LENGTH = 10;

/** A random, unguessable purchase code: 10 symbols of 32 (50 bits). */
export function newPurchaseCode(): string {
  return [...randomBytes(CODE_LENGTH)].map((b) => CODE_ALPHABET[b & 31]).join('');
}

/** How a typed code is compared: without spaces or dashes, in capitals. */
export function normaliseCode(code: string | null | undefined): string {
  return (code ?? '').replace(/[\s-]/g, '').toUpperCase();
}

/**
 * Block trades (placements): ops define offerings with a hedge price and a committed draw seed; eligible
 * users get a personal single-use purchase code in the app and subscribe with it, their money (amount +
 * handling fee) held at once. While the window is open, a fresh quote at or below the hedge price fails
 * the offering and releases every hold (tick hook and job sweep). At the close a job allocates tickets —
 * all of them when not oversubscribed, else by the shared draw engine — and, in the same transaction,
 * posts winners' holds to the allocation escrow and fee income and opens their positions at the
 * subscription price (escrow → margin), releasing the rest.
 */
export class BlockTradeService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    private readonly audit: AuditService,
    private readonly trading: TradingCommands,
    private readonly marketData: MarketDataService,
    private readonly quoteMaxAgeSeconds: number,
    private readonly gate: MoneyGate | null,
  ) {}

  // ---- Ops: offerings ------------------------------------------------------------------------------

  async createOffering(ops: User, input: BlockTradeOfferingInput, meta: Meta = {}): Promise<BlockTradeOffering> {
    const now = this.clock.now();
    const fields = await this.checkInput(input, now);
    const seed = newDrawSeed();
    const id = randomUUID();
    await this.ds.transaction(async (em) => {
      await em.insert(BlockTradeOffering, {
        id,
        ...fields,
        seed,
        seedHash: drawSeedHash(seed),
        status: BlockTradeOfferingStatus.SCHEDULED,
        cancelReason: null,
        failReason: null,
        createdBy: ops.id,
        createdAt: now,
        updatedAt: now,
      });
      await this.audit.record(em, {
        actorId: ops.id,
        actorLabel: ops.phone,
        action: 'block_trade.offering.created',
        targetType: 'block_trade_offering',
        targetId: id,
        after: this.auditView(fields),
        ip: meta.ip ?? null,
      });
    });
    return this.offering(id);
  }

  async updateOffering(ops: User, id: string, input: BlockTradeOfferingInput, meta: Meta = {}): Promise<BlockTradeOffering> {
    const now = this.clock.now();
    const current = await this.offering(id);
    // Terms are fixed once the window opens: that answer comes before any check of the new terms.
    if (current.status !== BlockTradeOfferingStatus.SCHEDULED || current.opensAt <= now)
      throw new DomainError(BlockTradeError.BLOCK_TRADE_OFFERING_LOCKED);
    const fields = await this.checkInput(input, now);
    await this.ds.transaction(async (em) => {
      const before = await this.lockOffering(em, id);
      if (before.status !== BlockTradeOfferingStatus.SCHEDULED || before.opensAt <= now)
        throw new DomainError(BlockTradeError.BLOCK_TRADE_OFFERING_LOCKED);
      await em.update(BlockTradeOffering, { id }, { ...fields, updatedAt: now });
      await this.audit.record(em, {
        actorId: ops.id,
        actorLabel: ops.phone,
        action: 'block_trade.offering.updated',
        targetType: 'block_trade_offering',
        targetId: id,
        before: this.auditView(before),
        after: this.auditView(fields),
        ip: meta.ip ?? null,
      });
    });
    return this.offering(id);
  }

  /** Cancels an offering before its close: every hold is released, the reason shown to subscribers. */
  async cancelOffering(ops: User, id: string, reason: string, meta: Meta = {}): Promise<BlockTradeOffering> {
    const why = reason.trim();
    if (!why) throw new DomainError(CommonError.BAD_INPUT);
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const subscribers = await this.pendingSubscribers(id);
    await this.uow.run(
      async (tx) => {
        const o = await this.lockOffering(tx.em, id);
        if (o.status !== BlockTradeOfferingStatus.SCHEDULED) throw new DomainError(BlockTradeError.BLOCK_TRADE_OFFERING_LOCKED);
        const now = this.clock.now();
        const released = await this.releaseAll(tx, o, BlockTradeFailReason.OFFERING_CANCELLED, why, ops.id, now);
        await tx.em.update(
          BlockTradeOffering,
          { id },
          { status: BlockTradeOfferingStatus.CANCELLED, cancelReason: why.slice(0, 200), updatedAt: now },
        );
        await this.audit.record(tx.em, {
          actorId: ops.id,
          actorLabel: ops.phone,
          action: 'block_trade.offering.cancelled',
          targetType: 'block_trade_offering',
          targetId: id,
          after: { released },
          reason: why,
          ip: meta.ip ?? null,
        });
      },
      { lockUsers: subscribers },
    );
    return this.offering(id);
  }

  private async checkInput(input: BlockTradeOfferingInput, now: Date) {
    checkWindow(input, now);
    checkFigures(input);
    const currency = await this.trading.allotmentCurrency(input.symbol);
    if (!currency) throw new DomainError(BlockTradeError.BLOCK_TRADE_CURRENCY_NOT_SUPPORTED);
    const name = input.name.trim();
    if (!name) throw new DomainError(CommonError.BAD_INPUT);
    return {
      symbol: input.symbol,
      name,
      currency,
      subscriptionPrice: input.subscriptionPrice,
      hedgePrice: input.hedgePrice,
      feeRate: input.feeRate,
      minAmount: input.minAmount,
      ticketsAvailable: input.ticketsAvailable,
      maxTicketsPerUser: input.maxTicketsPerUser,
      opensAt: input.opensAt,
      closesAt: input.closesAt,
      codePolicy: input.codePolicy,
    };
  }

  private auditView(
    f: Pick<
      BlockTradeOffering,
      | 'symbol'
      | 'subscriptionPrice'
      | 'hedgePrice'
      | 'feeRate'
      | 'minAmount'
      | 'ticketsAvailable'
      | 'maxTicketsPerUser'
      | 'opensAt'
      | 'closesAt'
      | 'codePolicy'
    >,
  ) {
    return {
      symbol: f.symbol,
      subscriptionPrice: f.subscriptionPrice.toFixed(),
      hedgePrice: f.hedgePrice.toFixed(),
      feeRate: f.feeRate.toFixed(),
      minAmount: f.minAmount.toFixed(2),
      ticketsAvailable: f.ticketsAvailable,
      maxTicketsPerUser: f.maxTicketsPerUser,
      opensAt: f.opensAt.toISOString(),
      closesAt: f.closesAt.toISOString(),
      codePolicy: f.codePolicy,
    };
  }

  // ---- Reads ---------------------------------------------------------------------------------------

  async offering(id: string): Promise<BlockTradeOffering> {
    const o = isUuid(id) ? await this.ds.getRepository(BlockTradeOffering).findOneBy({ id }) : null;
    if (!o) throw new DomainError(CommonError.NOT_FOUND);
    return o;
  }

  offeringsByIds(ids: readonly string[]): Promise<BlockTradeOffering[]> {
    return this.ds.getRepository(BlockTradeOffering).findBy({ id: In([...ids]) });
  }

  codesByIds(ids: readonly string[]): Promise<BlockTradeCode[]> {
    return this.ds.getRepository(BlockTradeCode).findBy({ id: In([...ids]) });
  }

  /** Offerings, the latest window first. */
  async offerings(args: PageArgs): Promise<Page<BlockTradeOffering>> {
    const scope = ['blockTradeOfferings'];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(BlockTradeOffering)
      .createQueryBuilder('o')
      .orderBy('o.opens_at', 'DESC')
      .addOrderBy('o.id', 'DESC')
      .limit(args.first + 1);
    if (after) qb.where('(o.opens_at, o.id) < (:at, :id)', { at: after[0], id: after[1] });
    return pageOf(await qb.getMany(), args.first, (o) => [o.opensAt, o.id], scope);
  }

  phase(o: BlockTradeOffering): BlockTradePhase {
    return blockTradePhase(o, this.clock.now());
  }

  /** The live quotes of these symbols (null where the feed has none). */
  quotes(symbols: readonly string[]): Promise<Array<Quote | null>> {
    return this.marketData.quoteViews(symbols);
  }

  /** Tickets asked for by live subscriptions (in progress or decided, not failed). */
  async ticketsSubscribed(offeringIds: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ offering_id: string; n: string }> = await this.ds.query(
      `SELECT offering_id, sum(tickets) AS n FROM block_trade_subscriptions
       WHERE offering_id = ANY($1::uuid[]) AND (status <> 'failed' OR reason = 'NOT_ALLOCATED') GROUP BY 1`,
      [[...offeringIds]],
    );
    return new Map(rows.map((r) => [r.offering_id, Number(r.n)]));
  }

  async mySubscriptions(userId: string, args: PageArgs, offeringId?: string | null): Promise<Page<BlockTradeSubscription>> {
    const scope = ['myBlockTradeSubscriptions', userId, offeringId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(BlockTradeSubscription)
      .createQueryBuilder('s')
      .where('s.user_id = :userId', { userId })
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .limit(args.first + 1);
    if (offeringId) qb.andWhere('s.offering_id = :offeringId', { offeringId: isUuid(offeringId) ? offeringId : randomUUID() });
    if (after) qb.andWhere('(s.created_at, s.id) < (:at, :id)', { at: after[0], id: after[1] });
    return pageOf(await qb.getMany(), args.first, (s) => [s.createdAt, s.id], scope);
  }

  /** One of the user's own subscriptions (anyone else's reads as not found). */
  async subscriptionOf(userId: string, id: string): Promise<BlockTradeSubscription> {
    const s = isUuid(id) ? await this.ds.getRepository(BlockTradeSubscription).findOneBy({ id, userId }) : null;
    if (!s) throw new DomainError(CommonError.NOT_FOUND);
    return s;
  }

  /** The user's own code for an offering, if one was issued (never issues one). */
  async codeOf(userId: string, offeringId: string): Promise<BlockTradeCode | null> {
    if (!isUuid(offeringId)) return null;
    return this.ds.getRepository(BlockTradeCode).findOneBy({ offeringId, userId });
  }

  /** Ops: every subscription of an offering, newest first. */
  async offeringSubscriptions(offeringId: string, args: PageArgs): Promise<Page<BlockTradeSubscription>> {
    await this.offering(offeringId);
    const scope = ['opsBlockTradeSubscriptions', offeringId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(BlockTradeSubscription)
      .createQueryBuilder('s')
      .where('s.offering_id = :offeringId', { offeringId })
      .orderBy('s.created_at', 'DESC')
      .addOrderBy('s.id', 'DESC')
      .limit(args.first + 1);
    if (after) qb.andWhere('(s.created_at, s.id) < (:at, :id)', { at: after[0], id: after[1] });
    return pageOf(await qb.getMany(), args.first, (s) => [s.createdAt, s.id], scope);
  }

  /**
   * The public record of an offering's allocation: the committed hash always; after the close the seed,
   * every entry's (random) subscription id with the tickets it asked for and won, its rank when the
   * draw ran (oversubscribed), and the cut-off. runDraw(seed, entries, ticketsAvailable) recomputes it.
   */
  async drawView(offeringId: string): Promise<BlockTradeDrawView> {
    if (!isUuid(offeringId)) throw new DomainError(CommonError.NOT_FOUND);
    const o: (BlockTradeOffering & { seed: string }) | null = await this.ds
      .getRepository(BlockTradeOffering)
      .createQueryBuilder('o')
      .addSelect('o.seed')
      .where('o.id = :offeringId', { offeringId })
      .getOne();
    if (!o) throw new DomainError(CommonError.NOT_FOUND);
    const closed = o.closedAt !== null;
    const results = closed
      ? (
          await this.ds.query(
            `SELECT id, rank, tickets, won_tickets FROM block_trade_subscriptions
             WHERE offering_id = $1 AND (status = 'successful' OR reason = 'NOT_ALLOCATED') ORDER BY rank NULLS LAST, id`,
            [offeringId],
          )
        ).map((r: { id: string; rank: number | null; tickets: number; won_tickets: number }) => ({
          subscriptionId: r.id,
          rank: r.rank,
          tickets: r.tickets,
          wonTickets: r.won_tickets,
        }))
      : [];
    const live = closed ? null : await this.liveCounts(offeringId);
    return {
      offeringId,
      seedHash: o.seedHash,
      seed: closed ? o.seed : null,
      closedAt: o.closedAt,
      oversubscribed: o.oversubscribed,
      entries: closed ? (o.entries ?? 0) : live!.entries,
      ticketsAvailable: o.ticketsAvailable,
      ticketsSubscribed: closed ? (o.ticketsSubscribed ?? 0) : live!.tickets,
      ticketsAllocated: o.ticketsAllocated,
      cutoffRound: o.cutoffRound,
      cutoffRank: o.cutoffRank,
      results,
    };
  }

  private async liveCounts(offeringId: string): Promise<{ entries: number; tickets: number }> {
    const [r]: Array<{ n: number; t: string | null }> = await this.ds.query(
      `SELECT count(*)::int AS n, sum(tickets) AS t FROM block_trade_subscriptions WHERE offering_id = $1 AND status = 'in_progress'`,
      [offeringId],
    );
    return { entries: r.n, tickets: Number(r.t ?? 0) };
  }

  // ---- Users: purchase codes and subscribing -------------------------------------------------------

  /**
   * The signed-in user's personal purchase code for an offering: issued on the first request to an
   * eligible user (the offering's published rule: passed real-name), the same code afterwards. Codes are
   * random and unguessable, unique per offering and user, and never issued from outside the app.
   */
  async myCode(user: User, offeringId: string): Promise<BlockTradeCode> {
    const o = await this.offering(offeringId);
    const existing = await this.codeOf(user.id, o.id);
    if (existing) return existing;
    await this.requireEligible(user, o);
    const now = this.clock.now();
    if (o.status !== BlockTradeOfferingStatus.SCHEDULED || now >= o.closesAt)
      throw new DomainError(BlockTradeError.BLOCK_TRADE_NOT_AVAILABLE);
    for (let attempt = 0; ; attempt++) {
      try {
        // The code and its notice event in one transaction: the user is told exactly once, by whichever
        // of two simultaneous requests inserted the code.
        await this.uow.run(
          async (tx) => {
            const inserted: Array<{ id: string }> = await tx.em.query(
              `INSERT INTO block_trade_codes (id, offering_id, user_id, code, issued_at) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (offering_id, user_id) DO NOTHING RETURNING id`,
              [randomUUID(), o.id, user.id, newPurchaseCode(), now],
            );
            // The code itself stays out of the event stream: the notice (myNotices) shows it to its owner.
            if (inserted.length)
              await tx.emit(
                user.id,
                BLOCK_TRADE_CODE_EVENT,
                { id: inserted[0].id, offeringId: o.id, symbol: o.symbol, status: 'issued' },
                now,
              );
          },
          { lockUsers: [user.id] },
        );
        break;
      } catch (err) {
        // Two codes colliding (1 in 2^50 per pair) violates the code's own uniqueness: draw another.
        if ((err as { code?: string }).code !== '23505' || attempt >= 3) throw err;
      }
    }
    return (await this.codeOf(user.id, o.id))!;
  }

  /**
   * The user's personal block-trade notices, newest first: one per purchase code issued to them, with
   * the code, its offering and whether it was used, and the title and text in the reader's language.
   */
  async myNotices(userId: string, args: PageArgs, lang: string | null | undefined): Promise<Page<BlockTradeNoticeView>> {
    const scope = ['myBlockTradeNotices', userId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(BlockTradeCode)
      .createQueryBuilder('c')
      .where('c.user_id = :userId', { userId })
      .orderBy('c.issued_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .limit(args.first + 1);
    if (after) qb.andWhere('(c.issued_at, c.id) < (:at, :id)', { at: after[0], id: after[1] });
    const page = pageOf(await qb.getMany(), args.first, (c) => [c.issuedAt, c.id], scope);
    const offerings = new Map((await this.offeringsByIds([...new Set(page.items.map((c) => c.offeringId))])).map((o) => [o.id, o]));
    return {
      ...page,
      items: page.items.map((c) => {
        const o = offerings.get(c.offeringId)!;
        const words = codeIssuedNotice(lang, { name: o.name, symbol: o.symbol, code: c.code, used: c.usedAt !== null });
        return {
          id: c.id,
          kind: 'CODE_ISSUED' as const,
          at: c.issuedAt,
          offeringId: o.id,
          symbol: o.symbol,
          stockName: o.name,
          code: c.code,
          closesAt: o.closesAt,
          usedAt: c.usedAt,
          ...words,
        };
      }),
    };
  }

  private async requireEligible(user: User, o: BlockTradeOffering): Promise<void> {
    // REAL_NAME is the only published rule so far; its check is the real-name module's.
    if (o.codePolicy === 'real_name' && this.gate) await this.gate.requirePassed(user.id);
  }

  /**
   * Subscribes with the personal purchase code: whole tickets up to the cap, the amount at least the
   * minimum; amount + handling fee held in one journal entry under the idempotency key, the code marked
   * used in the same transaction. The offering row is read under a share lock, so a subscription either
   * commits before the close or a hedge failure locks the offering (and is decided with it) or sees it
   * closed — never half.
   */
  async subscribe(
    user: User,
    input: { offeringId: string; tickets: number; code?: string | null; idempotencyKey: string },
  ): Promise<BlockTradeSubscription> {
    if (!isUuid(input.offeringId)) throw new DomainError(CommonError.NOT_FOUND);
    const code = normaliseCode(input.code);
    if (!code) throw new DomainError(BlockTradeError.BLOCK_TRADE_CODE_REQUIRED);
    if (this.gate) await this.gate.requirePassed(user.id);
    const key = {
      ownerId: user.id,
      key: input.idempotencyKey,
      operation: 'subscribeBlockTrade',
      input: { offeringId: input.offeringId, tickets: input.tickets, code },
    };
    const id = await onceInUnitOfWork(
      this.uow,
      key,
      async (tx, newId) => {
        const em = tx.em;
        const o = await em
          .getRepository(BlockTradeOffering)
          .createQueryBuilder('o')
          .setLock('pessimistic_read')
          .where('o.id = :id', { id: input.offeringId })
          .getOne();
        if (!o) throw new DomainError(CommonError.NOT_FOUND);
        const now = this.clock.now();
        if (blockTradePhase(o, now) !== 'available') throw new DomainError(BlockTradeError.BLOCK_TRADE_NOT_AVAILABLE);
        const live: unknown[] = await em.query(`SELECT 1 FROM block_trade_subscriptions WHERE offering_id = $1 AND user_id = $2`, [
          o.id,
          user.id,
        ]);
        if (live.length) throw new DomainError(BlockTradeError.BLOCK_TRADE_ALREADY_SUBSCRIBED);
        const codes: Array<{ id: string; user_id: string; used_at: Date | null }> = await em.query(
          `SELECT id, user_id, used_at FROM block_trade_codes WHERE offering_id = $1 AND code = $2 FOR UPDATE`,
          [o.id, code],
        );
        const c = codes[0];
        if (!c || c.user_id !== user.id || c.used_at !== null) throw new DomainError(BlockTradeError.BLOCK_TRADE_CODE_INVALID);
        checkTickets(input.tickets, o.maxTicketsPerUser);
        const amount = subscriptionAmount(o.subscriptionPrice, input.tickets);
        if (amount.lt(o.minAmount)) throw new DomainError(BlockTradeError.BLOCK_TRADE_BELOW_MINIMUM);
        const fee = handlingFee(amount, o.feeRate);
        const held = amount.plus(fee);
        const [{ order_no: orderNo }]: Array<{ order_no: string }> = await em.query(
          `SELECT 'B' || to_char($1::timestamptz AT TIME ZONE 'UTC', 'YYYYMMDD') || nextval('block_trade_no_seq') AS order_no`,
          [now],
        );
        const hold = await this.ledger.hold(em, {
          ownerId: user.id,
          currency: o.currency,
          amount: held,
          referenceType: REFERENCE_TYPE,
          referenceId: newId,
          referenceNo: orderNo,
          referenceLabel: o.symbol,
          kind: 'block_trade_hold',
        });
        await em.query(`UPDATE block_trade_codes SET used_at = $2 WHERE id = $1`, [c.id, now]);
        await em.insert(BlockTradeSubscription, {
          id: newId,
          orderNo,
          offeringId: o.id,
          userId: user.id,
          codeId: c.id,
          tickets: input.tickets,
          shares: input.tickets * TICKET_SHARES,
          price: o.subscriptionPrice,
          amount,
          feeRate: o.feeRate,
          fee,
          heldAmount: held,
          holdId: hold.id,
          status: BlockTradeSubscriptionStatus.IN_PROGRESS,
          reason: null,
          rank: null,
          wonTickets: 0,
          wonShares: 0,
          transactionAmount: new Money(0),
          feePaid: new Money(0),
          positionId: null,
          createdAt: now,
          decidedAt: null,
        });
        await tx.emit(user.id, BLOCK_TRADE_EVENT, { id: newId, status: BlockTradeSubscriptionStatus.IN_PROGRESS, offeringId: o.id }, now);
        await tx.emitBalance(user.id, o.currency, now);
      },
      { lockUsers: [user.id] },
    );
    return this.subscriptionOf(user.id, id);
  }

  // ---- The hedge price (tick hook and job sweep) ---------------------------------------------------

  /** After a batch of ticks: offerings in their window whose stock's fresh quote is at or below the hedge price fail. */
  async afterTicks(symbols: readonly string[]): Promise<void> {
    if (symbols.length === 0) return;
    await this.failBreached(symbols);
  }

  /** The job's sweep of every open window (catches what a restart or a missed tick hook left). */
  async sweepHedges(): Promise<number> {
    return this.failBreached(null);
  }

  private async failBreached(symbols: readonly string[] | null): Promise<number> {
    const now = this.clock.now();
    const rows: Array<{ id: string; at: Date }> = await this.ds.query(
      `SELECT o.id, q.at FROM block_trade_offerings o JOIN quotes q ON q.symbol = o.symbol
       WHERE o.status = 'scheduled' AND o.opens_at <= $1 AND o.closes_at > $1 AND q.price <= o.hedge_price
         AND ($2::varchar[] IS NULL OR o.symbol = ANY($2::varchar[]))`,
      [now, symbols ? [...symbols] : null],
    );
    let n = 0;
    for (const r of rows) {
      if (!freshQuote(new Date(r.at), now, this.quoteMaxAgeSeconds)) continue;
      try {
        if (await this.failOnHedge(r.id)) n++;
      } catch (err) {
        logger.error({ err, offeringId: r.id }, 'block trade: failing on the hedge price did not complete');
      }
    }
    return n;
  }

  /**
   * Fails an offering whose hedge price a fresh quote breached, in one transaction: the quote is read
   * again under the offering's lock, then every hold is released with HEDGE_PRICE_BREACHED.
   */
  async failOnHedge(offeringId: string): Promise<boolean> {
    const subscribers = await this.pendingSubscribers(offeringId);
    return this.uow.run(
      async (tx) => {
        const o = await this.lockOffering(tx.em, offeringId);
        const now = this.clock.now();
        if (o.status !== BlockTradeOfferingStatus.SCHEDULED || now < o.opensAt || now >= o.closesAt) return false;
        const [q] = await readQuotes(tx.em, [o.symbol]);
        if (!q || !freshQuote(new Date(q.at), now, this.quoteMaxAgeSeconds) || !breachesHedge(new Money(q.price), o.hedgePrice))
          return false;
        const released = await this.releaseAll(tx, o, BlockTradeFailReason.HEDGE_PRICE_BREACHED, null, null, now);
        await tx.em.update(
          BlockTradeOffering,
          { id: o.id },
          {
            status: BlockTradeOfferingStatus.FAILED,
            failReason: BlockTradeFailReason.HEDGE_PRICE_BREACHED,
            failedPrice: new Money(q.price),
            failedQuoteAt: new Date(q.at),
            updatedAt: now,
          },
        );
        await this.audit.record(tx.em, {
          actorId: null,
          actorLabel: 'block-trade hedge watch',
          action: 'block_trade.offering.failed',
          targetType: 'block_trade_offering',
          targetId: o.id,
          after: { reason: BlockTradeFailReason.HEDGE_PRICE_BREACHED, price: q.price, quoteAt: new Date(q.at).toISOString(), released },
        });
        return true;
      },
      { lockUsers: subscribers },
    );
  }

  /** Releases every in-progress subscription of a locked offering in full, marking it failed with the reason. */
  private async releaseAll(
    tx: Tx,
    o: BlockTradeOffering,
    reason: BlockTradeFailReason,
    memo: string | null,
    actorId: string | null,
    now: Date,
  ): Promise<number> {
    const pending = await this.pendingSubscriptions(tx, o.id);
    await tx.lockUsers(...pending.map((s) => s.userId));
    for (const s of pending) {
      await this.ledger.voidHold(tx.em, s.holdId, { kind: RELEASE_KIND[reason], memo: memo ?? reason, actorId });
      await tx.em.update(BlockTradeSubscription, { id: s.id }, { status: BlockTradeSubscriptionStatus.FAILED, reason, decidedAt: now });
      await tx.emit(
        s.userId,
        BLOCK_TRADE_EVENT,
        { id: s.id, status: BlockTradeSubscriptionStatus.FAILED, reason, offeringId: o.id, ...(memo ? { note: memo } : {}) },
        now,
      );
      await tx.emitBalance(s.userId, o.currency, now);
    }
    return pending.length;
  }

  // ---- The close (job; ops may run a due close by hand) --------------------------------------------

  /** Closes every offering whose window has ended. Safe from several job processes: each closes once. */
  async closeDue(): Promise<number> {
    const due: Array<{ id: string }> = await this.ds.query(
      `SELECT id FROM block_trade_offerings WHERE status = 'scheduled' AND closes_at <= $1 ORDER BY closes_at`,
      [this.clock.now()],
    );
    let n = 0;
    for (const { id } of due) if (await this.close(id, null)) n++;
    return n;
  }

  /**
   * The close of one offering, in one transaction: tickets allocated (every one asked for when not
   * oversubscribed, else down the draw order in rounds), winners' holds posted — the allocated amount
   * to the allocation escrow, the fee on it to fee income, the rest released — and their positions
   * opened at the subscription price (escrow → margin); losers released with NOT_ALLOCATED; the seed
   * revealed. Returns false when it was not due or already done.
   */
  async close(offeringId: string, ops: User | null): Promise<boolean> {
    if (!isUuid(offeringId)) throw new DomainError(CommonError.NOT_FOUND);
    const subscribers = await this.pendingSubscribers(offeringId);
    return this.uow.run(
      async (tx) => {
        const em = tx.em;
        const o: (BlockTradeOffering & { seed: string }) | null = await em
          .getRepository(BlockTradeOffering)
          .createQueryBuilder('o')
          .addSelect('o.seed')
          .setLock('pessimistic_write')
          .where('o.id = :offeringId', { offeringId })
          .getOne();
        if (!o) throw new DomainError(CommonError.NOT_FOUND);
        const now = this.clock.now();
        if (o.status !== BlockTradeOfferingStatus.SCHEDULED || now < o.closesAt) {
          if (ops) throw new DomainError(BlockTradeError.BLOCK_TRADE_CLOSE_NOT_DUE);
          return false;
        }
        const pending = await this.pendingSubscriptions(tx, offeringId);
        // A subscription that committed after the subscriber list was read is allocated too: lock its owner.
        await tx.lockUsers(...pending.map((s) => s.userId));
        const asked = pending.reduce((sum, s) => sum + s.tickets, 0);
        const oversubscribed = asked > o.ticketsAvailable;
        const draw = oversubscribed
          ? runDraw(
              o.seed,
              pending.map((s) => ({ id: s.id, lots: s.tickets })),
              o.ticketsAvailable,
            )
          : null;
        const won = new Map<string, { wonTickets: number; rank: number | null }>(
          draw
            ? draw.ranking.map((r) => [r.id, { wonTickets: r.wonLots, rank: r.rank }])
            : pending.map((s) => [s.id, { wonTickets: s.tickets, rank: null }]),
        );
        const actorId = ops?.id ?? null;
        for (const s of pending) {
          const { wonTickets, rank } = won.get(s.id)!;
          if (wonTickets === 0) {
            await this.ledger.voidHold(em, s.holdId, { kind: RELEASE_KIND.NOT_ALLOCATED, memo: 'NOT_ALLOCATED', actorId });
            await em.update(
              BlockTradeSubscription,
              { id: s.id },
              { status: BlockTradeSubscriptionStatus.FAILED, reason: BlockTradeFailReason.NOT_ALLOCATED, rank, decidedAt: now },
            );
            await tx.emit(
              s.userId,
              BLOCK_TRADE_EVENT,
              { id: s.id, status: BlockTradeSubscriptionStatus.FAILED, reason: BlockTradeFailReason.NOT_ALLOCATED, offeringId: o.id },
              now,
            );
          } else {
            const wonShares = wonTickets * TICKET_SHARES;
            const cost = subscriptionAmount(s.price, wonTickets);
            const fee = handlingFee(cost, s.feeRate);
            const destinations = [{ account: platformAccount('allocation_escrow', o.currency, s.userId), amount: cost }];
            if (fee.gt(0)) destinations.push({ account: platformAccount('fee_income', o.currency, s.userId), amount: fee });
            await this.ledger.postHold(em, s.holdId, { kind: 'block_trade_allocated', destinations, actorId });
            const { positionId } = await this.trading.openAllotment(tx, {
              userId: s.userId,
              symbol: o.symbol,
              shares: wonShares,
              price: s.price,
              referenceType: REFERENCE_TYPE,
              referenceId: s.id,
              referenceNo: s.orderNo,
            });
            await em.update(
              BlockTradeSubscription,
              { id: s.id },
              {
                status: BlockTradeSubscriptionStatus.SUCCESSFUL,
                rank,
                wonTickets,
                wonShares,
                transactionAmount: cost,
                feePaid: fee,
                positionId,
                decidedAt: now,
              },
            );
            await tx.emit(
              s.userId,
              BLOCK_TRADE_EVENT,
              { id: s.id, status: BlockTradeSubscriptionStatus.SUCCESSFUL, offeringId: o.id, positionId, wonTickets },
              now,
            );
          }
          await tx.emitBalance(s.userId, o.currency, now);
        }
        const allocated = draw ? draw.lotsAllocated : asked;
        await em.update(
          BlockTradeOffering,
          { id: o.id },
          {
            status: BlockTradeOfferingStatus.CLOSED,
            closedAt: now,
            oversubscribed,
            entries: pending.length,
            ticketsSubscribed: asked,
            ticketsAllocated: allocated,
            cutoffRound: draw?.cutoff?.round ?? null,
            cutoffRank: draw?.cutoff?.rank ?? null,
            updatedAt: now,
          },
        );
        await this.audit.record(em, {
          actorId,
          actorLabel: ops?.phone ?? 'block-trade close job',
          action: 'block_trade.offering.closed',
          targetType: 'block_trade_offering',
          targetId: o.id,
          after: { entries: pending.length, ticketsSubscribed: asked, ticketsAllocated: allocated, oversubscribed, seedHash: o.seedHash },
        });
        return true;
      },
      { lockUsers: subscribers },
    );
  }

  private async pendingSubscribers(offeringId: string): Promise<string[]> {
    if (!isUuid(offeringId)) return [];
    const rows: Array<{ user_id: string }> = await this.ds.query(
      `SELECT DISTINCT user_id FROM block_trade_subscriptions WHERE offering_id = $1 AND status = 'in_progress'`,
      [offeringId],
    );
    return rows.map((r) => r.user_id);
  }

  /** In-progress subscriptions of an offering the caller has locked, each row locked too (none is missed). */
  private pendingSubscriptions(tx: Tx, offeringId: string): Promise<BlockTradeSubscription[]> {
    return tx.em
      .getRepository(BlockTradeSubscription)
      .createQueryBuilder('s')
      .setLock('pessimistic_write')
      .where('s.offering_id = :offeringId AND s.status = :pending', { offeringId, pending: BlockTradeSubscriptionStatus.IN_PROGRESS })
      .orderBy('s.id')
      .getMany();
  }

  private async lockOffering(em: EntityManager, id: string): Promise<BlockTradeOffering> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const o = await em
      .getRepository(BlockTradeOffering)
      .createQueryBuilder('o')
      .setLock('pessimistic_write')
      .where('o.id = :id', { id })
      .getOne();
    if (!o) throw new DomainError(CommonError.NOT_FOUND);
    return o;
  }
}
