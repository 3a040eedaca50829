import type Decimal from 'decimal.js';
import { addMonths } from './tax-dates';
import type { ExplanationStep, RealisedLine } from './spain-fifo.types';

// "How this figure was computed", as data: one step per figure, a code and string params (exact decimal
// strings, ISO dates) that the app translates and formats; spain-fifo-english.ts renders it in English.

const s = (d: Decimal) => d.toFixed();

/** Sets the line's explanation from its figures and returns it. */
export function explain(line: RealisedLine): RealisedLine {
  const steps: ExplanationStep[] = [];
  const leg = line.sale;
  const legParams = {
    date: leg.date,
    shares: s(leg.shares),
    price: s(leg.price),
    currency: leg.currency,
    rate: s(leg.rate),
    gross: s(leg.gross),
    charges: s(leg.charges),
    proceeds: s(leg.proceeds),
    splitAdjusted: String(leg.splitAdjusted),
  };
  const short = line.flags.short;
  steps.push({ code: short ? 'SHORT_SALE' : line.kind === 'cashInLieu' ? 'CASH_IN_LIEU' : 'SALE', params: legParams });
  for (const p of line.acquisitions) {
    steps.push({
      code: short ? 'BUY_BACK' : 'LOT',
      params: {
        lotId: p.lotId,
        date: p.date,
        shares: s(p.shares),
        price: s(p.price),
        currency: p.currency,
        rate: s(p.rate),
        value: s(p.value),
        charges: s(p.charges),
        deferredLoss: s(p.deferredLoss),
        deferredFrom: p.deferredFrom.map((f) => f.date).join(','),
        splitAdjusted: String(p.splitAdjusted),
        ...(short ? { cashInLieu: String(line.kind === 'cashInLieu') } : {}),
      },
    });
  }
  steps.push({ code: 'COST', params: { cost: s(line.cost) } });
  steps.push({ code: 'RESULT', params: { gain: s(line.gain) } });
  if (line.washSale) {
    const w = line.washSale;
    steps.push({
      code: 'WASH_SALE',
      params: { deferredLoss: s(w.deferredLoss), computableGain: s(line.computableGain), windowFrom: w.windowFrom, windowTo: w.windowTo },
    });
    for (const t of w.triggers)
      steps.push({
        code: 'WASH_TRIGGER',
        params: { acquisitionId: t.acquisitionId, date: t.date, shares: s(t.shares), when: t.when, deferredLoss: s(t.deferredLoss) },
      });
  }
  if (line.flags.washWindowOpen) steps.push({ code: 'WASH_WINDOW_OPEN', params: { until: addMonths(line.date, 2) } });
  if (line.flags.leveraged) steps.push({ code: 'LEVERAGED', params: { leverage: String(line.leverage) } });
  line.explanation = steps;
  return line;
}
