import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type RequestHandler } from 'express';
import helmet, { type HelmetOptions } from 'helmet';
import { afterAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const servers: http.Server[] = [];
afterAll(() => Promise.all(servers.map((s) => new Promise((r) => s.close(r)))));

/** The headers a real Express response carries behind `middleware`. */
async function headersBehind(middleware: RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/', (_req, res) => {
    res.send('ok');
  });
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
  const out: Record<string, string> = {};
  res.headers.forEach((value, name) => {
    if (name !== 'date' && name !== 'keep-alive' && name !== 'connection') out[name] = value;
  });
  return out;
}

describe('security headers worked out once', () => {
  const cases: Array<[string, HelmetOptions]> = [
    [
      "the API's options (no HTTPS)",
      {
        contentSecurityPolicy: {
          useDefaults: true,
          directives: { 'default-src': ["'self'"], 'connect-src': ["'self'", 'ws:', 'wss:'], 'upgrade-insecure-requests': null },
        },
        strictTransportSecurity: false,
      },
    ],
    ["the API's options behind HTTPS", { contentSecurityPolicy: { useDefaults: true, directives: { 'upgrade-insecure-requests': [] } } }],
  ];
  for (const [name, options] of cases) {
    it(`sends exactly what helmet sends: ${name}`, async () => {
      const expected = await headersBehind(helmet(options));
      const replayed = await headersBehind(securityHeaders(options));
      expect(replayed).toEqual(expected);
      expect(replayed['content-security-policy']).toContain("default-src 'self'");
      expect(replayed['x-content-type-options']).toBe('nosniff');
      expect(replayed['x-powered-by']).toBeUndefined();
    });
  }
});
