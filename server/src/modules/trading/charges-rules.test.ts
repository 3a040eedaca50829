import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import {
  CHARGE_TABLE,
  type ChargeKind,
  type ChargeMarket,
  type LegInput,
  type TradeSide,
  cashDecimals,
  fttApplies,
  legCharges,
  parseChargeTable,
  scheduleFor,
  totalCharges,
} from './charges-rules';
import shipped from './data/charges.json';

// Every expected figure below is worked by hand from the rates in data/charges.json (the working is in
// the comment of each case), not copied from the implementation's output.

function leg(
  market: ChargeMarket,
  side: TradeSide,
  shares: number,
  price: string,
  tradeDate: string,
  flags: { dayTrade?: boolean; fttApplies?: boolean } = {},
): LegInput {
  return {
    market,
    side,
    shares,
    price: new Money(price),
    tradeDate,
    dayTrade: flags.dayTrade ?? false,
    fttApplies: flags.fttApplies ?? false,
  };
}

/** Lines as [kind, amount written with the currency's decimals, basis]; fails if an amount carries more decimals than its currency. */
function shown(l: LegInput): Array<[ChargeKind, string, string]> {
  const dp = cashDecimals(scheduleFor(CHARGE_TABLE, l.market, l.tradeDate).currency);
  return legCharges(CHARGE_TABLE, l).map((line) => {
    expect(line.amount.decimalPlaces()).toBeLessThanOrEqual(dp);
    return [line.kind, line.amount.toFixed(dp), line.basis];
  });
}

const ES_COM = '0.1%, min 3.00';
const US_COM = '0.005/share, min 1.00, max 1% of value';
const TW_COM = '0.1425%, min 20';
const GOLD_COM = '0.05%, min 1.00';
const SEC_0 = '0.00 per million';
const SEC_2780 = '27.80 per million';
const SEC_2060 = '20.60 per million';
const TAF_166 = '0.000166/share, max 8.30';
const TAF_195 = '0.000195/share, max 9.79';
const TAF_HOLIDAY = '0.000000/share, max 9.79 (FINRA fee holiday)';

