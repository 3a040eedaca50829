import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { HelpArticleLink } from '../HelpArticleLink';
import { Summary } from '../money/Summary';
import { useSeedCheck } from './seedCheck';
import './allocation.css';

type SummaryRows = Parameters<typeof Summary>[0]['rows'];

/**
 * The allocation record of a closed offering (IPO draw, block-trade close): the seed hash published at
 * opening, and once revealed the seed, its SHA-256 check in the reader's browser (the in-app verification),
 * the draw's figures and a link to its public record (`GET /draws/<kind>/<id>`), from which anyone can
 * recompute it. The command that replays it belongs to the docs (docs/ipo.md, docs/block-trade.md), not to
 * the app. Texts come from the feature's own namespace (`<messages>.seedHash`, `.hashNote`, `.seed`,
 * `.check.<result>`, `.howRanked`, `.script`, `.record`); test ids from `testIdPrefix`.
 */
export function DrawRecord<D extends { seed?: string | null; seedHash?: string | null }>({
  testIdPrefix,
  messages,
  seedHash,
  draw,
  figures,
  recordUrl,
  pending,
}: {
  testIdPrefix: string;
  messages: string;
  /** The hash shown: the offering's, published at opening. */
  seedHash: string;
  /** The revealed draw, once there is one; its own hash (if any) is the one checked. */
  draw: D | null | undefined;
  /** The draw's figures, shown once the seed is revealed. */
  figures: (draw: D) => SummaryRows;
  /** The draw's public record, `/draws/<kind>/<offering id>`. */
  recordUrl: string;
  /** Shown while no seed is revealed. */
  pending: ReactNode;
}) {
  const check = useSeedCheck(draw?.seed, draw?.seedHash ?? seedHash);
  const id = (name: string) => `${testIdPrefix}-${name}`;
  return (
    <div className="card alloc-draw">
      <p className="alloc-draw__label">
        <FormattedMessage id={`${messages}.seedHash`} />
      </p>
      <p className="alloc-hash" data-testid={id('seed-hash')}>
        {seedHash}
      </p>
      <p className="alloc-note">
        <FormattedMessage id={`${messages}.hashNote`} />
      </p>
      {draw?.seed ? (
        <div data-testid={id('verification')}>
          <p className="alloc-draw__label">
            <FormattedMessage id={`${messages}.seed`} />
          </p>
          <p className="alloc-hash" data-testid={id('seed')}>
            {draw.seed}
          </p>
          <p className={`alloc-check alloc-check--${check}`} data-testid={id('seed-check')} data-check={check ?? ''}>
            <FormattedMessage id={`${messages}.check.${check ?? 'checking'}`} />
          </p>
          <Summary testId={id('draw-figures')} rows={figures(draw)} />
          <p className="alloc-note">
            <FormattedMessage id={`${messages}.howRanked`} />
          </p>
          <p className="alloc-note">
            <FormattedMessage id={`${messages}.script`} />
          </p>
          <a className="alloc-record-link" href={recordUrl} target="_blank" rel="noopener noreferrer" data-testid={id('draw-record-link')}>
            <FormattedMessage id={`${messages}.record`} />
          </a>
        </div>
      ) : (
        <p className="alloc-note" data-testid={id('draw-pending')}>
          {pending}
        </p>
      )}
      <HelpArticleLink slug="how-the-draw-works" testId={id('draw-help')} />
    </div>
  );
}
