import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CreatePriceAlertInput, PausePriceAlertArgs, PriceAlert, PriceAlertIdArgs, PriceAlertsArgs } from './price-alerts.types';

@Resolver()
export class PriceAlertsResolver {
  @Authorized()
  @Query(() => [PriceAlert], { description: 'The user’s price alerts (or one symbol’s): active and paused first, newest first.' })
  priceAlerts(@Args() args: PriceAlertsArgs, @Ctx() ctx: RequestContext): Promise<PriceAlert[]> {
    return ctx.services.priceAlerts.list(ctx.user!.id, args.symbol, args.first);
  }

  @Authorized()
  @Mutation(() => PriceAlert, {
    description:
      'Sets a price alert on an instrument or index. At most 100 set at once (PRICE_ALERT_LIMIT_REACHED); an unknown symbol is INSTRUMENT_NOT_FOUND.',
  })
  createPriceAlert(
    @Arg('input', () => CreatePriceAlertInput, { description: 'The symbol, the condition and how often it fires.' })
    input: CreatePriceAlertInput,
    @Ctx() ctx: RequestContext,
  ): Promise<PriceAlert> {
    return ctx.services.priceAlerts.create(ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => PriceAlert, { description: 'Pauses (paused: true) or resumes one of the user’s alerts.' })
  pausePriceAlert(@Args() args: PausePriceAlertArgs, @Ctx() ctx: RequestContext): Promise<PriceAlert> {
    return ctx.services.priceAlerts.setPaused(ctx.user!.id, args.id, args.paused);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Deletes one of the user’s alerts.' })
  deletePriceAlert(@Args() args: PriceAlertIdArgs, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.priceAlerts.delete(ctx.user!.id, args.id);
  }
}