describe('legCharges', () => {
  it.each<[string, LegInput, Array<[ChargeKind, string, string]>]>([
    // --- Spain (EUR): 0.1% min 3.00; FTT 0.2% on buys of covered issuers, rounded half up ---
    [
      'ES buy with FTT, minimum commission binding',
      // 100 × 10.00 = 1,000.00; 0.1% = 1.00 < 3.00; FTT 0.2% = 2.00
      leg('ES', 'buy', 100, '10.00', '2026-06-15', { fttApplies: true }),
      [
        ['COMMISSION', '3.00', ES_COM],
        ['FINANCIAL_TRANSACTION_TAX', '2.00', '0.2%'],
      ],
    ],
    [
      'ES buy with FTT, minimum not binding, half up',
      // 500 × 12.345 = 6,172.50; 0.1% = 6.1725 -> 6.17; FTT 0.2% = 12.345 -> 12.35 (half up, not half even)
      leg('ES', 'buy', 500, '12.345', '2026-06-15', { fttApplies: true }),
      [
        ['COMMISSION', '6.17', ES_COM],
        ['FINANCIAL_TRANSACTION_TAX', '12.35', '0.2%'],
      ],
    ],
    ['ES buy without FTT: no FTT line at all', leg('ES', 'buy', 500, '12.345', '2026-06-15'), [['COMMISSION', '6.17', ES_COM]]],
    [
      'ES sell of a covered issuer: the FTT is on acquisitions only',
      leg('ES', 'sell', 500, '12.345', '2026-06-15', { fttApplies: true }),
      [['COMMISSION', '6.17', ES_COM]],
    ],
    [
      'ES sell, minimum commission binding',
      // 10 × 4.50 = 45.00; 0.1% = 0.045 < 3.00
      leg('ES', 'sell', 10, '4.50', '2026-06-15'),
      [['COMMISSION', '3.00', ES_COM]],
    ],

    // --- US (USD): 0.005/share, min 1.00, max 1% of value; sells pay SEC (up to the cent) and FINRA TAF (capped, up) ---
    [
      'US buy, minimum commission binding',
      // 100 × 0.005 = 0.50 < 1.00; 1% of 15,000 = 150 does not bind
      leg('US', 'buy', 100, '150.00', '2026-06-15'),
      [['COMMISSION', '1.00', US_COM]],
    ],
    [
      'US buy, neither minimum nor cap binding',
      // 1,000 × 0.005 = 5.00
      leg('US', 'buy', 1000, '50.00', '2026-06-15'),
      [['COMMISSION', '5.00', US_COM]],
    ],
    [
      'US buy, 1% cap binding over the minimum',
      // 10 × 5.00 = 50.00; 10 × 0.005 = 0.05 -> min 1.00 -> cap 1% of 50 = 0.50
      leg('US', 'buy', 10, '5.00', '2026-06-15'),
      [['COMMISSION', '0.50', US_COM]],
    ],
    [
      'US buy, 1% cap binding on a cheap stock',
      // 1,000 × 0.40 = 400.00; 1,000 × 0.005 = 5.00 > cap 4.00
      leg('US', 'buy', 1000, '0.40', '2026-06-15'),
      [['COMMISSION', '4.00', US_COM]],
    ],
    [
      'US sell 2026 (SEC 20.60/M, TAF 0.000195), FINRA cap not binding',
      // 1,000 × 50 = 50,000; commission 5.00; SEC 50,000 × 20.60 / 1e6 = 1.03; TAF 1,000 × 0.000195 = 0.195 -> up 0.20
      leg('US', 'sell', 1000, '50.00', '2026-06-15'),
      [
        ['COMMISSION', '5.00', US_COM],
        ['SEC_FEE', '1.03', SEC_2060],
        ['FINRA_TAF', '0.20', TAF_195],
      ],
    ],
    [
      'US sell 2026, FINRA cap binding',
      // 100,000 × 10 = 1,000,000; commission 500.00 (cap 10,000); SEC 20.60; TAF 19.50 -> cap 9.79
      leg('US', 'sell', 100_000, '10.00', '2026-06-15'),
      [
        ['COMMISSION', '500.00', US_COM],
        ['SEC_FEE', '20.60', SEC_2060],
        ['FINRA_TAF', '9.79', TAF_195],
      ],
    ],
    [
      'US sell, odd figures: commission half up, fees rounded up',
      // 333 × 33.33 = 11,098.89; 333 × 0.005 = 1.665 -> 1.67; SEC 0.228637134 -> up 0.23; TAF 0.064935 -> up 0.07
      leg('US', 'sell', 333, '33.33', '2026-06-15'),
      [
        ['COMMISSION', '1.67', US_COM],
        ['SEC_FEE', '0.23', SEC_2060],
        ['FINRA_TAF', '0.07', TAF_195],
      ],
    ],
    [
      'US sell of one $1 share: cap under the minimum, tiny fees rounded up to a cent',
      // commission 0.005 -> min 1.00 -> cap 1% of 1.00 = 0.01; SEC 0.0000206 -> 0.01; TAF 0.000195 -> 0.01
      leg('US', 'sell', 1, '1.00', '2026-06-15'),
      [
        ['COMMISSION', '0.01', US_COM],
        ['SEC_FEE', '0.01', SEC_2060],
        ['FINRA_TAF', '0.01', TAF_195],
      ],
    ],
    [
      'US sell 2025 after 14 May (SEC 0.00/M still shown, TAF 0.000166)',
      // SEC 0; TAF 1,000 × 0.000166 = 0.166 -> up 0.17
      leg('US', 'sell', 1000, '50.00', '2025-06-02'),
      [
        ['COMMISSION', '5.00', US_COM],
        ['SEC_FEE', '0.00', SEC_0],
        ['FINRA_TAF', '0.17', TAF_166],
      ],
    ],
    [
      'US sell 2025, FINRA 2025 cap binding',
      // 60,000 × 1 = 60,000; commission 300.00 (cap 600); TAF 60,000 × 0.000166 = 9.96 -> cap 8.30
      leg('US', 'sell', 60_000, '1.00', '2025-06-02'),
      [
        ['COMMISSION', '300.00', US_COM],
        ['SEC_FEE', '0.00', SEC_0],
        ['FINRA_TAF', '8.30', TAF_166],
      ],
    ],
    [
      'US sell 2025, FINRA 2025 cap not binding',
      // 40,000 × 0.000166 = 6.64
      leg('US', 'sell', 40_000, '1.00', '2025-06-02'),
      [
        ['COMMISSION', '200.00', US_COM],
        ['SEC_FEE', '0.00', SEC_0],
        ['FINRA_TAF', '6.64', TAF_166],
      ],
    ],
    [
      'US sell before 14 May 2025 (SEC 27.80/M)',
      // SEC 50,000 × 27.80 / 1e6 = 1.39
      leg('US', 'sell', 1000, '50.00', '2025-05-13'),
      [
        ['COMMISSION', '5.00', US_COM],
        ['SEC_FEE', '1.39', SEC_2780],
        ['FINRA_TAF', '0.17', TAF_166],
      ],
    ],
    [
      'US sell the day before the FY2026 SEC rate',
      leg('US', 'sell', 1000, '50.00', '2026-04-03'),
      [
        ['COMMISSION', '5.00', US_COM],
        ['SEC_FEE', '0.00', SEC_0],
        ['FINRA_TAF', '0.20', TAF_195],
      ],
    ],
    [
      'US sell on the first day of the FY2026 SEC rate',
      leg('US', 'sell', 1000, '50.00', '2026-04-04'),
      [
        ['COMMISSION', '5.00', US_COM],
        ['SEC_FEE', '1.03', SEC_2060],
        ['FINRA_TAF', '0.20', TAF_195],
      ],
    ],
    [
      'US sell in the FINRA fee holiday: TAF line at 0.00',
      leg('US', 'sell', 1000, '50.00', '2026-12-31'),
      [
        ['COMMISSION', '5.00', US_COM],
        ['SEC_FEE', '1.03', SEC_2060],
        ['FINRA_TAF', '0.00', TAF_HOLIDAY],
      ],
    ],
    [
      'US sell after the FINRA fee holiday',
      leg('US', 'sell', 1000, '50.00', '2027-01-04'),
      [
        ['COMMISSION', '5.00', US_COM],
        ['SEC_FEE', '1.03', SEC_2060],
        ['FINRA_TAF', '0.20', TAF_195],
      ],
    ],

    // --- Taiwan (TWD, whole dollars): 0.1425% min 20 rounded down; sell tax 0.3% / 0.15% day trade rounded down ---
    [
      'TW buy, minimum not binding, rounded down',
      // 1,000 × 100 = 100,000; 0.1425% = 142.5 -> 142
      leg('TW', 'buy', 1000, '100.00', '2026-06-15'),
      [['COMMISSION', '142', TW_COM]],
    ],
    [
      'TW buy, minimum binding',
      // 1,000 × 5 = 5,000; 0.1425% = 7.125 < 20
      leg('TW', 'buy', 1000, '5.00', '2026-06-15'),
      [['COMMISSION', '20', TW_COM]],
    ],
    [
      'TW buy flagged as day trade: no tax on buys',
      leg('TW', 'buy', 1000, '100.00', '2026-06-15', { dayTrade: true }),
      [['COMMISSION', '142', TW_COM]],
    ],
    [
      'TW sell, normal rate',
      // tax 0.3% × 100,000 = 300
      leg('TW', 'sell', 1000, '100.00', '2026-06-15'),
      [
        ['COMMISSION', '142', TW_COM],
        ['TRANSACTION_TAX', '300', '0.3%'],
      ],
    ],
    [
      'TW sell, day trade',
      // tax 0.15% × 100,000 = 150
      leg('TW', 'sell', 1000, '100.00', '2026-06-15', { dayTrade: true }),
      [
        ['COMMISSION', '142', TW_COM],
        ['TRANSACTION_TAX', '150', '0.15% (day trade)'],
      ],
    ],
    [
      'TW sell, fractions dropped',
      // 1,000 × 123.5 = 123,500; commission 175.9875 -> 175; tax 370.5 -> 370
      leg('TW', 'sell', 1000, '123.5', '2026-06-15'),
      [
        ['COMMISSION', '175', TW_COM],
        ['TRANSACTION_TAX', '370', '0.3%'],
      ],
    ],
    [
      'TW day-trade sell, fractions dropped',
      // tax 0.15% × 123,500 = 185.25 -> 185
      leg('TW', 'sell', 1000, '123.5', '2026-06-15', { dayTrade: true }),
      [
        ['COMMISSION', '175', TW_COM],
        ['TRANSACTION_TAX', '185', '0.15% (day trade)'],
      ],
    ],
    [
      'TW day-trade sell on the last day of the reduced rate',
      leg('TW', 'sell', 1000, '100.00', '2027-12-31', { dayTrade: true }),
      [
        ['COMMISSION', '142', TW_COM],
        ['TRANSACTION_TAX', '150', '0.15% (day trade)'],
      ],
    ],
    [
      'TW day-trade sell after the reduced rate ends: back to 0.3%',
      leg('TW', 'sell', 1000, '100.00', '2028-01-03', { dayTrade: true }),
      [
        ['COMMISSION', '142', TW_COM],
        ['TRANSACTION_TAX', '300', '0.3%'],
      ],
    ],

    // --- Gold (USD): commission only ---
    [
      'GOLD buy, minimum binding',
      // 1 × 1,500 = 1,500; 0.05% = 0.75 < 1.00
      leg('GOLD', 'buy', 1, '1500.00', '2026-06-15'),
      [['COMMISSION', '1.00', GOLD_COM]],
    ],
    [
      'GOLD sell: commission only, half up',
      // 10 × 2,345.67 = 23,456.70; 0.05% = 11.72835 -> 11.73
      leg('GOLD', 'sell', 10, '2345.67', '2026-06-15'),
      [['COMMISSION', '11.73', GOLD_COM]],
    ],
  ])('%s', (_name, input, expected) => {
    expect(shown(input)).toEqual(expected);
  });

  it.each<[ChargeMarket, string]>([
    ['ES', '2024-12-31'],
    ['US', '2024-12-31'],
    ['TW', '2024-12-31'],
    ['GOLD', '1999-01-01'],
  ])('throws for %s on %s, before every row', (market, date) => {
    expect(() => legCharges(CHARGE_TABLE, leg(market, 'buy', 1, '10', date))).toThrow(`No ${market} charge schedule in force on ${date}`);
  });

  it.each<[string, LegInput, RegExp]>([
    ['zero shares', leg('US', 'buy', 0, '10', '2026-06-15'), /positive whole number/],
    ['fractional shares', leg('US', 'buy', 1.5, '10', '2026-06-15'), /positive whole number/],
    ['unsafe share count', leg('US', 'buy', 2 ** 53, '10', '2026-06-15'), /positive whole number/],
    ['zero price', leg('US', 'buy', 1, '0', '2026-06-15'), /Price must be positive/],
    ['negative price', leg('US', 'buy', 1, '-1', '2026-06-15'), /Price must be positive/],
    ['not a date', leg('US', 'buy', 1, '10', '2026-6-15'), /YYYY-MM-DD/],
    ['no such day', leg('US', 'buy', 1, '10', '2026-02-29'), /YYYY-MM-DD/],
  ])('rejects %s', (_name, input, message) => {
    expect(() => legCharges(CHARGE_TABLE, input)).toThrow(message);
  });
});

