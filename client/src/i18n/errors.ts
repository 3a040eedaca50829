import type { ErrorCode as SchemaErrorCode } from '../gql/graphql';
import { isKnownMessageId } from './loadMessages';

/**
 * Error codes → react-intl message ids. Server errors carry `extensions.code` (the schema's ErrorCode
 * enum, which every server module extends with its own codes); each code has a message `error.<CODE>`
 * in every language, kept with its domain's texts (features/<domain>/messages, ops/messages). There is
 * no list to edit here: a code is known when its message exists (in the texts loaded so far: screens
 * render only once they are in), and a test checks every code of the schema has one in every language.
 * An unknown code shows INTERNAL_ERROR's text.
 */
export type ServerErrorCode = SchemaErrorCode;

/** Client-only conditions shown with their own messages. */
export const CLIENT_ERROR_CODES = ['TIMEOUT', 'NETWORK'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export type ErrorCode = ServerErrorCode | ClientErrorCode;

const isCodeShaped = (code: unknown): code is string => typeof code === 'string' && /^[A-Z][A-Z0-9_]*$/.test(code);

export function isKnownErrorCode(code: unknown): code is ErrorCode {
  return isCodeShaped(code) && isKnownMessageId(`error.${code}`);
}

let onUnloadedCode: (() => void) | null = null;

/**
 * Called when a screen is to show an error code whose text is not loaded: the codes of the screens
 * beyond the first are in the `screens` pack (packs.ts), which a first screen has not loaded. The
 * texts' provider answers by loading it; the screen then shows the code's own text.
 */
export function setUnloadedErrorCodeListener(listener: (() => void) | null): void {
  onUnloadedCode = listener;
}

/**
 * The message id for a code; unknown or missing codes fall back to INTERNAL_ERROR (a code whose text
 * is still to load, until it is in).
 */
export function errorMessageId(code: string | null | undefined): string {
  if (isKnownErrorCode(code)) return `error.${code}`;
  if (isCodeShaped(code) && onUnloadedCode) {
    const listener = onUnloadedCode;
    // Not during the render that asked: the provider's state changes.
    queueMicrotask(listener);
  }
  return 'error.INTERNAL_ERROR';
}

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  graphQLErrors?: unknown;
  errors?: unknown;
  networkError?: unknown;
  result?: unknown;
  cause?: unknown;
  extensions?: unknown;
}

function codeOfGraphQLErrors(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const item of list) {
    const code = (item as { extensions?: { code?: unknown } } | null)?.extensions?.code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

/** True when the error is (or wraps) a request timeout. */
export function isTimeoutError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    const e = current as ErrorLike;
    if (e.name === 'TimeoutError') return true;
    current = e.networkError ?? e.cause;
  }
  return false;
}

/**
 * The error code of any failure: a GraphQL error's `extensions.code` (also inside an HTTP error
 * body), TIMEOUT for a request that ran out of time, NETWORK when the server could not be reached.
 */
export function errorCodeOf(error: unknown): string {
  if (!error) return 'INTERNAL_ERROR';
  const e = error as ErrorLike;
  const direct =
    codeOfGraphQLErrors(e.graphQLErrors) ?? codeOfGraphQLErrors(e.errors) ?? codeOfGraphQLErrors([{ extensions: e.extensions }]);
  if (direct) return direct;
  if (isTimeoutError(error)) return 'TIMEOUT';
  const network = e.networkError as ErrorLike | null | undefined;
  if (network) {
    const fromBody = codeOfGraphQLErrors((network.result as { errors?: unknown } | undefined)?.errors);
    if (fromBody) return fromBody;
    if ('statusCode' in network && typeof (network as { statusCode?: unknown }).statusCode === 'number') {
      const status = (network as { statusCode: number }).statusCode;
      if (status === 429) return 'RATE_LIMITED';
      if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
      return 'INTERNAL_ERROR';
    }
    return 'NETWORK';
  }
  return 'INTERNAL_ERROR';
}

let lastShown: { messageId: string; error: unknown; at: number } | null = null;

/**
 * The failure last put into words by errorMessageIdOf, if it was shown as `messageId` within `maxAgeMs`:
 * what a "contact support" link under an error line that holds only the message attaches. Null when the
 * message on screen is some other failure's.
 */
export function lastShownError(messageId: string, maxAgeMs = 10 * 60_000, now = Date.now()): unknown {
  return lastShown && lastShown.messageId === messageId && now - lastShown.at <= maxAgeMs ? lastShown.error : null;
}

/** The message id to show for any failure (remembered with the failure: lastShownError). */
export function errorMessageIdOf(error: unknown): string {
  const messageId = errorMessageId(errorCodeOf(error));
  lastShown = { messageId, error, at: Date.now() };
  return messageId;
}
