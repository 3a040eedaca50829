import { Platform1764100000000 } from '../../../../migrations/1764100000000-Platform';
import { defineModule } from '../../app/module';
import { Money } from '../../shared/money';
import { MakerCheckerService } from './maker-checker.service';
import { ReviewError, reviewErrorDescriptions } from './review.errors';
import { ReviewQueueItemResolver, ReviewResolver } from './review.resolver';
import { ReviewService } from './review.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** The one review workflow every pending-review state goes through. */
    review: ReviewService;
    /** Second approvals of ops actions (maker-checker). */
    makerChecker: MakerCheckerService;
  }
}

export const reviewModule = defineModule({
  name: 'review',
  migrations: [Platform1764100000000],
  resolvers: [ReviewResolver, ReviewQueueItemResolver],
  errors: ReviewError,
  errorDescriptions: reviewErrorDescriptions,
  create: ({ ds, uow, clock, config, audit, accounts, hooks }) => {
    const review = new ReviewService(uow, clock, audit, hooks.reviewKinds, new Money(config.reviewSecondApprovalAbove));
    return { review, makerChecker: new MakerCheckerService(ds, uow, clock, audit, accounts, review) };
  },
});
