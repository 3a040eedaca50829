import { describe, expect, it } from 'vitest';
import { AttemptKeys, IDEMPOTENCY_KEY_PATTERN, newIdempotencyKey } from './attemptKeys';

const counter = () => {
  let n = 0;
  return () => `key-000${++n}`;
};
const domainError = (code: string) => ({ graphQLErrors: [{ message: code, extensions: { code } }] });
const networkError = { networkError: Object.assign(new Error('offline'), { name: 'TypeError' }) };
const timeout = { networkError: Object.assign(new Error('late'), { name: 'TimeoutError' }) };

describe('idempotency key per attempt', () => {
  it('generates keys the server accepts, a different one each time', () => {
    const a = newIdempotencyKey();
    const b = newIdempotencyKey();
    expect(a).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(b).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(a).not.toBe(b);
  });

  it('reuses the key for a double tap or a retry of the same attempt', () => {
    const keys = new AttemptKeys(counter());
    const first = keys.keyFor({ amount: '100', cardId: '1' });
    expect(keys.keyFor({ amount: '100', cardId: '1' })).toBe(first);
  });

  it('keeps the key after a network failure or a timeout (the request may have gone through)', () => {
    const keys = new AttemptKeys(counter());
    const first = keys.keyFor({ amount: '100' });
    keys.settle(networkError);
    expect(keys.keyFor({ amount: '100' })).toBe(first);
    keys.settle(timeout);
    expect(keys.keyFor({ amount: '100' })).toBe(first);
  });

  it('starts a new attempt after a success', () => {
    const keys = new AttemptKeys(counter());
    const first = keys.keyFor({ amount: '100' });
    keys.settle();
    expect(keys.keyFor({ amount: '100' })).not.toBe(first);
  });

  it('starts a new attempt after a refusal the server made (nothing moved)', () => {
    const keys = new AttemptKeys(counter());
    const first = keys.keyFor({ amount: '100' });
    keys.settle(domainError('WRONG_PAY_PASSWORD'));
    expect(keys.keyFor({ amount: '100' })).not.toBe(first);
  });

  it('starts a new attempt when the details change', () => {
    const keys = new AttemptKeys(counter());
    const first = keys.keyFor({ amount: '100' });
    const second = keys.keyFor({ amount: '101' });
    expect(second).not.toBe(first);
    expect(keys.keyFor({ amount: '100' })).not.toBe(first);
  });
});
