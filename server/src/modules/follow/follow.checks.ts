import type { LedgerCheck } from '../../app/module';
import { Money } from '../../shared/money';

/**
 * Every follow in progress has its hold pending for exactly its held amount; every decided follow's hold
 * is voided (released in full: a filled follow is paid from available cash by its order and fee
 * entries); every successful one has its position, opened by an order whose origin is 'follow'; and the
 * hold belongs to the follower.
 */
export const followHoldsMatchFollows: LedgerCheck = {
  name: 'follow.holds',
  async run(em) {
    const rows: Array<{ id: string; status: string; hold_status: string; held: string; amount: string; currency: string }> = await em.query(
      `SELECT f.id, f.status, h.status AS hold_status, f.held_amount AS held, h.amount, h.currency
       FROM follows f JOIN ledger_holds h ON h.id = f.hold_id
       LEFT JOIN positions p ON p.id = f.position_id LEFT JOIN orders o ON o.id = p.order_id
       WHERE h.amount <> f.held_amount
          OR h.owner_id <> f.user_id
          OR NOT ((f.status = 'in_progress' AND h.status = 'pending')
               OR (f.status = 'successful' AND h.status = 'voided' AND p.user_id = f.user_id AND o.origin = 'follow' AND p.shares = f.quantity)
               OR (f.status = 'failed' AND h.status = 'voided'))`,
    );
    return rows.map((r) => ({
      kind: 'FOLLOW_HOLD_MISMATCH',
      currency: r.currency.trim(),
      detail: `follow ${r.id} is ${r.status} but its hold is ${r.hold_status}`,
      expected: new Money(r.held).toFixed(),
      actual: new Money(r.amount).toFixed(),
    }));
  },
};
