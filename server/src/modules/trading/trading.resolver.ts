import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageArgs } from '../../shared/pagination';
import {
  AmendOrderInput,
  ClosePreview,
  OrderVersion,
  PositionProtectionInput,
  MarketTradingRules,
  Order,
  OrderPage,
  OrderPreview,
  OrderPreviewInput,
  PlaceOrderInput,
  Portfolio,
  Position,
  PositionPage,
  PositionStatus,
} from './trading.types';

// Maps GraphQL to trading's commands (tradingCommands) and read model (trading); rules live in *-rules.ts.

@Resolver()
export class TradingResolver {
  @Query(() => [MarketTradingRules], { description: 'Per market: allowed leverage, lot size, end-of-day and close-out rules.' })
  tradingRules(@Ctx() ctx: RequestContext): Promise<MarketTradingRules[]> {
    return ctx.services.trading.rules();
  }

  @Authorized()
  @Query(() => OrderPreview, { description: 'What an order would cost (quote, margin, every charge), before the user confirms.' })
  orderPreview(
    @Arg('input', { description: 'The order to price.' }) input: OrderPreviewInput,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderPreview> {
    return ctx.services.tradingCommands.preview(ctx.user!.id, input) as Promise<OrderPreview>;
  }

  @Authorized()
  @Mutation(() => Order, {
    description: 'Places an order: MARKET fills at once at the quote (market open), LIMIT holds its cost and waits.',
  })
  async placeOrder(
    @Arg('input', { description: 'The order and an idempotency key.' }) input: PlaceOrderInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return ctx.services.trading.orderView(await ctx.services.tradingCommands.placeOrder(ctx.user!, input));
  }

  @Authorized()
  @Mutation(() => Order, {
    description:
      "Amends a pending order's shares or prices: a new version (the old one kept, see orderVersions), its hold adjusted in the same transaction.",
  })
  async amendOrder(
    @Arg('input', { description: 'The order, its new values and an idempotency key.' }) input: AmendOrderInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return ctx.services.trading.orderView(await ctx.services.protectiveCommands.amendOrder(ctx.user!, input));
  }

  @Authorized()
  @Query(() => [OrderVersion], { description: "Every version of one of the user's orders: as placed, then each amendment." })
  orderVersions(@Arg('id', () => ID, { description: 'The order id.' }) id: string, @Ctx() ctx: RequestContext): Promise<OrderVersion[]> {
    return ctx.services.trading.orderVersions(ctx.user!.id, id);
  }

  @Authorized()
  @Mutation(() => Position, {
    description:
      "Sets an open position's take-profit and stop-loss (fixed or trailing; null for none). When one fills, the other is cancelled in the same transaction; any close cancels both.",
  })
  async setPositionProtection(
    @Arg('input', { description: 'The position, its exits and an idempotency key.' }) input: PositionProtectionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Position> {
    return ctx.services.trading.positionView(await ctx.services.protectiveCommands.setProtection(ctx.user!, input));
  }

  @Authorized()
  @Mutation(() => Order, { description: 'Cancels a pending order; its hold returns to the available balance.' })
  async cancelOrder(
    @Arg('id', () => ID, { description: 'The order id.' }) id: string,
    @Arg('idempotencyKey', {
      description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.',
    })
    idempotencyKey: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Order> {
    return ctx.services.trading.orderView(await ctx.services.tradingCommands.cancelOrder(ctx.user!, id, idempotencyKey));
  }

  @Authorized()
  @Query(() => ClosePreview, { description: 'Closing a position at the current quote: price, charges, what returns.' })
  closePreview(@Arg('id', () => ID, { description: 'The position id.' }) id: string, @Ctx() ctx: RequestContext): Promise<ClosePreview> {
    return ctx.services.tradingCommands.closePreview(ctx.user!.id, id) as Promise<ClosePreview>;
  }

  @Authorized()
  @Mutation(() => Position, { description: 'Closes a position at the quote (selling type manual), in one journal entry.' })
  async closePosition(
    @Arg('id', () => ID, { description: 'The position id.' }) id: string,
    @Arg('idempotencyKey', {
      description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.',
    })
    idempotencyKey: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Position> {
    return ctx.services.trading.positionView(await ctx.services.tradingCommands.closePosition(ctx.user!, id, idempotencyKey));
  }

  @Authorized()
  @Query(() => OrderPage, { description: "The user's pending orders (or, with pending false, filled and cancelled ones), newest first." })
  async orders(
    @Args() page: PageArgs,
    @Arg('pending', { defaultValue: true, description: 'True (default) for pending orders; false for filled and cancelled ones.' })
    pending: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<OrderPage> {
    const r = await ctx.services.trading.orders(ctx.user!.id, pending, page.first, page.after);
    return { items: await ctx.services.trading.orderViews(r.items), nextCursor: r.nextCursor };
  }

  @Authorized()
  @Query(() => Order, { description: "One of the signed-in user's orders." })
  async order(@Arg('id', () => ID, { description: 'The order id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Order> {
    return ctx.services.trading.orderView(await ctx.services.trading.order(ctx.user!.id, id));
  }

  @Authorized()
  @Query(() => PositionPage, { description: 'Open positions marked at the current quotes, or closed ones; newest first.' })
  async positions(
    @Args() page: PageArgs,
    @Arg('status', () => PositionStatus, { defaultValue: PositionStatus.OPEN, description: 'OPEN (default) or CLOSED.' })
    status: PositionStatus,
    @Ctx() ctx: RequestContext,
  ): Promise<PositionPage> {
    const r = await ctx.services.trading.positions(ctx.user!.id, status === PositionStatus.OPEN, page.first, page.after);
    return { items: await ctx.services.trading.positionViews(r.items), nextCursor: r.nextCursor };
  }

  @Authorized()
  @Query(() => Position, { description: 'Trade detail of one position (open or closed).' })
  async position(@Arg('id', () => ID, { description: 'The position id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Position> {
    return ctx.services.trading.positionView(await ctx.services.trading.positionById(ctx.user!.id, id));
  }

  @Authorized()
  @Query(() => Portfolio, { description: 'Balances with position value, floating and total profit, marked at the current quotes.' })
  portfolio(@Ctx() ctx: RequestContext): Promise<Portfolio> {
    return ctx.services.trading.portfolio(ctx.user!.id);
  }

  @Authorized()
  @Subscription(() => Portfolio, {
    description:
      'The portfolio again whenever a quote of an open position ticks (at most once a second) or an order, position or balance changes.',
    subscribe: ({ context }) => {
      const ctx = context as RequestContext;
      return ctx.services.portfolioFeed.stream(ctx.user!.id);
    },
  })
  portfolioUpdates(@Root() portfolio: Portfolio): Portfolio {
    return portfolio;
  }
}
