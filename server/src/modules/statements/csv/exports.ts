import type { EntityManager } from 'typeorm';
import type { BuiltDocument, CsvDataset, CsvExportParams, DocumentBuildContext } from '../documents/document-build';
import type { OrderTypeKey, SellingTypeKey } from '../documents/document-texts.types';
import { kindLabel, memoText, textsFor } from '../documents/document-texts';
import type { DocumentLanguage } from '../pdf/fonts';
import { CSV_CONTENT_TYPE, type CsvCell, decimalCell, toCsv } from './csv-writer';
import { EXPORT_TEXTS } from './exports.texts';

// CSV exports (issue 36) of the statement, orders, positions and closed positions for a range of days
// (UTC, both included): the user's own rows only, decimals exactly as the database holds them, texts in
// the document's language; the file is written by csv-writer.ts (BOM, RFC 4180, formulas neutralised).
// The range was checked when the document was asked for (document-requests.ts). Read in one snapshot.

const dec = (v: string | null): CsvCell => (v == null ? null : decimalCell(v));
const int = (v: number | null): CsvCell => (v == null ? null : decimalCell(String(v)));
const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

type Rows = Array<readonly CsvCell[]>;
type Reader = (em: EntityManager, userId: string, from: Date, to: Date, language: DocumentLanguage) => Promise<Rows>;

const statement: Reader = async (em, userId, from, to, language) => {
  const rows: Array<{
    currency: string;
    kind: string;
    memo: string | null;
    created_at: Date;
    reference_no: string | null;
    reference_label: string | null;
    available_change: string | null;
    frozen_change: string | null;
    available_after: string | null;
    frozen_after: string | null;
  }> = await em.query(
    `WITH acc AS (
       SELECT id, kind, currency FROM ledger_accounts WHERE owner_id = $1 AND kind IN ('user_available', 'user_hold')),
     lines AS (
       SELECT p.entry_id, acc.currency, max(p.applied_seq) AS seq,
              sum(p.amount) FILTER (WHERE acc.kind = 'user_available') AS available_change,
              sum(p.amount) FILTER (WHERE acc.kind = 'user_hold') AS frozen_change
       FROM ledger_postings p JOIN acc ON acc.id = p.account_id JOIN ledger_entries e ON e.id = p.entry_id
       WHERE e.created_at >= $2 AND e.created_at < $3
       GROUP BY p.entry_id, acc.currency)
     SELECT l.currency, e.kind, e.memo, e.created_at, e.reference_no, e.reference_label,
            l.available_change::text AS available_change, l.frozen_change::text AS frozen_change,
            (SELECT p2.balance_after::text FROM ledger_postings p2 JOIN acc a ON a.id = p2.account_id
               AND a.kind = 'user_available' AND a.currency = l.currency
              WHERE p2.applied_seq <= l.seq ORDER BY p2.applied_seq DESC LIMIT 1) AS available_after,
            (SELECT p2.balance_after::text FROM ledger_postings p2 JOIN acc a ON a.id = p2.account_id
               AND a.kind = 'user_hold' AND a.currency = l.currency
              WHERE p2.applied_seq <= l.seq ORDER BY p2.applied_seq DESC LIMIT 1) AS frozen_after
     FROM lines l JOIN ledger_entries e ON e.id = l.entry_id
     ORDER BY l.seq, l.currency`,
    [userId, from, to],
  );
  return rows.map((r) => [
    iso(r.created_at),
    r.currency,
    kindLabel(r.kind, language),
    r.memo ? memoText(r.memo, language) : null,
    r.reference_no,
    r.reference_label,
    dec(r.available_change ?? '0'),
    dec(r.frozen_change ?? '0'),
    dec(r.available_after ?? '0'),
    dec(r.frozen_after ?? '0'),
  ]);
};

const orders: Reader = async (em, userId, from, to, language) => {
  const t = textsFor(language);
  const x = EXPORT_TEXTS[language];
  const rows: Array<{
    order_no: string;
    created_at: Date;
    symbol: string;
    market: string;
    direction: 'long' | 'short';
    order_type: string;
    shares: number;
    limit_price: string | null;
    stop_price: string | null;
    leverage: number;
    quote_currency: string;
    status: 'filled' | 'cancelled' | null;
    at: Date | null;
    reason: string | null;
  }> = await em.query(
    `SELECT o.order_no, o.created_at, o.symbol, o.market, o.direction, o.order_type, o.shares, o.limit_price::text AS limit_price,
            o.stop_price::text AS stop_price, o.leverage, o.quote_currency, oc.status, oc.at, oc.reason
     FROM orders o LEFT JOIN order_outcomes oc ON oc.order_id = o.id
     WHERE o.user_id = $1 AND o.created_at >= $2 AND o.created_at < $3
     ORDER BY o.created_at, o.order_no`,
    [userId, from, to],
  );
  return rows.map((r) => [
    r.order_no,
    iso(r.created_at),
    r.symbol,
    r.market,
    t.directions[r.direction] ?? r.direction,
    t.orderTypes[r.order_type as OrderTypeKey] ?? r.order_type,
    int(r.shares),
    dec(r.limit_price),
    dec(r.stop_price),
    int(r.leverage),
    r.quote_currency,
    x.status[r.status ?? 'waiting'],
    iso(r.at),
    r.reason ? memoText(r.reason, language) : null,
  ]);
};

