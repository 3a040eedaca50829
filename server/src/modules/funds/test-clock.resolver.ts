import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';

/**
 * Ops: moves a test server's clock forward (TEST_CLOCK=on with CLOCK_START only; FORBIDDEN elsewhere),
 * so an end-to-end run sees a day of fund earnings or loan interest. Audited like every ops action.
 */
@Resolver()
export class TestClockResolver {
  @Authorized('OPS')
  @Mutation(() => Date, {
    description: 'Ops on a test server (TEST_CLOCK=on): moves the clock forward by hours (1–240) and returns the new now.',
  })
  async advanceTestClock(
    @Arg('hours', () => Int, { description: 'Hours to move forward (1–240).' }) hours: number,
    @Ctx() ctx: RequestContext,
  ) {
    if (!Number.isInteger(hours) || hours < 1 || hours > 240) throw new DomainError(CommonError.BAD_INPUT);
    return ctx.services.testClock.advance(ctx.user!, hours, ctx.ip);
  }
}
