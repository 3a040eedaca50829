import { Args, Authorized, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { SecondFactorCodeArgs, SecondFactorStatus, StepUpResult, TotpEnrolment } from './second-factor.types';

/** The second factor is the signed-in person's: an API token (no session) may not set it up or use it. */
function signedInSession(ctx: RequestContext): string {
  if (!ctx.sessionId) throw new DomainError(CommonError.FORBIDDEN);
  return ctx.sessionId;
}

@Resolver()
export class SecondFactorResolver {
  @Authorized()
  @Query(() => SecondFactorStatus, { description: 'The user’s second factor, and whether this session has a fresh check of it.' })
  secondFactor(@Ctx() ctx: RequestContext): Promise<SecondFactorStatus> {
    return ctx.services.secondFactor.status(ctx.user!.id, ctx.sessionId);
  }

  @Authorized()
  @Mutation(() => TotpEnrolment, {
    description:
      'Starts setting up the authenticator app (again, while not yet confirmed): a new secret to scan or type. Refused: TOTP_ALREADY_ENABLED.',
  })
  startTotpEnrolment(@Ctx() ctx: RequestContext): Promise<TotpEnrolment> {
    signedInSession(ctx);
    return ctx.services.secondFactor.startTotp(ctx.user!.id, ctx.user!.phone);
  }

  @Authorized()
  @Mutation(() => [String], {
    description:
      'Confirms the authenticator app with a first code from it; answers the ten recovery codes, shown this once. Refused, changing nothing: TOTP_NOT_ENROLLED, TOTP_ALREADY_ENABLED, SECOND_FACTOR_CODE_INVALID, TOO_MANY_CODE_ATTEMPTS.',
  })
  confirmTotpEnrolment(@Args() args: SecondFactorCodeArgs, @Ctx() ctx: RequestContext): Promise<string[]> {
    return ctx.services.secondFactor.confirmTotp(ctx.user!, signedInSession(ctx), args.code, ctx.ip);
  }

  @Authorized()
  @Mutation(() => StepUpResult, {
    description:
      'A fresh second-factor check of this session (a code from the app, each accepted once, or an unused recovery code), counting for 5 minutes. Refused, changing nothing: TOTP_NOT_ENROLLED, SECOND_FACTOR_CODE_INVALID, TOO_MANY_CODE_ATTEMPTS.',
  })
  stepUp(@Args() args: SecondFactorCodeArgs, @Ctx() ctx: RequestContext): Promise<StepUpResult> {
    return ctx.services.secondFactor.stepUp(ctx.user!, signedInSession(ctx), args.code, ctx.ip);
  }
}
