import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import {
  amountPaid,
  amountToPay,
  applicationHold,
  checkOfferingDates,
  checkOfferingFigures,
  drawOutcome,
  lotsOf,
  lotsOnOffer,
  offeringAuditView,
  offeringPhase,
  screenEntries,
  spreadOf,
  winnerPostings,
} from './ipo-rules';

const d = (v: string | number) => new Money(v);
const t = (minutes: number) => new Date(Date.UTC(2026, 10, 18, 15, minutes));

const dates = { opensAt: t(10), closesAt: t(20), drawsAt: t(30), payBy: t(40), issuesAt: t(50) };
const figures = {
  subscriptionPrice: d('25.5'),
  referencePrice: d('30'),
  underwritingShares: 1000,
  totalShares: '5000',
  lotSize: 10,
  maxLots: 5,
  processingFee: d('2.5'),
};

describe('the phase of an offering', () => {
  it.each([
    ['scheduled', 9, 'not_started'],
    ['scheduled', 10, 'available'],
    ['scheduled', 19, 'available'],
    ['scheduled', 20, 'expired'],
    ['drawn', 15, 'expired'],
    ['issued', 60, 'expired'],
    ['cancelled', 5, 'cancelled'],
    ['cancelled', 15, 'cancelled'],
  ] as const)('%s at minute %i is %s', (status, minute, phase) => {
    expect(offeringPhase({ ...dates, status }, t(minute))).toBe(phase);
  });
});

describe('offering terms', () => {
  it.each([
    ['in order', {}, 0, true],
    ['the draw at the deadline', { drawsAt: t(20) }, 0, true],
    ['everything on one day after the window', { drawsAt: t(20), payBy: t(20), issuesAt: t(20) }, 0, true],
    ['opening as it is created', {}, 10, true],
    ['a deadline at the opening', { closesAt: t(10) }, 0, false],
    ['the draw before the deadline', { drawsAt: t(15) }, 0, false],
    ['payment before the draw', { payBy: t(25) }, 0, false],
    ['issuance before payment', { issuesAt: t(35) }, 0, false],
    ['a window already open', {}, 11, false],
  ])('dates: %s → valid %s', (_, over, now, ok) => {
    const check = () => checkOfferingDates({ ...dates, ...over }, t(now));
    if (ok) expect(check).not.toThrow();
    else expect(check).toThrow('IPO_DATES_INVALID');
  });

  it.each([
    ['as given', {}, true],
    ['a price with 4 decimals', { subscriptionPrice: d('25.1234') }, true],
    ['no fee', { processingFee: d('0') }, true],
    ['every share in the underwriting', { totalShares: '1000' }, true],
    ['a zero price', { subscriptionPrice: d('0') }, false],
    ['a price with 5 decimals', { subscriptionPrice: d('25.12345') }, false],
    ['a zero reference price', { referencePrice: d('0') }, false],
    ['a negative fee', { processingFee: d('-1') }, false],
    ['a fee in fractions of a cent', { processingFee: d('2.505') }, false],
    ['a fractional lot', { lotSize: 2.5 }, false],
    ['underwriting not in whole lots', { underwritingShares: 1005 }, false],
    ['underwriting below one lot', { underwritingShares: 5, lotSize: 10 }, false],
    ['no lots per applicant', { maxLots: 0 }, false],
    ['total shares below the underwriting', { totalShares: '999' }, false],
    ['total shares not a whole number', { totalShares: '5000.5' }, false],
    ['total shares with a leading zero', { totalShares: '05000' }, false],
  ])('figures: %s → valid %s', (_, over, ok) => {
    const check = () => checkOfferingFigures({ ...figures, ...over });
    if (ok) expect(check).not.toThrow();
    else expect(check).toThrow('IPO_FIGURES_INVALID');
  });

  it.each([
    [10, 1],
    [50, 5],
  ])('%i shares in lots of 10 (at most 5) are %i lot(s)', (shares, lots) => {
    expect(lotsOf(shares, 10, 5)).toBe(lots);
  });

  it.each([0, -10, 15, 60, 10.5])('%d shares in lots of 10 (at most 5) are refused', (shares) => {
    expect(() => lotsOf(shares, 10, 5)).toThrow('IPO_SHARES_INVALID');
  });

  it.each([
    [1000, 10, 100],
    [1000, 1000, 1],
    [500, 100, 5],
  ])('%i shares underwritten in lots of %i are %i lots on offer', (underwritingShares, lotSize, lots) => {
    expect(lotsOnOffer({ underwritingShares, lotSize })).toBe(lots);
  });
});

