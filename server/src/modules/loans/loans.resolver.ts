import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageArgs } from '../../shared/pagination';
import {
  ApplyLoanInput,
  Loan,
  LoanAgreement,
  LoanLimit,
  LoanPage,
  LoanRepayment,
  LoanRepaymentPage,
  LoanStatus,
  RepayLoanInput,
} from './loans.types';

@Resolver()
export class LoansResolver {
  @Query(() => LoanAgreement, { description: 'The loan agreement in full, in the reader’s language where translated, with its SHA-256.' })
  loanAgreement(
    @Arg('lang', () => String, { nullable: true, description: 'en, fr, es, zh-Hans or zh-Hant.' }) lang: string | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.loans.agreement(lang);
  }

  @Authorized()
  @Query(() => LoanLimit, {
    description: 'The user’s live credit limit in a currency: tier cap, collateral × haircut, borrowed, pending repayment, available.',
  })
  loanLimit(@Arg('currency', { description: 'EUR or USD.' }) currency: string, @Ctx() ctx: RequestContext) {
    return ctx.services.loans.limit(ctx.user!.id, currency);
  }

  @Authorized()
  @Query(() => LoanPage, { description: 'The user’s loans and loan applications, newest first.' })
  myLoans(
    @Args() args: PageArgs,
    @Arg('status', () => LoanStatus, { nullable: true, description: 'Only this status.' }) status: LoanStatus | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.loans.myLoans(ctx.user!.id, status ?? null, args);
  }

  @Authorized()
  @Query(() => Loan, { description: 'One of the user’s own loans.' })
  loan(@Arg('id', () => ID, { description: 'Loan id.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.loans.loanOf(ctx.user!.id, id);
  }

  @Authorized()
  @Query(() => LoanRepaymentPage, { description: 'The user’s repayment applications, newest first.' })
  myLoanRepayments(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.loans.myRepayments(ctx.user!.id, args);
  }

  @Authorized()
  @Mutation(() => Loan, { description: 'Applies for a loan with the signed agreement; waits for review.' })
  applyLoan(@Arg('input', { description: 'Every field of the form.' }) input: ApplyLoanInput, @Ctx() ctx: RequestContext) {
    return ctx.services.loans.apply(ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => LoanRepayment, {
    description: 'Applies to repay: the amount is held and waits for review (“No outstanding debt” when nothing is owed).',
  })
  repayLoan(@Arg('input', { description: 'Loan, amount and idempotency key.' }) input: RepayLoanInput, @Ctx() ctx: RequestContext) {
    return ctx.services.loans.repay(ctx.user!, input);
  }

  @Authorized('OPS')
  @Query(() => LoanPage, { description: 'Ops: loans in a status (all when omitted), newest first.' })
  opsLoans(
    @Args() args: PageArgs,
    @Arg('status', () => LoanStatus, { nullable: true, description: 'Only this status.' }) status: LoanStatus | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.loans.opsLoans(status ?? null, args);
  }

  @Authorized('OPS')
  @Mutation(() => Boolean, {
    description: 'Ops: runs the loan job now (interest accrual, margin calls, liquidation past the cure period; audited).',
  })
  async runLoanRisk(@Ctx() ctx: RequestContext) {
    await ctx.services.loanRisk.sweepAudited(ctx.user!, ctx.ip);
    return true;
  }
}
