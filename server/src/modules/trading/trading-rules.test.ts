import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import type { PostingLine } from '../ledger/ledger-rules';
import type { ChargeLine } from './charges-rules';
import {
  type PricedCharge,
  chargePostings,
  checkLeverage,
  checkLimitPrice,
  checkShares,
  closeFigures,
  closePostings,
  convert,
  fillPrice,
  grossPnl,
  limitCrossed,
  limitHold,
  marginFor,
  nearStopOut,
  openDestinations,
  openFigures,
  platformAccount,
  shouldStopOut,
  stopOutPrice,
  tradeSide,
} from './trading-rules';

const d = (v: string | number) => new Money(v);
const line = (kind: ChargeLine['kind'], amount: string): ChargeLine => ({ kind, amount: d(amount), basis: '' });

describe('sides and fills', () => {
  it.each([
    ['long', 'open', 'buy', '10.02'],
    ['long', 'close', 'sell', '10'],
    ['short', 'open', 'sell', '10'],
    ['short', 'close', 'buy', '10.02'],
  ] as const)('%s %s is a %s at %s', (direction, leg, side, price) => {
    expect(tradeSide(direction, leg)).toBe(side);
    expect(fillPrice(direction, leg, { bid: d('10.00'), ask: d('10.02') }).toFixed()).toBe(price);
  });

  it.each([
    ['long', '10.00', '9.98', '10.00', true],
    ['long', '10.00', '9.99', '10.01', false],
    ['short', '10.00', '10.00', '10.02', true],
    ['short', '10.00', '9.99', '10.01', false],
  ] as const)('a %s limit at %s with bid %s / ask %s crossed: %s', (direction, limit, bid, ask, crossed) => {
    expect(limitCrossed(direction, d(limit), { bid: d(bid), ask: d(ask) })).toBe(crossed);
  });
});

describe('margin and profit', () => {
  it.each([
    ['2001.00', 1, 'USD', '2001'],
    ['9000', 5, 'EUR', '1800'],
    ['1000.01', 3, 'USD', '333.34'], // rounded up to the cent
    ['990000', 2, 'TWD', '495000'],
    ['1000001', 2, 'TWD', '500001'], // whole dollars in TWD, rounded up
  ])('margin of %s at %i× in %s is %s', (notional, leverage, currency, margin) => {
    expect(marginFor(d(notional), leverage, currency).toFixed()).toBe(margin);
  });

  it.each([
    ['long', '100', '110', 10, '100'],
    ['long', '100', '90', 10, '-100'],
    ['short', '100', '90', 10, '100'],
    ['short', '100', '110', 10, '-100'],
    ['long', '9.005', '9.012', 1000, '7'],
  ] as const)('%s from %s to %s × %i = %s', (direction, entry, exit, shares, pnl) => {
    expect(grossPnl(direction, d(entry), d(exit), shares).toFixed()).toBe(pnl);
  });

  it('P&L of any round trip is (exit − entry) × shares × direction, whatever the leverage', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom('long' as const, 'short' as const),
        fc.constantFrom(1, 2, 5),
        (entryCents, exitCents, shares, direction, leverage) => {
          const entry = d(entryCents).dividedBy(100);
          const exit = d(exitCents).dividedBy(100);
          const open = openFigures({
            price: entry,
            shares,
            leverage,
            chargeLines: [],
            fx: null,
            quoteCurrency: 'USD',
            settlementCurrency: 'USD',
          });
          const close = closeFigures({
            direction,
            entryPrice: entry,
            price: exit,
            shares,
            margin: open.margin,
            openChargesTotal: open.chargesTotal,
            chargeLines: [],
            fx: null,
            quoteCurrency: 'USD',
            settlementCurrency: 'USD',
          });
          const expected = exit
            .minus(entry)
            .times(shares)
            .times(direction === 'long' ? 1 : -1);
          expect(close.grossPnl.eq(expected)).toBe(true);
          // The user never gets back less than zero; below that the platform absorbs the loss.
          expect(close.proceeds.gte(0)).toBe(true);
          expect(close.proceeds.minus(close.lossAbsorbed).eq(open.margin.plus(expected))).toBe(true);
        },
      ),
    );
  });
});

