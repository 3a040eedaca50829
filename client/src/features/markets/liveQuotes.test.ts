import { describe, expect, it } from 'vitest';
import { applyTick, type BarLike, isOlderTick } from './liveQuotes';

describe('isOlderTick', () => {
  it.each([
    ['2026-03-02T15:00:01.000Z', '2026-03-02T15:00:00.500Z', true],
    ['2026-03-02T15:00:01.000Z', '2026-03-02T15:00:01.000Z', false],
    ['2026-03-02T15:00:01.000Z', '2026-03-02T15:00:02.000Z', false],
    [undefined, '2026-03-02T15:00:02.000Z', false],
  ])('cached %s, incoming %s → older: %s', (existing, incoming, older) => {
    expect(isOlderTick(existing, incoming)).toBe(older);
  });
});

const bar = (at: string, o: string, h: string, l: string, c: string, v = '100'): BarLike => ({
  at,
  open: o,
  high: h,
  low: l,
  close: c,
  volume: v,
});

describe('applyTick', () => {
  const minuteBars = [
    bar('2026-03-02T15:00:00.000Z', '10', '10.5', '9.9', '10.2'),
    bar('2026-03-02T15:01:00.000Z', '10.2', '10.3', '10.1', '10.25'),
  ];

  it.each([
    // tick price, expected last candle (high, low, close)
    ['10.28', ['10.3', '10.1', '10.28']],
    ['10.45', ['10.45', '10.1', '10.45']],
    ['10.05', ['10.3', '10.05', '10.05']],
  ])('a tick at %s inside the last minute moves that candle', (price, [h, l, c]) => {
    const next = applyTick(minuteBars, { price, at: '2026-03-02T15:01:30.000Z', volume: '5000' }, 'MINUTE');
    expect(next).toHaveLength(2);
    expect(next[1]).toEqual(bar('2026-03-02T15:01:00.000Z', '10.2', h, l, c));
    expect(next[0]).toBe(minuteBars[0]);
  });

  it('opens a new minute candle for a tick in a later minute', () => {
    const next = applyTick(minuteBars, { price: '10.4', at: '2026-03-02T15:03:12.345Z', volume: '5000' }, 'MINUTE');
    expect(next).toHaveLength(3);
    expect(next[2]).toEqual(bar('2026-03-02T15:03:00.000Z', '10.4', '10.4', '10.4', '10.4', '0'));
  });

  it('updates the current day candle, with the session volume', () => {
    const days = [bar('2026-02-27T00:00:00.000Z', '9', '9.5', '8.8', '9.2'), bar('2026-03-02T00:00:00.000Z', '9.2', '9.6', '9.1', '9.5')];
    const next = applyTick(days, { price: '9.7', at: '2026-03-02T15:00:00.000Z', volume: '123456' }, 'DAY');
    expect(next[1]).toEqual(bar('2026-03-02T00:00:00.000Z', '9.2', '9.7', '9.1', '9.7', '123456'));
  });

  it('keeps the week candle’s volume (the quote only knows today’s)', () => {
    const weeks = [bar('2026-03-02T00:00:00.000Z', '9', '9.5', '8.8', '9.2', '999')];
    expect(applyTick(weeks, { price: '8.5', at: '2026-03-03T15:00:00.000Z', volume: '1' }, 'WEEK')[0]).toEqual(
      bar('2026-03-02T00:00:00.000Z', '9', '9.5', '8.5', '8.5', '999'),
    );
  });

  it('ignores ticks older than the last candle and leaves empty series alone', () => {
    expect(applyTick(minuteBars, { price: '1', at: '2026-03-02T14:59:00.000Z', volume: '1' }, 'MINUTE')).toBe(minuteBars);
    const empty: BarLike[] = [];
    expect(applyTick(empty, { price: '1', at: '2026-03-02T14:59:00.000Z', volume: '1' }, 'DAY')).toBe(empty);
  });
});
