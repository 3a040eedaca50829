import type { IncomingMessage } from 'node:http';
import Busboy from 'busboy';
import { type Request, type Response, Router } from 'express';
import type { Services } from '../../app/registry';
import { clientIp, originAllowed } from '../../http/session-cookie';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import { logger } from '../../shared/logger';
import type { User } from '../auth/user.entity';
import { UploadError } from './uploads.errors';
import type { ViewLink } from './uploads.service';

/** What the routes need from the API server. */
export interface UploadRoutesDeps {
  services: Services;
  trustProxyHops: number;
  publicUrl: string | undefined;
  /** The signed-in user of the request's session cookie, or null. */
  currentUser(req: IncomingMessage): Promise<User | null>;
}

/** Room for the multipart framing around the file (boundaries, part headers, the purpose part). */
const FORM_OVERHEAD = 16 * 1024;

const STATUS: Record<string, number> = {
  [UploadError.UPLOAD_TOO_LARGE]: 413,
  [UploadError.UPLOAD_TYPE_NOT_ALLOWED]: 415,
  [UploadError.UPLOAD_UNREADABLE]: 422,
  [UploadError.UPLOAD_TOO_MANY_PIXELS]: 422,
  [UploadError.UPLOAD_INCOMPLETE]: 400,
  [UploadError.UPLOAD_PURPOSE_INVALID]: 400,
  [UploadError.UPLOAD_LIMIT_REACHED]: 429,
  [UploadError.UPLOAD_NOT_FOUND]: 404,
  [UploadError.UPLOAD_LINK_EXPIRED]: 403,
  [UploadError.UPLOAD_LINK_INVALID]: 403,
  [CommonError.BAD_INPUT]: 400,
  [CommonError.UNAUTHENTICATED]: 401,
  [CommonError.FORBIDDEN]: 403,
  [CommonError.SERVER_BUSY]: 503,
  [CommonError.SERVICE_UNAVAILABLE]: 503,
};

function codeOf(err: unknown): string {
  if (err instanceof DomainError && STATUS[err.code]) return err.code;
  logger.error({ err }, 'upload request failed');
  return CommonError.INTERNAL_ERROR;
}

/**
 * Answers `{ error: { code } }`. With `abort`, the request body is not read any further: the answer says
 * `Connection: close` and the connection is dropped once it is sent, so a client streaming a body we
 * refused (too large, not signed in) cannot keep the server reading it.
 */
function refuse(req: Request, res: Response, code: string, abort = false): void {
  if (res.headersSent) {
    req.socket.destroy();
    return;
  }
  if (abort) {
    res.setHeader('Connection', 'close');
    res.on('finish', () => setImmediate(() => req.socket.destroy()));
  }
  res.status(STATUS[code] ?? 500).json({ error: { code } });
}

/**
 * The CSRF rule of /graphql (Apollo's): a multipart POST is a "simple" request a foreign page could send
 * with the user's cookie, so it must carry a header only script on our own pages can add
 * (`Apollo-Require-Preflight` or `X-Apollo-Operation-Name`), and a browser's Origin must be ours.
 */
function preflighted(req: Request, publicUrl: string | undefined): boolean {
  const header = (name: string) => {
    const v = req.headers[name];
    return typeof v === 'string' && v.trim() !== '';
  };
  return (header('apollo-require-preflight') || header('x-apollo-operation-name')) && originAllowed(req, publicUrl);
}

/**
 * Reads the form as it streams: the `purpose` part first (checked as soon as it arrives), then one part
 * named `file`, collected only up to `maxBytes`: one byte more and the read stops with UPLOAD_TOO_LARGE.
 */
