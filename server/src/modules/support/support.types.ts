import { ArrayMaxSize, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { CommonError } from '../../shared/common.errors';
import { LocalisedTextValues } from '../../shared/localised-text';
import { PageArgs, PageType } from '../../shared/pagination';
import { ShortText } from '../../shared/validation';
import { Balance } from '../ledger/ledger.types';
import { Order } from '../trading/trading.types';

/** Longest message body (a request stays well under the body cap; a 10,000-character text is refused). */
export const MAX_MESSAGE_LENGTH = 4000;
export const MAX_ATTACHMENTS = 3;

export enum SupportTopic {
  ACCOUNT = 'account',
  FUNDING = 'funding',
  TRADING = 'trading',
  OFFERINGS = 'offerings',
  LOANS_FUNDS = 'loans_funds',
  REAL_NAME = 'real_name',
  SECURITY = 'security',
  OTHER = 'other',
}
registerEnumType(SupportTopic, {
  name: 'SupportTopic',
  description: 'What a support conversation is about.',
  valuesConfig: {
    ACCOUNT: { description: 'The account and its settings.' },
    FUNDING: { description: 'Deposits and withdrawals.' },
    TRADING: { description: 'Orders, positions and the strategy.' },
    OFFERINGS: { description: 'IPOs and block trades.' },
    LOANS_FUNDS: { description: 'Loans and term funds.' },
    REAL_NAME: { description: 'Identity verification.' },
    SECURITY: { description: 'Passwords, second factors, devices.' },
    OTHER: { description: 'Anything else.' },
  },
});

export enum SupportStatus {
  OPEN = 'open',
  ANSWERED = 'answered',
  WAITING_USER = 'waiting_user',
  CLOSED = 'closed',
}
registerEnumType(SupportStatus, {
  name: 'SupportStatus',
  description: 'Where a conversation stands.',
  valuesConfig: {
    OPEN: { description: 'The user wrote last: Vela has yet to answer.' },
    ANSWERED: { description: 'Vela answered.' },
    WAITING_USER: { description: 'Vela asked the user for something ("waiting for you").' },
    CLOSED: { description: 'Closed by the user or Vela; the user may reopen it within 30 days.' },
  },
});

export enum SupportAuthor {
  USER = 'user',
  OPS = 'ops',
}
registerEnumType(SupportAuthor, {
  name: 'SupportAuthor',
  description: 'Who wrote a message.',
  valuesConfig: {
    USER: { description: 'The user.' },
    OPS: { description: 'Vela staff (shown with the verified badge).' },
  },
});

@ObjectType({ description: 'The refused action a conversation began from, as the user saw it.' })
export class SupportErrorContext {
  @Field({ description: 'The error code (e.g. FORBIDDEN).' })
  code: string;
  @Field(() => String, { nullable: true, description: 'The app route the error was shown on.' })
  screen: string | null;
  @Field(() => String, { nullable: true, description: 'The request id the server gave the failed request (errors’ extensions.requestId).' })
  requestId: string | null;
}

@ObjectType({ description: 'An image attached to a message, through a five-minute link for the viewer alone.' })
export class SupportAttachment {
  @Field(() => ID, { description: 'The upload id.' })
  id: string;
  @Field({ description: 'A signed link that opens the image for the signed-in viewer (expires after five minutes).' })
  url: string;
}

@ObjectType({ description: 'One message of a support conversation (internal notes are never messages).' })
export class SupportMessage {
  @Field(() => ID, { description: 'The message id.' })
  id: string;
  @Field(() => SupportAuthor, { description: 'The user or Vela staff.' })
  author: SupportAuthor;
  @Field({ description: 'True on Vela staff’s messages: the app shows them with the verified badge.' })
  verified: boolean;
  @Field({ description: 'The text as written (Markdown subset).' })
  body: string;
  @Field({ description: 'The text rendered and sanitised on the server (safe to insert as HTML).' })
  bodyHtml: string;
  @Field(() => [SupportAttachment], { description: 'Up to three images.' })
  attachments: SupportAttachment[];
  @Field({ description: 'When it was sent.' })
  createdAt: Date;
}

@ObjectType({ description: 'A support conversation as its user sees it.' })
export class SupportConversation {
  @Field(() => ID, { description: 'The conversation id.' })
  id: string;
  @Field({ description: 'Its number (H…), to quote.' })
  conversationNo: string;
  @Field(() => SupportTopic, { description: 'What it is about.' })
  topic: SupportTopic;
  @Field(() => SupportStatus, { description: 'Where it stands.' })
  status: SupportStatus;
  @Field(() => SupportErrorContext, { nullable: true, description: 'The refused action it began from, when it did.' })
  error: SupportErrorContext | null;
  @Field({ description: 'The first line of the last message (at most 120 characters).' })
  preview: string;
  @Field(() => Int, { description: 'Messages from Vela the user has not read.' })
  unreadCount: number;
  @Field({ description: 'When it was opened.' })
  createdAt: Date;
  @Field({ description: 'When the last message was sent.' })
  lastMessageAt: Date;
  @Field(() => Date, { nullable: true, description: 'When it was closed (null unless closed).' })
  closedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'A closed conversation can be reopened until then (30 days after closing).' })
  reopenableUntil: Date | null;
}

