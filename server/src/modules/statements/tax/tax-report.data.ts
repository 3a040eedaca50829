import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import { Money } from '../../../shared/money';
import type { DividendEvent, TaxCharge, TaxEvent, TradeEvent } from './spain-fifo.types';
import { addMonths } from './tax-dates';
import { type RateObservation, RecordedRates, loadRateObservations } from './tax-report.rates';

// The tax report's input, read from the trading records and the ledger (issue 36): the user's whole
// trading history as the event stream spainTaxReport takes (docs/tax-report.md, "The event stream"), the
// year's dividends, fund earnings paid and loan interest paid, and the EUR rates the server recorded
// (tax-report.rates.ts). One REPEATABLE READ, read-only snapshot; nothing is written.

export interface FundEarning {
  holdingId: string;
  orderNo: string;
  product: string;
  /** The UTC day the earnings were paid out (maturity or early redemption). */
  date: string;
  currency: string;
  earnings: Decimal;
  /** The early redemption fee charged with it (0 at maturity). */
  earlyFee: Decimal;
}

export interface LoanInterestPaid {
  /** The repayment's id, or the ledger entry's of a liquidation. */
  id: string;
  loanNo: string;
  /** The repayment's order number, or the loan's for a liquidation. */
  ref: string;
  date: string;
  currency: string;
  interest: Decimal;
  via: 'repayment' | 'liquidation';
}

export interface TaxInput {
  year: number;
  /** Every trade event from the first on, up to three months after the year (the two-month rule looks ahead), and the year's dividends. */
  events: TaxEvent[];
  rates: RecordedRates;
  funds: FundEarning[];
  loans: LoanInterestPaid[];
}

interface PositionRow {
  id: string;
  trade_no: string;
  symbol: string;
  direction: 'long' | 'short';
  shares: number;
  leverage: number;
  quote_currency: string;
  entry_price: string;
  trade_date: string;
  opened_at: Date;
  open_charges: TaxCharge[];
  shares_before: number | null;
  entry_price_before: string | null;
  selling_type: string | null;
  exit_price: string | null;
  close_date: string | null;
  closed_at: Date | null;
  close_charges: TaxCharge[] | null;
}

interface SplitRow {
  id: string;
  position_id: string;
  action_id: string;
  symbol: string;
  direction: 'long' | 'short';
  quote_currency: string;
  trade_no: string;
  ratio_from: string;
  ratio_to: string;
  ex_date: string;
  fraction: string;
  close_price: string | null;
  at: Date;
}

/** Charges as stored (jsonb), each amount read as the text the column holds, never as a JS number. */
const charges = (column: string) =>
  `(SELECT coalesce(json_agg(json_build_object('kind', x.c->>'kind', 'amount', x.c->>'amount', 'currency', btrim(x.c->>'currency')) ORDER BY x.o), '[]'::json)
      FROM jsonb_array_elements(${column}) WITH ORDINALITY AS x(c, o))`;

/** The user's tax input for `year`, read in one snapshot. */
export async function loadTaxInput(ds: DataSource, userId: string, year: number): Promise<TaxInput> {
  // Events up to three months on: the two-month window of a 31 December sale ends on 28/29 February, and
  // the engine scans a little past it.
  const lastDay = addMonths(`${year}-12-31`, 3);
  const until = new Date(new Date(`${lastDay}T00:00:00.000Z`).getTime() + 86_400_000);
  return ds.transaction('REPEATABLE READ', async (em) => {
    await em.query('SET TRANSACTION READ ONLY');
    const trades = await readTrades(em, userId, lastDay);
    const dividends = await readDividends(em, userId, year);
    const observations: RateObservation[] = await loadRateObservations(em, userId, until);
    const funds = await readFundEarnings(em, userId, year);
    const loans = await readLoanInterest(em, userId, year);
    return { year, events: [...trades, ...dividends], rates: new RecordedRates(observations), funds, loans };
  });
}

