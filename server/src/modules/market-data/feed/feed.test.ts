import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/harness';
import type { Feed } from './feed.service';
import { FEED_LOCK_KEY, acquireLeadership } from './leader-lock';

let app: TestApp;
let feed: Feed;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until<T>(fn: () => Promise<T | null | undefined | false>, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v) return v;
    if (Date.now() > end) throw new Error('timed out');
    await sleep(20);
  }
}

beforeAll(async () => {
  app = await createTestApp({ feedTickMs: 20, feedBackfillDays: 3, feedBackfillMinuteDays: 0 });
  app.clock.set(new Date('2026-11-20T15:00:00Z')); // Friday: New York, Madrid and gold trading; Taipei closed
  feed = await app.services.feeds.create();
  await feed.start();
});
afterAll(async () => {
  await feed?.stop();
  await app?.close();
});

type Row = Record<string, string>;

describe('the feed', () => {
  it('turns ticks into quotes, minute bars and the day bar, only for markets in session', async () => {
    for (let s = 1; s <= 3; s++) {
      app.clock.set(new Date(`2026-11-20T15:00:0${s}Z`));
      await sleep(60);
    }
    const bars = await until<Row[]>(async () => {
      const rows: Row[] = await app.ds.query(
        `SELECT symbol, open::text, high::text, low::text, close::text, volume::text FROM bars_minute WHERE at = '2026-11-20T15:00:00Z' ORDER BY symbol`,
      );
      return rows.length > 0 && rows;
    });
    const symbols = bars.map((b) => b.symbol);
    expect(symbols).toContain('US:AAPL');
    expect(symbols).toContain('ES:SAN');
    expect(symbols).toContain('GOLD:XAU');
    expect(symbols).toContain('IDX:SPX');
    expect(symbols).toContain('IDX:IBEX35');
    expect(symbols.some((s) => s.startsWith('TW:') || s === 'IDX:TAIEX')).toBe(false);
    // The feed keeps ticking: read the quote and both bars in one statement (one snapshot), since a
    // tick writes all three in one transaction.
    const [aapl] = await app.ds.query(
      `SELECT q.price::text AS price, m.close::text AS minute_close, m.high::text AS high, m.low::text AS low,
              d.close::text AS day_close
         FROM quotes q
         JOIN bars_minute m ON m.symbol = q.symbol AND m.at = '2026-11-20T15:00:00Z'
         JOIN bars_daily d ON d.symbol = q.symbol AND d.trade_date = '2026-11-20'
        WHERE q.symbol = 'US:AAPL'`,
    );
    expect(Number(aapl.minute_close)).toBe(Number(aapl.price));
    expect(Number(aapl.high)).toBeGreaterThanOrEqual(Number(aapl.low));
    expect(Number(aapl.day_close)).toBe(Number(aapl.price));
  });

  it('moves the index with its constituents', async () => {
    const level = async () => (await app.ds.query(`SELECT price::text FROM quotes WHERE symbol = 'IDX:SPX'`))[0].price as string;
    const before = await level();
    app.clock.set(new Date('2026-11-20T15:07:30Z'));
    const after = await until(async () => {
      const l = await level();
      return l !== before && l;
    });
    expect(Number(after)).toBeGreaterThan(1000);
  });

  it('leads again within seconds when its database connection is killed, alone as it is (issue 11, item 10)', async () => {
    const holder = async (): Promise<number | null> => {
      const rows: Array<{ pid: number }> = await app.ds.query(
        `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted AND classid = 0 AND objid = $1 AND objsubid = 1`,
        [FEED_LOCK_KEY],
      );
      return rows[0]?.pid ?? null;
    };
    const first = await until(holder);
    await app.ds.query('SELECT pg_terminate_backend($1)', [first]);
    const started = Date.now();
    const second = await until(async () => {
      const pid = await holder();
      return pid !== null && pid !== first && pid;
    }, 8000);
    expect(second).not.toBe(first);
    // And it ticks again: a new minute reaches the quotes.
    app.clock.set(new Date('2026-11-20T15:20:00Z'));
    await until(async () => {
      const [q] = await app.ds.query(`SELECT at FROM quotes WHERE symbol = 'US:AAPL'`);
      return new Date(q.at).getTime() >= new Date('2026-11-20T15:20:00Z').getTime();
    }, 8000);
    expect(Date.now() - started).toBeLessThan(8000);
  });

  it('has one leader: a second feed waits for the advisory lock', async () => {
    const pool = new pg.Pool({ connectionString: app.dbUrl, max: 2 });
    const second = acquireLeadership(pool, { retryMs: 20 });
    const won = await Promise.race([second.acquired, sleep(300).then(() => 'waiting')]);
    expect(won).toBe('waiting');
    await feed.stop();
    expect(await second.acquired).toBe(true);
    await second.release();
    await pool.end();
  });
  it('/healthz reports a stale feed once a market in session has no quote newer than QUOTE_MAX_AGE_SECONDS', async () => {
    const feedStatus = async () => ((await (await fetch(`${app.url}/healthz`)).json()) as { feed: { status: string } }).feed.status;
    const [{ at }] = await app.ds.query(`SELECT max(at) AS at FROM quotes WHERE symbol = 'US:AAPL'`);
    app.clock.set(new Date(new Date(at).getTime() + 3_000));
    expect(await feedStatus()).toBe('ok');
    app.clock.set(new Date(new Date(at).getTime() + 60_000)); // the feed was stopped above: nothing ticks
    expect(await feedStatus()).toBe('stale');
    app.clock.set(new Date('2026-11-21T12:00:00Z')); // Saturday: every market closed
    expect(await feedStatus()).toBe('idle');
  });
});
