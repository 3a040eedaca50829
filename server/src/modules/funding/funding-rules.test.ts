import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import { CryptoChain, WithdrawalMethod } from './funding.entities';
import {
  checkWithdrawalAmount,
  eip55Checksum,
  isEthereumAddress,
  isTronAddress,
  normaliseCardNumber,
  normaliseCryptoAddress,
  normaliseIban,
  quoteWithdrawal,
} from './funding-rules';

const fees = {
  minimumBank: new Money(100),
  minimumCrypto: new Money(50),
  bankRate: new Money('0.005'),
  bankMinimumFee: new Money(2),
  cryptoFixedFee: new Money(3),
};
const codeOf = (f: () => unknown) => {
  try {
    f();
    return null;
  } catch (e) {
    return (e as DomainError).code;
  }
};

describe('withdrawal fees (deducted from the amount)', () => {
  it.each([
    [WithdrawalMethod.BANK, '100', '2', '98'],
    [WithdrawalMethod.BANK, '400', '2', '398'],
    [WithdrawalMethod.BANK, '1000', '5', '995'],
    [WithdrawalMethod.BANK, '1000.01', '5.01', '995'],
    [WithdrawalMethod.CRYPTO, '50', '3', '47'],
    [WithdrawalMethod.CRYPTO, '1234.56', '3', '1231.56'],
  ])('%s %s → fee %s, arrives %s', (method, amount, fee, received) => {
    const q = quoteWithdrawal(method, new Money(amount), fees);
    expect(q.fee.toFixed()).toBe(fee);
    expect(q.received.toFixed()).toBe(received);
  });

  it('fee + received always equals the amount, the fee has at most two decimals and is never below the minimum fee', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 10_000, max: 1_000_000_000 }),
        fc.constantFrom(WithdrawalMethod.BANK, WithdrawalMethod.CRYPTO),
        (c, method) => {
          const amount = new Money(c).dividedBy(100);
          const q = quoteWithdrawal(method, amount, fees);
          expect(q.fee.plus(q.received).equals(amount)).toBe(true);
          expect(q.fee.decimalPlaces()).toBeLessThanOrEqual(2);
          expect(q.fee.gte(method === WithdrawalMethod.BANK ? 2 : 3)).toBe(true);
        },
      ),
    );
  });

  it('refuses amounts under the minimum of their method', () => {
    expect(codeOf(() => checkWithdrawalAmount(quoteWithdrawal(WithdrawalMethod.BANK, new Money('99.99'), fees), new Money('99.99')))).toBe(
      'WITHDRAWAL_BELOW_MINIMUM',
    );
    expect(codeOf(() => checkWithdrawalAmount(quoteWithdrawal(WithdrawalMethod.CRYPTO, new Money(50), fees), new Money(50)))).toBeNull();
  });
});

describe('bank details', () => {
  it('accepts IBANs whose ISO 13616 checksum holds, in any spacing, and refuses a changed digit', () => {
    expect(normaliseIban('es91 2100 0418 4502 0005 1332')).toBe('ES9121000418450200051332');
    expect(normaliseIban('DE89370400440532013000')).toBe('DE89370400440532013000');
    expect(normaliseIban('GB82 WEST 1234 5698 7654 32')).toBe('GB82WEST12345698765432');
    expect(codeOf(() => normaliseIban('ES9121000418450200051333'))).toBe('IBAN_INVALID');
    expect(codeOf(() => normaliseIban('not an iban'))).toBe('IBAN_INVALID');
  });

  it('takes card numbers of 8 to 30 digits, ignoring spaces and dashes', () => {
    expect(normaliseCardNumber('4000 1234-5678 9010')).toBe('4000123456789010');
    expect(codeOf(() => normaliseCardNumber('1234567'))).toBe('CARD_NUMBER_INVALID');
    expect(codeOf(() => normaliseCardNumber('4000abcd56789010'))).toBe('CARD_NUMBER_INVALID');
  });
});

describe('crypto addresses', () => {
  it('checks TRON addresses by base58check and the 0x41 prefix', () => {
    // USDT's own TRC20 contract address and a well-known account.
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isTronAddress('TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7')).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u')).toBe(false); // checksum broken
    expect(isTronAddress('1BoatSLRHtKNngkdXEeobR76b53LETtpyT')).toBe(false); // a Bitcoin address: wrong prefix
    expect(isTronAddress('T0000000000000000000000000000000000')).toBe(false); // not base58
  });

  it('checks Ethereum addresses, with the EIP-55 checksum when mixed case', () => {
    // The test vectors of EIP-55.
    for (const a of [
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
      '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
      '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
    ]) {
      expect(isEthereumAddress(a)).toBe(true);
      expect(eip55Checksum(a.toLowerCase())).toBe(a);
    }
    expect(isEthereumAddress('0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed')).toBe(true);
    expect(isEthereumAddress('0x5AAEB6053F3E94C9B9A09F33669435E7EF1BEAED')).toBe(true);
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD')).toBe(false); // one letter's case flipped
    expect(isEthereumAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeA')).toBe(false);
  });

  it('validates per chain: a TRON address is not an ERC20 one', () => {
    expect(codeOf(() => normaliseCryptoAddress(CryptoChain.USDT_ERC20, 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t'))).toBe(
      'CRYPTO_ADDRESS_INVALID',
    );
    expect(normaliseCryptoAddress(CryptoChain.USDT_TRC20, ' TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ')).toBe(
      'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    );
  });
});
