import { Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { VipStatus, VipTerms } from './vip.types';

@Resolver()
export class VipResolver {
  @Query(() => VipTerms, { description: 'The published VIP criteria and benefits (no sign-in needed).' })
  vipTerms(@Ctx() ctx: RequestContext) {
    return ctx.services.vip.terms();
  }

  @Authorized()
  @Query(() => VipStatus, { description: 'The user’s VIP status and latest check.' })
  myVip(@Ctx() ctx: RequestContext) {
    return ctx.services.vip.status(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => VipStatus, {
    description: 'Applies for VIP: the criteria are checked at once (“already VIP” for a VIP; a refusal names the unmet criteria).',
  })
  applyVip(@Ctx() ctx: RequestContext) {
    return ctx.services.vip.apply(ctx.user!);
  }

  @Authorized('OPS')
  @Mutation(() => Boolean, { description: 'Ops: runs the monthly VIP re-check now (audited).' })
  async runVipRecheck(@Ctx() ctx: RequestContext) {
    await ctx.services.vip.recheckAudited(ctx.user!, ctx.ip);
    return true;
  }
}
