import { yearOf } from './tax-dates';
import { cachedRates, cents, checkEvent, dec, sum } from './tax-input';
import type { DividendCountryTotal, DividendEvent, DividendLine, DividendSection, EurRate, TradeEvent } from './spain-fifo.types';

// Dividends of a year for the Spanish report: each payment in EUR at its pay date's rate (gross and
// withholding to the cent, net their difference), received ones summed by source country for the
// double-taxation deduction (docs/tax-report.md explains its cap); a short's payments listed apart.

/** Dividend payments of `year` in EUR at the pay date's rate, summed by source country. */
export function dividendSection(events: readonly (TradeEvent | DividendEvent)[], year: number, rate: EurRate): DividendSection {
  const eur = cachedRates(rate);
  const payments: DividendLine[] = [];
  for (const e of events) {
    if (e.type !== 'dividend') continue;
    checkEvent(e);
    if (yearOf(e.date) !== year) continue;
    const gross = dec(e.gross, `dividend ${e.id} gross`);
    const withholding = dec(e.withholding, `dividend ${e.id} withholding`);
    const net = dec(e.net, `dividend ${e.id} net`);
    if (gross.lt(0) || withholding.lt(0) || !net.eq(gross.minus(withholding)))
      throw new Error(`dividend ${e.id}: net must equal gross − withholding`);
    const r = eur(e.currency, e.date);
    const grossEur = cents(gross.times(r));
    const withholdingEur = cents(withholding.times(r));
    payments.push({
      id: e.id,
      ref: e.ref ?? null,
      symbol: e.symbol,
      date: e.date,
      country: e.country,
      direction: e.direction,
      currency: e.currency,
      rate: r,
      gross,
      withholding,
      net,
      grossEur,
      withholdingEur,
      netEur: grossEur.minus(withholdingEur),
    });
  }
  payments.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const received = payments.filter((p) => p.direction === 'long');
  const countries = [...new Set(received.map((p) => p.country))].sort();
  const byCountry: DividendCountryTotal[] = countries.map((country) => {
    const ps = received.filter((p) => p.country === country);
    return {
      country,
      payments: ps.length,
      gross: sum(ps.map((p) => p.grossEur)),
      withholding: sum(ps.map((p) => p.withholdingEur)),
      net: sum(ps.map((p) => p.netEur)),
    };
  });
  return {
    payments,
    byCountry,
    received: {
      gross: sum(byCountry.map((c) => c.gross)),
      withholding: sum(byCountry.map((c) => c.withholding)),
      net: sum(byCountry.map((c) => c.net)),
    },
    paidOnShorts: sum(payments.filter((p) => p.direction === 'short').map((p) => p.grossEur)),
  };
}
