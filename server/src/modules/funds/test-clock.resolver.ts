import { Arg, Authorized, Ctx, Int, Mutation, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';

/**
 * Ops: moves a test server's clock forward (TEST_CLOCK=on with CLOCK_START only; FORBIDDEN elsewhere),
 * so an end-to-end run sees a day of fund earnings or loan interest. Audited like every ops action.
 */
@Resolver()
export class TestClockResolver {
  @Authorized('OPS')
  @Mutation(() => Date, {
    description:
      'Ops on a test server (TEST_CLOCK=on): moves the clock forward by hours and minutes (together at least a minute, at most 240 hours) and returns the new now.',
  })
  async advanceTestClock(
    @Arg('hours', () => Int, { description: 'Hours to move forward (0–240).' }) hours: number,
    @Arg('minutes', () => Int, { nullable: true, defaultValue: 0, description: 'Minutes to move forward besides the hours (0–1440).' })
    minutes: number,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.testClock.advance(ctx.user!, { hours, minutes: minutes ?? 0 }, ctx.ip);
  }
}
