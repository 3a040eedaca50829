import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { ArgumentValidationError, AuthenticationError, AuthorizationError } from 'type-graphql';
import type { ValidationError } from 'class-validator';
import { CommonError } from '../shared/common.errors';
import { DomainError } from '../shared/domain-error';
import { logger } from '../shared/logger';
import { ErrorCode } from './error-codes';

const isKnownCode = (code: string): boolean => Object.hasOwn(ErrorCode, code);

// Postgres and driver failures that mean "the database went away", not "the request was wrong".
const CONNECTION_CODES = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  // A deadlock or serialisation failure that outlasted the unit of work's retries: transient, try again.
  '40P01',
  '40001',
]);

function firstValidationCode(errors: ValidationError[]): string | undefined {
  for (const e of errors) {
    for (const ctx of Object.values(e.contexts ?? {})) {
      const code = (ctx as { code?: string }).code;
      if (code && isKnownCode(code)) return code;
    }
    const nested = e.children?.length ? firstValidationCode(e.children) : undefined;
    if (nested) return nested;
  }
  return undefined;
}

export function isConnectionFailure(err: unknown): boolean {
  const e = err as { code?: string; driverError?: { code?: string }; message?: string };
  const code = e?.driverError?.code ?? e?.code;
  if (code && CONNECTION_CODES.has(code)) return true;
  return /Connection terminated|terminating connection|connection timeout|Client has encountered a connection error|query runner was already released|Query runner already released/i.test(
    e?.message ?? '',
  );
}

/** Maps any error to a stable code. Only the code and a safe message leave the server: no stack, no SQL. */
export function toPublicError(err: unknown): { code: string; message: string; details?: Record<string, unknown> } {
  const original = err instanceof GraphQLError && err.originalError ? err.originalError : err;
  if (original instanceof DomainError) {
    return { code: original.code, message: original.code, details: original.details };
  }
  if (original instanceof ArgumentValidationError) {
    const code = firstValidationCode(original.extensions.validationErrors as ValidationError[]) ?? CommonError.BAD_INPUT;
    return { code, message: code };
  }
  if (original instanceof AuthorizationError) return { code: CommonError.FORBIDDEN, message: CommonError.FORBIDDEN };
  if (original instanceof AuthenticationError) return { code: CommonError.UNAUTHENTICATED, message: CommonError.UNAUTHENTICATED };
  if (err instanceof GraphQLError && !err.originalError) {
    // Parse and validation errors, query limits: the client's document or variables were refused.
    const code = err.extensions?.code;
    if (typeof code === 'string' && isKnownCode(code)) return { code, message: err.message };
    // Query limits (graphql-armor) say "Syntax Error"; bad variable values are the caller's input.
    const isInput = (code === 'BAD_USER_INPUT' && !/^Syntax Error/.test(err.message)) || /^Variable "\$/.test(err.message);
    return { code: isInput ? CommonError.BAD_INPUT : CommonError.QUERY_REJECTED, message: err.message };
  }
  if (err instanceof GraphQLError && err.originalError instanceof GraphQLError) {
    return toPublicError(err.originalError);
  }
  if (isConnectionFailure(original)) {
    logger.warn({ err: original }, 'database connection failed during a request');
    return { code: CommonError.SERVICE_UNAVAILABLE, message: CommonError.SERVICE_UNAVAILABLE };
  }
  logger.error({ err: original }, 'unexpected error');
  return { code: CommonError.INTERNAL_ERROR, message: CommonError.INTERNAL_ERROR };
}

export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const pub = toPublicError(error);
  return {
    message: pub.message,
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: pub.code, ...(pub.details ? { details: pub.details } : {}) },
  };
}
