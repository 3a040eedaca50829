import type { SupportStatus, SupportTopic } from '../../gql/graphql';

/** The server's limits (server/src/modules/support/support.types.ts). */
export const MAX_BODY_LENGTH = 4000;
export const MAX_IMAGES = 3;
/** Conversations per page on the hub. */
export const PAGE_SIZE = 20;

/** Every topic, in the order the picker lists them. */
export const TOPICS: readonly SupportTopic[] = [
  'ACCOUNT',
  'FUNDING',
  'TRADING',
  'OFFERINGS',
  'LOANS_FUNDS',
  'REAL_NAME',
  'SECURITY',
  'OTHER',
];

export function isTopic(value: string | undefined): value is SupportTopic {
  return value !== undefined && (TOPICS as readonly string[]).includes(value);
}

/** What the server counts of a message: its text without surrounding spaces. */
export function bodyLength(body: string): number {
  return body.trim().length;
}

/** Why a message cannot be sent yet, found before asking the server (which says the same: SUPPORT_MESSAGE_*). */
export function bodyProblem(body: string): 'empty' | 'tooLong' | null {
  const n = bodyLength(body);
  if (n === 0) return 'empty';
  if (n > MAX_BODY_LENGTH) return 'tooLong';
  return null;
}

/** The topic an error's screen suggests (the route it was shown on), if one does. */
const SCREEN_TOPICS: ReadonlyArray<readonly [RegExp, SupportTopic]> = [
  [/^\/subPackages\/mine\/(deposit|withdraw|exchange|transactionRecord|bank|statement)\//, 'FUNDING'],
  [/^\/subPackages\/mine\/real\//, 'REAL_NAME'],
  [/^\/subPackages\/mine\/(security|changeLoginPassword|changePayPassword|apiTokens)\/|^\/subPackages\/login\//, 'SECURITY'],
  [/^\/subPackages\/mine\/loan\/|^\/subPackages\/market\/fund\//, 'LOANS_FUNDS'],
  [/^\/subPackages\/market\/(ipo|blockTrade)\//, 'OFFERINGS'],
  [/^\/pages\/trade\/|^\/subPackages\/trade\/|^\/subPackages\/market\/(stockDetail|dayTrading|instaFollow)\//, 'TRADING'],
  [/^\/subPackages\/mine\/vip\//, 'ACCOUNT'],
];

export function topicForScreen(screen: string | undefined): SupportTopic | null {
  if (!screen) return null;
  return SCREEN_TOPICS.find(([pattern]) => pattern.test(screen))?.[1] ?? null;
}

/** A closed conversation can be reopened until `reopenableUntil` (30 days after closing). */
export function canReopen(c: { status: SupportStatus; reopenableUntil?: string | null }, now: number = Date.now()): boolean {
  return c.status === 'CLOSED' && !!c.reopenableUntil && new Date(c.reopenableUntil).getTime() > now;
}

/** The colour of a status chip. */
export const STATUS_TONE: Readonly<Record<SupportStatus, 'pending' | 'ok' | 'action' | 'neutral'>> = {
  OPEN: 'pending',
  ANSWERED: 'ok',
  WAITING_USER: 'action',
  CLOSED: 'neutral',
};

/**
 * A message's first line as the list shows it: the Markdown subset's marks taken out (emphasis, code,
 * a link's address, a list or quote mark), the words left as written. The server cuts it at 120
 * characters, sometimes inside a link.
 */
export function plainPreview(text: string): string {
  return text
    .replace(/^\s*(?:[-*+]|\d+\.|>|#{1,6})\s+/, '')
    .replace(/\[([^\]]*)\]\([^)]*\)?/g, '$1')
    .replace(/\[([^\]]*)\]?/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,;:!?]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1');
}
