import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { Money } from '../../../shared/money';
import { explainMwr, explainTwr } from './explain';
import { daysBetween, periodRange } from './periods';
import type { Cashflow, ExternalFlow, Valuation } from './returns.types';
import { timeWeightedReturn } from './twr';
import { moneyWeightedReturn, xirr } from './xirr';

const v = (day: string, value: Decimal.Value): Valuation => ({ day, value: new Money(value) });
const f = (day: string, amount: Decimal.Value): ExternalFlow => ({ day, amount: new Money(amount) });
const cf = (day: string, amount: Decimal.Value): Cashflow => ({ day, amount: new Money(amount) });
const BP = new Money('0.0001');

/** Asserts |actual − expected| < tolerance, printing both on failure. */
function near(actual: Decimal | null, expected: Decimal.Value, tolerance: Decimal.Value = '1e-10') {
  expect(actual, 'a figure').not.toBeNull();
  const diff = actual!.minus(expected).abs();
  expect(diff.lt(tolerance), `${actual!.toFixed()} vs ${new Money(expected).toFixed()}`).toBe(true);
}

// An independent check of XIRR: plain bisection on r in [−0.9, 10] at 50 digits, 200 halvings (width
// 1e−59), on NPV(r) = Σ a_i (1+r)^(−days_i/365). No Newton, no log substitution, no shared code.
const Hi = Decimal.clone({ precision: 50 });
function referenceXirr(flows: Cashflow[]): Decimal {
  const d0 = Math.min(...flows.map((c) => Date.parse(c.day)));
  const terms = flows.map((c) => ({ a: new Hi(c.amount), t: new Hi(Date.parse(c.day) - d0).div(86_400_000 * 365) }));
  const npv = (r: Decimal) => terms.reduce((s, { a, t }) => s.plus(a.times(r.plus(1).pow(t.neg()))), new Hi(0));
  let lo = new Hi('-0.9');
  let hi = new Hi(10);
  const loSign = npv(lo).s;
  for (let i = 0; i < 200; i++) {
    const mid = lo.plus(hi).div(2);
    if (npv(mid).s === loSign) lo = mid;
    else hi = mid;
  }
  return lo;
}

