import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { markPosition, portfolioBalances } from './portfolio-rules';
import { closeFigures } from './trading-rules';

const d = (v: string | number) => new Money(v);

describe('markPosition', () => {
  it('is the position as if closed now: the close price, its value, and the net profit and proceeds of closing', () => {
    const m = markPosition({ shares: 10 }, { price: d('200'), netProfit: d('-3.05'), proceeds: d('1998.95') });
    expect([m.currentPrice.toFixed(), m.marketValue.toFixed(), m.profit.toFixed(), m.value.toFixed()]).toEqual([
      '200',
      '2000',
      '-3.05',
      '1998.95',
    ]);
  });

  it('counts every charge in the profit (PRODUCT.md §0 rule 8): bought, marked at the same price, it shows the round trip fees as a loss', () => {
    // 10 × 100 bought with 1.00 commission; closing now at 100 would cost 1.05 more; the gross profit is zero.
    const close = closeFigures({
      direction: 'long',
      entryPrice: d('100'),
      price: d('100'),
      shares: 10,
      margin: d('1000'),
      openChargesTotal: d('1'),
      chargeLines: [
        { kind: 'COMMISSION', amount: d('1'), basis: '' },
        { kind: 'SEC_FEE', amount: d('0.05'), basis: '' },
      ],
      fx: null,
      quoteCurrency: 'USD',
      settlementCurrency: 'USD',
    });
    const m = markPosition({ shares: 10 }, close);
    expect(m.profit.toFixed()).toBe('-2.05');
    expect(m.value.toFixed()).toBe('998.95');
  });
});

describe('portfolioBalances', () => {
  const cash = [
    { currency: 'USD', available: d('1000'), frozen: d('200'), depositTotal: d('5000') },
    { currency: 'EUR', available: d('50'), frozen: d('0'), depositTotal: d('100') },
    { currency: 'TWD', available: d('0'), frozen: d('0'), depositTotal: d('0') },
  ];
  // value: what closing now returns (margin + gross − closing charges); profit: net of opening and closing charges.
  const open = [
    { currency: 'USD', margin: d('500'), openCharges: d('2'), mark: { profit: d('25'), value: d('527') } },
    { currency: 'USD', margin: d('300'), openCharges: d('1'), mark: { profit: d('-10'), value: d('291') } },
    { currency: 'USD', margin: d('100'), openCharges: d('1.5'), mark: null }, // no quote: its margin, less its opening charges
    { currency: 'GBP', margin: d('70'), openCharges: d('0'), mark: { profit: d('1'), value: d('71') } }, // no cash line in GBP
  ];
  const realised = [
    { currency: 'USD', total: d('40') },
    { currency: 'EUR', total: d('-12.5') },
  ];
  const byCurrency = new Map(portfolioBalances(cash, open, realised).map((b) => [b.currency, b]));

  it.each([
    // currency → position value, total assets, floating profit, total profit
    ['USD', '918', '2118', '13.5', '53.5'], // 527 + 291 + 100; 1000 + 200 + 918; 25 − 10 − 1.5; 40 + 13.5
    ['EUR', '0', '50', '0', '-12.5'], // no positions; realised loss only
    ['TWD', '0', '0', '0', '0'],
  ])('%s: value %s, assets %s, floating %s, total %s', (currency, value, assets, floating, total) => {
    const b = byCurrency.get(currency);
    expect([b?.positionValue.toFixed(), b?.totalAssets.toFixed(), b?.floatingProfit.toFixed(), b?.totalProfit.toFixed()]).toEqual([
      value,
      assets,
      floating,
      total,
    ]);
  });

  it('keeps the cash lines, in their order, with their cash figures', () => {
    const list = portfolioBalances(cash, open, realised);
    expect(list.map((b) => [b.currency, b.available.toFixed(), b.frozen.toFixed(), b.depositTotal.toFixed()])).toEqual([
      ['USD', '1000', '200', '5000'],
      ['EUR', '50', '0', '100'],
      ['TWD', '0', '0', '0'],
    ]);
  });
});
