import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { Args, ArgsType, Authorized, Ctx, Field, Int, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CommonError } from '../../shared/common.errors';
import { ShortText } from '../../shared/validation';
import { Balance, LedgerCheck, StatementPage } from './ledger.types';

@ArgsType()
class StatementArgs {
  @Field({ description: 'EUR or USD.' })
  @ShortText()
  currency: string;

  @Field(() => Int, { defaultValue: 20, description: 'How many lines (1–100).' })
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  @Min(1, { context: { code: CommonError.BAD_INPUT } })
  @Max(100, { context: { code: CommonError.BAD_INPUT } })
  first: number;

  @Field(() => String, { nullable: true, description: "The previous page's nextCursor." })
  @IsOptional()
  @ShortText()
  after?: string | null;
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
}
