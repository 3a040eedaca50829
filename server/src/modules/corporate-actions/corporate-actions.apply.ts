import type Decimal from 'decimal.js';
import type { DataSource, EntityManager } from 'typeorm';
import type { UnitOfWork } from '../../db/unit-of-work';
import type { Clock } from '../../shared/clock';
import { logger } from '../../shared/logger';
import { Money } from '../../shared/money';
import type { LedgerService } from '../ledger/ledger.service';
import type { PostingLine } from '../ledger/ledger-rules';
import { WITHHOLDING, withholdingRate } from '../market-data/corporate-actions/withholding';
import type { MarketCode } from '../market-data/market-code';
import { readFx } from '../market-data/quote-store';
import { platformAccount } from '../trading/trading-rules';
import type { TradingWrites } from '../trading/trading.writes';
import { dividendFigures } from './corporate-action-rules';
import { type DueAction, dayStart } from './corporate-actions-due';
import { SplitApplication } from './corporate-actions.splits';
import type { TaxForms } from './tax-forms';

/** What one run did (the job logs it; tests read it). */
export interface ApplyReport {
  entitlements: number;
  paid: number;
  splitPositions: number;
  actions: number;
  failed: number;
}

/**
 * Applies the calendar to accounts, exactly once per position, catching up on everything due: at the
 * start of an ex-date (in the market's time zone) a dividend's entitlements are recorded and a split is
 * applied; at the start of a pay date the entitlements are paid. Actions of one symbol go in date order
 * (a dividend before a split of the same day: its amount is per share held before the split); one that
 * cannot be applied yet (no close for a fraction, no FX rate) stops its symbol until the next run.
 * Every write is guarded by a unique key and taken under the user's lock, so two runs at once, or a run
 * after a restart, apply nothing twice.
 */
