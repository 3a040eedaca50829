/** Where the last seen sequence number is kept, per user, for the tab's lifetime (survives a reload). */
export const ACCOUNT_EVENTS_STORAGE_PREFIX = 'vela.accountEvents.seq.';

type SeqStorage = Pick<Storage, 'getItem' | 'setItem'>;

function safeStorage(): SeqStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

const isSeq = (value: unknown): value is string => typeof value === 'string' && /^\d{1,19}$/.test(value);

/**
 * Remembers the last account event seen (the server numbers them 1, 2, 3… per user) so that a new
 * subscription resumes with `afterSeq` after a dropped socket or a reload, and nothing is lost.
 * Events replayed by the server that were already seen are recognised and skipped.
 */
export class AccountEventsTracker {
  private last: bigint | null;

  constructor(
    private readonly userId: string,
    private readonly storage: SeqStorage | null = safeStorage(),
  ) {
    const stored = this.read();
    this.last = stored === null ? null : BigInt(stored);
  }

  private get storageKey(): string {
    return `${ACCOUNT_EVENTS_STORAGE_PREFIX}${this.userId}`;
  }

  private read(): string | null {
    try {
      const value = this.storage?.getItem(this.storageKey);
      return isSeq(value) ? value : null;
    } catch {
      return null;
    }
  }

  /** The `afterSeq` for a (re)subscription: the last seq seen, or null (from now) when none yet. */
  resumeFrom(): string | null {
    return this.last === null ? null : this.last.toString();
  }

  /**
   * Records an event; false when it was already seen (a replay after resuming), so it is ignored.
   * A seq that is not a number is let through without moving the resume point.
   */
  accept(seq: string): boolean {
    if (!isSeq(seq)) return true;
    const value = BigInt(seq);
    if (this.last !== null && value <= this.last) return false;
    this.last = value;
    try {
      this.storage?.setItem(this.storageKey, seq);
    } catch {
      // Storage full or refused: the in-memory value still resumes this page's subscriptions.
    }
    return true;
  }
}
