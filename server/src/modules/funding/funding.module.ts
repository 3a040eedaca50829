import { CardEncryption1764300000000 } from '../../../../migrations/1764300000000-CardEncryption';
import { fundingNotifications } from './funding.notifications';
import { defineModule } from '../../app/module';
import { FieldCipher } from '../../shared/field-cipher';
import { BankCard, CryptoAddress, Deposit, Withdrawal } from './funding.entities';
import { FundingError, fundingErrorDescriptions } from './funding.errors';
import { DepositFieldsResolver, FundingResolver, WithdrawalFieldsResolver } from './funding.resolver';
import { FundingReviewReason, depositReview, fundingReviewReasonDescriptions, withdrawalReview } from './funding.reviews';
import { FundingService } from './funding.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    funding: FundingService;
  }
}

/** Deposits, withdrawals, bank cards and crypto addresses (their tables are in the Money migration). */
export const fundingModule = defineModule({
  name: 'funding',
  entities: [Deposit, Withdrawal, BankCard, CryptoAddress],
  // The tables are in the Money migration; card numbers were encrypted at rest later (issue 11 item 9).
  migrations: [CardEncryption1764300000000],
  resolvers: [FundingResolver, DepositFieldsResolver, WithdrawalFieldsResolver],
  errors: FundingError,
  errorDescriptions: fundingErrorDescriptions,
  reviewReasons: FundingReviewReason,
  reviewReasonDescriptions: fundingReviewReasonDescriptions,
  events: ['DEPOSIT_UPDATED', 'WITHDRAWAL_UPDATED'],
  eventDescriptions: {
    DEPOSIT_UPDATED: 'A deposit of the user changed status (recordId, status; reason and reasonCode on a refusal).',
    WITHDRAWAL_UPDATED: 'A withdrawal of the user changed status (recordId, status; reason and reasonCode on a refusal).',
  },
  notifications: fundingNotifications,
  create: ({ ds, clock, config, ledger, uow, audit, auth, realName }) => ({
    funding: new FundingService(ds, clock, config.money, ledger, uow, audit, auth, FieldCipher.fromConfig(config), realName),
  }),
  reviews: ({ ds, ledger }) => [depositReview(ds, ledger), withdrawalReview(ds, ledger)],
});
