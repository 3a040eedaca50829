import { type Request, type Response, Router } from 'express';
import type { Services } from '../../app/registry';
import { toPublicError } from '../../graphql/error-mapper';
import { CommonError } from '../../shared/common.errors';
import { DomainError } from '../../shared/domain-error';

/**
 * The public records of the draws that use the shared engine (integrity rule 4), for anyone to recompute
 * with scripts/verify-draw.mjs and no Vela code:
 *
 *   GET /draws/ipo/<offering id>          an IPO lottery
 *   GET /draws/block-trade/<offering id>  an oversubscribed block trade's allocation
 *
 * A trailing `.json` is accepted. Each record says its `kind`; it holds the seed's SHA-256 (published when
 * the offering was created) always, and the seed, every entry by its random id with what it asked for,
 * its rank and what it won, and the cut-off only once the draw ran. Nothing personal: no user, name or
 * code. Unknown offerings are 404 with the usual error body.
 */
export function drawRoutes(services: Services): Router {
  const router = Router();
  const record =
    <T extends object>(kind: string, view: (id: string) => Promise<T>) =>
    async (req: Request, res: Response) => {
      try {
        res.json({ kind, ...(await view(String(req.params.id).replace(/\.json$/, ''))) });
      } catch (err) {
        const pub = toPublicError(err);
        const notFound = err instanceof DomainError && err.code === CommonError.NOT_FOUND;
        res.status(notFound ? 404 : 500).json({ errors: [{ message: pub.message, extensions: { code: pub.code } }] });
      }
    };
  router.get(
    '/ipo/:id',
    record('ipo', (id) => services.ipo.drawView(id)),
  );
  router.get(
    '/block-trade/:id',
    record('block-trade', (id) => services.blockTrade.drawView(id)),
  );
  return router;
}
