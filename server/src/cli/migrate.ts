import 'reflect-metadata';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';

// Runs pending migrations (connectDatabase applies them) and stops.
async function main() {
  const db = await connectDatabase(loadConfig());
  const applied = await db.ds.query('SELECT name FROM migrations ORDER BY id');
  process.stdout.write(`database is at ${applied.length} migration(s): ${applied.map((m: { name: string }) => m.name).join(', ')}\n`);
  await db.close();
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
