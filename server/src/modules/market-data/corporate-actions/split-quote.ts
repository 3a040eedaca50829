import type { EntityManager } from 'typeorm';
import { Money } from '../../../shared/money';
import type { ProviderQuote } from '../providers/provider';

/** A split as the quote needs it: `ratioFrom` old shares become `ratioTo` new ones from `exDate`. */
export interface QuoteSplit {
  exDate: string;
  ratioFrom: string;
  ratioTo: string;
}

/**
 * At a split's effective date the exchange publishes its reference price in post-split terms before the
 * first trade. A quote from a session before the split (its trade date earlier than the ex-date), once the
 * ex-date has begun, becomes that reference: the last price, bid and ask × from / to (4 decimals), open,
 * high, low and previous close at that price (no trade yet), no volume, and the ex-date as its trade date,
 * which also makes the adjustment idempotent (a quote already on the ex-date is left alone). Splits
 * compound in date order. Derived only from the provider's own action (integrity rule 1).
 */
export function quoteInSplitTerms<Q extends ProviderQuote>(q: Q, splits: readonly QuoteSplit[], begun: (exDate: string) => boolean): Q {
  let out = q;
  for (const s of splits) {
    if (out.tradeDate >= s.exDate || !begun(s.exDate)) continue;
    const scale = (v: string) => new Money(v).times(s.ratioFrom).dividedBy(s.ratioTo).toDecimalPlaces(4, Money.ROUND_HALF_UP).toFixed();
    const price = scale(out.price);
    out = {
      ...out,
      price,
      bid: scale(out.bid),
      ask: scale(out.ask),
      open: price,
      high: price,
      low: price,
      previousClose: price,
      volume: '0',
      tradeDate: s.exDate,
    };
  }
  return out;
}

/**
 * The stored quote of a split symbol put in post-split terms at the effective date's start (the
 * corporate-actions job calls it before applying the split to positions), as `quoteInSplitTerms` says,
 * in SQL: nothing values post-split shares at a pre-split price while the market is closed. Idempotent by
 * the quote's trade date; `split_quote_adjustments` (append-only) records the first adjustment with what
 * the quote was.
 */
export async function adjustQuoteForSplit(
  em: EntityManager,
  a: { id: string; symbol: string; exDate: string; ratioFrom: string; ratioTo: string },
  now: Date,
): Promise<boolean> {
  const [before]: Array<Record<string, string>> = await em.query(
    `SELECT price::text, bid::text, ask::text, open::text, high::text, low::text, prev_close::text, volume::text, trade_date::text, at
     FROM quotes WHERE symbol = $1 AND trade_date < $2 FOR UPDATE`,
    [a.symbol, a.exDate],
  );
  if (!before) return false;
  const scaled = (col: string) => `round(${col} * $2 / $3, 4)`;
  const [rows]: [Array<Record<string, string>>, number] = await em.query(
    `UPDATE quotes SET price = ${scaled('price')}, bid = ${scaled('bid')}, ask = ${scaled('ask')}, open = ${scaled('price')},
       high = ${scaled('price')}, low = ${scaled('price')}, prev_close = ${scaled('price')}, volume = 0, trade_date = $4
     WHERE symbol = $1 AND trade_date < $4
     RETURNING price::text, bid::text, ask::text, trade_date::text`,
    [a.symbol, a.ratioFrom, a.ratioTo, a.exDate],
  );
  await em.query(
    'INSERT INTO split_quote_adjustments (action_id, symbol, before, after, at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (action_id) DO NOTHING',
    [a.id, a.symbol, JSON.stringify(before), JSON.stringify(rows[0] ?? null), now],
  );
  return true;
}