describe('scheduleFor', () => {
  it.each<[ChargeMarket, string, string]>([
    ['US', '2025-01-01', '2025-01-01'],
    ['US', '2025-05-13', '2025-01-01'],
    ['US', '2025-05-14', '2025-05-14'],
    ['US', '2026-04-03', '2026-01-01'],
    ['US', '2026-04-04', '2026-04-04'],
    ['US', '2026-09-30', '2026-04-04'],
    ['US', '2026-10-01', '2026-10-01'],
    ['US', '2031-06-30', '2027-01-01'],
    ['TW', '2027-12-31', '2025-01-01'],
    ['TW', '2028-01-01', '2028-01-01'],
    ['ES', '2026-06-15', '2025-01-01'],
    ['GOLD', '2026-06-15', '2025-01-01'],
  ])('%s on %s uses the row from %s', (market, date, from) => {
    const row = scheduleFor(CHARGE_TABLE, market, date);
    expect(row.market).toBe(market);
    expect(row.effectiveFrom).toBe(from);
  });

  it('picks the latest row in force whatever the order of the table', () => {
    const reversed = [...CHARGE_TABLE].reverse();
    expect(scheduleFor(reversed, 'US', '2026-06-15').effectiveFrom).toBe('2026-04-04');
    expect(scheduleFor(reversed, 'US', '2025-05-13').effectiveFrom).toBe('2025-01-01');
  });

  it('throws before the first row and on a malformed date', () => {
    expect(() => scheduleFor(CHARGE_TABLE, 'ES', '2024-12-31')).toThrow('No ES charge schedule in force on 2024-12-31');
    expect(() => scheduleFor(CHARGE_TABLE, 'ES', '20260615')).toThrow(/YYYY-MM-DD/);
    expect(() => scheduleFor([], 'ES', '2026-06-15')).toThrow('No ES charge schedule');
  });
});

