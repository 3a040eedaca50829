import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';
import type { GraphQLNamedType } from 'graphql';
import type Redis from 'ioredis';
import type { DataSource, EntityManager } from 'typeorm';
import type { Config } from '../config';
import type { Tx, UnitOfWork } from '../db/unit-of-work';
import type { EventBus } from '../graphql/pubsub';
import type { User } from '../modules/auth/user.entity';
import type { Clock } from '../shared/clock';
import type { LoaderRegistry, ServiceRegistry, Services } from './registry';

/** What the composition root builds before any module: the database, the settings, time, the unit of work. */
export interface PlatformDeps {
  ds: DataSource;
  config: Config;
  clock: Clock;
  redis?: Redis;
  /** Where outbox events are published after commit; null in processes that serve no subscriptions. */
  bus: EventBus['pubSub'] | null;
  uow: UnitOfWork;
  /** Test and benchmark seams: replacements a module may take instead of building its own. */
  overrides: Partial<ServiceRegistry>;
  /** What the composition root derives from every module, for the platform modules that run it. */
  hooks: PlatformHooks;
}

export interface PlatformHooks {
  /** Every module's ledger checks (the ledger runs them in its one snapshot). */
  ledgerChecks: readonly LedgerCheck[];
  /** Every review kind by name (ready once all services are built). */
  reviewKinds(): Map<string, ReviewKind>;
  /** Every module's tick hook (the feed calls it after each batch, knowing nothing of what runs). */
  afterTicks(symbols: readonly string[]): Promise<void>;
}

/** A module's factory sees the platform and the services of the modules listed before it. */
export type ModuleDeps = PlatformDeps & ServiceRegistry;

/** Scheduled work on the pg-boss queue (exactly once per schedule across job processes). */
export interface JobDefinition {
  /** Queue name, e.g. `trading-risk-sweep`. */
  name: string;
  /** Cron expression (UTC). */
  cron: string;
  run(services: Services): Promise<void>;
}

/**
 * Work sent on demand rather than on a schedule: one pg-boss job per item, retried by pg-boss with the
 * policy it was sent with. A job process works up to `batchSize` at once; each job fails or completes
 * alone (a throw from `work` is a failure pg-boss retries).
 */
export interface QueueDefinition {
  /** Queue name, e.g. `push-deliver` (created by the owner at migration time, like the schedules'). */
  name: string;
  batchSize: number;
  /** How often an idle worker looks for jobs (seconds; a module's worker may also wake it). */
  pollingIntervalSeconds: number;
  work(services: Services, data: Readonly<Record<string, unknown>>): Promise<void>;
}

/** How a job process's modules send jobs to the queues (`em`: inside that transaction, so a job exists exactly when it commits). */
export interface JobQueue {
  send(
    em: EntityManager | null,
    name: string,
    items: ReadonlyArray<Record<string, unknown>>,
    policy: { retryLimit: number; retryDelaySeconds: number; retryBackoff: boolean; expireInSeconds: number },
  ): Promise<void>;
  /** Wakes the queue's idle workers in this process (new jobs were just sent). */
  wake(name: string): void;
}

/** One thing the ledger check found wrong (declared here, with the check's contract, below the ledger module). */
export interface LedgerProblem {
  /** The ledger's own (ACCOUNT_BALANCE, CURRENCY_TOTAL, ENTRY_UNBALANCED, NEGATIVE_USER_BALANCE, HOLDS_MISMATCH) or a module's. */
  kind: string;
  currency: string;
  detail: string;
  expected: string;
  actual: string;
}

/** One invariant the ledger check proves, read in the check's single snapshot. */
export interface LedgerCheck {
  name: string;
  run(em: EntityManager): Promise<LedgerProblem[]>;
}

/** What a module's HTTP routes see: the services, the settings and the session of a request. */
export interface HttpDeps {
  services: Services;
  config: Config;
  /** The signed-in user of the request's session cookie, or null. */
  currentUser(req: IncomingMessage): Promise<User | null>;
}

