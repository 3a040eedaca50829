import { describe, expect, it } from 'vitest';
import { isNewerSnapshot } from './usePortfolio';

describe('portfolio snapshots', () => {
  it('replaces the cached one only with a snapshot at least as new', () => {
    expect(isNewerSnapshot(undefined, '2026-11-18T15:00:00.000Z')).toBe(true);
    expect(isNewerSnapshot('2026-11-18T15:00:00.000Z', '2026-11-18T15:00:01.000Z')).toBe(true);
    expect(isNewerSnapshot('2026-11-18T15:00:01.000Z', '2026-11-18T15:00:01.000Z')).toBe(true);
    expect(isNewerSnapshot('2026-11-18T15:00:02.000Z', '2026-11-18T15:00:01.000Z')).toBe(false);
  });
});
