import { RequiresStepUp } from '../second-factor/step-up.guard';
import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { InviteCode } from './invite-code.entity';
import {
  ChangeLoginPasswordInput,
  ChangePayPasswordInput,
  IssueInviteCodeInput,
  LoginInput,
  RegisterInput,
  SetPayPasswordInput,
} from './auth.inputs';
import type { SignedIn } from './auth.service';
import { SignedInSession } from './session.types';
import { User } from './user.entity';

/** What a request tells about where it comes from (the audit and the sessions list keep it). */
export function requestMeta(ctx: RequestContext) {
  return { ip: ctx.ip, userAgent: ctx.userAgent };
}

/**
 * Signing in sets the session cookie, which only an HTTP response can carry: over the WebSocket
 * nobody would receive the session, so it is refused before one is created (issue 11 item 9).
 */
export function needCookies(ctx: RequestContext): void {
  if (!ctx.cookies) throw new DomainError(CommonError.QUERY_REJECTED);
}

export function signInWith(ctx: RequestContext, signedIn: SignedIn): User {
  ctx.cookies?.setSession(signedIn.token, signedIn.expiresAt);
  ctx.user = signedIn.user;
  return signedIn.user;
}

@Resolver()
export class AuthResolver {
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  me(@Ctx() ctx: RequestContext): User | null {
    return ctx.user;
  }

  @Mutation(() => User, { description: 'Creates an account with an invite code and signs it in.' })
  async register(
    @Arg('input', { description: 'Phone, password twice and invite code.' }) input: RegisterInput,
    @Ctx() ctx: RequestContext,
  ): Promise<User> {
    needCookies(ctx);
    return signInWith(ctx, await ctx.services.signIn.register(input, requestMeta(ctx)));
  }

  @Mutation(() => User, {
    description:
      'Signs in with phone and password; sets the session cookie. With two-step sign-in on, refused with SECOND_FACTOR_REQUIRED (details.ticket, details.factors): finish with completeSignIn or a passkey.',
  })
  async login(@Arg('input', { description: 'Phone and login password.' }) input: LoginInput, @Ctx() ctx: RequestContext): Promise<User> {
    needCookies(ctx);
    return signInWith(ctx, await ctx.services.signIn.withPassword(input, requestMeta(ctx)));
  }

  @Authorized()
  @Query(() => [SignedInSession], { description: 'The user’s signed-in sessions, newest first, this one marked current.' })
  mySessions(@Ctx() ctx: RequestContext): Promise<SignedInSession[]> {
    return ctx.services.sessions.list(ctx.user!.id, ctx.sessionId);
  }

  @Authorized()
  @Mutation(() => Boolean, {
    description:
      'Ends one of the user’s sessions: that device is signed out and its live connections close at once. Refused, changing nothing: BAD_INPUT (not an id), NOT_FOUND (not the user’s, or already ended).',
  })
  async endSession(
    @Arg('id', () => ID, { description: 'The session to end (an id from mySessions).' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.sessions.end(ctx.user!, id, requestMeta(ctx));
    if (id === ctx.sessionId) ctx.cookies?.clearSession();
    return true;
  }

  @Mutation(() => Boolean, { description: 'Ends this session. Signed-out callers get true as well.' })
  async logout(@Ctx() ctx: RequestContext): Promise<boolean> {
    if (ctx.user && ctx.sessionId) await ctx.services.auth.logout(ctx.user, ctx.sessionId, requestMeta(ctx));
    ctx.cookies?.clearSession();
    return true;
  }

  @Authorized()
  @RequiresStepUp('change_password')
  @Mutation(() => Boolean, { description: 'Needs the current password; signs out every other session.' })
  async changeLoginPassword(
    @Arg('input', { description: 'The current password and the new one twice.' }) input: ChangeLoginPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.auth.changeLoginPassword(ctx.user!, ctx.sessionId!, input, requestMeta(ctx));
    return true;
  }

  @Authorized()
  @Mutation(() => Boolean, { description: 'Sets the transaction password the first time; needs the login password.' })
  async setPayPassword(
    @Arg('input', { description: 'The login password and the new pay password twice.' }) input: SetPayPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.auth.setPayPassword(ctx.user!, input, requestMeta(ctx));
    return true;
  }

  @Authorized()
  @RequiresStepUp('change_password')
  @Mutation(() => Boolean, { description: 'Changes the transaction password; needs the current one.' })
  async changePayPassword(
    @Arg('input', { description: 'The current pay password and the new one twice.' }) input: ChangePayPasswordInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.auth.changePayPassword(ctx.user!, input, requestMeta(ctx));
    return true;
  }

  @Authorized('OPS')
  @Mutation(() => InviteCode, { description: 'Ops: issue an invite code, optionally limited to a number of registrations.' })
  issueInviteCode(
    @Arg('input', { description: 'Optional use limit and note.' }) input: IssueInviteCodeInput,
    @Ctx() ctx: RequestContext,
  ): Promise<InviteCode> {
    return ctx.services.auth.issueInviteCode(ctx.user!, input, requestMeta(ctx));
  }
}
