import type { IncomingMessage } from 'node:http';
import { type Request, type Response, Router } from 'express';
import type { HttpRoutes } from '../../../app/module';
import { clientIp } from '../../../http/session-cookie';
import { CommonError } from '../../../shared/common.errors';
import { DomainError } from '../../../shared/domain-error';
import { logger } from '../../../shared/logger';
import type { User } from '../../auth/user.entity';
import { DocumentsError } from './documents.errors';
import type { DocumentsService, DownloadLink } from './documents.service';

const STATUS: Record<string, number> = {
  [CommonError.NOT_FOUND]: 404,
  [CommonError.UNAUTHENTICATED]: 401,
  [DocumentsError.DOCUMENT_NOT_READY]: 409,
  [DocumentsError.DOCUMENT_LINK_EXPIRED]: 403,
  [DocumentsError.DOCUMENT_LINK_INVALID]: 403,
};

/** `Content-Disposition` with an ASCII name and its RFC 5987 form (names are ASCII already; this keeps them so). */
function disposition(fileName: string): string {
  const ascii = fileName.replace(/[^A-Za-z0-9._-]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(ascii)}`;
}

/** `GET /documents/<id>?v=…&exp=…&sig=…`: a signed download for the signed-in owner, audited. */
export function documentRoutes(deps: {
  documents: () => DocumentsService;
  trustProxyHops: number;
  currentUser(req: IncomingMessage): Promise<User | null>;
}): HttpRoutes {
  const router = Router();
  router.get('/:id', async (req: Request, res: Response) => {
    try {
      const viewer = await deps.currentUser(req);
      const { bytes, row } = await deps
        .documents()
        .download(viewer, String(req.params.id), req.query as DownloadLink, clientIp(req, deps.trustProxyHops));
      res.status(200);
      res.setHeader('Content-Type', row.content_type ?? 'application/octet-stream');
      res.setHeader('Content-Length', String(bytes.length));
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('Content-Disposition', disposition(row.file_name ?? `${row.document_no}.bin`));
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
      res.end(bytes);
    } catch (err) {
      const code = err instanceof DomainError && STATUS[err.code] ? err.code : CommonError.INTERNAL_ERROR;
      if (code === CommonError.INTERNAL_ERROR) logger.error({ err }, 'document download failed');
      res.status(STATUS[code] ?? 500).json({ error: { code } });
    }
  });
  return { path: '/documents', router };
}
