import type { DataSource } from 'typeorm';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import type { TradeDirection } from '../trading/trading.types';
import {
  type DividendPayment,
  DividendStatus,
  type DividendTotal,
  type DividendYear,
  type PositionCorporateActions,
  type PositionSplit,
  type StatementDividend,
} from './corporate-actions-applied.types';

const DIVIDEND_SELECT = `SELECT e.id, e.position_id, p.trade_no, e.symbol, e.direction, e.ex_date::text AS ex_date, coalesce(dp.pay_date, ca.pay_date)::text AS pay_date,
    e.shares, e.amount_per_share::text AS amount_per_share, btrim(e.dividend_currency) AS dividend_currency, btrim(e.settlement_currency) AS currency,
    dp.fx_mid::text AS fx_mid, dp.gross::text AS gross, dp.remainder::text AS remainder, dp.withholding_rate::text AS withholding_rate, dp.treaty_form,
    dp.withholding::text AS withholding, dp.net::text AS net, dp.from_margin::text AS from_margin, dp.paid_at, ca.simulated
  FROM dividend_entitlements e JOIN positions p ON p.id = e.position_id JOIN corporate_actions ca ON ca.id = e.action_id
    LEFT JOIN dividend_payments dp ON dp.entitlement_id = e.id`;

interface DividendRow {
  id: string;
  position_id: string;
  trade_no: string;
  symbol: string;
  direction: string;
  ex_date: string;
  pay_date: string | null;
  shares: number;
  amount_per_share: string;
  dividend_currency: string;
  currency: string;
  fx_mid: string | null;
  gross: string | null;
  remainder: string | null;
  withholding_rate: string | null;
  treaty_form: boolean | null;
  withholding: string | null;
  net: string | null;
  from_margin: string | null;
  paid_at: Date | null;
  simulated: boolean;
}

const dec = (v: string | null) => (v === null ? null : new Money(v));

function toPayment(r: DividendRow): DividendPayment {
  return {
    id: r.id,
    positionId: r.position_id,
    tradeNo: r.trade_no,
    symbol: r.symbol,
    direction: r.direction as TradeDirection,
    status: r.paid_at ? DividendStatus.PAID : DividendStatus.PENDING,
    exDate: r.ex_date,
    payDate: r.pay_date,
    shares: r.shares,
    amountPerShare: new Money(r.amount_per_share),
    dividendCurrency: r.dividend_currency,
    currency: r.currency,
    fxRate: dec(r.fx_mid),
    gross: dec(r.gross),
    remainder: dec(r.remainder),
    withholdingRate: dec(r.withholding_rate),
    treatyForm: r.treaty_form,
    withholding: dec(r.withholding),
    net: dec(r.net),
    fromMargin: r.direction === 'short' ? dec(r.from_margin) : null,
    paidAt: r.paid_at,
    simulated: r.simulated,
  };
}

/** Sums of paid dividends per currency: a short's payment counts against the net. */
export function dividendTotals(items: readonly DividendPayment[]): DividendTotal[] {
  const by = new Map<string, DividendTotal>();
  for (const d of items) {
    if (d.status !== DividendStatus.PAID || !d.gross || !d.net || !d.withholding) continue;
    const t = by.get(d.currency) ?? { currency: d.currency, gross: new Money(0), withholding: new Money(0), net: new Money(0), count: 0 };
    const sign = d.direction === 'short' ? -1 : 1;
    t.gross = t.gross.plus(d.gross.times(sign));
    t.withholding = t.withholding.plus(d.withholding);
    t.net = t.net.plus(d.net.times(sign));
    t.count++;
    by.set(d.currency, t);
  }
  return [...by.values()].sort((a, b) => a.currency.localeCompare(b.currency));
}

/** The user's side of dividends and splits: only their own positions, ever. */
export class DividendQueries {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** One year's dividends (by pay date; pending ones by ex-date), with the years that have any. */
  async year(userId: string, year?: number | null): Promise<DividendYear> {
    const yearsRows: Array<{ y: number }> = await this.ds.query(
      `SELECT DISTINCT extract(year FROM coalesce(dp.pay_date, e.ex_date))::int AS y
       FROM dividend_entitlements e LEFT JOIN dividend_payments dp ON dp.entitlement_id = e.id WHERE e.user_id = $1 ORDER BY 1 DESC`,
      [userId],
    );
    const years = yearsRows.map((r) => r.y);
    const y = year ?? years[0] ?? this.clock.now().getUTCFullYear();
    const rows: DividendRow[] = await this.ds.query(
      `${DIVIDEND_SELECT} WHERE e.user_id = $1 AND extract(year FROM coalesce(dp.pay_date, e.ex_date)) = $2
       ORDER BY (dp.entitlement_id IS NULL) DESC, coalesce(dp.pay_date, e.ex_date) DESC, e.symbol, e.id`,
      [userId, y],
    );
    const items = rows.map(toPayment);
    return { year: y, years, totals: dividendTotals(items), items };
  }