describe('conversion to the settlement currency (TWD positions settle in USD)', () => {
  const fx = { mid: d('32'), spreadBps: 50 };
  it('pays at mid less the spread (rounded up) and receives at mid plus it (rounded down)', () => {
    const pay = convert(d('31840'), fx, 'pay', 'USD');
    expect(pay.rate.toFixed()).toBe('31.84');
    expect(pay.amount.toFixed()).toBe('1000');
    expect(pay.spread.toFixed()).toBe('5'); // 1,000 − 31,840 / 32 = 1,000 − 995
    const receive = convert(d('32160'), fx, 'receive', 'USD');
    expect(receive.rate.toFixed()).toBe('32.16');
    expect(receive.amount.toFixed()).toBe('1000');
    expect(receive.spread.toFixed()).toBe('5'); // 32,160 / 32 − 1,000 = 1,005 − 1,000
    expect(convert(d('100'), fx, 'pay', 'USD').amount.toFixed()).toBe('3.15'); // 3.1407… rounded up
    expect(convert(d('100'), fx, 'receive', 'USD').amount.toFixed()).toBe('3.1'); // 3.1094… rounded down
    expect(convert(d('12.345'), null, 'pay', 'EUR').amount.toFixed()).toBe('12.35');
  });

  it('opening in Taiwan: margin at the paying rate, charges at mid, the spread itemised', () => {
    const f = openFigures({
      price: d('1000'),
      shares: 1000,
      leverage: 2,
      chargeLines: [line('COMMISSION', '1425')],
      fx,
      quoteCurrency: 'TWD',
      settlementCurrency: 'USD',
    });
    expect(f.marginQuote.toFixed()).toBe('500000');
    expect(f.margin.toFixed()).toBe('15703.52'); // 500,000 / 31.84 = 15,703.517… up
    // 1,425 TWD: 44.53 at mid, 44.76 paid (1,425 / 31.84 = 44.755… up) → 0.23 spread.
    expect(f.charges.map((c) => [c.kind, c.settlementAmount.toFixed()])).toEqual([
      ['COMMISSION', '44.53'],
      ['FX_SPREAD', '0.23'],
    ]);
    expect(f.totalCost.toFixed()).toBe('15748.28');
  });

  it('closing in Taiwan with a profit and the 0.15% day-trade tax', () => {
    const f = closeFigures({
      direction: 'long',
      entryPrice: d('1000'),
      price: d('1010'),
      shares: 1000,
      margin: d('15703.52'),
      openChargesTotal: d('44.76'),
      chargeLines: [line('COMMISSION', '1439'), line('TRANSACTION_TAX', '1515')],
      fx,
      quoteCurrency: 'TWD',
      settlementCurrency: 'USD',
    });
    expect(f.grossPnlQuote.toFixed()).toBe('10000');
    expect(f.grossPnl.toFixed()).toBe('312.5'); // at mid
    // Profit received at 32.16: 310.94; charges 2,954 TWD paid at 31.84: 92.78 (mid 92.31).
    // Spread = (312.50 − 310.94) + (92.78 − 92.31) = 1.56 + 0.47 = 2.03.
    expect(f.charges.map((c) => [c.kind, c.settlementAmount.toFixed()])).toEqual([
      ['COMMISSION', '44.97'],
      ['TRANSACTION_TAX', '47.34'],
      ['FX_SPREAD', '2.03'],
    ]);
    expect(f.proceeds.toFixed()).toBe('15921.68'); // 15,703.52 + 312.50 − 94.34
    expect(f.netProfit.toFixed()).toBe('173.4'); // 15,921.68 − 15,703.52 − 44.76
  });

  it('a loss beyond the margin is absorbed, never owed', () => {
    const f = closeFigures({
      direction: 'short',
      entryPrice: d('10'),
      price: d('13'),
      shares: 100,
      margin: d('200'),
      openChargesTotal: d('3'),
      chargeLines: [line('COMMISSION', '3')],
      fx: null,
      quoteCurrency: 'EUR',
      settlementCurrency: 'EUR',
    });
    expect(f.grossPnl.toFixed()).toBe('-300');
    expect(f.proceeds.toFixed()).toBe('0');
    expect(f.lossAbsorbed.toFixed()).toBe('103');
    expect(f.netProfit.toFixed()).toBe('-203');
  });
});

