import type { EntityManager } from 'typeorm';
import { Money } from '../../shared/money';
import { accrueDay } from '../funds/accrual-rules';
import { Loan, LoanRepayment, type LoanStatus } from './loans.types';

export const LOAN_EVENT = 'LOAN_UPDATED';
export const REPAYMENT_EVENT = 'LOAN_REPAYMENT_UPDATED';
export const LOAN_REFERENCE = 'loan';
export const REPAYMENT_REFERENCE = 'loan_repayment';

export interface LoanRow {
  id: string;
  order_no: string;
  user_id: string;
  currency: string;
  amount: string;
  annual_rate: string;
  day_basis: number;
  full_name: string;
  agreement_version: string;
  agreement_hash: string;
  signed_at: Date;
  status: string;
  reason_code: string | null;
  reason: string | null;
  principal: string;
  interest: string;
  interest_carry: string;
  accrued_to: string | null;
  margin_call_at: Date | null;
  cure_by: Date | null;
  liquidated_at: Date | null;
  applied_at: Date;
  decided_at: Date | null;
  repaid_at: Date | null;
}

export interface RepaymentRow {
  id: string;
  order_no: string;
  loan_id: string;
  loan_order_no: string;
  user_id: string;
  currency: string;
  amount: string;
  hold_id: string;
  status: string;
  interest_paid: string | null;
  principal_paid: string | null;
  reason_code: string | null;
  reason: string | null;
  applied_at: Date;
  decided_at: Date | null;
}

export const LOAN_SELECT = `SELECT l.*, l.currency::text AS currency, l.accrued_to::text AS accrued_to FROM loans l`;
export const REPAYMENT_SELECT = `SELECT r.*, r.currency::text AS currency, l.order_no AS loan_order_no FROM loan_repayments r JOIN loans l ON l.id = r.loan_id`;

export function toLoan(r: LoanRow, pledged: string[] = []): Loan {
  const principal = new Money(r.principal);
  const interest = new Money(r.interest);
  return Object.assign(new Loan(), {
    id: r.id,
    orderNo: r.order_no,
    currency: r.currency.trim(),
    amount: new Money(r.amount),
    annualRate: new Money(r.annual_rate),
    dayBasis: r.day_basis,
    dailyInterest: accrueDay(principal, new Money(r.annual_rate), r.day_basis, new Money(0)).amount,
    principal,
    interest,
    outstanding: principal.plus(interest),
    status: r.status as LoanStatus,
    reasonCode: r.reason_code,
    reason: r.reason,
    fullName: r.full_name,
    agreementVersion: r.agreement_version,
    agreementHash: r.agreement_hash,
    signedAt: r.signed_at,
    marginCallAt: r.margin_call_at,
    cureBy: r.cure_by,
    liquidatedAt: r.liquidated_at,
    appliedAt: r.applied_at,
    decidedAt: r.decided_at,
    repaidAt: r.repaid_at,
    pledged,
  });
}

export function toRepayment(r: RepaymentRow): LoanRepayment {
  return Object.assign(new LoanRepayment(), {
    id: r.id,
    orderNo: r.order_no,
    loanId: r.loan_id,
    loanOrderNo: r.loan_order_no,
    currency: r.currency.trim(),
    amount: new Money(r.amount),
    interestPaid: r.interest_paid === null ? null : new Money(r.interest_paid),
    principalPaid: r.principal_paid === null ? null : new Money(r.principal_paid),
    status: r.status as LoanStatus,
    reasonCode: r.reason_code,
    reason: r.reason,
    appliedAt: r.applied_at,
    decidedAt: r.decided_at,
  });
}

export async function loanRow(em: EntityManager, id: string, lock = false): Promise<LoanRow | null> {
  const rows: LoanRow[] = await em.query(`${LOAN_SELECT} WHERE l.id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return rows[0] ?? null;
}

export async function repaymentRow(em: EntityManager, id: string, lock = false): Promise<RepaymentRow | null> {
  const rows: RepaymentRow[] = await em.query(`${REPAYMENT_SELECT} WHERE r.id = $1${lock ? ' FOR UPDATE OF r' : ''}`, [id]);
  return rows[0] ?? null;
}
