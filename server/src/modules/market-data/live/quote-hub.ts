import type WebSocket from 'ws';
import type { BatchListener, LiveQuote, QuoteBus } from './quote-bus';

interface FastSub {
  socket: WebSocket;
  /** `{"id":"…","type":"next","payload":{"data":{"quotes":` with this subscription's id spliced in. */
  prefix: string;
  signature: Signature;
  symbols: string[];
  /** Latest undelivered message per symbol while the socket is backed up (bounded by `symbols`). */
  pending: Map<string, string> | null;
  /** The last batch this subscription was served in (a socket's symbols are written together, once). */
  batch: number;
}

interface Signature {
  key: string;
  fields: string[];
  users: number;
  /** This batch's quotes serialised for these fields, by symbol (filled as subscribers need them). */
  serialised: Map<string, string>;
  /** The batch `serialised` belongs to. */
  batch: number;
}

const SUFFIX = '}}}';
const OPEN = 1;

function serialise(q: LiveQuote, fields: string[]): string {
  let out = '{';
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i];
    const v = f === '__typename' ? 'Quote' : (q as unknown as Record<string, unknown>)[f];
    out += `${i === 0 ? '' : ','}"${f}":${JSON.stringify(v ?? null)}`;
  }
  return `${out}}`;
}

/** An async generator from a `next` function and a `finish` that return() and throw() call. */
function cancellable<T>(next: () => Promise<IteratorResult<T, undefined>>, finish: () => void): AsyncGenerator<T, undefined, unknown> {
  const it: AsyncGenerator<T, undefined, unknown> = {
    next,
    async return() {
      finish();
      return { done: true, value: undefined };
    },
    async throw(err) {
      finish();
      throw err;
    },
    [Symbol.asyncIterator]() {
      return it;
    },
  };
  return it;
}

/**
 * A subscription that yields nothing until it is ended (the fast path's: the hub writes to the socket
 * itself). One small object with prototype methods and no closures: ten thousand idle quote sockets
 * each keep one for their life.
 */
class ParkedSubscription implements AsyncGenerator<never, undefined, unknown> {
  private cancel: (() => void) | null;
  private release: ((end: IteratorResult<never, undefined>) => void) | null = null;
  private stopped: Promise<IteratorResult<never, undefined>> | null = null;

  constructor(cancel: () => void) {
    this.cancel = cancel;
  }

  next(): Promise<IteratorResult<never, undefined>> {
    if (!this.cancel) return Promise.resolve({ done: true, value: undefined });
    this.stopped ??= new Promise((resolve) => {
      this.release = resolve;
    });
    return this.stopped;
  }

  async return(): Promise<IteratorResult<never, undefined>> {
    this.finish();
    return { done: true, value: undefined };
  }

  async throw(err: unknown): Promise<IteratorResult<never, undefined>> {
    this.finish();
    throw err;
  }

  async [Symbol.asyncDispose](): Promise<void> {
    this.finish();
  }

  [Symbol.asyncIterator](): this {
    return this;
  }

  private finish(): void {
    const cancel = this.cancel;
    if (!cancel) return;
    this.cancel = null;
    cancel();
    this.release?.({ done: true, value: undefined });
    this.release = null;
  }
}

export interface HubStats {
  fastSubscriptions: number;
  slowSubscriptions: number;
  coalesced: number;
  sent: number;
}

/**
 * Fans tick batches out to this process's quote subscriptions.
 *
 * Fast path: each tick is serialised once per distinct field list and the same string (with the
 * subscription id spliced in) goes to every socket that asked for that symbol. Slow path: normal
 * GraphQL execution reads from a per-subscription iterator. Both coalesce: a subscriber that cannot
 * keep up keeps only the latest quote per symbol, so memory stays bounded by its symbol count.
 */
export class QuoteHub {
  private readonly fastBySymbol = new Map<string, Set<FastSub>>();
  private readonly signatures = new Map<string, Signature>();
  private readonly slow = new Set<(batch: LiveQuote[]) => void>();
  private readonly backedUp = new Set<FastSub>();
  private flushTimer: NodeJS.Timeout | null = null;
  /** Batches dispatched so far (stamps a subscription served in the current one). */
  private batches = 0;
  private readonly unsubscribe: () => void;
  readonly stats: HubStats = { fastSubscriptions: 0, slowSubscriptions: 0, coalesced: 0, sent: 0 };

  constructor(
    readonly bus: QuoteBus,
    private readonly highWaterBytes: number,
  ) {
    const listener: BatchListener = (batch) => this.dispatch(batch);
    this.unsubscribe = bus.onBatch(listener);
  }

  /** Registers a fast-path subscription; returns its cancel function. */
  addFast(socket: WebSocket, id: string, symbols: string[], fields: string[]): () => void {
    const key = fields.join(',');
    let signature = this.signatures.get(key);
    if (!signature) {
      signature = { key, fields, users: 0, serialised: new Map(), batch: 0 };
      this.signatures.set(key, signature);
    }
    signature.users++;
    const sub: FastSub = {
      socket,
      prefix: `{"id":${JSON.stringify(id)},"type":"next","payload":{"data":{"quotes":`,
      signature,
      symbols,
      pending: null,
      batch: 0,
    };
    for (const s of symbols) {
      let set = this.fastBySymbol.get(s);
      if (!set) {
        set = new Set();
        this.fastBySymbol.set(s, set);
      }
      set.add(sub);
    }
    this.stats.fastSubscriptions++;
    let cancelled = false;
    return () => {
      if (cancelled) return;
      cancelled = true;
      for (const s of symbols) {
        const set = this.fastBySymbol.get(s);
        set?.delete(sub);
        if (set?.size === 0) this.fastBySymbol.delete(s);
      }
      this.backedUp.delete(sub);
      sub.pending = null;
      if (--signature.users === 0) this.signatures.delete(key);
      this.stats.fastSubscriptions--;
    };
  }

