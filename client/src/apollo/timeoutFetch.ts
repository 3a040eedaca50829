import { REQUEST_TIMEOUT_MS } from '../constants';

/** The error a request that ran out of time fails with (`name` is 'TimeoutError'). */
export class RequestTimeoutError extends Error {
  override readonly name = 'TimeoutError';
  constructor(readonly timeoutMs: number) {
    super(`The request timed out after ${timeoutMs} ms`);
  }
}

/**
 * A fetch that aborts after `timeoutMs` (PRODUCT §8: 60 000 ms), while still honouring the caller's
 * own AbortSignal (Apollo aborts when a query is torn down).
 */
export function createTimeoutFetch(timeoutMs: number = REQUEST_TIMEOUT_MS, baseFetch?: typeof fetch): typeof fetch {
  return (input, init = {}) => {
    const controller = new AbortController();
    const callerSignal = init.signal;
    const onCallerAbort = () => controller.abort(callerSignal?.reason);
    if (callerSignal) {
      if (callerSignal.aborted) controller.abort(callerSignal.reason);
      else callerSignal.addEventListener('abort', onCallerAbort, { once: true });
    }
    const timer = setTimeout(() => controller.abort(new RequestTimeoutError(timeoutMs)), timeoutMs);
    const doFetch = baseFetch ?? globalThis.fetch;
    return doFetch(input, { ...init, signal: controller.signal })
      .catch((error: unknown) => {
        if (controller.signal.aborted && controller.signal.reason instanceof RequestTimeoutError) {
          throw controller.signal.reason;
        }
        throw error;
      })
      .finally(() => {
        clearTimeout(timer);
        callerSignal?.removeEventListener('abort', onCallerAbort);
      });
  };
}
