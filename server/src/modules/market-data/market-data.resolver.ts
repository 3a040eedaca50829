import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root, Subscription } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { DecimalScalar } from '../../graphql/scalars';
import { Instrument, localName } from './instrument.entity';
import { BarsArgs, InstrumentsArgs, QuotesArgs, SearchArgs } from './market-data.inputs';
import { Bar, FxRate, MarketIndex, MarketStatus, Quote, SearchHistoryEntry } from './market-data.types';
import { MarketCode } from './market-code';
import { decimalToUnits, tickUnitsAt, unitsToDecimal } from './quote-rules';

@Resolver(() => Instrument)
export class InstrumentResolver {
  @FieldResolver(() => String, {
    description: 'Usual name in `lang` when one exists (e.g. 台積電 for zh-Hant), else the international name.',
  })
  name(
    @Root() i: Instrument,
    @Arg('lang', () => String, {
      nullable: true,
      description: 'Language of the name: en, es, fr, zh-Hans or zh-Hant; omitted or unknown gives the international name.',
    })
    lang: string | null,
  ): string {
    return localName(i.names, i.name, lang);
  }

  @FieldResolver(() => DecimalScalar, { description: 'Price step at the current price (TWSE ladder for TW).' })
  async tickSize(@Root() i: Instrument, @Ctx() ctx: RequestContext): Promise<string> {
    const fixed = decimalToUnits(i.fixedTickSize);
    if (i.tickRule === 'fixed') return unitsToDecimal(fixed, 2);
    const quote = await ctx.loaders.quoteBySymbol.load(i.symbol);
    return unitsToDecimal(tickUnitsAt(i.tickRule, fixed, decimalToUnits(quote?.price ?? i.referenceClose)), 2);
  }

  @FieldResolver(() => Quote, { nullable: true, description: 'Latest quote (DataLoader; null before the first tick).' })
  quote(@Root() i: Instrument, @Ctx() ctx: RequestContext): Promise<Quote | null> {
    return ctx.loaders.quoteBySymbol.load(i.symbol);
  }

  @FieldResolver(() => Boolean, { description: 'True when the signed-in user watches it; false for anonymous callers.' })
  watched(@Root() i: Instrument, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.loaders.watchedBySymbol.load(i.symbol);
  }

  @FieldResolver(() => Int, { description: 'How many users watch it.' })
  followers(@Root() i: Instrument, @Ctx() ctx: RequestContext): Promise<number> {
    return ctx.loaders.followersBySymbol.load(i.symbol);
  }
}

@Resolver(() => MarketIndex)
export class MarketIndexResolver {
  @FieldResolver(() => String, { description: 'Name in `lang` when one exists, else the international name.' })
  name(
    @Root() x: MarketIndex,
    @Arg('lang', () => String, {
      nullable: true,
      description: 'Language of the name: en, es, fr, zh-Hans or zh-Hant; omitted or unknown gives the international name.',
    })
    lang: string | null,
  ): string {
    return localName(x.names, x.defaultName, lang);
  }

  @FieldResolver(() => Quote, { nullable: true, description: 'Latest quote; null before the first tick.' })
  quote(@Root() x: MarketIndex, @Ctx() ctx: RequestContext): Promise<Quote | null> {
    return ctx.loaders.quoteBySymbol.load(x.symbol);
  }
}

