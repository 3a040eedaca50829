import { arg, stats, withBenchApp } from './bench-app';
import { PROBE } from '../modules/price-alerts/price-alerts.service';

/**
 * Issue 31: what judging price alerts costs a batch of ticks, with no alert set and with 10,000 resting
 * alerts the ticks do not cross (above/below far from the price, day moves beyond any, 52-week extremes
 * with no history), in the same process on the same database: the ratio is what counts. A third
 * figure: the same 10,000 resting plus 10 the batch fires (the cost follows the alerts fired). Usage:
 *   npm run bench:alerts [-- --rounds 300 --alerts 10000]
 * Uses DATABASE_URL's server when set (a throwaway database is created on it), else an embedded one.
 */

const ROUNDS = arg('rounds', 300);
const RESTING = arg('alerts', 10_000);
// 5: every condition; 3: above, below and day move only (no 52-week extremes).

async function main(): Promise<void> {
  await withBenchApp(54398, async ({ ds, services, config, clock, userId, symbols, server }) => {
    const user = { id: userId };
    const stamp = async () =>
      ds.query(
        `INSERT INTO quotes (symbol, price, bid, ask, open, high, low, prev_close, volume, trade_date, at, source, simulated)
         SELECT s, 100, 100, 100.01, 100, 100, 100, 100, 0, $2::date, $3, 'bench', true FROM unnest($1::varchar[]) s
         ON CONFLICT (symbol) DO UPDATE SET price = 100, at = $3`,
        [symbols, clock.now().toISOString().slice(0, 10), clock.now()],
      );
    await stamp();
    const measure = async () => {
      const ms: number[] = [];
      for (let i = 0; i < ROUNDS; i++) {
        clock.advance(1000);
        await stamp();
        const t = process.hrtime.bigint();
        await services.priceAlerts.evaluate(symbols);
        ms.push(Number(process.hrtime.bigint() - t) / 1e6);
      }
      return stats(ms);
    };
    // Warm-up (plans, pool), then the baseline.
    await measure();
    const none = await measure();

    // 10,000 resting alerts spread over the symbols and conditions, none crossed by a price of 100.
    const addResting = (count: number) =>
      ds.query(
        `INSERT INTO price_alerts (user_id, symbol, condition, value, repeat, cooldown_minutes, status, rest_until, created_at, updated_at)
       SELECT $1, ($2::varchar[])[1 + i % cardinality($2::varchar[])],
              (ARRAY['above', 'below', 'day_move_pct', 'high_52w', 'low_52w'])[1 + i % $5::int],
              CASE i % $5::int WHEN 0 THEN 150 + (i % 1000) / 10.0 WHEN 1 THEN 50 - (i % 400) / 10.0 WHEN 2 THEN 20 + (i % 800) / 10.0 ELSE NULL END,
              i % 2 = 0, CASE WHEN i % 2 = 0 THEN 60 ELSE 0 END, 'active', $3, $3, $3
       FROM generate_series(1, $4::int) i`,
        [user.id, symbols, clock.now(), count, arg('conditions', 5)],
      );
    await addResting(RESTING);
    await ds.query('ANALYZE price_alerts');
    const resting = await measure();
    if (process.argv.includes('--explain')) {
      const plan = await ds.query(`EXPLAIN ANALYZE ${PROBE}`, [symbols, clock.now(), config.quoteMaxAgeSeconds]);
      console.log(plan.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n'));
    }

    // Ten times as many resting: an index probe per symbol and condition grows with the log of the count.
    await addResting(RESTING * 9);
    await ds.query('ANALYZE price_alerts');
    const resting10x = await measure();

    // Plus 10 alerts each batch fires (repeating, re-armed for the next round by a 1-minute cool-down
    // that the rounds' 60 s steps outlast).
    await ds.query(
      `INSERT INTO price_alerts (user_id, symbol, condition, value, repeat, cooldown_minutes, status, rest_until, created_at, updated_at)
       SELECT $1, ($2::varchar[])[1 + i], 'above', 99, true, 1, 'active', $3, $3, $3 FROM generate_series(0, 9) i`,
      [user.id, symbols, clock.now()],
    );
    const firingMs: number[] = [];
    for (let i = 0; i < Math.min(ROUNDS, 100); i++) {
      clock.advance(60_000);
      await stamp();
      const t = process.hrtime.bigint();
      const fired = await services.priceAlerts.evaluate(symbols);
      firingMs.push(Number(process.hrtime.bigint() - t) / 1e6);
      if (fired !== 10) throw new Error(`expected 10 alerts to fire, ${fired} did`);
    }
    const firing = stats(firingMs);
    const [{ notes }] = await ds.query(`SELECT count(*)::int AS notes FROM notifications WHERE kind = 'PRICE_ALERT'`);

    const row = (name: string, s: ReturnType<typeof stats>) =>
      `| ${name} | ${s.mean.toFixed(2)} | ${s.p50.toFixed(2)} | ${s.p99.toFixed(2)} | ${(s.mean / none.mean).toFixed(2)} |`;
    console.log(
      [
        `Price-alert evaluation per tick batch (${symbols.length} symbols), ${ROUNDS} batches each, PostgreSQL ${server}`,
        '',
        '| alerts set | mean ms | p50 ms | p99 ms | × no alerts |',
        '|---|---|---|---|---|',
        row('none', none),
        row(`${RESTING.toLocaleString('en')} resting, none crossed`, resting),
        row(`${(RESTING * 10).toLocaleString('en')} resting, none crossed`, resting10x),
        row(`${(RESTING * 10).toLocaleString('en')} resting + 10 fired per batch`, firing),
        '',
        `notifications written by the firing rounds: ${notes} (10 per batch)`,
      ].join('\n'),
    );
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
