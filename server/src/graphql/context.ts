import type { Loaders, Services } from '../app/registry';
import type { User } from '../modules/auth/user.entity';

/** What every resolver sees: the signed-in user (or null), where the request came from, and the services. */
export interface RequestContext {
  user: User | null;
  sessionId: string | null;
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
