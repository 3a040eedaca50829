import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { needCookies, requestMeta, signInWith } from '../auth/auth.resolver';
import { User } from '../auth/user.entity';
import {
  CompleteSignInArgs,
  Passkey,
  PasskeyAnswerArgs,
  PasskeyChallenge,
  PasskeyRegistrationArgs,
  RecoveryRequestArgs,
  SecondFactorCodeArgs,
  SecondFactorRecoveryRequest,
  SecondFactorStatus,
  SignInTicketArgs,
  StepUpResult,
  TotpEnrolment,
  TwoStepArgs,
} from './second-factor.types';

/** The second factor is the signed-in person's: an API token (no session) may not set it up or use it. */
function signedInSession(ctx: RequestContext): string {
  if (!ctx.sessionId) throw new DomainError(CommonError.FORBIDDEN);
  return ctx.sessionId;
}

function challenge(c: { challengeId: string; optionsJson: string }): PasskeyChallenge {
  return Object.assign(new PasskeyChallenge(), { challengeId: c.challengeId, options: c.optionsJson });
}

@Resolver()
export class SecondFactorResolver {
  @Authorized()
  @Query(() => SecondFactorStatus, { description: 'The user’s second factors, and whether this session has a fresh check of one.' })
  secondFactor(@Ctx() ctx: RequestContext): Promise<SecondFactorStatus> {
    return ctx.services.secondFactor.status(ctx.user!.id, ctx.sessionId);
  }