async function readTrades(em: EntityManager, userId: string, lastDay: string): Promise<TradeEvent[]> {
  // A split changed a position's shares and entry price in place: its first split adjustment keeps the
  // position as opened, and the engine applies the split to the lots itself.
  const positions: PositionRow[] = await em.query(
    `SELECT p.id, p.trade_no, p.symbol, p.direction, p.shares, p.leverage, btrim(p.quote_currency) AS quote_currency,
            p.entry_price::text AS entry_price, p.trade_date::text AS trade_date, p.opened_at, ${charges('p.open_charges')} AS open_charges,
            a.shares_before, a.entry_price_before::text AS entry_price_before,
            c.selling_type, c.exit_price::text AS exit_price, c.trade_date::text AS close_date, c.closed_at,
            CASE WHEN c.position_id IS NULL THEN NULL ELSE ${charges('c.close_charges')} END AS close_charges
       FROM positions p
       LEFT JOIN LATERAL (SELECT shares_before, entry_price_before FROM position_adjustments
                           WHERE position_id = p.id AND kind = 'split' ORDER BY id LIMIT 1) a ON true
       LEFT JOIN position_closes c ON c.position_id = p.id AND c.trade_date <= $2::date
      WHERE p.user_id = $1 AND p.trade_date <= $2::date
      ORDER BY p.opened_at, p.id`,
    [userId, lastDay],
  );
  const splitRows: SplitRow[] = await em.query(
    `SELECT a.id::text AS id, a.position_id, a.action_id, p.symbol, p.direction, btrim(p.quote_currency) AS quote_currency, p.trade_no,
            ca.ratio_from::text AS ratio_from, ca.ratio_to::text AS ratio_to, ca.ex_date::text AS ex_date,
            a.fraction::text AS fraction, a.close_price::text AS close_price, a.at
       FROM position_adjustments a JOIN positions p ON p.id = a.position_id JOIN corporate_actions ca ON ca.id = a.action_id
      WHERE a.user_id = $1 AND a.kind = 'split' AND ca.ex_date <= $2::date
      ORDER BY a.at, a.id`,
    [userId, lastDay],
  );
  const events: TradeEvent[] = [];
  for (const p of positions) {
    const open = {
      id: p.id,
      ref: p.trade_no,
      symbol: p.symbol,
      at: p.opened_at,
      date: p.trade_date,
      shares: p.shares_before ?? p.shares,
      price: p.entry_price_before ?? p.entry_price,
      currency: p.quote_currency,
      charges: p.open_charges,
      leverage: p.leverage,
    };
    events.push(p.direction === 'long' ? { type: 'buy', ...open } : { type: 'shortOpen', ...open });
    // A position whose every share became a fraction was closed as cash in lieu: the adjustment's event covers it.
    if (!p.closed_at || p.selling_type === 'cash_in_lieu') continue;
    const close = {
      id: `close:${p.id}`,
      ref: p.trade_no,
      symbol: p.symbol,
      at: p.closed_at,
      date: p.close_date as string,
      shares: p.shares,
      price: p.exit_price as string,
      currency: p.quote_currency,
      charges: p.close_charges ?? [],
      positionId: p.id,
    };
    events.push(p.direction === 'long' ? { type: 'sell', ...close, leverage: p.leverage } : { type: 'shortClose', ...close });
  }
  // One split event per action (it scales every lot and short of the symbol), at its first application
  // to the user; each fraction paid is a cash in lieu just after it.
  const seen = new Set<string>();
  for (const s of splitRows) {
    if (seen.has(s.action_id)) continue;
    seen.add(s.action_id);
    events.push({
      type: 'split',
      id: `split:${s.action_id}`,
      symbol: s.symbol,
      at: s.at,
      date: s.ex_date,
      from: s.ratio_from,
      to: s.ratio_to,
    });
  }
  for (const s of splitRows) {
    if (!new Money(s.fraction).gt(0) || s.close_price === null) continue;
    events.push({
      type: 'cashInLieu',
      id: `cil:${s.id}`,
      ref: s.trade_no,
      symbol: s.symbol,
      at: new Date(s.at.getTime() + 1),
      date: s.ex_date,
      shares: s.fraction,
      price: s.close_price,
      currency: s.quote_currency,
      ...(s.direction === 'short' ? { shortPositionId: s.position_id } : {}),
    });
  }
  return events;
}

async function readDividends(em: EntityManager, userId: string, year: number): Promise<DividendEvent[]> {
  const rows: Array<{
    id: string;
    symbol: string;
    market: string;
    direction: 'long' | 'short';
    currency: string;
    pay_date: string;
    gross: string;
    withholding: string;
    net: string;
    trade_no: string;
  }> = await em.query(
    `SELECT e.id, e.symbol, btrim(e.market) AS market, e.direction, btrim(e.settlement_currency) AS currency, d.pay_date::text AS pay_date,
            d.gross::text AS gross, d.withholding::text AS withholding, d.net::text AS net, p.trade_no
       FROM dividend_payments d JOIN dividend_entitlements e ON e.id = d.entitlement_id JOIN positions p ON p.id = e.position_id
      WHERE d.user_id = $1 AND d.pay_date BETWEEN $2::date AND $3::date
      ORDER BY d.pay_date, d.paid_at, e.id`,
    [userId, `${year}-01-01`, `${year}-12-31`],
  );
  return rows.map((r) => ({
    type: 'dividend',
    id: r.id,
    ref: r.trade_no,
    symbol: r.symbol,
    date: r.pay_date,
    country: r.market,
    currency: r.currency,
    gross: r.gross,
    withholding: r.withholding,
    net: r.net,
    direction: r.direction,
  }));
}

/** The year's UTC bounds, for ledger entries (posted at an instant). */
function yearBounds(year: number): [Date, Date] {
  return [new Date(Date.UTC(year, 0, 1)), new Date(Date.UTC(year + 1, 0, 1))];
}