describe('time-weighted and money-weighted returns: worked examples', () => {
  it('(1) no flows, 1000 → 1100 over exactly 365 days: TWR 10 %, XIRR 10 % a year', () => {
    // 2023-01-01 → 2024-01-01 is 365 days (2023 is not a leap year).
    // TWR: 1050/1000 × 1100/1050 − 1 = 1.05 × 1.047619… − 1 = 1.1 − 1 = 0.1 (the middle close cancels).
    // XIRR: −1000 + 1100/(1+r)^(365/365) = 0 ⇒ 1 + r = 1100/1000 ⇒ r = 0.1.
    const vals = [v('2023-01-01', 1000), v('2023-07-01', 1050), v('2024-01-01', 1100)];
    expect(daysBetween('2023-01-01', '2024-01-01')).toBe(365);
    const twr = timeWeightedReturn(vals, [], '2023-01-01', '2024-01-01');
    expect(twr.value!.toFixed()).toBe('0.1');
    expect(twr.index.map((p) => p.value.toFixed())).toEqual(['100', '105', '110']);
    const mwr = moneyWeightedReturn(vals, [], '2023-01-01', '2024-01-01');
    expect(mwr.annual!.toFixed()).toBe('0.1');
    expect(mwr.period!.toFixed()).toBe('0.1');
  });

  it('(2) a deposit mid-period does not move the TWR; the XIRR weights the larger second half', () => {
    // Market: 0 % in the first half, +20 % in the second. 1000 deposited on 2023-07-02 (182 days in).
    // TWR: day 07-01: 1000/1000 − 1 = 0; day 07-02: 2000/(1000 + 1000) − 1 = 0; day 2024-01-01: 2400/2000 − 1 = 0.2.
    //      (1 + 0)(1 + 0)(1 + 0.2) − 1 = 0.2, the same as the same market without the deposit (1000 → 1200).
    // XIRR of −1000 (01-01), −1000 (07-02), +2400 (2024-01-01); multiplying by (1+r):
    //      1000(1+r) + 1000(1+r)^(183/365) = 2400, 183/365 = 0.501370
    //      r = 0.27:  1270 + 1127.31 = 2397.31 (< 2400);  r = 0.272: 1272 + 1128.20 = 2400.20 (> 2400)
    //      linear: r ≈ 0.27 + 0.002 × 2.69/2.89 ≈ 0.27186. More money was at work in the +20 % half.
    const flows = [f('2023-07-02', 1000)];
    const vals = [v('2023-01-01', 1000), v('2023-07-01', 1000), v('2023-07-02', 2000), v('2024-01-01', 2400)];
    const twr = timeWeightedReturn(vals, flows, '2023-01-01', '2024-01-01');
    expect(twr.value!.toFixed()).toBe('0.2');
    const withoutDeposit = [v('2023-01-01', 1000), v('2023-07-01', 1000), v('2023-07-02', 1000), v('2024-01-01', 1200)];
    expect(timeWeightedReturn(withoutDeposit, [], '2023-01-01', '2024-01-01').value!.toFixed()).toBe('0.2');
    expect(twr.netFlows.toFixed()).toBe('1000');

    const mwr = moneyWeightedReturn(vals, flows, '2023-01-01', '2024-01-01');
    expect(mwr.cashflows.map((c) => [c.day, c.amount.toFixed()])).toEqual([
      ['2023-01-01', '-1000'],
      ['2023-07-02', '-1000'],
      ['2024-01-01', '2400'],
    ]);
    near(mwr.annual, '0.27186', '0.00001');
    near(mwr.annual, referenceXirr(mwr.cashflows), '1e-11');
  });

  it('(3) a withdrawal mid-period does not move the TWR', () => {
    // +10 % to 07-01 (1000 → 1100), 500 withdrawn on 07-02, +10 % after (600 → 660).
    // TWR: 1100/1000 × 600/(1100 − 500) × 660/600 − 1 = 1.1 × 1 × 1.1 − 1 = 0.21.
    // XIRR of −1000, +500 (07-02, 182 days), +660 (365 days): 1000(1+r) = 500(1+r)^(183/365) + 660
    //      r = 0.21: 1210 vs 1210.14 (−0.14);  r = 0.211: 1211 vs 1210.37 (+0.63)
    //      r ≈ 0.21 + 0.001 × 0.14/0.77 ≈ 0.21018.
    const flows = [f('2023-07-02', -500)];
    const vals = [v('2023-01-01', 1000), v('2023-07-01', 1100), v('2023-07-02', 600), v('2024-01-01', 660)];
    expect(timeWeightedReturn(vals, flows, '2023-01-01', '2024-01-01').value!.toFixed()).toBe('0.21');
    const mwr = moneyWeightedReturn(vals, flows, '2023-01-01', '2024-01-01');
    expect(mwr.cashflows[1].amount.toFixed()).toBe('500'); // a withdrawal is money the investor receives
    near(mwr.annual, '0.21018', '0.00001');
    near(mwr.annual, referenceXirr(mwr.cashflows), '1e-11');
  });

  it('(4) an FX transfer between own currencies is no flow and leaves the TWR unchanged', () => {
    // Display currency EUR; valuation = EUR cash + USD cash ÷ (USD per EUR).
    // Day 1: EUR 1000, USD 0, 1.10 → 1000.
    // Day 2: 500 EUR → 550 USD at 1.10: 500 + 550/1.10 = 1000 → r = 1000/1000 − 1 = 0: the transfer is no gain.
    // Day 3: USD strengthens to 1.00: 500 + 550 = 1050 → r = 0.05, a real FX gain on the dollars held.
    // TWR = 1 × 1.05 − 1 = 0.05. Both legs are inside the account, so no flow is recorded; recorded
    // anyway as −500 and +500 on day 2, they cancel in the same day's base and change nothing.
    const value = (eur: number, usd: number, rate: string) => new Money(eur).plus(new Money(usd).div(rate));
    const vals = [
      { day: '2024-05-01', value: value(1000, 0, '1.10') },
      { day: '2024-05-02', value: value(500, 550, '1.10') },
      { day: '2024-05-03', value: value(500, 550, '1.00') },
    ];
    const twr = timeWeightedReturn(vals, [], '2024-05-01', '2024-05-03');
    expect(twr.value!.toFixed()).toBe('0.05');
    expect(twr.index[1].value.toFixed()).toBe('100');
    const legsAsFlows = [f('2024-05-02', -500), f('2024-05-02', 500)];
    expect(timeWeightedReturn(vals, legsAsFlows, '2024-05-01', '2024-05-03').value!.toFixed()).toBe('0.05');
    // Without the FX move the transfer is invisible: 1000 → 1000 → 1000 = 0 %.
    const flat = [v('2024-05-01', 1000), { day: '2024-05-02', value: value(500, 550, '1.10') }, v('2024-05-03', 1000)];
    expect(timeWeightedReturn(flat, [], '2024-05-01', '2024-05-03').value!.toFixed()).toBe('0');
    // A 2 EUR spread is a charge: 502 EUR → 550 USD. Day 2: 498 + 500 = 998; day 3: 498 + 550 = 1048.
    // TWR = 998/1000 × 1048/998 − 1 = 0.048: net of the charge.
    const withSpread = [
      v('2024-05-01', 1000),
      { day: '2024-05-02', value: value(498, 550, '1.10') },
      { day: '2024-05-03', value: value(498, 550, '1.00') },
    ];
    expect(timeWeightedReturn(withSpread, [], '2024-05-01', '2024-05-03').value!.toFixed()).toBe('0.048');
  });

  it('(5) a loss year: −20 % by both measures', () => {
    // TWR: 900/1000 × 800/900 − 1 = 0.9 × 0.8889 − 1 = 0.8 − 1 = −0.2.
    // XIRR: −1000 + 800/(1+r) = 0 over 365 days ⇒ 1 + r = 0.8 ⇒ r = −0.2.
    const vals = [v('2023-01-01', 1000), v('2023-07-01', 900), v('2024-01-01', 800)];
    expect(timeWeightedReturn(vals, [], '2023-01-01', '2024-01-01').value!.toFixed()).toBe('-0.2');
    expect(moneyWeightedReturn(vals, [], '2023-01-01', '2024-01-01').annual!.toFixed()).toBe('-0.2');
  });

  it('(6) a dividend raises the value with no flow, so it counts as return', () => {
    // 1000 of shares; a 30 dividend paid to cash on 06-15 (value 1030); shares end at 1020, cash 30.
    // TWR: 1030/1000 × 1050/1030 − 1 = 1.05 − 1 = 0.05. XIRR over 365 days: 1050/1000 − 1 = 0.05.
    // Had the dividend been booked as a deposit: 1030/(1000 + 30) − 1 = 0, then 1050/1030 − 1 = 0.0194: understated.
    const vals = [v('2023-01-01', 1000), v('2023-06-15', 1030), v('2024-01-01', 1050)];
    expect(timeWeightedReturn(vals, [], '2023-01-01', '2024-01-01').value!.toFixed()).toBe('0.05');
    expect(moneyWeightedReturn(vals, [], '2023-01-01', '2024-01-01').annual!.toFixed()).toBe('0.05');
    near(timeWeightedReturn(vals, [f('2023-06-15', 30)], '2023-01-01', '2024-01-01').value, '0.0194174757', '1e-10');
  });
});

