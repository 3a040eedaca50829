import { DataSource, type Logger } from 'typeorm';
import { entities, migrations } from '../app/compose';
import { logger } from '../shared/logger';
import { preparePool } from './prepared';

export function createDataSource(url: string, opts: { applicationName?: string; poolSize?: number; logger?: Logger } = {}): DataSource {
  return new DataSource({
    type: 'postgres',
    url,
    entities,
    migrations,
    synchronize: false,
    migrationsRun: false,
    logging: opts.logger ? ['query'] : false,
    logger: opts.logger,
    extra: {
      max: opts.poolSize ?? 20,
      application_name: opts.applicationName ?? 'vela',
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      // A connection killed by the server can emit a second 'error' after TypeORM has already released
      // it and dropped its listener; with no listener left Node would crash the process. Every client
      // keeps this one; the pool and TypeORM still see and handle the failure through their own.
      onConnect: (client: { on(event: 'error', listener: (err: Error) => void): void; query(...args: unknown[]): unknown }) => {
        client.on('error', (err) => logger.debug({ err }, 'database connection failed'));
        preparePool(client);
      },
    },
  });
}
