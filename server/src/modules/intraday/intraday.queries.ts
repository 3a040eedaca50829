import type { DataSource } from 'typeorm';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import { decodeCursor, type Page, type PageArgs, pageOf } from '../../shared/pagination';
import type { ProductTrades } from '../trading/trading.products';
import { STRATEGY_TERMS } from './intraday-rules';
import { APPLICATION_SELECT, type ApplicationRow } from './intraday.rows';
import {
  IntradayApplication,
  IntradayAssessmentView,
  type IntradayExitReason,
  type IntradayPhase,
  type IntradayRejectReason,
  type IntradayRiskBand,
  type IntradayStatus,
  IntradayTerms,
  IntradayTrade,
} from './intraday.types';

interface TradeView {
  id: string;
  application_id: string;
  seq: number;
  position_id: string;
  order_no: string;
  trade_no: string;
  shares: number;
  entry_price: string;
  exit_price: string | null;
  stop_price: string;
  target_price: string;
  open_charges_total: string;
  close_charges_total: string | null;
  net_profit: string | null;
  exit_reason: string | null;
  entry_simulated: boolean;
  exit_simulated: boolean | null;
  opened_at: Date;
  closed_at: Date | null;
  close_net: string | null;
}

const TRADE_SELECT = `SELECT t.id, t.application_id, t.seq, t.position_id, o.order_no, p.trade_no, t.shares, p.entry_price::text,
    c.exit_price::text, t.stop_price::text, t.target_price::text, p.open_charges_total::text, c.close_charges_total::text,
    t.net_profit::text, t.exit_reason, p.entry_simulated, c.exit_simulated, t.opened_at, t.closed_at,
    c.net_profit::text AS close_net
  FROM intraday_trades t JOIN positions p ON p.id = t.position_id JOIN orders o ON o.id = t.order_id
  LEFT JOIN position_closes c ON c.position_id = t.position_id`;

const dec = (v: string | null) => (v === null ? null : new Money(v));

