import { describe, expect, it } from 'vitest';
import { PULL_TO_REFRESH_THRESHOLD_PX } from '../constants';
import { pullDistance, releaseState } from './pullToRefresh';
import { isNearBottom } from './useReachBottom';

describe('pull to refresh', () => {
  it('refreshes when released at or past 45px, aborts before', () => {
    expect(PULL_TO_REFRESH_THRESHOLD_PX).toBe(45);
    expect(releaseState(45)).toBe('refreshing');
    expect(releaseState(60)).toBe('refreshing');
    expect(releaseState(44)).toBe('aborted');
    expect(releaseState(0)).toBe('aborted');
  });

  it('moves half the finger distance and never upwards', () => {
    expect(pullDistance(90)).toBe(45);
    expect(pullDistance(-30)).toBe(0);
  });
});

describe('reach bottom', () => {
  it('counts the last 50px as the bottom', () => {
    expect(isNearBottom(1000, 800, 1850)).toBe(true);
    expect(isNearBottom(1000, 800, 1851)).toBe(false);
  });
});
