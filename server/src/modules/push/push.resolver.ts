import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PushEndpointArgs, PushSettings, SetPushCategoryArgs, SubscribePushArgs, UnsubscribePushArgs } from './push.types';

@Resolver()
export class PushResolver {
  @Authorized()
  @Query(() => PushSettings, { description: 'The user’s Web Push settings, and whether the given endpoint (this device) is subscribed.' })
  pushSettings(@Args() args: PushEndpointArgs, @Ctx() ctx: RequestContext): Promise<PushSettings> {
    return ctx.services.push.settings(ctx.user!.id, args.endpoint);
  }

  @Authorized()
  @Mutation(() => PushSettings, {
    description:
      'Subscribes this device to the user’s pushes (or refreshes it). Refused, storing nothing: PUSH_SUBSCRIPTION_INVALID, PUSH_ENDPOINT_NOT_ALLOWED, PUSH_SUBSCRIPTION_LIMIT_REACHED.',
  })
  subscribePush(@Args() args: SubscribePushArgs, @Ctx() ctx: RequestContext): Promise<PushSettings> {
    const { endpoint, keys } = args.subscription;
    return ctx.services.push.subscribe(
      ctx.user!.id,
      { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } },
      args.lang,
      ctx.sessionId,
    );
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: 'Unsubscribes one of the user’s devices. Answers false when the endpoint was not theirs (nothing changed).',
  })
  unsubscribePush(@Args() args: UnsubscribePushArgs, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.push.unsubscribe(ctx.user!.id, args.endpoint);
  }

  @Authorized()
  @Mutation(() => PushSettings, { description: 'Switches pushes of one category on or off for all the user’s devices.' })
  setPushCategory(@Args() args: SetPushCategoryArgs, @Ctx() ctx: RequestContext): Promise<PushSettings> {
    return ctx.services.push.setCategory(ctx.user!.id, args.category, args.enabled);
  }
}
