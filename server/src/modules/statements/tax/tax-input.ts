import type Decimal from 'decimal.js';
import { Money } from '../../../shared/money';
import { isIsoDate } from './tax-dates';
import type { Dec, DividendEvent, EurRate, ShareCount, TradeEvent } from './spain-fifo.types';

// Reading the caller's input: decimals (never JS floats), rates, event checks; and the one rounding.

export const ZERO = new Money(0);

/** To the cent, half up (the euro's rounding rule): applied only to figures as they are reported. */
export const cents = (v: Decimal) => v.toDecimalPlaces(2, Money.ROUND_HALF_UP);
export const sum = (vs: readonly Decimal[]) => vs.reduce((a, b) => a.plus(b), ZERO);

export function dec(v: Dec | number, what: string): Decimal {
  if (typeof v === 'number' && !Number.isSafeInteger(v)) throw new Error(`${what}: a JS number must be a whole number, got ${v}`);
  const d = new Money(v);
  if (!d.isFinite()) throw new Error(`${what}: not a finite decimal`);
  return d;
}

export function positive(v: ShareCount, what: string): Decimal {
  const d = dec(v, what);
  if (!d.gt(0)) throw new Error(`${what} must be positive, got ${d.toFixed()}`);
  return d;
}

/** The caller's EUR rates, each (currency, day) asked once; EUR is 1; a rate must be positive. */
export function cachedRates(rate: EurRate): (currency: string, date: string) => Decimal {
  const cache = new Map<string, Decimal>();
  return (currency, date) => {
    if (currency === 'EUR') return new Money(1);
    const key = `${currency} ${date}`;
    let r = cache.get(key);
    if (!r) {
      r = dec(rate(currency, date), `EUR rate of ${currency} on ${date}`);
      if (!r.gt(0)) throw new Error(`EUR rate of ${currency} on ${date} must be positive`);
      cache.set(key, r);
    }
    return r;
  };
}

export function checkEvent(e: TradeEvent | DividendEvent): void {
  if (!e.id) throw new Error('every event needs an id');
  if (!isIsoDate(e.date)) throw new Error(`event ${e.id}: date must be YYYY-MM-DD, got '${e.date}'`);
  if (e.type !== 'dividend' && !(e.at instanceof Date && Number.isFinite(e.at.getTime())))
    throw new Error(`event ${e.id}: at must be a Date`);
  if ((e.type === 'buy' || e.type === 'sell' || e.type === 'shortOpen') && !(Number.isInteger(e.leverage) && e.leverage >= 1))
    throw new Error(`event ${e.id}: leverage must be a whole number ≥ 1`);
}
