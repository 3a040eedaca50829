import { describe, expect, it } from 'vitest';
import { liveResult } from './IntradayRecordCard';

// Issue 30 item 2: "Result so far (after charges) €0.00" while €5.04 of charges were paid and Trade showed
// the position at about −€9. The record's figure is Trade's: the open position's live mark.
const trade = (over: { positionId: string; closedAt: string | null }) =>
  ({ ...over }) as unknown as Parameters<typeof liveResult>[0]['trades'][number];

describe('the result so far of a strategy', () => {
  const holding = {
    netResult: null,
    realisedNet: '0',
    resultNow: '-8.70',
    trades: [trade({ positionId: 'p1', closedAt: null })],
  };
  it('is the open position’s live mark (Trade’s profit, after every charge), not the 0.00 of nothing closed', () => {
    expect(liveResult(holding, new Map([['p1', { profit: '-9.12' }]]))).toBe('-9.12');
  });
  it('adds the closed trades’ net to the open one’s mark', () => {
    const a = {
      ...holding,
      realisedNet: '12.40',
      trades: [trade({ positionId: 'p0', closedAt: '2026-11-20T15:00:00Z' }), ...holding.trades],
    };
    expect(liveResult(a, new Map([['p1', { profit: '-9.12' }]]))).toBe('3.28');
  });
  it('is the server’s marked figure while the live mark is missing, and the final net once finished', () => {
    expect(liveResult(holding, new Map())).toBe('-8.70');
    expect(liveResult(holding)).toBe('-8.70');
    expect(liveResult({ ...holding, netResult: '-10.01' }, new Map([['p1', { profit: '-9.12' }]]))).toBe('-10.01');
  });
});
