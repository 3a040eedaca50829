import { MARKET_ERROR_CODES } from '../features/markets/errorCodes';
import { MONEY_ERROR_CODES } from '../features/money/errorCodes';
import { TRADING_ERROR_CODES } from '../features/trading/errorCodes';
import type { ErrorCode as SchemaErrorCode } from '../gql/graphql';

/**
 * Error codes → react-intl message ids. Server errors carry `extensions.code`; each code has a
 * message `error.<CODE>` in every language. An unknown code shows INTERNAL_ERROR's text.
 */
const CORE_ERROR_CODES = [
  'INTERNAL_ERROR',
  'BAD_INPUT',
  'TEXT_TOO_LONG',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'RATE_LIMITED',
  'SERVER_BUSY',
  'QUERY_REJECTED',
  'DOCUMENT_NOT_TRUSTED',
  'SERVICE_UNAVAILABLE',
  'ACCOUNT_TOO_SHORT',
  'PHONE_INVALID',
  'PASSWORD_TOO_SHORT',
  'PASSWORDS_DO_NOT_MATCH',
  'INVITE_CODE_REQUIRED',
  'INVITE_CODE_INVALID',
  'PHONE_TAKEN',
  'INVALID_CREDENTIALS',
  'TOO_MANY_LOGIN_ATTEMPTS',
  'WRONG_PASSWORD',
  'PAY_PASSWORD_TOO_SHORT',
  'PAY_PASSWORDS_DO_NOT_MATCH',
  'PAY_PASSWORD_ALREADY_SET',
  'PAY_PASSWORD_NOT_SET',
  'WRONG_PAY_PASSWORD',
] as const;

/** Every code the server sends: the core's and each domain's (features/<domain>/errorCodes.ts). */
export const SERVER_ERROR_CODES = [...CORE_ERROR_CODES, ...MONEY_ERROR_CODES, ...MARKET_ERROR_CODES, ...TRADING_ERROR_CODES] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** Client-only conditions shown with their own messages. */
export const CLIENT_ERROR_CODES = ['TIMEOUT', 'NETWORK'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

export type ErrorCode = ServerErrorCode | ClientErrorCode;

const KNOWN = new Set<string>([...SERVER_ERROR_CODES, ...CLIENT_ERROR_CODES]);

export function isKnownErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && KNOWN.has(code);
}

/** The message id for a code; unknown or missing codes fall back to INTERNAL_ERROR. */
export function errorMessageId(code: string | null | undefined): string {
  return `error.${isKnownErrorCode(code) ? code : 'INTERNAL_ERROR'}`;
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

/** The message id to show for any failure. */
export function errorMessageIdOf(error: unknown): string {
  return errorMessageId(errorCodeOf(error));
}

/**
 * Compile-time check against the schema's ErrorCode enum (codegen): a code the server can send
 * without a translation here, or a code here the server no longer has, fails the type check.
 */
type Missing = Exclude<SchemaErrorCode, ServerErrorCode>;
type Extra = Exclude<ServerErrorCode, SchemaErrorCode>;
export const SCHEMA_ERROR_CODES_COVERED: [Missing, Extra] extends [never, never] ? true : { missing: Missing; extra: Extra } = true;
