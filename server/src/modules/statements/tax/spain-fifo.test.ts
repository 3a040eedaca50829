import type Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { Money } from '../../../shared/money';
import {
  type BuyEvent,
  type CashInLieuEvent,
  type DividendEvent,
  type EurRate,
  type RealisedLine,
  type SellEvent,
  type ShortCloseEvent,
  type ShortOpenEvent,
  type SplitEvent,
  type TaxCharge,
  type TaxEvent,
  realisedLines,
  renderDividendEnglish,
  renderLineEnglish,
  spainTaxReport,
} from './spain-fifo';
import { addMonths } from './tax-dates';

// ---- builders ----

let clock = 0;
/** Instants follow the dates; within a day, the order the events are built in. */
const at = (date: string) => new Date(Date.parse(`${date}T09:00:00Z`) + clock++ * 1000);

interface TradeOpts {
  symbol?: string;
  currency?: string;
  charges?: TaxCharge[];
  leverage?: number;
  positionId?: string;
}
const SYM = 'ES:ITX';
const eurFee = (amount: string, kind = 'COMMISSION'): TaxCharge => ({ kind, amount, currency: 'EUR' });
const fee = (amount: string, currency: string, kind = 'COMMISSION'): TaxCharge => ({ kind, amount, currency });

function buy(id: string, date: string, shares: number, price: string, o: TradeOpts = {}): BuyEvent {
  return {
    type: 'buy',
    id,
    symbol: o.symbol ?? SYM,
    at: at(date),
    date,
    shares,
    price,
    currency: o.currency ?? 'EUR',
    charges: o.charges ?? [],
    leverage: o.leverage ?? 1,
  };
}
function sell(id: string, date: string, shares: number, price: string, o: TradeOpts = {}): SellEvent {
  return {
    type: 'sell',
    id,
    symbol: o.symbol ?? SYM,
    at: at(date),
    date,
    shares,
    price,
    currency: o.currency ?? 'EUR',
    charges: o.charges ?? [],
    leverage: o.leverage ?? 1,
    positionId: o.positionId,
  };
}
function shortOpen(id: string, date: string, shares: number, price: string, o: TradeOpts = {}): ShortOpenEvent {
  return {
    type: 'shortOpen',
    id,
    symbol: o.symbol ?? SYM,
    at: at(date),
    date,
    shares,
    price,
    currency: o.currency ?? 'EUR',
    charges: o.charges ?? [],
    leverage: o.leverage ?? 1,
  };
}
function shortClose(id: string, positionId: string, date: string, shares: number, price: string, o: TradeOpts = {}): ShortCloseEvent {
  return {
    type: 'shortClose',
    id,
    positionId,
    symbol: o.symbol ?? SYM,
    at: at(date),
    date,
    shares,
    price,
    currency: o.currency ?? 'EUR',
    charges: o.charges ?? [],
  };
}
const split = (id: string, date: string, from: string, to: string, symbol = SYM): SplitEvent => ({
  type: 'split',
  id,
  symbol,
  at: at(date),
  date,
  from,
  to,
});
const cashInLieu = (id: string, date: string, shares: string, price: string, shortPositionId?: string): CashInLieuEvent => ({
  type: 'cashInLieu',
  id,
  symbol: SYM,
  at: at(date),
  date,
  shares,
  price,
  currency: 'EUR',
  shortPositionId,
});

/** EUR per unit from a table keyed 'USD 2025-03-03'; a missing rate is a test error. */
const rates =
  (table: Record<string, string>): EurRate =>
  (currency, date) => {
    const r = table[`${currency} ${date}`];
    if (!r) throw new Error(`no rate for ${currency} on ${date}`);
    return r;
  };
const noFx = rates({});

const c2 = (d: Decimal) => d.toFixed(2);
const parts = (l: RealisedLine) => l.acquisitions.map((p) => `${p.lotId}:${p.shares.toFixed()}`);
const report = (events: TaxEvent[], year = 2025, rate: EurRate = noFx, asOf?: string) => spainTaxReport({ year, events, rate, asOf });

