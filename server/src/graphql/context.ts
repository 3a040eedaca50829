import type { Loaders, Services } from '../app/registry';
import type { TokenGrant } from '../modules/api-access/api-tokens.service';
import type { User } from '../modules/auth/user.entity';

/** What every resolver sees: the signed-in user (or null), where the request came from, and the services. */
export interface RequestContext {
  user: User | null;
  sessionId: string | null;
  /** Set when the request is signed with a personal API token instead of a session cookie. */
  apiToken: TokenGrant | null;
  ip: string | null;
  userAgent: string | null;
  services: Services;
  loaders: Loaders;
  /** Sets or clears the session cookie; only HTTP requests can. */
  cookies: CookieJar | null;
}

export interface CookieJar {
  setSession(token: string, expiresAt: Date): void;
  clearSession(): void;
}