/** Fund earnings paid to the user's cash in the year (ledger kind fund_earnings_paid) and the early fees charged with them. */
async function readFundEarnings(em: EntityManager, userId: string, year: number): Promise<FundEarning[]> {
  const rows: Array<{ holding_id: string; order_no: string; product: string; currency: string; kind: string; amount: string; at: Date }> =
    await em.query(
      `SELECT h.id AS holding_id, h.order_no, fp.name AS product, btrim(h.currency) AS currency, e.kind, p.amount::text AS amount, e.created_at AS at
         FROM fund_holdings h
         JOIN fund_products fp ON fp.id = h.product_id
         JOIN ledger_entries e ON e.reference_type = 'fund_holding' AND e.reference_id = h.id::text
         JOIN ledger_postings p ON p.entry_id = e.id
         JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_id = $1 AND a.kind = 'user_available'
        WHERE h.user_id = $1 AND e.kind IN ('fund_earnings_paid', 'fund_early_fee') AND e.created_at >= $2 AND e.created_at < $3
        ORDER BY e.created_at, e.id`,
      [userId, ...yearBounds(year)],
    );
  const byHolding = new Map<string, FundEarning>();
  for (const r of rows) {
    const f = byHolding.get(r.holding_id) ?? {
      holdingId: r.holding_id,
      orderNo: r.order_no,
      product: r.product,
      date: r.at.toISOString().slice(0, 10),
      currency: r.currency,
      earnings: new Money(0),
      earlyFee: new Money(0),
    };
    // The earnings credit the user's cash; the fee debits it.
    if (r.kind === 'fund_earnings_paid') f.earnings = f.earnings.plus(r.amount);
    else f.earlyFee = f.earlyFee.plus(new Money(r.amount).neg());
    byHolding.set(r.holding_id, f);
  }
  return [...byHolding.values()];
}

/**
 * Loan interest paid in the year. A repayment records the interest it paid (loan_repayments.interest_paid);
 * a liquidation's repayment records only its amount, so its interest part is found by replaying the
 * loan as loans.risk.ts applies payments: interest first, out of the interest accrued by then.
 */
async function readLoanInterest(em: EntityManager, userId: string, year: number): Promise<LoanInterestPaid[]> {
  const loans: Array<{ id: string; order_no: string; currency: string }> = await em.query(
    `SELECT id, order_no, btrim(currency) AS currency FROM loans WHERE user_id = $1 AND status = 'successful' ORDER BY applied_at, id`,
    [userId],
  );
  if (loans.length === 0) return [];
  const ids = loans.map((l) => l.id);
  type Step = {
    loanId: string;
    at: Date;
    order: number;
    kind: 'accrual' | 'repayment' | 'liquidation';
    amount: string;
    id: string;
    ref: string;
  };
  const steps: Step[] = [
    ...(
      await em.query(`SELECT loan_id, created_at AS at, amount::text AS amount FROM loan_accruals WHERE loan_id = ANY($1::uuid[])`, [ids])
    ).map((r: { loan_id: string; at: Date; amount: string }) => ({
      loanId: r.loan_id,
      at: r.at,
      order: 0,
      kind: 'accrual',
      amount: r.amount,
      id: '',
      ref: '',
    })),
    ...(
      await em.query(
        `SELECT id, loan_id, order_no, decided_at AS at, interest_paid::text AS amount FROM loan_repayments
          WHERE loan_id = ANY($1::uuid[]) AND status = 'successful' AND interest_paid IS NOT NULL`,
        [ids],
      )
    ).map((r: { id: string; loan_id: string; order_no: string; at: Date; amount: string }) => ({
      loanId: r.loan_id,
      at: r.at,
      order: 1,
      kind: 'repayment',
      amount: r.amount,
      id: r.id,
      ref: r.order_no,
    })),
    ...(
      await em.query(
        `SELECT e.id::text AS id, e.reference_id AS loan_id, e.created_at AS at, (-p.amount)::text AS amount
           FROM ledger_entries e JOIN ledger_postings p ON p.entry_id = e.id
           JOIN ledger_accounts a ON a.id = p.account_id AND a.owner_id = $2 AND a.kind = 'user_available'
          WHERE e.reference_type = 'loan' AND e.reference_id = ANY($1::text[]) AND e.kind = 'loan_liquidation_repayment'`,
        [ids, userId],
      )
    ).map((r: { id: string; loan_id: string; at: Date; amount: string }) => ({
      loanId: r.loan_id,
      at: r.at,
      order: 1,
      kind: 'liquidation',
      amount: r.amount,
      id: `entry:${r.id}`,
      ref: '',
    })),
  ];
  // Interest accrued at an instant is owed before a payment at that instant (a repayment accrues first).
  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order || a.id.localeCompare(b.id));
  const [from, to] = yearBounds(year);
  const out: LoanInterestPaid[] = [];
  for (const loan of loans) {
    let owed = new Money(0);
    for (const s of steps.filter((x) => x.loanId === loan.id)) {
      if (s.kind === 'accrual') {
        owed = owed.plus(s.amount);
        continue;
      }
      const interest = s.kind === 'repayment' ? new Money(s.amount) : Money.min(new Money(s.amount), owed);
      owed = Money.max(owed.minus(interest), 0);
      if (s.at >= from && s.at < to && interest.gt(0))
        out.push({
          id: s.id,
          loanNo: loan.order_no,
          ref: s.ref || loan.order_no,
          date: s.at.toISOString().slice(0, 10),
          currency: loan.currency,
          interest,
          via: s.kind,
        });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
}
