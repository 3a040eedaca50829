import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';
import { convertAmount } from './performance-report';

// Where the money is now (issue 37): the open positions' market value at the latest quotes, by market,
// sector and instrument, and the whole account (cash and positions) by currency, in the display currency.

/** One instrument above this share of the positions' value is pointed out. */
export const CONCENTRATION_LIMIT = new Money('0.25');
const SHARE_DECIMALS = 6;

export interface AllocationPosition {
  symbol: string;
  name: string;
  market: string;
  sector: string | null;
  quoteCurrency: string;
  /** Shares × the latest price, in the quote currency (a short's exposure counts as positive). */
  marketValue: Decimal;
  simulated: boolean;
}

export interface AllocationSlice {
  key: string;
  label: string;
  value: Decimal;
  /** Of the group's total, as a fraction. */
  share: Decimal;
}

export interface Allocation {
  /** The positions' market value in the display currency. */
  invested: Decimal;
  /** Cash (available and frozen) in the display currency. */
  cash: Decimal;
  byMarket: AllocationSlice[];
  bySector: AllocationSlice[];
  byInstrument: AllocationSlice[];
  byCurrency: AllocationSlice[];
  /** Instruments above CONCENTRATION_LIMIT of the positions' value. */
  concentrated: string[];
  simulated: boolean;
  missingRates: boolean;
}

export function allocation(
  positions: readonly AllocationPosition[],
  cash: ReadonlyArray<{ currency: string; amount: Decimal }>,
  display: string,
  rates: Record<string, string>,
): Allocation {
  let missingRates = false;
  const conv = (amount: Decimal, currency: string) => {
    const c = convertAmount(amount, currency, display, rates);
    if (c === null) missingRates = true;
    return c ?? new Money(0);
  };
  const valued = positions.map((p) => ({ ...p, value: conv(p.marketValue, p.quoteCurrency) }));
  const cashValued = cash.map((c) => ({ currency: c.currency, value: conv(c.amount, c.currency) }));
  const invested = valued.reduce((s, p) => s.plus(p.value), new Money(0));
  const cashTotal = cashValued.reduce((s, c) => s.plus(c.value), new Money(0));

  const group = (items: ReadonlyArray<{ key: string; label: string; value: Decimal }>): AllocationSlice[] => {
    const by = new Map<string, { key: string; label: string; value: Decimal }>();
    for (const i of items) {
      const g = by.get(i.key) ?? { key: i.key, label: i.label, value: new Money(0) };
      g.value = g.value.plus(i.value);
      by.set(i.key, g);
    }
    const total = [...by.values()].reduce((s, g) => s.plus(g.value), new Money(0));
    return [...by.values()]
      .filter((g) => !g.value.isZero())
      .map((g) => ({ ...g, share: total.isZero() ? new Money(0) : g.value.div(total).toDecimalPlaces(SHARE_DECIMALS) }))
      .sort((a, b) => b.value.comparedTo(a.value) || (a.key < b.key ? -1 : 1));
  };

  const byInstrument = group(valued.map((p) => ({ key: p.symbol, label: p.name, value: p.value })));
  return {
    invested,
    cash: cashTotal,
    byMarket: group(valued.map((p) => ({ key: p.market, label: p.market, value: p.value }))),
    bySector: group(valued.map((p) => ({ key: p.sector ?? 'unknown', label: p.sector ?? 'unknown', value: p.value }))),
    byInstrument,
    byCurrency: group([
      ...cashValued.map((c) => ({ key: c.currency, label: c.currency, value: c.value })),
      ...valued.map((p) => ({ key: p.quoteCurrency, label: p.quoteCurrency, value: p.value })),
    ]),
    concentrated: byInstrument.filter((s) => s.share.gt(CONCENTRATION_LIMIT)).map((s) => s.key),
    simulated: positions.some((p) => p.simulated),
    missingRates,
  };
}