describe('the shipped table', () => {
  it('covers every market, each in its quote currency, with the rates the rules state', () => {
    const quote = { ES: 'EUR', US: 'USD', TW: 'TWD', GOLD: 'USD' } as const;
    for (const market of ['ES', 'US', 'TW', 'GOLD'] as const) {
      const row = scheduleFor(CHARGE_TABLE, market, '2026-11-21');
      expect(row.currency).toBe(quote[market]);
    }
    const us = scheduleFor(CHARGE_TABLE, 'US', '2026-11-21');
    expect([us.commission.perShare?.toFixed(), us.commission.minimum.toFixed(2), us.commission.maxRateOfValue?.toFixed()]).toEqual([
      '0.005',
      '1.00',
      '0.01',
    ]);
    const tw = scheduleFor(CHARGE_TABLE, 'TW', '2026-11-21');
    expect([tw.transactionTax?.rate.toFixed(), tw.transactionTax?.dayTradeRate?.toFixed()]).toEqual(['0.003', '0.0015']);
    expect(scheduleFor(CHARGE_TABLE, 'ES', '2026-11-21').financialTransactionTax?.rate.toFixed()).toBe('0.002');
  });

  it('cites its sources and is frozen', () => {
    expect(shipped.sources.length).toBeGreaterThan(0);
    const row = scheduleFor(CHARGE_TABLE, 'US', '2026-11-21');
    expect(row.sources).toContain('finra-2026-021');
    expect(Object.isFrozen(row)).toBe(true);
    expect(Object.isFrozen(row.commission)).toBe(true);
  });
});