/** Every line's figures are cents and add up; totals are the sums of the lines. */
function expectReconciled(lines: readonly RealisedLine[], totals: ReturnType<typeof report>['totals']) {
  for (const l of lines) {
    for (const v of [l.grossProceeds, l.saleCharges, l.acquisitionValue, l.acquisitionCharges, l.deferredLossesIncluded, l.deferredLoss])
      expect(v.decimalPlaces()).toBeLessThanOrEqual(2);
    expect(c2(l.proceeds)).toBe(c2(l.grossProceeds.minus(l.saleCharges)));
    const sumParts = (f: (p: RealisedLine['acquisitions'][number]) => Decimal) =>
      l.acquisitions.reduce((a, p) => a.plus(f(p)), new Money(0));
    expect(c2(l.acquisitionValue)).toBe(c2(sumParts((p) => p.value)));
    expect(c2(l.acquisitionCharges)).toBe(c2(sumParts((p) => p.charges)));
    expect(c2(l.cost)).toBe(c2(l.acquisitionValue.plus(l.acquisitionCharges).plus(l.deferredLossesIncluded)));
    expect(c2(l.gain)).toBe(c2(l.proceeds.minus(l.cost)));
    expect(c2(l.computableGain)).toBe(c2(l.gain.plus(l.deferredLoss)));
  }
  const total = (f: (l: RealisedLine) => Decimal) => lines.reduce((a, l) => a.plus(f(l)), new Money(0));
  expect(totals.lines).toBe(lines.length);
  expect(c2(totals.proceeds)).toBe(c2(total((l) => l.proceeds)));
  expect(c2(totals.cost)).toBe(c2(total((l) => l.cost)));
  expect(c2(totals.deferredLosses)).toBe(c2(total((l) => l.deferredLoss)));
  expect(c2(totals.net)).toBe(c2(total((l) => l.gain).plus(totals.deferredLosses)));
  expect(c2(totals.net)).toBe(c2(totals.gains.minus(totals.losses)));
  expect(c2(totals.proceeds.minus(totals.cost).plus(totals.deferredLosses))).toBe(c2(totals.net));
}

// ---- tests ----

describe('FIFO lot matching (one symbol, long positions)', () => {
  it.each([
    {
      name: 'a sale of 10 against lots of 7 and 5 consumes 7 + 3',
      events: () => [buy('A', '2025-01-05', 7, '40.00'), buy('B', '2025-02-12', 5, '41.00'), sell('S1', '2025-03-03', 10, '41.20')],
      parts: [['A:7', 'B:3']],
    },
    {
      name: 'partial sells across three lots',
      events: () => [
        buy('A', '2025-01-05', 4, '10'),
        buy('B', '2025-01-06', 4, '11'),
        buy('C', '2025-01-07', 4, '12'),
        sell('S1', '2025-04-01', 3, '13'),
        sell('S2', '2025-04-02', 6, '13'),
        sell('S3', '2025-04-03', 3, '13'),
      ],
      parts: [['A:3'], ['A:1', 'B:4', 'C:1'], ['C:3']],
    },
    {
      name: 'closing the later position sells the earlier lot',
      events: () => [
        buy('A', '2025-01-10', 10, '10'),
        buy('B', '2025-03-10', 10, '20'),
        sell('S1', '2025-04-10', 10, '25', { positionId: 'B' }),
        sell('S2', '2025-05-10', 10, '22', { positionId: 'A' }),
      ],
      parts: [['A:10'], ['B:10']],
    },
    {
      name: 'other symbols are not homogeneous',
      events: () => [
        buy('A', '2025-01-10', 5, '10', { symbol: 'ES:SAN' }),
        buy('B', '2025-02-10', 5, '10'),
        sell('S1', '2025-04-10', 5, '12'),
      ],
      parts: [['B:5']],
    },
    {
      name: 'same day: the purchase made first is sold first',
      events: () => [buy('A', '2025-02-10', 5, '10'), buy('B', '2025-02-10', 5, '9'), sell('S1', '2025-02-10', 6, '12')],
      parts: [['A:5', 'B:1']],
    },
  ])('$name', ({ events, parts: expected }) => {
    const lines = realisedLines(events(), noFx);
    expect(lines.map(parts)).toEqual(expected);
  });

  it('the worked example: 10 sold on 3 Mar against 7 of 5 Jan and 3 of 12 Feb, charges on both legs', () => {
    const r = report([
      buy('A', '2025-01-05', 7, '40.00', { charges: [eurFee('2.10')] }),
      buy('B', '2025-02-12', 5, '41.00', { charges: [eurFee('1.20'), eurFee('0.30', 'FINANCIAL_TRANSACTION_TAX')] }),
      sell('S1', '2025-03-03', 10, '41.20', { charges: [eurFee('3.00')] }),
      sell('S2', '2025-06-02', 2, '45.00', { charges: [eurFee('3.00')] }),
    ]);
    const [l1, l2] = r.lines;
    expect([c2(l1.grossProceeds), c2(l1.saleCharges), c2(l1.proceeds)]).toEqual(['412.00', '3.00', '409.00']);
    expect(l1.acquisitions.map((p) => [p.lotId, p.shares.toFixed(), c2(p.value), c2(p.charges)])).toEqual([
      ['A', '7', '280.00', '2.10'],
      ['B', '3', '123.00', '0.90'],
    ]);
    expect([c2(l1.acquisitionValue), c2(l1.acquisitionCharges), c2(l1.cost), c2(l1.gain)]).toEqual(['403.00', '3.00', '406.00', '3.00']);
    expect(renderLineEnglish(l1)).toBe(
      'Sold 10 on 3 Mar 2025: proceeds 10 × €41.20 − €3.00 charges = €409.00; cost: 7 shares bought 5 Jan 2025 (€280.00 + €2.10 charges) and 3 of 12 Feb 2025 (€123.00 + €0.90), €406.00; gain €3.00.',
    );
    // The rest of lot B carries the rest of its charges: 0.90 + 0.60 = 1.50.
    expect([c2(l2.acquisitionValue), c2(l2.acquisitionCharges), c2(l2.proceeds), c2(l2.gain)]).toEqual(['82.00', '0.60', '87.00', '4.40']);
    expect(l1.explanation.map((s) => s.code)).toEqual(['SALE', 'LOT', 'LOT', 'COST', 'RESULT']);
    expect(l1.explanation[1].params).toMatchObject({ lotId: 'A', date: '2025-01-05', shares: '7', value: '280', charges: '2.1' });
    expect(c2(r.totals.gains)).toBe('7.40');
    expectReconciled(r.lines, r.totals);
  });

  it('closing the later of two positions: FIFO sells the earlier lot at its cost, the later lot stays', () => {
    const r = report([
      buy('A', '2025-01-10', 10, '10.00'),
      buy('B', '2025-03-10', 10, '20.00'),
      sell('closeB', '2025-04-10', 10, '25.00', { positionId: 'B' }),
      sell('closeA', '2025-05-10', 10, '22.00', { positionId: 'A' }),
    ]);
    expect(r.lines.map((l) => [l.positionId, parts(l).join(), c2(l.cost), c2(l.gain)])).toEqual([
      ['B', 'A:10', '100.00', '150.00'],
      ['A', 'B:10', '200.00', '20.00'],
    ]);
    expectReconciled(r.lines, r.totals);
  });

  it('selling more than is held is an input error', () => {
    expect(() => realisedLines([buy('A', '2025-01-10', 5, '10'), sell('S', '2025-02-10', 6, '11')], noFx)).toThrow(/fewer are held/);
  });
});

