import { RequiresStepUp } from '../second-factor/step-up.guard';
import { Arg, Args, Authorized, Ctx, FieldResolver, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { AdjustBalanceInput } from '../ledger/ledger.types';
import {
  DecideOpsRequestInput,
  DecideReviewInput,
  OpsRequest,
  OpsRequestArgs,
  OpsRequestPage,
  ReviewKindInfo,
  ReviewOutcome,
  ReviewQueueArgs,
  ReviewQueueItem,
  ReviewQueuePage,
} from './review.types';

@Resolver()
export class ReviewResolver {
  @Authorized('OPS')
  @Query(() => [ReviewKindInfo], { description: 'Ops: every kind of item that waits for review, with its decisions.' })
  reviewKinds(@Ctx() ctx: RequestContext): ReviewKindInfo[] {
    return ctx.services.review.kindNames().map((k) => ({
      kind: k.kind,
      pendingStatus: k.pendingStatus,
      decisions: Object.keys(k.outcomes).filter((d) => d !== 'revoke'),
      statuses: [k.pendingStatus, ...new Set(Object.values(k.outcomes) as string[])],
    }));
  }

  @Authorized('OPS')
  @Query(() => ReviewQueuePage, { description: 'Ops: the review inbox of one kind, newest first (default: items waiting).' })
  reviewQueue(@Args() args: ReviewQueueArgs, @Ctx() ctx: RequestContext): Promise<ReviewQueuePage> {
    return ctx.services.review.queue(args.kind, args.status ?? null, args.first, args.after);
  }

  @Authorized('OPS')
  @RequiresStepUp('ops_decision')
  @Mutation(() => ReviewOutcome, {
    description:
      'Ops: approve, or refuse with a reason code the user sees in their language (and an optional note). Approvals above the threshold wait for a second ops user.',
  })
  decideReview(
    @Arg('input', { description: 'The item and the decision.' }) input: DecideReviewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<ReviewOutcome> {
    return ctx.services.review.decide(ctx.user!, input, { ip: ctx.ip });
  }

  @Authorized('OPS')
  @Query(() => OpsRequestPage, { description: 'Ops: maker-checker requests (default: pending), newest first.' })
  opsRequests(@Args() args: OpsRequestArgs, @Ctx() ctx: RequestContext): Promise<OpsRequestPage> {
    return ctx.services.makerChecker.list(args.status ?? null, args.first, args.after);
  }

  @Authorized('OPS')
  @Mutation(() => OpsRequest, {
    description:
      'Ops: files a correcting journal entry with a mandatory reason the user sees; it takes effect only when a second, different ops user approves it.',
  })
  adjustBalance(
    @Arg('input', { description: 'The user, currency, signed amount and reason.' }) input: AdjustBalanceInput,
    @Ctx() ctx: RequestContext,
  ): Promise<OpsRequest> {
    return ctx.services.makerChecker.fileAdjustment(ctx.user!, input, { ip: ctx.ip });
  }

  @Authorized('OPS')
  @RequiresStepUp('ops_decision')
  @Mutation(() => OpsRequest, {
    description: 'Ops: approve (it takes effect now) or reject a pending request. Nobody decides their own request.',
  })
  decideOpsRequest(
    @Arg('input', { description: 'The request and the decision.' }) input: DecideOpsRequestInput,
    @Ctx() ctx: RequestContext,
  ): Promise<OpsRequest> {
    return ctx.services.makerChecker.decide(ctx.user!, input, { ip: ctx.ip });
  }
}

@Resolver(() => ReviewQueueItem)
export class ReviewQueueItemResolver {
  @FieldResolver(() => String, { nullable: true, description: "The user's phone." })
  async userPhone(@Root() item: ReviewQueueItem, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await ctx.loaders.userById.load(item.userId))?.phone ?? null;
  }
}