describe('parseChargeTable', () => {
  type Obj = Record<string, unknown>;
  type Doc = { sources: Obj[]; schedules: Obj[] };
  const row = (market: string) => (doc: Doc) => doc.schedules.find((r) => r.market === market)!;
  const part = (market: string, key: string) => (doc: Doc) => row(market)(doc)[key] as Obj;
  /** A mutation that sets (or, with `undefined`, deletes) one field of the object `pick` finds. */
  const set =
    (pick: (doc: Doc) => Obj, key: string, value: unknown) =>
    (doc: Doc): void => {
      const target = pick(doc);
      if (value === undefined) delete target[key];
      else target[key] = value;
    };

  it('accepts the shipped document', () => {
    expect(parseChargeTable(structuredClone(shipped)).length).toBe(CHARGE_TABLE.length);
  });

  it.each<[string, (doc: Doc) => void, RegExp]>([
    ['a JSON number instead of a decimal string', set(part('US', 'commission'), 'minimum', 1), /minimum: must be a decimal string/],
    ['a missing minimum', set(part('US', 'commission'), 'minimum', undefined), /minimum: is missing/],
    ['a negative rate', set(part('ES', 'commission'), 'rate', '-0.001'), /must not be negative/],
    ['an exponent', set(part('ES', 'commission'), 'rate', '1e-3'), /is not a decimal/],
    ['a TWD minimum with cents', set(part('TW', 'commission'), 'minimum', '20.50'), /more than 0 decimals/],
    ['a misspelt field', set(part('US', 'commission'), 'maxRateOfvalue', '0.01'), /maxRateOfvalue: unknown field/],
    ['an unknown rounding', set(part('US', 'secFee'), 'rounding', 'CEILING'), /HALF_UP, DOWN or UP/],
    ['a US row without the SEC fee', set(row('US'), 'secFee', undefined), /secFee: is required for US/],
    [
      'a tax on the wrong market',
      set(row('ES'), 'transactionTax', { rate: '0.003', rounding: 'DOWN' }),
      /transactionTax: does not apply to ES/,
    ],
    ['the wrong currency', set(row('TW'), 'currency', 'USD'), /TW is quoted in TWD, not USD/],
    ['an unknown market', set(row('US'), 'market', 'XX'), /unknown market XX/],
    ['an impossible date', set(row('US'), 'effectiveFrom', '2025-02-30'), /not a calendar date/],
    ['two rows on the same day', (d) => void d.schedules.push(structuredClone(row('US')(d))), /two US rows take effect on 2025-01-01/],
    ['an unknown source id', set(row('US'), 'sources', ['nowhere']), /no source with id 'nowhere'/],
    ['a source without a URL', set((d) => d.sources[0], 'url', undefined), /sources\[0\]\.url: is missing/],
    ['no rows', set((d) => d as unknown as Obj, 'schedules', []), /non-empty array/],
  ])('rejects %s', (_name, mutate, message) => {
    const doc = structuredClone(shipped) as unknown as Doc;
    mutate(doc);
    expect(() => parseChargeTable(doc)).toThrow(message);
  });
});

