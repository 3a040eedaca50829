import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { UnitOfWork } from '../db/unit-of-work';
import { registerErrorCodes } from '../graphql/error-codes';
import type { EventBus } from '../graphql/pubsub';
import { registerEventTypes } from '../modules/events/event-types';
import { registerReviewReasons } from '../modules/review/review-reasons';
import { UserEventsService } from '../modules/events/user-events.service';
import { NotificationWriter } from '../modules/notifications/notification-writer';
import type { Clock } from '../shared/clock';
import type { buildSchema } from 'type-graphql';
import type {
  ClassRef,
  HttpDeps,
  HttpRoutes,
  JobDefinition,
  LedgerCheck,
  ModuleDeps,
  QueueDefinition,
  PlatformHooks,
  ReviewKind,
  VelaModule,
} from './module';
import { modules } from './modules';
import type { Loaders, ServiceRegistry, Services } from './registry';

/** Names must be unique: two modules claiming one would silently shadow each other. */
function unique<T>(items: T[], nameOf: (t: T) => string, what: string): T[] {
  const seen = new Set<string>();
  for (const item of items) {
    const name = nameOf(item);
    if (seen.has(name)) throw new Error(`two modules declare the ${what} ${name}`);
    seen.add(name);
  }
  return items;
}

const all = <T>(pick: (m: VelaModule) => T[] | undefined): T[] => modules.flatMap((m) => pick(m) ?? []);

// Error codes, review reasons and event types join their enums as soon as the list is known, before any
// schema is built.
for (const m of modules) {
  if (m.errors) registerErrorCodes(m.name, m.errors, m.errorDescriptions);
  if (m.reviewReasons) registerReviewReasons(m.name, m.reviewReasons, m.reviewReasonDescriptions);
  if (m.events) registerEventTypes(m.name, m.events, m.eventDescriptions);
}

/** Every module's entities, resolvers, extra GraphQL types and migrations (migrations in timestamp order). */
export const entities = all((m) => m.entities);
export const resolvers = all((m) => m.resolvers) as unknown as Parameters<typeof buildSchema>[0]['resolvers'];
export const extraTypes = all((m) => m.extraTypes);
export const migrations = all((m) => m.migrations).sort((a, b) => {
  const ts = (f: ClassRef) => Number(/(\d{13})$/.exec(f.name)?.[1] ?? 0);
  return ts(a) - ts(b);
});
export const jobs: JobDefinition[] = unique(
  all((m) => m.jobs),
  (j) => j.name,
  'job',
);
/** Every module's on-demand queues (names unique across jobs and queues: pg-boss has one namespace). */
export const queues: QueueDefinition[] = all((m) => m.queues);
unique([...jobs, ...queues], (q) => q.name, 'job queue');
/** The modules that start workers in job processes (their `startWorkers`). */
export const workerModules: VelaModule[] = modules.filter((m) => m.startWorkers);

/** Every module's notification rules; a rule for an event type no module declares is a mistake caught at start. */
const notificationRules = all((m) => m.notifications);
{
  const declared = new Set(all((m) => (m.events ? [...m.events] : undefined)));
  for (const r of notificationRules)
    if (!declared.has(r.event)) throw new Error(`a notification rule listens to ${r.event}, which no module emits`);
}

export const ledgerChecks: LedgerCheck[] = unique(
  all((m) => m.ledgerChecks),
  (c) => c.name,
  'ledger check',
);

export interface ComposeOptions {
  ds: DataSource;
  config: Config;
  clock: Clock;
  redis?: Redis;
  bus: EventBus['pubSub'] | null;
  overrides?: Partial<ServiceRegistry>;
}

/**
 * The composition root: builds the platform (unit of work, outbox), then each module's services in the
 * order of the list, each seeing the ones before it.
 */
export function createServices(o: ComposeOptions): Services {
  // The notification centre's writer sits in the outbox: every event a rule maps is a notification,
  // written in the event's own transaction (modules/notifications/notification-writer.ts).
  const notifications = new NotificationWriter(notificationRules);
  const events = new UserEventsService(o.ds, o.bus, notifications);
  const uow = new UnitOfWork(o.ds, events);
  const registry: Record<string, unknown> = { events, uow, notificationWriter: notifications };
  let kinds: Map<string, ReviewKind> | null = null;
  const hooks: PlatformHooks = {
    ledgerChecks,
    reviewKinds: () => {
      kinds ??= reviewKinds({ ...deps, ...registry } as unknown as ModuleDeps);
      return kinds;
    },
    afterTicks: (symbols) => afterTicks(registry as unknown as Services, symbols),
  };
  const deps = { ds: o.ds, config: o.config, clock: o.clock, redis: o.redis, bus: o.bus, uow, overrides: o.overrides ?? {}, hooks };
  for (const m of modules) {
    const made = m.create?.({ ...deps, ...registry } as never) ?? {};
    for (const [name, service] of Object.entries(made)) {
      if (name in registry) throw new Error(`module ${m.name}: service ${name} is already provided`);
      registry[name] = service;
    }
  }
  const services = registry as unknown as Services;
  services.close = async () => {
    for (const m of [...modules].reverse()) await m.close?.(services);
  };
  return services;
}

/** Every module's DataLoaders, made fresh for each request so nothing is cached across users. */
export function createLoaders(services: Services, userId: string | null): Loaders {
  return Object.assign({}, ...modules.map((m) => m.loaders?.(services, userId) ?? {})) as Loaders;
}

/** Every review kind, by name. */
function reviewKinds(deps: ModuleDeps): Map<string, ReviewKind> {
  const kinds = unique(
    all((m) => m.reviews?.(deps)),
    (k) => k.kind,
    'review kind',
  );
  return new Map(kinds.map((k) => [k.kind, k]));
}

/** Runs every module's tick hook after a batch of ticks (the feed knows nothing of what they do). */
export async function afterTicks(services: Services, symbols: readonly string[]): Promise<void> {
  for (const m of modules) if (m.onTicks) await m.onTicks(services, symbols);
}

/** Every module's `onMigrated` step, in the order of the list (the migrating process runs them as the owner). */
export async function afterMigrations(ds: DataSource): Promise<void> {
  for (const m of modules) if (m.onMigrated) await m.onMigrated(ds);
}

/** Paths the API server answers itself: no module may mount over them. */
const CENTRAL_PATHS = ['/graphql', '/healthz', '/docs/schema'];

/** Every module's HTTP routes, in the order of the list (the API server mounts them before /graphql). */
export function httpRoutes(deps: HttpDeps): HttpRoutes[] {
  return modules.flatMap((m) =>
    (m.routes?.(deps) ?? []).map((r) => {
      const clash = CENTRAL_PATHS.find((p) => r.path === p || r.path.startsWith(`${p}/`));
      if (!/^\/[^/]/.test(r.path) || clash) throw new Error(`module ${m.name}: HTTP routes may not be mounted at ${r.path}`);
      return r;
    }),
  );
}