describe('values in euros at each day’s rate, charges on both legs', () => {
  const fx = rates({ 'USD 2025-02-03': '0.92', 'USD 2025-05-05': '0.90', 'USD 2025-08-04': '0.88' });
  const events = () => [
    // 10 × $100 at 0.92 = €920; charges $1.00 → €0.92 plus an FX spread of €0.37 (settlement currency): €1.29
    buy('U', '2025-02-03', 10, '100.00', {
      symbol: 'US:AAPL',
      currency: 'USD',
      charges: [fee('1.00', 'USD'), eurFee('0.37', 'FX_SPREAD')],
    }),
    sell('S1', '2025-05-05', 3, '110.00', {
      symbol: 'US:AAPL',
      currency: 'USD',
      charges: [fee('1.00', 'USD'), fee('0.01', 'USD', 'SEC_FEE'), eurFee('0.31', 'FX_SPREAD')],
    }),
    sell('S2', '2025-08-04', 7, '120.00', {
      symbol: 'US:AAPL',
      currency: 'USD',
      charges: [fee('1.00', 'USD'), eurFee('0.40', 'FX_SPREAD')],
    }),
  ];

  it.each([
    // line, gross, sale charges, proceeds, value, acquisition charges, cost, gain
    {
      line: 0,
      sold: 3,
      gross: '297.00',
      saleCharges: '1.22',
      proceeds: '295.78',
      value: '276.00',
      acqCharges: '0.39',
      cost: '276.39',
      gain: '19.39',
    },
    {
      line: 1,
      sold: 7,
      gross: '739.20',
      saleCharges: '1.28',
      proceeds: '737.92',
      value: '644.00',
      acqCharges: '0.90',
      cost: '644.90',
      gain: '93.02',
    },
  ])('the sale of $sold: proceeds $proceeds, cost $cost, gain $gain', (c) => {
    const l = report(events(), 2025, fx).lines[c.line];
    expect([c2(l.grossProceeds), c2(l.saleCharges), c2(l.proceeds)]).toEqual([c.gross, c.saleCharges, c.proceeds]);
    expect([c2(l.acquisitionValue), c2(l.acquisitionCharges), c2(l.cost), c2(l.gain)]).toEqual([c.value, c.acqCharges, c.cost, c.gain]);
  });

  it('the lot’s value and charges are apportioned exactly: the parts add up to the lot (€920.00 + €1.29)', () => {
    const r = report(events(), 2025, fx);
    expect(c2(r.totals.acquisitionValue)).toBe('920.00');
    expect(c2(r.totals.acquisitionCharges)).toBe('1.29');
    expect(c2(r.totals.saleCharges)).toBe('2.50');
    expect(c2(r.totals.net)).toBe('112.41');
    expectReconciled(r.lines, r.totals);
    expect(renderLineEnglish(r.lines[0])).toBe(
      'Sold 3 on 5 May 2025: proceeds 3 × US$110.00 at 0.9 €/US$ (€297.00) − €1.22 charges = €295.78; cost: 3 shares bought 3 Feb 2025 at US$100.00, 0.92 €/US$ (€276.00 + €0.39 charges), €276.39; gain €19.39.',
    );
  });

  it('a missing rate is an error, never a guess', () => {
    expect(() => report(events(), 2025, rates({}))).toThrow(/no rate for USD/);
  });
});