describe('stop-out thresholds (close out at 50% of margin)', () => {
  const ratio = d('0.5');
  it.each([
    // direction, entry, shares, margin, close price, stopped?
    ['long', '100', 10, '200', '90.01', false], // loss 99.90, equity 100.10 > 100
    ['long', '100', 10, '200', '90', true], // loss 100, equity 100 = maintenance
    ['short', '9', 1000, '1800', '9.899', false],
    ['short', '9', 1000, '1800', '9.9', true],
    ['long', '100', 10, '1000', '50', true], // 1×: equity 500 = 50% of 1,000
  ] as const)('%s from %s × %i, margin %s, at %s: %s', (direction, entry, shares, margin, price, stopped) => {
    const pnl = grossPnl(direction, d(entry), d(price), shares);
    expect(shouldStopOut(d(margin), pnl, ratio)).toBe(stopped);
  });

  it.each([
    ['long', '100', 10, '200', '90'],
    ['short', '9', 1000, '1800', '9.9'],
    ['long', '1', 100, '1000', '0'], // never below zero
  ] as const)('the stop-out price of a %s from %s × %i with margin %s is %s', (direction, entry, shares, margin, price) => {
    expect(stopOutPrice(direction, d(entry), shares, d(margin), ratio).toFixed()).toBe(price);
  });
});

describe('near stop-out (warn at 75% of margin, close out at 50%)', () => {
  it.each([
    // direction, entry, shares, margin, close price, warned?
    ['long', '100', 10, '200', '95.01', false], // loss 49.90, equity 150.10 > 150
    ['long', '100', 10, '200', '95', true], // equity 150 = the warning level
    ['long', '100', 10, '200', '90.01', true], // equity 100.10: still above the close-out level
    ['long', '100', 10, '200', '90', false], // equity 100: stopped out, not warned
    ['short', '9', 1000, '1800', '9.449', false],
    ['short', '9', 1000, '1800', '9.45', true],
  ] as const)('%s from %s × %i, margin %s, at %s: %s', (direction, entry, shares, margin, price, warned) => {
    const pnl = grossPnl(direction, d(entry), d(price), shares);
    expect(nearStopOut(d(margin), pnl, d('0.75'), d('0.5'))).toBe(warned);
  });
});

describe('input checks', () => {
  it.each([
    [0, 1, 'SHARES_INVALID'],
    [-1, 1, 'SHARES_INVALID'],
    [1.5, 1, 'SHARES_INVALID'],
    [500, 1000, 'SHARES_NOT_LOT_MULTIPLE'],
    [2_000_000, 1, 'ORDER_TOO_LARGE'],
  ])('%s shares with lot %i: %s', (shares, lot, code) => {
    expect(() => checkShares(shares, lot, 1_000_000)).toThrow(expect.objectContaining({ code }));
  });

  it('accepts whole lots and allowed leverage', () => {
    expect(checkShares(3000, 1000, 1_000_000)).toBe(3000);
    expect(checkLeverage(5, [1, 2, 5])).toBe(5);
    expect(() => checkLeverage(3, [1, 2, 5])).toThrow(expect.objectContaining({ code: 'LEVERAGE_NOT_ALLOWED' }));
  });

  it.each([
    ['0', 'fixed', 100, 'LIMIT_PRICE_INVALID'],
    ['-1', 'fixed', 100, 'LIMIT_PRICE_INVALID'],
    ['10.005', 'fixed', 100, 'LIMIT_PRICE_OFF_TICK'],
    ['10.00001', 'fixed', 100, 'LIMIT_PRICE_OFF_TICK'],
    ['1002', 'twse', 0, 'LIMIT_PRICE_OFF_TICK'], // ≥ 1,000 TWD: tick 5
    ['55.05', 'twse', 0, 'LIMIT_PRICE_OFF_TICK'], // 50–100: tick 0.1
  ] as const)('limit %s (%s) is refused: %s', (price, rule, tick, code) => {
    expect(() => checkLimitPrice(d(price), rule, tick)).toThrow(expect.objectContaining({ code }));
  });

  it.each([
    ['10.01', 'fixed', 100],
    ['1005', 'twse', 0],
    ['55.1', 'twse', 0],
    ['9.99', 'twse', 0],
  ] as const)('limit %s (%s) is on the grid', (price, rule, tick) => {
    expect(checkLimitPrice(d(price), rule, tick).toFixed()).toBe(price);
  });
});

describe('limit-order hold', () => {
  const fx = { mid: d('32'), spreadBps: 20 };
  it.each([
    // total cost, converted market?, buffer bps → hold
    ['1000', false, 50, '1000'], // no FX: the cost exactly
    ['1000', true, 50, '1005'], // 1000 × 1.005
    ['333.33', true, 50, '335'], // 334.99665 → up to the cent: 335.00
    ['100.01', true, 100, '101.02'], // 101.0101 → 101.02
    ['0', true, 50, '0'],
  ] as const)('%s (converted %s, %i bps) holds %s', (cost, converted, bps, held) => {
    expect(limitHold(d(cost), converted ? fx : null, bps).toFixed()).toBe(held);
  });
});

