import { describe, expect, it } from 'vitest';
import { MarketCode } from '../market-code';
import { isOpen, nextClose, nextOpen, sessionOn } from './calendar-rules';
import { zonedTime } from './time-zone';

const { ES, US, TW, GOLD } = MarketCode;

describe('isOpen', () => {
  it.each([
    // [market, instant, open?, why]
    [US, '2026-03-06T14:35:00Z', true, 'Friday 09:35 EST'],
    [US, '2026-03-06T14:29:00Z', false, 'Friday 09:29 EST, before the bell'],
    [US, '2026-03-09T13:35:00Z', true, 'Monday 09:35 EDT: New York moved its clocks on 8 March'],
    [US, '2026-03-09T20:05:00Z', false, 'Monday 16:05 EDT'],
    [ES, '2026-03-27T07:05:00Z', false, 'Friday 08:05 CET: Madrid still on winter time'],
    [ES, '2026-03-30T07:05:00Z', true, 'Monday 09:05 CEST: Madrid moved on 29 March'],
    [ES, '2026-03-30T15:29:00Z', true, '17:29 CEST'],
    [ES, '2026-03-30T15:31:00Z', false, '17:31 CEST'],
    [TW, '2026-07-01T01:00:00Z', true, '09:00 Taipei, no DST'],
    [TW, '2026-07-01T05:29:59Z', true, '13:29:59 Taipei'],
    [TW, '2026-07-01T05:30:00Z', false, '13:30 Taipei, the close'],
    [US, '2026-11-26T15:00:00Z', false, 'Thanksgiving'],
    [US, '2026-11-27T17:59:00Z', true, 'day after Thanksgiving, 12:59 EST'],
    [US, '2026-11-27T18:01:00Z', false, 'day after Thanksgiving closes at 13:00'],
    [ES, '2026-12-24T12:59:00Z', true, 'Christmas Eve, 13:59 CET'],
    [ES, '2026-12-24T13:01:00Z', false, 'Christmas Eve closes at 14:00'],
    [ES, '2026-04-03T10:00:00Z', false, 'Good Friday'],
    [ES, '2026-04-06T10:00:00Z', false, 'Easter Monday'],
    [US, '2026-04-06T15:00:00Z', true, 'Easter Monday trades in New York'],
    [TW, '2026-02-17T02:00:00Z', false, 'Lunar New Year'],
    [TW, '2026-10-09T02:00:00Z', false, 'National Day, observed'],
    [GOLD, '2026-11-22T23:30:00Z', true, 'Sunday 18:30 New York: the week opens'],
    [GOLD, '2026-11-22T22:30:00Z', false, 'Sunday 17:30 New York'],
    [GOLD, '2026-11-21T12:00:00Z', false, 'Saturday'],
    [GOLD, '2026-11-24T22:30:00Z', false, 'the daily break 17:00–18:00 New York'],
    [GOLD, '2026-11-24T23:30:00Z', true, 'after the daily break'],
    [GOLD, '2026-12-25T15:00:00Z', false, 'Christmas'],
    [US, '2026-11-21T15:00:00Z', false, 'Saturday'],
  ] as const)('%s at %s: %s (%s)', (market, at, open, _why) => {
    expect(isOpen(market, new Date(at))).toBe(open);
  });
});

describe('nextOpen and nextClose', () => {
  it.each([
    [US, '2026-11-20T22:00:00Z', '2026-11-23T14:30:00.000Z', '2026-11-23T21:00:00.000Z', 'Friday evening: Monday'],
    [US, '2026-11-25T21:30:00Z', '2026-11-27T14:30:00.000Z', '2026-11-27T18:00:00.000Z', 'over Thanksgiving to the half day'],
    [
      US,
      '2026-10-30T15:00:00Z',
      '2026-11-02T14:30:00.000Z',
      '2026-10-30T20:00:00.000Z',
      'while open; Monday after DST ends opens an hour later in UTC',
    ],
    [ES, '2026-12-31T12:00:00Z', '2027-01-04T08:00:00.000Z', '2026-12-31T13:00:00.000Z', 'New Year: early close, then Monday'],
    [TW, '2026-02-11T06:00:00Z', '2026-02-23T01:00:00.000Z', '2026-02-23T05:30:00.000Z', 'over the Lunar New Year break'],
    [GOLD, '2026-11-20T22:30:00Z', '2026-11-22T23:00:00.000Z', '2026-11-23T22:00:00.000Z', 'Friday after the close: Sunday evening'],
  ] as const)('%s at %s → open %s, close %s (%s)', (market, at, open, close, _why) => {
    expect(nextOpen(market, new Date(at)).toISOString()).toBe(open);
    expect(nextClose(market, new Date(at)).toISOString()).toBe(close);
  });
});

describe('sessions', () => {
  it('marks early closes and has none on weekends or holidays', () => {
    expect(sessionOn(US, '2026-11-27')?.early).toBe(true);
    expect(sessionOn(US, '2026-11-28')).toBeNull();
    expect(sessionOn(US, '2026-07-03')).toBeNull();
    expect(sessionOn(TW, '2025-12-25')).toBeNull();
  });

  it('puts wall-clock times in the right UTC instant on both sides of a DST change', () => {
    expect(zonedTime('Europe/Madrid', '2026-03-28', '09:00').toISOString()).toBe('2026-03-28T08:00:00.000Z');
    expect(zonedTime('Europe/Madrid', '2026-03-29', '09:00').toISOString()).toBe('2026-03-29T07:00:00.000Z');
    expect(zonedTime('America/New_York', '2026-11-01', '09:30').toISOString()).toBe('2026-11-01T14:30:00.000Z');
    expect(zonedTime('America/New_York', '2026-10-31', '09:30').toISOString()).toBe('2026-10-31T13:30:00.000Z');
  });
});
