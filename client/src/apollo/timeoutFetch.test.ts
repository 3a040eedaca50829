import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { createTimeoutFetch, RequestTimeoutError } from './timeoutFetch';

/** A fetch that never answers, but rejects when its signal aborts (like the real one). */
function hangingFetch() {
  return vi.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason ?? new Error('aborted')));
      }),
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('createTimeoutFetch', () => {
  it('aborts a request after 60 000 ms with a TimeoutError', async () => {
    vi.useFakeTimers();
    const base = hangingFetch();
    const promise = createTimeoutFetch(REQUEST_TIMEOUT_MS, base)('http://vela.test/graphql', {});
    const settled = promise.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(base.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await settled;
    expect(error).toBeInstanceOf(RequestTimeoutError);
    expect((error as Error).name).toBe('TimeoutError');
  });

  it('still honours the caller’s own abort signal', async () => {
    const base = hangingFetch();
    const controller = new AbortController();
    const promise = createTimeoutFetch(REQUEST_TIMEOUT_MS, base)('http://vela.test/graphql', { signal: controller.signal });
    controller.abort(new Error('torn down'));
    await expect(promise).rejects.toThrow('torn down');
  });

  it('passes answers through', async () => {
    const base = vi.fn(async () => new Response('ok'));
    const response = await createTimeoutFetch(REQUEST_TIMEOUT_MS, base)('http://vela.test/graphql');
    expect(await response.text()).toBe('ok');
  });
});
