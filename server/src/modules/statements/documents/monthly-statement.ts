import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import { Money } from '../../../shared/money';
import type { BuiltDocument, DocumentBuildContext, MonthKey, MonthlyStatementParams } from './document-build';
import { monthBounds } from './document-format';
import { renderMonthlyStatement } from './monthly-statement-render';
import type {
  Balances,
  DividendSums,
  MonthEndPosition,
  MonthHold,
  MonthlyStatementData,
  StatementCurrency,
  StatementLine,
} from './monthly-statement.types';

export type { Balances, DividendSums, MonthEndPosition, MonthHold, MonthlyStatementData, StatementCurrency, StatementLine };

// The monthly statement's data (issue 36): per cash currency, the opening balances, every ledger line of
// the UTC calendar month in the order it was applied, the closing balances, the trading charges and the
// dividends of the month, what was frozen at the month's end and the open positions valued at the month's
// last daily close. Read in one REPEATABLE READ snapshot from the ledger and the trading records, the
// way AccountsService.statement reads lines (ledger_postings of user_available / user_hold, balance_after
// along applied_seq); nothing is written. The drawing is in monthly-statement-render.ts.

const zero = () => new Money(0);
const dec = (v: string | null | undefined) => new Money(v ?? 0);

/** Reads a user's statement of one UTC calendar month ('YYYY-MM') in one snapshot. */
export async function loadMonthlyStatement(ds: DataSource, userId: string, month: MonthKey): Promise<MonthlyStatementData> {
  const b = monthBounds(month);
  return ds.transaction('REPEATABLE READ', async (em) => {
    await em.query('SET TRANSACTION READ ONLY');
    const balances = await readBalances(em, userId, b.start, b.end);
    const lines = await readLines(em, userId, b.start, b.end);
    const charges = await readCharges(em, userId, b.start, b.end);
    const dividends = await readDividends(em, userId, b.start, b.end);
    const holds = await readHolds(em, userId, b.end);
    const positions = await readPositions(em, userId, b.end, b.nextDay);
    const currencies = balances.map(({ currency, opening, closing }) => ({
      currency,
      opening,
      closing,
      lines: lines.filter((l) => l.currency === currency).map(({ currency: _c, ...l }) => l),
      charges: charges.filter((c) => c.currency === currency).map(({ kind, amount }) => ({ kind, amount })),
      dividends: dividends.get(currency) ?? {
        count: 0,
        gross: zero(),
        withholding: zero(),
        net: zero(),
        shortPaid: zero(),
        simulated: false,
      },
      holds: holds.filter((h) => h.currency === currency).map(({ currency: _c, ...h }) => h),
      positions: positions.filter((p) => p.settlementCurrency === currency),
    }));
    return { userId, month, start: b.start, end: b.end, firstDay: b.firstDay, lastDay: b.lastDay, currencies };
  });
}

/** Builds the monthly statement PDF: `vela-statement-YYYY-MM.pdf`. */
export async function buildMonthlyStatement(ctx: DocumentBuildContext, params: MonthlyStatementParams): Promise<BuiltDocument> {
  const data = await loadMonthlyStatement(ctx.ds, ctx.holder.userId, params.month);
  await ctx.progress(0.1);
  const bytes = await renderMonthlyStatement(ctx, data);
  return { bytes, contentType: 'application/pdf', fileName: `vela-statement-${data.month}.pdf` };
}

/**
 * Per currency the user has cash accounts in (used before the month's end): the available and frozen
 * balances at the month's start and end, each the balance_after of the account's last posting (in the
 * order postings were applied) of an entry made before that instant; zero before the first.
 */
