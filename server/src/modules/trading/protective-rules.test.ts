import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { sessionOn } from '../market-data/calendar/calendar-rules';
import { addDays } from '../market-data/calendar/time-zone';
import { MarketCode } from '../market-data/market-code';
import { limitPrices } from '../market-data/quote-rules';
import {
  gapped,
  gtcExpiryDate,
  nextTrailingStop,
  stopOnRightSide,
  stopTriggered,
  takeProfitOnRightSide,
  toTick,
  trailValid,
  withinDailyLimits,
} from './protective-rules';

const m = (v: string | number) => new Money(v);
const q = (bid: string, ask: string) => ({ bid: m(bid), ask: m(ask) });
const CENT = { rule: 'fixed' as const, fixedUnits: 100 };

describe('stops', () => {
  it('a sell stop triggers when the bid reaches it, a buy stop when the ask does', () => {
    expect(stopTriggered('sell', m('95'), q('95.01', '95.03'))).toBe(false);
    expect(stopTriggered('sell', m('95'), q('95', '95.02'))).toBe(true);
    expect(stopTriggered('buy', m('105'), q('104.97', '104.99'))).toBe(false);
    expect(stopTriggered('buy', m('105'), q('104.98', '105'))).toBe(true);
  });

  it('a fill through the stop is a gap: below it for a sell, above it for a buy', () => {
    expect(gapped('sell', m('95'), m('95'))).toBe(false);
    expect(gapped('sell', m('95'), m('93.5'))).toBe(true);
    expect(gapped('buy', m('105'), m('105'))).toBe(false);
    expect(gapped('buy', m('105'), m('107.2'))).toBe(true);
  });

  it('rest on their side of the quote; take-profits on the other', () => {
    const quote = q('100', '100.10');
    expect(stopOnRightSide('sell', m('99.99'), quote)).toBe(true);
    expect(stopOnRightSide('sell', m('100'), quote)).toBe(false);
    expect(stopOnRightSide('buy', m('100.11'), quote)).toBe(true);
    expect(stopOnRightSide('buy', m('100.10'), quote)).toBe(false);
    expect(takeProfitOnRightSide('sell', m('100.01'), quote)).toBe(true);
    expect(takeProfitOnRightSide('sell', m('99'), quote)).toBe(false);
    expect(takeProfitOnRightSide('buy', m('100.09'), quote)).toBe(true);
    expect(takeProfitOnRightSide('buy', m('101'), quote)).toBe(false);
  });
});

describe('trailing stops', () => {
  it('follow the best bid for a sell and never move back', () => {
    const trail = { kind: 'amount' as const, amount: m('2') };
    let level = nextTrailingStop('sell', null, q('100', '100.05'), trail, CENT);
    expect(level.toFixed(2)).toBe('98.00');
    level = nextTrailingStop('sell', level, q('103.40', '103.45'), trail, CENT);
    expect(level.toFixed(2)).toBe('101.40');
    level = nextTrailingStop('sell', level, q('101.50', '101.55'), trail, CENT);
    expect(level.toFixed(2)).toBe('101.40');
  });

  it('follow the lowest ask for a buy, by percent, rounded away from the quote onto the tick grid', () => {
    const trail = { kind: 'percent' as const, percent: m('5') };
    let level = nextTrailingStop('buy', null, q('199.90', '200'), trail, CENT);
    expect(level.toFixed(2)).toBe('210.00');
    // 190.13 × 1.05 = 199.6365: up to the next cent.
    level = nextTrailingStop('buy', level, q('190.10', '190.13'), trail, CENT);
    expect(level.toFixed(2)).toBe('199.64');
    level = nextTrailingStop('buy', level, q('195', '195.05'), trail, CENT);
    expect(level.toFixed(2)).toBe('199.64');
  });

  it('take an amount above zero or a percent in (0, 50]', () => {
    expect(trailValid({ kind: 'amount', amount: m('0.01') })).toBe(true);
    expect(trailValid({ kind: 'amount', amount: m('0') })).toBe(false);
    expect(trailValid({ kind: 'amount', amount: m('-1') })).toBe(false);
    expect(trailValid({ kind: 'percent', percent: m('50') })).toBe(true);
    expect(trailValid({ kind: 'percent', percent: m('50.01') })).toBe(false);
    expect(trailValid({ kind: 'percent', percent: m('0') })).toBe(false);
  });

  it('levels are on the Taiwan tick ladder (0.05 between 10 and 50, 0.5 between 100 and 500)', () => {
    expect(toTick(m('23.47'), 'twse', 0, 'down').toFixed(2)).toBe('23.45');
    expect(toTick(m('23.47'), 'twse', 0, 'up').toFixed(2)).toBe('23.50');
    expect(toTick(m('123.2'), 'twse', 0, 'down').toFixed(2)).toBe('123.00');
  });
});

describe('Taiwan’s daily limits', () => {
  it('a stop or limit beyond ±10 % of the previous close is out of bounds', () => {
    const limits = limitPrices('twse', 0, 1_000_000, 0.1); // previous close 100.00
    expect(withinDailyLimits(m('110'), limits)).toBe(true);
    expect(withinDailyLimits(m('110.5'), limits)).toBe(false);
    expect(withinDailyLimits(m('90'), limits)).toBe(true);
    expect(withinDailyLimits(m('89.5'), limits)).toBe(false);
    expect(withinDailyLimits(m('1000'), null)).toBe(true);
  });
});

describe('good till cancelled', () => {
  it('expires on the last trading day of the next calendar quarter', () => {
    expect(gtcExpiryDate(MarketCode.US, '2026-11-28')).toBe('2027-03-31');
    expect(gtcExpiryDate(MarketCode.ES, '2027-02-10')).toBe('2027-06-30');
    // 31 December 2028 is a Sunday: the Friday before.
    expect(gtcExpiryDate(MarketCode.US, '2028-07-15')).toBe('2028-12-29');
  });

  it('is always a session day, the quarter’s last, for every market and day of a year', () => {
    for (const market of [MarketCode.ES, MarketCode.US, MarketCode.TW, MarketCode.GOLD]) {
      for (let date = '2026-01-01'; date < '2027-01-01'; date = addDays(date, 1)) {
        const expiry = gtcExpiryDate(market, date);
        expect(sessionOn(market, expiry), `${market} ${date} → ${expiry}`).not.toBeNull();
        expect(expiry > date).toBe(true);
        // No later session day in the same month of the same quarter end.
        for (let later = addDays(expiry, 1); later.slice(0, 7) === expiry.slice(0, 7); later = addDays(later, 1)) {
          expect(sessionOn(market, later), `${market} ${later} after ${expiry}`).toBeNull();
        }
      }
    }
  });
});
