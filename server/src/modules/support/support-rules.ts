import { DomainError } from '../../shared/domain-error';
import type { User } from '../auth/user.entity';
import type { LocalisedTexts } from '../../shared/localised-text';
import { SupportError } from './support.errors';
import {
  MAX_ATTACHMENTS,
  MAX_MESSAGE_LENGTH,
  type OpenSupportConversationInput,
  type OpsSupportConversation,
  type SupportCannedReply,
  type SupportConversation,
  type SupportStatus,
  type SupportTopic,
} from './support.types';

// Customer service's checks and mappings, without a database: what a message, its images and an
// attached error must be, and how rows read as GraphQL objects (support.service.ts does the rest).

/** Who acts on a conversation and from where (ops actions are audited with both). */
export interface SupportActor {
  user: User;
  ip: string | null;
}

/** A closed conversation can be reopened for this long. */
export const REOPEN_DAYS = 30;
export const DAY_MS = 24 * 60 * 60 * 1000;

const ERROR_CODE = /^[A-Z][A-Z0-9_]{1,63}$/;
const ERROR_SCREEN = /^\/[A-Za-z0-9/_?=&.%:-]{0,139}$/;
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

export interface ConversationRow {
  id: string;
  conversation_no: string;
  user_id: string;
  topic: SupportTopic;
  status: SupportStatus;
  error_code: string | null;
  error_screen: string | null;
  error_request_id: string | null;
  assigned_to: string | null;
  created_at: Date;
  last_message_at: Date;
  waiting_since: Date | null;
  first_response_at: Date | null;
  closed_at: Date | null;
  user_read_at: Date;
  preview: string | null;
  unread: number;
}

export function checkedBody(raw: string): string {
  const body = (raw ?? '').trim();
  if (!body) throw new DomainError(SupportError.SUPPORT_MESSAGE_EMPTY);
  if (body.length > MAX_MESSAGE_LENGTH) throw new DomainError(SupportError.SUPPORT_MESSAGE_TOO_LONG, { max: MAX_MESSAGE_LENGTH });
  return body;
}

export function checkedAttachments(ids: string[] | null | undefined): string[] {
  const list = [...new Set(ids ?? [])];
  if (list.length > MAX_ATTACHMENTS) throw new DomainError(SupportError.SUPPORT_TOO_MANY_ATTACHMENTS, { max: MAX_ATTACHMENTS });
  return list;
}

export function checkedError(e: OpenSupportConversationInput['error']) {
  if (!e) return null;
  const screen = e.screen?.trim() || null;
  const requestId = e.requestId?.trim() || null;
  if (!ERROR_CODE.test(e.code) || (screen !== null && !ERROR_SCREEN.test(screen)) || (requestId !== null && !REQUEST_ID.test(requestId)))
    throw new DomainError(SupportError.SUPPORT_ERROR_CONTEXT_INVALID);
  return { code: e.code, screen, requestId };
}

export function toConversation(r: ConversationRow): SupportConversation {
  return {
    id: r.id,
    conversationNo: r.conversation_no,
    topic: r.topic,
    status: r.status,
    error: r.error_code ? { code: r.error_code, screen: r.error_screen, requestId: r.error_request_id } : null,
    preview: r.preview ?? '',
    unreadCount: r.unread,
    createdAt: r.created_at,
    lastMessageAt: r.last_message_at,
    closedAt: r.closed_at,
    reopenableUntil: r.closed_at ? new Date(r.closed_at.getTime() + REOPEN_DAYS * DAY_MS) : null,
  };
}

export function toOpsConversation(r: ConversationRow, phone: string, vip: boolean, assigneePhone: string | null): OpsSupportConversation {
  return {
    ...toConversation(r),
    userId: r.user_id,
    userPhone: phone,
    vip,
    assignedToId: r.assigned_to,
    assignedToLabel: assigneePhone,
    waitingSince: r.waiting_since,
    firstResponseAt: r.first_response_at,
    firstResponseSeconds: r.first_response_at ? Math.round((r.first_response_at.getTime() - r.created_at.getTime()) / 1000) : null,
  };
}

export function toCanned(r: { id: string; title: string; texts: LocalisedTexts; updated_at: Date }): SupportCannedReply {
  return {
    id: r.id,
    title: r.title,
    texts: {
      en: r.texts.en,
      fr: r.texts.fr ?? null,
      es: r.texts.es ?? null,
      zhHans: r.texts['zh-Hans'] ?? null,
      zhHant: r.texts['zh-Hant'] ?? null,
    },
    updatedAt: r.updated_at,
  };
}
