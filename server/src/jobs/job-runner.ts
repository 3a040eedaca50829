import PgBoss from 'pg-boss';
import type { Services } from '../services';
import { logger } from '../shared/logger';

/**
 * Scheduled and retried work on a real queue in PostgreSQL (pg-boss), so a restart forgets nothing.
 * Later issues register draws, accruals, stop-outs and end-of-day work here.
 */
export async function startJobRunner(
  databaseUrl: string,
  services: Services,
  opts: { minuteBarRetentionDays: number },
): Promise<{ stop(): Promise<void> }> {
  const boss = new PgBoss({ connectionString: databaseUrl, application_name: 'vela-jobs', max: 4 });
  // On Ctrl-C the terminal signals PostgreSQL too, which drops our connections first: say so in one line.
  boss.on('error', (err: Error & { code?: string }) => {
    if (err.code === '57P01') logger.warn('job queue: the database is shutting down');
    else logger.error({ code: err.code, message: err.message }, 'job queue error');
  });
  await boss.start();
  await boss.createQueue('purge-expired-sessions');
  await boss.schedule('purge-expired-sessions', '17 * * * *');
  await boss.work('purge-expired-sessions', async () => {
    const purged = await services.auth.purgeExpiredSessions();
    logger.info({ purged }, 'expired sessions purged');
  });
  await boss.createQueue('purge-minute-bars');
  await boss.schedule('purge-minute-bars', '41 * * * *');
  await boss.work('purge-minute-bars', async () => {
    const purged = await services.marketData.purgeOldMinuteBars(opts.minuteBarRetentionDays);
    logger.info({ purged }, 'minute bars past retention purged');
  });
  // Trading: the feed runs fills and stop-outs after every tick batch; this sweep catches whatever a
  // restart or a quiet feed missed, and applies the end-of-day rule on time.
  await boss.createQueue('trading-risk-sweep');
  await boss.schedule('trading-risk-sweep', '* * * * *');
  await boss.work('trading-risk-sweep', async () => {
    const filled = await services.trading.matchLimitOrders();
    const stopped = await services.trading.riskSweep();
    const endOfDay = await services.trading.endOfDay();
    if (filled + stopped + endOfDay > 0) logger.info({ filled, stopped, endOfDay }, 'trading sweep');
  });
  logger.info('job runner started');
  return { stop: () => boss.stop({ graceful: true, timeout: 10_000 }) };
}
