import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type NextFunction, type Request, type Response, Router } from 'express';
import { ENCODING_SUFFIX, type Encoding, chooseEncoding } from './compression';

/** Hashed build output (`assets/main-B3aDoHav.js`): its name changes whenever its content does. */
const HASHED = /^assets\/(?:.+\/)?[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Hashed assets are cached for a year and never revalidated; everything else (pages) revalidates. */
export function cacheControlFor(relPath: string): string {
  return HASHED.test(relPath) ? IMMUTABLE : REVALIDATE;
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await fs.promises.stat(file)).isFile();
  } catch {
    return false;
  }
}

/** An HTML file's inline scripts as CSP sources (`'sha256-…'`), read again when the file changes. */
const inlineScriptHashes = new Map<string, { mtimeMs: number; sources: string[] }>();

async function inlineScriptSources(file: string): Promise<string[]> {
  const { mtimeMs } = await fs.promises.stat(file);
  const known = inlineScriptHashes.get(file);
  if (known?.mtimeMs === mtimeMs) return known.sources;
  const html = await fs.promises.readFile(file, 'utf8');
  const sources = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] as string)
        .digest('base64')}'`,
  );
  inlineScriptHashes.set(file, { mtimeMs, sources });
  return sources;
}

/**
 * The page's Content-Security-Policy (set by helmet for every answer) with its own inline scripts
 * allowed by hash: the client's boot script runs inline (client/src/boot.ts), nothing else inline does.
 */
function withInlineScripts(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  return policy.replace(
    /(^|;)\s*script-src ([^;]*)/,
    (_all, lead: string, list: string) => `${lead}script-src ${list} ${sources.join(' ')}`,
  );
}

/**
 * The built client (one page app with hash routes) and the ops GraphiQL page. Each file is sent as the
 * build precompressed it (`x.js.br`, `x.js.gz` beside `x.js`) when the caller accepts that encoding,
 * with `Vary: Accept-Encoding`; conditional requests (ETag, Last-Modified) work as usual.
 */
export function clientFiles(dist: string): Router {
  const root = path.resolve(dist);
  const router = Router();

  const serve = async (rel: string, req: Request, res: Response, next: NextFunction) => {
    const full = path.resolve(root, rel);
    if (!full.startsWith(root + path.sep) || rel.split('/').some((part) => part.startsWith('.'))) {
      next();
      return;
    }
    if (!(await isFile(full))) {
      if (rel.endsWith('.html')) {
        res.status(503).type('text/plain').send('The client is not built yet: run `npm run build`.');
        return;
      }
      next();
      return;
    }
    const variants: Encoding[] = [];
    for (const encoding of ['br', 'gzip'] as const) if (await isFile(full + ENCODING_SUFFIX[encoding])) variants.push(encoding);
    const encoding = chooseEncoding(req.headers['accept-encoding'], variants);
    res.vary('Accept-Encoding');
    res.setHeader('Cache-Control', cacheControlFor(rel));
    const policy = res.getHeader('Content-Security-Policy');
    if (rel.endsWith('.html') && typeof policy === 'string') {
      res.setHeader('Content-Security-Policy', withInlineScripts(policy, await inlineScriptSources(full)));
    }
    if (encoding) {
      res.type(path.extname(full));
      res.setHeader('Content-Encoding', encoding);
    }
    res.sendFile(encoding ? full + ENCODING_SUFFIX[encoding] : full, { cacheControl: false, dotfiles: 'allow' }, (err) => {
      if (err && !res.headersSent) next(err);
    });
  };

  router.get('/', (req, res, next) => void serve('index.html', req, res, next));
  router.get('/graphiql', (req, res, next) => void serve('graphiql.html', req, res, next));
  router.get(/^\/.+/, (req, res, next) => {
    let rel: string;
    try {
      rel = decodeURIComponent(req.path.slice(1));
    } catch {
      next();
      return;
    }
    // Compressed variants are reached through negotiation only.
    if (rel.endsWith('.br') || rel.endsWith('.gz')) {
      next();
      return;
    }
    void serve(rel, req, res, next);
  });
  return router;
}
