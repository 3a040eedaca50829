import type { DataSource } from 'typeorm';
import type { MarketDataProvider, ProviderCorporateAction } from '../providers/provider';

/** How far back and ahead the feed reads the provider's calendar (days from today). */
export const CALENDAR_WINDOW_DAYS = { back: 400, ahead: 400 } as const;

export interface CalendarSyncResult {
  added: number;
  revised: number;
  unchanged: number;
}

/** What a revision compares: every field the provider publishes. */
function comparable(a: ProviderCorporateAction) {
  return {
    recordDate: a.recordDate,
    payDate: a.payDate,
    amount: a.amount,
    currency: a.currency,
    ratioFrom: a.ratioFrom,
    ratioTo: a.ratioTo,
    label: a.label,
    source: a.source,
    simulated: a.simulated,
  };
}

/**
 * Writes the provider's dividends and splits with an ex-date in [from, to] into `corporate_actions`,
 * once each (symbol, kind, ex-date); a changed one is updated and its previous version kept in
 * `corporate_action_revisions`. Only the feed calls it (integrity rule 1). One transaction: a calendar
 * is never half-written.
 */
export async function syncCorporateActions(
  ds: DataSource,
  provider: Pick<MarketDataProvider, 'name' | 'corporateActions'>,
  from: string,
  to: string,
  now: Date,
): Promise<CalendarSyncResult> {
  const actions = await provider.corporateActions(from, to);
  const result: CalendarSyncResult = { added: 0, revised: 0, unchanged: 0 };
  if (actions.length === 0) return result;
  await ds.transaction(async (em) => {
    const existing: Array<ProviderCorporateAction & { id: string }> = await em.query(
      `SELECT id, symbol, kind, ex_date::text AS "exDate", record_date::text AS "recordDate", pay_date::text AS "payDate",
              amount::text AS amount, btrim(currency) AS currency, ratio_from::text AS "ratioFrom", ratio_to::text AS "ratioTo",
              label, source, simulated
       FROM corporate_actions WHERE ex_date BETWEEN $1 AND $2 FOR UPDATE`,
      [from, to],
    );
    const byKey = new Map(existing.map((e) => [`${e.symbol}|${e.kind}|${e.exDate}`, e]));
    for (const a of actions) {
      const norm = {
        ...a,
        amount: a.amount === null ? null : trimDecimal(a.amount),
        ratioFrom: a.ratioFrom === null ? null : trimDecimal(a.ratioFrom),
        ratioTo: a.ratioTo === null ? null : trimDecimal(a.ratioTo),
      };
      const old = byKey.get(`${a.symbol}|${a.kind}|${a.exDate}`);
      if (!old) {
        await em.query(
          `INSERT INTO corporate_actions (symbol, kind, ex_date, record_date, pay_date, amount, currency, ratio_from, ratio_to, label, source,
             simulated, provider, first_seen_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
          [
            a.symbol,
            a.kind,
            a.exDate,
            a.recordDate,
            a.payDate,
            norm.amount,
            a.currency,
            norm.ratioFrom,
            norm.ratioTo,
            a.label,
            a.source,
            a.simulated,
            provider.name,
            now,
          ],
        );
        result.added++;
        continue;
      }
      const before = comparable({
        ...old,
        amount: old.amount === null ? null : trimDecimal(old.amount),
        ratioFrom: old.ratioFrom === null ? null : trimDecimal(old.ratioFrom),
        ratioTo: old.ratioTo === null ? null : trimDecimal(old.ratioTo),
      });
      const after = comparable(norm);
      if (JSON.stringify(before) === JSON.stringify(after)) {
        result.unchanged++;
        continue;
      }
      await em.query(`INSERT INTO corporate_action_revisions (action_id, before, after, at) VALUES ($1, $2, $3, $4)`, [
        old.id,
        JSON.stringify(before),
        JSON.stringify(after),
        now,
      ]);
      await em.query(
        `UPDATE corporate_actions SET record_date = $2, pay_date = $3, amount = $4, currency = $5, ratio_from = $6, ratio_to = $7,
           label = $8, source = $9, simulated = $10, provider = $11, updated_at = $12 WHERE id = $1`,
        [
          old.id,
          a.recordDate,
          a.payDate,
          norm.amount,
          a.currency,
          norm.ratioFrom,
          norm.ratioTo,
          a.label,
          a.source,
          a.simulated,
          provider.name,
          now,
        ],
      );
      result.revised++;
    }
  });
  return result;
}

/** A decimal string without trailing zeros ("0.260000" → "0.26"), as the database's numeric is read back. */
function trimDecimal(v: string): string {
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
}
