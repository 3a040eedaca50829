import { randomUUID } from 'node:crypto';
import { type DataSource, In } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { decodeCursor, type Page, type PageArgs, pageOf } from '../../shared/pagination';
import type { Quote } from '../market-data/market-data.types';
import type { MarketDataService } from '../market-data/market-data.service';
import { blockTradePhase } from './block-trade-rules';
import { BlockTradeCode, BlockTradeOffering, type BlockTradePhase, BlockTradeSubscription } from './block-trade.entities';

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

/** The read model of block trades: offerings, live figures, subscriptions, codes, the public record of an allocation. */
export class BlockTradeQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly marketData: MarketDataService,
  ) {}

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
}
