import { randomUUID } from 'node:crypto';
import type Decimal from 'decimal.js';
import { type DataSource, In } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import { decodeCursor, type Page, type PageArgs, pageOf } from '../../shared/pagination';
import type { MarketDataService } from '../market-data/market-data.service';
import { lotsOnOffer, offeringPhase, spreadOf } from './ipo-rules';
import { IpoApplication, IpoOffering, type IpoPhase } from './ipo.entities';

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

/** The read model of IPOs: offerings with their derived figures, applications, the public record of a draw. */
export class IpoQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly marketData: MarketDataService,
  ) {}

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
      lotsAvailable: lotsOnOffer(o),
      lotsAllocated: o.lotsAllocated,
      cutoffRound: o.cutoffRound,
      cutoffRank: o.cutoffRank,
      excluded: o.excluded ?? [],
      results,
    };
  }

  // ---- Users: applying -----------------------------------------------------------------------------
}
