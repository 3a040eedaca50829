import { useEffect, useState } from 'react';
import { INPUT_DEBOUNCE_MS } from '../constants';

/** `value`, once it has stopped changing for `delayMs` (input debounce, 100 ms by default). */
export function useDebouncedValue<T>(value: T, delayMs: number = INPUT_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
