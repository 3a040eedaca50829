import type Decimal from 'decimal.js';
import type { EntityManager } from 'typeorm';
import { Money } from '../../../shared/money';
import { midRate } from '../../fx/fx-rules';

// The EUR rate of a day for the tax report, from rates the server itself recorded (integrity rule: an FX
// rate is the server's, never typed in). Vela keeps no daily FX history: fx_quotes holds only the feed's
// latest rate per pair. What it does record, with the instant, is the mid rate of every currency exchange
// (fx_transfers, EUR↔USD), the mid at every converted fill and dividend (TWD per USD), and the feed's last
// quote. The rate of a day is the last of those recorded on or before that day's end (UTC), as the ECB
// convention takes the last rate published before a day without one; docs/tax-report.md explains it.

export type RateSource = 'exchange' | 'fill' | 'dividend' | 'feed';

/** One recorded rate: EUR per USD (currency 'USD'), or units of `currency` per USD (TWD, MYR). */
export interface RateObservation {
  currency: string;
  value: Decimal;
  at: Date;
  source: RateSource;
}

/** A recorded rate used for a day, as the report shows it. */
export interface RateLeg {
  /** `value` is units of `of` per one `per`: EUR per USD, or TWD per USD. */
  of: string;
  per: string;
  value: Decimal;
  at: Date;
  source: RateSource;
  /** Recorded after the day (no rate was recorded on or before it). */
  later: boolean;
}

export interface RateUse {
  currency: string;
  day: string;
  /** EUR per one unit of `currency`. */
  rate: Decimal;
  legs: RateLeg[];
}

const dayEnd = (day: string) => new Date(`${day}T00:00:00.000Z`).getTime() + 86_400_000;

/**
 * EUR per unit of a currency on a day, from recorded observations; every (currency, day) asked is kept
 * for the report's table of rates. USD: the EUR/USD mid as recorded, inverted by the server's own rule
 * (fx-rules midRate: 8 decimals, half even). Another currency: the USD cross, EUR per USD ÷ units per
 * USD, to 10 decimals (a TWD is worth about 0.03 EUR).
 */
export class RecordedRates {
  private readonly byCurrency = new Map<string, RateObservation[]>();
  private readonly uses = new Map<string, RateUse>();

  constructor(observations: readonly RateObservation[]) {
    for (const o of observations) {
      const list = this.byCurrency.get(o.currency) ?? [];
      list.push(o);
      this.byCurrency.set(o.currency, list);
    }
    for (const list of this.byCurrency.values()) list.sort((a, b) => a.at.getTime() - b.at.getTime());
  }

  /** The EurRate the calculation asks (EUR per unit of `currency` on `day`). */
  readonly rate = (currency: string, day: string): Decimal => {
    if (currency === 'EUR') return new Money(1);
    const key = `${currency} ${day}`;
    const known = this.uses.get(key);
    if (known) return known.rate;
    const usd = this.pick('USD', day, 'EUR');
    let use: RateUse;
    if (currency === 'USD') use = { currency, day, rate: usd.value, legs: [usd] };
    else {
      const cross = this.pick(currency, day, currency);
      use = { currency, day, rate: usd.value.dividedBy(cross.value).toDecimalPlaces(10, Money.ROUND_HALF_EVEN), legs: [usd, cross] };
    }
    this.uses.set(key, use);
    return use.rate;
  };

  /** Every rate asked so far, by currency and day. */
  used(): RateUse[] {
    return [...this.uses.values()].sort((a, b) => a.currency.localeCompare(b.currency) || a.day.localeCompare(b.day));
  }