describe('money', () => {
  it.each([
    ['25.5', 30, '2.5', '767.5'],
    ['25.1234', 10, '0', '251.234'],
    ['100', 1, '0.01', '100.01'],
  ])('applying at %s for %i shares with a %s fee holds %s', (price, shares, fee, held) => {
    expect(applicationHold(d(price), shares, d(fee)).toFixed()).toBe(held);
  });

  it.each([
    ['25.5', 20, '2.5', '512.5'],
    ['25.5', 0, '2.5', '0'],
    ['10', 10, '0', '100'],
  ])('a winner at %s of %i shares with a %s fee pays %s', (price, wonShares, fee, paid) => {
    expect(amountPaid(d(price), wonShares, d(fee)).toFixed()).toBe(paid);
  });

  it.each([
    ['25.5', 20, '2.5', '767.5', '0'], // the hold covers it
    ['25.5', 30, '2.5', '767.5', '0'], // exactly
    ['26', 30, '2.5', '767.5', '15'], // repriced: 782.5 owed
    ['25.5', 0, '2.5', '767.5', '0'], // nothing won
  ])('at %s with %i winning shares and a %s fee, holding %s, still owes %s', (price, wonShares, fee, held, owed) => {
    expect(amountToPay({ price: d(price), wonShares, fee: d(fee), heldAmount: d(held) }).toFixed()).toBe(owed);
  });

  it.each([
    ['30', '25', '5', '0.2'],
    ['20', '25', '-5', '-0.2'],
    ['25', '25', '0', '0'],
    ['10', '3', '7', '2.333333'],
  ])('market %s against subscription %s: spread %s, return rate %s', (market, subscription, spread, rate) => {
    const r = spreadOf(d(market), d(subscription));
    expect(r.spread.toFixed()).toBe(spread);
    expect(r.returnRate.toFixed()).toBe(rate);
  });

  it.each([
    ['25.5', 20, '2.5', '510', '2.5'],
    ['25.5', 20, '0', '510', null],
    ['0.1234', 1000, '1', '123.4', '1'],
  ])('a winner at %s of %i shares with a %s fee: %s to the escrow, fee income %s', (price, wonShares, fee, escrow, income) => {
    const p = winnerPostings(d(price), wonShares, d(fee));
    expect(p.escrow.toFixed()).toBe(escrow);
    expect(p.fee?.toFixed() ?? null).toBe(income);
  });
});

describe('the draw', () => {
  it.each([
    ['held in full', '767.5', true],
    ['held more than owed', '800', true],
    ['held a cent short (after a repricing)', '767.49', false],
  ])('an application that %s enters: %s', (_, held, enters) => {
    const a = { id: 'a', shares: 30, heldAmount: d(held) };
    const { eligible, excluded } = screenEntries([a], { subscriptionPrice: d('25.5'), processingFee: d('2.5') });
    expect(eligible).toEqual(enters ? [a] : []);
    expect(excluded).toEqual(enters ? [] : [{ id: 'a', reason: 'UNDER_FUNDED' }]);
  });

  it('screening keeps the order of the applications', () => {
    const apps = ['a', 'b', 'c', 'd'].map((id, i) => ({ id, shares: 10, heldAmount: d(i % 2 ? '100' : '257.5') }));
    const { eligible, excluded } = screenEntries(apps, { subscriptionPrice: d('25.5'), processingFee: d('2.5') });
    expect(eligible.map((a) => a.id)).toEqual(['a', 'c']);
    expect(excluded.map((a) => a.id)).toEqual(['b', 'd']);
  });

  it.each([
    [undefined, 'excluded'],
    [{ wonLots: 0 }, 'not_won'],
    [{ wonLots: 1 }, 'won'],
    [{ wonLots: 3 }, 'won'],
  ])('a ranking entry %j is %s', (r, status) => {
    expect(drawOutcome(r)).toBe(status);
  });
});

describe('the audit view of the terms', () => {
  it('records the terms as plain text, the fee in cents', () => {
    expect(offeringAuditView({ symbol: 'US:AAPL', ...figures, ...dates, processingFee: d('2') })).toEqual({
      symbol: 'US:AAPL',
      subscriptionPrice: '25.5',
      underwritingShares: 1000,
      lotSize: 10,
      processingFee: '2.00',
      opensAt: '2026-11-18T15:10:00.000Z',
      closesAt: '2026-11-18T15:20:00.000Z',
      drawsAt: '2026-11-18T15:30:00.000Z',
    });
  });
});
