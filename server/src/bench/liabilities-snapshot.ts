import { arg, withBenchApp } from './bench-app';

/**
 * Issue 38: the time of a proof-of-liabilities snapshot (the one consistent read, the trees, the writes)
 * for a synthetic ledger of N customers with EUR and USD cash, at 10,000, 100,000 and 1,000,000 accounts
 * (`--max 1000000`), in one process on one database: the growth from one size to the next is the figure
 * (ratios, not seconds, are comparable across machines). Each size also times a user's proof (the tree
 * rebuilt from the stored leaves, then the path), and the read alone as a baseline. Usage:
 *   npm run bench:liabilities [-- --max 1000000]
 * Uses DATABASE_URL's server when set (a throwaway database is created on it), else an embedded one.
 */

const MAX = arg('max', 1_000_000);

async function main(): Promise<void> {
  await withBenchApp(54399, async ({ ds, services, clock }) => {
    const rows: string[] = [];
    let made = 0;
    let day = 1;
    for (const n of [10_000, 100_000, 1_000_000].filter((x) => x <= MAX)) {
      // Customers with EUR and USD cash, inserted as a synthetic ledger (its guards off in this throwaway database).
      const qr = ds.createQueryRunner();
      await qr.connect();
      await qr.query('SET session_replication_role = replica');
      await qr.query(
        `INSERT INTO users (phone, password_hash, invite_code)
         SELECT '+3470' || lpad(i::text, 9, '0'), 'x', 'B' || i FROM generate_series($1::int + 1, $2::int) i`,
        [made, n],
      );
      await qr.query(
        `INSERT INTO ledger_accounts (owner_id, currency, kind, balance)
         SELECT u.id, c.cur, 'user_available', ((abs(hashtext(u.phone || c.cur)) % 10000000) / 100.0)::numeric(24, 2)
         FROM users u CROSS JOIN (VALUES ('EUR'), ('USD')) c(cur)
         WHERE u.phone LIKE '+3470%' AND NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.owner_id = u.id)`,
      );
      await qr.query('SET session_replication_role = origin');
      await qr.release();
      await ds.query('ANALYZE users');
      await ds.query('ANALYZE ledger_accounts');
      made = n;

      const t0 = process.hrtime.bigint();
      await ds.query(`SELECT owner_id, currency, balance FROM ledger_accounts WHERE kind = 'user_available'`);
      const readMs = Number(process.hrtime.bigint() - t0) / 1e6;

      const date = `2027-01-${String(day++).padStart(2, '0')}`;
      const t1 = process.hrtime.bigint();
      const taken = await services.liabilities.take(date);
      const takeMs = Number(process.hrtime.bigint() - t1) / 1e6;

      const [someone]: Array<{ id: string }> = await ds.query(`SELECT id FROM users WHERE phone = '+3470000000001'`);
      const t2 = process.hrtime.bigint();
      await services.liabilities.proof(someone.id, date, 'EUR');
      const firstProofMs = Number(process.hrtime.bigint() - t2) / 1e6;
      const t3 = process.hrtime.bigint();
      await services.liabilities.proof(someone.id, date, 'EUR');
      const cachedProofMs = Number(process.hrtime.bigint() - t3) / 1e6;

      const eur = taken.roots.find((r) => r.currency === 'EUR');
      rows.push(
        `| ${n.toLocaleString('en')} | ${eur?.paddedSize.toLocaleString('en')} | ${(readMs / 1000).toFixed(2)} | ${(takeMs / 1000).toFixed(1)} | ${(takeMs / readMs).toFixed(0)} | ${(firstProofMs / 1000).toFixed(1)} | ${cachedProofMs.toFixed(1)} | ${Math.round(process.memoryUsage().rss / 1e6)} |`,
      );
      console.log(rows[rows.length - 1]);
      clock.advance(86_400_000);
    }
    console.log(
      '\n| accounts | EUR tree leaves | read alone s | snapshot s (2 currencies) | snapshot / read | first proof s (tree rebuilt) | next proof ms | RSS MB |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const r of rows) console.log(r);
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
