import { Money } from '../../../shared/money';
import type { DividendLine, ExplanationStep, RealisedLine } from './spain-fifo.types';

// English rendering of a line's structured explanation (for tests, docs and the CSV's notes column);
// the app translates the same codes and params through its own messages.

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const SYMBOLS: Record<string, string> = { EUR: '€', USD: 'US$', TWD: 'NT$' };

/** '2025-03-03' → '3 Mar 2025'. */
function day(date: string): string {
  const [y, m, d] = date.split('-');
  return `${Number(d)} ${MONTHS[Number(m) - 1]} ${y}`;
}

function sym(currency: string): string {
  return SYMBOLS[currency] ?? `${currency} `;
}

/** Euros to the cent: '€409.00' (a negative amount keeps its sign in front: '-€5.00'). */
function eur(v: string): string {
  const d = new Money(v);
  return `${d.isNeg() ? '-' : ''}€${d.abs().toFixed(2)}`;
}

/** A price with 2 to 4 decimals. */
function price(currency: string, v: string): string {
  const d = new Money(v).toDecimalPlaces(4, Money.ROUND_HALF_UP);
  return `${sym(currency)}${d.toFixed(Math.max(2, d.decimalPlaces()))}`;
}

function shares(v: string): string {
  return new Money(v).toDecimalPlaces(6, Money.ROUND_HALF_UP).toFixed();
}

function list(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const isZero = (v: string) => new Money(v).isZero();

/** 'n × price' valued in EUR: '10 × €41.20' or '10 × US$45.00 at 0.92 €/US$ (€414.00)'. */
function valued(p: Record<string, string>, amountKey: 'gross' | 'value', alone: boolean): string {
  const n = `${shares(p.shares)} × ${price(p.currency, p.price)}`;
  if (p.currency === 'EUR') return alone ? `${n} = ${eur(p[amountKey])}` : n;
  const fx = `${n} at ${p.rate} €/${sym(p.currency).trim()}`;
  return alone ? `${fx} = ${eur(p[amountKey])}` : `${fx} (${eur(p[amountKey])})`;
}

function saleText(p: Record<string, string>): string {
  if (p.splitAdjusted === 'true') {
    return isZero(p.charges) ? eur(p.gross) : `${eur(p.gross)} − ${eur(p.charges)} charges = ${eur(p.proceeds)}`;
  }
  if (isZero(p.charges)) return valued(p, 'gross', true);
  return `${valued(p, 'gross', false)} − ${eur(p.charges)} charges = ${eur(p.proceeds)}`;
}

function lotText(p: Record<string, string>, first: boolean): string {
  const adjusted = p.splitAdjusted === 'true' ? ' (split-adjusted)' : '';
  const head = first ? `${shares(p.shares)} shares${adjusted} bought ${day(p.date)}` : `${shares(p.shares)}${adjusted} of ${day(p.date)}`;
  const at = p.currency === 'EUR' ? '' : ` at ${price(p.currency, p.price)}, ${p.rate} €/${sym(p.currency).trim()}`;
  const parts = [eur(p.value)];
  if (!isZero(p.charges)) parts.push(`${eur(p.charges)}${first ? ' charges' : ''}`);
  if (!isZero(p.deferredLoss)) {
    const from = p.deferredFrom ? ` from ${list(p.deferredFrom.split(',').map(day))}` : '';
    parts.push(`${eur(p.deferredLoss)} loss deferred${from}`);
  }
  return `${head}${at} (${parts.join(' + ')})`;
}

/** The explanation of one line as an English sentence. */
export function renderExplanationEnglish(steps: readonly ExplanationStep[]): string {
  const out: string[] = [];
  const lots: string[] = [];
  let cost = '';
  for (const { code, params: p } of steps) {
    switch (code) {
      case 'SALE':
        out.push(`Sold ${shares(p.shares)} on ${day(p.date)}: proceeds ${saleText(p)}`);
        break;
      case 'CASH_IN_LIEU':
        out.push(`Cash in lieu of ${shares(p.shares)} shares on ${day(p.date)}: proceeds ${saleText(p)}`);
        break;
      case 'SHORT_SALE':
        out.push(
          `Short sale of ${shares(p.shares)}${p.splitAdjusted === 'true' ? ' (split-adjusted)' : ''} on ${day(p.date)}: proceeds ${saleText(p)}`,
        );
        break;
      case 'LOT':
        lots.push(lotText(p, lots.length === 0));
        break;
      case 'BUY_BACK': {
        const how = p.cashInLieu === 'true' ? 'bought back as cash in lieu' : 'bought back';
        const c = isZero(p.charges) ? valued(p, 'value', false) : `${valued(p, 'value', false)} + ${eur(p.charges)} charges`;
        lots.push(`${how} ${shares(p.shares)} on ${day(p.date)}: cost ${c}`);
        break;
      }
      case 'COST':
        cost = eur(p.cost);
        if (lots.length > 0 && lots[0].startsWith('bought back')) out.push(`${lots[0]} = ${cost}`);
        else out.push(`cost: ${list(lots)}, ${cost}`);
        break;
      case 'RESULT': {
        const g = new Money(p.gain);
        out.push(g.isNeg() ? `loss ${eur(g.neg().toFixed())}` : `gain ${eur(p.gain)}`);
        break;
      }
      case 'WASH_SALE':
        out.push(
          `${eur(p.deferredLoss)} of the loss deferred by the two-month rule (art. 33.5.f LIRPF, window ${day(p.windowFrom)} to ${day(p.windowTo)}), computable now ${eur(p.computableGain)}`,
        );
        break;
      case 'WASH_TRIGGER':
        out.push(
          `${eur(p.deferredLoss)} added to the cost of ${shares(p.shares)} shares bought ${day(p.date)}${p.when === 'before' ? ' (bought before the sale, still held)' : ''}`,
        );
        break;
      case 'WASH_WINDOW_OPEN':
        out.push(`provisional: buying the same shares up to ${day(p.until)} would defer this loss`);
        break;
      case 'LEVERAGED':
        out.push(`leveraged position (×${p.leverage}): counted as the gain or loss of the shares themselves`);
        break;
    }
  }
  return `${out.join('; ')}.`;
}

export function renderLineEnglish(line: RealisedLine): string {
  return renderExplanationEnglish(line.explanation);
}

export function renderDividendEnglish(d: DividendLine): string {
  const fx = d.currency === 'EUR' ? '' : ` (${sym(d.currency)}${d.gross.toFixed(2)} at ${d.rate.toFixed()} €/${sym(d.currency).trim()})`;
  const who = d.direction === 'short' ? 'Dividend paid on a short position' : 'Dividend';
  return `${who} of ${d.symbol} on ${day(d.date)} from ${d.country}: gross ${eur(d.grossEur.toFixed())}${fx}, withholding ${eur(d.withholdingEur.toFixed())}, net ${eur(d.netEur.toFixed())}.`;
}