  /** Dividends and splits of one of the user's positions (another user's, or none: NOT_FOUND). */
  async forPosition(userId: string, positionId: string): Promise<PositionCorporateActions> {
    if (!isUuid(positionId)) throw new DomainError(CommonError.NOT_FOUND);
    const own: unknown[] = await this.ds.query('SELECT 1 FROM positions WHERE id = $1 AND user_id = $2', [positionId, userId]);
    if (own.length === 0) throw new DomainError(CommonError.NOT_FOUND);
    const [rows, splitRows] = await Promise.all([
      this.ds.query(`${DIVIDEND_SELECT} WHERE e.position_id = $1 ORDER BY e.ex_date DESC, e.id`, [positionId]) as Promise<DividendRow[]>,
      this.ds.query(
        `SELECT a.id::text AS id, ca.ex_date::text AS ex_date, ca.label, ca.ratio_from::text AS ratio_from, ca.ratio_to::text AS ratio_to,
                a.shares_before, a.shares_after, a.entry_price_before::text AS entry_price_before, a.entry_price_after::text AS entry_price_after,
                a.fraction::text AS fraction, a.close_price::text AS close_price, a.close_date::text AS close_date, a.cash_in_lieu::text AS cash_in_lieu,
                btrim(p.settlement_currency) AS currency, a.at, ca.simulated
         FROM position_adjustments a JOIN corporate_actions ca ON ca.id = a.action_id JOIN positions p ON p.id = a.position_id
         WHERE a.position_id = $1 AND a.kind = 'split' ORDER BY a.id`,
        [positionId],
      ) as Promise<
        Array<{
          id: string;
          ex_date: string;
          label: string | null;
          ratio_from: string;
          ratio_to: string;
          shares_before: number;
          shares_after: number;
          entry_price_before: string;
          entry_price_after: string;
          fraction: string;
          close_price: string | null;
          close_date: string | null;
          cash_in_lieu: string;
          currency: string;
          at: Date;
          simulated: boolean;
        }>
      >,
    ]);
    const dividends = rows.map(toPayment);
    const splits: PositionSplit[] = splitRows.map((s) => ({
      id: s.id,
      exDate: s.ex_date,
      label: s.label,
      ratioFrom: new Money(s.ratio_from),
      ratioTo: new Money(s.ratio_to),
      sharesBefore: s.shares_before,
      sharesAfter: s.shares_after,
      entryPriceBefore: new Money(s.entry_price_before),
      entryPriceAfter: new Money(s.entry_price_after),
      fraction: new Money(s.fraction),
      closePrice: dec(s.close_price),
      closeDate: s.close_date,
      cashInLieu: new Money(s.cash_in_lieu),
      currency: s.currency,
      at: s.at,
      simulated: s.simulated,
    }));
    return { dividends, totals: dividendTotals(dividends), splits };
  }

  /** Ops: how far one action was applied. */
  async progress(
    actionId: string,
  ): Promise<{ appliedAt: Date | null; positions: number; paid: number; pending: number; totals: DividendTotal[] }> {
    if (!isUuid(actionId)) throw new DomainError(CommonError.NOT_FOUND);
    const [run]: Array<{ applied_at: Date; positions: number }> = await this.ds.query(
      'SELECT applied_at, positions FROM corporate_action_runs WHERE action_id = $1',
      [actionId],
    );
    const rows: DividendRow[] = await this.ds.query(`${DIVIDEND_SELECT} WHERE e.action_id = $1`, [actionId]);
    const items = rows.map(toPayment);
    const paid = items.filter((d) => d.status === DividendStatus.PAID).length;
    return {
      appliedAt: run?.applied_at ?? null,
      positions: run?.positions ?? 0,
      paid,
      pending: items.length - paid,
      totals: dividendTotals(items),
    };
  }

  /** The dividends behind statement lines, by journal entry (one query for a page of lines). */
  async byEntries(entryIds: readonly string[]): Promise<Map<string, StatementDividend>> {
    const rows: Array<{
      entry_id: string;
      gross: string;
      withholding_rate: string;
      withholding: string;
      net: string;
      shares: number;
      amount_per_share: string;
      dividend_currency: string;
    }> = await this.ds.query(
      `SELECT dp.entry_id::text AS entry_id, dp.gross::text AS gross, dp.withholding_rate::text AS withholding_rate, dp.withholding::text AS withholding,
              dp.net::text AS net, e.shares, e.amount_per_share::text AS amount_per_share, btrim(e.dividend_currency) AS dividend_currency
       FROM dividend_payments dp JOIN dividend_entitlements e ON e.id = dp.entitlement_id WHERE dp.entry_id = ANY($1::bigint[])`,
      [entryIds.filter((id) => /^\d+$/.test(id))],
    );
    return new Map(
      rows.map((r) => [
        r.entry_id,
        {
          gross: new Money(r.gross),
          withholdingRate: new Money(r.withholding_rate),
          withholding: new Money(r.withholding),
          net: new Money(r.net),
          shares: r.shares,
          amountPerShare: new Money(r.amount_per_share),
          dividendCurrency: r.dividend_currency,
        },
      ]),
    );
  }
}
