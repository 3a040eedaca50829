import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../shared/domain-error';
import { Money } from '../../shared/money';
import {
  type AccountRef,
  accountKey,
  checkCashAmount,
  entryProblem,
  firstOverdrawn,
  holdSettlement,
  type PostingLine,
} from './ledger-rules';

const user = (ownerId: string, currency = 'EUR'): AccountRef => ({ ownerId, currency, kind: 'user_available' });
const external = (currency = 'EUR'): AccountRef => ({ ownerId: null, currency, kind: 'external' });
const line = (account: AccountRef, amount: string): PostingLine => ({ account, amount: new Money(amount) });

// Cents as integers, turned into exact decimals: the generator never goes through a float.
const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => new Money(c).dividedBy(100));

describe('posting rules', () => {
  it('accepts any set of postings that sums to zero per currency, and refuses it once one amount is nudged', () => {
    fc.assert(
      fc.property(
        fc.array(
          cents(-1_000_000, 1_000_000).filter((d) => !d.isZero()),
          { minLength: 1, maxLength: 6 },
        ),
        cents(1, 500),
        (amounts, nudge) => {
          const total = amounts.reduce((s, a) => s.plus(a), new Money(0));
          const lines = amounts.map((a, i) => ({ account: user(`u${i}`), amount: a }));
          if (!total.isZero()) lines.push({ account: external(), amount: total.neg() });
          if (lines.length < 2) return;
          expect(entryProblem(lines)).toBeNull();
          const broken = [...lines];
          broken[0] = { ...broken[0], amount: broken[0].amount.plus(nudge) };
          if (!broken[0].amount.isZero()) expect(entryProblem(broken)).toMatch(/not zero/);
        },
      ),
    );
  });

  it('balances each currency separately: an FX entry needs both legs to net out', () => {
    const fx = [
      line(user('a', 'EUR'), '-100'),
      line({ ownerId: null, currency: 'EUR', kind: 'fx_liquidity' }, '100'),
      line({ ownerId: null, currency: 'USD', kind: 'fx_liquidity' }, '-115.42'),
      line(user('a', 'USD'), '115.42'),
    ];
    expect(entryProblem(fx)).toBeNull();
    expect(entryProblem(fx.slice(0, 3))).toMatch(/USD/);
    expect(entryProblem([line(user('a'), '5')])).toMatch(/two postings/);
    expect(entryProblem([line(user('a'), '0'), line(external(), '0')])).toMatch(/non-zero/);
    expect(entryProblem([line(user('a'), '0.00001'), line(external(), '-0.00001')])).toMatch(/four decimals/);
  });

  it('finds the user who would be overdrawn, and never flags platform accounts', () => {
    fc.assert(
      fc.property(cents(0, 100_000), cents(1, 200_000), (balance, debit) => {
        const lines = [line(user('a'), debit.neg().toFixed()), line(external(), debit.toFixed())];
        const overdrawn = firstOverdrawn(lines, new Map([[accountKey(user('a')), balance]]));
        expect(overdrawn !== null).toBe(debit.gt(balance));
      }),
    );
    // The outside world's account goes negative on every deposit; that is not an overdraft.
    expect(firstOverdrawn([line(external(), '-50'), line(user('a'), '50')], new Map())).toBeNull();
  });

  it('posts a hold in full or in part and releases exactly the rest, never more than was held', () => {
    fc.assert(
      fc.property(cents(1, 1_000_000), fc.array(fc.integer({ min: 1, max: 100 }), { maxLength: 3 }), (held, shares) => {
        // Destinations take fractions of the hold that never exceed it in total.
        const parts = shares.map((s) => held.times(s).dividedBy(400).toDecimalPlaces(2, Money.ROUND_DOWN)).filter((d) => d.gt(0));
        const { posted, released } = holdSettlement(held, parts);
        expect(posted.plus(released).equals(held)).toBe(true);
        expect(released.gte(0)).toBe(true);
      }),
    );
    expect(() => holdSettlement(new Money(10), [new Money(6), new Money(5)])).toThrow(/cannot post 11/);
  });
});

describe('cash amounts a user types', () => {
  const max = new Money('10000000');
  const codeOf = (f: () => unknown) => {
    try {
      f();
      return null;
    } catch (e) {
      return (e as DomainError).code;
    }
  };

  it.each([
    ['0', 'AMOUNT_NOT_POSITIVE'],
    ['-5', 'AMOUNT_NOT_POSITIVE'],
    ['0.001', 'AMOUNT_TOO_PRECISE'],
    ['12.345', 'AMOUNT_TOO_PRECISE'],
    ['10000000.01', 'AMOUNT_TOO_LARGE'],
    ['999999999999999999999999', 'AMOUNT_TOO_LARGE'],
    ['0.01', null],
    ['12.5', null],
    ['10000000', null],
  ])('%s → %s', (raw, code) => {
    expect(codeOf(() => checkCashAmount(new Money(raw), max))).toBe(code);
  });

  it('accepts exactly the positive amounts with at most two decimals up to the maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 2_000_000_000 }), fc.integer({ min: 0, max: 4 }), (units, scale) => {
        const amount = new Money(units).dividedBy(10 ** scale);
        const ok = amount.gt(0) && amount.decimalPlaces() <= 2 && amount.lte(max);
        expect(codeOf(() => checkCashAmount(amount, max)) === null).toBe(ok);
      }),
    );
  });
});