const positions: Reader = async (em, userId, from, to, language) => {
  const t = textsFor(language);
  const x = EXPORT_TEXTS[language];
  const rows: Array<{
    trade_no: string;
    order_no: string;
    symbol: string;
    direction: 'long' | 'short';
    shares: number;
    entry_price: string;
    opened_at: Date;
    leverage: number;
    margin: string;
    open_charges_total: string;
    settlement_currency: string;
    entry_quote_source: string;
    entry_simulated: boolean;
    closed: boolean;
  }> = await em.query(
    `SELECT p.trade_no, o.order_no, p.symbol, p.direction, p.shares, p.entry_price::text AS entry_price, p.opened_at, p.leverage,
            p.margin::text AS margin, p.open_charges_total::text AS open_charges_total, p.settlement_currency, p.entry_quote_source,
            p.entry_simulated, EXISTS (SELECT 1 FROM position_closes c WHERE c.position_id = p.id) AS closed
     FROM positions p JOIN orders o ON o.id = p.order_id
     WHERE p.user_id = $1 AND p.opened_at >= $2 AND p.opened_at < $3
     ORDER BY p.opened_at, p.trade_no`,
    [userId, from, to],
  );
  return rows.map((r) => [
    r.trade_no,
    r.order_no,
    r.symbol,
    t.directions[r.direction] ?? r.direction,
    int(r.shares),
    dec(r.entry_price),
    iso(r.opened_at),
    int(r.leverage),
    dec(r.margin),
    dec(r.open_charges_total),
    r.settlement_currency,
    r.entry_quote_source,
    r.entry_simulated ? t.confirmation.yes : t.confirmation.no,
    r.closed ? x.status.closed : x.status.open,
  ]);
};

const closedPositions: Reader = async (em, userId, from, to, language) => {
  const t = textsFor(language);
  const rows: Array<{
    trade_no: string;
    symbol: string;
    direction: 'long' | 'short';
    shares: number;
    entry_price: string;
    exit_price: string;
    closed_at: Date;
    selling_type: string;
    gross_pnl_quote: string;
    quote_currency: string;
    close_charges_total: string;
    net_profit: string;
    settlement_currency: string;
    exit_simulated: boolean;
  }> = await em.query(
    `SELECT p.trade_no, p.symbol, p.direction, p.shares, p.entry_price::text AS entry_price, c.exit_price::text AS exit_price, c.closed_at,
            c.selling_type, c.gross_pnl_quote::text AS gross_pnl_quote, p.quote_currency, c.close_charges_total::text AS close_charges_total,
            c.net_profit::text AS net_profit, p.settlement_currency, c.exit_simulated
     FROM position_closes c JOIN positions p ON p.id = c.position_id
     WHERE c.user_id = $1 AND c.closed_at >= $2 AND c.closed_at < $3
     ORDER BY c.closed_at, p.trade_no`,
    [userId, from, to],
  );
  return rows.map((r) => [
    r.trade_no,
    r.symbol,
    t.directions[r.direction] ?? r.direction,
    int(r.shares),
    dec(r.entry_price),
    dec(r.exit_price),
    iso(r.closed_at),
    t.sellingTypes[r.selling_type as SellingTypeKey] ?? t.sellingTypes.other,
    dec(r.gross_pnl_quote),
    r.quote_currency,
    dec(r.close_charges_total),
    dec(r.net_profit),
    r.settlement_currency,
    r.exit_simulated ? t.confirmation.yes : t.confirmation.no,
  ]);
};

const READERS: Record<CsvDataset, Reader> = { statement, orders, positions, closed_positions: closedPositions };

/** `vela-<dataset>-<from>-<to>.csv` for the user, in the context's language. */
export async function buildCsvExport(ctx: DocumentBuildContext, params: CsvExportParams): Promise<BuiltDocument> {
  const from = new Date(`${params.from}T00:00:00Z`);
  const to = new Date(new Date(`${params.to}T00:00:00Z`).getTime() + 86_400_000);
  const rows = await ctx.ds.transaction('REPEATABLE READ', async (em) => {
    await em.query('SET TRANSACTION READ ONLY');
    return READERS[params.dataset](em, ctx.holder.userId, from, to, ctx.language);
  });
  await ctx.progress(0.5);
  const bytes = toCsv(EXPORT_TEXTS[ctx.language].headers[params.dataset], rows);
  return { bytes, contentType: CSV_CONTENT_TYPE, fileName: `vela-${params.dataset.replace('_', '-')}-${params.from}-${params.to}.csv` };
}
