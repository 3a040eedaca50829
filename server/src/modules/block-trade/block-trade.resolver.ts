import type Decimal from 'decimal.js';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { DecimalScalar } from '../../graphql/scalars';
import { cancelReasonTexts } from '../allocation/entities';
import { LocalisedText } from '../../shared/localised-text';
import { Money } from '../../shared/money';
import { PageArgs } from '../../shared/pagination';
import { BlockTradeCode, BlockTradeOffering, BlockTradePhase, BlockTradeSubscription } from './block-trade.entities';
import { BlockTradeOfferingInput, CancelBlockTradeOfferingInput, SubscribeBlockTradeInput } from './block-trade.inputs';
import {
  BlockTradeDraw,
  BlockTradeNoticeArgs,
  BlockTradeNoticePage,
  BlockTradeOfferingPage,
  BlockTradeSubscriptionPage,
} from './block-trade.types';

const meta = (ctx: RequestContext) => ({ ip: ctx.ip });

@Resolver()
export class BlockTradeResolver {
  @Query(() => BlockTradeOfferingPage, { description: 'Block-trade offerings, the latest window first (browsing needs no sign-in).' })
  blockTradeOfferings(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.blockTrade.offerings(args);
  }

  @Query(() => BlockTradeOffering, { description: 'One offering (browsing needs no sign-in).' })
  blockTradeOffering(
    @Arg('id', () => ID, { description: 'The offering id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<BlockTradeOffering> {
    return ctx.services.blockTrade.offering(id);
  }

  @Query(() => BlockTradeDraw, { description: 'The public, verifiable record of an offering’s allocation.' })
  async blockTradeDraw(
    @Arg('offeringId', () => ID, { description: 'The offering id.' }) offeringId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<BlockTradeDraw> {
    const view = await ctx.services.blockTrade.drawView(offeringId);
    let myRank: number | null = null;
    if (ctx.user) {
      const mine = await ctx.services.blockTrade.mySubscriptions(ctx.user.id, { first: 5 }, offeringId);
      const ids = new Set(mine.items.map((s) => s.id));
      myRank = view.results.find((r) => ids.has(r.subscriptionId))?.rank ?? null;
    }
    return Object.assign(new BlockTradeDraw(), view, { myRank });
  }

  @Authorized()
  @Mutation(() => BlockTradeCode, {
    description:
      'The signed-in user’s personal, single-use purchase code for an offering: issued on the first request to an eligible user.',
  })
  myBlockTradeCode(
    @Arg('offeringId', () => ID, { description: 'The offering id.' }) offeringId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<BlockTradeCode> {
    return ctx.services.blockTrade.myCode(ctx.user!, offeringId);
  }

  @Authorized()
  @Query(() => BlockTradeNoticePage, {
    description:
      'The user’s personal block-trade notices, newest first: each purchase code issued to them, with its offering, whether it was used, and the notice in the reader’s language.',
  })
  myBlockTradeNotices(@Args() args: BlockTradeNoticeArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.blockTrade.myNotices(ctx.user!.id, args, args.lang);
  }

  @Authorized()
  @Query(() => BlockTradeSubscriptionPage, { description: 'The user’s block-trade purchase records, newest first.' })
  myBlockTradeSubscriptions(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.blockTrade.mySubscriptions(ctx.user!.id, args);
  }

  @Authorized()
  @Query(() => BlockTradeSubscription, { description: 'One of the user’s own block-trade subscriptions.' })
  blockTradeSubscription(
    @Arg('id', () => ID, { description: 'The subscription id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<BlockTradeSubscription> {
    return ctx.services.blockTrade.subscriptionOf(ctx.user!.id, id);
  }

  @Authorized()
  @Mutation(() => BlockTradeSubscription, {
    description: 'Subscribes with the personal purchase code: tickets × 100 × price + the handling fee is held at once.',
  })
  subscribeBlockTrade(
    @Arg('input', { description: 'The offering, tickets, purchase code and an idempotency key.' }) input: SubscribeBlockTradeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<BlockTradeSubscription> {
    return ctx.services.blockTrade.subscribe(ctx.user!, input);
  }

  @Authorized('OPS')
  @Mutation(() => BlockTradeOffering, {
    description: 'Ops: a new block-trade offering; its draw seed is committed (hash published) at once.',
  })
  createBlockTradeOffering(
    @Arg('input', { description: 'The offering.' }) input: BlockTradeOfferingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<BlockTradeOffering> {
    return ctx.services.blockTrade.createOffering(ctx.user!, input, meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => BlockTradeOffering, { description: 'Ops: edits an offering before its window opens.' })
  updateBlockTradeOffering(
    @Arg('id', () => ID, { description: 'The offering id.' }) id: string,
    @Arg('input', { description: 'The offering as it should be.' }) input: BlockTradeOfferingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<BlockTradeOffering> {
    return ctx.services.blockTrade.updateOffering(ctx.user!, id, input, meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => BlockTradeOffering, {
    description: 'Ops: cancels an offering before its close, releasing every hold; the reason is shown to subscribers.',
  })
  cancelBlockTradeOffering(
    @Arg('input', { description: 'The offering and the reason.' }) input: CancelBlockTradeOfferingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<BlockTradeOffering> {
    return ctx.services.blockTrade.cancelOffering(ctx.user!, input.id, cancelReasonTexts(input.reasonText, input.reason), meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => BlockTradeOffering, { description: 'Ops: runs a due close now (the job runs it when the window ends otherwise).' })
  async runBlockTradeClose(
    @Arg('offeringId', () => ID, { description: 'The offering id.' }) offeringId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<BlockTradeOffering> {
    await ctx.services.blockTrade.close(offeringId, ctx.user!);
    return ctx.services.blockTrade.offering(offeringId);
  }

  @Authorized('OPS')
  @Query(() => BlockTradeSubscriptionPage, { description: 'Ops: the subscriptions of an offering, newest first.' })
  opsBlockTradeSubscriptions(
    @Arg('offeringId', () => ID, { description: 'The offering id.' }) offeringId: string,
    @Args() args: PageArgs,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.blockTrade.offeringSubscriptions(offeringId, args);
  }
}

/** The live price of a symbol (the feed's), or null when it has no quote yet. */
async function livePrice(ctx: RequestContext, symbol: string): Promise<Decimal | null> {
  const q = await ctx.loaders.blockTradeQuote.load(symbol);
  return q ? new Money(q.price) : null;
}

@Resolver(() => BlockTradeOffering)
export class BlockTradeOfferingFieldsResolver {
  @FieldResolver(() => BlockTradePhase, { description: 'not started → available → closed, from the window; or failed, cancelled.' })
  phase(@Root() o: BlockTradeOffering, @Ctx() ctx: RequestContext): BlockTradePhase {
    return ctx.services.blockTrade.phase(o);
  }

  @FieldResolver(() => DecimalScalar, { nullable: true, description: 'The live quote’s price (null until the feed has one).' })
  currentPrice(@Root() o: BlockTradeOffering, @Ctx() ctx: RequestContext): Promise<Decimal | null> {
    return livePrice(ctx, o.symbol);
  }

  @FieldResolver(() => Boolean, { description: 'True when the current price comes from the simulator (say "Simulated").' })
  async currentPriceSimulated(@Root() o: BlockTradeOffering, @Ctx() ctx: RequestContext): Promise<boolean> {
    return (await ctx.loaders.blockTradeQuote.load(o.symbol))?.simulated ?? false;
  }

  @FieldResolver(() => Int, { description: 'Shares per ticket.' })
  ticketShares(): number {
    return 100;
  }

  @FieldResolver(() => Int, { description: 'Tickets asked for by subscriptions, counted now.' })
  ticketsSubscribed(@Root() o: BlockTradeOffering, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.blockTradeTicketsSubscribed.load(o.id);
  }

  @FieldResolver(() => BlockTradeCode, {
    nullable: true,
    description: 'The signed-in user’s purchase code, once issued (see myBlockTradeCode).',
  })
  myCode(@Root() o: BlockTradeOffering, @Ctx() ctx: RequestContext): Promise<BlockTradeCode | null> {
    return ctx.user ? ctx.services.blockTrade.codeOf(ctx.user.id, o.id) : Promise.resolve(null);
  }

  @FieldResolver(() => BlockTradeSubscription, { nullable: true, description: 'The signed-in user’s subscription, if any.' })
  async mySubscription(@Root() o: BlockTradeOffering, @Ctx() ctx: RequestContext): Promise<BlockTradeSubscription | null> {
    if (!ctx.user) return null;
    return (await ctx.services.blockTrade.mySubscriptions(ctx.user.id, { first: 1 }, o.id)).items[0] ?? null;
  }
}

@Resolver(() => BlockTradeSubscription)
export class BlockTradeSubscriptionFieldsResolver {
  @FieldResolver(() => BlockTradeOffering, { description: 'The offering subscribed to.' })
  async offering(@Root() s: BlockTradeSubscription, @Ctx() ctx: RequestContext): Promise<BlockTradeOffering> {
    return (await ctx.loaders.blockTradeOfferingById.load(s.offeringId))!;
  }

  @FieldResolver(() => String, { description: 'The stock ("US:ACME").' })
  async symbol(@Root() s: BlockTradeSubscription, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.blockTradeOfferingById.load(s.offeringId))!.symbol;
  }

  @FieldResolver(() => String, { description: 'Stock name, in English.', deprecationReason: 'Use stockNameText; removed after 2027-06-01' })
  async stockName(@Root() s: BlockTradeSubscription, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.blockTradeOfferingById.load(s.offeringId))!.name;
  }

  @FieldResolver(() => LocalisedText, { description: 'Stock name, in the reader’s language (English, flagged, when untranslated).' })
  async stockNameText(
    @Root() s: BlockTradeSubscription,
    @Ctx() ctx: RequestContext,
    @Arg('lang', () => String, {
      nullable: true,
      description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
    })
    lang?: string | null,
  ): Promise<LocalisedText> {
    return (await ctx.loaders.blockTradeOfferingById.load(s.offeringId))!.nameText(lang);
  }

  @FieldResolver(() => LocalisedText, {
    nullable: true,
    description:
      'Why ops cancelled its offering (reason OFFERING_CANCELLED), in the reader’s language (English, flagged, when untranslated); null otherwise. Here so that a record needs no deeper selection.',
  })
  async cancelReasonText(
    @Root() s: BlockTradeSubscription,
    @Ctx() ctx: RequestContext,
    @Arg('lang', () => String, {
      nullable: true,
      description: 'The reader’s language (en, fr, es, zh-Hans, zh-Hant); English when absent.',
    })
    lang?: string | null,
  ): Promise<LocalisedText | null> {
    return (await ctx.loaders.blockTradeOfferingById.load(s.offeringId))!.cancelReasonText(lang);
  }

  @FieldResolver(() => String, { description: 'The purchase code it was placed with.' })
  async code(@Root() s: BlockTradeSubscription, @Ctx() ctx: RequestContext): Promise<string> {
    return (await ctx.loaders.blockTradeCodeById.load(s.codeId))!.code;
  }

  @FieldResolver(() => DecimalScalar, { description: 'The offering’s hedge price.' })
  async hedgePrice(@Root() s: BlockTradeSubscription, @Ctx() ctx: RequestContext): Promise<Decimal> {
    return (await ctx.loaders.blockTradeOfferingById.load(s.offeringId))!.hedgePrice;
  }

  @FieldResolver(() => DecimalScalar, { nullable: true, description: 'The stock’s live price.' })
  async currentPrice(@Root() s: BlockTradeSubscription, @Ctx() ctx: RequestContext): Promise<Decimal | null> {
    return livePrice(ctx, (await ctx.loaders.blockTradeOfferingById.load(s.offeringId))!.symbol);
  }
}