/**
 * Plain HTTP routes beside /graphql (uploads, public records), mounted by the API server after its own
 * (`/healthz`, `/docs/schema`) and before `/graphql`, in the order of the module list. Several modules may
 * mount under one path (each router passes on what it does not answer).
 */
export interface HttpRoutes {
  /** Where the router is mounted, e.g. `/uploads`. */
  path: string;
  router: RequestHandler;
}

/** The item a review kind locked, as the workflow needs to see it. */
export interface ReviewItem {
  id: string;
  /** The user the decision is about (their money lock is taken first). */
  userId: string;
  status: string;
  /** The amount at stake and its currency, for the maker-checker threshold (null: no amount). */
  amount: { value: string; currency: string } | null;
  /** What ops see in the inbox and the audit log. */
  summary: Record<string, unknown>;
}

export type ReviewDecision = 'approve' | 'refuse' | 'revoke';

/** What the workflow hands a kind when it applies a decision. */
export interface ReviewContext {
  tx: Tx;
  actor: { id: string; label: string };
  reasonCode: string | null;
  note: string | null;
  now: Date;
}

/**
 * A kind of item that waits for review (a deposit, a withdrawal, later real-name, loans, fund
 * purchases…). The one review workflow locks, guards, applies, audits and emits; the kind supplies
 * only what is its own: how to find and lock the item, and its ledger side and row update.
 */
export interface ReviewKind {
  /** e.g. `deposit`; also the audit log's target type. */
  kind: string;
  /** The status an item waits for review in. */
  pendingStatus: string;
  /** The user-facing event that carries status changes (e.g. DEPOSIT_UPDATED). */
  event: string;
  /** The code when the owner revokes an item no longer pending (default ALREADY_REVIEWED). */
  revokeNotPendingError?: string;
  /** Which decisions this kind supports and the status each leads to. */
  outcomes: Partial<Record<ReviewDecision, string>>;
  /** Reads the item without locking (to learn whose money lock to take first). */
  find(em: EntityManager, id: string): Promise<ReviewItem | null>;
  /** Locks the item's row for the rest of the transaction and reads it again. */
  lock(em: EntityManager, id: string): Promise<ReviewItem>;
  /** Applies a decision: the ledger side and the row update. Returns what the audit log shows after. */
  apply(decision: ReviewDecision, item: ReviewItem, c: ReviewContext): Promise<Record<string, unknown>>;
  /** Currencies whose balance event follows the decision. */
  balanceCurrencies?(item: ReviewItem): string[];
  /** Ops inbox: pending (or any status) items, newest first, as the kind's own GraphQL type; with `userId`, that user's only. */
  queue?(status: string, first: number, after: { at: Date; id: string } | null, userId?: string | null): Promise<ReviewQueueRow[]>;
}

export interface ReviewQueueRow {
  id: string;
  userId: string;
  status: string;
  orderNo: string | null;
  amount: string | null;
  currency: string | null;
  createdAt: Date;
  summary: string;
}

/** The user's switches and the centre's groups: what a notification is about. */
export type NotificationCategory = 'orders' | 'money' | 'offerings' | 'alerts' | 'news' | 'security' | 'support';

/** A param of a notification: ids, symbols, numbers, statuses, codes; never a sentence. */
export type NotificationParams = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** What a rule makes of an event worth telling the user about. */
export interface NotificationSpec {
  /** Stable UPPER_SNAKE name the client (and a push renderer) turns into text in the reader's language. */
  kind: string;
  category: NotificationCategory;
  /** What the text needs: ids, symbol, order number, status, reason code. Never free text. */
  params: NotificationParams;
  /** The app route (hash path plus query) the notification opens, or null. */
  link: string | null;
  /**
   * What makes it one notification (unique per user), e.g. `order:<id>:filled`; default: the outbox
   * event's own number. A change emitted twice with one key still notifies once.
   */
  key?: string;
}

