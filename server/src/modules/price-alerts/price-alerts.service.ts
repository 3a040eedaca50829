import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import { prepared } from '../../db/prepared';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { isUuid } from '../../shared/ids';
import { Money } from '../../shared/money';
import type { User } from '../auth/user.entity';
import { MarketError } from '../market-data/market-data.errors';
import type { MarketDataService } from '../market-data/market-data.service';
import { PriceAlertError } from './price-alerts.errors';
import { type CreatePriceAlertInput, type PriceAlert, PriceAlertCondition, PriceAlertRepeat, PriceAlertStatus } from './price-alerts.types';

/** Alerts a user may have set at once (active or paused). */
export const MAX_ALERTS_PER_USER = 100;
/** The outbox event of a fired alert (price-alerts.notifications.ts makes it a notification). */
export const PRICE_ALERT_TRIGGERED = 'PRICE_ALERT_TRIGGERED';
const MAX_COOLDOWN_MINUTES = 7 * 24 * 60;
const MAX_PRICE = new Money('1000000000');

interface AlertRow {
  id: string;
  user_id: string;
  symbol: string;
  condition: PriceAlertCondition;
  value: string | null;
  repeat: boolean;
  cooldown_minutes: number;
  status: PriceAlertStatus;
  trigger_count: number;
  last_triggered_at: Date | null;
  last_price: string | null;
  created_at: Date;
}

const COLUMNS = `id, user_id, symbol, condition, value::text, repeat, cooldown_minutes, status, trigger_count, last_triggered_at,
  last_price::text, created_at`;

/** The ticked symbols' fresh quotes (`$1` symbols, `$2` now, `$3` the age beyond which a quote is stale: never judged on, integrity rule 7). */
const FRESH = `q AS (
      SELECT q.symbol, q.price, q.prev_close, q.trade_date FROM quotes q
      WHERE q.symbol = ANY($1::varchar[]) AND q.at >= $2::timestamptz - make_interval(secs => $3::int))`;

/**
 * The price alerts a fresh quote crosses, as `(id, price)` rows (`$4`: the ids to consider). Each
 * condition is a range scan of `price_alerts_armed_idx` bounded by the quote (above: value ≤ price;
 * below: value ≥ price; day move: value ≤ |move %|), so resting alerts cost nothing. With `extremes`,
 * the 52-week ones too (the year's high and low read from the daily bars: used under the lock, where
 * only alerts already found crossed are judged).
 */
function crossedSql(restrictIds: boolean, extremes: boolean): string {
  const armed = `a.status = 'active' AND a.symbol = x.symbol AND a.rest_until <= $2${restrictIds ? ' AND a.id = ANY($4::uuid[])' : ''}`;
  const x = extremes
    ? `x AS (SELECT q.*, e.hi, e.lo FROM q LEFT JOIN LATERAL (
         SELECT max(b.high) AS hi, min(b.low) AS lo FROM bars_daily b
         WHERE b.symbol = q.symbol AND b.trade_date >= q.trade_date - 364 AND b.trade_date < q.trade_date) e ON true)`
    : 'x AS (SELECT * FROM q)';
  return `WITH ${FRESH}, ${x}
    SELECT c.id, x.price FROM x CROSS JOIN LATERAL (
      SELECT a.id FROM price_alerts a WHERE ${armed} AND a.condition = 'above' AND a.value <= x.price
      UNION ALL SELECT a.id FROM price_alerts a WHERE ${armed} AND a.condition = 'below' AND a.value >= x.price
      UNION ALL SELECT a.id FROM price_alerts a WHERE ${armed} AND a.condition = 'day_move_pct' AND x.prev_close > 0
        AND a.value <= abs(x.price - x.prev_close) * 100 / x.prev_close
      ${
        extremes
          ? `UNION ALL SELECT a.id FROM price_alerts a WHERE ${armed} AND a.condition = 'high_52w' AND x.price > x.hi
      UNION ALL SELECT a.id FROM price_alerts a WHERE ${armed} AND a.condition = 'low_52w' AND x.price < x.lo`
          : ''
      }
    ) c`;
}

/**
 * One round trip per batch: the alerts crossed (`id`), and the ticked symbols with armed 52-week alerts
 * (`symbol`, fresh price, trade date: judged against the day's cached extremes).
 */
export const PROBE = `${crossedSql(false, false).replace('SELECT c.id, x.price FROM', 'SELECT c.id, NULL::varchar AS symbol, NULL::text AS price, NULL::text AS trade_date FROM')}
  UNION ALL
  SELECT NULL::uuid, q.symbol, q.price::text, q.trade_date::text FROM q
  WHERE EXISTS (SELECT 1 FROM price_alerts a WHERE a.status = 'active' AND a.symbol = q.symbol AND a.condition IN ('high_52w', 'low_52w')
                  AND a.rest_until <= $2)`;

