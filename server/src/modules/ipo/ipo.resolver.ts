import type Decimal from 'decimal.js';
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { DecimalScalar } from '../../graphql/scalars';
import { cancelReasonTexts } from '../allocation/entities';
import type { RequestContext } from '../../graphql/context';
import { PageArgs } from '../../shared/pagination';
import { amountToPay } from './ipo-rules';
import { IpoApplication, IpoOffering, IpoPhase } from './ipo.entities';
import { ApplyIpoInput, CancelIpoOfferingInput, IpoOfferingInput } from './ipo.inputs';
import { IpoApplicationPage, IpoDraw, IpoOfferingPage } from './ipo.types';

const meta = (ctx: RequestContext) => ({ ip: ctx.ip });

@Resolver()
export class IpoResolver {
  @Query(() => IpoOfferingPage, { description: 'New-stock offerings, the latest subscription date first (browsing needs no sign-in).' })
  ipoOfferings(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.ipo.offerings(args);
  }

  @Query(() => IpoOffering, { description: 'One offering (browsing needs no sign-in).' })
  ipoOffering(@Arg('id', () => ID, { description: 'The offering id.' }) id: string, @Ctx() ctx: RequestContext): Promise<IpoOffering> {
    return ctx.services.ipo.offering(id);
  }

