import 'reflect-metadata';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { createServices } from '../app/compose';
import { loadConfig } from '../config';
import { connectDatabase } from '../db/connect';
import { buildVelaSchema } from '../graphql/build-schema';
import { Role, User } from '../modules/auth/user.entity';
import { systemClock } from '../shared/clock';
import { DomainError } from '../shared/domain-error';

// Registered client apps from the command line (the ops console does the same; both are audited as the
// named ops user):
//   npm run client-app -- register --ops +34600000002 --name "Vela CLI" --owner "Vela" --scopes read,trade
//   npm run client-app -- manifest --ops +34600000002 --app "Vela CLI" --file examples/cli/persisted-documents.json
//   npm run client-app -- list
const USAGE = `usage:
  npm run client-app -- register --ops <ops phone> --name <name> --owner <owner> --scopes read[,trade]
  npm run client-app -- manifest --ops <ops phone> --app <name or id> --file <persisted-documents.json>
  npm run client-app -- list
`;

async function main() {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      ops: { type: 'string' },
      name: { type: 'string' },
      owner: { type: 'string' },
      scopes: { type: 'string' },
      app: { type: 'string' },
      file: { type: 'string' },
    },
  });
  const command = positionals[0];
  if (!['register', 'manifest', 'list'].includes(command ?? '')) {
    process.stderr.write(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  const db = await connectDatabase(config);
  const services = createServices({ ds: db.ds, config, clock: systemClock, bus: null });
  try {
    if (command === 'list') {
      for (const { app, manifests } of await services.clientApps.listWithManifests()) {
        process.stdout.write(
          `${app.id}  ${app.name}  (${app.owner})  scopes: ${app.allowedScopes.join(',')}  manifests: ${manifests.map((m) => `v${m.version}:${m.documentCount}`).join(' ') || 'none'}\n`,
        );
      }
      return;
    }
    const actor = values.ops ? await db.ds.getRepository(User).findOne({ where: { phone: values.ops, role: Role.OPS } }) : null;
    if (!actor) {
      process.stderr.write('refused: --ops must name an ops user by phone (the audit log records who did it)\n');
      process.exitCode = 1;
      return;
    }
    if (command === 'register') {
      const app = await services.clientApps.register(
        actor,
        { name: values.name ?? '', owner: values.owner ?? '', allowedScopes: (values.scopes ?? '').split(',').filter(Boolean) },
        { ip: null },
      );
      process.stdout.write(`client app registered: ${app.name} (${app.id})\n`);
      return;
    }
    const app = values.app ? ((await services.clientApps.find(values.app)) ?? (await services.clientApps.findByName(values.app))) : null;
    if (!app || !values.file) {
      process.stderr.write(`refused: ${app ? '--file is required' : 'CLIENT_APP_NOT_FOUND'}\n`);
      process.exitCode = 1;
      return;
    }
    const manifest = await services.clientApps.uploadManifest(
      actor,
      app.id,
      fs.readFileSync(values.file, 'utf8'),
      await buildVelaSchema(),
      { ip: null },
    );
    process.stdout.write(`manifest v${manifest.version} of ${app.name}: ${manifest.documentCount} documents\n`);
  } catch (err) {
    if (err instanceof DomainError) {
      process.stderr.write(`refused: ${err.code}${err.details ? ` ${JSON.stringify(err.details)}` : ''}\n`);
      process.exitCode = 1;
    } else throw err;
  } finally {
    await services.close();
    await db.close();
  }
}
main().catch((err) => {
  console.error(err);
  process.exit(1);
});