describe('totalCharges and cashDecimals', () => {
  it('sums the lines', () => {
    // 500.00 + 20.60 + 9.79
    expect(totalCharges(legCharges(CHARGE_TABLE, leg('US', 'sell', 100_000, '10.00', '2026-06-15'))).toFixed()).toBe('530.39');
    // 142 + 150
    expect(totalCharges(legCharges(CHARGE_TABLE, leg('TW', 'sell', 1000, '100', '2026-06-15', { dayTrade: true }))).toFixed()).toBe('292');
    expect(totalCharges([]).toFixed()).toBe('0');
  });

  it('knows the cash decimals of the quote currencies', () => {
    expect([cashDecimals('EUR'), cashDecimals('USD'), cashDecimals('TWD')]).toEqual([2, 2, 0]);
    expect(() => cashDecimals('JPY')).toThrow(/JPY/);
  });
});

describe('properties', () => {
  const DAY_MS = 86_400_000;
  const FIRST = Date.UTC(2025, 0, 1);
  const isoDay = (offset: number) => new Date(FIRST + offset * DAY_MS).toISOString().slice(0, 10);

  it('every line is non-negative, in whole units of the currency, commission first, and the total is their sum', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<ChargeMarket>('ES', 'US', 'TW', 'GOLD'),
        fc.constantFrom<TradeSide>('buy', 'sell'),
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 1, max: 100_000_000 }),
        fc.integer({ min: 0, max: 4 }),
        fc.integer({ min: 0, max: 5 * 366 }),
        fc.boolean(),
        fc.boolean(),
        (market, side, shares, priceUnits, priceDecimals, dayOffset, dayTrade, fttApplies) => {
          const price = new Money(priceUnits).dividedBy(new Money(10).pow(priceDecimals));
          const input: LegInput = { market, side, shares, price, tradeDate: isoDay(dayOffset), dayTrade, fttApplies };
          const row = scheduleFor(CHARGE_TABLE, market, input.tradeDate);
          const dp = cashDecimals(row.currency);
          const lines = legCharges(CHARGE_TABLE, input);
          expect(lines[0].kind).toBe('COMMISSION');
          for (const line of lines) {
            expect(line.amount.gte(0)).toBe(true);
            expect(line.amount.decimalPlaces()).toBeLessThanOrEqual(dp);
            expect(line.basis).not.toBe('');
          }
          const kinds = lines.map((l) => l.kind);
          if (market === 'US' && side === 'sell') expect(kinds).toEqual(['COMMISSION', 'SEC_FEE', 'FINRA_TAF']);
          if (side === 'buy') expect(kinds.every((k) => k === 'COMMISSION' || k === 'FINANCIAL_TRANSACTION_TAX')).toBe(true);
          const taf = lines.find((l) => l.kind === 'FINRA_TAF');
          if (taf) expect(taf.amount.lte(row.finraTaf!.maxPerTrade)).toBe(true);
          expect(totalCharges(lines).eq(lines.reduce((s, l) => s.plus(l.amount), new Money(0)))).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('fttApplies', () => {
  it.each([
    // reference close × shares outstanding must exceed €1bn, in Spain only
    ['ES', '10', '200000000', true], // 2,000,000,000
    ['ES', '10', '100000000', false], // exactly 1,000,000,000 is not more
    ['ES', '0.5', '2000000001', true], // 1,000,000,000.5
    ['ES', '10', null, false], // no share count
    ['US', '500', '10000000000', false], // 5e12, but not Spain
  ] as const)('%s at %s × %s shares: %s', (market, referenceClose, sharesOutstanding, applies) => {
    expect(fttApplies({ market, referenceClose, sharesOutstanding })).toBe(applies);
  });
});
