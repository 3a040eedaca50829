import { PushSubscriptionSessions1766400000000 } from '../../../../migrations/1766400000000-PushSubscriptionSessions';
import { WebPush1766200000000 } from '../../../../migrations/1766200000000-WebPush';
import { defineModule } from '../../app/module';
import { PushListener } from './push-listener';
import { PushError, pushErrorDescriptions } from './push.errors';
import { PushResolver } from './push.resolver';
import { PUSH_DELIVER_QUEUE, PushService } from './push.service';
import { vapidKeysFromConfig } from './vapid';

declare module '../../app/registry' {
  interface ServiceRegistry {
    /** Web Push: devices, per-category switches, and delivery of notifications to them. */
    push: PushService;
  }
}

/**
 * Web Push (issue 31): every notification whose category the user has on goes to each of their devices.
 * The database writes the pending deliveries in the notification's transaction (a trigger); job
 * processes queue them on pg-boss (woken by NOTIFY, swept each minute) and deliver each with retries.
 */
export const pushModule = defineModule({
  name: 'push',
  migrations: [WebPush1766200000000, PushSubscriptionSessions1766400000000],
  resolvers: [PushResolver],
  errors: PushError,
  errorDescriptions: pushErrorDescriptions,
  create: ({ ds, clock, config }) => ({
    push: new PushService(ds, clock, config.push, vapidKeysFromConfig(config)),
  }),
  jobs: [
    {
      name: 'push-sweep',
      cron: '* * * * *',
      // A scheduled notice has no event when its time comes: the sweep that pushes it also tells the screens.
      run: async (services) => services.content.announceNotices(await services.push.sweep()),
    },
  ],
  queues: [
    {
      name: PUSH_DELIVER_QUEUE,
      batchSize: 5,
      pollingIntervalSeconds: 2,
      work: (services, data) => services.push.deliver(String(data.deliveryId ?? '')),
    },
  ],
  async startWorkers({ services, queue, databaseUrl }) {
    services.push.attachQueue(queue);
    const listener = new PushListener(databaseUrl, () => services.push.dispatch());
    await listener.start();
    // What was committed while no job process listened.
    await services.push.dispatch();
    return async () => {
      await listener.stop();
      services.push.attachQueue(null);
    };
  },
});
