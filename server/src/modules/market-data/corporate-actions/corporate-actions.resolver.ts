import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../graphql/context';
import {
  CorporateAction,
  CorporateActionPage,
  CorporateActionsArgs,
  OpsCorporateActionsArgs,
  WithholdingRate,
} from './corporate-actions.types';
import { WITHHOLDING } from './withholding';

/** The corporate-actions calendar, read only: the feed writes it from the provider, nobody else. */
@Resolver()
export class CorporateActionsResolver {
  @Query(() => [CorporateAction], {
    description: 'An instrument’s dividends and splits by ex-date (default a year back to a year ahead), from the market-data source.',
  })
  corporateActions(@Args() args: CorporateActionsArgs, @Ctx() ctx: RequestContext): Promise<CorporateAction[]> {
    return ctx.services.corporateActions.forSymbol(args.symbol, args.from, args.to);
  }

  @Authorized('OPS')
  @Query(() => CorporateActionPage, { description: 'Ops: the calendar across instruments by ex-date (default today to 90 days ahead).' })
  opsCorporateActions(@Args() args: OpsCorporateActionsArgs, @Ctx() ctx: RequestContext): Promise<CorporateActionPage> {
    return ctx.services.corporateActions.calendar(args, args.first, args.after);
  }

  @Query(() => [WithholdingRate], {
    description: 'The withholding-tax rates on dividends, as published with their sources (a dated table, like the charges).',
  })
  withholdingRates(): WithholdingRate[] {
    return WITHHOLDING.rates.map((r) => ({ residence: WITHHOLDING.residence, ...r }));
  }
}
