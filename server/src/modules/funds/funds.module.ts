import { FundsLoansVip1765000000000 } from '../../../../migrations/1765000000000-FundsLoansVip';
import { FundTexts1765800000000 } from '../../../../migrations/1765800000000-FundTexts';
import { fundsNotifications } from './funds.notifications';
import { defineModule } from '../../app/module';
import { Money } from '../../shared/money';
import { fundLiabilityMatchesHoldings } from './funds.checks';
import { FundError, FundReviewReason, fundErrorDescriptions, fundReviewReasonDescriptions } from './funds.errors';
import { FundsResolver } from './funds.resolver';
import { autoApprover, fundPurchaseReview } from './funds.reviews';
import { FundsService } from './funds.service';
import { TestClockResolver } from './test-clock.resolver';
import { TestClockService } from './test-clock.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    funds: FundsService;
    /** Moves a test server's clock forward (TEST_CLOCK=on only). */
    testClock: TestClockService;
  }
}

/** Term funds with daily accrual (issue 16). The migration also carries loans' and VIP's tables. */
export const fundsModule = defineModule({
  name: 'funds',
  migrations: [FundsLoansVip1765000000000, FundTexts1765800000000],
  resolvers: [FundsResolver, TestClockResolver],
  errors: FundError,
  errorDescriptions: fundErrorDescriptions,
  reviewReasons: FundReviewReason,
  reviewReasonDescriptions: fundReviewReasonDescriptions,
  events: ['FUND_UPDATED'],
  eventDescriptions: { FUND_UPDATED: 'A fund holding of the user changed (recordId, status; a day’s earnings posted while holding).' },
  notifications: fundsNotifications,
  create: ({ ds, clock, uow, ledger, audit, realName, config }) => {
    const funds = new FundsService(ds, clock, uow, ledger, audit, realName, new Money(config.money.maxAmount));
    funds.approveInTx = autoApprover(funds, audit);
    return { funds, testClock: new TestClockService(ds, clock, audit) };
  },
  reviews: ({ ds, ledger, funds }) => [fundPurchaseReview(ds, ledger, funds)],
  ledgerChecks: [fundLiabilityMatchesHoldings],
  // Every hour: each holding's ended days are posted once (catching up after downtime), then maturities.
  jobs: [{ name: 'fund-accrual', cron: '5 * * * *', run: (s) => s.funds.runDaily().then(() => undefined) }],
});
