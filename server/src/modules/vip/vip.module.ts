import { vipNotifications } from './vip.notifications';
import { defineModule } from '../../app/module';
import { Money } from '../../shared/money';
import { inboxPriority } from '../funds/funds.reviews';
import { VIP_COMMISSION_DISCOUNT } from './vip-rules';
import { VipError, vipErrorDescriptions } from './vip.errors';
import { VipResolver } from './vip.resolver';
import { VipService } from './vip.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    vip: VipService;
  }
}

/** VIP status with its benefits (issue 16); tables in the funds migration. */
export const vipModule = defineModule({
  name: 'vip',
  resolvers: [VipResolver],
  errors: VipError,
  errorDescriptions: vipErrorDescriptions,
  events: ['VIP_UPDATED'],
  eventDescriptions: {
    VIP_UPDATED: 'The user’s VIP status was checked (status granted, refused, kept or lapsed; reason lists unmet criteria).',
  },
  notifications: vipNotifications,
  create: ({ ds, clock, uow, audit, config, tradingCommands, loans }) => {
    const vip = new VipService(ds, clock, uow, audit, new Money(config.money.fxRates.EURUSD ?? '1'));
    // The benefits: a quarter off commission in every charges table, the higher loan cap, priority review.
    tradingCommands.useCommissionDiscount(async (userId) => ((await vip.isVip(userId)) ? VIP_COMMISSION_DISCOUNT : new Money(0)));
    loans.isVip = (userId) => vip.isVip(userId);
    inboxPriority.vipOrder = (userColumn) => `EXISTS (SELECT 1 FROM vip_members v WHERE v.user_id = ${userColumn} AND v.status = 'vip')`;
    return { vip };
  },
  // Monthly, on the 1st at 03:00 UTC.
  jobs: [{ name: 'vip-recheck', cron: '0 3 1 * *', run: (s) => s.vip.recheckAll().then(() => undefined) }],
});
