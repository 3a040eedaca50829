import argon2 from 'argon2';
import { Semaphore } from '../../shared/semaphore';

// OWASP's argon2id parameters: 19 MiB of memory, 2 passes, 1 lane.
const OPTIONS = { type: argon2.argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/** Hashes and verifies passwords, at most `concurrency` at a time, so a login flood cannot starve the server. */
export class PasswordHasher {
  private readonly gate: Semaphore;
  private dummyHash: Promise<string> | null = null;

  constructor(concurrency: number, queueLimit: number) {
    this.gate = new Semaphore(concurrency, queueLimit);
  }

  hash(password: string): Promise<string> {
    return this.gate.run(() => argon2.hash(password, OPTIONS));
  }

  verify(hash: string, password: string): Promise<boolean> {
    return this.gate.run(() => argon2.verify(hash, password));
  }

  /** Spends the same effort as a real check, so an unknown phone answers as slowly as a wrong password. */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= argon2.hash('vela-no-such-user', OPTIONS);
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
