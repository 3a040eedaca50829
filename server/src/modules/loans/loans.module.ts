import { loansNotifications } from './loans.notifications';
import { defineModule } from '../../app/module';
import { Money } from '../../shared/money';
import { loanReceivableMatchesLoans } from './loans.checks';
import { LoanError, LoanReviewReason, loanErrorDescriptions, loanReviewReasonDescriptions } from './loans.errors';
import { LoansResolver } from './loans.resolver';
import { loanReview, repaymentReview } from './loans.reviews';
import { LoanRisk } from './loans.risk';
import { LoansService } from './loans.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    loans: LoansService;
    /** Interest accrual, margin calls and liquidation of stock-backed loans. */
    loanRisk: LoanRisk;
  }
}

/** Stock-backed loans with a signed agreement (issue 16); tables in the funds migration. */
export const loansModule = defineModule({
  name: 'loans',
  resolvers: [LoansResolver],
  errors: LoanError,
  errorDescriptions: loanErrorDescriptions,
  reviewReasons: LoanReviewReason,
  reviewReasonDescriptions: loanReviewReasonDescriptions,
  events: ['LOAN_UPDATED', 'LOAN_REPAYMENT_UPDATED'],
  eventDescriptions: {
    LOAN_UPDATED: 'A loan of the user changed (recordId, status; reason margin_call or liquidated for the risk steps).',
    LOAN_REPAYMENT_UPDATED: 'A repayment application of the user changed status (recordId, status).',
  },
  notifications: loansNotifications,
  create: ({ ds, clock, uow, ledger, audit, tradingCommands, productTrades, uploads, realName, config }) => {
    const risk = new LoanRisk(ds, clock, uow, ledger, audit, productTrades);
    // A pledged position cannot be closed if that breaks its loan's maintenance ratio.
    tradingCommands.addCloseGuard((tx, positionId, userId) => risk.guardClose(tx, positionId, userId));
    const eurUsd = new Money(config.money.fxRates.EURUSD ?? '1');
    return {
      loans: new LoansService(
        ds,
        clock,
        uow,
        ledger,
        productTrades,
        uploads,
        realName,
        new Money(config.money.maxAmount),
        eurUsd,
        config.trading.intradayLeverageFrom,
      ),
      loanRisk: risk,
    };
  },
  reviews: ({ ds, ledger, loans, loanRisk }) => [loanReview(ds, ledger, loans), repaymentReview(ds, ledger, loanRisk)],
  ledgerChecks: [loanReceivableMatchesLoans],
  // Every hour: interest for each ended day (once), then margin calls and liquidation past the cure period.
  jobs: [{ name: 'loan-risk', cron: '10 * * * *', run: (s) => s.loanRisk.sweep().then(() => undefined) }],
});
