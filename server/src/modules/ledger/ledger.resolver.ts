import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { UserEventMessage } from '../../graphql/pubsub';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { ShortText } from '../../shared/validation';
import { AccountEvent, AccountEventType, AdjustBalanceInput, Balance, LedgerCheck, StatementPage } from './ledger.types';

@ArgsType()
class StatementArgs {
  @Field({ description: 'EUR or USD.' })
  @ShortText()
  currency: string;

  @Field(() => Int, { defaultValue: 20 })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100, { context: { code: CommonError.BAD_INPUT } })
  first: number;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @ShortText()
  after?: string | null;
}

function toAccountEvent(e: UserEventMessage): AccountEvent {
  const p = e.payload as Record<string, string | undefined>;
  return Object.assign(new AccountEvent(), {
    seq: e.seq,
    type: e.type as AccountEventType,
    at: new Date(e.at),
    currency: p.currency ?? null,
    available: p.available !== undefined ? new Money(p.available) : null,
    frozen: p.frozen !== undefined ? new Money(p.frozen) : null,
    recordId: p.id ?? null,
    status: p.status ?? null,
    reason: p.reason ?? null,
    symbol: p.symbol ?? null,
  });
}

@Resolver()
export class LedgerResolver {
  @Authorized()
  @Query(() => [Balance], { description: "The signed-in user's cash per currency (EUR, USD)." })
  async balances(@Ctx() ctx: RequestContext): Promise<Balance[]> {
    const list = await ctx.services.accounts.balances(ctx.user!.id);
    return list.map((b) => Object.assign(new Balance(), { ...b, total: b.available.plus(b.frozen) }));
  }

  @Authorized()
  @Query(() => StatementPage, {
    description: "Every journal entry touching the user's cash in one currency, newest first, with running balances.",
  })
  statement(@Args() args: StatementArgs, @Ctx() ctx: RequestContext): Promise<StatementPage> {
    return ctx.services.accounts.statement(ctx.user!.id, args.currency, args.first, args.after);
  }

  @Authorized('OPS')
  @Query(() => LedgerCheck, { description: 'Ops: recomputes every balance from the entries and checks every invariant.' })
  ledgerCheck(@Ctx() ctx: RequestContext): Promise<LedgerCheck> {
    return ctx.services.ledger.check() as unknown as Promise<LedgerCheck>;
  }

  @Authorized('OPS')
  @Mutation(() => Balance, {
    description: 'Ops: a correcting journal entry with a mandatory reason the user sees. Returns the new balance.',
  })
  async adjustBalance(@Arg('input') input: AdjustBalanceInput, @Ctx() ctx: RequestContext): Promise<Balance> {
    const b = await ctx.services.accounts.adjust(ctx.user!, input, { ip: ctx.ip });
    return Object.assign(new Balance(), { ...b, total: b.available.plus(b.frozen) });
  }

  @Authorized()
  @Subscription(() => AccountEvent, {
    description:
      "Live changes to the user's balances and to their deposits' and withdrawals' review status. Pass the last `seq` seen to resume after a dropped connection; nothing is lost.",
    subscribe: ({ args, context }) => {
      const after = (args.afterSeq as string | null | undefined) ?? null;
      if (after !== null && !/^\d{1,18}$/.test(after)) throw new DomainError(CommonError.BAD_INPUT);
      const ctx = context as RequestContext;
      return ctx.services.events.stream(ctx.user!.id, after);
    },
  })
  accountEvents(
    @Root() event: UserEventMessage,
    @Arg('afterSeq', () => String, { nullable: true }) _afterSeq: string | null,
  ): AccountEvent {
    return toAccountEvent(event);
  }
}
