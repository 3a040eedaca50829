import { Args, Authorized, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { MarkNotificationsReadArgs, NotificationPage, NotificationsArgs } from './notifications.types';

@Resolver()
export class NotificationsResolver {
  @Authorized()
  @Query(() => NotificationPage, {
    description: 'The user’s notification centre: their notifications and recent notices, newest first, with the unread count.',
  })
  notifications(@Args() args: NotificationsArgs, @Ctx() ctx: RequestContext): Promise<NotificationPage> {
    return ctx.services.notifications.page(ctx.user!.id, args.lang, args.first, args.after);
  }

  @Authorized()
  @Query(() => Int, { description: 'How many notifications the user has not read (the bell’s count).' })
  unreadNotificationCount(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.notifications.unreadCount(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks notifications read (ids not the user’s change nothing). Answers the unread count.' })
  markNotificationsRead(@Args() args: MarkNotificationsReadArgs, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.notifications.markRead(ctx.user!.id, args.ids);
  }

  @Authorized()
  @Mutation(() => Int, { description: 'Marks every notification read, notices included. Answers the unread count (0).' })
  markAllNotificationsRead(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.notifications.markAllRead(ctx.user!.id);
  }
}
