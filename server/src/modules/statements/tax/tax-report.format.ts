import type Decimal from 'decimal.js';
import { Money } from '../../../shared/money';
import type { DocumentLanguage } from '../pdf/fonts';
import type { DividendLine, ExplanationStep, RealisedLine } from './spain-fifo.types';
import { type TaxReportTexts, taxTexts } from './tax-report.texts';

// How the tax report writes figures, days and "how this figure was computed" in each language. Figures
// are Decimals or decimal strings formatted digit by digit (never through a JS float): en 1,234.56,
// es 1.234,56, fr 1 234,56, zh 1,234.56. Days are written from the ISO string itself, not through a Date.

const SYMBOLS: Record<string, string> = { EUR: '€', USD: 'US$', TWD: 'NT$' };
/** Cash decimals by currency (TWD is counted in whole dollars). */
const CASH_DECIMALS: Record<string, number> = { TWD: 0 };

export class TaxFormat {
  readonly t: TaxReportTexts;

  constructor(readonly language: DocumentLanguage) {
    this.t = taxTexts(language);
  }

  /** A decimal in the language's notation: at least `min` decimals, at most `max` (half up beyond). */
  number(value: Decimal | string, min = 0, max?: number): string {
    let d = typeof value === 'string' ? new Money(value) : value;
    if (!d.isFinite()) throw new RangeError(`not a finite decimal: ${d.toString()}`);
    if (max !== undefined && d.decimalPlaces() > max) d = d.toDecimalPlaces(max, Money.ROUND_HALF_UP);
    const [whole, fraction = ''] = d.abs().toFixed(Math.max(min, d.decimalPlaces())).split('.');
    const { group, decimal } = this.t.number;
    const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
    const body = fraction ? `${grouped}${decimal}${fraction}` : grouped;
    return d.isNegative() && !d.isZero() ? `-${body}` : body;
  }

  /** Euros to the cent, for tables whose heading says EUR: '1,234.56'. */
  cents(value: Decimal | string): string {
    return this.number(value, 2, 2);
  }

  /** Euros with the sign: '€1,234.56', '1.234,56 €'. */
  eur(value: Decimal | string): string {
    return this.t.money(this.cents(value), '€');
  }

  /** An amount in its currency: 'US$12.60', 'NT$1,425' (the currency's decimals, more when it has them). */
  money(value: Decimal | string, currency: string): string {
    return this.t.money(this.number(value, CASH_DECIMALS[currency] ?? 2, 4), this.symbol(currency));
  }

  /** A price per share: 2 to 4 decimals. */
  price(value: Decimal | string, currency: string): string {
    return this.t.money(this.number(value, 2, 4), this.symbol(currency));
  }

  /** Shares: whole, or a fraction to 6 places. */
  shares(value: Decimal | string): string {
    return this.number(value, 0, 6);
  }

  /** An exchange rate as the server recorded it. */
  rate(value: Decimal | string): string {
    return this.number(value, 0, 10);
  }

  symbol(currency: string): string {
    return SYMBOLS[currency] ?? currency;
  }

  /** The unit of an EUR rate: '€/US$'. */
  unit(currency: string): string {
    return `€/${this.symbol(currency)}`;
  }

  /** 'YYYY-MM-DD' → '3 Mar 2025', '3 mar 2025', '3 mars 2025', '2025年3月3日'. */
  day(iso: string): string {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
    if (!m) throw new RangeError(`not a day: ${iso}`);
    const [y, mo, d] = [m[1], Number(m[2]), Number(m[3])];
    return this.t.months ? `${this.t.dayOfMonth(d)} ${this.t.months[mo - 1]} ${y}` : `${y}年${mo}月${d}日`;
  }

  /** An instant, UTC, to the minute: '9 Dec 2026 15:00 UTC'. */
  instant(at: Date): string {
    const iso = at.toISOString();
    return `${this.day(iso.slice(0, 10))} ${iso.slice(11, 16)} UTC`;
  }

  /** A region's name in the language, with its code: 'United States (US)'. */
  country(code: string): string {
    try {
      const name = new Intl.DisplayNames([this.language], { type: 'region' }).of(code);
      return name && name !== code ? `${name} (${code})` : code;
    } catch {
      return code;
    }
  }

  /** An amount converted to EUR: 'US$12.00 at 0.92 €/US$ = €11.04' (EUR amounts as they are). */
  converted(value: Decimal, currency: string, rate: Decimal, eur: Decimal): string {
    if (currency === 'EUR') return this.eur(eur);
    return this.t.explain.converted(this.money(value, currency), this.rate(rate), this.unit(currency), this.eur(eur));
  }

  /** A realised line's kind as the report names it: 'sale', 'cash in lieu', 'short sale, leveraged'. */
  lineKind(line: RealisedLine): string {
    const k = this.t.kinds;
    const kind = line.kind === 'cashInLieu' ? k.cashInLieu : line.kind === 'short' ? k.short : k.sale;
    return line.flags.leveraged ? `${kind}, ${k.leveraged}` : kind;
  }

