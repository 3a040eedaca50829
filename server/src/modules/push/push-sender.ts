import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import webpush from 'web-push';
import { isPublicAddress, type PushSubscriptionJson } from './push-endpoint';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** What the push service answered (its status; 0: no answer, e.g. a refused address or a timeout). */
export interface PushResponse {
  status: number;
  /** Why there was no answer. */
  error?: string;
}

/** Resolves like the system does, but refuses a name that resolves to a non-public address (DNS rebinding). */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return callback(err, '', 0);
    const list = addresses as unknown as dns.LookupAddress[];
    const bad = list.find((a) => !isPublicAddress(a.address));
    if (bad || list.length === 0) return callback(new Error(`push endpoint ${hostname} resolves to a non-public address`), '', 0);
    if ((options as dns.LookupOptions).all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    return callback(null, list[0].address, list[0].family);
  });
};

/**
 * Sends one Web Push message: `web-push` builds the request (the RFC 8291 aes128gcm encryption of the
 * payload for the subscription's keys and the RFC 8292 VAPID JWT); this sends it. Over https the host
 * must resolve to public addresses only; plain http is reached only for endpoints the subscription check
 * admitted (http://127.0.0.1 with PUSH_ALLOW_LOOPBACK_HTTP, tests' receivers).
 */
export async function sendPush(
  sub: PushSubscriptionJson,
  payload: string,
  vapid: VapidKeys,
  opts: { ttlSeconds: number; timeoutMs: number; urgency?: 'normal' | 'high'; topic?: string },
): Promise<PushResponse> {
  const req = webpush.generateRequestDetails(sub, payload, {
    vapidDetails: vapid,
    TTL: opts.ttlSeconds,
    urgency: opts.urgency ?? 'normal',
    topic: opts.topic,
    contentEncoding: 'aes128gcm',
  });
  const url = new URL(req.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<PushResponse>((resolve) => {
    const r = client.request(
      url,
      {
        method: 'POST',
        headers: req.headers as http.OutgoingHttpHeaders,
        timeout: opts.timeoutMs,
        ...(url.protocol === 'https:' ? { lookup: publicOnlyLookup } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        res.on('error', (err) => resolve({ status: res.statusCode ?? 0, error: err.message }));
      },
    );
    r.on('timeout', () => r.destroy(new Error('timed out')));
    r.on('error', (err) => resolve({ status: 0, error: err.message }));
    r.end(req.body ?? undefined);
  });
}
