import type { AuthChecker } from 'type-graphql';
import { Role } from '../modules/auth/user.entity';
import { CommonError } from '../shared/common.errors';
import { DomainError } from '../shared/domain-error';
import type { RequestContext } from './context';
import { SecondFactorError } from '../modules/second-factor/second-factor.errors';

/** Per request: whether the ops user has a second factor (asked once however many ops fields resolve). */
const opsFactorChecked = new WeakMap<RequestContext, Promise<boolean>>();

/**
 * @Authorized() needs a signed-in user; @Authorized('OPS') needs an ops user, and in production (issue 32,
 * OPS_SECOND_FACTOR) one with a second factor set up: OPS_SECOND_FACTOR_REQUIRED until then.
 */
export const authChecker: AuthChecker<RequestContext> = async ({ context }, roles) => {
  if (!context.user) throw new DomainError(CommonError.UNAUTHENTICATED);
  if (!roles.includes('OPS')) return true;
  if (context.user.role !== Role.OPS) throw new DomainError(CommonError.FORBIDDEN);
  const secondFactor = context.services.secondFactor;
  if (secondFactor.opsSecondFactor) {
    let has = opsFactorChecked.get(context);
    if (!has) {
      has = secondFactor.hasFactor(context.user.id);
      opsFactorChecked.set(context, has);
    }
    if (!(await has)) throw new DomainError(SecondFactorError.OPS_SECOND_FACTOR_REQUIRED);
  }
  return true;
};
