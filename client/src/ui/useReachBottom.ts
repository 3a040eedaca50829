import { useEffect, useRef } from 'react';
import { REACH_BOTTOM_GUARD_MS, SCROLL_LOWER_THRESHOLD_PX } from '../constants';

/** True when the page is scrolled to within `threshold` px of its bottom. */
export function isNearBottom(
  scrollTop: number,
  viewportHeight: number,
  scrollHeight: number,
  threshold = SCROLL_LOWER_THRESHOLD_PX,
): boolean {
  return scrollHeight - (scrollTop + viewportHeight) <= threshold;
}

/**
 * Calls `onReachBottom` when the page is scrolled to its bottom (50px), at most once per 350 ms
 * (PRODUCT §8), while `enabled`.
 */
export function useReachBottom(onReachBottom: () => void, enabled: boolean): void {
  const callback = useRef(onReachBottom);
  callback.current = onReachBottom;
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    const check = () => {
      const root = document.scrollingElement ?? document.documentElement;
      if (!isNearBottom(window.scrollY, window.innerHeight, root.scrollHeight)) return;
      const now = Date.now();
      if (now - last < REACH_BOTTOM_GUARD_MS) return;
      last = now;
      callback.current();
    };
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [enabled]);
}
