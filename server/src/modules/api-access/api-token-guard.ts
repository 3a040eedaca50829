import type { DocumentNode } from 'graphql';
import type { Services } from '../../app/registry';
import { logger } from '../../shared/logger';
import type { User } from '../auth/user.entity';
import { checkTokenScopes, rootFields, selectedOperation } from './api-scopes';
import type { TokenGrant } from './api-tokens.service';

/**
 * What every operation signed with an API token passes before it runs, over HTTP and WebSocket alike:
 * one point from the token's rate budget, the scope check of every root field it selects, and an
 * audit entry when it uses the trade scope.
 */
export async function guardTokenOperation(
  services: Services,
  auth: { user: User; grant: TokenGrant },
  document: DocumentNode,
  operationName: string | null | undefined,
  ip: string | null,
): Promise<void> {
  await services.apiTokens.takeRequest(auth.grant);
  const operation = selectedOperation(document, operationName);
  const fields = operation ? rootFields(document, operation) : [];
  const name = operationName ?? operation?.name?.value ?? null;
  // The token's id, never its secret: which token ran what, for support and abuse reviews.
  logger.debug({ tokenId: auth.grant.id, userId: auth.user.id, operationName: name, fields }, 'api token operation');
  const used = checkTokenScopes(document, operationName, auth.grant.scopes);
  if (used.has('trade')) await services.apiTokens.auditTrade(auth.user, auth.grant, fields, name, ip);
}

/** The token of an `Authorization: Bearer …` value (HTTP header or connection_init's `authorization`). */
export function bearerToken(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^Bearer\s+(\S+)$/i.exec(value.trim());
  return m ? m[1] : null;
}
