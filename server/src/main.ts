import 'reflect-metadata';
import Redis from 'ioredis';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { buildVelaSchema } from './graphql/build-schema';
import { createEventBus } from './graphql/pubsub';
import { startApiServer } from './http/api-server';
import { startJobRunner } from './jobs/job-runner';
import { ownerRoleGranter } from './db/user-roles';
import { seedDemo } from './seed/demo';
import { startupBanner } from './startup-banner';
import { createServices } from './app/compose';
import { AdjustableClock, startedClock, systemClock } from './shared/clock';
import { logger } from './shared/logger';

// Starts what the settings ask for: api, feed, jobs (all three by default, in one process).
async function main(): Promise<void> {
  const config = loadConfig();
  logger.level = config.logLevel;
  const started = config.clockStart ? startedClock(config.clockStart, config.clockRate) : systemClock;
  const clock = config.testClock ? new AdjustableClock(started) : started;
  if (config.clockStart)
    logger.warn(
      { clockStart: config.clockStart.toISOString(), clockRate: config.clockRate, testClock: config.testClock },
      'CLOCK_START: this process runs on a shifted clock',
    );
  const db = await connectDatabase(config);
  const redis = config.redisUrl ? new Redis(config.redisUrl, { maxRetriesPerRequest: 3 }) : undefined;
  const bus = createEventBus(config.redisUrl);
  const services = createServices({ ds: db.ds, config, clock, redis, bus: bus.pubSub });
  if (config.seedDemo && config.mode === 'production') logger.warn('SEED_DEMO=force: seeding the demo accounts in production');
  const seeded = config.seedDemo ? await seedDemo(db.ds, services, ownerRoleGranter(db.ownerUrl)) : false;

  const stops: Array<() => Promise<void>> = [];
  let apiUrl: string | null = null;
  if (config.roles.includes('api')) {
    const api = await startApiServer({ config, schema: await buildVelaSchema(bus.pubSub), services });
    apiUrl = api.url;
    stops.push(() => api.close());
  }
  if (config.roles.includes('jobs')) {
    const jobs = await startJobRunner(db.url, services);
    stops.push(() => jobs.stop());
  }
  if (config.roles.includes('feed')) {
    const feed = await services.feeds.create({ progress: true });
    // Leadership, backfill and the tick stream run in the background; the API is up meanwhile.
    void feed.start().catch((err) => logger.error({ err }, 'feed failed'));
    stops.push(() => feed.stop());
  }

  if (apiUrl) process.stdout.write(startupBanner(config, { apiUrl, seeded, embedded: db.embedded !== null }));
  // One line that says this process is up (the multi-process test waits for it).
  logger.info({ roles: config.roles, pid: process.pid }, 'vela process started');

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'stopping');
    for (const stop of stops.reverse()) await stop().catch((err) => logger.error({ err }, 'stop failed'));
    await bus.close();
    await services.close();
    redis?.disconnect();
    await db.close().catch((err) => logger.error({ err }, 'database close failed'));
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  logger.fatal({ err }, 'Vela failed to start');
  process.exit(1);
});
