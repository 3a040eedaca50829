import type Decimal from 'decimal.js';
import { Money, parseDecimal } from '../../shared/money';
import raw from './data/charges.json';

// Charges of one trade leg from a DATED table (data/charges.json): a trade uses the row of its market
// with the latest effectiveFrom on or before its trade date, so a rate change is a new row and an old
// trade keeps the rate it was charged. Pure functions; all money in Decimal, never a JS float.

export type ChargeMarket = 'ES' | 'US' | 'TW' | 'GOLD';
export type TradeSide = 'buy' | 'sell';
export type ChargeKind = 'COMMISSION' | 'TRANSACTION_TAX' | 'FINANCIAL_TRANSACTION_TAX' | 'SEC_FEE' | 'FINRA_TAF';

export interface ChargeLine {
  kind: ChargeKind;
  /** In the instrument's quote currency, rounded to that currency's decimals (EUR/USD 2, TWD 0). Never negative. Lines that come to zero are still returned (e.g. SEC fee 0.00) so the user sees them. */
  amount: Decimal;
  /** What the rate is, for display, e.g. '0.1%, min 3.00', '0.3%', '0.15% (day trade)', '0.000166/share, max 8.30', '0.00 per million'. */
  basis: string;
}

export interface LegInput {
  market: ChargeMarket;
  side: TradeSide;
  /** Positive integer. */
  shares: number;
  /** Per share, quote currency. */
  price: Decimal;
  /** Trade date in the market's local calendar, 'YYYY-MM-DD': picks the table row in force. */
  tradeDate: string;
  /** TW only: this sell closes (or this sell opens, for a short closed) a round trip on the same trading day -> day-trade tax rate. */
  dayTrade: boolean;
  /** ES only: the issuer is a Spanish company with market cap above €1bn (subject to the FTT). */
  fttApplies: boolean;
  /** A share of the commission waived (VIP: 0.25), shown in the line's basis; none when absent. */
  commissionDiscount?: Decimal;
}

/** How an amount is brought to the currency's cash decimals. */
export type Rounding = 'HALF_UP' | 'DOWN' | 'UP';

/** Broker commission on every leg: rate × value + perShare × shares, at least `minimum`, at most maxRateOfValue × value (the cap wins over the minimum). */
export interface CommissionRule {
  rate: Decimal;
  minimum: Decimal;
  perShare?: Decimal;
  maxRateOfValue?: Decimal;
  rounding: Rounding;
}

/** Tax on SELLS (Taiwan securities transaction tax); `dayTradeRate` replaces `rate` for a day trade while it is in force. */
export interface TransactionTaxRule {
  rate: Decimal;
  dayTradeRate?: Decimal;
  rounding: Rounding;
}

/** Tax on BUYS of covered issuers (Spain's Impuesto sobre las Transacciones Financieras). */
export interface FinancialTransactionTaxRule {
  rate: Decimal;
  rounding: Rounding;
}

/** SEC Section 31 fee on SELLS: value × ratePerMillion / 1,000,000. */
export interface SecFeeRule {
  ratePerMillion: Decimal;
  rounding: Rounding;
}

/** FINRA Trading Activity Fee on SELLS: perShare × shares, at most maxPerTrade. */
export interface FinraTafRule {
  perShare: Decimal;
  maxPerTrade: Decimal;
  rounding: Rounding;
  /** Shown after the rate, e.g. 'FINRA fee holiday'. */
  label?: string;
}

export interface ChargeSchedule {
  market: ChargeMarket;
  /** 'YYYY-MM-DD', local calendar of the market. */
  effectiveFrom: string;
  currency: string;
  commission: CommissionRule;
  transactionTax?: TransactionTaxRule;
  financialTransactionTax?: FinancialTransactionTaxRule;
  secFee?: SecFeeRule;
  finraTaf?: FinraTafRule;
  note?: string;
  /** Ids of the table's `sources` this row rests on. */
  sources: readonly string[];
}

export type ChargeTable = readonly ChargeSchedule[];

type Component = 'transactionTax' | 'financialTransactionTax' | 'secFee' | 'finraTaf';

/** The currency every row of a market must use, and the tax/fee components its rows must (and may only) carry. */
const MARKET_RULES: Record<ChargeMarket, { currency: string; components: readonly Component[] }> = {
  ES: { currency: 'EUR', components: ['financialTransactionTax'] },
  US: { currency: 'USD', components: ['secFee', 'finraTaf'] },
  TW: { currency: 'TWD', components: ['transactionTax'] },
  GOLD: { currency: 'USD', components: [] },
};
const ALL_COMPONENTS: readonly Component[] = ['transactionTax', 'financialTransactionTax', 'secFee', 'finraTaf'];