  @Authorized()
  @Query(() => [Passkey], { description: 'The user’s passkeys, oldest first.' })
  passkeys(@Ctx() ctx: RequestContext): Promise<Passkey[]> {
    return ctx.services.secondFactor.passkeys.list(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => TotpEnrolment, {
    description:
      'Starts setting up the authenticator app (again, while not yet confirmed): a new secret to scan or type. Refused: TOTP_ALREADY_ENABLED, STEP_UP_REQUIRED (an account with another factor checks it first).',
  })
  startTotpEnrolment(@Ctx() ctx: RequestContext): Promise<TotpEnrolment> {
    return ctx.services.secondFactor.startTotp(ctx.user!.id, ctx.user!.phone, signedInSession(ctx));
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
  @Mutation(() => Boolean, {
    description: 'Removes the authenticator app and its recovery codes. Refused, changing nothing: STEP_UP_REQUIRED, TOTP_NOT_ENROLLED.',
  })
  async removeTotp(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.secondFactor.removeTotp(ctx.user!, signedInSession(ctx), ctx.ip);
    return true;
  }

  @Authorized()
  @Mutation(() => StepUpResult, {
    description:
      'A fresh second-factor check of this session (a code from the app, each accepted once, or an unused recovery code), counting for 5 minutes. Refused, changing nothing: TOTP_NOT_ENROLLED, SECOND_FACTOR_CODE_INVALID, TOO_MANY_CODE_ATTEMPTS.',
  })
  stepUp(@Args() args: SecondFactorCodeArgs, @Ctx() ctx: RequestContext): Promise<StepUpResult> {
    return ctx.services.secondFactor.stepUp(ctx.user!, signedInSession(ctx), args.code, ctx.ip);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Turns two-step sign-in on (needs a factor: SECOND_FACTOR_SETUP_REQUIRED) or off (needs a fresh check: STEP_UP_REQUIRED). Answers the new setting.',
  })
  setTwoStepSignIn(@Args() args: TwoStepArgs, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.secondFactor.setTwoStep(ctx.user!, signedInSession(ctx), args.enabled, ctx.ip);
  }

  @Authorized()
  @Mutation(() => PasskeyChallenge, {
    description: 'Starts registering a passkey on this device. Refused: STEP_UP_REQUIRED (an account with a factor checks it first).',
  })
  async startPasskeyRegistration(@Ctx() ctx: RequestContext): Promise<PasskeyChallenge> {
    return challenge(await ctx.services.secondFactor.startPasskeyRegistration(ctx.user!, signedInSession(ctx)));
  }

  @Authorized()
  @Mutation(() => ID, {
    description:
      'Finishes registering a passkey with the browser’s answer; answers its id. The first factor turns two-step sign-in on. Refused, changing nothing: PASSKEY_INVALID, PASSKEY_NAME_INVALID, STEP_UP_REQUIRED, TOO_MANY_CODE_ATTEMPTS.',
  })
  finishPasskeyRegistration(@Args() args: PasskeyRegistrationArgs, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.secondFactor.finishPasskeyRegistration(
      ctx.user!,
      signedInSession(ctx),
      args.challengeId,
      args.name,
      args.response,
      ctx.ip,
    );
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Removes one of the user’s passkeys. Refused, changing nothing: STEP_UP_REQUIRED, NOT_FOUND.' })
  async removePasskey(
    @Arg('id', () => ID, { description: 'The passkey to remove.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.secondFactor.removePasskey(ctx.user!, signedInSession(ctx), id, ctx.ip);
    return true;
  }

  @Authorized()
  @Mutation(() => PasskeyChallenge, { description: 'A passkey challenge for this session’s step-up. Refused: PASSKEY_NOT_REGISTERED.' })
  async startPasskeyStepUp(@Ctx() ctx: RequestContext): Promise<PasskeyChallenge> {
    return challenge(await ctx.services.secondFactor.startPasskeyStepUp(ctx.user!.id, signedInSession(ctx)));
  }

  @Authorized()
  @Mutation(() => StepUpResult, {
    description:
      'A fresh check of this session with a passkey, counting for 5 minutes. Refused, changing nothing: PASSKEY_INVALID, TOO_MANY_CODE_ATTEMPTS.',
  })
  finishPasskeyStepUp(@Args() args: PasskeyAnswerArgs, @Ctx() ctx: RequestContext): Promise<StepUpResult> {
    return ctx.services.secondFactor.finishPasskeyStepUp(ctx.user!, signedInSession(ctx), args.challengeId, args.response, ctx.ip);
  }

  @Mutation(() => PasskeyChallenge, {
    description:
      'A passkey challenge to sign in: with a ticket, the second step for that account’s passkeys; without, any passkey (discoverable). Refused: SIGN_IN_TICKET_INVALID, PASSKEY_NOT_REGISTERED.',
  })
  async startPasskeySignIn(@Args() args: SignInTicketArgs, @Ctx() ctx: RequestContext): Promise<PasskeyChallenge> {
    needCookies(ctx);
    return challenge(await ctx.services.signIn.passkeyChallenge(args.ticket ?? null));
  }

  @Mutation(() => User, {
    description:
      'Signs in with a passkey’s answer (alone, or as the second step of the ticket its challenge was made for); sets the session cookie. Refused, changing nothing: PASSKEY_INVALID, SIGN_IN_TICKET_INVALID, TOO_MANY_CODE_ATTEMPTS.',
  })
  async finishPasskeySignIn(@Args() args: PasskeyAnswerArgs, @Ctx() ctx: RequestContext): Promise<User> {
    needCookies(ctx);
    return signInWith(ctx, await ctx.services.signIn.withPasskey(args.challengeId, args.response, requestMeta(ctx)));
  }

  @Mutation(() => User, {
    description:
      'The second step of signing in: the ticket and a code from the authenticator app or a recovery code; sets the session cookie. Refused, changing nothing: SIGN_IN_TICKET_INVALID, SECOND_FACTOR_CODE_INVALID, TOTP_NOT_ENROLLED, TOO_MANY_CODE_ATTEMPTS.',
  })
  async completeSignIn(@Args() args: CompleteSignInArgs, @Ctx() ctx: RequestContext): Promise<User> {
    needCookies(ctx);
    return signInWith(ctx, await ctx.services.signIn.withCode(args.ticket, args.code, requestMeta(ctx)));
  }

  @Mutation(() => SecondFactorRecoveryRequest, {
    description:
      'For a user who lost every second factor, after the right password: asks ops to reset them, stating the name and ID number of the passed real-name record (ops see whether they match). Every device of the account is notified; once approved, the password alone signs in and withdrawals stay closed for 48 hours. Refused, changing nothing: SIGN_IN_TICKET_INVALID, RECOVERY_REAL_NAME_REQUIRED, RECOVERY_ALREADY_PENDING.',
  })
  async requestSecondFactorRecovery(@Args() args: RecoveryRequestArgs, @Ctx() ctx: RequestContext): Promise<SecondFactorRecoveryRequest> {
    const made = await ctx.services.secondFactorRecovery.request(
      args.ticket,
      { idName: args.idName, idNumber: args.idNumber },
      requestMeta(ctx),
    );
    return Object.assign(new SecondFactorRecoveryRequest(), made);
  }
}
