import type { DataSource } from 'typeorm';
import type { ReviewItem, ReviewKind } from '../../app/module';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { priorityQueue } from '../funds/funds.reviews';
import type { LedgerService } from '../ledger/ledger.service';
import { platformAccount } from '../trading/trading-rules';
import { LoanError } from './loans.errors';
import type { LoanRisk } from './loans.risk';
import { LOAN_EVENT, LOAN_REFERENCE, type LoanRow, REPAYMENT_EVENT, type RepaymentRow, loanRow, repaymentRow } from './loans.rows';
import type { LoansService } from './loans.service';
import { LoanStatus } from './loans.types';

const loanItem = (l: LoanRow): ReviewItem => ({
  id: l.id,
  userId: l.user_id,
  status: l.status,
  amount: { value: l.amount, currency: l.currency.trim() },
  summary: {
    orderNo: l.order_no,
    amount: new Money(l.amount).toFixed(2),
    currency: l.currency.trim(),
    name: l.full_name,
    agreementHash: l.agreement_hash,
  },
});

const repaymentItem = (r: RepaymentRow): ReviewItem => ({
  id: r.id,
  userId: r.user_id,
  status: r.status,
  amount: { value: r.amount, currency: r.currency.trim() },
  summary: {
    orderNo: r.order_no,
    loanId: r.loan_id,
    loanOrderNo: r.loan_order_no,
    amount: new Money(r.amount).toFixed(2),
    holdId: String(r.hold_id),
  },
});

/**
 * Loan applications: approval re-checks the live limit, credits the amount through the ledger and pledges
 * the borrower's eligible positions in that currency; refusal records the reason the user sees.
 */
export function loanReview(ds: DataSource, ledger: LedgerService, loans: LoansService): ReviewKind {
  return {
    kind: 'loan',
    pendingStatus: LoanStatus.PENDING,
    event: LOAN_EVENT,
    outcomes: { approve: LoanStatus.SUCCESSFUL, refuse: LoanStatus.FAILED },
    find: async (em, id) => {
      const l = await loanRow(em, id);
      return l && loanItem(l);
    },
    lock: async (em, id) => loanItem((await loanRow(em, id, true)) as LoanRow),
    balanceCurrencies: (i) => [i.amount?.currency as string],
    async apply(decision, i, c) {
      const l = (await loanRow(c.tx.em, i.id)) as LoanRow;
      if (decision === 'refuse') {
        await c.tx.em.query(`UPDATE loans SET status = 'failed', reason_code = $2, reason = $3, decided_at = $4 WHERE id = $1`, [
          l.id,
          c.reasonCode,
          c.note,
          c.now,
        ]);
        return {};
      }
      const amount = new Money(l.amount);
      const limit = await loans.limit(l.user_id, l.currency, c.tx.em);
      const room = limit.totalLimit.minus(limit.pendingRepayment).minus(limit.pendingApplications.minus(amount));
      if (amount.gt(room)) throw new DomainError(LoanError.LOAN_LIMIT_INSUFFICIENT, { available: Money.max(room, 0).toFixed(2) });
      const entry = await ledger.post(c.tx.em, {
        kind: 'loan_disbursed',
        referenceType: LOAN_REFERENCE,
        referenceId: l.id,
        referenceNo: l.order_no,
        referenceLabel: l.currency,
        actorId: c.actor.id,
        postings: [
          { account: platformAccount('loan_receivable', l.currency, l.user_id), amount: amount.neg() },
          { account: { ownerId: l.user_id, currency: l.currency, kind: 'user_available' }, amount },
        ],
      });
      const pledged = limit.positions.filter((p) => p.haircut.gt(0));
      for (const p of pledged)
        await c.tx.em.query(`INSERT INTO loan_pledges (loan_id, position_id, pledged_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [
          l.id,
          p.positionId,
          c.now,
        ]);
      await c.tx.em.query(`UPDATE loans SET status = 'successful', principal = amount, decided_at = $2 WHERE id = $1`, [l.id, c.now]);
      return { entryId: entry.entryId, pledged: pledged.map((p) => p.symbol), limit: limit.totalLimit.toFixed(2) };
    },
    queue: (status, limit, after, userId) =>
      priorityQueue(
        ds,
        { from: 'loans t', amount: 't.amount', summary: "t.full_name || ' · ' || t.agreement_version" },
        status,
        limit,
        after,
        userId,
      ),
  };
}

/**
 * Repayment applications: approval brings interest up to date, then applies the held amount to interest
 * first and principal next (any excess is released); refusal releases the hold with the reason.
 */
export function repaymentReview(ds: DataSource, ledger: LedgerService, risk: LoanRisk): ReviewKind {
  return {
    kind: 'loan_repayment',
    pendingStatus: LoanStatus.PENDING,
    event: REPAYMENT_EVENT,
    outcomes: { approve: LoanStatus.SUCCESSFUL, refuse: LoanStatus.FAILED },
    find: async (em, id) => {
      const r = await repaymentRow(em, id);
      return r && repaymentItem(r);
    },
    lock: async (em, id) => repaymentItem((await repaymentRow(em, id, true)) as RepaymentRow),
    balanceCurrencies: (i) => [i.amount?.currency as string],
    async apply(decision, i, c) {
      const r = (await repaymentRow(c.tx.em, i.id)) as RepaymentRow;
      if (decision === 'refuse') {
        await ledger.voidHold(c.tx.em, r.hold_id, { kind: 'loan_repayment_refused', memo: c.note ?? c.reasonCode, actorId: c.actor.id });
        await c.tx.em.query(`UPDATE loan_repayments SET status = 'failed', reason_code = $2, reason = $3, decided_at = $4 WHERE id = $1`, [
          r.id,
          c.reasonCode,
          c.note,
          c.now,
        ]);
        return {};
      }
      await risk.accrue(c.tx.em, r.loan_id, c.now);
      const l = (await loanRow(c.tx.em, r.loan_id, true)) as LoanRow;
      const owed = new Money(l.principal).plus(l.interest);
      const paid = Money.min(new Money(r.amount), owed);
      const split = { interest: Money.min(paid, new Money(l.interest)), principal: new Money(0) };
      split.principal = paid.minus(split.interest);
      if (paid.gt(0)) {
        await ledger.postHold(c.tx.em, r.hold_id, {
          kind: 'loan_repaid',
          destinations: [{ account: platformAccount('loan_receivable', l.currency, l.user_id), amount: paid }],
          actorId: c.actor.id,
        });
      } else {
        // A code, not a sentence: the client shows it in the reader's language (older rows say 'nothing owed').
        await ledger.voidHold(c.tx.em, r.hold_id, { kind: 'loan_repayment_refused', memo: 'NOTHING_OWED', actorId: c.actor.id });
      }
      await risk.settle(c.tx.em, l, split, c.now);
      await c.tx.em.query(
        `UPDATE loan_repayments SET status = 'successful', interest_paid = $2, principal_paid = $3, decided_at = $4 WHERE id = $1`,
        [r.id, split.interest.toFixed(2), split.principal.toFixed(2), c.now],
      );
      await c.tx.emit(l.user_id, LOAN_EVENT, { id: l.id, status: LoanStatus.SUCCESSFUL }, c.now);
      return { interestPaid: split.interest.toFixed(2), principalPaid: split.principal.toFixed(2) };
    },
    queue: (status, limit, after, userId) =>
      priorityQueue(
        ds,
        { from: 'loan_repayments t JOIN loans l ON l.id = t.loan_id', amount: 't.amount', summary: 'l.order_no' },
        status,
        limit,
        after,
        userId,
      ),
  };
}