@ObjectType({ description: 'A conversation with its messages, oldest first.' })
export class SupportConversationDetail {
  @Field(() => SupportConversation, { description: 'The conversation.' })
  conversation: SupportConversation;
  @Field(() => [SupportMessage], { description: 'Its messages, oldest first.' })
  messages: SupportMessage[];
}

export const SupportConversationPage = PageType(SupportConversation, 'SupportConversationPage');
export type SupportConversationPage = InstanceType<typeof SupportConversationPage>;

@ObjectType({ description: 'Ops: a conversation in the support inbox.' })
export class OpsSupportConversation extends SupportConversation {
  @Field(() => ID, { description: 'The user.' })
  userId: string;
  @Field({ description: 'The user’s phone number.' })
  userPhone: string;
  @Field({ description: 'True when the user is VIP (VIP conversations come first).' })
  vip: boolean;
  @Field(() => ID, { nullable: true, description: 'The ops user it is assigned to.' })
  assignedToId: string | null;
  @Field(() => String, { nullable: true, description: 'That ops user’s phone number.' })
  assignedToLabel: string | null;
  @Field(() => Date, { nullable: true, description: 'Since when the user has been waiting for an answer (null when answered).' })
  waitingSince: Date | null;
  @Field(() => Date, { nullable: true, description: 'When Vela first answered.' })
  firstResponseAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Seconds from opening to Vela’s first answer (null before it).' })
  firstResponseSeconds: number | null;
}

export const OpsSupportConversationPage = PageType(OpsSupportConversation, 'OpsSupportConversationPage');
export type OpsSupportConversationPage = InstanceType<typeof OpsSupportConversationPage>;

@ObjectType({ description: 'Ops: an internal note on a conversation; never shown to the user.' })
export class SupportNote {
  @Field(() => ID, { description: 'The note id.' })
  id: string;
  @Field({ description: 'The ops user who wrote it (phone number).' })
  authorLabel: string;
  @Field({ description: 'The note as written (plain text).' })
  body: string;
  @Field({ description: 'When it was written.' })
  createdAt: Date;
}

@ObjectType({ description: 'Ops: a conversation with its messages and internal notes (each read is audited).' })
export class OpsSupportConversationDetail {
  @Field(() => OpsSupportConversation, { description: 'The conversation.' })
  conversation: OpsSupportConversation;
  @Field(() => [SupportMessage], { description: 'Its messages, oldest first.' })
  messages: SupportMessage[];
  @Field(() => [SupportNote], { description: 'Internal notes, oldest first.' })
  notes: SupportNote[];
}

