import type { Services } from '../app/registry';
import type { User } from '../modules/auth/user.entity';
import { idCardImage } from './id-images';

/** The demo user's identity as seeded (made up: no real person). */
export const DEMO_REAL_NAME = {
  idName: 'Lucía Demo Martín',
  idNumber: '00000000T',
  nationality: 'ES',
  phone: '+34612000002',
  residence: 'Calle de Alcalá 1, 28014 Madrid',
} as const;

/**
 * Seeds the demo user as verified the way a customer gets there: two generated ID images uploaded, the
 * submission filed, and the demo ops user passing it in the review workflow. Does nothing once the user
 * has a submission (so a database seeded before real-name existed gets it on its next start).
 */
export async function seedDemoRealName(services: Services, user: User, ops: User): Promise<boolean> {
  if (await services.realName.latest(user.id)) return false;
  const front = await services.uploads.create(user, 'real_name', idCardImage('front', 11));
  const back = await services.uploads.create(user, 'real_name', idCardImage('back', 11));
  const submission = await services.realName.submit(
    user,
    { ...DEMO_REAL_NAME, frontUploadId: front.id, backUploadId: back.id },
    { ip: null },
  );
  await services.review.decide(ops, {
    kind: 'real_name',
    id: submission.id,
    decision: 'approve',
    idempotencyKey: `seed-real-name-${submission.id}`,
  });
  return true;
}
