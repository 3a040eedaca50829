import type Decimal from 'decimal.js';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { DecimalScalar } from '../../graphql/scalars';
import { Money } from '../../shared/money';
import { PageArgs } from '../../shared/pagination';
import { Charge } from '../trading/trading.types';
import { Follow, FollowInstitution, FollowTrade, FollowTradePhase } from './follow.entities';
import { CancelFollowTradeInput, FollowInput, FollowInstitutionInput, FollowTradeInput } from './follow.inputs';
import { FollowInstitutionPage, FollowPage, FollowPreview, FollowTrackRecord, FollowTradePage } from './follow.types';

const meta = (ctx: RequestContext) => ({ ip: ctx.ip });

@Resolver()
export class FollowResolver {
  @Query(() => FollowInstitutionPage, { description: 'Institutions whose trades are published, newest first (browsing needs no sign-in).' })
  followInstitutions(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.follow.institutions(args);
  }

  @Query(() => FollowInstitution, { description: 'One institution (browsing needs no sign-in).' })
  followInstitution(@Arg('id', () => ID, { description: 'The institution id.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.follow.institution(id);
  }

  @Query(() => FollowTradePage, { description: 'Published trades, the latest window end first (browsing needs no sign-in).' })
  followTrades(
    @Args() args: PageArgs,
    @Ctx() ctx: RequestContext,
    @Arg('live', () => Boolean, { nullable: true, description: 'Only trades not cancelled whose window has not ended.' }) live?:
      | boolean
      | null,
    @Arg('institutionId', () => ID, { nullable: true, description: 'Only this institution’s trades.' }) institutionId?: string | null,
  ) {
    return ctx.services.follow.trades(args, { live, institutionId });
  }

  @Query(() => FollowTrade, { description: 'One published trade (browsing needs no sign-in).' })
  followTrade(@Arg('id', () => ID, { description: 'The published trade id.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.follow.trade(id);
  }

  @Query(() => FollowTrackRecord, {
    description: 'An institution’s track record, computed from the feed’s daily closes of its published trades, net of charges.',
  })
  followTrackRecord(
    @Arg('institutionId', () => ID, { description: 'The institution id.' }) institutionId: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.follow.trackRecord(institutionId);
  }

  @Authorized()
  @Query(() => FollowPreview, { description: 'What following now would hold, every charge itemised, before the user confirms.' })
  followPreview(
    @Arg('tradeId', () => ID, { description: 'The published trade.' }) tradeId: string,
    @Arg('quantity', () => Int, { description: 'Shares.' }) quantity: number,
    @Arg('tolerance', () => DecimalScalar, { validate: false, description: 'Price tolerance, 0 to 0.1.' }) tolerance: Decimal,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.follow.preview(ctx.user!.id, tradeId, quantity, tolerance);
  }

  @Authorized()
  @Query(() => FollowPage, { description: 'The user’s follow records, newest first.' })
  myFollows(
    @Args() args: PageArgs,
    @Ctx() ctx: RequestContext,
    @Arg('tradeId', () => ID, { nullable: true, description: 'Only follows of this published trade.' }) tradeId?: string | null,
  ) {
    return ctx.services.follow.myFollows(ctx.user!.id, args, tradeId);
  }

  @Authorized()
  @Query(() => Follow, { description: 'One of the user’s own follows.' })
  follow(@Arg('id', () => ID, { description: 'The follow id.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.follow.followOf(ctx.user!.id, id);
  }

  @Authorized()
  @Mutation(() => Follow, {
    description:
      'Follows a published trade: quantity × ask + charges + fee held at once; it fills as a market order at the live ask while the market is open inside the window, or fails with a reason (hold released).',
  })
  createFollow(
    @Arg('input', { description: 'The trade, quantity, tolerance and an idempotency key.' }) input: FollowInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.follow.follow(ctx.user!, input);
  }

  @Authorized('OPS')
  @Mutation(() => FollowInstitution, { description: 'Ops: records an institution (audited).' })
  createFollowInstitution(@Arg('input', { description: 'The institution.' }) input: FollowInstitutionInput, @Ctx() ctx: RequestContext) {
    return ctx.services.follow.saveInstitution(ctx.user!, null, input, meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => FollowInstitution, { description: 'Ops: edits an institution’s name, description and disclosures (audited).' })
  updateFollowInstitution(
    @Arg('id', () => ID, { description: 'The institution id.' }) id: string,
    @Arg('input', { description: 'The institution as it should be.' }) input: FollowInstitutionInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.follow.saveInstitution(ctx.user!, id, input, meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => FollowTrade, { description: 'Ops: publishes an institution’s trade (audited). A past window is a historical record.' })
  publishFollowTrade(@Arg('input', { description: 'The trade.' }) input: FollowTradeInput, @Ctx() ctx: RequestContext) {
    return ctx.services.follow.publishTrade(ctx.user!, input, meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => FollowTrade, {
    description: 'Ops: cancels a published trade before its window ends; follows in progress are released (audited).',
  })
  cancelFollowTrade(@Arg('input', { description: 'The trade and the reason.' }) input: CancelFollowTradeInput, @Ctx() ctx: RequestContext) {
    return ctx.services.follow.cancelTrade(ctx.user!, input.id, input.reason, meta(ctx));
  }

  @Authorized('OPS')
  @Query(() => FollowPage, { description: 'Ops: the follows of a published trade, newest first.' })
  opsFollows(
    @Arg('tradeId', () => ID, { description: 'The published trade.' }) tradeId: string,
    @Args() args: PageArgs,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.follow.tradeFollows(tradeId, args);
  }
}

async function liveQuote(ctx: RequestContext, symbol: string) {
  return ctx.loaders.followQuote.load(symbol);
}

@Resolver(() => FollowTrade)
export class FollowTradeFieldsResolver {
  @FieldResolver(() => FollowTradePhase, { description: 'not started → open → ended, from the window; or cancelled.' })
  phase(@Root() t: FollowTrade, @Ctx() ctx: RequestContext): FollowTradePhase {
    return ctx.services.follow.phase(t);
  }

  @FieldResolver(() => FollowInstitution, { description: 'The institution whose trade it is.' })
  async institution(@Root() t: FollowTrade, @Ctx() ctx: RequestContext): Promise<FollowInstitution> {
    return (await ctx.loaders.followInstitutionById.load(t.institutionId))!;
  }

  @FieldResolver(() => DecimalScalar, {
    nullable: true,
    description: 'Market price: the live quote’s price (null until the feed has one).',
  })
  async marketPrice(@Root() t: FollowTrade, @Ctx() ctx: RequestContext): Promise<Decimal | null> {
    const q = await liveQuote(ctx, t.symbol);
    return q ? new Money(q.price) : null;
  }

  @FieldResolver(() => DecimalScalar, { nullable: true, description: 'The live ask a follow would fill at now.' })
  async ask(@Root() t: FollowTrade, @Ctx() ctx: RequestContext): Promise<Decimal | null> {
    const q = await liveQuote(ctx, t.symbol);
    return q ? new Money(q.ask) : null;
  }

  @FieldResolver(() => Boolean, { description: 'True when the market price comes from the simulator (say "Simulated").' })
  async simulated(@Root() t: FollowTrade, @Ctx() ctx: RequestContext): Promise<boolean> {
    return (await liveQuote(ctx, t.symbol))?.simulated ?? false;
  }

  @FieldResolver(() => DecimalScalar, { nullable: true, description: 'Up/down: (market price − buy price) ÷ buy price.' })
  async upDown(@Root() t: FollowTrade, @Ctx() ctx: RequestContext): Promise<Decimal | null> {
    const q = await liveQuote(ctx, t.symbol);
    return q ? new Money(q.price).minus(t.buyPrice).dividedBy(t.buyPrice).toDecimalPlaces(6) : null;
  }

  @FieldResolver(() => String, {
    description: 'Stock name: its usual name in `lang` when one exists (as Instrument.name), else the international name.',
  })
  async stockName(
    @Root() t: FollowTrade,
    @Ctx() ctx: RequestContext,
    @Arg('lang', () => String, {
      nullable: true,
      description: 'Language of the name: en, es, fr, zh-Hans or zh-Hant; omitted or unknown gives the international name.',
    })
    lang: string | null,
  ): Promise<string> {
    return ctx.services.follow.stockName(t.symbol, lang);
  }

  @FieldResolver(() => Int, { description: 'Follows in progress or filled, counted now.' })
  followers(@Root() t: FollowTrade, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.followCount.load(t.id);
  }
}

@Resolver(() => Follow)
export class FollowFieldsResolver {
  @FieldResolver(() => FollowTrade, { description: 'The published trade followed.' })
  async trade(@Root() f: Follow, @Ctx() ctx: RequestContext): Promise<FollowTrade> {
    return (await ctx.loaders.followTradeById.load(f.tradeId))!;
  }

  @FieldResolver(() => [Charge], {
    description:
      'Every charge of its fill (commission, taxes), itemised as Trade shows the position’s; empty until filled. The handling fee is `fee`.',
  })
  async fillCharges(@Root() f: Follow, @Ctx() ctx: RequestContext): Promise<Charge[]> {
    return f.positionId ? ctx.loaders.followFillCharges.load(f.positionId) : [];
  }
}
