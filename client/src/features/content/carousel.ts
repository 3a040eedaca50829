/** A swipe shorter than this (px) is a tap, not a swipe. */
export const SWIPE_MIN_PX = 40;

/** The slide after `index`, wrapping to the first. */
export function nextSlide(index: number, count: number): number {
  return count === 0 ? 0 : (index + 1) % count;
}

/** Where a horizontal swipe of `dx` px leads from `index`: left shows the next slide, right the previous. */
export function swipeTarget(index: number, count: number, dx: number): number {
  if (count === 0 || Math.abs(dx) < SWIPE_MIN_PX) return index;
  return dx < 0 ? (index + 1) % count : (index - 1 + count) % count;
}
