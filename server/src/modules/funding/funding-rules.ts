import { createBase58check } from '@scure/base';
import { keccak_256 } from '@noble/hashes/sha3';
import { sha256 } from '@noble/hashes/sha256';
import type Decimal from 'decimal.js';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { CryptoChain, WithdrawalMethod } from './funding.entities';
import { FundingError } from './funding.errors';

// ibantools ships CommonJS for require() but ESM-flavoured types that a CommonJS
// file cannot import; load the CommonJS build with the two signatures used here.
const {
  electronicFormatIBAN,
  isValidIBAN,
}: {
  electronicFormatIBAN(iban?: string): string | null;
  isValidIBAN(iban: string): boolean;
} = require('ibantools');

export interface WithdrawalFeeSchedule {
  minimumBank: Decimal;
  minimumCrypto: Decimal;
  bankRate: Decimal;
  bankMinimumFee: Decimal;
  cryptoFixedFee: Decimal;
}

export interface WithdrawalQuote {
  minimum: Decimal;
  fee: Decimal;
  received: Decimal;
}

/**
 * The fee is part of the amount (deducted, never added on top): bank = rate × amount, at least the
 * minimum fee, rounded up to the cent; crypto = a fixed fee. The amount must reach the method's minimum.
 */
export function quoteWithdrawal(method: WithdrawalMethod, amount: Decimal, s: WithdrawalFeeSchedule): WithdrawalQuote {
  const minimum = method === WithdrawalMethod.BANK ? s.minimumBank : s.minimumCrypto;
  const fee =
    method === WithdrawalMethod.BANK
      ? Money.max(amount.times(s.bankRate).toDecimalPlaces(2, Money.ROUND_UP), s.bankMinimumFee)
      : s.cryptoFixedFee;
  return { minimum, fee, received: amount.minus(fee) };
}

export function checkWithdrawalAmount(q: WithdrawalQuote, amount: Decimal): void {
  if (amount.lt(q.minimum) || q.received.lte(0)) {
    throw new DomainError(FundingError.WITHDRAWAL_BELOW_MINIMUM, { minimum: q.minimum.toFixed(2) });
  }
}

/** Trimmed text, or INCOMPLETE_INFORMATION when it is empty. */
export function required(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  if (!trimmed) throw new DomainError(FundingError.INCOMPLETE_INFORMATION);
  return trimmed;
}

/** An IBAN in electronic format after its ISO 13616 checksum and country format are verified. */
export function normaliseIban(raw: string): string {
  const iban = electronicFormatIBAN(raw) ?? '';
  if (!isValidIBAN(iban)) throw new DomainError(FundingError.IBAN_INVALID);
  return iban;
}

/** Card or account number as printed: 8 to 30 digits, spaces and dashes ignored. */
export function normaliseCardNumber(raw: string): string {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{8,30}$/.test(digits)) throw new DomainError(FundingError.CARD_NUMBER_INVALID);
  return digits;
}

const tronBase58check = createBase58check(sha256);

/** TRON: base58check of 0x41 followed by a 20-byte account id (so it starts with T). */
export function isTronAddress(address: string): boolean {
  try {
    const bytes = tronBase58check.decode(address);
    return bytes.length === 21 && bytes[0] === 0x41;
  } catch {
    return false;
  }
}

/** EIP-55: in a mixed-case address, each letter is upper case exactly when its keccak nibble is ≥ 8. */
export function eip55Checksum(address: string): string {
  const lower = address.slice(2).toLowerCase();
  const hash = Buffer.from(keccak_256(new TextEncoder().encode(lower))).toString('hex');
  let out = '0x';
  for (let i = 0; i < lower.length; i++) out += Number.parseInt(hash[i], 16) >= 8 ? lower[i].toUpperCase() : lower[i];
  return out;
}

/** Ethereum: 0x and 40 hex digits; all-lower or all-upper is accepted, mixed case must carry a valid checksum. */
export function isEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const body = address.slice(2);
  if (body === body.toLowerCase() || body === body.toUpperCase()) return true;
  return eip55Checksum(address) === address;
}

export function normaliseCryptoAddress(chain: CryptoChain, raw: string): string {
  const address = raw.trim();
  const ok =
    chain === CryptoChain.USDT_TRC20 ? isTronAddress(address) : chain === CryptoChain.USDT_ERC20 ? isEthereumAddress(address) : false;
  if (!ok) throw new DomainError(FundingError.CRYPTO_ADDRESS_INVALID);
  return address;
}

/** IBAN shown with all but the country, check digits and last four hidden. */
export function maskIban(iban: string): string {
  return iban.length <= 8 ? iban : `${iban.slice(0, 4)} •••• ${iban.slice(-4)}`;
}