describe('TWR edge cases', () => {
  it('starts at the first deposit when the period begins before the account had money', () => {
    // ALL: from = the close before the first deposit (value 0). Day 1: 1010/(0 + 1000) − 1 = 0.01; day 2: 1111/1010 − 1 = 0.1.
    // TWR = 1.01 × 1.1 − 1 = 0.111.
    const range = periodRange('ALL', '2024-03-02', '2024-03-01');
    expect(range).toEqual({ from: '2024-02-29', to: '2024-03-02', clamped: false });
    const r = timeWeightedReturn([v('2024-03-01', 1010), v('2024-03-02', 1111)], [f('2024-03-01', 1000)], range.from, range.to);
    expect(r.value!.toFixed()).toBe('0.111');
    expect(r.startValue.toFixed()).toBe('0');
  });

  it('skips sub-periods with no money (everything withdrawn, then a new deposit)', () => {
    // 1000 → 1100 (+10 %); 1100 withdrawn: base 1100 − 1100 = 0, skipped; next day 0 → 0, skipped;
    // 500 deposited: 550/(0 + 500) − 1 = 0.1. TWR = 1.1 × 1.1 − 1 = 0.21 over the two measured days.
    const vals = [v('2024-01-01', 1000), v('2024-01-02', 1100), v('2024-01-03', 0), v('2024-01-04', 0), v('2024-01-05', 550)];
    const r = timeWeightedReturn(vals, [f('2024-01-03', -1100), f('2024-01-05', 500)], '2024-01-01', '2024-01-05');
    expect(r.value!.toFixed()).toBe('0.21');
    expect([r.subPeriods, r.skippedPeriods]).toEqual([2, 2]);
    expect(r.index.map((p) => p.value.toFixed())).toEqual(['100', '110', '110', '110', '121']);
    expect(timeWeightedReturn([], [], '2024-01-01', '2024-01-05').value).toBeNull();
  });

  it('puts a flow between two closes (a weekend deposit) at the start of the next sub-period', () => {
    // Friday 1000; 1000 deposited Saturday; Monday 2020: 2020/(1000 + 1000) − 1 = 0.01.
    const r = timeWeightedReturn([v('2024-06-07', 1000), v('2024-06-10', 2020)], [f('2024-06-08', 1000)], '2024-06-07', '2024-06-10');
    expect(r.value!.toFixed()).toBe('0.01');
  });

  it('adds flows since the last close to the start value (period starting on a weekend)', () => {
    // Friday close 1000, 500 deposited Saturday, period from Sunday: start value 1500; Monday 1530: +2 %.
    const vals = [v('2024-06-07', 1000), v('2024-06-10', 1530)];
    const flows = [f('2024-06-08', 500)];
    const r = timeWeightedReturn(vals, flows, '2024-06-09', '2024-06-10');
    expect([r.startValue.toFixed(), r.value!.toFixed(), r.netFlows.toFixed()]).toEqual(['1500', '0.02', '0']);
    expect(moneyWeightedReturn(vals, flows, '2024-06-09', '2024-06-10').period!.toFixed()).toBe('0.02');
  });

  it('property: flows added and removed without market movement give a TWR of exactly 0', () => {
    const random = mulberry32(37);
    for (let run = 0; run < 25; run++) {
      let value = new Money(0);
      const vals: Valuation[] = [];
      const flows: ExternalFlow[] = [];
      for (let d = 1; d <= 60; d++) {
        const day = `2024-0${1 + Math.floor((d - 1) / 28)}-${String(((d - 1) % 28) + 1).padStart(2, '0')}`;
        // Cents, never more withdrawn than there is.
        const cents = Math.floor(random() * 200_000) - 80_000;
        const amount = Money.max(new Money(cents).div(100), value.neg());
        if (random() < 0.5 && !amount.isZero()) {
          flows.push({ day, amount });
          value = value.plus(amount);
        }
        if (random() < 0.8) vals.push({ day, value });
      }
      const r = timeWeightedReturn(vals, flows, '2023-12-31', '2024-03-04');
      if (r.value !== null) expect(r.value.toFixed()).toBe('0');
      for (const p of r.index) expect(p.value.toFixed()).toBe('100');
    }
  });

  it('property: with no flows the MWR over the period equals the TWR', () => {
    const random = mulberry32(7);
    for (let run = 0; run < 10; run++) {
      const vals = Array.from({ length: 12 }, (_, i) => v(`2023-${String(i + 1).padStart(2, '0')}-15`, Math.floor(500 + random() * 1000)));
      const twr = timeWeightedReturn(vals, [], '2023-01-15', '2023-12-15');
      near(moneyWeightedReturn(vals, [], '2023-01-15', '2023-12-15').period, twr.value!, '1e-11');
    }
  });
});