/** Price alerts: set, listed, paused and deleted by their owner; judged on the feed's fresh ticks. */
export class PriceAlertsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly marketData: MarketDataService,
    private readonly quoteMaxAgeSeconds: number,
  ) {}

  /**
   * The 52-week high and low before each symbol's trade date, read once per symbol and trade date (past
   * daily bars do not change during the day): a tick then judges 52-week alerts without reading a year of bars.
   */
  private readonly extremes = new Map<string, { tradeDate: string; hi: Decimal | null; lo: Decimal | null }>();

  private async extremesOf(rows: ReadonlyArray<{ symbol: string; trade_date: string }>) {
    const missing = rows.filter((r) => this.extremes.get(r.symbol)?.tradeDate !== r.trade_date);
    if (missing.length) {
      const found: Array<{ symbol: string; trade_date: string; hi: string | null; lo: string | null }> = await this.ds.query(
        `SELECT m.symbol, m.trade_date::text, e.hi::text, e.lo::text
         FROM unnest($1::varchar[], $2::date[]) AS m(symbol, trade_date) LEFT JOIN LATERAL (
           SELECT max(b.high) AS hi, min(b.low) AS lo FROM bars_daily b
           WHERE b.symbol = m.symbol AND b.trade_date >= m.trade_date - 364 AND b.trade_date < m.trade_date) e ON true`,
        [missing.map((r) => r.symbol), missing.map((r) => r.trade_date)],
      );
      for (const f of found)
        this.extremes.set(f.symbol, {
          tradeDate: f.trade_date,
          hi: f.hi === null ? null : new Money(f.hi),
          lo: f.lo === null ? null : new Money(f.lo),
        });
    }
    return this.extremes;
  }

  async create(user: User, input: CreatePriceAlertInput): Promise<PriceAlert> {
    const dir = await this.marketData.directory();
    const meta = dir.get(input.symbol.trim());
    if (!meta) throw new DomainError(MarketError.INSTRUMENT_NOT_FOUND);
    const value = checkedValue(input.condition, input.value ?? null);
    const repeat = input.repeat === PriceAlertRepeat.REPEAT;
    const cooldown = input.cooldownMinutes ?? (repeat ? 60 : 0);
    if (repeat ? cooldown < 1 || cooldown > MAX_COOLDOWN_MINUTES : cooldown !== 0)
      throw new DomainError(PriceAlertError.PRICE_ALERT_COOLDOWN_INVALID);
    const now = this.clock.now();
    return this.uow.run(
      async (tx) => {
        // Counted under the user's lock: two requests at once cannot both be the 100th.
        const [{ n }]: Array<{ n: number }> = await tx.em.query(
          `SELECT count(*)::int AS n FROM price_alerts WHERE user_id = $1 AND status IN ('active', 'paused')`,
          [user.id],
        );
        if (n >= MAX_ALERTS_PER_USER) throw new DomainError(PriceAlertError.PRICE_ALERT_LIMIT_REACHED, { limit: MAX_ALERTS_PER_USER });
        const [row]: AlertRow[] = await tx.em.query(
          `INSERT INTO price_alerts (user_id, symbol, condition, value, repeat, cooldown_minutes, status, rest_until, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'active', $7, $7, $7) RETURNING ${COLUMNS}`,
          [user.id, meta.symbol, input.condition, value?.toFixed() ?? null, repeat, cooldown, now],
        );
        return toAlert(row);
      },
      { lockUsers: [user.id] },
    );
  }

  /** The user's alerts (or one symbol's), active and paused first, newest first. */
  async list(userId: string, symbol: string | null | undefined, first: number): Promise<PriceAlert[]> {
    const rows: AlertRow[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM price_alerts WHERE user_id = $1 AND ($2::varchar IS NULL OR symbol = $2)
       ORDER BY (status = 'done'), created_at DESC, id DESC LIMIT $3`,
      [userId, symbol?.trim() || null, first],
    );
    return rows.map(toAlert);
  }

  /** Pauses or resumes one of the user's alerts (a resumed one is armed from now). A done alert is NOT_FOUND. */
  async setPaused(userId: string, id: string, paused: boolean): Promise<PriceAlert> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const now = this.clock.now();
    const [rows]: [AlertRow[], number] = await this.ds.query(
      `UPDATE price_alerts SET status = $3::varchar, rest_until = CASE WHEN $3::varchar = 'active' THEN $4::timestamptz ELSE rest_until END, updated_at = $4
       WHERE id = $1 AND user_id = $2 AND status IN ('active', 'paused') RETURNING ${COLUMNS}`,
      [id, userId, paused ? 'paused' : 'active', now],
    );
    if (!rows[0]) throw new DomainError(CommonError.NOT_FOUND);
    return toAlert(rows[0]);
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (!isUuid(id)) throw new DomainError(CommonError.NOT_FOUND);
    const [rows]: [unknown[], number] = await this.ds.query(`DELETE FROM price_alerts WHERE id = $1 AND user_id = $2 RETURNING id`, [
      id,
      userId,
    ]);
    if (rows.length === 0) throw new DomainError(CommonError.NOT_FOUND);
    return true;
  }

  /**
   * After a batch of ticks: fires the alerts the fresh quotes cross. One read finds them (nothing else
   * when none is crossed); then one transaction fires them with a conditional UPDATE … RETURNING (still
   * active, cool-down over), so two batches racing fire an alert once, and emits PRICE_ALERT_TRIGGERED
   * per alert, whose notification the outbox writes in the same transaction. Answers how many fired.
   */
  async evaluate(symbols: readonly string[]): Promise<number> {
    if (symbols.length === 0) return 0;
    const now = this.clock.now();
    const params = [symbols, now, this.quoteMaxAgeSeconds];
    const probed: Array<{ id: string | null; symbol: string; price: string; trade_date: string }> = await this.ds.query(
      prepared(PROBE),
      params,
    );
    const crossed = probed.filter((r) => r.id !== null) as Array<{ id: string }>;
    // 52-week alerts: only symbols that have some, against the day's cached extremes.
    const watching = probed.filter((r) => r.id === null);
    if (watching.length) {
      const extremes = await this.extremesOf(watching);
      const highs: string[] = [];
      const lows: string[] = [];
      for (const w of watching) {
        const e = extremes.get(w.symbol);
        if (e?.hi && new Money(w.price).gt(e.hi)) highs.push(w.symbol);
        if (e?.lo && new Money(w.price).lt(e.lo)) lows.push(w.symbol);
      }
      if (highs.length || lows.length)
        crossed.push(
          ...(await this.ds.query(
            `SELECT id FROM price_alerts WHERE status = 'active' AND rest_until <= $3
               AND ((condition = 'high_52w' AND symbol = ANY($1::varchar[])) OR (condition = 'low_52w' AND symbol = ANY($2::varchar[])))`,
            [highs, lows, now],
          )),
        );
    }
    if (crossed.length === 0) return 0;
    const ids = [...new Set(crossed.map((c) => c.id))];
    return this.uow.run(async (tx) => {
      const [fired]: [Array<AlertRow & { price: string }>, number] = await tx.em.query(
        `WITH m AS (${crossedSql(true, true)})
         UPDATE price_alerts a SET status = CASE WHEN a.repeat THEN 'active' ELSE 'done' END,
           rest_until = $2::timestamptz + make_interval(mins => a.cooldown_minutes), trigger_count = a.trigger_count + 1,
           last_triggered_at = $2, last_price = m.price, updated_at = $2
         FROM m WHERE a.id = m.id AND a.status = 'active' AND a.rest_until <= $2
         RETURNING a.id, a.user_id, a.symbol, a.condition, a.value::text, a.repeat, a.status, a.trigger_count, m.price::text AS price`,
        [symbols, now, this.quoteMaxAgeSeconds, ids],
      );
      const byUser = new Map<string, typeof fired>();
      for (const f of fired) byUser.set(f.user_id, [...(byUser.get(f.user_id) ?? []), f]);
      // Users in one order, so two batches firing for the same users meet their outboxes in one order.
      for (const userId of [...byUser.keys()].sort()) {
        const events = (byUser.get(userId) ?? []).map((f) => ({
          type: PRICE_ALERT_TRIGGERED,
          payload: {
            id: f.id,
            symbol: f.symbol,
            condition: f.condition,
            value: f.value,
            price: f.price,
            status: f.status,
            triggerCount: f.trigger_count,
          },
        }));
        await tx.emitMany(userId, events, now);
      }
      return fired.length;
    });
  }
}

function checkedValue(condition: PriceAlertCondition, value: Decimal | null): Decimal | null {
  switch (condition) {
    case PriceAlertCondition.ABOVE:
    case PriceAlertCondition.BELOW:
      if (!value || value.lte(0) || value.decimalPlaces() > 4 || value.gte(MAX_PRICE))
        throw new DomainError(PriceAlertError.PRICE_ALERT_PRICE_INVALID);
      return value;
    case PriceAlertCondition.DAY_MOVE_PCT:
      if (!value || value.lte(0) || value.gt(100) || value.decimalPlaces() > 2)
        throw new DomainError(PriceAlertError.PRICE_ALERT_PERCENT_INVALID);
      return value;
    default:
      if (value) throw new DomainError(PriceAlertError.PRICE_ALERT_VALUE_NOT_ALLOWED);
      return null;
  }
}

function toAlert(r: AlertRow): PriceAlert {
  return {
    id: r.id,
    symbol: r.symbol,
    condition: r.condition,
    value: r.value === null ? null : new Money(r.value),
    repeat: r.repeat ? PriceAlertRepeat.REPEAT : PriceAlertRepeat.ONCE,
    cooldownMinutes: r.cooldown_minutes,
    status: r.status,
    triggerCount: r.trigger_count,
    lastTriggeredAt: r.last_triggered_at,
    lastPrice: r.last_price === null ? null : new Money(r.last_price),
    createdAt: r.created_at,
  };
}
