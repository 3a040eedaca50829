import { parse as parseCookies } from 'cookie';
import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

export const SESSION_COOKIE = 'vela_sid';

export function sessionTokenFrom(req: IncomingMessage): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parseCookies(header)[SESSION_COOKIE];
}

/**
 * The caller's address. With `trustedHops` reverse proxies in front, each appends the address it was
 * reached from to X-Forwarded-For, so the client is the entry `trustedHops` places from the right
 * (counting the socket's peer as the first hop); entries further left were written by the client and
 * prove nothing. Without trusted proxies the header is ignored.
 */
export function clientIp(req: IncomingMessage, trustedHops: number): string | null {
  const peer = req.socket.remoteAddress?.slice(0, 64) ?? null;
  if (trustedHops <= 0) return peer;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const chain = [...forwarded, peer ?? ''];
  const candidate = chain[Math.max(0, chain.length - 1 - trustedHops)];
  return isIP(candidate) ? candidate : peer;
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
