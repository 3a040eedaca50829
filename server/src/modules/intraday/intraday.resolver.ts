import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageArgs } from '../../shared/pagination';
import {
  ApplyIntradayInput,
  IntradayApplication,
  IntradayApplicationPage,
  IntradayAssessmentPage,
  IntradayTerms,
  OpsIntradayArgs,
} from './intraday.types';

@Resolver()
export class IntradayResolver {
  @Query(() => IntradayTerms, { description: 'The published terms of the automated intraday strategy (browsing needs no sign-in).' })
  intradayTerms(@Ctx() ctx: RequestContext): IntradayTerms {
    return ctx.services.intraday.terms();
  }

  @Authorized()
  @Query(() => IntradayApplicationPage, { description: 'The user’s intraday strategy records, newest first, each with its trades.' })
  myIntradayApplications(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.intraday.myApplications(ctx.user!.id, args);
  }

  @Authorized()
  @Query(() => IntradayApplication, { description: 'One of the user’s own intraday strategy applications, with its trades.' })
  intradayApplication(@Arg('id', () => ID, { description: 'The application id.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.intraday.applicationOf(ctx.user!.id, id);
  }

  @Authorized()
  @Mutation(() => IntradayApplication, {
    description:
      'Applies for the strategy: the automated risk assessment runs at once and approves (the amount held) or rejects with its reasons.',
  })
  async applyIntradayStrategy(
    @Arg('input', { description: 'Stock code, amount, pay password and an idempotency key.' }) input: ApplyIntradayInput,
    @Ctx() ctx: RequestContext,
  ): Promise<IntradayApplication> {
    return ctx.services.intraday.apply(ctx.user!, input);
  }

  @Authorized('OPS')
  @Query(() => IntradayAssessmentPage, { description: 'Ops: intraday applications with every input of their automated assessment.' })
  opsIntradayApplications(@Args() args: OpsIntradayArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.intraday.opsApplications(args);
  }
}
