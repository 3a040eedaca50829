import { type Request, type Response, Router } from 'express';
import type { HttpRoutes } from '../../app/module';
import { toPublicError } from '../../graphql/error-mapper';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';
import type { PublishedSnapshot } from './liabilities.service';

/** The public record of a snapshot: GET /proofs/<date> (or <date>.json), the roots anyone can verify against. */
export function proofRoutes(published: (date: string) => Promise<PublishedSnapshot>): HttpRoutes {
  const router = Router();
  router.get('/:date', async (req: Request, res: Response) => {
    try {
      const record = await published(String(req.params.date).replace(/\.json$/, ''));
      res.set('Cache-Control', 'public, max-age=300').json(record);
    } catch (err) {
      const pub = toPublicError(err);
      const notFound = err instanceof DomainError && err.code === CommonError.NOT_FOUND;
      res.status(notFound ? 404 : 500).json({ errors: [{ message: pub.message, extensions: { code: pub.code } }] });
    }
  });
  return { path: '/proofs', router };
}
