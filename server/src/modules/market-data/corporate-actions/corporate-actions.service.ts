import type { DataSource } from 'typeorm';
import type { Clock } from '../../../shared/clock';
import { decodeCursor, type Page, pageOf } from '../../../shared/pagination';
import { type CorporateAction, CorporateActionKind } from './corporate-actions.types';

const COLUMNS = `id, symbol, kind, ex_date::text AS "exDate", record_date::text AS "recordDate", pay_date::text AS "payDate",
  amount::text AS amount, btrim(currency) AS currency, ratio_from::text AS "ratioFrom", ratio_to::text AS "ratioTo", label, source,
  simulated, provider`;

const dayOf = (now: Date, offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);

/** The calendar as the feed wrote it: read only (integrity rule 1). */
export class CorporateActionsService {
  constructor(
    private readonly ds: DataSource,
    private readonly clock: Clock,
  ) {}

  /** One instrument's dividends and splits by ex-date (default: a year back to a year ahead), oldest first. */
  async forSymbol(symbol: string, from?: string | null, to?: string | null): Promise<CorporateAction[]> {
    const now = this.clock.now();
    const rows: CorporateAction[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM corporate_actions WHERE symbol = $1 AND ex_date BETWEEN $2 AND $3 ORDER BY ex_date, kind`,
      [symbol.trim(), from ?? dayOf(now, -366), to ?? dayOf(now, 366)],
    );
    return rows.map(normalise);
  }

  /** Ops: the calendar across instruments (default: today to 90 days ahead), by ex-date. */
  async calendar(
    filter: { from?: string | null; to?: string | null; kind?: CorporateActionKind | null },
    first: number,
    after?: string | null,
  ): Promise<Page<CorporateAction>> {
    const now = this.clock.now();
    const from = filter.from ?? dayOf(now, 0);
    const to = filter.to ?? dayOf(now, 90);
    const scope = ['opsCorporateActions', from, to, filter.kind ?? ''];
    const c = decodeCursor(after, scope, ['text', 'uuid'] as const);
    const rows: CorporateAction[] = await this.ds.query(
      `SELECT ${COLUMNS} FROM corporate_actions
       WHERE ex_date BETWEEN $1 AND $2 AND ($3::varchar IS NULL OR kind = $3) ${c ? 'AND (ex_date, id) > ($5::date, $6::uuid)' : ''}
       ORDER BY ex_date, id LIMIT $4`,
      c ? [from, to, filter.kind ?? null, first + 1, c[0], c[1]] : [from, to, filter.kind ?? null, first + 1],
    );
    const page = pageOf(rows.map(normalise), first, (r) => [r.exDate, r.id], scope);
    return page;
  }
}

function normalise(r: CorporateAction): CorporateAction {
  const trim = (v: string | null) => (v === null ? null : v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v);
  return { ...r, kind: r.kind as CorporateActionKind, amount: trim(r.amount), ratioFrom: trim(r.ratioFrom), ratioTo: trim(r.ratioTo) };
}
