import { describe, expect, it } from 'vitest';
import { ACCOUNT_EVENTS_STORAGE_PREFIX, AccountEventsTracker } from './accountEventsTracker';

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => {
      map.set(k, v);
    },
  };
}

describe('account events: resume from the last seq', () => {
  it('starts from now (null) when nothing was seen, then resumes after the last event', () => {
    const tracker = new AccountEventsTracker('u1', memoryStorage());
    expect(tracker.resumeFrom()).toBeNull();
    expect(tracker.accept('1')).toBe(true);
    expect(tracker.accept('2')).toBe(true);
    expect(tracker.resumeFrom()).toBe('2');
  });

  it('skips events replayed after a resubscription', () => {
    const tracker = new AccountEventsTracker('u1', memoryStorage());
    tracker.accept('5');
    tracker.accept('6');
    expect(tracker.accept('5')).toBe(false);
    expect(tracker.accept('6')).toBe(false);
    expect(tracker.accept('7')).toBe(true);
    expect(tracker.resumeFrom()).toBe('7');
  });

  it('compares sequence numbers as integers, not as text', () => {
    const tracker = new AccountEventsTracker('u1', memoryStorage());
    tracker.accept('9');
    expect(tracker.accept('10')).toBe(true);
    expect(tracker.accept('9')).toBe(false);
    tracker.accept('9007199254740993');
    expect(tracker.accept('9007199254740992')).toBe(false);
    expect(tracker.resumeFrom()).toBe('9007199254740993');
  });

  it('keeps the last seq in session storage per user, so a reload resumes where it was', () => {
    const storage = memoryStorage();
    const first = new AccountEventsTracker('u1', storage);
    first.accept('3');
    expect(storage.map.get(`${ACCOUNT_EVENTS_STORAGE_PREFIX}u1`)).toBe('3');
    expect(new AccountEventsTracker('u1', storage).resumeFrom()).toBe('3');
    expect(new AccountEventsTracker('u2', storage).resumeFrom()).toBeNull();
  });

  it('ignores a corrupt stored value and works without storage', () => {
    expect(new AccountEventsTracker('u1', memoryStorage({ [`${ACCOUNT_EVENTS_STORAGE_PREFIX}u1`]: 'x1' })).resumeFrom()).toBeNull();
    const noStorage = new AccountEventsTracker('u1', null);
    noStorage.accept('4');
    expect(noStorage.resumeFrom()).toBe('4');
  });
});