describe('shorts: each short its own transaction, realised at its close', () => {
  it('sold first, bought back later: gain = opening proceeds − closing cost; flagged short and leveraged', () => {
    const r = report([
      shortOpen('P', '2025-03-03', 10, '50.00', { charges: [eurFee('3.00')], leverage: 2 }),
      shortClose('C', 'P', '2025-04-01', 10, '45.00', { charges: [eurFee('3.00')] }),
    ]);
    const [l] = r.lines;
    expect(l.kind).toBe('short');
    expect(l.date).toBe('2025-04-01');
    expect([c2(l.proceeds), c2(l.cost), c2(l.gain)]).toEqual(['497.00', '453.00', '44.00']);
    expect(l.flags).toMatchObject({ short: true, leveraged: true, washSaleDeferred: false });
    expect(renderLineEnglish(l)).toBe(
      'Short sale of 10 on 3 Mar 2025: proceeds 10 × €50.00 − €3.00 charges = €497.00; bought back 10 on 1 Apr 2025: cost 10 × €45.00 + €3.00 charges = €453.00; gain €44.00; leveraged position (×2): counted as the gain or loss of the shares themselves.',
    );
    expectReconciled(r.lines, r.totals);
  });

  it('in dollars, each leg at its own day’s rate; a short’s loss is not deferred by a purchase in the window', () => {
    const fx = rates({ 'USD 2025-03-03': '0.90', 'USD 2025-04-01': '0.95', 'USD 2025-04-10': '0.95' });
    const o = { symbol: 'US:TSLA', currency: 'USD' };
    const r = report(
      [
        shortOpen('P', '2025-03-03', 10, '50.00', { ...o, charges: [fee('1.00', 'USD'), eurFee('0.20', 'FX_SPREAD')] }),
        shortClose('C', 'P', '2025-04-01', 10, '55.00', { ...o, charges: [fee('1.00', 'USD')] }),
        buy('L', '2025-04-10', 10, '56.00', o),
      ],
      2025,
      fx,
    );
    const [l] = r.lines;
    // proceeds 450.00 − (0.90 + 0.20); cost 522.50 + 0.95
    expect([c2(l.proceeds), c2(l.cost), c2(l.gain), c2(l.deferredLoss)]).toEqual(['448.90', '523.45', '-74.55', '0.00']);
    expect(c2(r.totals.losses)).toBe('74.55');
  });

  it('closing a short with other than its shares is an input error', () => {
    expect(() => realisedLines([shortOpen('P', '2025-03-03', 10, '50'), shortClose('C', 'P', '2025-04-01', 9, '45')], noFx)).toThrow(
      /buys back 9/,
    );
  });
});

describe('splits and cash in lieu', () => {
  it('3-for-2 between buy and sell: 15 shares become 22.5, the half share is a sale, the cost is unchanged', () => {
    const r = report([
      buy('A', '2025-01-10', 15, '45.00', { charges: [eurFee('3.00')] }),
      split('X', '2025-06-02', '2', '3'),
      cashInLieu('F', '2025-06-02', '0.5', '31.00'),
      sell('S', '2025-09-01', 22, '32.00', { charges: [eurFee('3.00')] }),
    ]);
    const [f, sale] = r.lines;
    expect(f.kind).toBe('cashInLieu');
    expect(f.flags.cashInLieu).toBe(true);
    // 0.5 of 22.5 shares: €675.00 × 1/45 = €15.00, charges €3.00 × 1/45 = €0.0667 → €0.07
    expect([c2(f.proceeds), c2(f.acquisitionValue), c2(f.acquisitionCharges), c2(f.gain)]).toEqual(['15.50', '15.00', '0.07', '0.43']);
    expect(renderLineEnglish(f)).toBe(
      'Cash in lieu of 0.5 shares on 2 Jun 2025: proceeds 0.5 × €31.00 = €15.50; cost: 0.5 shares (split-adjusted) bought 10 Jan 2025 (€15.00 + €0.07 charges), €15.07; gain €0.43.',
    );
    // The 22 shares left carry the rest: €660.00 + €2.93 (0.07 + 2.93 = 3.00)
    expect(parts(sale)).toEqual(['A:22']);
    expect(sale.acquisitions[0].price.toFixed()).toBe('30');
    expect([c2(sale.proceeds), c2(sale.acquisitionValue), c2(sale.acquisitionCharges), c2(sale.gain)]).toEqual([
      '701.00',
      '660.00',
      '2.93',
      '38.07',
    ]);
    expect(c2(r.totals.acquisitionValue)).toBe('675.00');
    expect(c2(r.totals.acquisitionCharges)).toBe('3.00');
    expectReconciled(r.lines, r.totals);
  });

  it('two positions split: each position’s fraction is sold FIFO from the earliest lot', () => {
    const lines = realisedLines(
      [
        buy('A', '2025-01-10', 15, '45.00'),
        buy('B', '2025-02-10', 15, '46.00'),
        split('X', '2025-06-02', '2', '3'),
        cashInLieu('FA', '2025-06-02', '0.5', '31.00'),
        cashInLieu('FB', '2025-06-02', '0.5', '31.00'),
        sell('closeA', '2025-09-01', 22, '32.00', { positionId: 'A' }),
        sell('closeB', '2025-09-02', 22, '32.00', { positionId: 'B' }),
      ],
      noFx,
    );
    expect(lines.map(parts)).toEqual([['A:0.5'], ['A:0.5'], ['A:21.5', 'B:0.5'], ['B:22']]);
    // Lot A: €675 over 22.5 shares = €30 each; lot B: €690 over 22.5 = €30.6667
    expect(lines.map((l) => c2(l.cost))).toEqual(['15.00', '15.00', '660.33', '674.67']);
  });

  it('a short across a split: its fraction is bought back as cash in lieu, the rest at the close', () => {
    const r = report([
      shortOpen('P', '2025-03-03', 15, '45.00', { charges: [eurFee('3.00')] }),
      split('X', '2025-06-02', '2', '3'),
      cashInLieu('F', '2025-06-02', '0.5', '31.00', 'P'),
      shortClose('C', 'P', '2025-07-01', 22, '29.00'),
    ]);
    expect(r.lines.map((l) => [l.kind, l.flags.short, c2(l.proceeds), c2(l.cost), c2(l.gain)])).toEqual([
      ['cashInLieu', true, '14.93', '15.50', '-0.57'],
      ['short', true, '657.07', '638.00', '19.07'],
    ]);
    expectReconciled(r.lines, r.totals);
  });
});

