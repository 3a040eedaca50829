import { describe, expect, it } from 'vitest';
import { DomainError } from './domain-error';
import { Semaphore } from './semaphore';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('Semaphore', () => {
  it('never runs more than its limit at once and runs every task', async () => {
    const gate = new Semaphore(2, 100);
    let running = 0;
    let peak = 0;
    const done = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        gate.run(async () => {
          running++;
          peak = Math.max(peak, running);
          await tick();
          running--;
          return i;
        }),
      ),
    );
    expect(peak).toBe(2);
    expect(done).toEqual(Array.from({ length: 20 }, (_, i) => i));
    expect(gate.active).toBe(0);
  });

  it('refuses work past its queue with SERVER_BUSY instead of piling it up', async () => {
    const gate = new Semaphore(1, 2);
    const slow = () => gate.run(tick);
    const accepted = [slow(), slow(), slow()];
    await expect(slow()).rejects.toEqual(new DomainError('SERVER_BUSY'));
    await Promise.all(accepted);
    await expect(slow()).resolves.toBeUndefined();
  });

  it('frees its slot when a task fails', async () => {
    const gate = new Semaphore(1, 10);
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
  });
});