  @Query(() => IpoDraw, { description: 'The public, verifiable record of an offering’s lottery.' })
  async ipoDraw(
    @Arg('offeringId', () => ID, { description: 'The offering id.' }) offeringId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<IpoDraw> {
    const view = await ctx.services.ipo.drawView(offeringId);
    let myRank: number | null = null;
    if (ctx.user) {
      const mine = await ctx.services.ipo.myApplications(ctx.user.id, { first: 5 }, offeringId);
      const ids = new Set(mine.items.map((a) => a.id));
      myRank = view.results.find((r) => ids.has(r.applicationId))?.rank ?? null;
    }
    return Object.assign(new IpoDraw(), view, { myRank });
  }

  @Authorized()
  @Query(() => IpoApplicationPage, { description: 'The user’s lottery cards, newest first.' })
  myIpoApplications(@Args() args: PageArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.ipo.myApplications(ctx.user!.id, args);
  }

  @Authorized()
  @Query(() => IpoApplication, { description: 'One of the user’s own lottery cards.' })
  ipoApplication(
    @Arg('id', () => ID, { description: 'The application id.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<IpoApplication> {
    return ctx.services.ipo.applicationOf(ctx.user!.id, id);
  }

  @Authorized()
  @Mutation(() => IpoApplication, { description: 'Applies for shares: price × shares + the processing fee is held at once.' })
  applyIpo(
    @Arg('input', { description: 'The offering, shares and an idempotency key.' }) input: ApplyIpoInput,
    @Ctx() ctx: RequestContext,
  ): Promise<IpoApplication> {
    return ctx.services.ipo.apply(ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => IpoApplication, { description: 'Cancels a pending application before the deadline; the hold is released.' })
  cancelIpoApplication(
    @Arg('id', () => ID, { description: 'The application id.' }) id: string,
    @Arg('idempotencyKey', {
      description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.',
    })
    idempotencyKey: string,
    @Ctx() ctx: RequestContext,
  ): Promise<IpoApplication> {
    return ctx.services.ipo.cancelApplication(ctx.user!, id, idempotencyKey);
  }

  @Authorized('OPS')
  @Mutation(() => IpoOffering, { description: 'Ops: a new offering; its draw seed is committed (hash published) at once.' })
  createIpoOffering(
    @Arg('input', { description: 'The offering.' }) input: IpoOfferingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<IpoOffering> {
    return ctx.services.ipo.createOffering(ctx.user!, input, meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => IpoOffering, { description: 'Ops: edits an offering before its subscription opens.' })
  updateIpoOffering(
    @Arg('id', () => ID, { description: 'The offering id.' }) id: string,
    @Arg('input', { description: 'The offering as it should be.' }) input: IpoOfferingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<IpoOffering> {
    return ctx.services.ipo.updateOffering(ctx.user!, id, input, meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => IpoOffering, {
    description: 'Ops: cancels an offering before its draw, releasing every hold; the reason is shown to applicants.',
  })
  cancelIpoOffering(
    @Arg('input', { description: 'The offering and the reason.' }) input: CancelIpoOfferingInput,
    @Ctx() ctx: RequestContext,
  ): Promise<IpoOffering> {
    return ctx.services.ipo.cancelOffering(ctx.user!, input.id, cancelReasonTexts(input.reasonText, input.reason), meta(ctx));
  }

  @Authorized('OPS')
  @Mutation(() => IpoOffering, { description: 'Ops: runs a due draw now (the job runs it at the drawing date otherwise).' })
  async runIpoDraw(
    @Arg('offeringId', () => ID, { description: 'The offering id.' }) offeringId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<IpoOffering> {
    await ctx.services.ipo.draw(offeringId, ctx.user!);
    return ctx.services.ipo.offering(offeringId);
  }

  @Authorized('OPS')
  @Query(() => IpoApplicationPage, { description: 'Ops: the applications of an offering, newest first.' })
  opsIpoApplications(
    @Arg('offeringId', () => ID, { description: 'The offering id.' }) offeringId: string,
    @Args() args: PageArgs,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.ipo.offeringApplications(offeringId, args);
  }
}

@Resolver(() => IpoOffering)
export class IpoOfferingFieldsResolver {
  @FieldResolver(() => IpoPhase, { description: 'not started → available → expired, from the dates; or cancelled.' })
  phase(@Root() o: IpoOffering, @Ctx() ctx: RequestContext): IpoPhase {
    return ctx.services.ipo.phase(o);
  }

  @FieldResolver(() => DecimalScalar, { description: 'Live from the feed when the stock trades, else the disclosed reference price.' })
  async marketPrice(@Root() o: IpoOffering, @Ctx() ctx: RequestContext): Promise<Decimal> {
    return (await ctx.services.ipo.marketFigures(o)).marketPrice;
  }

  @FieldResolver(() => Boolean, { description: 'True when the market price is the feed’s (false: the reference price).' })
  async marketPriceLive(@Root() o: IpoOffering, @Ctx() ctx: RequestContext): Promise<boolean> {
    return (await ctx.services.ipo.marketFigures(o)).fromFeed;
  }

  @FieldResolver(() => Boolean, { description: 'True when the market price comes from the simulator (say "Simulated").' })
  async marketPriceSimulated(@Root() o: IpoOffering, @Ctx() ctx: RequestContext): Promise<boolean> {
    return (await ctx.services.ipo.marketFigures(o)).simulated;
  }

  @FieldResolver(() => DecimalScalar, { description: 'Market price − subscription price (derived).' })
  async spread(@Root() o: IpoOffering, @Ctx() ctx: RequestContext): Promise<Decimal> {
    return (await ctx.services.ipo.marketFigures(o)).spread;
  }

  @FieldResolver(() => DecimalScalar, { description: 'Spread ÷ subscription price, as a fraction (derived).' })
  async returnRate(@Root() o: IpoOffering, @Ctx() ctx: RequestContext): Promise<Decimal> {
    return (await ctx.services.ipo.marketFigures(o)).returnRate;
  }

  @FieldResolver(() => Int, { description: 'Live applications, counted now.' })
  applications(@Root() o: IpoOffering, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.ipoApplicationCount.load(o.id);
  }

  @FieldResolver(() => IpoApplication, { nullable: true, description: 'The signed-in user’s live application, if any.' })
  async myApplication(@Root() o: IpoOffering, @Ctx() ctx: RequestContext): Promise<IpoApplication | null> {
    if (!ctx.user) return null;
    const mine = await ctx.services.ipo.myApplications(ctx.user.id, { first: 5 }, o.id);
    return mine.items.find((a) => a.status !== 'cancelled') ?? null;
  }
}

@Resolver(() => IpoApplication)
export class IpoApplicationFieldsResolver {
  @FieldResolver(() => IpoOffering, { description: 'The offering applied for.' })
  async offering(@Root() a: IpoApplication, @Ctx() ctx: RequestContext): Promise<IpoOffering> {
    return (await ctx.loaders.ipoOfferingById.load(a.offeringId))!;
  }

  @FieldResolver(() => DecimalScalar, { description: 'What the hold did not cover (zero when it covered everything).' })
  amountToPay(@Root() a: IpoApplication): Decimal {
    return amountToPay(a);
  }
}
