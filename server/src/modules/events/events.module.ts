import { defineModule } from '../../app/module';
import type { UnitOfWork } from '../../db/unit-of-work';
import { EventsResolver } from './events.resolver';
import type { UserEventsService } from './user-events.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** The per-user outbox: appends inside a transaction, publishes after commit, streams to sockets. */
    events: UserEventsService;
    /** The unit of work every money path runs in. */
    uow: UnitOfWork;
  }
}

/** The outbox and the live `accountEvents` stream (built by the composition root with the unit of work). */
export const eventsModule = defineModule({
  name: 'events',
  resolvers: [EventsResolver],
  events: ['BALANCE_CHANGED'],
});
