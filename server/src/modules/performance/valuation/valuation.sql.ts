// The SQL of one day's valuation (issue 37). One statement values every account at once: what each user
// owns at the day's end is the previous day's figure plus the day's ledger postings (the ledger is
// append-only, so a day once valued never changes), and the open positions are marked at the day's closes.
//
// Whose money a posting is:
// - a posting on the user's own accounts (available, frozen, margin) is the owner's;
// - a posting on a platform account belongs to the user of its journal entry: the owner of the entry's own
//   accounts, else the user of the record the entry references (a fund holding's daily earnings, a loan's
//   interest: entries that touch no account of the user's).
// "Claims" are what the user owns: their own accounts, money in an allocation's escrow (paid for shares
// not yet issued), fund holdings (the fund liability) and, negative, loans (the loan receivable).
// Each posting on any other account is the reason the user's claims moved, by that account's kind:
// external → a deposit or withdrawal (the flow), trading counterparty → realised profit (dividends when
// the entry is a dividend's), fee income → charges, tax payable → taxes, fund expense and interest income
// → interest (earned or paid), FX liquidity → a currency exchange, anything else (an ops correction) →
// other. An entry balances, so a user's claims moved by exactly the sum of its reasons, negated.

/** Account kinds whose balance is (part of) what a user owns. */
export const CLAIM_KINDS = ['user_available', 'user_hold', 'user_margin', 'allocation_escrow', 'fund_liability', 'loan_receivable'];

