import { ECDH } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import { DomainError } from '../../shared/domain-error';
import { PushError } from './push.errors';

/** What a browser's `PushSubscription.toJSON()` holds (expirationTime is not kept: the browser renews the subscription). */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const MAX_ENDPOINT_LENGTH = 1024;

/**
 * Addresses a push is never sent to: loopback, private, shared, link-local, multicast, reserved and
 * documentation ranges (IPv4 and IPv6, IPv4-mapped ones checked as IPv4). Push services are public.
 */
const NOT_PUBLIC = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const)
  NOT_PUBLIC.addSubnet(net, bits, 'ipv6');

/** Whether an IP address (v4 or v6) is a public one a push service could have. */
export function isPublicAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(bare);
  if (family === 0) return false;
  return !NOT_PUBLIC.check(bare, family === 4 ? 'ipv4' : 'ipv6');
}

/** Host names that only ever mean this machine or its network. */
function isLocalName(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return (
    !h.includes('.') ||
    h === 'localhost' ||
    /\.(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/.test(h) ||
    h.endsWith('.in-addr.arpa') ||
    h.endsWith('.ip6.arpa')
  );
}

function base64urlBytes(value: unknown, max: number): Buffer | null {
  if (typeof value !== 'string' || value.length > max || !/^[A-Za-z0-9_-]+={0,2}$/.test(value)) return null;
  return Buffer.from(value.replace(/=+$/, ''), 'base64url');
}

/**
 * Checks a subscription before anything is stored: PUSH_SUBSCRIPTION_INVALID for a malformed one,
 * PUSH_ENDPOINT_NOT_ALLOWED for an endpoint Vela does not send to (only https; no loopback, private or
 * link-local address, no local host name). `allowLoopbackHttp` (tests) admits http://127.0.0.1 alone.
 */
export function checkSubscription(sub: PushSubscriptionJson, opts: { allowLoopbackHttp: boolean }): PushSubscriptionJson {
  const p256dh = base64urlBytes(sub.keys?.p256dh, 100);
  const auth = base64urlBytes(sub.keys?.auth, 40);
  if (!p256dh || p256dh.length !== 65 || p256dh[0] !== 4 || !auth || auth.length !== 16)
    throw new DomainError(PushError.PUSH_SUBSCRIPTION_INVALID);
  try {
    // Refuses bytes that are no point on the curve.
    ECDH.convertKey(p256dh, 'prime256v1');
  } catch {
    throw new DomainError(PushError.PUSH_SUBSCRIPTION_INVALID);
  }
  if (typeof sub.endpoint !== 'string' || sub.endpoint.length > MAX_ENDPOINT_LENGTH)
    throw new DomainError(PushError.PUSH_SUBSCRIPTION_INVALID);
  let url: URL;
  try {
    url = new URL(sub.endpoint);
  } catch {
    throw new DomainError(PushError.PUSH_SUBSCRIPTION_INVALID);
  }
  if (url.username || url.password || url.hash) throw new DomainError(PushError.PUSH_SUBSCRIPTION_INVALID);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const testReceiver = opts.allowLoopbackHttp && url.protocol === 'http:' && host === '127.0.0.1';
  if (!testReceiver) {
    if (url.protocol !== 'https:') throw new DomainError(PushError.PUSH_ENDPOINT_NOT_ALLOWED);
    if (isIP(host) ? !isPublicAddress(host) : isLocalName(host)) throw new DomainError(PushError.PUSH_ENDPOINT_NOT_ALLOWED);
  }
  return { endpoint: url.toString(), keys: { p256dh: p256dh.toString('base64url'), auth: auth.toString('base64url') } };
}
