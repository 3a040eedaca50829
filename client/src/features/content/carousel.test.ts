import { describe, expect, it } from 'vitest';
import { nextSlide, swipeTarget } from './carousel';

describe('banner carousel', () => {
  it('advances and wraps', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 0)).toBe(0);
  });
  it('follows swipes past the threshold only', () => {
    expect(swipeTarget(0, 3, -60)).toBe(1);
    expect(swipeTarget(0, 3, 60)).toBe(2);
    expect(swipeTarget(1, 3, -20)).toBe(1);
    expect(swipeTarget(2, 3, -41)).toBe(0);
  });
});
