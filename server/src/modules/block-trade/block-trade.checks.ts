import type { LedgerCheck } from '../../app/module';
import { Money } from '../../shared/money';

/**
 * Every in-progress subscription's hold is pending for exactly its held amount (amount + fee), every
 * successful one's is posted (and its position opened), every failed one's voided; and the hold belongs
 * to the subscriber. Nothing of a block trade stays in the allocation escrow: winners are paid and their
 * positions opened in one transaction, so the IPO escrow check stays exact.
 */
export const blockTradeHoldsMatchSubscriptions: LedgerCheck = {
  name: 'block_trade.holds',
  async run(em) {
    const rows: Array<{ id: string; status: string; hold_status: string; held: string; amount: string; currency: string }> = await em.query(
      `SELECT s.id, s.status, h.status AS hold_status, s.held_amount AS held, h.amount, h.currency
       FROM block_trade_subscriptions s JOIN ledger_holds h ON h.id = s.hold_id
       WHERE h.amount <> s.held_amount
          OR h.owner_id <> s.user_id
          OR NOT ((s.status = 'in_progress' AND h.status = 'pending')
               OR (s.status = 'successful' AND h.status = 'posted' AND h.posted_amount = s.transaction_amount + s.fee_paid
                   AND s.position_id IS NOT NULL)
               OR (s.status = 'failed' AND h.status = 'voided'))`,
    );
    return rows.map((r) => ({
      kind: 'BLOCK_TRADE_HOLD_MISMATCH',
      currency: r.currency.trim(),
      detail: `block-trade subscription ${r.id} is ${r.status} but its hold is ${r.hold_status}`,
      expected: new Money(r.held).toFixed(),
      actual: new Money(r.amount).toFixed(),
    }));
  },
};
