import { IsOptional } from 'class-validator';
import { Arg, Args, ArgsType, Authorized, Ctx, Field, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageArgs } from '../../graphql/page-args';
import { Money } from '../../shared/money';
import { isUuid } from '../../shared/ids';
import { ShortText } from '../../shared/validation';
import { User } from '../auth/user.entity';
import { checkCurrency } from '../ledger/ledger-rules';
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
  @Field(() => DepositStatus, { nullable: true })
  @IsOptional()
  status?: DepositStatus | null;

  @Field(() => ID, { nullable: true })
  @IsOptional()
  @ShortText()
  userId?: string | null;
}

@ArgsType()
class WithdrawalQueueArgs extends PageArgs {
  @Field(() => WithdrawalStatus, { nullable: true })
  @IsOptional()
  status?: WithdrawalStatus | null;

  @Field(() => ID, { nullable: true })
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
  depositInstructions(@Arg('currency') currency: string, @Ctx() ctx: RequestContext): DepositInstructions {
    const c = ctx.services.config.money;
    return Object.assign(new DepositInstructions(), {
      currency: checkCurrency(currency, c.currencies),
      bankName: c.depositBankName,
      accountHolder: c.depositAccountHolder,
      iban: c.depositIban,
      bic: c.depositBic,
      reference: ctx.services.funding.depositReference(ctx.user!),
    });
  }

  @Authorized()
  @Mutation(() => Deposit, { description: 'Tells ops a transfer was sent; it is credited once they confirm it.' })
  fileDeposit(@Arg('input') input: FileDepositInput, @Ctx() ctx: RequestContext): Promise<Deposit> {
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
  withdrawal(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Withdrawal> {
    return ctx.services.funding.withdrawalOf(ctx.user!.id, id);
  }

  @Authorized()
  @Query(() => [BankCard])
  bankCards(@Ctx() ctx: RequestContext): Promise<BankCard[]> {
    return ctx.services.funding.bankCards(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => BankCard, {
    description: "All fields required ('Please fill in complete information'); the IBAN's checksum is verified.",
  })
  addBankCard(@Arg('input') input: AddBankCardInput, @Ctx() ctx: RequestContext): Promise<BankCard> {
    return ctx.services.funding.addBankCard(ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteBankCard(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.funding.deleteBankCard(ctx.user!, id);
  }

  @Authorized()
  @Query(() => [CryptoAddress])
  cryptoAddresses(@Ctx() ctx: RequestContext): Promise<CryptoAddress[]> {
    return ctx.services.funding.cryptoAddresses(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => CryptoAddress, { description: 'The address is validated for its chain (TRON base58check, Ethereum EIP-55).' })
  addCryptoAddress(@Arg('input') input: AddCryptoAddressInput, @Ctx() ctx: RequestContext): Promise<CryptoAddress> {
    return ctx.services.funding.addCryptoAddress(ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => Boolean)
  deleteCryptoAddress(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
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
      bankCurrencies: ctx.services.config.money.currencies,
      cryptoCurrencies: ['USD'],
    });
  }

  @Authorized()
  @Query(() => WithdrawalPreview, { description: 'Fee and what arrives, before confirming; the request applies the same rules.' })
  withdrawalPreview(@Arg('input') input: WithdrawalPreviewInput, @Ctx() ctx: RequestContext): WithdrawalPreview {
    const q = ctx.services.funding.previewWithdrawal(input);
    return Object.assign(new WithdrawalPreview(), { amount: new Money(input.amount), ...q });
  }

  @Authorized()
  @Mutation(() => Withdrawal, { description: 'Freezes the amount until review. Needs the transaction password.' })
  requestWithdrawal(@Arg('input') input: RequestWithdrawalInput, @Ctx() ctx: RequestContext): Promise<Withdrawal> {
    return ctx.services.funding.requestWithdrawal(ctx.user!, input, { ip: ctx.ip });
  }

  @Authorized()
  @Mutation(() => Withdrawal, { description: 'Takes back a withdrawal still pending review; the amount is released.' })
  revokeWithdrawal(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<Withdrawal> {
    return ctx.services.funding.revokeWithdrawal(ctx.user!, id, { ip: ctx.ip });
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
  @Mutation(() => Deposit, { description: "Ops: the money arrived; credits the user's available cash." })
  confirmDeposit(@Arg('id', () => ID) id: string, @Arg('idempotencyKey') key: string, @Ctx() ctx: RequestContext): Promise<Deposit> {
    return ctx.services.funding.confirmDeposit(ctx.user!, id, key, { ip: ctx.ip });
  }

  @Authorized('OPS')
  @Mutation(() => Deposit, { description: 'Ops: refuses a deposit notice with a reason the user sees.' })
  refuseDeposit(@Arg('input') input: ReviewRefusalInput, @Ctx() ctx: RequestContext): Promise<Deposit> {
    return ctx.services.funding.refuseDeposit(ctx.user!, input.id, input.reason, { ip: ctx.ip });
  }

  @Authorized('OPS')
  @Mutation(() => Withdrawal, { description: 'Ops: review passed; the frozen amount is paid out (fee to fee income).' })
  approveWithdrawal(@Arg('id', () => ID) id: string, @Arg('idempotencyKey') key: string, @Ctx() ctx: RequestContext): Promise<Withdrawal> {
    return ctx.services.funding.approveWithdrawal(ctx.user!, id, key, { ip: ctx.ip });
  }

  @Authorized('OPS')
  @Mutation(() => Withdrawal, {
    description: "Ops: review failed; the amount is released and the user sees 'Withdrawal Failed' with the reason.",
  })
  refuseWithdrawal(@Arg('input') input: ReviewRefusalInput, @Ctx() ctx: RequestContext): Promise<Withdrawal> {
    return ctx.services.funding.refuseWithdrawal(ctx.user!, input.id, input.reason, { ip: ctx.ip });
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
