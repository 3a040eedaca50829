// Code asks the clock for now, so tests control time.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now(): Date {
    return new Date(this.current.getTime());
  }
  set(at: Date): void {
    this.current = new Date(at.getTime());
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** A clock that started at `start` when the process did and runs from there, `rate` times real speed (1 by default). */
export function startedClock(start: Date, rate = 1): Clock {
  const began = Date.now();
  return { now: () => new Date(start.getTime() + Math.floor((Date.now() - began) * rate)) };
}

/**
 * A test clock ops can move forward (TEST_CLOCK=on, only with CLOCK_START): end-to-end runs see a day of
 * fund earnings or a loan's interest without waiting a day. It never goes back.
 */
export class AdjustableClock implements Clock {
  private offsetMs = 0;
  constructor(private readonly base: Clock) {}
  now(): Date {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  advance(ms: number): void {
    if (ms > 0) this.offsetMs += ms;
  }
}
