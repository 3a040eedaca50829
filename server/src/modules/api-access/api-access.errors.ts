import type { ErrorDescriptions } from '../../graphql/error-codes';

// Codes of personal API tokens and registered client apps (issue 19).
export enum ApiAccessError {
  API_TOKEN_INVALID = 'API_TOKEN_INVALID',
  API_SCOPE_MISSING = 'API_SCOPE_MISSING',
  API_TOKEN_NAME_INVALID = 'API_TOKEN_NAME_INVALID',
  API_TOKEN_SCOPES_INVALID = 'API_TOKEN_SCOPES_INVALID',
  API_TOKEN_EXPIRY_INVALID = 'API_TOKEN_EXPIRY_INVALID',
  API_TOKEN_LIMIT_REACHED = 'API_TOKEN_LIMIT_REACHED',
  API_TOKEN_NOT_FOUND = 'API_TOKEN_NOT_FOUND',
  API_TOKENS_FOR_INVESTORS_ONLY = 'API_TOKENS_FOR_INVESTORS_ONLY',
  CLIENT_APP_INVALID = 'CLIENT_APP_INVALID',
  CLIENT_APP_NAME_TAKEN = 'CLIENT_APP_NAME_TAKEN',
  CLIENT_APP_NOT_FOUND = 'CLIENT_APP_NOT_FOUND',
  CLIENT_APP_MANIFEST_INVALID = 'CLIENT_APP_MANIFEST_INVALID',
}

export const apiAccessErrorDescriptions: ErrorDescriptions<ApiAccessError> = {
  API_TOKEN_INVALID: 'The bearer token is unknown, revoked or expired (HTTP 401).',
  API_SCOPE_MISSING: "The API token's scopes do not include this field (read: quotes, portfolio and records; trade: orders).",
  API_TOKEN_NAME_INVALID: 'A token name is 1 to 40 characters.',
  API_TOKEN_SCOPES_INVALID: 'Scopes are one or more of read and trade, and only those the chosen client app is allowed.',
  API_TOKEN_EXPIRY_INVALID: 'A token lasts 1 to 365 days.',
  API_TOKEN_LIMIT_REACHED: 'At most 20 tokens may be active at once; revoke one first.',
  API_TOKEN_NOT_FOUND: 'No token of yours has this id.',
  API_TOKENS_FOR_INVESTORS_ONLY: 'Ops accounts use GraphiQL, not API tokens.',
  CLIENT_APP_INVALID: 'An app needs a name (2 to 60 characters), an owner (2 to 100) and at least one allowed scope.',
  CLIENT_APP_NAME_TAKEN: 'Another client app has this name.',
  CLIENT_APP_NOT_FOUND: 'No client app has this id.',
  CLIENT_APP_MANIFEST_INVALID:
    'A manifest is a JSON object of SHA-256 hash to GraphQL document (1 to 500 of them), each hash that of its document, each document valid against the schema.',
};
