import { randomUUID } from 'node:crypto';
import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import { prepared } from '../../db/prepared';
import type { TradeSide } from './charges-rules';
import type { Trail } from './protective-rules';

// The book of what waits for a quote (migration 1766450000000-ProtectiveOrders): pending orders and the
// take-profit and stop-loss of open positions. The SQL of adding, finding, moving and removing its rows.

export type RestingKind = 'limit' | 'stop' | 'stop_limit' | 'trailing_stop';

export interface RestingRow {
  id: string;
  user_id: string;
  order_id: string | null;
  position_id: string | null;
  symbol: string;
  side: TradeSide;
  kind: RestingKind;
  limit_price: string | null;
  trigger_price: string | null;
  trail_amount: string | null;
  trail_percent: string | null;
  trail_best: string | null;
  expires_at: Date | null;
}

export interface NewResting {
  userId: string;
  orderId?: string;
  positionId?: string;
  symbol: string;
  side: TradeSide;
  kind: RestingKind;
  limitPrice?: Decimal | null;
  stopPrice?: Decimal | null;
  trail?: Trail | null;
  /** A trailing stop's starting best quote (the side it trades at when placed). */
  best?: Decimal | null;
  expiresAt?: Date | null;
  at: Date;
}

/** A trailing stop's raw level from its best quote: best − trail for a sell, best + trail for a buy (not yet on the tick grid). */
export function rawTrailLevel(side: TradeSide, best: Decimal, trail: Trail): Decimal {
  const distance = trail.kind === 'amount' ? trail.amount : best.times(trail.percent).dividedBy(100);
  return (side === 'sell' ? best.minus(distance) : best.plus(distance)).toDecimalPlaces(8);
}

export function trailOf(row: { trail_amount: string | null; trail_percent: string | null }, money: (v: string) => Decimal): Trail | null {
  if (row.trail_amount !== null) return { kind: 'amount', amount: money(row.trail_amount) };
  if (row.trail_percent !== null) return { kind: 'percent', percent: money(row.trail_percent) };
  return null;
}

export async function addResting(em: EntityManager, r: NewResting): Promise<void> {
  const trigger = r.kind === 'trailing_stop' ? rawTrailLevel(r.side, r.best as Decimal, r.trail as Trail) : (r.stopPrice ?? null);
  await em.query(
    prepared(`INSERT INTO resting_orders (id, user_id, order_id, position_id, symbol, side, kind, limit_price, trigger_price, trail_amount, trail_percent,
       trail_best, expires_at, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`),
    [
      randomUUID(),
      r.userId,
      r.orderId ?? null,
      r.positionId ?? null,
      r.symbol,
      r.side,
      r.kind,
      r.limitPrice?.toFixed() ?? null,
      r.kind === 'limit' ? null : (trigger?.toFixed() ?? null),
      r.trail?.kind === 'amount' ? r.trail.amount.toFixed() : null,
      r.trail?.kind === 'percent' ? r.trail.percent.toFixed() : null,
      r.kind === 'trailing_stop' ? (r.best as Decimal).toFixed() : null,
      r.expiresAt ?? null,
      r.at,
    ],
  );
}

/** Locks a row of the book (the owner's money lock taken first); undefined once it has left the book. */
export async function lockResting(em: EntityManager, id: string): Promise<RestingRow | undefined> {
  const rows: RestingRow[] = await em.query('SELECT * FROM resting_orders WHERE id = $1 FOR UPDATE', [id]);
  return rows[0];
}

export async function restingOfOrder(em: EntityManager, orderId: string): Promise<RestingRow | undefined> {
  const rows: RestingRow[] = await em.query('SELECT * FROM resting_orders WHERE order_id = $1 FOR UPDATE', [orderId]);
  return rows[0];
}

export async function removeOrderFromBook(em: EntityManager, orderId: string): Promise<void> {
  await em.query(prepared('DELETE FROM resting_orders WHERE order_id = $1'), [orderId]);
}

/** Takes a position's take-profit and stop-loss off the book; answers what was there. */
export async function removePositionFromBook(em: EntityManager, positionId: string): Promise<RestingRow[]> {
  return em.query(prepared(`WITH d AS (DELETE FROM resting_orders WHERE position_id = $1 RETURNING *) SELECT * FROM d`), [positionId]);
}

