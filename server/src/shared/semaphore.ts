import { DomainError } from './domain-error';
import { CommonError } from './common.errors';

/**
 * Caps how many expensive tasks (password hashing) run at once, with a bounded queue,
 * so a flood of logins waits its turn or is refused instead of starving everything else.
 */
export class Semaphore {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly limit: number,
    private readonly queueLimit: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.queueLimit) throw new DomainError(CommonError.SERVER_BUSY);
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      // Hand the slot straight to the next waiter; only free it when nobody waits.
      if (next) next();
      else this.running--;
    }
  }
}
