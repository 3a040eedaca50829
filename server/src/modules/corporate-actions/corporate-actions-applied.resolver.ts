import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, ObjectType, Field, Int, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { StatementLine } from '../ledger/ledger.types';
import {
  DividendTotal,
  DividendYear,
  DividendYearArgs,
  PositionCorporateActions,
  SignTaxFormInput,
  StatementDividend,
  TaxForm,
} from './corporate-actions-applied.types';

@ObjectType({ description: 'Ops: how far one corporate action has been applied to accounts.' })
export class CorporateActionProgress {
  @Field(() => Date, { nullable: true, description: 'When its entitlements were recorded or its split applied; null: not yet.' })
  appliedAt: Date | null;

  @Field(() => Int, { description: 'Positions entitled (dividend) or split.' })
  positions: number;

  @Field(() => Int, { description: 'Dividend entitlements paid.' })
  paid: number;

  @Field(() => Int, { description: 'Dividend entitlements waiting for the pay date.' })
  pending: number;

  @Field(() => [DividendTotal], { description: 'Paid per currency (longs received minus shorts paid).' })
  totals: DividendTotal[];
}

/** The user's dividends, splits and treaty form; the dividend behind a statement line. */
@Resolver()
export class CorporateActionsAppliedResolver {
  @Authorized()
  @Query(() => DividendYear, { description: 'Mine → Dividends: one year of the user’s dividends with gross, withholding and net.' })
  myDividends(@Args() args: DividendYearArgs, @Ctx() ctx: RequestContext): Promise<DividendYear> {
    return ctx.services.dividends.year(ctx.user!.id, args.year);
  }

  @Authorized()
  @Query(() => PositionCorporateActions, {
    description: 'Dividends and splits of one of the user’s positions (another user’s: NOT_FOUND).',
  })
  positionCorporateActions(
    @Arg('positionId', () => ID, { description: 'One of the user’s positions, open or closed.' }) positionId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<PositionCorporateActions> {
    return ctx.services.dividends.forPosition(ctx.user!.id, positionId);
  }

  @Authorized()
  @Query(() => TaxForm, {
    nullable: true,
    description: 'The W-8BEN on file and valid today, or null (US dividends then withheld at the no-treaty rate).',
  })
  taxForm(@Ctx() ctx: RequestContext): Promise<TaxForm | null> {
    return ctx.services.taxForms.current(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => TaxForm, {
    description:
      'Signs the W-8BEN treaty declaration with the name of the passed real-name record. Refused, storing nothing: REAL_NAME_REQUIRED, TAX_FORM_NAME_MISMATCH, TAX_FORM_US_PERSON, TAX_FORM_COUNTRY_INVALID, TAX_FORM_NOT_CONFIRMED.',
  })
  signTaxForm(
    @Arg('input', () => SignTaxFormInput, { description: 'Country of tax residence, full name, not a US person, confirmed.' })
    input: SignTaxFormInput,
    @Ctx() ctx: RequestContext,
  ): Promise<TaxForm> {
    return ctx.services.taxForms.sign(ctx.user!, input);
  }

  @Authorized('OPS')
  @Query(() => CorporateActionProgress, { description: 'Ops: how far one corporate action was applied (entitlements, payments, splits).' })
  opsCorporateActionProgress(
    @Arg('actionId', () => ID, { description: 'A calendar entry (CorporateAction.id).' }) actionId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<CorporateActionProgress> {
    return ctx.services.dividends.progress(actionId);
  }
}

@Resolver(() => StatementLine)
export class StatementDividendResolver {
  @FieldResolver(() => StatementDividend, {
    nullable: true,
    description: 'A dividend line’s gross, withholding and net (null on other lines).',
  })
  dividend(@Root() line: StatementLine, @Ctx() ctx: RequestContext): Promise<StatementDividend | null> {
    if (line.kind !== 'dividend' && line.kind !== 'dividend_short') return Promise.resolve(null);
    return ctx.loaders.dividendByEntry.load(line.entryId);
  }
}
