import type Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import { type DataSource, In } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import { decodeCursor, type Page, type PageArgs, pageOf } from '../../shared/pagination';
import type { LedgerService } from '../ledger/ledger.service';
import { MARKET_HOURS } from '../market-data/calendar/calendar-rules';
import { localName } from '../market-data/instrument.entity';
import { localDate } from '../market-data/calendar/time-zone';
import type { MarketCode } from '../market-data/market-code';
import type { Quote } from '../market-data/market-data.types';
import type { MarketDataService } from '../market-data/market-data.service';
import { readDailyBars } from '../market-data/quote-store';
import type { ProductTrades } from '../trading/trading.products';
import { checkQuantity, checkTolerance, followPhase, heldAmount, maxFillPrice } from './follow-rules';
import { Follow, FollowInstitution, type FollowTradePhase, FollowTrade } from './follow.entities';
import type { FollowPreview, FollowTrackRecord } from './follow.types';
import { computeTrackRecord, type TrackTrade } from './track-record-rules';

/** The read model of institutional follow: institutions, published trades, previews, follows, track records. */
export class FollowQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly marketData: MarketDataService,
    private readonly trading: ProductTrades,
    private readonly ledger: LedgerService,
  ) {}

  /** The itemised opening charges of these filled follows' positions (commission, taxes), one read. */
  fillCharges(positionIds: readonly string[]) {
    return this.trading.openingCharges(positionIds);
  }

  phase(t: FollowTrade): FollowTradePhase {
    return followPhase(t, this.clock.now());
  }

  async trade(id: string): Promise<FollowTrade> {
    const t = isUuid(id) ? await this.ds.getRepository(FollowTrade).findOneBy({ id }) : null;
    if (!t) throw new DomainError(CommonError.NOT_FOUND);
    return t;
  }

  async institution(id: string): Promise<FollowInstitution> {
    const i = isUuid(id) ? await this.ds.getRepository(FollowInstitution).findOneBy({ id }) : null;
    if (!i) throw new DomainError(CommonError.NOT_FOUND);
    return i;
  }

  institutionsByIds(ids: readonly string[]): Promise<FollowInstitution[]> {
    return this.ds.getRepository(FollowInstitution).findBy({ id: In([...ids]) });
  }

  tradesByIds(ids: readonly string[]): Promise<FollowTrade[]> {
    return this.ds.getRepository(FollowTrade).findBy({ id: In([...ids]) });
  }

  /** The instrument's usual name in `lang` (as every screen shows it), else its international name. */
  async stockName(symbol: string, lang?: string | null): Promise<string> {
    const entry = (await this.marketData.directory()).get(symbol);
    return entry ? localName(entry.names, entry.defaultName, lang) : symbol;
  }

  quotes(symbols: readonly string[]): Promise<Array<Quote | null>> {
    return this.marketData.quoteViews(symbols);
  }

  async institutions(args: PageArgs): Promise<Page<FollowInstitution>> {
    const scope = ['followInstitutions'];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(FollowInstitution)
      .createQueryBuilder('i')
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .limit(args.first + 1);
    if (after) qb.where('(i.created_at, i.id) < (:at, :id)', { at: after[0], id: after[1] });
    return pageOf(await qb.getMany(), args.first, (i) => [i.createdAt, i.id], scope);
  }

  /** Published trades, the latest window end first; `live` keeps those still open or not started (and not cancelled). */
  async trades(args: PageArgs, filter: { live?: boolean | null; institutionId?: string | null } = {}): Promise<Page<FollowTrade>> {
    const scope = ['followTrades', String(filter.live ?? ''), filter.institutionId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(FollowTrade)
      .createQueryBuilder('t')
      .orderBy('t.closes_at', 'DESC')
      .addOrderBy('t.id', 'DESC')
      .limit(args.first + 1);
    if (filter.live) qb.andWhere(`t.status = 'published' AND t.closes_at > :now`, { now: this.clock.now() });
    if (filter.institutionId)
      qb.andWhere('t.institution_id = :iid', { iid: isUuid(filter.institutionId) ? filter.institutionId : randomUUID() });
    if (after) qb.andWhere('(t.closes_at, t.id) < (:at, :id)', { at: after[0], id: after[1] });
    return pageOf(await qb.getMany(), args.first, (t) => [t.closesAt, t.id], scope);
  }

  /** What following now would hold, for the confirmation (every charge itemised). */
  async preview(userId: string, tradeId: string, quantity: number, tolerance: Decimal): Promise<FollowPreview> {
    const t = await this.trade(tradeId);
    const q = checkQuantity(quantity, t);
    const tol = checkTolerance(tolerance);
    const cost = await this.trading.marketCostNow(t.symbol, q);
    const total = heldAmount(cost.totalCost, t.fee);
    const [b] = await this.ledger.balances(userId, [t.settlementCurrency]);
    return {
      tradeId: t.id,
      quantity: q,
      ask: cost.ask,
      quoteAt: cost.quoteAt,
      simulated: cost.simulated,
      notional: cost.notional,
      charges: cost.charges as never,
      fee: t.fee,
      total,
      maxPrice: maxFillPrice(cost.ask, tol),
      currency: t.settlementCurrency,
      available: b.available,
      sufficientFunds: b.available.gte(total),
    };
  }

  async myFollows(userId: string, args: PageArgs, tradeId?: string | null): Promise<Page<Follow>> {
    const scope = ['myFollows', userId, tradeId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(Follow)
      .createQueryBuilder('f')
      .where('f.user_id = :userId', { userId })
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('f.id', 'DESC')
      .limit(args.first + 1);
    if (tradeId) qb.andWhere('f.trade_id = :tradeId', { tradeId: isUuid(tradeId) ? tradeId : randomUUID() });
    if (after) qb.andWhere('(f.created_at, f.id) < (:at, :id)', { at: after[0], id: after[1] });
    return pageOf(await qb.getMany(), args.first, (f) => [f.createdAt, f.id], scope);
  }

  /** One of the user's own follows (anyone else's reads as not found). */
  async followOf(userId: string, id: string): Promise<Follow> {
    const f = isUuid(id) ? await this.ds.getRepository(Follow).findOneBy({ id, userId }) : null;
    if (!f) throw new DomainError(CommonError.NOT_FOUND);
    return f;
  }

  /** Ops: every follow of a published trade, newest first. */
  async tradeFollows(tradeId: string, args: PageArgs): Promise<Page<Follow>> {
    await this.trade(tradeId);
    const scope = ['opsFollows', tradeId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const qb = this.ds
      .getRepository(Follow)
      .createQueryBuilder('f')
      .where('f.trade_id = :tradeId', { tradeId })
      .orderBy('f.created_at', 'DESC')
      .addOrderBy('f.id', 'DESC')
      .limit(args.first + 1);
    if (after) qb.andWhere('(f.created_at, f.id) < (:at, :id)', { at: after[0], id: after[1] });
    return pageOf(await qb.getMany(), args.first, (f) => [f.createdAt, f.id], scope);
  }

  /** Follows counted per trade (in progress or successful). */
  async followCounts(tradeIds: readonly string[]): Promise<Map<string, number>> {
    const rows: Array<{ trade_id: string; n: number }> = await this.ds.query(
      `SELECT trade_id, count(*)::int AS n FROM follows WHERE trade_id = ANY($1::uuid[]) AND status <> 'failed' GROUP BY 1`,
      [[...tradeIds]],
    );
    return new Map(rows.map((r) => [r.trade_id, r.n]));
  }

  /**
   * The track record from the feed's daily closes of every trade the institution published (cancelled
   * ones too: a record cannot drop its losers), nothing typed in: not the disclosed buy price, not a return.
   */
  async trackRecord(institutionId: string): Promise<FollowTrackRecord> {
    await this.institution(institutionId);
    const trades = await this.ds.getRepository(FollowTrade).find({ where: { institutionId }, order: { opensAt: 'ASC' } });
    const dir = await this.marketData.directory();
    const track: TrackTrade[] = [];
    const closes = new Map<string, Array<{ date: string; close: Decimal }>>();
    const now = this.clock.now();
    for (const t of trades) {
      const meta = dir.get(t.symbol);
      if (!meta || t.opensAt > now) continue;
      const zone = MARKET_HOURS[meta.market as MarketCode].zone;
      const fromDate = localDate(zone, t.opensAt);
      track.push({ id: t.id, symbol: t.symbol, fromDate, quantity: t.minQuantity, fee: t.fee });
      if (!closes.has(t.symbol)) closes.set(t.symbol, []);
    }
    for (const symbol of closes.keys()) {
      const first = track.filter((t) => t.symbol === symbol).reduce((m, t) => (t.fromDate < m ? t.fromDate : m), '9999-12-31');
      const rows = await readDailyBars(this.ds, symbol, first, '9999-12-31', 5000);
      closes.set(
        symbol,
        rows.map((r) => ({ date: r.tradeDate, close: new Money(r.close) })),
      );
    }
    // Charges per leg, read once per (symbol, leg, price, date) from the trading charge table.
    const memo = new Map<string, Decimal>();
    const pending: Array<Promise<void>> = [];
    const key = (s: string, l: string, q: number, p: Decimal, d: string) => `${s}|${l}|${q}|${p.toFixed()}|${d}`;
    for (const t of track)
      for (const r of closes.get(t.symbol) ?? [])
        if (r.date >= t.fromDate)
          for (const leg of ['open', 'close'] as const) {
            const k = key(t.symbol, leg, t.quantity, r.close, r.date);
            if (memo.has(k)) continue;
            memo.set(k, new Money(0));
            pending.push(
              this.trading.legChargesTotal(t.symbol, leg, t.quantity, r.close, new Date(`${r.date}T12:00:00Z`)).then((v) => {
                memo.set(k, v);
              }),
            );
          }
    await Promise.all(pending);
    const record = computeTrackRecord(track, closes, (s, l, q, p, d) => memo.get(key(s, l, q, p, d)) ?? new Money(0));
    const quotes = await this.marketData.quoteViews([...closes.keys()]);
    return {
      institutionId,
      ...record,
      netOfCharges: true,
      simulated: quotes.some((q) => q?.simulated) || (quotes.length > 0 && quotes.every((q) => q === null)),
    };
  }
}