describe('the two-month rule (art. 33.5.f LIRPF)', () => {
  const lossThenRebuy = (rebuyDate: string, rebuyShares = 10) => [
    buy('A', '2025-01-10', 10, '50.00', { charges: [eurFee('1.00')] }),
    sell('S1', '2025-03-31', 10, '40.00', { charges: [eurFee('1.00')] }),
    buy('R', rebuyDate, rebuyShares, '41.00', { charges: [eurFee('1.00')] }),
    sell('S2', '2025-11-03', rebuyShares, '45.00', { charges: [eurFee('1.00')] }),
  ];

  it('a loss with a repurchase within two months is deferred, added to the repurchase’s cost, and realised on its sale', () => {
    const r = report(lossThenRebuy('2025-04-15'));
    const [s1, s2] = r.lines;
    // proceeds 399.00, cost 501.00: loss 102.00, all of it deferred to lot R
    expect([c2(s1.gain), c2(s1.deferredLoss), c2(s1.computableGain)]).toEqual(['-102.00', '102.00', '0.00']);
    expect(s1.flags.washSaleDeferred).toBe(true);
    expect(s1.washSale).toMatchObject({ windowFrom: '2025-01-31', windowTo: '2025-05-31' });
    expect(s1.washSale?.triggers.map((t) => [t.acquisitionId, t.date, t.when, t.shares.toFixed(), c2(t.deferredLoss)])).toEqual([
      ['R', '2025-04-15', 'after', '10', '102.00'],
    ]);
    // R's cost: 410.00 + 1.00 + 102.00 deferred; sold at 449.00: loss 64.00, computable (no repurchase)
    expect([c2(s2.acquisitionValue), c2(s2.acquisitionCharges), c2(s2.deferredLossesIncluded), c2(s2.cost)]).toEqual([
      '410.00',
      '1.00',
      '102.00',
      '513.00',
    ]);
    expect([c2(s2.gain), c2(s2.deferredLoss), s2.flags.washSaleDeferred]).toEqual(['-64.00', '0.00', false]);
    expect(s2.acquisitions[0].deferredFrom).toEqual([{ saleId: 'S1', date: '2025-03-31' }]);
    expect(r.totals).toMatchObject({ lines: 2 });
    expect([c2(r.totals.gains), c2(r.totals.losses), c2(r.totals.deferredLosses), c2(r.totals.net)]).toEqual([
      '0.00',
      '64.00',
      '102.00',
      '-64.00',
    ]);
    // Over both sales the whole economic loss (−166.00) is recognised once: −64.00 now, 102.00 inside it.
    expect(c2(s1.gain.plus(s2.gain).plus(s1.deferredLoss))).toBe('-64.00');
    expect(renderLineEnglish(s1)).toBe(
      'Sold 10 on 31 Mar 2025: proceeds 10 × €40.00 − €1.00 charges = €399.00; cost: 10 shares bought 10 Jan 2025 (€500.00 + €1.00 charges), €501.00; loss €102.00; €102.00 of the loss deferred by the two-month rule (art. 33.5.f LIRPF, window 31 Jan 2025 to 31 May 2025), computable now €0.00; €102.00 added to the cost of 10 shares bought 15 Apr 2025.',
    );
    expect(renderLineEnglish(s2)).toContain(
      '10 shares bought 15 Apr 2025 (€410.00 + €1.00 charges + €102.00 loss deferred from 31 Mar 2025), €513.00; loss €64.00.',
    );
    expectReconciled(r.lines, r.totals);
  });

  it.each([
    { rebuy: '2025-05-31', deferred: '102.00', why: 'on the last day of the two months after (31 Mar → 31 May)' },
    { rebuy: '2025-06-01', deferred: '0.00', why: 'one day after the two months' },
    { rebuy: '2025-04-01', deferred: '102.00', why: 'the next day' },
  ])('repurchase on $rebuy ($why): deferred $deferred', ({ rebuy, deferred }) => {
    const [s1] = report(lossThenRebuy(rebuy)).lines;
    expect(c2(s1.deferredLoss)).toBe(deferred);
    expect(s1.flags.washSaleDeferred).toBe(deferred !== '0.00');
  });

  it('a repurchase of fewer shares defers the loss in proportion (4 of 10 → 40 %)', () => {
    const r = report(lossThenRebuy('2025-04-15', 4));
    const [s1, s2] = r.lines;
    expect([c2(s1.gain), c2(s1.deferredLoss), c2(s1.computableGain)]).toEqual(['-102.00', '40.80', '-61.20']);
    expect(s1.washSale?.matchedShares.toFixed()).toBe('4');
    expect(c2(s2.deferredLossesIncluded)).toBe('40.80');
    expectReconciled(r.lines, r.totals);
  });

  it('homogeneous shares bought in the two months before and still held defer the loss (the trigger named)', () => {
    const r = report([
      buy('A', '2025-01-02', 10, '50.00'),
      buy('B', '2025-02-20', 10, '45.00'),
      sell('S1', '2025-03-10', 10, '40.00'),
      sell('S2', '2025-12-01', 10, '44.00'),
    ]);
    const [s1, s2] = r.lines;
    expect(parts(s1)).toEqual(['A:10']);
    expect(s1.washSale?.triggers.map((t) => [t.acquisitionId, t.when, c2(t.deferredLoss)])).toEqual([['B', 'before', '100.00']]);
    // B: 450.00 + 100.00 deferred, sold for 440.00
    expect([c2(s2.cost), c2(s2.gain), s2.flags.washSaleDeferred]).toEqual(['550.00', '-110.00', false]);
    expect(renderLineEnglish(s1)).toContain(
      '€100.00 added to the cost of 10 shares bought 20 Feb 2025 (bought before the sale, still held)',
    );
  });

  it('a purchase consumed by the sale itself does not defer it; one lot defers one loss only once', () => {
    const r = report([
      buy('A', '2025-02-01', 10, '50.00'),
      sell('S1', '2025-03-01', 10, '40.00'), // sells A itself: nothing left from the window before
      buy('R', '2025-03-15', 10, '41.00'),
      buy('Q', '2025-03-16', 10, '41.00'),
      sell('S2', '2025-03-20', 10, '39.00'), // sells R (FIFO); Q defers it
      sell('S3', '2025-09-01', 10, '45.00'),
    ]);
    const [s1, s2] = r.lines;
    // S1's loss: R (10 shares) is the repurchase; S2's loss: R is gone, Q is free (not already matched)
    expect(s1.washSale?.triggers.map((t) => t.acquisitionId)).toEqual(['R']);
    expect(parts(s2)).toEqual(['R:10']);
    expect([c2(s2.cost), c2(s2.gain)]).toEqual(['510.00', '-120.00']);
    expect(s2.washSale?.triggers.map((t) => [t.acquisitionId, t.when])).toEqual([['Q', 'before']]);
    expect(c2(r.lines[2].cost)).toBe('530.00');
  });

  it('a loss with no repurchase is computable, not deferred', () => {
    const r = report([buy('A', '2025-01-10', 10, '50.00'), sell('S1', '2025-06-10', 10, '40.00')], 2025, noFx, '2025-12-31');
    const [s1] = r.lines;
    expect([c2(s1.gain), c2(s1.deferredLoss), s1.flags.washSaleDeferred, s1.flags.washWindowOpen, s1.washSale]).toEqual([
      '-100.00',
      '0.00',
      false,
      false,
      null,
    ]);
    expect(c2(r.totals.losses)).toBe('100.00');
  });

  it('a December loss repurchased in January is deferred in that year’s report; before the window closes it is provisional', () => {
    const history = [buy('A', '2025-01-10', 10, '50.00'), sell('S1', '2025-12-20', 10, '40.00')];
    const early = report(history, 2025, noFx, '2025-12-31');
    expect([early.lines[0].flags.washWindowOpen, c2(early.lines[0].deferredLoss)]).toEqual([true, '0.00']);
    expect(renderLineEnglish(early.lines[0])).toContain('provisional: buying the same shares up to 20 Feb 2026 would defer this loss');

    const later = report(
      [...history, buy('R', '2026-01-10', 10, '39.00'), sell('S2', '2026-06-01', 10, '42.00')],
      2025,
      noFx,
      '2026-03-01',
    );
    expect([later.lines[0].flags.washWindowOpen, c2(later.lines[0].deferredLoss)]).toEqual([false, '100.00']);
    expect(later.totals.lines).toBe(1);
    const next = report([...history, buy('R', '2026-01-10', 10, '39.00'), sell('S2', '2026-06-01', 10, '42.00')], 2026);
    expect(next.lines.map((l) => [l.id, c2(l.cost), c2(l.gain)])).toEqual([['S2', '490.00', '-70.00']]);
  });

  it('a repurchase across a split is matched in post-split shares', () => {
    const r = report([
      buy('A', '2025-01-10', 10, '50.00'),
      sell('S1', '2025-03-10', 10, '40.00'),
      split('X', '2025-03-20', '1', '2'),
      buy('R', '2025-04-01', 10, '20.00'), // 10 post-split = 5 pre-split: half the loss
    ]);
    const w = r.lines[0].washSale!;
    expect([w.matchedShares.toFixed(), c2(w.deferredLoss), w.triggers[0].shares.toFixed()]).toEqual(['5', '50.00', '10']);
  });
});