async function readBalances(
  em: EntityManager,
  userId: string,
  start: Date,
  end: Date,
): Promise<Array<{ currency: string; opening: Balances; closing: Balances }>> {
  const rows: Array<{ currency: string; kind: string; opening: string | null; closing: string | null }> = await em.query(
    `SELECT btrim(a.currency) AS currency, a.kind,
       (SELECT p.balance_after::text FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
         WHERE p.account_id = a.id AND e.created_at < $2 ORDER BY p.applied_seq DESC LIMIT 1) AS opening,
       (SELECT p.balance_after::text FROM ledger_postings p JOIN ledger_entries e ON e.id = p.entry_id
         WHERE p.account_id = a.id AND e.created_at < $3 ORDER BY p.applied_seq DESC LIMIT 1) AS closing
     FROM ledger_accounts a
     WHERE a.owner_id = $1 AND a.kind IN ('user_available', 'user_hold')
     ORDER BY a.currency, a.kind, a.id`,
    [userId, start, end],
  );
  // A currency appears once the user had cash in it: an account with a posting before the month's end
  // (accounts are opened at the first posting, but their created_at is the database's time, not the clock's).
  const used = new Set(rows.filter((r) => r.closing !== null).map((r) => r.currency));
  const by = new Map<string, { currency: string; opening: Balances; closing: Balances }>();
  for (const r of rows.filter((row) => used.has(row.currency))) {
    const c = by.get(r.currency) ?? {
      currency: r.currency,
      opening: { available: zero(), frozen: zero() },
      closing: { available: zero(), frozen: zero() },
    };
    // Summed: a user's cash of one kind and currency is one account today, and stays right if it is ever sharded.
    const side = r.kind === 'user_available' ? 'available' : 'frozen';
    c.opening[side] = c.opening[side].plus(dec(r.opening));
    c.closing[side] = c.closing[side].plus(dec(r.closing));
    by.set(r.currency, c);
  }
  return [...by.values()];
}

/**
 * Every journal entry of the month touching the user's cash, per currency, in applied order: what it
 * changed on the available and frozen accounts and the balances right after it (as AccountsService.statement).
 */
async function readLines(em: EntityManager, userId: string, start: Date, end: Date): Promise<Array<StatementLine & { currency: string }>> {
  const rows: Array<{
    entry_id: string;
    currency: string;
    seq: string;
    kind: string;
    memo: string | null;
    created_at: Date;
    reference_type: string | null;
    reference_no: string | null;
    reference_label: string | null;
    available_change: string | null;
    frozen_change: string | null;
    available_after: string | null;
    frozen_after: string | null;
  }> = await em.query(
    `WITH acc AS (
       SELECT id, kind, btrim(currency) AS currency FROM ledger_accounts WHERE owner_id = $1 AND kind IN ('user_available', 'user_hold')),
     lines AS (
       SELECT p.entry_id, acc.currency, max(p.applied_seq) AS seq,
              sum(p.amount) FILTER (WHERE acc.kind = 'user_available') AS available_change,
              sum(p.amount) FILTER (WHERE acc.kind = 'user_hold') AS frozen_change
       FROM ledger_postings p JOIN acc ON acc.id = p.account_id JOIN ledger_entries e ON e.id = p.entry_id
       WHERE e.created_at >= $2 AND e.created_at < $3
       GROUP BY p.entry_id, acc.currency)
     SELECT l.entry_id::text AS entry_id, l.currency, l.seq::text AS seq, e.kind, e.memo, e.created_at, e.reference_type, e.reference_no,
            e.reference_label, l.available_change::text AS available_change, l.frozen_change::text AS frozen_change,
            (SELECT p2.balance_after::text FROM ledger_postings p2
               JOIN acc a2 ON a2.id = p2.account_id AND a2.kind = 'user_available' AND a2.currency = l.currency
              WHERE p2.applied_seq <= l.seq ORDER BY p2.applied_seq DESC LIMIT 1) AS available_after,
            (SELECT p2.balance_after::text FROM ledger_postings p2
               JOIN acc a2 ON a2.id = p2.account_id AND a2.kind = 'user_hold' AND a2.currency = l.currency
              WHERE p2.applied_seq <= l.seq ORDER BY p2.applied_seq DESC LIMIT 1) AS frozen_after
     FROM lines l JOIN ledger_entries e ON e.id = l.entry_id
     ORDER BY l.currency, l.seq`,
    [userId, start, end],
  );
  return rows.map((r) => ({
    entryId: r.entry_id,
    currency: r.currency,
    seq: r.seq,
    at: r.created_at,
    kind: r.kind,
    memo: r.memo,
    referenceType: r.reference_type,
    orderNo: r.reference_no,
    label: r.reference_label,
    availableChange: dec(r.available_change),
    frozenChange: dec(r.frozen_change),
    availableAfter: dec(r.available_after),
    frozenAfter: dec(r.frozen_after),
  }));
}

