import type Decimal from 'decimal.js';
import { IsBoolean } from 'class-validator';
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { CommonError } from '../../shared/common.errors';
import { PageType } from '../../shared/pagination';
import { ShortText } from '../../shared/validation';

export enum LoanStatus {
  PENDING = 'pending',
  SUCCESSFUL = 'successful',
  FAILED = 'failed',
}
registerEnumType(LoanStatus, {
  name: 'LoanStatus',
  description: 'A loan or repayment application: pending review → successful | failed (with the reason).',
  valuesConfig: {
    PENDING: { description: 'Waiting for review.' },
    SUCCESSFUL: { description: 'Approved: a loan was credited, or a repayment applied.' },
    FAILED: { description: 'Refused; the reason is shown (a repayment’s held amount was released).' },
  },
});

@ObjectType({ description: 'A position counted toward the credit limit, valued at its live quote.' })
export class LoanCollateral {
  @Field(() => ID, { description: 'Position id.' })
  positionId: string;
  @Field({ description: 'Instrument symbol.' })
  symbol: string;
  @Field(() => Int, { description: 'Shares.' })
  shares: number;
  @Field(() => DecimalScalar, { nullable: true, description: 'Live bid (null: no quote).' })
  price: Decimal | null;
  @Field(() => DecimalScalar, { description: 'Value at the live bid (0 when the quote is stale or missing).' })
  value: Decimal;
  @Field(() => DecimalScalar, { description: 'Haircut: the share of the value that counts (0.6 or 0).' })
  haircut: Decimal;
  @Field({ description: 'The quote is stale: the position values nothing until the feed is fresh (rule 7).' })
  stale: boolean;
  @Field({ description: 'The quote is simulated (labelled "Simulated").' })
  simulated: boolean;
  @Field({ description: 'Pledged to an outstanding loan.' })
  pledged: boolean;
}

@ObjectType({ description: 'The live credit limit in one currency: min(tier cap, Σ value × haircut).' })
export class LoanLimit {
  @Field({ description: 'Currency of the loan.' })
  currency: string;
  @Field({ description: 'The user is VIP (the higher cap applies).' })
  vip: boolean;
  @Field(() => DecimalScalar, { description: 'Tier cap: 500,000 EUR standard, 5,000,000 EUR VIP (converted for USD).' })
  tierCap: Decimal;
  @Field(() => DecimalScalar, { description: 'Σ eligible position value × haircut.' })
  collateralLimit: Decimal;
  @Field(() => DecimalScalar, { description: 'Total limit: the lower of the two.' })
  totalLimit: Decimal;
  @Field(() => DecimalScalar, { description: 'Borrowed amount: principal outstanding.' })
  borrowed: Decimal;
  @Field(() => DecimalScalar, { description: 'Pending repayment amount: principal + interest accrued.' })
  pendingRepayment: Decimal;
  @Field(() => DecimalScalar, { description: 'Applications waiting for review.' })
  pendingApplications: Decimal;
  @Field(() => DecimalScalar, { description: 'What may still be borrowed now.' })
  available: Decimal;
  @Field(() => DecimalScalar, { description: 'Disclosed annual rate: benchmark + spread.' })
  annualRate: Decimal;
  @Field(() => DecimalScalar, { description: 'Benchmark rate.' })
  benchmarkRate: Decimal;
  @Field({ description: 'Benchmark name.' })
  benchmarkName: string;
  @Field(() => DecimalScalar, { description: 'Spread over the benchmark.' })
  spread: Decimal;
  @Field(() => Int, { description: 'Day-count basis: 365 (EUR, ACT/365) or 360 (USD, ACT/360).' })
  dayBasis: number;
  @Field(() => DecimalScalar, { description: 'Haircut of an eligible position.' })
  haircut: Decimal;
  @Field(() => DecimalScalar, { description: 'Maintenance ratio: a margin call above this loan-to-value.' })
  maintenanceRatio: Decimal;
  @Field(() => [LoanCollateral], { description: 'Every open position and what it counts for.' })
  positions: LoanCollateral[];
}

@ObjectType({ description: 'The loan agreement in full, as read before signing.' })
export class LoanAgreement {
  @Field({ description: 'Version.' })
  version: string;
  @Field({ description: 'Language of the text (English where no translation exists yet).' })
  language: string;
  @Field({ description: 'The full text.' })
  text: string;
  @Field({ description: 'SHA-256 of the text (sent back with the application).' })
  hash: string;
}

