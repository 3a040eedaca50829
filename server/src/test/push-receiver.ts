import { createDecipheriv, createECDH, createPublicKey, type ECDH, hkdfSync, randomBytes, randomUUID, verify } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service for tests, as RFC 8030 describes one, written from the RFCs and not from `web-push`:
 * it makes subscriptions as a browser would (a P-256 key pair and an auth secret per device, an
 * endpoint `http://127.0.0.1:<port>/push/<id>`), receives the POSTs, checks the VAPID authorisation
 * (RFC 8292: `vapid t=<JWT>, k=<key>`, an ES256 signature by that key, `aud` the endpoint's origin, `exp`
 * in the future and within a day, `sub` present) and decrypts the aes128gcm body (RFC 8188 record,
 * RFC 8291 key derivation) with the device's private key. Each endpoint answers the statuses it is told
 * to, in order (201 once they run out).
 */
export interface ReceivedPush {
  deviceId: string;
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The VAPID JWT's claims and the key it was signed with (base64url), once verified. */
  vapid: { aud: string; exp: number; sub: string; key: string };
  /** The decrypted payload (UTF-8). */
  plaintext: string;
  /** The raw body as sent (what a push service could see: no plaintext in it). */
  body: Buffer;
  /** Why the receiver refused it (bad VAPID, undecryptable), or null. */
  error: string | null;
}

export interface TestDevice {
  id: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
  /** Statuses the endpoint answers next (shifted per request). */
  answers: number[];
}

interface DeviceKeys {
  ecdh: ECDH;
  publicKey: Buffer;
  auth: Buffer;
}

export interface PushReceiver {
  origin: string;
  received: ReceivedPush[];
  device(answers?: number[]): TestDevice;
  /** The pushes one device received (every try, whatever was answered). */
  of(device: TestDevice): ReceivedPush[];
  close(): Promise<void>;
}

const b64u = (s: string) => Buffer.from(s, 'base64url');

/** The VAPID header's JWT checked by hand: ES256 over `header.payload` with the P-256 key `k`. */
function verifyVapid(authorization: string | undefined, origin: string): ReceivedPush['vapid'] {
  const m = /^vapid t=([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization ?? '');
  if (!m) throw new Error(`no vapid authorization: ${authorization}`);
  const [token, key] = [m[1], m[2]];
  const [h, p, s] = token.split('.');
  const header = JSON.parse(b64u(h).toString('utf8')) as { typ?: string; alg?: string };
  if (header.alg !== 'ES256') throw new Error(`alg ${header.alg}`);
  const raw = b64u(key);
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('k is not an uncompressed P-256 point');
  const publicKey = createPublicKey({
    key: { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') },
    format: 'jwk',
  });
  const ok = verify('sha256', Buffer.from(`${h}.${p}`), { key: publicKey, dsaEncoding: 'ieee-p1363' }, b64u(s));
  if (!ok) throw new Error('VAPID signature does not verify');
  const claims = JSON.parse(b64u(p).toString('utf8')) as { aud?: string; exp?: number; sub?: string };
  const now = Math.floor(Date.now() / 1000);
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) throw new Error(`exp ${claims.exp}`);
  if (!claims.sub || !/^(mailto:|https:)/.test(claims.sub)) throw new Error(`sub ${claims.sub}`);
  return { aud: claims.aud, exp: claims.exp, sub: claims.sub, key };
}

/** RFC 8188 aes128gcm with the RFC 8291 keys: salt | rs | idlen | keyid (the sender's public key) | records. */
function decrypt(body: Buffer, device: DeviceKeys): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20];
  const senderPublic = body.subarray(21, 21 + idlen);
  if (idlen !== 65) throw new Error(`keyid of ${idlen} bytes, not a P-256 public key`);
  const records = body.subarray(21 + idlen);
  const ecdhSecret = device.ecdh.computeSecret(senderPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), device.publicKey, senderPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const out: Buffer[] = [];
  for (let seq = 0, at = 0; at < records.length; seq++, at += rs) {
    const record = records.subarray(at, Math.min(at + rs, records.length));
    const iv = Buffer.from(nonce);
    // The record's sequence number XORed into the nonce's low bytes (RFC 8188 §2.3).
    iv.writeUInt32BE((iv.readUInt32BE(8) ^ seq) >>> 0, 8);
    const d = createDecipheriv('aes-128-gcm', cek, iv);
    d.setAuthTag(record.subarray(record.length - 16));
    const plain = Buffer.concat([d.update(record.subarray(0, record.length - 16)), d.final()]);
    // Padding: the delimiter (2 in the last record, 1 before) then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = at + rs >= records.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error('bad padding delimiter');
    out.push(plain.subarray(0, end));
  }
  return Buffer.concat(out).toString('utf8');
}

export async function startPushReceiver(): Promise<PushReceiver> {
  const devices = new Map<string, { device: TestDevice; keys: DeviceKeys }>();
  const received: ReceivedPush[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
      const known = id ? devices.get(id) : undefined;
      if (req.method !== 'POST' || !known) {
        res.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      const status = known.device.answers.shift() ?? 201;
      let vapid: ReceivedPush['vapid'] = { aud: '', exp: 0, sub: '', key: '' };
      let plaintext = '';
      let error: string | null = null;
      try {
        if (req.headers['content-encoding'] !== 'aes128gcm') throw new Error(`content-encoding ${req.headers['content-encoding']}`);
        if (!req.headers.ttl) throw new Error('no TTL');
        vapid = verifyVapid(req.headers.authorization, origin);
        plaintext = decrypt(body, known.keys);
      } catch (err) {
        error = (err as Error).message;
      }
      received.push({ deviceId: known.device.id, status: error ? 400 : status, headers: req.headers, vapid, plaintext, body, error });
      res.writeHead(error ? 400 : status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    device(answers = []) {
      const ecdh = createECDH('prime256v1');
      const publicKey = ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      const device: TestDevice = {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: publicKey.toString('base64url'), auth: auth.toString('base64url') },
        },
        answers: [...answers],
      };
      devices.set(id, { device, keys: { ecdh, publicKey, auth } });
      return device;
    },
    of(device) {
      return received.filter((r) => r.deviceId === device.id);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