describe('XIRR', () => {
  it("matches Microsoft's documented XIRR example to the basis point (0.373362535)", () => {
    const flows = [
      cf('2008-01-01', -10000),
      cf('2008-03-01', 2750),
      cf('2008-10-30', 4250),
      cf('2009-02-15', 3250),
      cf('2009-04-01', 2750),
    ];
    const r = xirr(flows)!;
    expect(r.minus('0.373362535').abs().lt(BP)).toBe(true);
    // Excel stops iterating at its own tolerance; the exact root is 0.37336253352 (reference bisection below),
    // 1.5e−9 from the documented figure: within a millionth of a basis point.
    near(r, '0.373362535', '1e-8');
    near(r, '0.373362533519', '1e-12');
    near(r, referenceXirr(flows), '1e-11');
  });

  it('matches the closed form (E/S)^(365/days) − 1 for two flows', () => {
    // 730 days (2021, 2022): 1.21^(365/730) − 1 = √1.21 − 1 = 0.1.
    expect(xirr([cf('2021-01-01', -1000), cf('2023-01-01', 1210)])!.toFixed()).toBe('0.1');
    // A leap year is 366/365 of a year: 1.1^(365/366) − 1 = 0.0997135859…
    const leap = new Hi('1.1').pow(new Hi(365).div(366)).minus(1);
    near(xirr([cf('2024-01-01', -1000), cf('2025-01-01', 1100)]), leap, '1e-12');
    // One week, +1 %: 1.01^(365/7) − 1 = 0.68007541…, a short gain annualised.
    const week = new Hi('1.01').pow(new Hi(365).div(7)).minus(1);
    near(xirr([cf('2024-06-03', -1000), cf('2024-06-10', 1010)]), week, '1e-12');
  });

  it('agrees with the reference bisection on irregular flows, whatever the guess, and in any order', () => {
    const flows = [
      cf('2022-03-10', -5000),
      cf('2022-09-01', -2500.5),
      cf('2023-01-15', 800),
      cf('2023-11-30', -1200),
      cf('2024-02-29', 7900.25),
    ];
    const expected = referenceXirr(flows);
    for (const guess of ['0.1', '-0.5', '3']) near(xirr(flows, guess), expected, '1e-11');
    near(xirr([...flows].reverse()), expected, '1e-11');
  });

  it('finds extreme rates (bisection fallback when Newton leaves the domain or stalls)', () => {
    // +50 % in one day: 1.5^365 − 1 ≈ 2.3e64. Newton from 10 % leaves the domain; bisection on ln(1 + r) finds it.
    const expected = new Hi('1.5').pow(365).minus(1);
    const r = xirr([cf('2024-01-01', -100), cf('2024-01-02', 150)])!;
    expect(r.div(expected).minus(1).abs().lt('1e-20')).toBe(true);
  });

  it('refuses when the rate is undefined', () => {
    expect(xirr([cf('2024-01-01', -100), cf('2024-06-01', -100)])).toBeNull();
    expect(xirr([cf('2024-01-01', 100), cf('2024-06-01', 100)])).toBeNull();
    expect(xirr([cf('2024-01-01', -100), cf('2024-01-01', 100)])).toBeNull();
    expect(xirr([cf('2024-01-01', -100)])).toBeNull();
    expect(xirr([])).toBeNull();
  });
});

