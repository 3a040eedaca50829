import { hash, randomBytes } from 'node:crypto';

/**
 * SHA-256 of a string's UTF-8 bytes, lowercase hex: the only Node-specific piece of proof of liabilities
 * (issue 38). A browser uses `webCryptoSha256Hex` from `merkle-sum-proof.ts` instead, to the same bytes.
 */
export function sha256Hex(s: string): string {
  return hash('sha256', s, 'hex');
}

// Random bytes drawn 4 KiB at a time: one system call per 128 salts instead of one per salt.
let pool = Buffer.alloc(0);
let used = 0;

/** A fresh salt: 32 random bytes, lowercase hex. */
export function newSalt(): string {
  if (used + 32 > pool.length) {
    pool = randomBytes(4096);
    used = 0;
  }
  used += 32;
  return pool.toString('hex', used - 32, used);
}