  /** The two-month rule's word for a line: the loss deferred, a window still open, or nothing. */
  twoMonth(line: RealisedLine): string {
    const parts: string[] = [];
    if (line.flags.washSaleDeferred) parts.push(this.t.twoMonth.deferred(this.eur(line.deferredLoss)));
    if (line.flags.washWindowOpen) parts.push(this.t.twoMonth.windowOpen);
    return parts.join(', ');
  }

  /** The sentence of one dividend payment. */
  dividend(d: DividendLine): string {
    return this.t.explain.dividend({
      short: d.direction === 'short',
      symbol: d.symbol,
      date: this.day(d.date),
      country: d.country,
      gross: this.eur(d.grossEur),
      original: d.currency === 'EUR' ? null : this.converted(d.gross, d.currency, d.rate, d.grossEur),
      withholding: this.eur(d.withholdingEur),
      net: this.eur(d.netEur),
    });
  }

  /** A realised line's explanation steps (spain-fifo-explain.ts) as one sentence in the language. */
  explanation(steps: readonly ExplanationStep[]): string {
    const w = this.t.explain;
    const isZero = (v: string) => new Money(v).isZero();
    const valued = (p: Record<string, string>, key: 'gross' | 'value', alone: boolean) => {
      const n = `${this.shares(p.shares)} × ${this.price(p.price, p.currency)}`;
      if (p.currency === 'EUR') return alone ? `${n} = ${this.eur(p[key])}` : n;
      const fx = `${n} ${w.atRate(this.rate(p.rate), this.unit(p.currency))}`;
      return alone ? `${fx} = ${this.eur(p[key])}` : `${fx} (${this.eur(p[key])})`;
    };
    const sale = (p: Record<string, string>) => {
      const less = `${w.lessCharges(this.eur(p.charges))} = ${this.eur(p.proceeds)}`;
      if (p.splitAdjusted === 'true') return isZero(p.charges) ? this.eur(p.gross) : `${this.eur(p.gross)} ${less}`;
      return isZero(p.charges) ? valued(p, 'gross', true) : `${valued(p, 'gross', false)} ${less}`;
    };
    const lot = (p: Record<string, string>, first: boolean) => {
      const adjusted = p.splitAdjusted === 'true';
      const head = first
        ? w.firstLot(this.shares(p.shares), adjusted, this.day(p.date))
        : w.nextLot(this.shares(p.shares), adjusted, this.day(p.date));
      const at = p.currency === 'EUR' ? '' : w.lotPrice(this.price(p.price, p.currency), this.rate(p.rate), this.unit(p.currency));
      const parts = [this.eur(p.value)];
      if (!isZero(p.charges)) parts.push(first ? w.lotCharges(this.eur(p.charges)) : this.eur(p.charges));
      if (!isZero(p.deferredLoss)) {
        const from = p.deferredFrom ? w.list(p.deferredFrom.split(',').map((x) => this.day(x))) : null;
        parts.push(w.lossDeferredFrom(this.eur(p.deferredLoss), from));
      }
      return `${head}${at} (${parts.join(' + ')})`;
    };
    const out: string[] = [];
    const lots: string[] = [];
    let buyBack: string | null = null;
    for (const { code, params: p } of steps) {
      const lead = `${w.colon}${w.proceeds} `;
      switch (code) {
        case 'SALE':
          out.push(`${w.sold(this.shares(p.shares), this.day(p.date))}${lead}${sale(p)}`);
          break;
        case 'CASH_IN_LIEU':
          out.push(`${w.cashInLieu(this.shares(p.shares), this.day(p.date))}${lead}${sale(p)}`);
          break;
        case 'SHORT_SALE':
          out.push(`${w.shortSale(this.shares(p.shares), p.splitAdjusted === 'true', this.day(p.date))}${lead}${sale(p)}`);
          break;
        case 'LOT':
          lots.push(lot(p, lots.length === 0));
          break;
        case 'BUY_BACK': {
          const c = isZero(p.charges) ? valued(p, 'value', false) : `${valued(p, 'value', false)} ${w.plusCharges(this.eur(p.charges))}`;
          buyBack = w.boughtBack(this.shares(p.shares), this.day(p.date), p.cashInLieu === 'true', c);
          break;
        }
        case 'COST':
          out.push(buyBack ? `${buyBack} = ${this.eur(p.cost)}` : w.cost(w.list(lots), this.eur(p.cost)));
          break;
        case 'RESULT': {
          const g = new Money(p.gain);
          out.push(g.isNeg() ? w.loss(this.eur(g.neg())) : w.gain(this.eur(g)));
          break;
        }
        case 'WASH_SALE':
          out.push(w.washSale(this.eur(p.deferredLoss), this.day(p.windowFrom), this.day(p.windowTo), this.eur(p.computableGain)));
          break;
        case 'WASH_TRIGGER':
          out.push(w.washTrigger(this.eur(p.deferredLoss), this.shares(p.shares), this.day(p.date), p.when === 'before'));
          break;
        case 'WASH_WINDOW_OPEN':
          out.push(w.windowOpen(this.day(p.until)));
          break;
        case 'LEVERAGED':
          out.push(w.leveraged(p.leverage));
          break;
      }
    }
    return `${out.join(w.separator)}${w.end}`;
  }
}
