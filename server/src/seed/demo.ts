import type { DataSource } from 'typeorm';
import type { RoleGranter } from '../db/user-roles';
import { InviteCode } from '../modules/auth/invite-code.entity';
import { User } from '../modules/auth/user.entity';
import type { Services } from '../app/registry';
import { Money } from '../shared/money';
import { seedSupport } from './support';
import { seedContent } from './content';
import { confirmDeposit } from './ops-flows';
import { seedDemoRealName } from './real-name';

export const DEMO = {
  ops: { phone: '+34612000001', password: 'vela-ops-2026' },
  /** A second ops user: maker-checker actions need two different people. */
  checker: { phone: '+34612000003', password: 'vela-check-2026' },
  /**
   * The demo user signs in with the password alone and has an authenticator app set up (two-step sign-in
   * off), so withdrawals and new cards ask for a code: this secret, in any authenticator app (issue 32).
   */
  user: { phone: '+34612000002', password: 'demo123456', payPassword: 'pay123456', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' },
  /** Deposits the demo user starts with, confirmed by the demo ops account through the ledger. */
  deposits: [
    { currency: 'EUR', amount: '25000' },
    { currency: 'USD', amount: '10000' },
  ],
  inviteCode: 'VELA2026',
} as const;

/** Seeds the demo accounts and invite code once; later starts leave them as they are. */
export async function seedDemo(ds: DataSource, services: Services, grant: RoleGranter): Promise<boolean> {
  if (await ds.getRepository(InviteCode).exist({ where: { code: DEMO.inviteCode } })) {
    // Content arrived after the first demo seeds: a database seeded before it gets it on its next start.
    const seededOps = await ds.getRepository(User).findOne({ where: { phone: DEMO.ops.phone } });
    if (seededOps) await seedContent(ds, services, seededOps);
    // So did real-name: the demo user is verified on the next start too.
    const seededUser = await ds.getRepository(User).findOne({ where: { phone: DEMO.user.phone } });
    if (seededOps && seededUser) await seedDemoRealName(services, seededUser, seededOps);
    // And customer service.
    if (seededOps) await seedSupport(ds, services, seededOps, seededUser);
    await publishDemoProof(services);
    return false;
  }
  let ops = await ds.getRepository(User).findOne({ where: { phone: DEMO.ops.phone } });
  ops ??= await services.auth.createOpsUser(DEMO.ops.phone, DEMO.ops.password, 'seed', grant);
  let checker = await ds.getRepository(User).findOne({ where: { phone: DEMO.checker.phone } });
  checker ??= await services.auth.createOpsUser(DEMO.checker.phone, DEMO.checker.password, 'seed', grant);
  await ds.transaction(async (em) => {
    await em.insert(InviteCode, { code: DEMO.inviteCode, ownerId: null, issuedById: ops.id, maxUses: null, useCount: 0, note: 'demo' });
    await services.audit.record(em, {
      actorId: null,
      actorLabel: 'seed',
      action: 'ops.invite_code.issued',
      targetType: 'invite_code',
      targetId: DEMO.inviteCode,
      after: { maxUses: null, note: 'demo' },
    });
  });
  if (!(await ds.getRepository(User).exist({ where: { phone: DEMO.user.phone } }))) {
    const meta = { ip: null, userAgent: 'seed' };
    const { user } = await services.auth.register(
      { phone: DEMO.user.phone, password: DEMO.user.password, confirmPassword: DEMO.user.password, inviteCode: DEMO.inviteCode },
      meta,
    );
    await services.auth.setPayPassword(
      user,
      { loginPassword: DEMO.user.password, newPassword: DEMO.user.payPassword, confirmPassword: DEMO.user.payPassword },
      meta,
    );
    await services.secondFactor.seedTotp(user.id, DEMO.user.totpSecret);
    // Funded the way real money arrives: a deposit notice that ops confirm, through the ledger.
    for (const d of DEMO.deposits) {
      const deposit = await services.funding.fileDeposit(user, {
        currency: d.currency,
        amount: new Money(d.amount),
        note: 'demo funds',
        idempotencyKey: `seed-deposit-${d.currency}`,
      });
      await confirmDeposit(services, ops, checker, deposit.id, `seed-confirm-${d.currency}`);
    }
  }
  // Verified (real-name passed) through uploads, a submission and the demo ops user's approval.
  const demoUser = await ds.getRepository(User).findOneOrFail({ where: { phone: DEMO.user.phone } });
  await seedDemoRealName(services, demoUser, ops);
  await seedContent(ds, services, ops);
  await seedSupport(ds, services, ops, demoUser);
  await publishDemoProof(services);
  return true;
}

/**
 * The demo shows a published proof of liabilities from its first start: the day's snapshot (UTC) is
 * taken now when there is none (production takes it by the job after midnight).
 */
async function publishDemoProof(services: Services): Promise<void> {
  await services.liabilities.takeIfDue();
}
