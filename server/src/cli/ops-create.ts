import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { ownerRoleGranter } from '../db/user-roles';
import { createServices } from '../app/compose';
import { systemClock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';

// npm run ops:create -- --phone +34612000009 --password 'a long secret'
async function main() {
  const { values } = parseArgs({ options: { phone: { type: 'string' }, password: { type: 'string' } } });
  if (!values.phone || !values.password) {
    process.stderr.write('usage: npm run ops:create -- --phone +34612000009 --password <at least 6 characters>\n');
    process.exit(2);
  }
  const config = loadConfig();
  const db = await connectDatabase(config);
  const services = createServices({ ds: db.ds, config, clock: systemClock, bus: null });
  try {
    const user = await services.auth.createOpsUser(values.phone, values.password, 'cli', ownerRoleGranter(db.ownerUrl));
    process.stdout.write(`ops user created: ${user.phone} (${user.id})\n`);
  } catch (err) {
    if (err instanceof DomainError) {
      process.stderr.write(`refused: ${err.code}\n`);
      process.exitCode = 1;
    } else throw err;
  } finally {
    // Modules may hold connections of their own (with REDIS_URL, the quote bus): close them, or the
    // command never exits.
    await services.close();
    await db.close();
  }
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