describe('leverage', () => {
  it('a leveraged position’s gain is the shares’ gain, the same as unleveraged, and the line is flagged', () => {
    const trip = (leverage: number) =>
      report([
        buy('A', '2025-02-10', 10, '20.00', { leverage, charges: [eurFee('1.00')] }),
        sell('S', '2025-05-10', 10, '22.00', { leverage }),
      ]).lines[0];
    const [one, five] = [trip(1), trip(5)];
    expect([c2(five.proceeds), c2(five.cost), c2(five.gain)]).toEqual([c2(one.proceeds), c2(one.cost), c2(one.gain)]);
    expect(c2(five.gain)).toBe('19.00');
    expect([one.flags.leveraged, five.flags.leveraged, five.leverage]).toEqual([false, true, 5]);
    expect(five.explanation.at(-1)).toEqual({ code: 'LEVERAGED', params: { leverage: '5' } });
  });
});

describe('tax year', () => {
  it('a sale in 2025 of shares bought in 2024 counts in 2025 only, at the 2024 purchase’s rate', () => {
    const fx = rates({ 'USD 2024-11-04': '0.92', 'USD 2025-02-10': '0.96' });
    const o = { symbol: 'US:MSFT', currency: 'USD' };
    const events = [buy('A', '2024-11-04', 10, '400.00', o), sell('S', '2025-02-10', 10, '410.00', o)];
    expect(report(events, 2024, fx).lines).toEqual([]);
    const r = report(events, 2025, fx);
    expect(r.lines.map((l) => [l.date, c2(l.proceeds), c2(l.cost), c2(l.gain)])).toEqual([['2025-02-10', '3936.00', '3680.00', '256.00']]);
    expect(report(events, 2026, fx).totals.lines).toBe(0);
  });
});

