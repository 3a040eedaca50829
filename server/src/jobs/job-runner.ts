import PgBoss from 'pg-boss';
import { jobs } from '../app/compose';
import type { Services } from '../app/registry';
import { logger } from '../shared/logger';

/**
 * Scheduled and retried work on a real queue in PostgreSQL (pg-boss), so a restart forgets nothing.
 * The jobs are the modules' (`jobs` in each module declaration); pg-boss runs each schedule once
 * across every job process.
 */
export async function startJobRunner(databaseUrl: string, services: Services): Promise<{ stop(): Promise<void> }> {
  const boss = new PgBoss({ connectionString: databaseUrl, application_name: 'vela-jobs', max: 4 });
  // On Ctrl-C the terminal signals PostgreSQL too, which drops our connections first: say so in one line.
  boss.on('error', (err: Error & { code?: string }) => {
    if (err.code === '57P01') logger.warn('job queue: the database is shutting down');
    else logger.error({ code: err.code, message: err.message }, 'job queue error');
  });
  await boss.start();
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      await job.run(services);
    });
  }
  logger.info({ jobs: jobs.map((j) => j.name) }, 'job runner started');
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
