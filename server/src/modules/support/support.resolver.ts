import { Arg, Args, Authorized, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { PageArgs } from '../../shared/pagination';
import {
  OpenSupportConversationInput,
  OpsSupportAssignArgs,
  OpsSupportConversation,
  OpsSupportConversationDetail,
  OpsSupportConversationPage,
  OpsSupportInboxArgs,
  OpsSupportNoteArgs,
  OpsSupportReplyArgs,
  SendSupportMessageArgs,
  SupportAgent,
  SupportCannedReply,
  SupportCannedReplyInput,
  SupportConversation,
  SupportConversationDetail,
  SupportConversationIdArgs,
  SupportConversationPage,
  SupportMessage,
  SupportNote,
  SupportUserContext,
} from './support.types';

/** The user's side of customer service: their own conversations only. */
@Resolver()
export class SupportResolver {
  @Authorized()
  @Query(() => SupportConversationPage, { description: 'The user’s support conversations, latest activity first.' })
  supportConversations(@Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<SupportConversationPage> {
    return ctx.services.support.list(ctx.user!.id, args.first, args.after);
  }

  @Authorized()
  @Query(() => SupportConversationDetail, { description: 'One of the user’s conversations with its messages (another user’s: NOT_FOUND).' })
  supportConversation(@Args() args: SupportConversationIdArgs, @Ctx() ctx: RequestContext): Promise<SupportConversationDetail> {
    return ctx.services.support.conversation(ctx.user!, args.conversationId);
  }

  @Authorized()
  @Query(() => Int, { description: 'Messages from Vela the user has not read, over all conversations (the badge on Mine).' })
  supportUnreadCount(@Ctx() ctx: RequestContext): Promise<number> {
    return ctx.services.support.unreadCount(ctx.user!.id);
  }

  @Authorized()
  @Mutation(() => SupportConversationDetail, {
    description:
      'Opens a conversation with Vela with its first message, optionally attaching the refused action it is about. At most 10 not closed (SUPPORT_TOO_MANY_OPEN).',
  })
  openSupportConversation(
    @Arg('input', () => OpenSupportConversationInput, { description: 'Topic, first message, images, error.' })
    input: OpenSupportConversationInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SupportConversationDetail> {
    return ctx.services.support.open(ctx.user!, input);
  }

  @Authorized()
  @Mutation(() => SupportMessage, { description: 'Writes in one of the user’s conversations (a closed one: SUPPORT_CONVERSATION_CLOSED).' })
  sendSupportMessage(@Args() args: SendSupportMessageArgs, @Ctx() ctx: RequestContext): Promise<SupportMessage> {
    return ctx.services.support.send(ctx.user!, args.conversationId, args.body, args.attachmentIds);
  }

  @Authorized()
  @Mutation(() => SupportConversation, { description: 'Closes one of the user’s conversations (it can be reopened within 30 days).' })
  closeSupportConversation(@Args() args: SupportConversationIdArgs, @Ctx() ctx: RequestContext): Promise<SupportConversation> {
    return ctx.services.support.close(ctx.user!, args.conversationId);
  }

  @Authorized()
  @Mutation(() => SupportConversation, {
    description: 'Reopens a conversation closed less than 30 days ago (SUPPORT_REOPEN_EXPIRED after).',
  })
  reopenSupportConversation(@Args() args: SupportConversationIdArgs, @Ctx() ctx: RequestContext): Promise<SupportConversation> {
    return ctx.services.support.reopen(ctx.user!, args.conversationId);
  }

  @Authorized()
  @Mutation(() => SupportConversation, { description: 'Marks Vela’s messages in one conversation read.' })
  markSupportConversationRead(@Args() args: SupportConversationIdArgs, @Ctx() ctx: RequestContext): Promise<SupportConversation> {
    return ctx.services.support.markRead(ctx.user!, args.conversationId);
  }
}

/** The ops side: the inbox, answers, notes, assignment, canned replies. Every read of a conversation is audited. */
@Resolver()
export class SupportOpsResolver {
  @Authorized('OPS')
  @Query(() => OpsSupportConversationPage, {
    description: 'Ops: the support inbox, VIP users first, then the longest waiting; every status but CLOSED unless asked.',
  })
  opsSupportInbox(@Args() args: OpsSupportInboxArgs, @Ctx() ctx: RequestContext): Promise<OpsSupportConversationPage> {
    return ctx.services.support.inbox(ctx.user!, args, args.first, args.after);
  }

  @Authorized('OPS')
  @Query(() => OpsSupportConversationDetail, { description: 'Ops: one conversation with messages and internal notes (audited).' })
  opsSupportConversation(@Args() args: SupportConversationIdArgs, @Ctx() ctx: RequestContext): Promise<OpsSupportConversationDetail> {
    return ctx.services.support.opsConversation({ user: ctx.user!, ip: ctx.ip }, args.conversationId);
  }

  @Authorized('OPS')
  @Query(() => SupportUserContext, {
    description: 'Ops: the user beside a conversation: real-name, VIP, balances, recent orders, open reviews (audited).',
  })
  opsSupportContext(@Args() args: SupportConversationIdArgs, @Ctx() ctx: RequestContext): Promise<SupportUserContext> {
    return ctx.services.support.opsContext({ user: ctx.user!, ip: ctx.ip }, args.conversationId);
  }

  @Authorized('OPS')
  @Query(() => [SupportAgent], { description: 'Ops: the ops users a conversation can be assigned to.' })
  opsSupportAgents(@Ctx() ctx: RequestContext): Promise<SupportAgent[]> {
    return ctx.services.support.agents();
  }

  @Authorized('OPS')
  @Query(() => [SupportCannedReply], { description: 'Ops: canned replies, by title.' })
  opsSupportCannedReplies(@Ctx() ctx: RequestContext): Promise<SupportCannedReply[]> {
    return ctx.services.support.canned.list();
  }

  @Authorized('OPS')
  @Mutation(() => SupportMessage, {
    description: 'Ops: answers a conversation (verified message; links only to Vela’s pages: SUPPORT_LINK_NOT_ALLOWED). Audited.',
  })
  opsReplySupport(@Args() args: OpsSupportReplyArgs, @Ctx() ctx: RequestContext): Promise<SupportMessage> {
    return ctx.services.support.reply({ user: ctx.user!, ip: ctx.ip }, args.conversationId, args.body, args.waitingForUser);
  }

  @Authorized('OPS')
  @Mutation(() => SupportNote, { description: 'Ops: an internal note on a conversation, never shown to the user. Audited.' })
  opsAddSupportNote(@Args() args: OpsSupportNoteArgs, @Ctx() ctx: RequestContext): Promise<SupportNote> {
    return ctx.services.support.note({ user: ctx.user!, ip: ctx.ip }, args.conversationId, args.body);
  }

  @Authorized('OPS')
  @Mutation(() => OpsSupportConversation, { description: 'Ops: assigns a conversation to an ops user, or nobody. Audited.' })
  opsAssignSupport(@Args() args: OpsSupportAssignArgs, @Ctx() ctx: RequestContext): Promise<OpsSupportConversation> {
    return ctx.services.support.assign({ user: ctx.user!, ip: ctx.ip }, args.conversationId, args.assigneeId);
  }

  @Authorized('OPS')
  @Mutation(() => OpsSupportConversation, { description: 'Ops: closes a conversation (the user may reopen it within 30 days). Audited.' })
  opsCloseSupport(@Args() args: SupportConversationIdArgs, @Ctx() ctx: RequestContext): Promise<OpsSupportConversation> {
    return ctx.services.support.opsClose({ user: ctx.user!, ip: ctx.ip }, args.conversationId);
  }

  @Authorized('OPS')
  @Mutation(() => SupportCannedReply, {
    description: 'Ops: creates or changes a canned reply (five languages, English required). Audited.',
  })
  opsSaveSupportCannedReply(
    @Arg('input', () => SupportCannedReplyInput, { description: 'The reply.' }) input: SupportCannedReplyInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SupportCannedReply> {
    return ctx.services.support.canned.save({ user: ctx.user!, ip: ctx.ip }, input);
  }

  @Authorized('OPS')
  @Mutation(() => Boolean, { description: 'Ops: deletes a canned reply. Audited.' })
  opsDeleteSupportCannedReply(
    @Arg('id', () => ID, { description: 'The canned reply.' }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    return ctx.services.support.canned.delete({ user: ctx.user!, ip: ctx.ip }, id);
  }
}
