import type Decimal from 'decimal.js';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, Mutation, Query, Resolver } from 'type-graphql';
import { ShortText } from '../../shared/validation';
import type { RequestContext } from '../../graphql/context';
import { DecimalScalar } from '../../graphql/scalars';
import { PageArgs, PageType } from '../../shared/pagination';
import { FxQuote, FxTransfer } from './fx.entities';

const FxTransferPage = PageType(FxTransfer, 'FxTransferPage');
type FxTransferPage = InstanceType<typeof FxTransferPage>;
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
    return ctx.user
      ? ctx.services.fx.issueQuote(ctx.user, args.from, args.to, args.amount)
      : ctx.services.fx.quote(args.from, args.to, args.amount);
  }

  @Authorized()
  @Mutation(() => FxTransfer, {
    description:
      "Moves cash between the user's currencies at a quote the server issued (or the live rate when worse for the user): both legs in one journal entry. 'Insufficient funds in the account' when short.",
  })
  transferFunds(
    @Arg('input', { description: 'The quote to execute and an idempotency key.' }) input: TransferFundsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<FxTransfer> {
    return ctx.services.fx.transfer(ctx.user!, input);
  }

  @Authorized()
  @Query(() => FxTransferPage, { description: "The user's transfers, newest first." })
  myTransfers(@Args() page: PageArgs, @Ctx() ctx: RequestContext): Promise<FxTransferPage> {
    return ctx.services.fx.transfers(ctx.user!.id, page);
  }
}
