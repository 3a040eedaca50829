import { DataSource, type EntityManager, type Logger } from 'typeorm';
import { migrations } from '../../../migrations';
import { logger } from '../shared/logger';
import { AuditEntry } from '../modules/audit/audit-entry.entity';
import { InviteCode } from '../modules/auth/invite-code.entity';
import { Session } from '../modules/auth/session.entity';
import { User } from '../modules/auth/user.entity';
import { BankCard, CryptoAddress, Deposit, Withdrawal } from '../modules/funding/funding.entities';
import { FxTransfer } from '../modules/fx/fx.entities';
import { Instrument, MarketIndexDef, SearchHistoryRow, WatchlistEntry } from '../modules/market-data/instrument.entity';

export const entities = [
  User,
  Session,
  InviteCode,
  AuditEntry,
  Deposit,
  Withdrawal,
  BankCard,
  CryptoAddress,
  FxTransfer,
  Instrument,
  MarketIndexDef,
  WatchlistEntry,
  SearchHistoryRow,
];

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
      onConnect: (client: { on(event: 'error', listener: (err: Error) => void): void }) => {
        client.on('error', (err) => logger.debug({ err }, 'database connection failed'));
      },
    },
  });
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock

/**
 * Runs work in one transaction, retrying serialization failures and deadlocks a few times.
 * Keep the work short: locks are held only inside it, never across a round trip elsewhere.
 */
export async function inTransaction<T>(
  ds: DataSource,
  work: (em: EntityManager) => Promise<T>,
  isolation: 'READ COMMITTED' | 'REPEATABLE READ' | 'SERIALIZABLE' = 'READ COMMITTED',
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      // READ COMMITTED is the server's default: asking for it again would cost a round trip per transaction.
      return await (isolation === 'READ COMMITTED' ? ds.transaction(work) : ds.transaction(isolation, work));
    } catch (err) {
      const code = (err as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (err as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= 8) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 20 * attempt));
    }
  }
}
