import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageArgs } from '../../shared/pagination';
import {
  BuyFundInput,
  FundHolding,
  FundHoldingPage,
  FundHoldingStatus,
  FundProduct,
  FundProductInput,
  FundProductPage,
  FundProductStatus,
  FundRedemptionPreview,
} from './funds.types';

const meta = (ctx: RequestContext) => ({ ip: ctx.ip });

@Resolver()
export class FundsResolver {
  @Query(() => FundProductPage, { description: 'Funds open to purchase, newest first (browsing needs no sign-in).' })
  fundProducts(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.funds.products(args);
  }

  @Query(() => FundProduct, { description: 'One fund.' })
  fundProduct(@Arg('id', () => ID, { description: 'Product id.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.funds.product(id);
  }

  @Authorized()
  @Query(() => FundHoldingPage, { description: 'The user’s fund holdings (records), newest first.' })
  myFundHoldings(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.funds.myHoldings(ctx.user!.id, args);
  }

  @Authorized()
  @Query(() => FundHolding, { description: 'One of the user’s own holdings.' })
  fundHolding(@Arg('id', () => ID, { description: 'Holding id.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.funds.holdingOf(ctx.user!.id, id);
  }

  @Authorized()
  @Query(() => FundRedemptionPreview, { description: 'What redeeming a running holding now returns and costs (shown before confirm).' })
  fundRedemptionPreview(@Arg('id', () => ID, { description: 'Holding id.' }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.funds.redemptionPreview(ctx.user!.id, id);
  }

  @Authorized()
  @Mutation(() => FundHolding, {
    description: 'Buys a fund: the amount is held at once and waits for review (or is approved within the automatic limit).',
  })
  buyFund(@Arg('input', { description: 'Product, amount and idempotency key.' }) input: BuyFundInput, @Ctx() ctx: RequestContext) {
    return ctx.services.funds.buy(ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => FundHolding, {
    description: 'Redeems a running holding early: principal and earnings so far return, less the disclosed fee.',
  })
  redeemFund(
    @Arg('id', () => ID, { description: 'Holding id.' }) id: string,
    @Arg('idempotencyKey', { description: 'Idempotency key.' }) idempotencyKey: string,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.funds.redeemEarly(ctx.user!, id, idempotencyKey);
  }

  @Authorized('OPS')
  @Query(() => FundProductPage, { description: 'Ops: every fund product, open and closed.' })
  opsFundProducts(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.funds.products(args, true);
  }

  @Authorized('OPS')
  @Query(() => FundHoldingPage, { description: 'Ops: holdings in a status (all when omitted), newest first.' })
  opsFundHoldings(
    @Args() args: PageArgs,
    @Arg('status', () => FundHoldingStatus, { nullable: true, description: 'Only this status.' }) status: FundHoldingStatus | null,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.funds.opsHoldings(status ?? null, args);
  }

  @Authorized('OPS')
  @Mutation(() => FundProduct, { description: 'Ops: publishes a fund product (audited).' })
  createFundProduct(@Arg('input', { description: 'The product.' }) input: FundProductInput, @Ctx() ctx: RequestContext) {
    return ctx.services.funds.createProduct(ctx.user!, input, meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => FundProduct, { description: 'Ops: opens or closes a product to new purchases (audited).' })
  setFundProductStatus(
    @Arg('id', () => ID, { description: 'Product id.' }) id: string,
    @Arg('status', () => FundProductStatus, { description: 'open or closed.' }) status: FundProductStatus,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.funds.setProductStatus(ctx.user!, id, status, meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => Boolean, { description: 'Ops: runs the daily accrual and maturity job now (it is idempotent; audited).' })
  async runFundAccrual(@Ctx() ctx: RequestContext) {
    await ctx.services.funds.runDailyAudited(ctx.user!, meta(ctx));
    return true;
  }
}
