import pg from 'pg';
import { logger } from '../../shared/logger';

/** The channel the push fan-out trigger NOTIFYs at the commit of a transaction that wrote deliveries. */
export const PUSH_CHANNEL = 'vela_push';

/**
 * Listens on `vela_push` in a job process and calls `onPending` for each wake-up. A NOTIFY missed while
 * the connection is down is caught by the sweep within a minute; the connection is opened again after a
 * few seconds.
 */
export class PushListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly onPending: () => Promise<unknown>,
  ) {}

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url, application_name: 'vela-push-listener' });
    client.on('notification', () => {
      this.onPending().catch((err) => logger.warn({ err }, 'push dispatch failed'));
    });
    const reconnect = (err?: Error) => {
      if (this.stopped || this.client !== client) return;
      this.client = null;
      if (err) logger.warn({ message: err.message }, 'push listener lost its connection');
      this.retry = setTimeout(() => void this.start().catch((e) => reconnect(e)), 5_000);
    };
    client.on('error', reconnect);
    client.on('end', () => reconnect());
    this.client = client;
    await client.connect();
    await client.query(`LISTEN ${PUSH_CHANNEL}`);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const c = this.client;
    this.client = null;
    await c?.end().catch(() => {});
  }
}
