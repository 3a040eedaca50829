import { ApolloError } from '@apollo/client';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RequestTimeoutError } from '../apollo/timeoutFetch';
import { errorCodeOf, errorMessageId, errorMessageIdOf } from './errors';
import { schemaErrorCodes } from './schemaErrorCodes.testkit';
import { MESSAGES } from './messages';

describe('errorMessageId', () => {
  it('maps every server code to error.<CODE>', () => {
    for (const code of schemaErrorCodes()) expect(errorMessageId(code)).toBe(`error.${code}`);
  });

  it('maps an unknown or missing code to INTERNAL_ERROR', () => {
    expect(errorMessageId('SOMETHING_NEW')).toBe('error.INTERNAL_ERROR');
    expect(errorMessageId(undefined)).toBe('error.INTERNAL_ERROR');
    expect(MESSAGES.en[errorMessageId('NOPE')]).toBe('Please contact customer service');
  });
});

describe('errorCodeOf', () => {
  it('reads extensions.code of a GraphQL error', () => {
    const error = new ApolloError({
      graphQLErrors: [new GraphQLError('bad', { extensions: { code: 'INVALID_CREDENTIALS' } })],
    });
    expect(errorCodeOf(error)).toBe('INVALID_CREDENTIALS');
    expect(MESSAGES.en[errorMessageIdOf(error)]).toBe('Incorrect phone number or password');
    expect(MESSAGES.fr[errorMessageIdOf(error)]).toBe('Numéro de téléphone ou mot de passe incorrect');
  });

  it('reads the code from an HTTP error body (e.g. a rejected trusted document)', () => {
    const networkError = Object.assign(new Error('Response not successful'), {
      name: 'ServerError',
      statusCode: 400,
      result: { errors: [{ message: 'no', extensions: { code: 'DOCUMENT_NOT_TRUSTED' } }] },
    });
    expect(errorCodeOf(new ApolloError({ networkError }))).toBe('DOCUMENT_NOT_TRUSTED');
  });

  it('turns HTTP statuses without a body code into sensible codes', () => {
    const status = (statusCode: number) => new ApolloError({ networkError: Object.assign(new Error('x'), { statusCode, result: {} }) });
    expect(errorCodeOf(status(429))).toBe('RATE_LIMITED');
    expect(errorCodeOf(status(503))).toBe('SERVICE_UNAVAILABLE');
    expect(errorCodeOf(status(500))).toBe('INTERNAL_ERROR');
  });

  it('recognises timeouts and unreachable servers', () => {
    expect(errorCodeOf(new ApolloError({ networkError: new RequestTimeoutError(60000) }))).toBe('TIMEOUT');
    expect(errorCodeOf(new ApolloError({ networkError: new TypeError('Failed to fetch') }))).toBe('NETWORK');
  });

  it('falls back to INTERNAL_ERROR for anything else', () => {
    expect(errorCodeOf(new Error('boom'))).toBe('INTERNAL_ERROR');
    expect(errorCodeOf(null)).toBe('INTERNAL_ERROR');
  });
});
