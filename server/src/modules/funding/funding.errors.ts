import type { ErrorDescriptions } from '../../graphql/error-codes';
// Codes of deposits, withdrawals, bank cards and crypto addresses.
export enum FundingError {
  INCOMPLETE_INFORMATION = 'INCOMPLETE_INFORMATION',
  IBAN_INVALID = 'IBAN_INVALID',
  CARD_NUMBER_INVALID = 'CARD_NUMBER_INVALID',
  CRYPTO_ADDRESS_INVALID = 'CRYPTO_ADDRESS_INVALID',
  CHAIN_NOT_SUPPORTED = 'CHAIN_NOT_SUPPORTED',
  WITHDRAWAL_BELOW_MINIMUM = 'WITHDRAWAL_BELOW_MINIMUM',
  WITHDRAWAL_DESTINATION_REQUIRED = 'WITHDRAWAL_DESTINATION_REQUIRED',
  WITHDRAWAL_NOT_PENDING = 'WITHDRAWAL_NOT_PENDING',
}

/** What each refusal means, shown on the ErrorCode enum of the schema. */
export const fundingErrorDescriptions: ErrorDescriptions<FundingError> = {
  INCOMPLETE_INFORMATION: 'A required field is empty.',
  IBAN_INVALID: 'The IBAN fails its format or checksum.',
  CARD_NUMBER_INVALID: 'The card number is not a valid card number.',
  CRYPTO_ADDRESS_INVALID: 'The address is not valid on the chosen chain.',
  CHAIN_NOT_SUPPORTED: 'The chain is not one of CryptoChain.',
  WITHDRAWAL_BELOW_MINIMUM: 'The withdrawal is below the minimum; details.minimum is the minimum.',
  WITHDRAWAL_DESTINATION_REQUIRED: 'A withdrawal needs the id of one of the user’s bank cards or crypto addresses.',
  WITHDRAWAL_NOT_PENDING: 'The withdrawal can no longer be revoked: it was already decided.',
};
