import { RequiresStepUp } from '../second-factor/step-up.guard';
import { IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageArgs } from '../../shared/pagination';
import { Money } from '../../shared/money';
import { isUuid } from '../../shared/ids';
import { ShortText } from '../../shared/validation';
import { User } from '../auth/user.entity';
import { BankCard, CryptoAddress, Deposit, DepositStatus, Withdrawal, WithdrawalStatus } from './funding.entities';
import {
  AddBankCardInput,
  AddCryptoAddressInput,
  FileDepositInput,
  RequestWithdrawalInput,
  ReviewRefusalInput,
  WithdrawalPreviewInput,
} from './funding.inputs';
import { DepositInstructions, DepositPage, WithdrawalPage, WithdrawalPreview, WithdrawalSettings } from './funding.types';

@ArgsType()
class DepositQueueArgs extends PageArgs {
  @Field(() => DepositStatus, { nullable: true, description: 'Only deposits with this status.' })
  @IsOptional()
  status?: DepositStatus | null;

  @Field(() => ID, { nullable: true, description: "Only this user's deposits." })
  @IsOptional()
  @ShortText()
  userId?: string | null;
}

@ArgsType()
class WithdrawalQueueArgs extends PageArgs {
  @Field(() => WithdrawalStatus, { nullable: true, description: 'Only withdrawals with this status.' })
  @IsOptional()
  status?: WithdrawalStatus | null;

  @Field(() => ID, { nullable: true, description: "Only this user's withdrawals." })
  @IsOptional()
  @ShortText()
  userId?: string | null;
}

// A filter by an id that is no UUID matches no one (rather than failing the query).
const validUserFilter = (id?: string | null) => (id && isUuid(id) ? id : id ? '00000000-0000-0000-0000-000000000000' : undefined);

@Resolver()
export class FundingResolver {
  @Authorized()
  @Query(() => DepositInstructions, { description: "The platform's receiving account and the user's own reference." })
  depositInstructions(@Arg('currency', { description: 'EUR or USD.' }) currency: string, @Ctx() ctx: RequestContext): DepositInstructions {
    return Object.assign(new DepositInstructions(), ctx.services.funding.depositInstructions(ctx.user!, currency));
  }

