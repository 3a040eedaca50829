import type Decimal from 'decimal.js';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, Int, Mutation, Query, Resolver } from 'type-graphql';
import { ShortText } from '../../shared/validation';
import type { RequestContext } from '../../graphql/context';
import { DecimalScalar } from '../../graphql/scalars';
import { FxQuote, FxTransfer } from './fx.entities';
import { TransferFundsInput } from './fx.inputs';

// An args class rather than bare arguments: class-validator refuses a bare Decimal as an unknown object.
@ArgsType()
class FxQuoteArgs {
  @Field({ description: 'Source currency.' })
  @ShortText()
  from: string;

  @Field({ description: 'Destination currency.' })
  @ShortText()
  to: string;

  @Field(() => DecimalScalar, { description: 'In the source currency.' })
  amount: Decimal;
}

@Resolver()
export class FxResolver {
  @Query(() => FxQuote, { description: 'Rate, disclosed spread and what would arrive, before confirming a transfer.' })
  fxQuote(@Args() args: FxQuoteArgs, @Ctx() ctx: RequestContext): Promise<FxQuote> {
    return ctx.services.fx.quote(args.from, args.to, args.amount);
  }

  @Authorized()
  @Mutation(() => FxTransfer, {
    description:
      "Moves cash between the user's currencies at the quoted rate: both legs in one journal entry. 'Insufficient funds in the account' when short.",
  })
  transferFunds(@Arg('input') input: TransferFundsInput, @Ctx() ctx: RequestContext): Promise<FxTransfer> {
    return ctx.services.fx.transfer(ctx.user!, input);
  }

  @Authorized()
  @Query(() => [FxTransfer], { description: "The user's transfers, newest first." })
  myTransfers(@Arg('first', () => Int, { defaultValue: 20 }) first: number, @Ctx() ctx: RequestContext): Promise<FxTransfer[]> {
    return ctx.services.fx.transfers(ctx.user!.id, Math.min(Math.max(first, 1), 100));
  }
}
