import { IsBoolean, IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageArgs, PageType } from '../../shared/pagination';
import { ShortText } from '../../shared/validation';
import { InviteCode } from '../auth/invite-code.entity';
import { User } from '../auth/user.entity';
import { Balance, StatementPage } from '../ledger/ledger.types';
import { OrderPage, PositionPage, PositionStatus } from '../trading/trading.types';

const OpsUserPage = PageType(User, 'OpsUserPage');
type OpsUserPage = InstanceType<typeof OpsUserPage>;
const InviteCodePage = PageType(InviteCode, 'InviteCodePage');
type InviteCodePage = InstanceType<typeof InviteCodePage>;

@ArgsType()
class OpsUserSearchArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: 'Digits of the phone, an invite code or a user id; empty lists everyone.' })
  @IsOptional()
  @ShortText()
  query?: string | null;
}

@ArgsType()
class OpsStatementArgs extends PageArgs {
  @Field(() => ID, { description: 'The user whose statement to read.' })
  @ShortText()
  userId: string;

  @Field({ description: 'EUR or USD.' })
  @ShortText()
  currency: string;
}

@ArgsType()
class OpsPositionsArgs extends PageArgs {
  @Field(() => ID, { description: 'The user whose positions to read.' })
  @ShortText()
  userId: string;

  @Field(() => PositionStatus, { defaultValue: PositionStatus.OPEN, description: 'OPEN (the default) or CLOSED positions.' })
  status: PositionStatus;
}

@ArgsType()
class OpsOrdersArgs extends PageArgs {
  @Field(() => ID, { description: 'The user whose orders to read.' })
  @ShortText()
  userId: string;

  @Field({ defaultValue: true, description: 'True (default) for pending orders; false for filled, cancelled and expired ones.' })
  @IsBoolean()
  pending: boolean;
}

/** The ops console's reads of users: search, profile with balances, statement, positions, invite codes. */
@Resolver()
export class OpsResolver {
  @Authorized('OPS')
  @Query(() => OpsUserPage, { description: 'Ops: users by phone digits, invite code or id, newest first.' })
  opsUsers(@Args() args: OpsUserSearchArgs, @Ctx() ctx: RequestContext): Promise<OpsUserPage> {
    return ctx.services.ops.searchUsers(args.query ?? null, args.first, args.after);
  }

  @Authorized('OPS')
  @Query(() => User, { description: 'Ops: one user.' })
  opsUser(@Arg('id', () => ID, { description: 'The user id.' }) id: string, @Ctx() ctx: RequestContext): Promise<User> {
    return ctx.services.ops.user(id);
  }

  @Authorized('OPS')
  @Query(() => StatementPage, { description: "Ops: a user's statement in one currency, as the user sees it." })
  async opsUserStatement(@Args() args: OpsStatementArgs, @Ctx() ctx: RequestContext): Promise<StatementPage> {
    const user = await ctx.services.ops.user(args.userId);
    return ctx.services.accounts.statement(user.id, args.currency, args.first, args.after);
  }

  @Authorized('OPS')
  @Query(() => PositionPage, { description: "Ops: a user's open (or closed) positions, marked at the current quotes." })
  async opsUserPositions(@Args() args: OpsPositionsArgs, @Ctx() ctx: RequestContext): Promise<PositionPage> {
    const user = await ctx.services.ops.user(args.userId);
    const r = await ctx.services.trading.positions(user.id, args.status === PositionStatus.OPEN, args.first, args.after);
    return { items: await ctx.services.trading.positionViews(r.items), nextCursor: r.nextCursor };
  }

  @Authorized('OPS')
  @Query(() => OrderPage, {
    description: "Ops: a user's pending orders (type, stop or current trailing level, time in force, expiry), or past ones; newest first.",
  })
  async opsUserOrders(@Args() args: OpsOrdersArgs, @Ctx() ctx: RequestContext): Promise<OrderPage> {
    const user = await ctx.services.ops.user(args.userId);
    const r = await ctx.services.trading.orders(user.id, args.pending, args.first, args.after);
    return { items: await ctx.services.trading.orderViews(r.items), nextCursor: r.nextCursor };
  }

  @Authorized('OPS')
  @Query(() => InviteCodePage, { description: 'Ops: invite codes, newest first.' })
  opsInviteCodes(@Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<InviteCodePage> {
    return ctx.services.ops.inviteCodes(args.first, args.after);
  }
}

@Resolver(() => User)
export class OpsUserFieldsResolver {
  @Authorized('OPS')
  @FieldResolver(() => [Balance], { description: "Ops only: the user's cash per currency." })
  async balances(@Root() user: User, @Ctx() ctx: RequestContext): Promise<Balance[]> {
    const list = await ctx.services.accounts.balances(user.id);
    return list.map((b) => Object.assign(new Balance(), { ...b, total: b.available.plus(b.frozen) }));
  }
}
