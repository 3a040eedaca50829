import type { ApiToken, ClientApp, ClientAppManifest } from './api-access.entities';
import {
  type ApiScope,
  type ApiTokenInfo,
  ApiTokenStatus,
  type ClientAppInfo,
  type ClientAppManifestInfo,
  type OpsClientApp,
} from './api-access.types';

export function appView(app: ClientApp): ClientAppInfo {
  return { id: app.id, name: app.name, owner: app.owner, allowedScopes: app.allowedScopes as ApiScope[] };
}

export function manifestView(m: ClientAppManifest): ClientAppManifestInfo {
  return { version: m.version, documentCount: m.documentCount, uploadedAt: m.uploadedAt };
}

export function opsAppView(app: ClientApp, manifests: ClientAppManifest[]): OpsClientApp {
  return { ...appView(app), createdAt: app.createdAt, manifests: manifests.map(manifestView) };
}

export function tokenView(token: ApiToken, apps: ReadonlyMap<string, ClientApp>, now: Date): ApiTokenInfo {
  const app = token.appId ? apps.get(token.appId) : undefined;
  const status = token.revokedAt ? ApiTokenStatus.REVOKED : token.expiresAt <= now ? ApiTokenStatus.EXPIRED : ApiTokenStatus.ACTIVE;
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes as ApiScope[],
    app: app ? appView(app) : null,
    status,
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    lastUsedAt: token.lastUsedAt,
    revokedAt: token.revokedAt,
  };
}