@Resolver()
export class MarketDataResolver {
  @Query(() => Instrument, { nullable: true, description: 'One instrument by symbol; null when none has it.' })
  instrument(
    @Arg('symbol', () => ID, { description: 'E.g. "US:AAPL".' }) symbol: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Instrument | null> {
    return ctx.loaders.instrumentBySymbol.load(symbol);
  }

  @Query(() => [Instrument], { description: "A ranked list; market omitted = all markets (Home's rising ranking)." })
  instruments(@Args() args: InstrumentsArgs, @Ctx() ctx: RequestContext): Promise<Instrument[]> {
    return ctx.services.marketData.list(args.list, args.market, args.first ?? 20);
  }

  @Query(() => [Bar], {
    description: "Bars oldest first; from/to default to a sensible window per interval (minute: today's session or the last one).",
  })
  bars(@Args() args: BarsArgs, @Ctx() ctx: RequestContext): Promise<Bar[]> {
    return ctx.services.marketData.bars(args.symbol, args.interval, args.from, args.to);
  }

  @Query(() => [MarketIndex], { description: 'Every index and gold, with their latest quotes.' })
  indices(@Ctx() ctx: RequestContext): Promise<MarketIndex[]> {
    return ctx.services.marketData.indices();
  }

  @Query(() => [FxRate], { description: 'Current FX rates from the market-data source.' })
  fxRates(@Ctx() ctx: RequestContext): Promise<FxRate[]> {
    return ctx.services.marketData.fxRates();
  }

  @Query(() => MarketStatus, { description: 'Whether a market is in session, and its next open and close.' })
  marketStatus(
    @Arg('market', () => MarketCode, { description: 'The market.' }) market: MarketCode,
    @Ctx() ctx: RequestContext,
  ): MarketStatus {
    return ctx.services.marketData.marketStatus(market);
  }

  @Query(() => [Instrument], { description: 'Code or name (any language), case-insensitive, across markets.' })
  searchInstruments(@Args() args: SearchArgs, @Ctx() ctx: RequestContext): Promise<Instrument[]> {
    return ctx.services.marketData.search(args.query, args.first ?? 20);
  }

  @Authorized()
  @Query(() => [SearchHistoryEntry], { description: 'Signed-in only: newest first.' })
  searchHistory(@Ctx() ctx: RequestContext): Promise<SearchHistoryEntry[]> {
    return ctx.services.marketData.searchHistory(ctx.user!.id);
  }

  @Authorized()
  @Query(() => [Instrument], { description: 'Signed-in only: the watchlist, oldest added first.' })
  watchlist(@Ctx() ctx: RequestContext): Promise<Instrument[]> {
    return ctx.services.marketData.watchlist(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => Instrument, { description: 'Signed-in only; idempotent.' })
  addToWatchlist(
    @Arg('symbol', () => ID, { description: 'The instrument symbol.' }) symbol: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Instrument> {
    return ctx.services.marketData.addToWatchlist(ctx.user!.id, symbol);
  }

  @Authorized()
  @Mutation(() => Instrument, { description: 'Signed-in only; idempotent.' })
  removeFromWatchlist(
    @Arg('symbol', () => ID, { description: 'The instrument symbol.' }) symbol: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Instrument> {
    return ctx.services.marketData.removeFromWatchlist(ctx.user!.id, symbol);
  }

  @Authorized()
  @Mutation(() => [SearchHistoryEntry], { description: 'Records that the user opened this search result; returns the new history.' })
  recordSearch(
    @Arg('symbol', () => ID, { description: 'The instrument symbol.' }) symbol: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SearchHistoryEntry[]> {
    return ctx.services.marketData.recordSearch(ctx.user!.id, symbol);
  }

  @Authorized()
  @Mutation(() => Boolean, { description: "Signed-in only: empties the user's search history; true when done." })
  clearSearchHistory(@Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.marketData.clearSearchHistory(ctx.user!.id);
  }

  @Subscription(() => Quote, {
    description: 'Ticks for exactly the symbols asked for (instruments, indices, gold); at most 200 symbols.',
    subscribe: async ({ args, context }) => {
      const ctx = context as RequestContext;
      const symbols = await ctx.services.marketData.checkQuoteSymbols((args as QuotesArgs).symbols);
      return ctx.services.quoteHub.iterator(symbols);
    },
  })
  quotes(@Root() quote: Quote, @Args() _args: QuotesArgs): Quote {
    return quote;
  }
}
