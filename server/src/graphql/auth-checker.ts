import type { AuthChecker } from 'type-graphql';
import { Role } from '../modules/auth/user.entity';
import { CommonError } from '../shared/common.errors';
import { DomainError } from '../shared/domain-error';
import type { RequestContext } from './context';

/** @Authorized() needs a signed-in user; @Authorized('OPS') needs an ops user. */
export const authChecker: AuthChecker<RequestContext> = ({ context }, roles) => {
  if (!context.user) throw new DomainError(CommonError.UNAUTHENTICATED);
  if (roles.includes('OPS') && context.user.role !== Role.OPS) throw new DomainError(CommonError.FORBIDDEN);
  return true;
};