  /** The last observation recorded on or before the day's end; failing that the first after it. */
  private pick(currency: string, day: string, of: string): RateLeg {
    const list = this.byCurrency.get(currency) ?? [];
    const end = dayEnd(day);
    let found: RateObservation | undefined;
    for (const o of list) {
      if (o.at.getTime() >= end) break;
      found = o;
    }
    const later = !found;
    found ??= list[0];
    if (!found) throw new Error(`the tax report needs a ${currency} rate for ${day}, and the server has recorded none`);
    return { of, per: 'USD', value: found.value, at: found.at, source: found.source, later };
  }
}

interface TransferRow {
  from_currency: string;
  mid: string;
  at: Date;
}
interface FillRow {
  currency: string;
  base: string;
  mid: string;
  at: Date;
  source: 'fill' | 'dividend';
}

/**
 * The observations up to `until`: each UTC day's last EUR↔USD exchange (of any user: only the pair, the
 * mid and the instant are read, nothing about who exchanged), the user's own converted fills and
 * dividends (units per USD), and the feed's latest quotes.
 */
export async function loadRateObservations(em: EntityManager, userId: string, until: Date): Promise<RateObservation[]> {
  const out: RateObservation[] = [];
  const transfers: TransferRow[] = await em.query(
    `SELECT DISTINCT ON ((created_at AT TIME ZONE 'UTC')::date) btrim(from_currency) AS from_currency, mid_rate::text AS mid, created_at AS at
       FROM fx_transfers
      WHERE ((from_currency = 'EUR' AND to_currency = 'USD') OR (from_currency = 'USD' AND to_currency = 'EUR')) AND created_at < $1
      ORDER BY (created_at AT TIME ZONE 'UTC')::date, created_at DESC, id DESC`,
    [until],
  );
  for (const t of transfers) {
    // EUR→USD records USD per EUR; USD→EUR records EUR per USD already (the server's inverse).
    const mid = new Money(t.mid);
    const value = t.from_currency === 'EUR' ? (midRate('USD', 'EUR', { EURUSD: mid }) as Decimal) : mid;
    out.push({ currency: 'USD', value, at: t.at, source: 'exchange' });
  }
  const fills: FillRow[] = await em.query(
    `SELECT btrim(quote_currency) AS currency, btrim(settlement_currency) AS base, entry_fx_mid::text AS mid, opened_at AS at, 'fill' AS source
       FROM positions WHERE user_id = $1 AND entry_fx_mid IS NOT NULL AND opened_at < $2
     UNION ALL
     SELECT btrim(p.quote_currency), btrim(p.settlement_currency), c.exit_fx_mid::text, c.closed_at, 'fill'
       FROM position_closes c JOIN positions p ON p.id = c.position_id WHERE c.user_id = $1 AND c.exit_fx_mid IS NOT NULL AND c.closed_at < $2
     UNION ALL
     SELECT btrim(e.dividend_currency), btrim(e.settlement_currency), d.fx_mid::text, d.paid_at, 'dividend'
       FROM dividend_payments d JOIN dividend_entitlements e ON e.id = d.entitlement_id
      WHERE d.user_id = $1 AND d.fx_mid IS NOT NULL AND d.paid_at < $2`,
    [userId, until],
  );
  for (const f of fills) {
    // Vela converts only into USD (TWD positions settle in USD): the mid is units of the quote per USD.
    if (f.base === 'USD' && f.currency !== 'USD') out.push({ currency: f.currency, value: new Money(f.mid), at: f.at, source: f.source });
  }
  const feed: Array<{ pair: string; rate: string; at: Date }> = await em.query(
    'SELECT btrim(pair) AS pair, rate::text AS rate, at FROM fx_quotes WHERE at < $1',
    [until],
  );
  for (const q of feed) {
    const rate = new Money(q.rate);
    if (q.pair === 'EURUSD')
      out.push({ currency: 'USD', value: midRate('USD', 'EUR', { EURUSD: rate }) as Decimal, at: q.at, source: 'feed' });
    else if (q.pair.startsWith('USD')) out.push({ currency: q.pair.slice(3), value: rate, at: q.at, source: 'feed' });
  }
  return out;
}
