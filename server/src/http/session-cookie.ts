import { parse as parseCookies } from 'cookie';
import type { IncomingHttpHeaders } from 'node:http';
import { isIP } from 'node:net';

export const SESSION_COOKIE = 'vela_sid';

/** What the server reads of a request: its headers and its peer's address (an IncomingMessage, or a summary of one). */
export interface RequestHead {
  headers: IncomingHttpHeaders;
  socket: { remoteAddress?: string };
}

/** The headers a WebSocket's subscriptions read (the session cookie, a bearer token, the client's address). */
const UPGRADE_HEADERS = ['cookie', 'authorization', 'x-forwarded-for', 'user-agent', 'origin', 'host'] as const;

/**
 * A WebSocket upgrade request reduced to what its subscriptions read, to keep for the socket's life
 * instead of the request itself (an idle quotes socket would otherwise hold its whole request).
 */
export function upgradeHead(req: RequestHead): RequestHead {
  const headers: IncomingHttpHeaders = {};
  for (const name of UPGRADE_HEADERS) if (req.headers[name] !== undefined) (headers as Record<string, unknown>)[name] = req.headers[name];
  return { headers, socket: { remoteAddress: req.socket.remoteAddress } };
}

export function sessionTokenFrom(req: RequestHead): string | undefined {
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
export function clientIp(req: RequestHead, trustedHops: number): string | null {
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
export function originAllowed(req: RequestHead, publicUrl: string | undefined): boolean {
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
