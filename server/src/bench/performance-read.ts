import { performance as perfClock } from 'node:perf_hooks';
import { type PerformanceQuery } from '../modules/performance/performance.service';
import { arg, stats, withBenchApp } from './bench-app';

/**
 * Issue 37: reading a user's performance for an account with 5 years of daily valuations (EUR and USD, so
 * 3,652 rows) and 2,000 trades (1,990 closed, 10 open), among other users' history, on one database. The
 * figure is the read of each period against the one-week read in the same process (ratios, not seconds,
 * compare across machines), and the SQL statements each read sends. Usage:
 *   npm run bench:performance [-- --others 300 --runs 30]
 * Uses DATABASE_URL's server when set (a throwaway database is created on it), else an embedded one.
 */

const OTHERS = arg('others', 300);
const RUNS = arg('runs', 30);
const DAYS = 5 * 365 + 1;

async function main(): Promise<void> {
  await withBenchApp(54398, async ({ ds, services, clock, userId, symbols }) => {
    // History up to yesterday: today is not over, so the read finds nothing to catch up.
    const yesterday = new Date(clock.now().getTime() - 86_400_000).toISOString().slice(0, 10);
    // The synthetic history is inserted directly (its guards off in this throwaway database).
    const qr = ds.createQueryRunner();
    await qr.connect();
    await qr.query('SET session_replication_role = replica');
    await qr.query(
      `INSERT INTO users (phone, password_hash, invite_code)
       SELECT '+3471' || lpad(i::text, 9, '0'), 'x', 'P' || i FROM generate_series(1, $1::int) i`,
      [OTHERS],
    );
    await qr.query(
      `INSERT INTO portfolio_valuation_days (day, rates, rates_at, rates_simulated, valued_at)
       SELECT d::date, jsonb_build_object('EURUSD', (1.05 + 0.1 * sin(i / 50.0))::numeric(20, 6)::text, 'USDTWD', '32.000000'),
              d, true, d + interval '1 day'
       FROM generate_series(1, $1::int) i, LATERAL (SELECT ($2::date - ($1::int - i))::timestamptz AS d) x`,
      [DAYS, yesterday],
    );
    // Every user (the bench user and the others): EUR and USD each day, a slow random walk with deposits.
    await qr.query(
      `INSERT INTO portfolio_valuations (user_id, day, currency, claims, unrealised, value, flow, realised, dividends, interest,
                                         charges, taxes, exchange, other, positions, simulated)
       SELECT u.id, d.day, c.cur, v.claims, v.unrealised, v.claims + v.unrealised,
              CASE WHEN extract(day FROM d.day) = 1 THEN 500 ELSE 0 END, v.realised, 0, 0, -1.5, -0.4, 0, 0, 3, true
       FROM users u CROSS JOIN portfolio_valuation_days d CROSS JOIN (VALUES ('EUR'), ('USD')) c(cur),
            LATERAL (SELECT (10000 + 40 * (d.day - date '2020-01-01') / 10.0)::numeric(24, 4) AS claims,
                            (200 * sin((d.day - date '2020-01-01') / 17.0 + length(u.phone)))::numeric(24, 4) AS unrealised,
                            (10 * cos((d.day - date '2020-01-01') / 7.0))::numeric(24, 4) AS realised) v
       WHERE u.id = $1 OR u.phone LIKE '+3471%'`,
      [userId],
    );
    // 2,000 trades of the bench user over the five years: 1,990 closed, the last 10 open.
    await qr.query(
      `INSERT INTO positions (id, trade_no, user_id, order_id, symbol, market, direction, shares, leverage, quote_currency,
                              settlement_currency, entry_price, entry_quote_at, entry_bid, entry_ask, entry_quote_source, entry_simulated,
                              margin_quote, margin, open_charges, open_charges_total, trade_date, entry_id, opened_at)
       SELECT gen_random_uuid(), 'BT' || i, $1, gen_random_uuid(), s.symbol, i2.market, 'long', 10, 1, i2.currency, i2.currency,
              i2.reference_close, t, i2.reference_close, i2.reference_close, 'simulated', true,
              i2.reference_close * 10, i2.reference_close * 10, '[]', 0, t::date, 1, t
       FROM generate_series(1, 2000) i,
            LATERAL (SELECT ($2::timestamptz - ((2000 - i) * interval '21 hours')) AS t) tt,
            LATERAL (SELECT ($3::text[])[1 + (i % array_length($3::text[], 1))] AS symbol) s
            JOIN instruments i2 ON i2.symbol = s.symbol`,
      [userId, clock.now(), symbols.filter((s) => !s.startsWith('IDX:'))],
    );
    await qr.query(
      `INSERT INTO position_closes (position_id, user_id, selling_type, exit_price, exit_quote_at, exit_bid, exit_ask, exit_quote_source,
                                    exit_simulated, gross_pnl_quote, close_charges, close_charges_total, proceeds, loss_absorbed,
                                    net_profit, trade_date, entry_id, closed_at)
       SELECT p.id, p.user_id, 'manual', p.entry_price, p.opened_at + interval '1 hour', p.entry_price, p.entry_price, 'simulated', true,
              0, '[]', 0, p.margin, 0, 0, p.trade_date, 1, p.opened_at + interval '1 hour'
       FROM positions p WHERE p.user_id = $1 AND p.trade_no NOT IN (SELECT 'BT' || i FROM generate_series(1991, 2000) i)`,
      [userId],
    );
    await qr.query('SET session_replication_role = origin');
    await qr.release();
    for (const t of ['users', 'portfolio_valuation_days', 'portfolio_valuations', 'positions', 'position_closes'])
      await ds.query(`ANALYZE ${t}`);
    const [{ n }]: Array<{ n: number }> = await ds.query(`SELECT count(*)::int AS n FROM portfolio_valuations`);
    console.log(`history: ${n.toLocaleString('en')} valuation rows (${OTHERS + 1} users × ${DAYS} days × 2 currencies)`);

    // The read the API makes, and the statements it sends (the data source's query count).
    const statements = { n: 0 };
    const original = ds.query.bind(ds);
    (ds as { query: typeof ds.query }).query = ((...a: Parameters<typeof ds.query>) => {
      statements.n++;
      return original(...a);
    }) as typeof ds.query;
    const read = async (q: PerformanceQuery) => {
      const before = statements.n;
      const t0 = perfClock.now();
      const r = await services.performance.performance(userId, q);
      return { ms: perfClock.now() - t0, statements: statements.n - before, points: r.report?.points.length ?? 0 };
    };
    const cases: Array<[string, PerformanceQuery]> = [
      ['1W', { period: '1W', benchmark: null, currency: 'EUR', lang: 'en' }],
      ['1M', { period: '1M', benchmark: null, currency: 'EUR', lang: 'en' }],
      ['1Y', { period: '1Y', benchmark: 'SP500', currency: 'EUR', lang: 'en' }],
      ['ALL (5 years)', { period: 'ALL', benchmark: 'SP500', currency: 'EUR', lang: 'en' }],
      ['ALL (5 years), in USD', { period: 'ALL', benchmark: 'IBEX35', currency: 'USD', lang: 'en' }],
    ];
    for (const [, q] of cases) await read(q); // warm up (plans, JIT)
    const results: Array<{ name: string; p50: number; mean: number; statements: number; points: number }> = [];
    for (const [name, q] of cases) {
      const ms: number[] = [];
      let last = { statements: 0, points: 0 };
      for (let i = 0; i < RUNS; i++) {
        const r = await read(q);
        ms.push(r.ms);
        last = r;
      }
      const s = stats(ms);
      results.push({ name, p50: s.p50, mean: s.mean, statements: last.statements, points: last.points });
    }
    const base = results[0].p50;
    console.log('\n| period | points | SQL statements | p50 ms | mean ms | × 1W |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const r of results) {
      console.log(
        `| ${r.name} | ${r.points} | ${r.statements} | ${r.p50.toFixed(1)} | ${r.mean.toFixed(1)} | ${(r.p50 / base).toFixed(2)} |`,
      );
    }
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
