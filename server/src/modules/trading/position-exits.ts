import type Decimal from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { prepared } from '../../db/prepared';
import { Money } from '../../shared/money';
import type { Trail } from './protective-rules';
import { type RestingRow, addResting, removePositionFromBook, trailOf } from './resting-book';
import { type Direction, tradeSide } from './trading-rules';

// A position's exits (take-profit, stop-loss fixed or trailing) on the book, and their history in
// `protection_events`: set, removed, filled, cancelled. Used inside the caller's unit of work, under the
// owner's lock.

/**
 * Sets an open position's take-profit and stop-loss (null: none) in place of what it had: what changed
 * leaves the book and enters it again, each step in the position's protection history. The caller
 * checks the prices and holds the owner's lock.
 */
export async function setExits(
  em: EntityManager,
  s: {
    positionId: string;
    userId: string;
    symbol: string;
    direction: Direction;
    takeProfit: Decimal | null;
    stopLoss: { price: Decimal } | { trail: Trail } | null;
    quote: { bid: Decimal; ask: Decimal };
    at: Date;
  },
): Promise<void> {
  const side = tradeSide(s.direction, 'close');
  const current: RestingRow[] = await em.query('SELECT * FROM resting_orders WHERE position_id = $1 FOR UPDATE', [s.positionId]);
  const tp = current.find((r) => r.kind === 'limit');
  const sl = current.find((r) => r.kind !== 'limit');
  const event = (kind: 'take_profit' | 'stop_loss', action: 'set' | 'removed', price: Decimal | null, trail: Trail | null) =>
    em.query(
      prepared(`INSERT INTO protection_events (position_id, user_id, kind, action, price, trail_amount, trail_percent, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`),
      [
        s.positionId,
        s.userId,
        kind,
        action,
        price?.toFixed() ?? null,
        trail?.kind === 'amount' ? trail.amount.toFixed() : null,
        trail?.kind === 'percent' ? trail.percent.toFixed() : null,
        s.at,
      ],
    );
  const tpSame = tp ? s.takeProfit !== null && new Money(tp.limit_price as string).eq(s.takeProfit) : s.takeProfit === null;
  if (!tpSame) {
    if (tp) {
      await em.query('DELETE FROM resting_orders WHERE id = $1', [tp.id]);
      if (!s.takeProfit) await event('take_profit', 'removed', null, null);
    }
    if (s.takeProfit) {
      await addResting(em, {
        userId: s.userId,
        positionId: s.positionId,
        symbol: s.symbol,
        side,
        kind: 'limit',
        limitPrice: s.takeProfit,
        at: s.at,
      });
      await event('take_profit', 'set', s.takeProfit, null);
    }
  }
  const wanted = s.stopLoss;
  const slTrail = sl ? trailOf(sl, (v) => new Money(v)) : null;
  const slSame = !sl
    ? wanted === null
    : wanted !== null &&
      ('price' in wanted
        ? sl.kind === 'stop' && new Money(sl.trigger_price as string).eq(wanted.price)
        : slTrail !== null && sameTrail(slTrail, wanted.trail));
  if (!slSame) {
    if (sl) {
      await em.query('DELETE FROM resting_orders WHERE id = $1', [sl.id]);
      if (!wanted) await event('stop_loss', 'removed', null, null);
    }
    if (wanted) {
      const trail = 'trail' in wanted ? wanted.trail : null;
      await addResting(em, {
        userId: s.userId,
        positionId: s.positionId,
        symbol: s.symbol,
        side,
        kind: trail ? 'trailing_stop' : 'stop',
        stopPrice: 'price' in wanted ? wanted.price : null,
        trail,
        best: trail ? (side === 'sell' ? s.quote.bid : s.quote.ask) : null,
        at: s.at,
      });
      await event('stop_loss', 'set', 'price' in wanted ? wanted.price : null, trail);
    }
  }
}

/**
 * Takes a closed position's exits off the book: the one that triggered the close (a take-profit, or a
 * stop-loss fixed or trailing) is recorded as filled at its level, the other as cancelled, `oco`; when
 * something else closed the position, both as cancelled with its selling type.
 */
export async function endExits(
  em: EntityManager,
  e: { positionId: string; userId: string; sellingType: string; trigger: { price: Decimal } | null; at: Date },
): Promise<void> {
  const exits = await removePositionFromBook(em, e.positionId);
  const filledKind =
    e.sellingType === 'take_profit' ? 'limit' : e.sellingType === 'stop_loss' || e.sellingType === 'trailing_stop' ? 'stop' : null;
  for (const r of exits) {
    const filled = filledKind !== null && (r.kind === 'limit') === (filledKind === 'limit');
    await em.query(
      prepared(`INSERT INTO protection_events (position_id, user_id, kind, action, price, reason, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`),
      [
        e.positionId,
        e.userId,
        r.kind === 'limit' ? 'take_profit' : 'stop_loss',
        filled ? 'filled' : 'cancelled',
        e.trigger && filled ? e.trigger.price.toFixed() : null,
        filled ? null : filledKind ? 'oco' : e.sellingType,
        e.at,
      ],
    );
  }
}

function sameTrail(a: Trail, b: Trail): boolean {
  if (a.kind === 'amount' && b.kind === 'amount') return a.amount.eq(b.amount);
  if (a.kind === 'percent' && b.kind === 'percent') return a.percent.eq(b.percent);
  return false;
}
