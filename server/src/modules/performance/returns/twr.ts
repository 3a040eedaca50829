import { Money } from '../../../shared/money';
import { dayNumber } from './periods';
import type { ExternalFlow, IndexPoint, IsoDay, TwrResult, Valuation } from './returns.types';

const ONE = new Money(1);
const HUNDRED = new Money(100);
// Rounded outputs, so the last of 40 digits (1.0999…9 for 1.1) never shows: far below any display.
const RATE_DECIMALS = 12;
const INDEX_DECIMALS = 10;

/**
 * Sorted copies, re-made as Money: a Decimal from another clone computes at its own precision, and the
 * figures must not depend on who built the input.
 */
export function normaliseValuations(valuations: readonly Valuation[]): Valuation[] {
  const sorted = valuations.map((v) => ({ day: v.day, value: new Money(v.value), n: dayNumber(v.day) })).sort((a, b) => a.n - b.n);
  for (let i = 1; i < sorted.length; i++) {
    // Two closes for one day would make the chain depend on input order.
    if (sorted[i].n === sorted[i - 1].n) throw new RangeError(`Two valuations for ${sorted[i].day}`);
  }
  return sorted.map(({ day, value }) => ({ day, value }));
}

export function normaliseFlows(flows: readonly ExternalFlow[]): ExternalFlow[] {
  return flows
    .map((f) => ({ day: f.day, amount: new Money(f.amount), n: dayNumber(f.day) }))
    .sort((a, b) => a.n - b.n)
    .map(({ day, amount }) => ({ day, amount }));
}

function sumFlows(flows: readonly ExternalFlow[], after: IsoDay | null, upTo: IsoDay): Money {
  let sum = new Money(0);
  for (const f of flows) if ((after === null || f.day > after) && f.day <= upTo) sum = sum.plus(f.amount);
  return sum;
}

/**
 * The account's value at the close of `day`: the last close on or before it, plus the flows since
 * (money deposited after the last valuation is there, as cash). Before any valuation: the flows so far.
 * Inputs must be normalised (sorted).
 */
export function valueAt(valuations: readonly Valuation[], flows: readonly ExternalFlow[], day: IsoDay): Money {
  let last: Valuation | null = null;
  for (const v of valuations) {
    if (v.day > day) break;
    last = v;
  }
  const base = last ? last.value : new Money(0);
  return base.plus(sumFlows(flows, last ? last.day : null, day));
}

/**
 * Time-weighted return from the close of `from` to the close of `to` (see periods.ts for the ranges).
 *
 * Sub-periods run from one valuation to the next (daily when every day has a close). A flow is taken
 * at the START of its day, before that day's market movement: it is added to the previous close,
 *   r_d = V_d / (V_{d−1} + F_d) − 1,
 * where F_d is every flow after the previous valuation up to and including day d (so a Saturday deposit
 * joins Monday's sub-period). The r_d are chained geometrically: TWR = Π(1 + r_d) − 1. This cancels the
 * size of deposits and withdrawals: only the market's effect on the money at work remains.
 *
 * A sub-period whose base V_{d−1} + F_d is zero or negative has no money at work (before the first deposit,
 * after withdrawing everything, debt above assets): it is skipped, not counted as a gain or loss.
 */
export function timeWeightedReturn(valuations: readonly Valuation[], flows: readonly ExternalFlow[], from: IsoDay, to: IsoDay): TwrResult {
  if (dayNumber(from) > dayNumber(to)) throw new RangeError(`Period ends before it starts: ${from} → ${to}`);
  const vals = normaliseValuations(valuations);
  const fl = normaliseFlows(flows);

  const startValue = valueAt(vals, fl, from);
  let previous = startValue;
  let previousDay = from;
  let growth = ONE;
  let subPeriods = 0;
  let skippedPeriods = 0;
  const index: IndexPoint[] = [{ day: from, value: HUNDRED }];

  for (const v of vals) {
    if (v.day <= from) continue;
    if (v.day > to) break;
    const base = previous.plus(sumFlows(fl, previousDay, v.day));
    if (base.gt(0)) {
      growth = growth.times(v.value.div(base));
      subPeriods++;
    } else {
      skippedPeriods++;
    }
    index.push({ day: v.day, value: growth.times(HUNDRED).toDecimalPlaces(INDEX_DECIMALS) });
    previous = v.value;
    previousDay = v.day;
  }

  return {
    from,
    to,
    endDay: previousDay,
    startValue,
    endValue: previous,
    netFlows: sumFlows(fl, from, previousDay),
    value: subPeriods > 0 ? growth.minus(ONE).toDecimalPlaces(RATE_DECIMALS) : null,
    subPeriods,
    skippedPeriods,
    index,
  };
}