/** Parameters: $1 day start, $2 day end (timestamptz), $3 day, $4 previous day (date), $5 FX mids (jsonb, pair → rate). */
export const DAY_VALUATION_SELECT = `
WITH moves AS (
  SELECT e.id AS entry_id, e.kind AS entry_kind, e.reference_type, e.reference_id, a.kind AS account_kind, a.owner_id,
         btrim(p.currency) AS currency, p.amount
  FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id JOIN ledger_accounts a ON a.id = p.account_id
  WHERE e.created_at >= $1 AND e.created_at < $2),
entry_users AS (
  SELECT x.entry_id,
         coalesce(x.owner, fh.user_id, lo.user_id, lr.user_id) AS user_id
  FROM (SELECT entry_id, reference_type, reference_id, (min(owner_id::text))::uuid AS owner
          FROM moves GROUP BY entry_id, reference_type, reference_id) x
    LEFT JOIN fund_holdings fh ON x.owner IS NULL AND x.reference_type = 'fund_holding'
      AND fh.id = CASE WHEN x.reference_type = 'fund_holding' THEN x.reference_id::uuid END
    LEFT JOIN loans lo ON x.owner IS NULL AND x.reference_type = 'loan'
      AND lo.id = CASE WHEN x.reference_type = 'loan' THEN x.reference_id::uuid END
    LEFT JOIN loan_repayments lr ON x.owner IS NULL AND x.reference_type = 'loan_repayment'
      AND lr.id = CASE WHEN x.reference_type = 'loan_repayment' THEN x.reference_id::uuid END),
parts AS (
  -- A posting on a user's own account is that user's; a platform account's is the entry's user's.
  SELECT coalesce(m.owner_id, u.user_id) AS user_id, m.currency,
         CASE WHEN m.account_kind IN (${CLAIM_KINDS.map((k) => `'${k}'`).join(', ')}) THEN 'claims'
              WHEN m.account_kind = 'external' THEN 'flow'
              WHEN m.account_kind = 'trading_counterparty' AND m.entry_kind LIKE 'dividend%' THEN 'dividends'
              WHEN m.account_kind = 'trading_counterparty' THEN 'realised'
              WHEN m.account_kind = 'fee_income' THEN 'charges'
              WHEN m.account_kind = 'tax_payable' THEN 'taxes'
              WHEN m.account_kind IN ('fund_expense', 'interest_income') THEN 'interest'
              WHEN m.account_kind = 'fx_liquidity' THEN 'exchange'
              ELSE 'other' END AS part,
         CASE WHEN m.account_kind IN (${CLAIM_KINDS.map((k) => `'${k}'`).join(', ')}) THEN m.amount ELSE -m.amount END AS amount
  FROM moves m JOIN entry_users u ON u.entry_id = m.entry_id
  WHERE coalesce(m.owner_id, u.user_id) IS NOT NULL),
day_parts AS (
  SELECT user_id, currency,
         coalesce(sum(amount) FILTER (WHERE part = 'claims'), 0) AS claims,
         coalesce(sum(amount) FILTER (WHERE part = 'flow'), 0) AS flow,
         coalesce(sum(amount) FILTER (WHERE part = 'realised'), 0) AS realised,
         coalesce(sum(amount) FILTER (WHERE part = 'dividends'), 0) AS dividends,
         coalesce(sum(amount) FILTER (WHERE part = 'interest'), 0) AS interest,
         coalesce(sum(amount) FILTER (WHERE part = 'charges'), 0) AS charges,
         coalesce(sum(amount) FILTER (WHERE part = 'taxes'), 0) AS taxes,
         coalesce(sum(amount) FILTER (WHERE part = 'exchange'), 0) AS exchange,
         coalesce(sum(amount) FILTER (WHERE part = 'other'), 0) AS other
  FROM parts GROUP BY user_id, currency),
open_positions AS (
  -- As they were at the day's end: a split applied later is undone with the first later adjustment's
  -- "before" figures (bars are stored as traded, so they match that day's shares).
  SELECT p.user_id, btrim(p.settlement_currency) AS currency, count(*)::int AS n,
         sum(CASE WHEN bar.close IS NULL THEN 0 ELSE
               (bar.close - coalesce(adj.entry_price_before, p.entry_price)) * coalesce(adj.shares_before, p.shares)
               * CASE p.direction WHEN 'short' THEN -1 ELSE 1 END
               / CASE WHEN p.quote_currency = p.settlement_currency THEN 1
                      ELSE coalesce(($5::jsonb ->> (btrim(p.settlement_currency) || btrim(p.quote_currency)))::numeric, p.entry_fx_mid, 1) END
             END) AS unrealised,
         bool_or(coalesce(q.simulated, p.entry_simulated)) AS simulated
  FROM positions p
    LEFT JOIN position_closes c ON c.position_id = p.id
    LEFT JOIN LATERAL (SELECT a.shares_before, a.entry_price_before FROM position_adjustments a
                        WHERE a.position_id = p.id AND a.at >= $2 ORDER BY a.id LIMIT 1) adj ON true
    LEFT JOIN LATERAL (SELECT b.close FROM bars_daily b
                        WHERE b.symbol = p.symbol AND b.trade_date <= $3::date ORDER BY b.trade_date DESC LIMIT 1) bar ON true
    LEFT JOIN quotes q ON q.symbol = p.symbol
  WHERE p.opened_at < $2 AND (c.position_id IS NULL OR c.closed_at >= $2)
  GROUP BY p.user_id, p.settlement_currency),
previous AS (
  SELECT user_id, btrim(currency) AS currency, claims FROM portfolio_valuations WHERE day = $4::date),
accounts AS (
  SELECT user_id, currency FROM previous WHERE claims <> 0
  UNION SELECT user_id, currency FROM day_parts
  UNION SELECT user_id, currency FROM open_positions)
SELECT k.user_id, $3::date AS day, k.currency,
       round(coalesce(pr.claims, 0) + coalesce(d.claims, 0), 4) AS claims,
       round(coalesce(o.unrealised, 0), 4) AS unrealised,
       round(coalesce(pr.claims, 0) + coalesce(d.claims, 0), 4) + round(coalesce(o.unrealised, 0), 4) AS value,
       coalesce(d.flow, 0) AS flow, coalesce(d.realised, 0) AS realised, coalesce(d.dividends, 0) AS dividends,
       coalesce(d.interest, 0) AS interest, coalesce(d.charges, 0) AS charges, coalesce(d.taxes, 0) AS taxes,
       coalesce(d.exchange, 0) AS exchange, coalesce(d.other, 0) AS other,
       coalesce(o.n, 0) AS positions, coalesce(o.simulated, false) AS simulated
FROM accounts k
  LEFT JOIN previous pr ON pr.user_id = k.user_id AND pr.currency = k.currency
  LEFT JOIN day_parts d ON d.user_id = k.user_id AND d.currency = k.currency
  LEFT JOIN open_positions o ON o.user_id = k.user_id AND o.currency = k.currency`;

export const VALUATION_COLUMNS =
  'user_id, day, currency, claims, unrealised, value, flow, realised, dividends, interest, charges, taxes, exchange, other, positions, simulated';
