import { useRef } from 'react';
import { errorCodeOf } from '../../i18n/errors';

/** A key the server accepts: 8–64 of [A-Za-z0-9_-]. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Codes that mean the request surely did not reach the server's business logic, or may have: keep the key. */
const MAYBE_APPLIED = new Set(['TIMEOUT', 'NETWORK', 'SERVICE_UNAVAILABLE', 'SERVER_BUSY', 'INTERNAL_ERROR']);

/**
 * One idempotency key per user attempt at moving money.
 *
 * - `keyFor(details)` gives the attempt's key; asking again with the same details (a double tap, a retry
 *   after a network failure or a timeout) gives the same key, so the server applies it at most once.
 * - Other details (amount, destination… changed) start a new attempt with a new key.
 * - `settle(error?)` ends the attempt after a success, or after a refusal the server certainly made
 *   (a domain error code: nothing moved), so the next confirm is a new attempt. After a failure whose
 *   outcome is unknown (network, timeout, 5xx) the key is kept for the retry.
 */
export class AttemptKeys {
  private current: { fingerprint: string; key: string } | null = null;

  constructor(private readonly generate: () => string = newIdempotencyKey) {}

  keyFor(details: unknown): string {
    const fingerprint = JSON.stringify(details);
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: this.generate() };
    return this.current.key;
  }

  settle(error?: unknown): void {
    if (error !== undefined && MAYBE_APPLIED.has(errorCodeOf(error))) return;
    this.current = null;
  }
}

/** An AttemptKeys that lives as long as the component. */
export function useAttemptKeys(): AttemptKeys {
  const ref = useRef<AttemptKeys | null>(null);
  if (!ref.current) ref.current = new AttemptKeys();
  return ref.current;
}
