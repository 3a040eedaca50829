import type { NextFunction, Request, RequestHandler, Response } from 'express';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** File suffix of each precompressed variant the client build writes beside an asset. */
export const ENCODING_SUFFIX: Readonly<Record<Encoding, string>> = { br: '.br', gzip: '.gz' };

/**
 * The best of `offered` (in preference order) that an Accept-Encoding header allows: q=0 refuses a
 * coding, `*` stands for any coding not named. Undefined means send the body as it is.
 */
export function chooseEncoding(header: string | undefined, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | undefined {
  if (!header) return undefined;
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const allowed = (e: Encoding) => (q.get(e) ?? q.get('*') ?? 0) > 0;
  return offered.find(allowed);
}

/** Dynamic bodies are compressed fast: brotli at quality 4 is about gzip's speed and smaller. */
function compress(body: Buffer, encoding: Encoding, done: (err: Error | null, out: Buffer) => void): void {
  if (encoding === 'br') {
    zlib.brotliCompress(
      body,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      done,
    );
  } else {
    zlib.gzip(body, { level: 6 }, done);
  }
}

/**
 * Compresses whole bodies sent with `res.send` / `res.json` (GraphQL answers, errors) of at least
 * `threshold` bytes, with brotli or gzip as the caller accepts. Smaller bodies go as they are: the
 * headers would cost more than the saving. Streamed (incremental) answers are left alone.
 */
export function compressLargeResponses(threshold = 1024): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    res.vary('Accept-Encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding || req.method === 'HEAD') {
      next();
      return;
    }
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      const buf = typeof body === 'string' ? Buffer.from(body) : Buffer.isBuffer(body) ? body : undefined;
      if (!buf || buf.length < threshold || res.getHeader('Content-Encoding')) return send(body);
      if (!res.getHeader('Content-Type')) res.type(typeof body === 'string' ? 'html' : 'bin');
      compress(buf, encoding, (err, out) => {
        if (err) {
          send(body);
          return;
        }
        res.setHeader('Content-Encoding', encoding);
        send(out);
      });
      return res;
    };
    next();
  };
}