@ObjectType({ description: 'Ops: one of the user’s items waiting for review.' })
export class SupportOpenReview {
  @Field({ description: 'The review kind (deposit, withdrawal, real_name…).' })
  kind: string;
  @Field(() => ID, { description: 'The item id.' })
  id: string;
  @Field({ description: 'Its status.' })
  status: string;
  @Field(() => String, { nullable: true, description: 'Its order number.' })
  orderNo: string | null;
  @Field(() => String, { nullable: true, description: 'Its amount, a decimal string.' })
  amount: string | null;
  @Field(() => String, { nullable: true, description: 'The amount’s currency.' })
  currency: string | null;
  @Field({ description: 'A one-line summary.' })
  summary: string;
  @Field({ description: 'When it was filed.' })
  createdAt: Date;
}

@ObjectType({ description: 'Ops: the user beside a conversation (each read is audited as support.context.viewed).' })
export class SupportUserContext {
  @Field(() => ID, { description: 'The user.' })
  userId: string;
  @Field({ description: 'The phone number.' })
  phone: string;
  @Field({ description: 'Real-name status: none, pending, passed or failed.' })
  realNameStatus: string;
  @Field({ description: 'True when VIP.' })
  vip: boolean;
  @Field(() => [Balance], { description: 'Cash per currency.' })
  balances: Balance[];
  @Field(() => [Order], { description: 'The five most recent orders (pending and past).' })
  recentOrders: Order[];
  @Field(() => [SupportOpenReview], { description: 'Items waiting for review, newest first.' })
  openReviews: SupportOpenReview[];
}

@ObjectType({ description: 'Ops: a reply ops keep ready, in five languages.' })
export class SupportCannedReply {
  @Field(() => ID, { description: 'Its id.' })
  id: string;
  @Field({ description: 'A short name for ops.' })
  title: string;
  @Field(() => LocalisedTextValues, { description: 'The text in each language (English always).' })
  texts: LocalisedTextValues;
  @Field({ description: 'Last changed.' })
  updatedAt: Date;
}

@ObjectType({ description: 'Ops: someone a conversation can be assigned to.' })
export class SupportAgent {
  @Field(() => ID, { description: 'The ops user.' })
  id: string;
  @Field({ description: 'Their phone number.' })
  label: string;
}

@InputType({ description: 'The refused action to attach (from the error the user saw).' })
export class SupportErrorInput {
  @Field({ description: 'The error code, e.g. FORBIDDEN.' })
  @IsString()
  @ShortText()
  code: string;
  @Field(() => String, { nullable: true, description: 'The app route it was shown on.' })
  @IsOptional()
  @ShortText()
  screen?: string | null;
  @Field(() => String, { nullable: true, description: 'The request id from the error’s extensions.' })
  @IsOptional()
  @ShortText()
  requestId?: string | null;
}

@InputType({ description: 'A new conversation: its topic, first message and, optionally, the error it is about.' })
export class OpenSupportConversationInput {
  @Field(() => SupportTopic, { description: 'What it is about.' })
  topic: SupportTopic;
  @Field({ description: 'The first message (1–4,000 characters, Markdown subset).' })
  @IsString()
  body: string;
  @Field(() => [ID], { nullable: true, description: 'Up to three uploads with purpose `support`.' })
  @IsOptional()
  @ArrayMaxSize(50, { context: { code: CommonError.BAD_INPUT } })
  attachmentIds?: string[] | null;
  @Field(() => SupportErrorInput, { nullable: true, description: 'The refused action it began from.' })
  @IsOptional()
  @ValidateNested()
  error?: SupportErrorInput | null;
}

@ArgsType()
export class SendSupportMessageArgs {
  @Field(() => ID, { description: 'The conversation.' })
  @ShortText()
  conversationId: string;
  @Field({ description: 'The message (1–4,000 characters, Markdown subset).' })
  @IsString()
  body: string;
  @Field(() => [ID], { nullable: true, description: 'Up to three uploads with purpose `support`.' })
  @IsOptional()
  @ArrayMaxSize(50, { context: { code: CommonError.BAD_INPUT } })
  attachmentIds?: string[] | null;
}