/** The charges of the legs (openings and closings) filled this month, by kind, in the settlement currency. */
async function readCharges(
  em: EntityManager,
  userId: string,
  start: Date,
  end: Date,
): Promise<Array<{ currency: string; kind: string; amount: Decimal }>> {
  const rows: Array<{ currency: string; kind: string; amount: string }> = await em.query(
    `WITH legs AS (
       SELECT p.settlement_currency AS currency, p.open_charges AS charges FROM positions p
        WHERE p.user_id = $1 AND p.opened_at >= $2 AND p.opened_at < $3
       UNION ALL
       SELECT p.settlement_currency, c.close_charges FROM position_closes c JOIN positions p ON p.id = c.position_id
        WHERE c.user_id = $1 AND c.closed_at >= $2 AND c.closed_at < $3)
     SELECT btrim(l.currency) AS currency, ch->>'kind' AS kind, sum((ch->>'settlementAmount')::numeric)::text AS amount
     FROM legs l CROSS JOIN LATERAL jsonb_array_elements(l.charges) AS ch
     GROUP BY 1, 2 ORDER BY 1, 2`,
    [userId, start, end],
  );
  return rows.map((r) => ({ currency: r.currency, kind: r.kind, amount: dec(r.amount) }));
}

/** Dividends paid this month (by the payment's instant), per settlement currency. */
async function readDividends(em: EntityManager, userId: string, start: Date, end: Date): Promise<Map<string, DividendSums>> {
  const rows: Array<{
    currency: string;
    direction: string;
    n: number;
    gross: string;
    withholding: string;
    net: string;
    simulated: boolean;
  }> = await em.query(
    `SELECT btrim(e.settlement_currency) AS currency, e.direction, count(*)::int AS n, sum(dp.gross)::text AS gross,
              sum(dp.withholding)::text AS withholding, sum(dp.net)::text AS net, bool_or(ca.simulated) AS simulated
       FROM dividend_payments dp JOIN dividend_entitlements e ON e.id = dp.entitlement_id JOIN corporate_actions ca ON ca.id = e.action_id
       WHERE dp.user_id = $1 AND dp.paid_at >= $2 AND dp.paid_at < $3
       GROUP BY 1, 2`,
    [userId, start, end],
  );
  const out = new Map<string, DividendSums>();
  for (const r of rows) {
    const s = out.get(r.currency) ?? { count: 0, gross: zero(), withholding: zero(), net: zero(), shortPaid: zero(), simulated: false };
    s.count += r.n;
    s.simulated ||= r.simulated;
    // A short pays the lender the gross; only a long receives (net of the tax withheld).
    if (r.direction === 'short') s.shortPaid = s.shortPaid.plus(dec(r.gross));
    else {
      s.gross = s.gross.plus(dec(r.gross));
      s.withholding = s.withholding.plus(dec(r.withholding));
      s.net = s.net.plus(dec(r.net));
    }
    out.set(r.currency, s);
  }
  return out;
}

