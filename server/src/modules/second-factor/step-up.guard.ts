import { type MiddlewareFn, UseMiddleware } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import type { StepUpAction } from './second-factor.service';

/**
 * Declares that a mutation needs a fresh second factor of this session (issue 32): refused with
 * STEP_UP_REQUIRED (or SECOND_FACTOR_SETUP_REQUIRED before a first withdrawal) before it runs, so a
 * refusal changes nothing. Runs after @Authorized; a signed-out caller is refused there.
 */
export function RequiresStepUp(action: StepUpAction): MethodDecorator {
  const check: MiddlewareFn<RequestContext> = async ({ context }, next) => {
    if (context.user) await context.services.secondFactor.requireFresh(context.user.id, context.sessionId, action);
    return next();
  };
  return UseMiddleware(check);
}
