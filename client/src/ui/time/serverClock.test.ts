import { describe, expect, it } from 'vitest';
import { clockOffset } from './serverClock';

describe('clockOffset', () => {
  it('is the server time against the midpoint of the request', () => {
    const sent = Date.parse('2026-11-28T10:00:00.000Z');
    expect(clockOffset('2026-11-18T15:00:00.000Z', sent, sent + 200)).toBe(Date.parse('2026-11-18T15:00:00.000Z') - (sent + 100));
    expect(clockOffset('2026-11-28T10:00:00.100Z', sent, sent + 200)).toBe(0);
  });
  it('is 0 without a time', () => {
    expect(clockOffset(undefined, 1, 2)).toBe(0);
    expect(clockOffset('not a date', 1, 2)).toBe(0);
  });
});
