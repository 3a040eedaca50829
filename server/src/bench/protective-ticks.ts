import { arg, stats, withBenchApp } from './bench-app';
import { MOVE_TRAILS_SQL, REACHED_SQL } from '../modules/trading/resting-book';

/**
 * Issue 33: what a tick batch costs the trading engine (the resting book's trailing-stop moves and
 * matching, stop-outs, expiries, end of day: `TradingEngine.afterTicks`) with nothing resting, and with
 * 100,000 resting stops and trailing stops over the 100 symbols that the batches do not reach, in the same
 * process on the same database: the ratio is what counts (the aim: ≤ 1.5×). Each batch moves every
 * symbol's quote by a small random step around 100 (a bid above a trailing stop's best moves it, as in a
 * real feed). Usage:
 *   npm run bench:protective [-- --rounds 300 --resting 100000]
 * Uses DATABASE_URL's server when set (a throwaway database is created on it), else an embedded one.
 */

const ROUNDS = arg('rounds', 300);
const RESTING = arg('resting', 100_000);

async function main(): Promise<void> {
  await withBenchApp(54397, async ({ ds, services, clock, userId, symbols, server }) => {
    const user = { id: userId };
    // One batch: every symbol's quote a small random step around 100 (bid within ±0.50), fresh.
    const stamp = async () =>
      ds.query(
        `INSERT INTO quotes (symbol, price, bid, ask, open, high, low, prev_close, volume, trade_date, at, source, simulated)
         SELECT s, b, b, b + 0.01, 100, 100, 100, 100, 0, $2::date, $3, 'bench', true
           FROM (SELECT s, round(99.5 + random()::numeric, 2) AS b FROM unnest($1::varchar[]) s) x
         ON CONFLICT (symbol) DO UPDATE SET price = excluded.price, bid = excluded.bid, ask = excluded.ask, at = excluded.at`,
        [symbols, clock.now().toISOString().slice(0, 10), clock.now()],
      );
    await stamp();
    const engine = services.tradingEngine;
    const measure = async () => {
      const ms: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        clock.advance(1000);
        await stamp();
        const t = process.hrtime.bigint();
        await engine.afterTicks(symbols);
        ms.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      return stats(ms);
    };
    // Warm-up (plans, pool), then the baseline.
    await measure();
    const none = await measure();

    // Resting rows over every symbol: a quarter sell stops (50–80), a quarter buy stops (120–150), half
    // trailing stops (sells whose best bid is 100.60–104.60 with a 5–9 % trail, so at most 99.37; buys whose
    // best ask is 96–99.50 with a 5–9 % trail, so at least 100.80): no quote of 99.50–100.50 reaches one or
    // moves one. A last run adds 1,000 trailing stops per batch that the batch moves (best just below the bid). They stand for pending orders (the book refers to an order
    // by id; the rows are written with the foreign keys' triggers off, as the bench needs no order rows).
    const addResting = (count: number) =>
      ds.transaction(async (em) => {
        await em.query('SET LOCAL session_replication_role = replica');
        await em.query(
          `INSERT INTO resting_orders (id, user_id, order_id, symbol, side, kind, trigger_price, trail_amount, trail_percent, trail_best, created_at)
           SELECT gen_random_uuid(), $1, gen_random_uuid(), ($2::varchar[])[1 + i % cardinality($2::varchar[])],
                  CASE WHEN i % 4 IN (0, 2) THEN 'sell' ELSE 'buy' END,
                  CASE WHEN i % 4 < 2 THEN 'stop' ELSE 'trailing_stop' END,
                  CASE i % 4 WHEN 0 THEN 50 + (i % 300) / 10.0 WHEN 1 THEN 120 + (i % 300) / 10.0
                    WHEN 2 THEN round((100.6 + (i % 400) / 100.0) * (1 - (5 + i % 5) / 100.0), 8)
                    ELSE round((96 + (i % 350) / 100.0) * (1 + (5 + i % 5) / 100.0), 8) END,
                  NULL, CASE WHEN i % 4 >= 2 THEN 5 + i % 5 END,
                  CASE i % 4 WHEN 2 THEN 100.6 + (i % 400) / 100.0 WHEN 3 THEN 96 + (i % 350) / 100.0 END,
                  $3
           FROM generate_series(1, $4::int) i`,
          [user.id, symbols, clock.now(), count],
        );
      });
    await addResting(RESTING / 10);
    await ds.query('ANALYZE resting_orders');
    const tenth = await measure();
    await addResting(RESTING - RESTING / 10);
    await ds.query('ANALYZE resting_orders');
    const full = await measure();
    // Moving: before each batch, 1,000 sell trailing stops' best is set back under the coming bids, so the
    // batch moves each of them (the cost of a move is per row moved, like a trigger's).
    const movingMs: number[] = [];
    for (let i = 0; i < Math.min(ROUNDS, 100); i++) {
      clock.advance(1000);
      await ds.query(
        `UPDATE resting_orders SET trail_best = 99, trigger_price = 99 * 0.95
          WHERE id IN (SELECT id FROM resting_orders WHERE kind = 'trailing_stop' AND side = 'sell' ORDER BY id LIMIT 1000)`,
      );
      await stamp();
      const t = process.hrtime.bigint();
      await engine.afterTicks(symbols);
      movingMs.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    const moving = stats(movingMs);
    const [{ moved }] = await ds.query(`SELECT count(*)::int AS moved FROM resting_orders WHERE kind = 'trailing_stop'`);
    const reachedNow = (await ds.query(REACHED_SQL, [symbols])).length;
    const [{ filled }] = await ds.query(`SELECT count(*)::int AS filled FROM order_outcomes`);
    if (process.argv.includes('--explain')) {
      for (const sql of [MOVE_TRAILS_SQL, REACHED_SQL]) {
        const plan = await ds.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql}`, [symbols]);
        console.log(plan.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
      }
    }

    const row = (name: string, s: ReturnType<typeof stats>) =>
      `| ${name} | ${s.mean.toFixed(2)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${(s.mean / none.mean).toFixed(2)} |`;
    console.log(
      [
        `Trading engine per tick batch (${symbols.length} symbols), ${ROUNDS} batches each, PostgreSQL ${server}`,
        '',
        '| resting in the book | mean ms | p50 ms | p99 ms | × none resting |',
        '|---|---|---|---|---|',
        row('none', none),
        row(`${(RESTING / 10).toLocaleString('en')} stops and trailing stops, none reached`, tenth),
        row(`${RESTING.toLocaleString('en')} stops and trailing stops, none reached`, full),
        row(`${RESTING.toLocaleString('en')} resting, 1,000 trailing stops moved per batch`, moving),
        '',
        `trailing stops in the book: ${moved}; rows the last batch reached (must be 0): ${reachedNow}; fills (must be 0): ${filled}`,
      ].join('\n'),
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
