import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INPUT_DEBOUNCE_MS } from '../constants';
import { useDebouncedValue } from './useDebouncedValue';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useDebouncedValue', () => {
  it('uses the product’s 100 ms input debounce', () => {
    expect(INPUT_DEBOUNCE_MS).toBe(100);
  });

  it('passes a value on only after it has been still for 100 ms', () => {
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v), { initialProps: { v: '' } });
    rerender({ v: 'a' });
    act(() => {
      vi.advanceTimersByTime(INPUT_DEBOUNCE_MS - 1);
    });
    expect(result.current).toBe('');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('a');
  });

  it('restarts the wait on every keystroke, so only the last value of a burst arrives', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ v }) => {
        const settled = useDebouncedValue(v);
        if (seen[seen.length - 1] !== settled) seen.push(settled);
        return settled;
      },
      { initialProps: { v: '' } },
    );
    for (const v of ['a', 'ap', 'app', 'appl']) {
      rerender({ v });
      act(() => {
        vi.advanceTimersByTime(60);
      });
    }
    act(() => {
      vi.advanceTimersByTime(INPUT_DEBOUNCE_MS);
    });
    expect(seen).toEqual(['', 'appl']);
  });
});