describe('dividends', () => {
  const div = (
    id: string,
    date: string,
    country: string,
    currency: string,
    gross: string,
    withholding: string,
    direction: 'long' | 'short' = 'long',
  ): DividendEvent => ({
    type: 'dividend',
    id,
    symbol: country === 'US' ? 'US:AAPL' : country === 'TW' ? 'TW:2330' : 'ES:MAP',
    date,
    country,
    currency,
    gross,
    withholding,
    net: new Money(gross).minus(withholding).toFixed(),
    direction,
  });

  it('withholding in USD converted at the pay date’s rate; summed by country; shorts’ payments apart; other years out', () => {
    const fx = rates({ 'USD 2025-06-16': '0.9137', 'USD 2025-09-15': '0.85' });
    const r = report(
      [
        div('d1', '2025-06-16', 'US', 'USD', '10.00', '1.50'),
        div('d2', '2025-09-15', 'US', 'USD', '20.00', '3.00'),
        div('d3', '2025-12-01', 'ES', 'EUR', '26.00', '4.94'),
        div('d4', '2025-09-15', 'TW', 'USD', '142.85', '30.00'),
        div('d5', '2025-12-01', 'ES', 'EUR', '5.00', '0', 'short'),
        div('d0', '2024-12-02', 'ES', 'EUR', '7.00', '1.33'),
      ],
      2025,
      fx,
    );
    const d1 = r.dividends.payments.find((p) => p.id === 'd1')!;
    // $10.00 × 0.9137 = €9.137 → €9.14; $1.50 × 0.9137 = €1.37055 → €1.37; net €9.14 − €1.37
    expect([c2(d1.grossEur), c2(d1.withholdingEur), c2(d1.netEur)]).toEqual(['9.14', '1.37', '7.77']);
    expect(renderDividendEnglish(d1)).toBe(
      'Dividend of US:AAPL on 16 Jun 2025 from US: gross €9.14 (US$10.00 at 0.9137 €/US$), withholding €1.37, net €7.77.',
    );
    expect(r.dividends.byCountry.map((c) => [c.country, c.payments, c2(c.gross), c2(c.withholding), c2(c.net)])).toEqual([
      ['ES', 1, '26.00', '4.94', '21.06'],
      ['TW', 1, '121.42', '25.50', '95.92'],
      ['US', 2, '26.14', '3.92', '22.22'],
    ]);
    expect([c2(r.dividends.received.gross), c2(r.dividends.received.withholding), c2(r.dividends.received.net)]).toEqual([
      '173.56',
      '34.36',
      '139.20',
    ]);
    expect(c2(r.dividends.paidOnShorts)).toBe('5.00');
    expect(r.dividends.payments.map((p) => p.id)).not.toContain('d0');
  });

  it('net must be gross − withholding', () => {
    expect(() => report([{ ...div('d1', '2025-06-16', 'ES', 'EUR', '10.00', '1.90'), net: '8.00' }])).toThrow(/net must equal/);
  });
});

