import type Decimal from 'decimal.js';
import { Money } from '../../../shared/money';
import tableFile from '../data/withholding-rates.json';

/**
 * Withholding tax on dividends, as a dated table with sources (`data/withholding-rates.json`), like the
 * charges: for the demo's tax residence (Spain), by the paying company's market; the US rate depends on
 * whether the treaty form (W-8BEN) is on file. A rate applies from its `from` date until a later row of
 * the same market and condition replaces it.
 */
export interface WithholdingRow {
  market: string;
  from: string;
  rate: string;
  /** `treaty_form` / `no_treaty_form` where the rate depends on the W-8BEN; null where it does not. */
  condition: 'treaty_form' | 'no_treaty_form' | null;
  source: string;
}

export interface WithholdingTable {
  residence: string;
  rates: WithholdingRow[];
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The table, checked: dates, rates in [0, 1), a source each; throws on a malformed row. */
export function checkedWithholdingTable(raw: { residence?: unknown; rates?: unknown }): WithholdingTable {
  if (typeof raw.residence !== 'string' || !Array.isArray(raw.rates)) throw new Error('withholding: no residence or rates');
  const rates = (raw.rates as WithholdingRow[]).map((r) => {
    if (typeof r.market !== 'string' || !DATE.test(r.from) || typeof r.source !== 'string' || !r.source.trim())
      throw new Error(`withholding: malformed row ${JSON.stringify(r)}`);
    const rate = new Money(r.rate);
    if (rate.lt(0) || rate.gte(1)) throw new Error(`withholding: rate out of range ${JSON.stringify(r)}`);
    if (r.condition !== null && r.condition !== 'treaty_form' && r.condition !== 'no_treaty_form')
      throw new Error(`withholding: unknown condition ${JSON.stringify(r)}`);
    return { market: r.market, from: r.from, rate: rate.toFixed(), condition: r.condition, source: r.source.trim() };
  });
  return { residence: raw.residence, rates };
}

/**
 * The rate withheld on a dividend of `market` paid on `onDate` (YYYY-MM-DD): the latest row in force for
 * that market (and, where it matters, the treaty form on file or not). Null when the table has none:
 * the caller must refuse to pay rather than guess.
 */
export function withholdingRate(
  table: WithholdingTable,
  market: string,
  onDate: string,
  treatyFormOnFile: boolean,
): { rate: Decimal; row: WithholdingRow } | null {
  const wanted = treatyFormOnFile ? 'treaty_form' : 'no_treaty_form';
  const rows = table.rates
    .filter((r) => r.market === market && r.from <= onDate && (r.condition === null || r.condition === wanted))
    .sort((a, b) => (a.from < b.from ? 1 : -1));
  const row = rows[0];
  return row ? { rate: new Money(row.rate), row } : null;
}

/** The table in force (checked once, at load: a malformed table stops the process rather than pay wrong). */
export const WITHHOLDING = checkedWithholdingTable(tableFile as { residence?: unknown; rates?: unknown });