/**
 * How a product raises notifications: for one of its outbox event types, what the event means to the
 * user, or null when that change is not worth a notification. The outbox writes the notification in the
 * transaction that appends the event, so every path that emits it notifies, and exactly once.
 */
export interface NotificationRule {
  event: string;
  notify(payload: Readonly<Record<string, unknown>>): NotificationSpec | null;
}

/**
 * How a domain plugs in. Each domain declares itself once in `<domain>.module.ts`; `app/modules.ts` is
 * the only list; the schema, error codes, review reasons, event types, entities, migrations, services, loaders, jobs,
 * review kinds, ledger checks, tick hooks, HTTP routes and start-up seeds are all derived from that list.
 */
export interface VelaModule {
  name: string;
  /** TypeORM entities. */
  entities?: ClassRef[];
  /** Migrations (files under /migrations); run in timestamp order across modules. */
  migrations?: ClassRef[];
  /** GraphQL resolvers (classes). */
  resolvers?: ClassRef[];
  /** GraphQL types that are part of the contract before a field reaches them (enums, scalars). */
  extraTypes?: GraphQLNamedType[];
  /** The module's error codes, merged into the one ErrorCode enum. */
  errors?: Record<string, string>;
  /** What each of those codes means (the errors file's `ErrorDescriptions`), shown in the schema. */
  errorDescriptions?: Record<string, string>;
  /**
   * The reasons the module's review kinds refuse with (beyond the common ones: NAME_MISMATCH,
   * LIMIT_EXCEEDED, SUSPECTED_FRAUD, DUPLICATE, OTHER), merged into the one ReviewReasonCode enum.
   */
  reviewReasons?: Record<string, string>;
  /** What each of those reasons means (a `ReviewReasonDescriptions`), shown in the schema. */
  reviewReasonDescriptions?: Record<string, string>;
  /** Outbox event types the module emits, merged into the AccountEventType enum. */
  events?: readonly string[];
  /** What each of those event types means, shown in the schema. */
  eventDescriptions?: Readonly<Record<string, string>>;
  /** Which of the outbox events become notifications in the user's notification centre (see `NotificationRule`). */
  notifications?: NotificationRule[];
  /** Builds the module's services from the platform and earlier modules' services. */
  create?(deps: ModuleDeps): Partial<ServiceRegistry>;
  /** Per-request DataLoaders. */
  loaders?(services: Services, userId: string | null): Partial<LoaderRegistry>;
  jobs?: JobDefinition[];
  /** Queues of work sent on demand (see `QueueDefinition`). */
  queues?: QueueDefinition[];
  /**
   * Runs in job processes once the queue is up: what feeds the module's queues (e.g. a database LISTEN).
   * Answers how to stop it.
   */
  startWorkers?(c: { services: Services; queue: JobQueue; databaseUrl: string }): Promise<() => Promise<void>>;
  /** Review kinds handled by the one review workflow. */
  reviews?(deps: ModuleDeps): ReviewKind[];
  /** Invariants the ledger check proves for this module's money. */
  ledgerChecks?: LedgerCheck[];
  /** Runs after every batch of market-data ticks (trading registers its engine here). */
  onTicks?(services: Services, symbols: readonly string[]): Promise<void>;
  /** Plain HTTP routes beside /graphql, mounted by the API server (see `HttpRoutes`). */
  routes?(deps: HttpDeps): HttpRoutes[];
  /**
   * Runs as the database owner after the migrations, on every start, under the migration lock (before the
   * job queue is installed and the app role granted): idempotent reference data, such as instruments.
   */
  onMigrated?(ds: DataSource): Promise<void>;
  /** Releases what the module's services hold (listeners, connections). */
  close?(services: Services): Promise<void>;
}

/** A class (entity, resolver, migration), referred to as itself. */
export type ClassRef = abstract new (...args: never[]) => object;

export function defineModule(m: VelaModule): VelaModule {
  return m;
}
