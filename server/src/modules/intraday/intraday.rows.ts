import type { EntityManager } from 'typeorm';
import type { Phase, RejectReason, RiskBand } from './intraday-rules';

// The rows of applications and their trades, and the reads and locks the commands, the engine and the
// queries share.

/** What an application's hold, journal entries and events refer to. */
export const REFERENCE_TYPE = 'intraday_application';
export const INTRADAY_EVENT = 'INTRADAY_UPDATED';

export type ApplicationStatus = 'pending_review' | 'approved' | 'rejected';

export interface ApplicationRow {
  id: string;
  order_no: string;
  user_id: string;
  symbol: string;
  market: string;
  currency: string;
  amount: string;
  status: ApplicationStatus;
  reasons: RejectReason[];
  risk_band: RiskBand | null;
  assessment: Record<string, unknown>;
  trade_date: string;
  session_open: Date | null;
  session_close: Date | null;
  phase: Phase;
  atr: string | null;
  range_high: string | null;
  range_low: string | null;
  last_signal_bar: Date | null;
  cash: string;
  realised_net: string;
  entries: number;
  position_id: string | null;
  stop_price: string | null;
  target_price: string | null;
  hold_id: string | null;
  net_result: string | null;
  finished_reason: string | null;
  created_at: Date;
  decided_at: Date | null;
  finished_at: Date | null;
  updated_at: Date;
}

export interface TradeRow {
  id: string;
  application_id: string;
  user_id: string;
  seq: number;
  decision_key: string;
  order_id: string;
  position_id: string;
  shares: number;
  entry_cost: string;
  stop_price: string;
  target_price: string;
  exit_reason: string | null;
  proceeds: string | null;
  net_profit: string | null;
  opened_at: Date;
  closed_at: Date | null;
}

export const APPLICATION_SELECT = `SELECT a.*, a.trade_date::text AS trade_date, a.amount::text, a.cash::text, a.realised_net::text,
  a.atr::text, a.range_high::text, a.range_low::text, a.stop_price::text, a.target_price::text, a.net_result::text, a.hold_id::text
  FROM intraday_applications a`;

export async function readApplication(em: EntityManager, id: string): Promise<ApplicationRow | undefined> {
  const rows: ApplicationRow[] = await em.query(`${APPLICATION_SELECT} WHERE a.id = $1`, [id]);
  return rows[0];
}

/** Locks the application row, then reads it again (the owner's money lock must be held already). */
export async function lockApplication(em: EntityManager, id: string): Promise<ApplicationRow | undefined> {
  await em.query('SELECT id FROM intraday_applications WHERE id = $1 FOR UPDATE', [id]);
  return readApplication(em, id);
}

export async function updateApplication(em: EntityManager, id: string, set: Record<string, unknown>): Promise<void> {
  const cols = Object.keys(set);
  const assignments = cols.map((c, i) => `${c} = $${i + 2}`).join(', ');
  await em.query(`UPDATE intraday_applications SET ${assignments} WHERE id = $1`, [id, ...cols.map((c) => set[c])]);
}