  @Authorized()
  @Mutation(() => Deposit, { description: 'Tells ops a transfer was sent; it is credited once they confirm it.' })
  fileDeposit(
    @Arg('input', { description: 'Currency, amount and optional note of the transfer sent.' }) input: FileDepositInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Deposit> {
    return ctx.services.funding.fileDeposit(ctx.user!, input);
  }

  @Authorized()
  @Query(() => DepositPage, { description: "The user's deposit (recharge) records, newest first." })
  myDeposits(@Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<DepositPage> {
    return ctx.services.funding.deposits({ userId: ctx.user!.id }, args);
  }

  @Authorized()
  @Query(() => WithdrawalPage, { description: "The user's withdrawal records, newest first." })
  myWithdrawals(@Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<WithdrawalPage> {
    return ctx.services.funding.withdrawals({ userId: ctx.user!.id }, args);
  }

  @Authorized()
  @Query(() => Withdrawal, { description: 'One of the user’s withdrawals.' })
  withdrawal(@Arg('id', () => ID, { description: 'The withdrawal id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Withdrawal> {
    return ctx.services.funding.withdrawalOf(ctx.user!.id, id);
  }

  @Authorized()
  @Query(() => [BankCard], { description: 'Signed-in user: their bank cards, oldest first.' })
  bankCards(@Ctx() ctx: RequestContext): Promise<BankCard[]> {
    return ctx.services.funding.bankCards(ctx.user!.id);
  }

  @Authorized()
  @RequiresStepUp('bind_destination')
  @Mutation(() => BankCard, {
    description: "All fields required ('Please fill in complete information'); the IBAN's checksum is verified.",
  })
  addBankCard(
    @Arg('input', { description: 'The bank account details.' }) input: AddBankCardInput,
    @Ctx() ctx: RequestContext,
  ): Promise<BankCard> {
    return ctx.services.funding.addBankCard(ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Removes one of the user's bank cards (past withdrawals keep their destination); true when done.",
  })
  deleteBankCard(@Arg('id', () => ID, { description: 'The card id.' }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.funding.deleteBankCard(ctx.user!, id);
  }

  @Authorized()
  @Query(() => [CryptoAddress], { description: 'Signed-in user: their crypto addresses, oldest first.' })
  cryptoAddresses(@Ctx() ctx: RequestContext): Promise<CryptoAddress[]> {
    return ctx.services.funding.cryptoAddresses(ctx.user!.id);
  }

  @Authorized()
  @RequiresStepUp('bind_destination')
  @Mutation(() => CryptoAddress, { description: 'The address is validated for its chain (TRON base58check, Ethereum EIP-55).' })
  addCryptoAddress(
    @Arg('input', { description: 'The chain and the address.' }) input: AddCryptoAddressInput,
    @Ctx() ctx: RequestContext,
  ): Promise<CryptoAddress> {
    return ctx.services.funding.addCryptoAddress(ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description: "Removes one of the user's crypto addresses (past withdrawals keep their destination); true when done.",
  })
  deleteCryptoAddress(@Arg('id', () => ID, { description: 'The address id.' }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.funding.deleteCryptoAddress(ctx.user!, id);
  }

  @Query(() => WithdrawalSettings, { description: 'Minimums and fees, shown on the withdrawal screens.' })
  withdrawalSettings(@Ctx() ctx: RequestContext): WithdrawalSettings {
    const f = ctx.services.funding.fees;
    return Object.assign(new WithdrawalSettings(), {
      bankMinimum: f.minimumBank,
      cryptoMinimum: f.minimumCrypto,
      bankFeeRate: f.bankRate,
      bankMinimumFee: f.bankMinimumFee,
      cryptoFee: f.cryptoFixedFee,
      bankCurrencies: [...ctx.services.funding.currencies],
      cryptoCurrencies: ['USD'],
    });
  }

  @Authorized()
  @Query(() => WithdrawalPreview, { description: 'Fee and what arrives, before confirming; the request applies the same rules.' })
  withdrawalPreview(
    @Arg('input', { description: 'Method, currency and amount.' }) input: WithdrawalPreviewInput,
    @Ctx() ctx: RequestContext,
  ): WithdrawalPreview {
    const q = ctx.services.funding.previewWithdrawal(input);
    return Object.assign(new WithdrawalPreview(), { amount: new Money(input.amount), ...q });
  }

  @Authorized()
  @RequiresStepUp('withdraw')
  @Mutation(() => Withdrawal, { description: 'Freezes the amount until review. Needs the transaction password.' })
  requestWithdrawal(
    @Arg('input', { description: 'Method, currency, amount, destination and pay password.' }) input: RequestWithdrawalInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Withdrawal> {
    return ctx.services.funding.requestWithdrawal(ctx.user!, input, { ip: ctx.ip });
  }

  @Authorized()
  @Mutation(() => Withdrawal, { description: 'Takes back a withdrawal still pending review; the amount is released.' })
  async revokeWithdrawal(
    @Arg('id', () => ID, { description: 'The withdrawal id.' }) id: string,
    @Arg('idempotencyKey', {
      description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.',
    })
    key: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Withdrawal> {
    await ctx.services.review.revoke(ctx.user!, 'withdrawal', id, key, { ip: ctx.ip });
    return ctx.services.funding.withdrawalById(id);
  }

  // ---- ops review queues ----

  @Authorized('OPS')
  @Query(() => DepositPage, { description: 'Ops: deposit notices, filtered, newest first.' })
  opsDeposits(@Args() args: DepositQueueArgs, @Ctx() ctx: RequestContext): Promise<DepositPage> {
    return ctx.services.funding.deposits({ status: args.status ?? undefined, userId: validUserFilter(args.userId) }, args);
  }

  @Authorized('OPS')
  @Query(() => WithdrawalPage, { description: 'Ops: withdrawals, filtered, newest first.' })
  opsWithdrawals(@Args() args: WithdrawalQueueArgs, @Ctx() ctx: RequestContext): Promise<WithdrawalPage> {
    return ctx.services.funding.withdrawals({ status: args.status ?? undefined, userId: validUserFilter(args.userId) }, args);
  }

  @Authorized('OPS')
  @RequiresStepUp('ops_decision')
  @Mutation(() => Deposit, {
    description: "Ops: the money arrived; credits the user's available cash (above the threshold, once a second ops user approves).",
  })
  async confirmDeposit(
    @Arg('id', () => ID, { description: 'The deposit id.' }) id: string,
    @Arg('idempotencyKey', {
      description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.',
    })
    key: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Deposit> {
    await ctx.services.review.decide(ctx.user!, { kind: 'deposit', id, decision: 'approve', idempotencyKey: key }, { ip: ctx.ip });
    return ctx.services.funding.depositById(id);
  }

  @Authorized('OPS')
  @RequiresStepUp('ops_decision')
  @Mutation(() => Deposit, { description: 'Ops: refuses a deposit notice with a reason code the user sees (and an optional note).' })
  async refuseDeposit(
    @Arg('input', { description: 'The deposit, the reason code and an optional note.' }) input: ReviewRefusalInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Deposit> {
    await ctx.services.review.decide(ctx.user!, { kind: 'deposit', decision: 'refuse', ...input }, { ip: ctx.ip });
    return ctx.services.funding.depositById(input.id);
  }

  @Authorized('OPS')
  @RequiresStepUp('ops_decision')
  @Mutation(() => Withdrawal, {
    description:
      'Ops: review passed; the frozen amount is paid out, fee to fee income (above the threshold, once a second ops user approves).',
  })
  async approveWithdrawal(
    @Arg('id', () => ID, { description: 'The withdrawal id.' }) id: string,
    @Arg('idempotencyKey', {
      description: 'Unique per attempt (8–64 letters, digits, - or _); a retry with the same key returns the first result.',
    })
    key: string,
    @Ctx() ctx: RequestContext,
  ): Promise<Withdrawal> {
    await ctx.services.review.decide(ctx.user!, { kind: 'withdrawal', id, decision: 'approve', idempotencyKey: key }, { ip: ctx.ip });
    return ctx.services.funding.withdrawalById(id);
  }

  @Authorized('OPS')
  @RequiresStepUp('ops_decision')
  @Mutation(() => Withdrawal, {
    description: "Ops: review failed; the amount is released and the user sees 'Withdrawal Failed' with the reason.",
  })
  async refuseWithdrawal(
    @Arg('input', { description: 'The withdrawal, the reason code and an optional note.' }) input: ReviewRefusalInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Withdrawal> {
    await ctx.services.review.decide(ctx.user!, { kind: 'withdrawal', decision: 'refuse', ...input }, { ip: ctx.ip });
    return ctx.services.funding.withdrawalById(input.id);
  }
}

@Resolver(() => Deposit)
export class DepositFieldsResolver {
  @Authorized('OPS')
  @FieldResolver(() => User, { nullable: true, description: 'Ops only: who filed it.' })
  user(@Root() d: Deposit, @Ctx() ctx: RequestContext): Promise<User | null> {
    return ctx.loaders.userById.load(d.userId);
  }
}

@Resolver(() => Withdrawal)
export class WithdrawalFieldsResolver {
  @Authorized('OPS')
  @FieldResolver(() => User, { nullable: true, description: 'Ops only: who asked.' })
  user(@Root() w: Withdrawal, @Ctx() ctx: RequestContext): Promise<User | null> {
    return ctx.loaders.userById.load(w.userId);
  }
}
