import { Money } from '../../../shared/money';
import type { InstrumentSpec, ProviderCorporateAction } from '../providers/provider';

/**
 * A corporate-actions calendar file (the simulated provider's `data/corporate-actions.json`, or a
 * replay directory's `corporate-actions.json`): `{ actions: [...] }` with dates as YYYY-MM-DD, amounts
 * and ratios as decimal strings. Every entry is checked; one that is not valid throws (a calendar with a
 * wrong entry must not half-load).
 */
export interface CalendarFileEntry {
  symbol: string;
  kind: 'cash_dividend' | 'split';
  exDate: string;
  recordDate?: string | null;
  payDate?: string | null;
  amount?: string;
  currency?: string;
  from?: string;
  to?: string;
  label?: string;
  source: string;
  simulated?: boolean;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const POSITIVE = /^\d{1,12}(\.\d{1,6})?$/;

function checkedDate(value: unknown, what: string): string {
  if (typeof value !== 'string' || !DATE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`)))
    throw new Error(`corporate actions: ${what} is not a date: ${String(value)}`);
  return value;
}

function checkedPositive(value: unknown, what: string): string {
  if (typeof value !== 'string' || !POSITIVE.test(value) || new Money(value).lte(0))
    throw new Error(`corporate actions: ${what} is not a positive decimal: ${String(value)}`);
  return new Money(value).toFixed();
}

/** The calendar's entries for the known instruments, checked and normalised, in [from, to] by ex-date. */
export function parseCalendar(
  file: { actions?: unknown },
  specs: ReadonlyMap<string, Pick<InstrumentSpec, 'symbol' | 'currency'>>,
  from: string,
  to: string,
  simulatedProvider: boolean,
): ProviderCorporateAction[] {
  if (!Array.isArray(file.actions)) throw new Error('corporate actions: the file has no actions list');
  const out: ProviderCorporateAction[] = [];
  for (const raw of file.actions as CalendarFileEntry[]) {
    const spec = specs.get(raw.symbol);
    if (!spec) continue;
    const exDate = checkedDate(raw.exDate, `${raw.symbol} exDate`);
    if (exDate < from || exDate > to) continue;
    const source = typeof raw.source === 'string' && raw.source.trim() ? raw.source.trim() : null;
    if (!source) throw new Error(`corporate actions: ${raw.symbol} ${exDate} has no source`);
    const label = typeof raw.label === 'string' ? raw.label.slice(0, 140) : null;
    const simulated = simulatedProvider || raw.simulated === true;
    if (raw.kind === 'cash_dividend') {
      const recordDate = checkedDate(raw.recordDate ?? exDate, `${raw.symbol} recordDate`);
      const payDate = raw.payDate == null ? null : checkedDate(raw.payDate, `${raw.symbol} payDate`);
      if (recordDate < exDate || (payDate !== null && payDate < recordDate))
        throw new Error(`corporate actions: ${raw.symbol} ${exDate}: dates out of order`);
      const currency = raw.currency ?? spec.currency;
      if (currency !== spec.currency) throw new Error(`corporate actions: ${raw.symbol} ${exDate}: ${currency} is not ${spec.currency}`);
      out.push({
        symbol: spec.symbol,
        kind: 'cash_dividend',
        exDate,
        recordDate,
        payDate,
        amount: checkedPositive(raw.amount, `${raw.symbol} ${exDate} amount`),
        currency,
        ratioFrom: null,
        ratioTo: null,
        label,
        source,
        simulated,
      });
    } else if (raw.kind === 'split') {
      const ratioFrom = checkedPositive(raw.from, `${raw.symbol} ${exDate} from`);
      const ratioTo = checkedPositive(raw.to, `${raw.symbol} ${exDate} to`);
      if (ratioFrom === ratioTo) throw new Error(`corporate actions: ${raw.symbol} ${exDate}: a split of ${ratioFrom} for ${ratioTo}`);
      out.push({
        symbol: spec.symbol,
        kind: 'split',
        exDate,
        recordDate: null,
        payDate: null,
        amount: null,
        currency: null,
        ratioFrom,
        ratioTo,
        label,
        source,
        simulated,
      });
    } else {
      throw new Error(`corporate actions: ${raw.symbol} ${exDate}: unknown kind ${String((raw as { kind?: unknown }).kind)}`);
    }
  }
  return out.sort((a, b) => (a.exDate === b.exDate ? a.symbol.localeCompare(b.symbol) : a.exDate < b.exDate ? -1 : 1));
}
