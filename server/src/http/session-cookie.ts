import { parse as parseCookies } from 'cookie';
import type { IncomingMessage } from 'node:http';

export const SESSION_COOKIE = 'vela_sid';

export function sessionTokenFrom(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parseCookies(header)[SESSION_COOKIE];
}

export function clientIp(req: IncomingMessage, trustProxy: boolean): string | null {
  if (trustProxy) {
    const forwarded = req.headers['x-forwarded-for'];
    const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
    if (first) return first.slice(0, 64);
  }
  return req.socket.remoteAddress?.slice(0, 64) ?? null;
}

/** Browsers send Origin on a WebSocket upgrade; only our own pages may open one with the user's cookie. */
export function originAllowed(req: IncomingMessage, publicUrl: string | undefined): boolean {
  const origin = req.headers.origin;
  if (!origin) return true; // not a browser: no ambient cookie to abuse
  try {
    const host = new URL(origin).host;
    if (host === req.headers.host) return true;
    return publicUrl !== undefined && new URL(publicUrl).host === host;
  } catch {
    return false;
  }
}