describe('periods', () => {
  it('gives close-to-close ranges ending today, month ends clamped', () => {
    const first = '2020-05-10';
    expect(periodRange('1W', '2024-03-31', first)).toEqual({ from: '2024-03-24', to: '2024-03-31', clamped: false });
    expect(periodRange('1M', '2024-03-31', first).from).toBe('2024-02-29');
    expect(periodRange('3M', '2024-03-31', first).from).toBe('2023-12-31');
    expect(periodRange('3M', '2024-05-31', first).from).toBe('2024-02-29');
    expect(periodRange('YTD', '2024-03-31', first).from).toBe('2023-12-31');
    expect(periodRange('YTD', '2024-01-01', first).from).toBe('2023-12-31');
    expect(periodRange('1Y', '2024-02-29', first).from).toBe('2023-02-28');
    expect(periodRange('1M', '2024-01-15', first).from).toBe('2023-12-15');
    expect(periodRange('ALL', '2024-03-31', first)).toEqual({ from: '2020-05-09', to: '2024-03-31', clamped: false });
  });

  it('clamps to the close before the first deposit', () => {
    expect(periodRange('1M', '2024-03-31', '2024-03-20')).toEqual({ from: '2024-03-19', to: '2024-03-31', clamped: true });
    expect(periodRange('1W', '2024-03-31', '2024-03-20')).toEqual({ from: '2024-03-24', to: '2024-03-31', clamped: false });
    expect(periodRange('1Y', '2024-03-31', '2024-04-02')).toEqual({ from: '2024-03-31', to: '2024-03-31', clamped: true });
    expect(() => periodRange('1W', '2024-02-30', '2024-01-01')).toThrow(RangeError);
  });
});