@ObjectType({ description: 'A loan (application and, once approved, the debt).' })
export class Loan {
  @Field(() => ID, { description: 'Loan id.' })
  id: string;
  @Field({ description: 'Order number (L…).' })
  orderNo: string;
  @Field({ description: 'Currency.' })
  currency: string;
  @Field(() => DecimalScalar, { description: 'Amount applied for (credited on approval).' })
  amount: Decimal;
  @Field(() => DecimalScalar, { description: 'Annual rate.' })
  annualRate: Decimal;
  @Field(() => Int, { description: 'Day-count basis (365 or 360).' })
  dayBasis: number;
  @Field(() => DecimalScalar, { description: 'A day’s interest on the principal outstanding now (rounded down).' })
  dailyInterest: Decimal;
  @Field(() => DecimalScalar, { description: 'Principal outstanding.' })
  principal: Decimal;
  @Field(() => DecimalScalar, { description: 'Interest accrued and unpaid.' })
  interest: Decimal;
  @Field(() => DecimalScalar, { description: 'Pending repayment amount: principal + interest.' })
  outstanding: Decimal;
  @Field(() => LoanStatus, { description: 'Application status.' })
  status: LoanStatus;
  @Field(() => String, { nullable: true, description: 'Refusal reason code.' })
  reasonCode: string | null;
  @Field(() => String, { nullable: true, description: 'Refusal note.' })
  reason: string | null;
  @Field({ description: 'Applicant name.' })
  fullName: string;
  @Field({ description: 'Agreement version signed.' })
  agreementVersion: string;
  @Field({ description: 'SHA-256 of the agreement text signed.' })
  agreementHash: string;
  @Field({ description: 'When it was signed.' })
  signedAt: Date;
  @Field(() => Date, { nullable: true, description: 'Margin call made (collateral below the maintenance ratio).' })
  marginCallAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Cure deadline of the margin call (2 business days).' })
  cureBy: Date | null;
  @Field(() => Date, { nullable: true, description: 'When pledged positions were sold for it.' })
  liquidatedAt: Date | null;
  @Field({ description: 'Application time.' })
  appliedAt: Date;
  @Field(() => Date, { nullable: true, description: 'Review time.' })
  decidedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Fully repaid at.' })
  repaidAt: Date | null;
  @Field(() => [String], { description: 'Symbols of the positions pledged.' })
  pledged: string[];
}

@ObjectType({ description: 'A repayment application.' })
export class LoanRepayment {
  @Field(() => ID, { description: 'Repayment id.' })
  id: string;
  @Field({ description: 'Order number (P…).' })
  orderNo: string;
  @Field(() => ID, { description: 'The loan.' })
  loanId: string;
  @Field({ description: 'The loan’s order number.' })
  loanOrderNo: string;
  @Field({ description: 'Currency.' })
  currency: string;
  @Field(() => DecimalScalar, { description: 'Amount (held while pending).' })
  amount: Decimal;
  @Field(() => DecimalScalar, { nullable: true, description: 'Applied to interest.' })
  interestPaid: Decimal | null;
  @Field(() => DecimalScalar, { nullable: true, description: 'Applied to principal.' })
  principalPaid: Decimal | null;
  @Field(() => LoanStatus, { description: 'Status.' })
  status: LoanStatus;
  @Field(() => String, { nullable: true, description: 'Refusal reason code.' })
  reasonCode: string | null;
  @Field(() => String, { nullable: true, description: 'Refusal note.' })
  reason: string | null;
  @Field({ description: 'Application time.' })
  appliedAt: Date;
  @Field(() => Date, { nullable: true, description: 'Review time.' })
  decidedAt: Date | null;
}

export const LoanPage = PageType(Loan, 'LoanPage');
export const LoanRepaymentPage = PageType(LoanRepayment, 'LoanRepaymentPage');

@InputType({ description: 'A loan application with every field of the form.' })
export class ApplyLoanInput {
  @Field({ description: 'EUR or USD.' })
  @ShortText()
  currency: string;
  @Field(() => DecimalScalar, { description: 'Amount (≥ 1, two decimals), within the available limit.' })
  amount: Decimal;
  @Field({ description: 'Full name.' })
  @ShortText()
  fullName: string;
  @Field({ description: 'ID number.' })
  @ShortText()
  idNumber: string;
  @Field({ description: 'Address.' })
  @ShortText()
  address: string;
  @Field({ description: 'Phone.' })
  @ShortText()
  phone: string;
  @Field({ description: 'Email.' })
  @ShortText()
  email: string;
  @Field({ description: 'The agreement was read and agreed.' })
  @IsBoolean({ context: { code: CommonError.BAD_INPUT } })
  agreed: boolean;
  @Field({ description: 'SHA-256 of the agreement text read (loanAgreement.hash).' })
  @ShortText()
  agreementHash: string;
  @Field(() => ID, { description: 'The uploaded signature image (purpose loan_signature).' })
  @ShortText()
  signatureUploadId: string;
  @Field({ description: 'Idempotency key.' })
  @ShortText()
  idempotencyKey: string;
}

@InputType({ description: 'A repayment application.' })
export class RepayLoanInput {
  @Field(() => ID, { description: 'The loan.' })
  @ShortText()
  loanId: string;
  @Field(() => DecimalScalar, { description: 'Amount (two decimals), at most the pending repayment amount.' })
  amount: Decimal;
  @Field({ description: 'Idempotency key.' })
  @ShortText()
  idempotencyKey: string;
}