@ArgsType()
export class SupportConversationIdArgs {
  @Field(() => ID, { description: 'The conversation.' })
  @ShortText()
  conversationId: string;
}

@ArgsType()
export class OpsSupportReplyArgs {
  @Field(() => ID, { description: 'The conversation.' })
  @ShortText()
  conversationId: string;
  @Field({ description: 'The reply (1–4,000 characters, Markdown subset; links only to Vela’s pages).' })
  @IsString()
  body: string;
  @Field({ defaultValue: false, description: 'True when the reply asks the user for something (status WAITING_USER).' })
  @IsBoolean()
  waitingForUser: boolean;
}

@ArgsType()
export class OpsSupportNoteArgs {
  @Field(() => ID, { description: 'The conversation.' })
  @ShortText()
  conversationId: string;
  @Field({ description: 'The note (1–4,000 characters); never shown to the user.' })
  @IsString()
  body: string;
}

@ArgsType()
export class OpsSupportAssignArgs {
  @Field(() => ID, { description: 'The conversation.' })
  @ShortText()
  conversationId: string;
  @Field(() => ID, { nullable: true, description: 'The ops user; null to unassign.' })
  @IsOptional()
  @ShortText()
  assigneeId?: string | null;
}

@ArgsType()
export class OpsSupportInboxArgs extends PageArgs {
  @Field(() => SupportTopic, { nullable: true, description: 'Only this topic.' })
  @IsOptional()
  topic?: SupportTopic | null;
  @Field(() => SupportStatus, { nullable: true, description: 'Only this status; absent: every status but CLOSED.' })
  @IsOptional()
  status?: SupportStatus | null;
  @Field(() => Int, { nullable: true, description: 'Only conversations waiting for an answer at least this many hours (0–720).' })
  @IsOptional()
  @IsInt({ context: { code: CommonError.BAD_INPUT } })
  @Min(0, { context: { code: CommonError.BAD_INPUT } })
  @Max(720, { context: { code: CommonError.BAD_INPUT } })
  waitingHours?: number | null;
  @Field({ defaultValue: false, description: 'Only conversations assigned to the signed-in ops user.' })
  @IsBoolean()
  mine: boolean;
}

@InputType({ description: 'Ops: a canned reply (new without id, else a change).' })
export class SupportCannedReplyInput {
  @Field(() => ID, { nullable: true, description: 'The reply to change; absent for a new one.' })
  @IsOptional()
  @ShortText()
  id?: string | null;
  @Field({ description: 'A short name for ops (1–140 characters).' })
  @ShortText()
  title: string;
  @Field({ description: 'English text (required).' })
  @IsString()
  @MaxLength(MAX_MESSAGE_LENGTH, { context: { code: 'SUPPORT_MESSAGE_TOO_LONG' } })
  en: string;
  @Field(() => String, { nullable: true, description: 'French.' })
  @IsOptional()
  @MaxLength(MAX_MESSAGE_LENGTH, { context: { code: 'SUPPORT_MESSAGE_TOO_LONG' } })
  fr?: string | null;
  @Field(() => String, { nullable: true, description: 'Spanish.' })
  @IsOptional()
  @MaxLength(MAX_MESSAGE_LENGTH, { context: { code: 'SUPPORT_MESSAGE_TOO_LONG' } })
  es?: string | null;
  @Field(() => String, { nullable: true, description: 'Simplified Chinese.' })
  @IsOptional()
  @MaxLength(MAX_MESSAGE_LENGTH, { context: { code: 'SUPPORT_MESSAGE_TOO_LONG' } })
  zhHans?: string | null;
  @Field(() => String, { nullable: true, description: 'Traditional Chinese.' })
  @IsOptional()
  @MaxLength(MAX_MESSAGE_LENGTH, { context: { code: 'SUPPORT_MESSAGE_TOO_LONG' } })
  zhHant?: string | null;
}