/** The holds pending at the month's end (made before it, closed after it or not yet). */
async function readHolds(em: EntityManager, userId: string, end: Date): Promise<Array<MonthHold & { currency: string }>> {
  const rows: Array<{
    id: string;
    currency: string;
    amount: string;
    kind: string;
    reference_no: string | null;
    reference_label: string | null;
    created_at: Date;
  }> = await em.query(
    `SELECT h.id::text AS id, btrim(h.currency) AS currency, h.amount::text AS amount, e.kind, h.reference_no, h.reference_label, h.created_at
     FROM ledger_holds h JOIN ledger_entries e ON e.id = h.created_entry_id
     WHERE h.owner_id = $1 AND h.created_at < $2 AND (h.closed_at IS NULL OR h.closed_at >= $2)
     ORDER BY h.currency, h.created_at, h.id`,
    [userId, end],
  );
  return rows.map((r) => ({
    holdId: r.id,
    currency: r.currency,
    since: r.created_at,
    kind: r.kind,
    orderNo: r.reference_no,
    label: r.reference_label,
    amount: dec(r.amount),
  }));
}

/**
 * The positions open at the month's end, as they were then: a split applied after it is undone with the
 * first later adjustment's "before" figures. Valued at the instrument's last daily bar on or before the
 * month's last day (bars are stored as traded, so they match the shares of that day).
 */
async function readPositions(em: EntityManager, userId: string, end: Date, nextDay: string): Promise<MonthEndPosition[]> {
  const rows: Array<{
    id: string;
    trade_no: string;
    symbol: string;
    names: Record<string, string> | null;
    name: string;
    direction: 'long' | 'short';
    shares: number;
    entry_price: string;
    quote_currency: string;
    settlement_currency: string;
    margin: string;
    close: string | null;
    close_day: string | null;
    simulated: boolean;
  }> = await em.query(
    `SELECT p.id, p.trade_no, p.symbol, i.names, i.name, p.direction,
            coalesce(adj.shares_before, p.shares) AS shares, coalesce(adj.entry_price_before, p.entry_price)::text AS entry_price,
            btrim(p.quote_currency) AS quote_currency, btrim(p.settlement_currency) AS settlement_currency,
            coalesce(adj.margin_before, p.margin)::text AS margin, bar.close::text AS close, bar.trade_date::text AS close_day,
            coalesce(q.simulated, p.entry_simulated) AS simulated
     FROM positions p JOIN instruments i ON i.symbol = p.symbol
       LEFT JOIN position_closes c ON c.position_id = p.id
       LEFT JOIN LATERAL (SELECT a.shares_before, a.entry_price_before, a.margin_before FROM position_adjustments a
                           WHERE a.position_id = p.id AND a.at >= $2 ORDER BY a.id LIMIT 1) adj ON true
       LEFT JOIN LATERAL (SELECT b.close, b.trade_date FROM bars_daily b
                           WHERE b.symbol = p.symbol AND b.trade_date < $3::date ORDER BY b.trade_date DESC LIMIT 1) bar ON true
       LEFT JOIN quotes q ON q.symbol = p.symbol
     WHERE p.user_id = $1 AND p.opened_at < $2 AND (c.position_id IS NULL OR c.closed_at >= $2)
     ORDER BY p.settlement_currency, p.opened_at, p.id`,
    [userId, end, nextDay],
  );
  return rows.map((r) => {
    const close = r.close === null ? null : new Money(r.close);
    const entryPrice = new Money(r.entry_price);
    const sign = r.direction === 'short' ? -1 : 1;
    return {
      positionId: r.id,
      tradeNo: r.trade_no,
      symbol: r.symbol,
      names: r.names ?? {},
      name: r.name,
      direction: r.direction,
      shares: r.shares,
      entryPrice,
      quoteCurrency: r.quote_currency,
      settlementCurrency: r.settlement_currency,
      margin: new Money(r.margin),
      close,
      closeDay: r.close_day,
      marketValue: close ? close.times(r.shares) : null,
      unrealised: close ? close.minus(entryPrice).times(r.shares).times(sign) : null,
      simulated: r.simulated,
    };
  });
}
