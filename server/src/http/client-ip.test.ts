import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { Session } from '../modules/auth/session.entity';
import { type TestApp, createTestApp } from '../test/harness';
import { clientIp } from './session-cookie';

// Issue 11 item 2: TRUST_PROXY took the client's own (left-most) X-Forwarded-For entry. Now only a
// configured number of proxy hops is trusted, counted from the right.

const req = (peer: string, xff?: string | string[]) =>
  ({ socket: { remoteAddress: peer }, headers: xff === undefined ? {} : { 'x-forwarded-for': xff } }) as unknown as IncomingMessage;

describe('clientIp', () => {
  it('ignores X-Forwarded-For without trusted hops', () => {
    expect(clientIp(req('10.0.0.9', '6.6.6.6'), 0)).toBe('10.0.0.9');
  });

  it('takes the entry the trusted proxies appended, never one the client wrote', () => {
    expect(clientIp(req('10.0.0.9', '203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientIp(req('10.0.0.9', '6.6.6.6, 203.0.113.7'), 1)).toBe('203.0.113.7');
    expect(clientIp(req('10.0.0.9', ['6.6.6.6', '7.7.7.7, 203.0.113.7']), 1)).toBe('203.0.113.7');
    // Two proxies (a CDN, then the load balancer): the CDN appended the client, the balancer the CDN.
    expect(clientIp(req('10.0.0.9', '6.6.6.6, 203.0.113.7, 198.51.100.2'), 2)).toBe('203.0.113.7');
    // Not a usable address where the client should be: the peer, not a guess.
    expect(clientIp(req('10.0.0.9', 'evil, not-an-ip'), 1)).toBe('10.0.0.9');
  });
});

describe('TRUST_PROXY_HOPS', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it('replaces TRUST_PROXY, which is refused so no deployment keeps trusting the left-most entry', () => {
    delete process.env.TRUST_PROXY;
    process.env.TRUST_PROXY_HOPS = '1';
    expect(loadConfig().trustProxyHops).toBe(1);
    delete process.env.TRUST_PROXY_HOPS;
    expect(loadConfig().trustProxyHops).toBe(0);
    process.env.TRUST_PROXY = 'true';
    expect(() => loadConfig()).toThrow(/TRUST_PROXY_HOPS/);
  });
});

describe('behind one proxy', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ trustProxyHops: 1 });
  });
  afterAll(async () => app?.close());

  it("records the proxy's entry for the client, not a spoofed one", async () => {
    const { user, password } = await app.registerUser();
    const client = app.anonymous({ 'x-forwarded-for': '6.6.6.6, 203.0.113.7' });
    const res = await client.exec(`mutation L($input: LoginInput!) { login(input: $input) { id } }`, {
      input: { phone: user.phone, password },
    });
    expect(res.errors).toBeUndefined();
    const sessions = await app.ds.getRepository(Session).findBy({ userId: user.id });
    expect(sessions.map((s) => s.ip)).toContain('203.0.113.7');
    expect(sessions.map((s) => s.ip)).not.toContain('6.6.6.6');
  });
});