export class CorporateActionsApply {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly ledger: LedgerService,
    writes: TradingWrites,
    private readonly taxForms: TaxForms,
  ) {
    this.splits = new SplitApplication(ds, clock, uow, ledger, writes);
  }

  private readonly splits: SplitApplication;

  private lastTickRun = 0;
  private running: Promise<unknown> | null = null;

  /**
   * After a batch of ticks: runs `applyDue` when five minutes of this process's clock passed since it last
   * did, without holding up the feed. The job is the guarantee; this only makes an ex-date or a pay date
   * take effect within minutes of the clock reaching it (also when a test clock jumps ahead).
   */
  afterTicks(): void {
    const now = this.clock.now().getTime();
    if (this.running || now - this.lastTickRun < 5 * 60_000) return;
    this.lastTickRun = now;
    this.running = this.applyDue()
      .then((r) => {
        if (r.actions + r.paid + r.failed > 0) logger.info(r, 'corporate actions applied');
      })
      .catch((err) => logger.warn({ err }, 'corporate actions not applied this time'))
      .finally(() => {
        this.running = null;
      });
  }

  async applyDue(): Promise<ApplyReport> {
    const now = this.clock.now();
    const report: ApplyReport = { entitlements: 0, paid: 0, splitPositions: 0, actions: 0, failed: 0 };
    // Candidates by date (a day ahead in UTC covers every market's zone); each is checked against its market's midnight.
    const horizon = new Date(now.getTime() + 86_400_000).toISOString().slice(0, 10);
    const due: DueAction[] = await this.ds.query(
      `SELECT ca.id, ca.symbol, i.market, ca.kind, ca.ex_date::text AS ex_date, ca.pay_date::text AS pay_date, ca.amount::text AS amount,
              btrim(ca.currency) AS currency, ca.ratio_from::text AS ratio_from, ca.ratio_to::text AS ratio_to
       FROM corporate_actions ca JOIN instruments i ON i.symbol = ca.symbol
       WHERE ca.ex_date <= $1 AND NOT EXISTS (SELECT 1 FROM corporate_action_runs r WHERE r.action_id = ca.id)
       ORDER BY ca.symbol, ca.ex_date, ca.kind`,
      [horizon],
    );
    const blocked = new Set<string>();
    for (const a of due) {
      if (blocked.has(a.symbol) || dayStart(a.market, a.ex_date) > now) continue;
      try {
        if (a.kind === 'cash_dividend') report.entitlements += await this.recordEntitlements(a);
        else report.splitPositions += await this.splits.apply(a);
        report.actions++;
      } catch (err) {
        blocked.add(a.symbol);
        report.failed++;
        logger.warn({ err, actionId: a.id, symbol: a.symbol }, 'corporate action not applied yet; the next run tries again');
      }
    }
    const payable: Array<{ id: string; market: MarketCode; pay_date: string }> = await this.ds.query(
      `SELECT e.id, i.market, ca.pay_date::text AS pay_date
       FROM dividend_entitlements e JOIN corporate_actions ca ON ca.id = e.action_id JOIN instruments i ON i.symbol = e.symbol
       WHERE ca.pay_date IS NOT NULL AND ca.pay_date <= $1 AND NOT EXISTS (SELECT 1 FROM dividend_payments p WHERE p.entitlement_id = e.id)
       ORDER BY ca.pay_date, e.id`,
      [horizon],
    );
    for (const e of payable) {
      if (dayStart(e.market, e.pay_date) > now) continue;
      try {
        if (await this.pay(e.id, e.pay_date)) report.paid++;
      } catch (err) {
        report.failed++;
        logger.warn({ err, entitlementId: e.id }, 'dividend not paid yet; the next run tries again');
      }
    }
    return report;
  }

  /**
   * A dividend's ex-date began: every position entitled to it (opened before, open at that instant) gets
   * its entitlement, with the shares it held then (before any later split), in one statement.
   */
  private async recordEntitlements(a: DueAction): Promise<number> {
    const exStart = dayStart(a.market, a.ex_date);
    return this.uow.run(async (tx) => {
      await tx.em.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`corporate-action:${a.id}`]);
      const done = await tx.em.query('SELECT 1 FROM corporate_action_runs WHERE action_id = $1', [a.id]);
      if (done.length > 0) return 0;
      const inserted: Array<{ id: string }> = await tx.em.query(
        `INSERT INTO dividend_entitlements (action_id, position_id, user_id, symbol, market, direction, shares, amount_per_share,
           dividend_currency, settlement_currency, ex_date, recorded_at)
         SELECT $1, p.id, p.user_id, p.symbol, p.market, p.direction,
                coalesce((SELECT pa.shares_before FROM position_adjustments pa JOIN corporate_actions s ON s.id = pa.action_id
                          WHERE pa.position_id = p.id AND pa.kind = 'split' AND s.ex_date >= $4::date ORDER BY pa.id LIMIT 1), p.shares),
                $5, $6, p.settlement_currency, $4, $7
         FROM positions p LEFT JOIN position_closes c ON c.position_id = p.id
         WHERE p.symbol = $2 AND p.opened_at < $3 AND (c.closed_at IS NULL OR c.closed_at >= $3)
         ON CONFLICT (action_id, position_id) DO NOTHING
         RETURNING id`,
        [a.id, a.symbol, exStart, a.ex_date, a.amount, a.currency, this.clock.now()],
      );
      await tx.em.query('INSERT INTO corporate_action_runs (action_id, positions, applied_at) VALUES ($1, $2, $3)', [
        a.id,
        inserted.length,
        this.clock.now(),
      ]);
      return inserted.length;
    });
  }

  /** Pays one entitlement on its pay date: credit a long net of withholding, debit a short the gross. */
  async pay(entitlementId: string, payDate: string): Promise<boolean> {
    const owner: Array<{ user_id: string }> = await this.ds.query('SELECT user_id FROM dividend_entitlements WHERE id = $1', [
      entitlementId,
    ]);
    if (!owner[0]) return false;
    return this.uow.run(async (tx) => {
      await tx.lockUsers(owner[0].user_id);
      const em = tx.em;
      const paid = await em.query('SELECT 1 FROM dividend_payments WHERE entitlement_id = $1', [entitlementId]);
      if (paid.length > 0) return false;
      const [e]: Array<{
        id: string;
        user_id: string;
        position_id: string;
        action_id: string;
        symbol: string;
        market: string;
        direction: 'long' | 'short';
        shares: number;
        amount_per_share: string;
        dividend_currency: string;
        settlement_currency: string;
        trade_no: string;
      }> = await em.query(
        `SELECT e.id, e.user_id, e.position_id, e.action_id, e.symbol, e.market, e.direction, e.shares, e.amount_per_share::text AS amount_per_share,
                btrim(e.dividend_currency) AS dividend_currency, btrim(e.settlement_currency) AS settlement_currency, p.trade_no
         FROM dividend_entitlements e JOIN positions p ON p.id = e.position_id WHERE e.id = $1`,
        [entitlementId],
      );
      const now = this.clock.now();
      const cur = e.settlement_currency;
      let fxMid: Decimal | null = null;
      if (e.dividend_currency !== cur) {
        const rate = (await readFx(em)).find((r) => r.pair === `${cur}${e.dividend_currency}`);
        if (!rate) throw new Error(`no ${cur}${e.dividend_currency} rate to pay a dividend`);
        fxMid = new Money(rate.rate);
      }
      const treatyForm = e.direction === 'long' ? await this.taxForms.onFile(em, e.user_id, payDate) : false;
      const rate = e.direction === 'long' ? withholdingRate(WITHHOLDING, e.market, payDate, treatyForm) : { rate: new Money(0) };
      // No published rate: refuse to pay rather than guess (the job tries again; ops see it unpaid).
      if (!rate) throw new Error(`no withholding rate for ${e.market} on ${payDate}`);
      const f = dividendFigures({
        direction: e.direction,
        shares: e.shares,
        perShare: new Money(e.amount_per_share),
        fxMid,
        settlementCurrency: cur,
        rate: rate.rate,
      });
      let fromMargin = new Money(0);
      let absorbed = new Money(0);
      const postings: PostingLine[] = [];
      if (e.direction === 'long') {
        if (f.net.gt(0)) postings.push({ account: { ownerId: e.user_id, currency: cur, kind: 'user_available' }, amount: f.net });
        if (f.withholding.gt(0)) postings.push({ account: platformAccount('tax_payable', cur, e.user_id), amount: f.withholding });
        if (f.gross.gt(0)) postings.push({ account: platformAccount('trading_counterparty', cur, e.user_id), amount: f.gross.neg() });
      } else if (f.gross.gt(0)) {
        // A short pays the lender's dividend from its free cash, then from the position's margin; what
        // neither covers the platform bears, as it bears a loss past the margin on a close.
        const [bal] = await this.ledger.balances(e.user_id, [cur], em);
        const fromAvailable = Money.min(bal.available, f.gross);
        fromMargin = await this.takeMargin(em, e.position_id, e.user_id, e.action_id, f.gross.minus(fromAvailable));
        absorbed = f.gross.minus(fromAvailable).minus(fromMargin);
        if (fromAvailable.gt(0))
          postings.push({ account: { ownerId: e.user_id, currency: cur, kind: 'user_available' }, amount: fromAvailable.neg() });
        if (fromMargin.gt(0))
          postings.push({ account: { ownerId: e.user_id, currency: cur, kind: 'user_margin' }, amount: fromMargin.neg() });
        const received = fromAvailable.plus(fromMargin);
        if (received.gt(0)) postings.push({ account: platformAccount('trading_counterparty', cur, e.user_id), amount: received });
      }
      const entryId = postings.length > 0 ? await this.ledger.nextEntryId(em) : null;
      await em.query(
        `INSERT INTO dividend_payments (entitlement_id, user_id, pay_date, gross_dividend_currency, fx_mid, gross_exact, gross, remainder,
           withholding_rate, treaty_form, withholding, net, from_margin, absorbed, entry_id, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
        [
          e.id,
          e.user_id,
          payDate,
          f.grossDividendCurrency.toFixed(),
          fxMid?.toFixed() ?? null,
          f.grossExact.toFixed(),
          f.gross.toFixed(),
          f.remainder.toFixed(),
          rate.rate.toFixed(),
          treatyForm,
          f.withholding.toFixed(),
          f.net.toFixed(),
          fromMargin.toFixed(),
          absorbed.toFixed(),
          entryId,
          now,
        ],
      );
      if (entryId)
        await this.ledger.post(
          em,
          {
            kind: e.direction === 'long' ? 'dividend' : 'dividend_short',
            referenceType: 'dividend',
            referenceId: e.id,
            referenceNo: e.trade_no,
            referenceLabel: e.symbol,
            actorId: null,
            postings,
          },
          { entryId },
        );
      await tx.emitBalance(e.user_id, cur, now, [
        {
          type: 'DIVIDEND_PAID',
          payload: { id: e.id, symbol: e.symbol, direction: e.direction, net: f.net.toFixed(), gross: f.gross.toFixed(), currency: cur },
        },
      ]);
      return true;
    });
  }

  /** Takes up to `wanted` from an open short's margin (recorded as its adjustment); answers what it took. */
  private async takeMargin(em: EntityManager, positionId: string, userId: string, actionId: string, wanted: Decimal): Promise<Decimal> {
    if (wanted.lte(0)) return new Money(0);
    const [p]: Array<{ margin: string; margin_quote: string; shares: number; entry_price: string; closed: boolean }> = await em.query(
      `SELECT p.margin::text AS margin, p.margin_quote::text AS margin_quote, p.shares, p.entry_price::text AS entry_price,
              EXISTS (SELECT 1 FROM position_closes c WHERE c.position_id = p.id) AS closed
       FROM positions p WHERE p.id = $1 FOR UPDATE`,
      [positionId],
    );
    if (!p || p.closed) return new Money(0);
    const margin = new Money(p.margin);
    const taken = Money.min(margin, wanted);
    if (taken.lte(0)) return new Money(0);
    const marginAfter = margin.minus(taken);
    const marginQuoteAfter = new Money(p.margin_quote).times(marginAfter).dividedBy(margin).toDecimalPlaces(4, Money.ROUND_HALF_UP);
    await em.query(
      `INSERT INTO position_adjustments (position_id, user_id, action_id, kind, shares_before, shares_after, entry_price_before, entry_price_after,
         margin_before, margin_after, margin_quote_before, margin_quote_after, at)
       VALUES ($1, $2, $3, 'dividend_margin', $4, $4, $5, $5, $6, $7, $8, $9, $10)`,
      [
        positionId,
        userId,
        actionId,
        p.shares,
        p.entry_price,
        p.margin,
        marginAfter.toFixed(),
        p.margin_quote,
        marginQuoteAfter.toFixed(),
        this.clock.now(),
      ],
    );
    await em.query('UPDATE positions SET margin = $2, margin_quote = $3 WHERE id = $1', [
      positionId,
      marginAfter.toFixed(),
      marginQuoteAfter.toFixed(),
    ]);
    return taken;
  }
}
