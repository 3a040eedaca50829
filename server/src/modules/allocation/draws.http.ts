import { type Request, type Response, Router } from 'express';
import type { HttpRoutes } from '../../app/module';
import { toPublicError } from '../../graphql/error-mapper';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';

/**
 * The public records of the draws that use the shared engine (integrity rule 4), for anyone to recompute
 * with scripts/verify-draw.mjs and no Vela code. Each module with draws mounts its own kind under `/draws`
 * (its `routes` in its module declaration):
 *
 *   GET /draws/ipo/<offering id>          an IPO lottery (ipo.module.ts)
 *   GET /draws/block-trade/<offering id>  an oversubscribed block trade's allocation (block-trade.module.ts)
 *
 * A trailing `.json` is accepted. Each record says its `kind`; it holds the seed's SHA-256 (published when
 * the offering was created) always, and the seed, every entry by its random id with what it asked for,
 * its rank and what it won, and the cut-off only once the draw ran. Nothing personal: no user, name or
 * code. Unknown offerings are 404 with the usual error body.
 */
export function drawRecordRoutes<T extends object>(kind: string, view: (id: string) => Promise<T>): HttpRoutes {
  const router = Router();
  router.get(`/${kind}/:id`, async (req: Request, res: Response) => {
    try {
      res.json({ kind, ...(await view(String(req.params.id).replace(/\.json$/, ''))) });
    } catch (err) {
      const pub = toPublicError(err);
      const notFound = err instanceof DomainError && err.code === CommonError.NOT_FOUND;
      res.status(notFound ? 404 : 500).json({ errors: [{ message: pub.message, extensions: { code: pub.code } }] });
    }
  });
  return { path: '/draws', router };
}