const CASH_DECIMALS: Readonly<Record<string, number>> = { EUR: 2, USD: 2, TWD: 0 };

/** Decimals of cash in a currency: EUR 2, USD 2, TWD 0. Throws on a currency it does not know. */
export function cashDecimals(currency: string): number {
  const dp = CASH_DECIMALS[currency];
  if (dp === undefined) throw new Error(`No cash decimals known for currency ${currency}`);
  return dp;
}

const ROUNDING_MODE: Record<Rounding, Decimal.Rounding> = {
  HALF_UP: Money.ROUND_HALF_UP,
  DOWN: Money.ROUND_DOWN,
  UP: Money.ROUND_UP,
};

function isIsoDate(s: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = new Date(Date.UTC(y, mo - 1, d));
  return t.getUTCFullYear() === y && t.getUTCMonth() === mo - 1 && t.getUTCDate() === d;
}

/** The row in force for the market on the date (latest effectiveFrom <= date); throws if none. */
export function scheduleFor(table: ChargeTable, market: ChargeMarket, tradeDate: string): ChargeSchedule {
  if (!isIsoDate(tradeDate)) throw new Error(`Trade date must be a calendar date YYYY-MM-DD, got '${tradeDate}'`);
  let best: ChargeSchedule | undefined;
  for (const row of table) {
    // ISO dates compare correctly as strings.
    if (row.market === market && row.effectiveFrom <= tradeDate && (!best || row.effectiveFrom > best.effectiveFrom)) best = row;
  }
  if (!best) throw new Error(`No ${market} charge schedule in force on ${tradeDate}`);
  return best;
}

/** Every charge of one leg: the commission first, then the taxes and fees that apply to the side. */
export function legCharges(table: ChargeTable, leg: LegInput): ChargeLine[] {
  if (!Number.isSafeInteger(leg.shares) || leg.shares <= 0) throw new Error(`Shares must be a positive whole number, got ${leg.shares}`);
  const price = new Money(leg.price);
  if (!price.isFinite() || !price.gt(0)) throw new Error(`Price must be positive, got ${leg.price.toString()}`);
  if (leg.side !== 'buy' && leg.side !== 'sell') throw new Error(`Side must be buy or sell, got ${String(leg.side)}`);

  const s = scheduleFor(table, leg.market, leg.tradeDate);
  const dp = cashDecimals(s.currency);
  const shares = new Money(leg.shares);
  const value = price.times(shares);
  const round = (amount: Decimal, rounding: Rounding) => amount.toDecimalPlaces(dp, ROUNDING_MODE[rounding]);

  const lines: ChargeLine[] = [commissionLine(s.commission, value, shares, dp, leg.commissionDiscount)];

  if (s.transactionTax && leg.side === 'sell') {
    const t = s.transactionTax;
    const day = leg.dayTrade && t.dayTradeRate !== undefined;
    const rate = day ? t.dayTradeRate! : t.rate;
    lines.push({
      kind: 'TRANSACTION_TAX',
      amount: round(value.times(rate), t.rounding),
      basis: `${percent(rate)}${day ? ' (day trade)' : ''}`,
    });
  }
  if (s.financialTransactionTax && leg.side === 'buy' && leg.fttApplies) {
    const t = s.financialTransactionTax;
    lines.push({ kind: 'FINANCIAL_TRANSACTION_TAX', amount: round(value.times(t.rate), t.rounding), basis: percent(t.rate) });
  }
  if (s.secFee && leg.side === 'sell') {
    const f = s.secFee;
    lines.push({
      kind: 'SEC_FEE',
      amount: round(value.times(f.ratePerMillion).dividedBy(1_000_000), f.rounding),
      basis: `${f.ratePerMillion.toFixed(Math.max(2, f.ratePerMillion.decimalPlaces()))} per million`,
    });
  }
  if (s.finraTaf && leg.side === 'sell') {
    const f = s.finraTaf;
    lines.push({
      kind: 'FINRA_TAF',
      amount: round(Money.min(shares.times(f.perShare), f.maxPerTrade), f.rounding),
      basis: `${perShareText(f.perShare, 6)}/share, max ${f.maxPerTrade.toFixed(dp)}${f.label ? ` (${f.label})` : ''}`,
    });
  }
  return lines;
}

/** Sum of lines (0 for none). */
/**
 * Spanish FTT applies to companies worth more than €1bn: reference close × shares outstanding (the
 * seed's figures); never outside Spain or without a share count.
 */
export function fttApplies(i: { market: string; referenceClose: string; sharesOutstanding: string | null }): boolean {
  if (i.market !== 'ES' || !i.sharesOutstanding) return false;
  return new Money(i.referenceClose).times(i.sharesOutstanding).gt(1_000_000_000);
}

