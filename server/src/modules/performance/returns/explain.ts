import type Decimal from 'decimal.js';
import { CASH_DECIMALS } from '../../../shared/money';
import type { MwrResult, TwrResult } from './returns.types';

// A figure's formula in words, as steps a client renders in the user's language: each step is a message
// key with parameters, never text. Parameters are locale-free strings (plain decimals with '.', ISO days)
// so the client formats numbers, percentages and dates itself.

/** Decimals of a rate in the parameters: 8 (a millionth of a percent) is beyond any display. */
const RATE_DECIMALS = 8;

export type ExplainKey =
  // Shared by every return figure.
  | 'returns.netOfCharges' // dividends, interest and fund earnings are in the gain; charges and taxes are taken off
  | 'returns.notFlows' // only deposits and withdrawals are flows; a transfer between your own currencies is not
  // Time-weighted return.
  | 'twr.what' // how the investments did, whatever the size and timing of deposits and withdrawals
  | 'twr.values' // value {startValue} at the close of {from}, {endValue} at the close of {endDay}, net deposits {netFlows}
  | 'twr.dayReturn' // each day: close ÷ (previous close + that day's deposits − withdrawals) − 1
  | 'twr.chain' // the {subPeriods} daily returns are multiplied: (1 + r1) × (1 + r2) × … − 1
  | 'twr.skipped' // {skippedPeriods} days with no money in the account are left out
  | 'twr.result' // = {value}
  | 'twr.undefined' // no money was invested in the period, so there is no return
  // Money-weighted return (XIRR).
  | 'mwr.what' // how your money did, counting when and how much you paid in and took out
  | 'mwr.cashflows' // as if you paid {startValue} on {from}, paid in {netFlows} net over {flowCount} deposits/withdrawals, and received {endValue} on {to}
  | 'mwr.equation' // the rate r at which every amount, discounted by (1 + r) to the power of its days ÷ 365, adds up to zero
  | 'mwr.dayCount' // days are calendar days, a year 365 of them (as a spreadsheet's XIRR)
  | 'mwr.annual' // = {annual} a year
  | 'mwr.period' // = {period} over the {days} days of the period
  | 'mwr.undefined'; // no rate exists: {reason}

export type MwrUndefinedReason = 'noTime' | 'oneSign';

export interface ExplainStep {
  key: ExplainKey;
  params: Record<string, string>;
}

export interface Explanation {
  figure: 'twr' | 'mwr';
  steps: ExplainStep[];
}

const money = (d: Decimal) => d.toFixed(CASH_DECIMALS);
const rate = (d: Decimal) => d.toFixed(RATE_DECIMALS);
const step = (key: ExplainKey, params: Record<string, string> = {}): ExplainStep => ({ key, params });

export function explainTwr(result: TwrResult): Explanation {
  const steps: ExplainStep[] = [
    step('twr.what'),
    step('twr.values', {
      from: result.from,
      endDay: result.endDay,
      startValue: money(result.startValue),
      endValue: money(result.endValue),
      netFlows: money(result.netFlows),
    }),
    step('twr.dayReturn'),
  ];
  if (result.value === null) {
    steps.push(step('twr.undefined'));
    return { figure: 'twr', steps };
  }
  steps.push(step('twr.chain', { subPeriods: String(result.subPeriods) }));
  if (result.skippedPeriods > 0) steps.push(step('twr.skipped', { skippedPeriods: String(result.skippedPeriods) }));
  steps.push(step('returns.notFlows'), step('returns.netOfCharges'), step('twr.result', { value: rate(result.value) }));
  return { figure: 'twr', steps };
}

export function explainMwr(result: MwrResult): Explanation {
  const flowCount = result.cashflows.length - (result.startValue.isZero() ? 1 : 2);
  const steps: ExplainStep[] = [
    step('mwr.what'),
    step('mwr.cashflows', {
      from: result.from,
      to: result.to,
      startValue: money(result.startValue),
      netFlows: money(result.netFlows),
      flowCount: String(flowCount),
      endValue: money(result.endValue),
    }),
    step('mwr.equation'),
    step('mwr.dayCount'),
  ];
  if (result.annual === null || result.period === null) {
    const reason: MwrUndefinedReason = result.days === 0 ? 'noTime' : 'oneSign';
    steps.push(step('mwr.undefined', { reason }));
    return { figure: 'mwr', steps };
  }
  steps.push(
    step('returns.notFlows'),
    step('returns.netOfCharges'),
    step('mwr.annual', { annual: rate(result.annual) }),
    step('mwr.period', { period: rate(result.period), days: String(result.days) }),
  );
  return { figure: 'mwr', steps };
}
