import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/harness';
import { cacheControlFor } from './client-files';
import { chooseEncoding } from './compression';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A raw HTTP exchange (fetch would decode the body and hide what went over the wire). */
function request(url: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const decode = (a: Answer): string => {
  const enc = a.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(a.body).toString();
  if (enc === 'gzip') return zlib.gunzipSync(a.body).toString();
  return a.body.toString();
};

describe('Accept-Encoding negotiation', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['gzip, deflate', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0', 'gzip'],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['BR', 'br'],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('offers only the variants that exist', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
  });

  it('caches hashed assets for a year and revalidates pages', () => {
    expect(cacheControlFor('assets/main-B3aDoHav.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/highstock-CSck11V8.js')).toContain('immutable');
    expect(cacheControlFor('index.html')).toBe('no-cache');
    expect(cacheControlFor('graphiql.html')).toBe('no-cache');
    expect(cacheControlFor('favicon.svg')).toBe('no-cache');
  });
});

describe('the built client and GraphQL over HTTP, compressed and cached', () => {
  let app: TestApp;
  let dist: string;
  const script = `export const answer = ${JSON.stringify('forty-two '.repeat(500))};\n`;
  const boot = 'document.title="Vela"';
  const html = `<!doctype html><html><head></head><body>${'<p>Vela</p>'.repeat(200)}<script>${boot}</script></body></html>`;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const write = (rel: string, body: string, precompressed = true) => {
      fs.writeFileSync(path.join(dist, rel), body);
      if (!precompressed) return;
      fs.writeFileSync(path.join(dist, `${rel}.br`), zlib.brotliCompressSync(body));
      fs.writeFileSync(path.join(dist, `${rel}.gz`), zlib.gzipSync(body));
    };
    write('index.html', html);
    write('graphiql.html', '<!doctype html><title>GraphiQL</title>');
    write('assets/main-AbCd1234.js', script);
    write('assets/main-AbCd1234.css', 'body{color:#111}', false);
    app = await createTestApp({ clientDist: dist });
  });
  afterAll(async () => {
    await app?.close();
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('sends a hashed asset precompressed by Accept-Encoding, cached for a year', async () => {
    const url = `${app.url}/assets/main-AbCd1234.js`;
    const br = await request(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.length).toBeLessThan(script.length / 10);
    expect(decode(br)).toBe(script);

    const gz = await request(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(script);

    const plain = await request(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
    expect(plain.body.toString()).toBe(script);

    // The variants themselves are not addressable.
    expect((await request(`${url}.br`)).status).toBe(404);
  });

  it('answers a conditional request for an asset with 304', async () => {
    const url = `${app.url}/assets/main-AbCd1234.js`;
    const first = await request(url, { headers: { 'accept-encoding': 'br' } });
    const etag = String(first.headers.etag);
    const again = await request(url, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
  });

  it('sends a file without variants as it is', async () => {
    const css = await request(`${app.url}/assets/main-AbCd1234.css`, { headers: { 'accept-encoding': 'br' } });
    expect(css.status).toBe(200);
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.headers['cache-control']).toContain('immutable');
    expect(css.body.toString()).toBe('body{color:#111}');
  });

  it('sends index.html and graphiql.html compressed with no-cache', async () => {
    const index = await request(`${app.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(index.status).toBe(200);
    expect(index.headers['content-type']).toMatch(/text\/html/);
    expect(index.headers['content-encoding']).toBe('br');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-security-policy']).toContain("default-src 'self'");
    expect(decode(index)).toBe(html);

    const graphiql = await request(`${app.url}/graphiql`, { headers: { 'accept-encoding': 'gzip' } });
    expect(graphiql.headers['content-encoding']).toBe('gzip');
    expect(graphiql.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(graphiql.headers['cache-control']).toBe('no-cache');
    expect(decode(graphiql)).toContain('GraphiQL');
  });

  it('lets index.html run its own inline script (by hash) and no other', async () => {
    const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const policyOf = async () => String((await request(`${app.url}/`)).headers['content-security-policy']);
    expect(await policyOf()).toContain(`script-src 'self' ${sha(boot)}`);
    expect(await policyOf()).not.toContain(sha('alert(1)'));
    // A new build's script is allowed as soon as the file changes, the old one no longer.
    const next = 'document.title="Vela 2"';
    const file = path.join(dist, 'index.html');
    fs.writeFileSync(file, html.replace(boot, next));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    const policy = await policyOf();
    fs.writeFileSync(file, html);
    fs.utimesSync(file, new Date(), new Date(Date.now() + 10_000));
    expect(policy).toContain(sha(next));
    expect(policy).not.toContain(sha(boot));
  });

  it('refuses paths outside the build and unknown files', async () => {
    expect((await request(`${app.url}/assets/../../etc/passwd`)).status).toBe(404);
    expect((await request(`${app.url}/assets/%2e%2e%2f%2e%2e%2fetc%2fpasswd`)).status).toBe(404);
    expect((await request(`${app.url}/assets/nope-12345678.js`)).status).toBe(404);
  });

  it('compresses a GraphQL answer over the threshold, and it still parses', async () => {
    const body = JSON.stringify({ query: '{ __schema { types { name kind description } } }' });
    const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' };
    const res = await request(`${app.url}/graphql`, { method: 'POST', headers, body });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/application\/(graphql-response\+)?json/);
    const json = JSON.parse(decode(res)) as { data: { __schema: { types: unknown[] } } };
    expect(json.data.__schema.types.length).toBeGreaterThan(50);
    expect(res.body.length).toBeLessThan(decode(res).length / 3);

    const gz = await request(`${app.url}/graphql`, { method: 'POST', headers: { ...headers, 'accept-encoding': 'gzip' }, body });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decode(gz))).toEqual(json);

    const plain = await request(`${app.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(json);
  });

  it('sends a small GraphQL answer as it is', async () => {
    const body = JSON.stringify({ query: '{ __typename }' });
    const res = await request(`${app.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
      body,
    });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(res.body.toString())).toEqual({ data: { __typename: 'Query' } });
  });
});