/** The read model: the user's records with their trades, the published terms, and the ops list with every assessment input. */
export class IntradayQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly flatLeadSeconds: number,
    private readonly trading: Pick<ProductTrades, 'liveNets'>,
  ) {}

  terms(): IntradayTerms {
    const t = STRATEGY_TERMS;
    return Object.assign(new IntradayTerms(), {
      rule: 'opening_range_breakout_long',
      minAmount: t.minAmount,
      maxAmount: t.maxAmount,
      maxExposure: t.maxExposure,
      maxActive: t.maxActive,
      openingRangeMinutes: t.openingRangeMinutes,
      entryCutoffMinutes: t.entryCutoffMinutes,
      maxEntriesPerDay: t.maxEntriesPerDay,
      stopAtrMultiple: t.stopAtrMultiple,
      targetMultiple: t.targetMultiple,
      dailyLossLimit: t.dailyLossLimit,
      riskLow: t.riskPerTrade.low,
      riskMedium: t.riskPerTrade.medium,
      riskHigh: t.riskPerTrade.high,
      flatLeadSeconds: this.flatLeadSeconds,
    });
  }

  /** One of the user's own applications (another user's is NOT_FOUND). */
  async applicationOf(userId: string, id: string): Promise<IntradayApplication> {
    const rows: ApplicationRow[] = isUuid(id)
      ? await this.ds.query(`${APPLICATION_SELECT} WHERE a.id = $1 AND a.user_id = $2`, [id, userId])
      : [];
    if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
    return (await this.views(rows))[0];
  }

  async myApplications(userId: string, args: PageArgs): Promise<Page<IntradayApplication>> {
    const scope = ['intradayApplications', userId];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const rows: ApplicationRow[] = await this.ds.query(
      `${APPLICATION_SELECT} WHERE a.user_id = $1 AND ($2::timestamptz IS NULL OR (a.created_at, a.id) < ($2, $3::uuid))
       ORDER BY a.created_at DESC, a.id DESC LIMIT $4`,
      [userId, after?.[0] ?? null, after?.[1] ?? null, args.first + 1],
    );
    const page = pageOf(rows, args.first, (r) => [new Date(r.created_at), r.id], scope);
    return { items: await this.views(page.items), nextCursor: page.nextCursor };
  }

  /** Ops: every application, newest first, with the applicant and every input of its assessment. */
  async opsApplications(args: PageArgs & { status?: string | null }): Promise<Page<IntradayAssessmentView>> {
    const scope = ['opsIntradayApplications', args.status ?? null];
    const after = decodeCursor(args.after, scope, ['instant', 'uuid'] as const);
    const rows: Array<ApplicationRow & { phone: string }> = await this.ds.query(
      `${APPLICATION_SELECT.replace('FROM intraday_applications a', ', u.phone FROM intraday_applications a JOIN users u ON u.id = a.user_id')}
       WHERE ($1::varchar IS NULL OR a.status = $1) AND ($2::timestamptz IS NULL OR (a.created_at, a.id) < ($2, $3::uuid))
       ORDER BY a.created_at DESC, a.id DESC LIMIT $4`,
      [args.status ?? null, after?.[0] ?? null, after?.[1] ?? null, args.first + 1],
    );
    const page = pageOf(rows, args.first, (r) => [new Date(r.created_at), r.id], scope);
    const views = await this.views(page.items);
    return {
      items: page.items.map((r, i) =>
        Object.assign(new IntradayAssessmentView(), {
          application: views[i],
          userId: r.user_id,
          userPhone: r.phone,
          inputs: JSON.stringify(r.assessment),
        }),
      ),
      nextCursor: page.nextCursor,
    };
  }

  private async views(rows: readonly ApplicationRow[]): Promise<IntradayApplication[]> {
    if (rows.length === 0) return [];
    const trades: TradeView[] = await this.ds.query(`${TRADE_SELECT} WHERE t.application_id = ANY($1::uuid[]) ORDER BY t.seq`, [
      rows.map((r) => r.id),
    ]);
    // Open positions marked now, as Trade marks them (one read per owner: a user's list has one).
    const marks = new Map<string, Money>();
    for (const userId of new Set(rows.map((r) => r.user_id))) {
      const open = trades.filter((t) => t.close_net === null && rows.some((r) => r.id === t.application_id && r.user_id === userId));
      for (const [id, net] of await this.trading.liveNets(
        userId,
        open.map((t) => t.position_id),
      ))
        marks.set(id, net);
    }
    return rows.map((r) => {
      const raw = trades.filter((t) => t.application_id === r.id);
      const mine = raw.map(toTrade);
      // Result so far: the closed trades' net plus the open one marked at the quote, each after every charge.
      const resultNow = raw.reduce(
        (s, t) =>
          t.closed_at === null
            ? // Closed by the user but not booked yet: what the close made; else the mark (no quote: the charges paid).
              s.plus(t.close_net ?? marks.get(t.position_id) ?? new Money(t.open_charges_total).neg())
            : s,
        new Money(r.realised_net),
      );
      const charges = mine.reduce((s, t) => s.plus(t.buyCharges).plus(t.sellCharges ?? 0), new Money(0));
      return Object.assign(new IntradayApplication(), {
        id: r.id,
        orderNo: r.order_no,
        symbol: r.symbol,
        currency: r.currency.trim(),
        amount: new Money(r.amount),
        status: r.status as IntradayStatus,
        reasons: r.reasons as unknown as IntradayRejectReason[],
        riskBand: r.risk_band as IntradayRiskBand | null,
        phase: r.phase as IntradayPhase,
        holding: r.phase === 'holding',
        tradeDate: r.trade_date,
        atr: dec(r.atr),
        rangeHigh: dec(r.range_high),
        rangeLow: dec(r.range_low),
        realisedNet: new Money(r.realised_net),
        netResult: dec(r.net_result),
        resultNow: r.net_result === null ? resultNow : new Money(r.net_result),
        chargesTotal: charges,
        trades: mine,
        createdAt: r.created_at,
        decidedAt: r.decided_at,
        finishedAt: r.finished_at,
      });
    });
  }
}

function toTrade(t: TradeView): IntradayTrade {
  return Object.assign(new IntradayTrade(), {
    id: t.id,
    seq: t.seq,
    positionId: t.position_id,
    orderNo: t.order_no,
    tradeNo: t.trade_no,
    shares: t.shares,
    buyPrice: new Money(t.entry_price),
    sellPrice: dec(t.exit_price),
    stopPrice: new Money(t.stop_price),
    targetPrice: new Money(t.target_price),
    buyCharges: new Money(t.open_charges_total),
    sellCharges: dec(t.close_charges_total),
    netProfit: dec(t.net_profit),
    exitReason: t.exit_reason as IntradayExitReason | null,
    simulated: t.entry_simulated || t.exit_simulated === true,
    openedAt: t.opened_at,
    closedAt: t.closed_at,
  });
}
