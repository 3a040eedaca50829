import { useEffect, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '../constants';

/** The value, once it has stopped changing for `delayMs` (input debounce, PRODUCT §8: 100 ms). */
export function useDebouncedValue<T>(value: T, delayMs: number = INPUT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
