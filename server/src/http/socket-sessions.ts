import type { WebSocket } from 'ws';
import { logger } from '../shared/logger';

/** graphql-ws's "Unauthorized": the client does not reconnect with the same (ended) session. */
export const SESSION_ENDED_CLOSE_CODE = 4401;

export interface SessionSource {
  /** Sessions ended anywhere (logout, password change), from the event bus; null without one. */
  endedSessions(): AsyncIterable<{ sessionIds: string[] }> | null;
  /** Of these session ids, the ones still valid now (not ended, not expired). */
  liveSessionIds(ids: readonly string[]): Promise<Set<string>>;
}

/**
 * The open WebSockets of each session in this API process. A socket lives as long as its session: when
 * the session ends (logout, a password change ending the other devices: published on the bus so every
 * API process hears it) or expires (found by a periodic check against the database and the clock), its
 * sockets are closed and their subscriptions with them.
 */
export class SocketSessions {
  private readonly bySession = new Map<string, Set<WebSocket>>();
  private timer: NodeJS.Timeout | null = null;
  private listening: AsyncIterator<{ sessionIds: string[] }> | null = null;

  constructor(
    private readonly source: SessionSource,
    private readonly checkEveryMs: number,
  ) {}

  start(): void {
    const ended = this.source.endedSessions();
    if (ended) {
      const it = ended[Symbol.asyncIterator]();
      this.listening = it;
      void (async () => {
        for (;;) {
          const next = await it.next();
          if (next.done) return;
          this.close(next.value.sessionIds);
        }
      })().catch((err) => logger.error({ err }, 'session-ended listener failed'));
    }
    this.timer = setInterval(
      () => void this.check().catch((err) => logger.warn({ err }, 'socket session check failed')),
      this.checkEveryMs,
    );
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.listening?.return?.();
    this.listening = null;
  }

  track(socket: WebSocket, sessionId: string): void {
    if (socket.readyState !== socket.OPEN && socket.readyState !== socket.CONNECTING) return;
    let set = this.bySession.get(sessionId);
    if (!set) {
      set = new Set();
      this.bySession.set(sessionId, set);
    }
    if (set.has(socket)) return; // tracked already (each subscription tracks its socket)
    set.add(socket);
    socket.once('close', () => {
      set.delete(socket);
      if (set.size === 0 && this.bySession.get(sessionId) === set) this.bySession.delete(sessionId);
    });
  }

  /** Closes every socket of these sessions. */
  close(sessionIds: readonly string[]): void {
    for (const id of sessionIds) {
      const set = this.bySession.get(id);
      if (!set) continue;
      this.bySession.delete(id);
      for (const socket of set) socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
    }
  }

  /** Closes one socket whose session has ended (it presented a session that no longer exists). */
  end(socket: WebSocket): void {
    if (socket.readyState === socket.OPEN || socket.readyState === socket.CONNECTING)
      socket.close(SESSION_ENDED_CLOSE_CODE, 'Session ended');
  }

  /** Closes the sockets of sessions that expired or were removed without an event reaching this process. */
  async check(): Promise<void> {
    const ids = [...this.bySession.keys()];
    if (ids.length === 0) return;
    const live = await this.source.liveSessionIds(ids);
    this.close(ids.filter((id) => !live.has(id)));
  }
}
