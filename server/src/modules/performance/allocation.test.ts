import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { allocation } from './allocation';
import { buildReport, type ValuationRow } from './performance-report';

const RATES = { EURUSD: '1.25' };
const pos = (symbol: string, market: string, sector: string | null, currency: string, value: string) => ({
  symbol,
  name: symbol,
  market,
  sector,
  quoteCurrency: currency,
  marketValue: new Money(value),
  simulated: false,
});

describe('allocation', () => {
  it('groups the positions in the display currency, largest first, and points out one above 25 %', () => {
    const a = allocation(
      [
        pos('US:AAPL', 'US', 'information_technology', 'USD', '5000'),
        pos('ES:SAN', 'ES', 'financials', 'EUR', '1000'),
        pos('ES:BBVA', 'ES', 'financials', 'EUR', '1000'),
      ],
      [{ currency: 'EUR', amount: new Money('500') }],
      'EUR',
      RATES,
    );
    // 5,000 USD at 1.25 USD per EUR is EUR 4,000: two thirds of the 6,000 invested.
    expect(a.invested.toFixed(2)).toBe('6000.00');
    expect(a.byInstrument.map((s) => [s.key, s.value.toFixed(2), s.share.toFixed(4)])).toEqual([
      ['US:AAPL', '4000.00', '0.6667'],
      ['ES:BBVA', '1000.00', '0.1667'],
      ['ES:SAN', '1000.00', '0.1667'],
    ]);
    expect(a.byMarket.map((s) => s.key)).toEqual(['US', 'ES']);
    expect(a.bySector.map((s) => [s.key, s.share.toFixed(4)])).toEqual([
      ['information_technology', '0.6667'],
      ['financials', '0.3333'],
    ]);
    expect(a.byCurrency.map((s) => [s.key, s.value.toFixed(2)])).toEqual([
      ['USD', '4000.00'],
      ['EUR', '2500.00'],
    ]);
    expect(a.concentrated).toEqual(['US:AAPL']);
  });

  it('says so when a currency has no rate, rather than guessing one', () => {
    const a = allocation([pos('TW:2330', 'TW', 'information_technology', 'TWD', '100000')], [], 'EUR', RATES);
    expect(a.missingRates).toBe(true);
    expect(a.invested.toFixed(2)).toBe('0.00');
  });

  it('points out nothing when no instrument is above a quarter', () => {
    const four = ['A', 'B', 'C', 'D'].map((s) => pos(`ES:${s}`, 'ES', null, 'EUR', '100'));
    expect(allocation(four, [], 'EUR', RATES).concentrated).toEqual([]);
  });
});

describe('the report in another currency', () => {
  const row = (day: string, currency: string, value: string, flow: string, rates: Record<string, string>): ValuationRow => ({
    day,
    currency,
    unrealised: new Money(0),
    value: new Money(value),
    flow: new Money(flow),
    parts: {
      realised: new Money(0),
      dividends: new Money(0),
      interest: new Money(0),
      charges: new Money(0),
      taxes: new Money(0),
      exchange: new Money(0),
      other: new Money(0),
    },
    simulated: false,
    rates,
  });

  it('converts each day at its own rate, and a rate move shows as the currency effect', () => {
    // USD 1,000 deposited and held as cash: in EUR it is worth more when the dollar rises.
    const r = buildReport({
      from: '2026-01-01',
      to: '2026-01-03',
      firstValuedDay: '2026-01-02',
      display: 'EUR',
      benchmark: null,
      rows: [row('2026-01-02', 'USD', '1000', '1000', { EURUSD: '1.25' }), row('2026-01-03', 'USD', '1000', '0', { EURUSD: '1.0' })],
    });
    expect(r.netFlows.toFixed(2)).toBe('800.00');
    expect(r.endValue.toFixed(2)).toBe('1000.00');
    expect(r.breakdown.currency.toFixed(2)).toBe('200.00');
    expect(r.breakdown.total.toFixed(2)).toBe('200.00');
    expect(r.twr!.toFixed(4)).toBe('0.2500');
  });
});