describe('ledger postings of trades', () => {
  const charge = (kind: PricedCharge['kind'], settlementAmount: string): PricedCharge => ({
    kind,
    basis: '',
    amount: d(settlementAmount),
    currency: 'USD',
    settlementAmount: d(settlementAmount),
  });
  const show = (lines: PostingLine[]) => lines.map((l) => [l.account.ownerId ?? 'platform', l.account.kind, l.amount.toFixed()]);

  it.each([
    // user id → shard: the id's string hash mod 16 ('a' = 97, 'b' = 98)
    ['a', 1],
    ['b', 2],
  ])('platform accounts of user %s are on shard %i', (userId, shard) => {
    expect(platformAccount('fee_income', 'USD', userId)).toEqual({ ownerId: null, currency: 'USD', kind: 'fee_income', shard });
  });

  it.each([
    ['no charges', [], []],
    ['fees only', [charge('COMMISSION', '3'), charge('SEC_FEE', '0.02')], [['platform', 'fee_income', '3.02']]],
    [
      'fees, FX spread and tax (TW)',
      [charge('COMMISSION', '0.63'), charge('TRANSACTION_TAX', '0.94'), charge('FX_SPREAD', '0.01')],
      [
        ['platform', 'fee_income', '0.64'],
        ['platform', 'tax_payable', '0.94'],
      ],
    ],
    [
      'Spanish FTT is a tax',
      [charge('COMMISSION', '3'), charge('FINANCIAL_TRANSACTION_TAX', '4')],
      [
        ['platform', 'fee_income', '3'],
        ['platform', 'tax_payable', '4'],
      ],
    ],
    ['zero lines post nothing', [charge('SEC_FEE', '0')], []],
  ] as const)('charges: %s', (_name, lines, expected) => {
    expect(show(chargePostings(lines, 'USD', 'a'))).toEqual(expected);
  });

  it('an opening fill: margin to the margin account, charges to the platform', () => {
    expect(
      show(openDestinations('u1', 'USD', { margin: d('2001'), charges: [charge('COMMISSION', '3'), charge('SEC_FEE', '0')] })),
    ).toEqual([
      ['u1', 'user_margin', '2001'],
      ['platform', 'fee_income', '3'],
    ]);
  });

  it.each([
    // margin, proceeds, fees → postings; the counterparty balances the entry
    [
      'a profit (the counterparty pays 100)',
      '1000',
      '1096.98',
      '3.02',
      [
        ['u1', 'user_margin', '-1000'],
        ['u1', 'user_available', '1096.98'],
        ['platform', 'fee_income', '3.02'],
        ['platform', 'trading_counterparty', '-100'], // −(−1000 + 1096.98 + 3.02)
      ],
    ],
    [
      'a loss within the margin (the counterparty receives 100)',
      '1000',
      '896.98',
      '3.02',
      [
        ['u1', 'user_margin', '-1000'],
        ['u1', 'user_available', '896.98'],
        ['platform', 'fee_income', '3.02'],
        ['platform', 'trading_counterparty', '100'], // −(−1000 + 896.98 + 3.02)
      ],
    ],
    [
      'a loss past the margin (nothing returns)',
      '100',
      '0',
      '3',
      [
        ['u1', 'user_margin', '-100'],
        ['platform', 'fee_income', '3'],
        ['platform', 'trading_counterparty', '97'], // −(−100 + 3)
      ],
    ],
    [
      'break-even after charges (no counterparty line)',
      '1000',
      '997',
      '3',
      [
        ['u1', 'user_margin', '-1000'],
        ['u1', 'user_available', '997'],
        ['platform', 'fee_income', '3'],
      ],
    ],
  ] as const)('a close: %s', (_name, margin, proceeds, fees, expected) => {
    const postings = closePostings({
      userId: 'u1',
      currency: 'USD',
      margin: d(margin),
      proceeds: d(proceeds),
      charges: [charge('COMMISSION', fees)],
    });
    expect(show(postings)).toEqual(expected);
    expect(postings.reduce((s, l) => s.plus(l.amount), d(0)).toFixed()).toBe('0');
  });
});
