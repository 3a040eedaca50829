import { Arg, Authorized, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { UserEventMessage } from '../../graphql/pubsub';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { AccountEvent } from './events.types';

function toAccountEvent(e: UserEventMessage): AccountEvent {
  const p = e.payload as Record<string, string | undefined>;
  return Object.assign(new AccountEvent(), {
    seq: e.seq,
    type: e.type,
    at: new Date(e.at),
    currency: p.currency ?? null,
    available: p.available !== undefined ? new Money(p.available) : null,
    frozen: p.frozen !== undefined ? new Money(p.frozen) : null,
    recordId: p.id ?? null,
    status: p.status ?? null,
    reason: p.reason ?? null,
    reasonCode: p.reasonCode ?? null,
    symbol: p.symbol ?? null,
    notificationKind: e.type === 'NOTIFICATION_CREATED' ? (p.kind ?? null) : null,
    unreadCount: p.unreadCount !== undefined ? Number(p.unreadCount) : null,
    progress: p.progress !== undefined && p.progress !== null ? Number(p.progress) : null,
  });
}

@Resolver()
export class EventsResolver {
  @Authorized()
  @Subscription(() => AccountEvent, {
    description:
      "Live changes to the user's balances and to the status of their records (deposits, withdrawals, orders, positions…). Pass the last `seq` seen to resume after a dropped connection; nothing is lost.",
    subscribe: ({ args, context }) => {
      const after = (args.afterSeq as string | null | undefined) ?? null;
      if (after !== null && !/^\d{1,18}$/.test(after)) throw new DomainError(CommonError.BAD_INPUT);
      const ctx = context as RequestContext;
      return ctx.services.events.stream(ctx.user!.id, after);
    },
  })
  accountEvents(
    @Root() event: UserEventMessage,
    @Arg('afterSeq', () => String, {
      nullable: true,
      description: 'The last seq the client saw; events after it are replayed first. Omit to start with new events only.',
    })
    _afterSeq: string | null,
  ): AccountEvent {
    return toAccountEvent(event);
  }
}