export const MOVE_TRAILS_SQL = `WITH reached AS (
       SELECT r.id, q.bid, q.ask FROM quotes q CROSS JOIN LATERAL (
         SELECT id FROM resting_orders r WHERE r.symbol = q.symbol AND r.kind = 'trailing_stop' AND r.side = 'sell' AND r.trail_best < q.bid
         UNION ALL
         SELECT id FROM resting_orders r WHERE r.symbol = q.symbol AND r.kind = 'trailing_stop' AND r.side = 'buy' AND r.trail_best > q.ask
       ) r
       WHERE q.symbol = ANY($1::varchar[])),
     moved AS (
       UPDATE resting_orders r
          SET trail_best = CASE WHEN r.side = 'sell' THEN m.bid ELSE m.ask END,
              trigger_price = CASE WHEN r.side = 'sell'
                THEN m.bid - coalesce(r.trail_amount, round(m.bid * r.trail_percent / 100, 8))
                ELSE m.ask + coalesce(r.trail_amount, round(m.ask * r.trail_percent / 100, 8)) END
         FROM reached m WHERE r.id = m.id
        RETURNING 1)
     SELECT count(*)::text AS n FROM moved`;

/**
 * Moves the trailing stops of the symbols a tick batch moved: a sell trailing stop whose best bid the
 * fresh bid beats, a buy trailing stop whose best ask the fresh ask undercuts. One statement; each of its
 * range scans reads only the rows whose best moved. Not a prepared statement (nor is the matcher's): a
 * generic plan for any list of symbols may read the whole book; a plan for the list at hand probes the
 * partial indexes per symbol and side. `fresh` are the symbols whose quote is fresh and whose
 * market is in session (integrity rule 7: a stale or closed quote moves nothing).
 */
export async function moveTrails(db: DataSource | EntityManager, fresh: readonly string[]): Promise<number> {
  if (fresh.length === 0) return 0;
  const rows: Array<{ n: string }> = await db.query(MOVE_TRAILS_SQL, [fresh]);
  return Number(rows[0]?.n ?? 0);
}

export const REACHED_SQL = `SELECT r.* FROM quotes q CROSS JOIN LATERAL (
         SELECT * FROM resting_orders r WHERE r.symbol = q.symbol AND r.kind = 'limit' AND r.side = 'buy' AND r.limit_price >= q.ask
         UNION ALL
         SELECT * FROM resting_orders r WHERE r.symbol = q.symbol AND r.kind = 'limit' AND r.side = 'sell' AND r.limit_price <= q.bid
         UNION ALL
         SELECT * FROM resting_orders r WHERE r.symbol = q.symbol AND r.kind <> 'limit' AND r.side = 'sell' AND r.trigger_price >= q.bid
         UNION ALL
         SELECT * FROM resting_orders r WHERE r.symbol = q.symbol AND r.kind <> 'limit' AND r.side = 'buy' AND r.trigger_price <= q.ask
       ) r
       WHERE q.symbol = ANY($1::varchar[])
       ORDER BY r.created_at, r.id`;

/**
 * The rows of the book the stored quotes of `symbols` reach: buy limits at or above the ask, sell limits
 * at or below the bid, sell stops at or above the bid, buy stops at or below the ask (a trailing stop by
 * its raw level, a superset of its level on the tick grid; the engine checks each exactly). Four range
 * scans per symbol, oldest first.
 */
export async function reachedRows(db: DataSource | EntityManager, symbols: readonly string[]): Promise<RestingRow[]> {
  if (symbols.length === 0) return [];
  return db.query(REACHED_SQL, [symbols]);
}

/** Orders of the book whose time in force has run out by `now`. */
export async function expiredRows(db: DataSource | EntityManager, now: Date, limit = 500): Promise<RestingRow[]> {
  return db.query(
    prepared('SELECT * FROM resting_orders WHERE expires_at IS NOT NULL AND expires_at <= $1 ORDER BY expires_at, id LIMIT $2'),
    [now, limit],
  );
}