describe('explanations', () => {
  it('explains each figure as keys and locale-free parameters', () => {
    const vals = [v('2023-01-01', 1000), v('2023-07-01', 1000), v('2023-07-02', 2000), v('2024-01-01', 2400)];
    const flows = [f('2023-07-02', 1000)];
    const twr = explainTwr(timeWeightedReturn(vals, flows, '2023-01-01', '2024-01-01'));
    expect(twr.steps.map((s) => s.key)).toEqual([
      'twr.what',
      'twr.values',
      'twr.dayReturn',
      'twr.chain',
      'returns.notFlows',
      'returns.netOfCharges',
      'twr.result',
    ]);
    expect(twr.steps[1].params).toEqual({
      from: '2023-01-01',
      endDay: '2024-01-01',
      startValue: '1000.00',
      endValue: '2400.00',
      netFlows: '1000.00',
    });
    expect(twr.steps.at(-1)!.params).toEqual({ value: '0.20000000' });

    const mwr = explainMwr(moneyWeightedReturn(vals, flows, '2023-01-01', '2024-01-01'));
    expect(mwr.steps.find((s) => s.key === 'mwr.cashflows')!.params.flowCount).toBe('1');
    expect(mwr.steps.find((s) => s.key === 'mwr.annual')!.params.annual).toMatch(/^0\.2718\d{4}$/);
    for (const s of [...twr.steps, ...mwr.steps]) for (const p of Object.values(s.params)) expect(p).toMatch(/^-?[\d.-]+$/);

    // Everything lost: −1000 then 0, one sign only, no rate.
    const lost = explainMwr(moneyWeightedReturn([v('2024-01-01', 1000), v('2024-02-01', 0)], [], '2024-01-01', '2024-02-01'));
    expect(lost.steps.at(-1)).toEqual({ key: 'mwr.undefined', params: { reason: 'oneSign' } });
  });
});

/** A small seeded PRNG (mulberry32) so the property tests repeat exactly. */
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