export function totalCharges(lines: readonly ChargeLine[]): Decimal {
  return lines.reduce((sum, l) => sum.plus(l.amount), new Money(0));
}

function commissionLine(c: CommissionRule, value: Decimal, shares: Decimal, dp: number, discount?: Decimal): ChargeLine {
  let amount = value.times(c.rate);
  if (c.perShare) amount = amount.plus(shares.times(c.perShare));
  amount = Money.max(amount, c.minimum);
  if (c.maxRateOfValue) amount = Money.min(amount, value.times(c.maxRateOfValue));

  const parts: string[] = [];
  if (!c.rate.isZero() || !c.perShare) parts.push(percent(c.rate));
  if (c.perShare) parts.push(`${perShareText(c.perShare, 0)}/share`);
  let basis = `${parts.join(' + ')}, min ${c.minimum.toFixed(dp)}`;
  if (c.maxRateOfValue) basis += `, max ${percent(c.maxRateOfValue)} of value`;
  if (discount?.gt(0)) {
    amount = amount.times(new Money(1).minus(discount));
    basis += `, VIP −${percent(discount)}`;
  }
  return { kind: 'COMMISSION', amount: amount.toDecimalPlaces(dp, ROUNDING_MODE[c.rounding]), basis };
}

/** 0.001425 -> '0.1425%'. */
function percent(rate: Decimal): string {
  return `${rate.times(100).toFixed()}%`;
}

function perShareText(rate: Decimal, minDecimals: number): string {
  return rate.toFixed(Math.max(minDecimals, rate.decimalPlaces()));
}

// ---------------------------------------------------------------------------------------------
// Loading and validating the table
// ---------------------------------------------------------------------------------------------

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function fail(path: string, message: string): never {
  throw new Error(`Charge table ${path}: ${message}`);
}

function object(v: unknown, path: string, required: readonly string[], optional: readonly string[]): Json {
  if (!isObject(v)) fail(path, 'must be an object');
  for (const k of Object.keys(v)) if (!required.includes(k) && !optional.includes(k)) fail(`${path}.${k}`, 'unknown field');
  for (const k of required) if (v[k] === undefined) fail(`${path}.${k}`, 'is missing');
  return v;
}

function text(v: unknown, path: string): string {
  if (typeof v !== 'string' || v.trim() === '') fail(path, 'must be a non-empty string');
  return v;
}

/** A non-negative decimal written as a string (never a JSON number, which would be a float), with at most `maxDecimals` decimals. */
function amount(v: unknown, path: string, maxDecimals = 20): Decimal {
  if (typeof v !== 'string') fail(path, 'must be a decimal string');
  const d = parseDecimal(v);
  if (!d) fail(path, `'${v}' is not a decimal`);
  if (d.isNeg()) fail(path, 'must not be negative');
  if (d.decimalPlaces() > maxDecimals) fail(path, `has more than ${maxDecimals} decimals`);
  return d;
}

function rounding(v: unknown, path: string): Rounding {
  if (v !== 'HALF_UP' && v !== 'DOWN' && v !== 'UP') fail(path, 'must be HALF_UP, DOWN or UP');
  return v;
}

