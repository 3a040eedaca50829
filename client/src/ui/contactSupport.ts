import { errorCodeOf, lastShownError } from '../i18n/errors';
import { isContactSupportMessageId, saysContactSupport } from './supportHint';
import { routeByName } from '../navigation/routeTable';
import { buildUrl, parseUrl } from '../navigation/url';

// Loaded with the "Contact support" link itself (ui/SupportLink.tsx), not with the first screen: which
// errors offer the link is decided by ui/supportHint.ts, what the link attaches is worked out here.

function requestIdOfGraphQLErrors(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const item of list) {
    const id = (item as { extensions?: { requestId?: unknown } } | null)?.extensions?.requestId;
    if (typeof id === 'string' && id) return id;
  }
  return undefined;
}

type ErrorLike = { graphQLErrors?: unknown; errors?: unknown; extensions?: unknown; networkError?: unknown; result?: unknown };

/**
 * The request id the server gave a failed request (`extensions.requestId` of its GraphQL errors, also
 * inside an HTTP error body), which finds it in the server's logs; undefined when there is none (the
 * server was not reached, or the failure is the client's own).
 */
export function requestIdOf(error: unknown): string | undefined {
  if (!error) return undefined;
  const e = error as ErrorLike;
  const direct =
    requestIdOfGraphQLErrors(e.graphQLErrors) ??
    requestIdOfGraphQLErrors(e.errors) ??
    requestIdOfGraphQLErrors([{ extensions: e.extensions }]);
  if (direct) return direct;
  const network = e.networkError as ErrorLike | null | undefined;
  return requestIdOfGraphQLErrors((network?.result as { errors?: unknown } | undefined)?.errors);
}

/** What a new conversation attaches of an error: its code and the request id the server gave it. */
export interface SupportErrorRef {
  readonly code: string;
  readonly requestId?: string;
}

/** The server's limits on an attached error (support.service.ts): a code, an app route, a request id. */
const CODE = /^[A-Z][A-Z0-9_]{1,63}$/;
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;
const SCREEN_MAX = 140;

/** The error to attach when its text says to contact support; null for any other failure. */
export function contactSupportRefOf(error: unknown): SupportErrorRef | null {
  if (!saysContactSupport(error)) return null;
  return { code: errorCodeOf(error), requestId: requestIdOf(error) };
}

/**
 * The error behind a message id already on screen (an error line or a toast that holds only the text):
 * one of the contact-support texts, with the code and request id of the failure last shown with it
 * (errorMessageIdOf), else the text's own code.
 */
export function contactSupportRefOfMessage(messageId: string | null | undefined): SupportErrorRef | null {
  if (!isContactSupportMessageId(messageId)) return null;
  const last = lastShownError(messageId);
  if (last) return { code: errorCodeOf(last), requestId: requestIdOf(last) };
  return { code: messageId.slice('error.'.length) };
}

/**
 * An app route as the server takes it for the screen an error was shown on: path and query, characters
 * outside its set percent-encoded, at most 140 characters (cut before an escape it would split).
 */
export function supportScreenOf(url: string): string | undefined {
  const { url: normalised } = parseUrl(url);
  let screen = normalised.replace(/[^A-Za-z0-9/_?=&.%:-]/g, (c) => encodeURIComponent(c));
  if (screen.length > SCREEN_MAX) screen = screen.slice(0, SCREEN_MAX).replace(/%[0-9A-Fa-f]?$/, '');
  return screen.startsWith('/') ? screen : undefined;
}

/** The screen on display (the hash route, `/subPackages/...?…`), for the error's context. */
export function currentScreen(): string | undefined {
  if (typeof window === 'undefined') return undefined;
  const hash = window.location.hash.replace(/^#/, '');
  return hash ? supportScreenOf(hash) : undefined;
}

/** The new-conversation page with the error attached (`errorCode`, `screen`, `requestId`); parts the server would refuse are left out. */
export function newSupportConversationUrl(ref: SupportErrorRef, screen: string | undefined = currentScreen()): string {
  return buildUrl(routeByName('supportNew').path, {
    errorCode: CODE.test(ref.code) ? ref.code : undefined,
    screen,
    requestId: ref.requestId && REQUEST_ID.test(ref.requestId) ? ref.requestId : undefined,
  });
}

/** The support pages themselves offer no link to a new conversation under their own errors. */
export function isSupportScreen(screen: string | undefined): boolean {
  if (!screen) return false;
  const path = parseUrl(screen).path;
  return path === routeByName('supportNew').path || path === routeByName('supportConversation').path;
}