function readForm(req: Request, maxBytes: number, checkPurpose: (purpose: string) => void): Promise<{ purpose: string; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    let form: Busboy.Busboy;
    try {
      form = Busboy({
        headers: req.headers,
        limits: { fileSize: maxBytes, files: 1, fields: 1, parts: 3, fieldNameSize: 16, fieldSize: 64, headerPairs: 16 },
      });
    } catch {
      reject(new DomainError(CommonError.BAD_INPUT));
      return;
    }
    let purpose: string | null = null;
    const chunks: Buffer[] = [];
    let fileComplete = false;
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(form);
      chunks.length = 0;
      reject(err instanceof DomainError ? err : new DomainError(UploadError.UPLOAD_INCOMPLETE));
    };
    form.on('field', (name, value, info) => {
      if (name !== 'purpose' || purpose !== null || info.valueTruncated) return fail(new DomainError(UploadError.UPLOAD_PURPOSE_INVALID));
      try {
        checkPurpose(value);
        purpose = value;
      } catch (err) {
        fail(err);
      }
    });
    form.on('file', (name, stream) => {
      // A form cut off mid-file destroys the file's stream with the error as well as the form.
      stream.on('error', () => fail(new DomainError(UploadError.UPLOAD_INCOMPLETE)));
      if (settled) {
        stream.resume();
        return;
      }
      if (name !== 'file') {
        stream.resume();
        return fail(new DomainError(CommonError.BAD_INPUT));
      }
      if (purpose === null) {
        stream.resume();
        return fail(new DomainError(UploadError.UPLOAD_PURPOSE_INVALID));
      }
      stream.on('data', (chunk: Buffer) => {
        if (!settled) chunks.push(chunk);
      });
      stream.on('limit', () => fail(new DomainError(UploadError.UPLOAD_TOO_LARGE)));
      stream.on('end', () => {
        fileComplete = !stream.truncated;
      });
    });
    // Emitted when the count is reached: a third part (a legal form has two) ends the read.
    // Emitted when the count is reached: a third part (a legal form has two) ends the read.
    form.on('partsLimit', () => fail(new DomainError(CommonError.BAD_INPUT)));
    form.on('filesLimit', () => fail(new DomainError(CommonError.BAD_INPUT)));
    form.on('fieldsLimit', () => fail(new DomainError(CommonError.BAD_INPUT)));
    form.on('error', () => fail(new DomainError(UploadError.UPLOAD_INCOMPLETE)));
    form.on('close', () => {
      if (settled) return;
      if (purpose === null) return fail(new DomainError(UploadError.UPLOAD_PURPOSE_INVALID));
      if (!fileComplete) return fail(new DomainError(UploadError.UPLOAD_INCOMPLETE));
      settled = true;
      resolve({ purpose, bytes: Buffer.concat(chunks) });
    });
    // The client went away before the form ended: nothing is kept.
    req.on('close', () => {
      if (!req.complete) fail(new DomainError(UploadError.UPLOAD_INCOMPLETE));
    });
    req.pipe(form);
  });
}

function sendImage(res: Response, img: { bytes: Buffer; contentType: string }, cacheControl: string): void {
  res.status(200);
  res.setHeader('Content-Type', img.contentType);
  res.setHeader('Content-Length', String(img.bytes.length));
  res.setHeader('Cache-Control', cacheControl);
  res.setHeader('Content-Disposition', 'inline');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  // res.end, not res.send: images are compressed already, the JSON compressor must leave them alone.
  res.end(img.bytes);
}

/**
 * `POST /uploads` (multipart: `purpose`, then `file`) → 201 `{ id, contentType, width, height, size }`;
 * `GET /uploads/<id>?v=…&exp=…&sig=…` (a signed view link for the signed-in viewer, audited);
 * `GET /uploads/public/<id>` (banners only, no sign-in, cached for a year).
 */
export function uploadRoutes(deps: UploadRoutesDeps): Router {
  const { services, trustProxyHops, publicUrl, currentUser } = deps;
  const uploads = services.uploads;
  const router = Router();

  router.post('/', async (req: Request, res: Response) => {
    let reading = false;
    try {
      if (!preflighted(req, publicUrl)) return refuse(req, res, CommonError.FORBIDDEN, true);
      const user = await currentUser(req);
      if (!user) return refuse(req, res, CommonError.UNAUTHENTICATED, true);
      if (!/^multipart\/form-data\b/i.test(req.headers['content-type'] ?? '')) return refuse(req, res, CommonError.BAD_INPUT, true);
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared > uploads.maxBytes + FORM_OVERHEAD) {
        return refuse(req, res, UploadError.UPLOAD_TOO_LARGE, true);
      }
      await uploads.checkPending(user);
      reading = true;
      const { purpose, bytes } = await readForm(req, uploads.maxBytes, (p) => uploads.checkPurpose(user, p));
      reading = false;
      const created = await uploads.create(user, purpose, bytes);
      res.status(201).json(created);
    } catch (err) {
      // A refusal before the whole body arrived stops reading it; one after it (the image) keeps the connection.
      refuse(req, res, codeOf(err), reading || !req.complete);
    }
  });

  router.get('/public/:id', async (req: Request, res: Response) => {
    try {
      sendImage(res, await uploads.viewPublic(String(req.params.id)), 'public, max-age=31536000, immutable');
    } catch (err) {
      refuse(req, res, codeOf(err));
    }
  });

  router.get('/:id', async (req: Request, res: Response) => {
    try {
      const viewer = await currentUser(req);
      const img = await uploads.view(viewer, String(req.params.id), req.query as ViewLink, clientIp(req, trustProxyHops));
      sendImage(res, img, 'private, no-store');
    } catch (err) {
      refuse(req, res, codeOf(err));
    }
  });

  return router;
}