  /** An async iterator of the quotes of `symbols` for normal GraphQL execution (latest per symbol wins). */
  iterator(symbols: string[]): AsyncGenerator<LiveQuote, undefined, unknown> {
    const wanted = new Set(symbols);
    const pending = new Map<string, LiveQuote>();
    let wake: (() => void) | null = null;
    let done = false;
    const listener = (batch: LiveQuote[]) => {
      for (const q of batch) {
        if (!wanted.has(q.symbol)) continue;
        pending.delete(q.symbol);
        pending.set(q.symbol, q);
      }
      if (pending.size > 0 && wake) {
        const w = wake;
        wake = null;
        w();
      }
    };
    this.slow.add(listener);
    this.stats.slowSubscriptions++;
    const finish = () => {
      if (done) return;
      done = true;
      this.slow.delete(listener);
      this.stats.slowSubscriptions--;
      pending.clear();
      wake?.();
    };
    return cancellable(async () => {
      while (!done && pending.size === 0) {
        await new Promise<void>((r) => {
          wake = r;
        });
      }
      if (done) return { done: true, value: undefined };
      const [symbol, q] = pending.entries().next().value as [string, LiveQuote];
      pending.delete(symbol);
      return { done: false, value: q };
    }, finish);
  }

  /** A generator that yields nothing and ends when cancelled (the fast path writes to the socket itself). */
  parked(cancel: () => void): AsyncGenerator<never, undefined, unknown> {
    return new ParkedSubscription(cancel);
  }

  private dispatch(batch: LiveQuote[]): void {
    for (const l of this.slow) l(batch);
    if (this.fastBySymbol.size === 0) return;
    const stamp = ++this.batches;
    // The batch by symbol (a symbol quoted twice in one batch: the latest wins, as when coalescing).
    const quotes = new Map<string, LiveQuote>();
    for (const q of batch) quotes.set(q.symbol, q);
    for (const symbol of quotes.keys()) {
      const subs = this.fastBySymbol.get(symbol);
      if (!subs) continue;
      for (const sub of subs) {
        if (sub.batch === stamp) continue;
        sub.batch = stamp;
        this.deliver(sub, quotes, stamp);
      }
    }
  }

  /** The quote serialised for a field list, once per batch whatever the number of its subscribers. */
  private serialised(signature: Signature, q: LiveQuote, stamp: number): string {
    if (signature.batch !== stamp) {
      signature.batch = stamp;
      signature.serialised.clear();
    }
    let json = signature.serialised.get(q.symbol);
    if (json === undefined) {
      json = serialise(q, signature.fields);
      signature.serialised.set(q.symbol, json);
    }
    return json;
  }

  /**
   * Writes a subscription's quotes of this batch in one write, at once. Socket by socket rather than
   * symbol by symbol: no socket stays corked while the rest of the batch is sent, so a batch's frames
   * die young instead of living through a scavenge into the old generation (which grew by tens of
   * megabytes a second at 10,000 sockets when every socket was held corked until the batch ended).
   */
  private deliver(sub: FastSub, quotes: Map<string, LiveQuote>, stamp: number): void {
    const socket = sub.socket;
    if (socket.readyState !== OPEN) return;
    const backedUp = sub.pending !== null || socket.bufferedAmount > this.highWaterBytes;
    const raw = backedUp ? null : (socket as unknown as { _socket?: { cork(): void; uncork(): void } })._socket;
    raw?.cork();
    for (const symbol of sub.symbols) {
      const q = quotes.get(symbol);
      if (!q) continue;
      const message = sub.prefix + this.serialised(sub.signature, q, stamp) + SUFFIX;
      if (backedUp) {
        // Coalesce: only the latest undelivered quote per symbol is kept.
        if (sub.pending === null) sub.pending = new Map();
        else if (sub.pending.has(symbol)) this.stats.coalesced++;
        sub.pending.set(symbol, message);
        continue;
      }
      socket.send(message);
      this.stats.sent++;
    }
    raw?.uncork();
    if (backedUp) {
      this.backedUp.add(sub);
      this.scheduleFlush();
    }
  }

  private scheduleFlush(): void {
    if (this.flushTimer) return;
    this.flushTimer = setTimeout(() => {
      this.flushTimer = null;
      for (const sub of this.backedUp) {
        if (sub.socket.readyState !== OPEN) {
          this.backedUp.delete(sub);
          sub.pending = null;
          continue;
        }
        if (sub.socket.bufferedAmount > this.highWaterBytes || !sub.pending) continue;
        for (const message of sub.pending.values()) {
          sub.socket.send(message);
          this.stats.sent++;
        }
        sub.pending = null;
        this.backedUp.delete(sub);
      }
      if (this.backedUp.size > 0) this.scheduleFlush();
    }, 25);
    this.flushTimer.unref();
  }

  close(): void {
    this.unsubscribe();
    if (this.flushTimer) clearTimeout(this.flushTimer);
  }
}
