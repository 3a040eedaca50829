import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { jobs as allJobs, queues as allQueues, workerModules } from '../app/compose';
import type { JobQueue } from '../app/module';
import { modules } from '../app/modules';
import type { Services } from '../app/registry';
import { logger } from '../shared/logger';

export interface JobRunnerOptions {
  /** Runs only these modules' schedules, queues and workers (tests start one module's); default: every module's. */
  modules?: readonly string[];
  /** Runs the schedules (default true; a test working a queue leaves other modules' schedules off). */
  schedules?: boolean;
}

/**
 * Scheduled and retried work on a real queue in PostgreSQL (pg-boss), so a restart forgets nothing.
 * The jobs are the modules' (`jobs` in each module declaration); pg-boss runs each schedule once
 * across every job process. On-demand queues (`queues`) are worked here too, each job failing or
 * completing alone so pg-boss retries only the failed ones.
 */
export async function startJobRunner(
  databaseUrl: string,
  services: Services,
  opts: JobRunnerOptions = {},
): Promise<{ stop(): Promise<void>; queue: JobQueue }> {
  const boss = new PgBoss({ connectionString: databaseUrl, application_name: 'vela-jobs', max: 4 });
  // On Ctrl-C the terminal signals PostgreSQL too, which drops our connections first: say so in one line.
  boss.on('error', (err: Error & { code?: string }) => {
    if (err.code === '57P01') logger.warn('job queue: the database is shutting down');
    else logger.error({ code: err.code, message: err.message }, 'job queue error');
  });
  await boss.start();
  const wanted = (name: string) => !opts.modules || opts.modules.includes(name);
  const ownJobs = new Set(modules.filter((m) => wanted(m.name)).flatMap((m) => (m.jobs ?? []).map((j) => j.name)));
  const ownQueues = new Set(modules.filter((m) => wanted(m.name)).flatMap((m) => (m.queues ?? []).map((q) => q.name)));
  const jobs = opts.schedules === false ? [] : allJobs.filter((j) => ownJobs.has(j.name));
  for (const job of jobs) {
    await boss.createQueue(job.name);
    await boss.schedule(job.name, job.cron);
    await boss.work(job.name, async () => {
      await job.run(services);
    });
  }
  const workerIds = new Map<string, string>();
  const queues = allQueues.filter((q) => ownQueues.has(q.name));
  for (const q of queues) {
    await boss.createQueue(q.name);
    const id = await boss.work<Record<string, unknown>>(
      q.name,
      { batchSize: q.batchSize, pollingIntervalSeconds: q.pollingIntervalSeconds },
      async (batch) => {
        const failed: string[] = [];
        await Promise.all(
          batch.map(async (job) => {
            try {
              await q.work(services, job.data ?? {});
            } catch (err) {
              failed.push(job.id);
              logger.warn({ queue: q.name, jobId: job.id, message: (err as Error).message }, 'job failed; pg-boss retries it');
            }
          }),
        );
        // Failed alone; pg-boss then completes the rest of the batch (only jobs still active).
        if (failed.length > 0) await boss.fail(q.name, failed);
      },
    );
    workerIds.set(q.name, id);
  }
  const queue: JobQueue = {
    async send(em: EntityManager | null, name, items, policy) {
      if (items.length === 0) return;
      const db = em ? { db: { executeSql: async (text: string, values: unknown[]) => ({ rows: await em.query(text, values) }) } } : {};
      await boss.insert(
        items.map((data) => ({
          name,
          data,
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          retryBackoff: policy.retryBackoff,
          expireInSeconds: policy.expireInSeconds,
        })),
        db as never,
      );
    },
    wake(name) {
      const id = workerIds.get(name);
      if (id) boss.notifyWorker(id);
    },
  };
  const stops: Array<() => Promise<void>> = [];
  for (const m of workerModules.filter((x) => wanted(x.name))) {
    const stop = await m.startWorkers?.({ services, queue, databaseUrl });
    if (stop) stops.push(stop);
  }
  logger.info({ jobs: jobs.map((j) => j.name), queues: queues.map((q) => q.name) }, 'job runner started');
  return {
    queue,
    async stop() {
      for (const stop of stops.reverse()) await stop().catch((err) => logger.warn({ err }, 'worker stop failed'));
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