function parseRow(v: unknown, path: string, sourceIds: ReadonlySet<string>): ChargeSchedule {
  const r = object(v, path, ['market', 'effectiveFrom', 'currency', 'commission'], [...ALL_COMPONENTS, 'note', 'sources']);
  if (typeof r.market !== 'string' || !Object.hasOwn(MARKET_RULES, r.market)) fail(`${path}.market`, `unknown market ${String(r.market)}`);
  const market = r.market as ChargeMarket;
  const rules = MARKET_RULES[market];
  const effectiveFrom = text(r.effectiveFrom, `${path}.effectiveFrom`);
  if (!isIsoDate(effectiveFrom)) fail(`${path}.effectiveFrom`, `'${effectiveFrom}' is not a calendar date YYYY-MM-DD`);
  const currency = text(r.currency, `${path}.currency`);
  if (currency !== rules.currency) fail(`${path}.currency`, `${market} is quoted in ${rules.currency}, not ${currency}`);
  const dp = cashDecimals(currency);

  const c = object(r.commission, `${path}.commission`, ['rate', 'minimum', 'rounding'], ['perShare', 'maxRateOfValue']);
  const row: ChargeSchedule = {
    market,
    effectiveFrom,
    currency,
    commission: {
      rate: amount(c.rate, `${path}.commission.rate`),
      minimum: amount(c.minimum, `${path}.commission.minimum`, dp),
      ...(c.perShare !== undefined && { perShare: amount(c.perShare, `${path}.commission.perShare`) }),
      ...(c.maxRateOfValue !== undefined && { maxRateOfValue: amount(c.maxRateOfValue, `${path}.commission.maxRateOfValue`) }),
      rounding: rounding(c.rounding, `${path}.commission.rounding`),
    },
    sources: [],
  };

  for (const k of ALL_COMPONENTS) {
    const present = r[k] !== undefined;
    if (present !== rules.components.includes(k))
      fail(`${path}.${k}`, present ? `does not apply to ${market}` : `is required for ${market}`);
  }
  if (r.transactionTax !== undefined) {
    const p = `${path}.transactionTax`;
    const t = object(r.transactionTax, p, ['rate', 'rounding'], ['dayTradeRate']);
    row.transactionTax = {
      rate: amount(t.rate, `${p}.rate`),
      ...(t.dayTradeRate !== undefined && { dayTradeRate: amount(t.dayTradeRate, `${p}.dayTradeRate`) }),
      rounding: rounding(t.rounding, `${p}.rounding`),
    };
  }
  if (r.financialTransactionTax !== undefined) {
    const p = `${path}.financialTransactionTax`;
    const t = object(r.financialTransactionTax, p, ['rate', 'rounding'], []);
    row.financialTransactionTax = { rate: amount(t.rate, `${p}.rate`), rounding: rounding(t.rounding, `${p}.rounding`) };
  }
  if (r.secFee !== undefined) {
    const p = `${path}.secFee`;
    const f = object(r.secFee, p, ['ratePerMillion', 'rounding'], []);
    row.secFee = { ratePerMillion: amount(f.ratePerMillion, `${p}.ratePerMillion`), rounding: rounding(f.rounding, `${p}.rounding`) };
  }
  if (r.finraTaf !== undefined) {
    const p = `${path}.finraTaf`;
    const f = object(r.finraTaf, p, ['perShare', 'maxPerTrade', 'rounding'], ['label']);
    row.finraTaf = {
      perShare: amount(f.perShare, `${p}.perShare`),
      maxPerTrade: amount(f.maxPerTrade, `${p}.maxPerTrade`, dp),
      rounding: rounding(f.rounding, `${p}.rounding`),
      ...(f.label !== undefined && { label: text(f.label, `${p}.label`) }),
    };
  }
  if (r.note !== undefined) row.note = text(r.note, `${path}.note`);
  if (r.sources !== undefined) {
    if (!Array.isArray(r.sources)) fail(`${path}.sources`, 'must be an array of source ids');
    row.sources = r.sources.map((id, i) => {
      const s = text(id, `${path}.sources[${i}]`);
      if (!sourceIds.has(s)) fail(`${path}.sources[${i}]`, `no source with id '${s}'`);
      return s;
    });
  }
  return row;
}

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    // Decimal instances are immutable by API; freezing them would break nothing but is not needed.
    if (!Money.isDecimal(v)) {
      Object.freeze(v);
      for (const inner of Object.values(v)) deepFreeze(inner);
    }
  }
  return v;
}

/** Validates a charge table document ({ sources, schedules, ... }) and returns its rows, sorted by market then date. Throws on a malformed row. */
export function parseChargeTable(doc: unknown): ChargeTable {
  const d = object(doc, '(root)', ['sources', 'schedules'], ['about', 'note']);
  if (!Array.isArray(d.sources)) fail('sources', 'must be an array');
  const sourceIds = new Set<string>();
  d.sources.forEach((s, i) => {
    const src = object(s, `sources[${i}]`, ['id', 'title', 'url'], []);
    const id = text(src.id, `sources[${i}].id`);
    text(src.title, `sources[${i}].title`);
    if (!/^https?:\/\/\S+$/.test(text(src.url, `sources[${i}].url`))) fail(`sources[${i}].url`, 'must be an http(s) URL');
    if (sourceIds.has(id)) fail(`sources[${i}].id`, `duplicate id '${id}'`);
    sourceIds.add(id);
  });
  if (!Array.isArray(d.schedules) || d.schedules.length === 0) fail('schedules', 'must be a non-empty array');
  const rows = d.schedules.map((r, i) => parseRow(r, `schedules[${i}]`, sourceIds));
  const seen = new Set<string>();
  for (const r of rows) {
    const key = `${r.market} ${r.effectiveFrom}`;
    if (seen.has(key)) fail('schedules', `two ${r.market} rows take effect on ${r.effectiveFrom}`);
    seen.add(key);
  }
  rows.sort((a, b) => (a.market === b.market ? a.effectiveFrom.localeCompare(b.effectiveFrom) : a.market.localeCompare(b.market)));
  return deepFreeze(rows);
}

/** The table shipped in data/charges.json, validated at load (throws on a malformed row). */
export const CHARGE_TABLE: ChargeTable = parseChargeTable(raw as unknown);