describe('rounding: cents fixed per reported figure, the residue on the last share, totals the sums of the lines', () => {
  it('a lot of 3 sold one share at a time: parts €9.12 + €9.12 + €9.13 = €27.37 (= €27.369 to the cent)', () => {
    const fx = rates({ 'USD 2025-01-06': '0.9123', 'USD 2025-03-03': '0.95', 'USD 2025-03-04': '0.95', 'USD 2025-03-05': '0.95' });
    const o = { symbol: 'US:KO', currency: 'USD' };
    const r = report(
      [
        buy('A', '2025-01-06', 3, '10.00', { ...o, charges: [fee('1.00', 'USD')] }),
        sell('S1', '2025-03-03', 1, '11.00', o),
        sell('S2', '2025-03-04', 1, '11.00', o),
        sell('S3', '2025-03-05', 1, '11.00', o),
      ],
      2025,
      fx,
    );
    expect(r.lines.map((l) => c2(l.acquisitionValue))).toEqual(['9.12', '9.12', '9.13']);
    expect(r.lines.map((l) => c2(l.acquisitionCharges))).toEqual(['0.30', '0.31', '0.30']);
    expect([c2(r.totals.acquisitionValue), c2(r.totals.acquisitionCharges)]).toEqual(['27.37', '0.91']);
    expectReconciled(r.lines, r.totals);
  });

  it('a long mixed history reconciles to the cent: every lot’s parts add up to the lot, the totals to the lines', () => {
    // Deterministic pseudo-random trades in three currencies, sold down to zero.
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const table: Record<string, string> = {};
    const events: TaxEvent[] = [];
    const lots: { id: string; value: Decimal; charges: Decimal }[] = [];
    let held = 0;
    let sells = 0;
    for (let d = 0; d < 200; d++) {
      const date = new Date(Date.UTC(2025, 0, 1 + d)).toISOString().slice(0, 10);
      const currency = ['EUR', 'USD', 'TWD'][d % 3];
      const rate = ['1', `0.9${next(900) + 100}`, `0.028${next(90) + 10}`][d % 3];
      if (currency !== 'EUR') table[`${currency} ${date}`] = rate;
      const price = `${next(500) + 1}.${String(next(100)).padStart(2, '0')}`;
      const charges = [
        fee(`${next(5)}.${String(next(100)).padStart(2, '0')}`, currency),
        eurFee(`0.${String(next(100)).padStart(2, '0')}`, 'FX_SPREAD'),
      ];
      if (held === 0 || next(3) > 0) {
        const shares = next(9) + 1;
        const id = `B${d}`;
        events.push(buy(id, date, shares, price, { symbol: 'X', currency, charges }));
        const r = new Money(rate);
        lots.push({
          id,
          value: new Money(shares).times(price).times(r),
          charges: new Money(charges[0].amount).times(r).plus(charges[1].amount),
        });
        held += shares;
      } else {
        const shares = next(held) + 1;
        events.push(sell(`S${sells++}`, date, shares, price, { symbol: 'X', currency, charges }));
        held -= shares;
      }
    }
    if (held > 0) {
      table['USD 2025-12-31'] = '0.9';
      events.push(sell('last', '2025-12-31', held, '100.00', { symbol: 'X', currency: 'USD' }));
    }
    const r = report(events, 2025, rates(table));
    expectReconciled(r.lines, r.totals);
    for (const lot of lots) {
      const taken = r.lines.flatMap((l) => l.acquisitions).filter((p) => p.lotId === lot.id);
      const total = (f: (p: (typeof taken)[number]) => Decimal) => taken.reduce((a, p) => a.plus(f(p)), new Money(0));
      expect(c2(total((p) => p.value))).toBe(c2(lot.value.toDecimalPlaces(2, Money.ROUND_HALF_UP)));
      expect(c2(total((p) => p.charges))).toBe(c2(lot.charges.toDecimalPlaces(2, Money.ROUND_HALF_UP)));
    }
    // Everything bought was sold, so every deferred loss came back in a later cost.
    const sold = r.lines.reduce((a, l) => a.plus(l.sale.shares), new Money(0));
    const bought = events.reduce((a, e) => (e.type === 'buy' ? a + Number(e.shares) : a), 0);
    expect(sold.toFixed()).toBe(String(bought));
    expect(r.lines.some((l) => l.flags.washSaleDeferred)).toBe(true);
    expect(c2(r.totals.deferredLosses)).toBe(c2(r.totals.deferredLossesIncluded));
  });
});

describe('two-month dates', () => {
  it.each([
    ['2025-03-31', 2, '2025-05-31'],
    ['2025-03-31', -2, '2025-01-31'],
    ['2025-04-30', -2, '2025-02-28'],
    ['2024-04-30', -2, '2024-02-29'],
    ['2025-12-31', 2, '2026-02-28'],
    ['2026-01-15', -2, '2025-11-15'],
  ])('%s plus %i months is %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });
});
