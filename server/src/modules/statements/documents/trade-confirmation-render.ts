import { Money } from '../../../shared/money';
import type { DocumentLanguage } from '../pdf/fonts';
import { PdfDocumentBuilder, type TableCell, type TableRow } from '../pdf/pdf-document';
import type { DocumentBuildContext } from './document-build';
import {
  formatAmount,
  formatDecimal,
  formatInstant,
  formatMoney,
  formatPrice,
  formatRate,
  formatShares,
  formatShortDay,
  localizeBasis,
} from './document-format';
import { builderTranslator, chargeLabel, textsFor } from './document-texts';
import type { DocumentTexts, OrderTypeKey, QuoteSourceKey, SellingTypeKey } from './document-texts.types';
import type { TradeConfirmationData } from './trade-confirmation.types';

// Draws a trade confirmation (trade-confirmation.ts has the data): the order, the quote the fill took
// (bid, ask, time, source, labelled Simulated when it came from the simulator), the fill's figures, each
// charge with how it is computed, and the net amount debited (an opening) or credited (a closing).

type Pair = readonly [string, TableCell];

const pick = <K extends string>(words: Record<K, string>, key: string | null, fallback: K): string =>
  key !== null && Object.hasOwn(words, key) ? words[key as K] : words[fallback];

export async function renderTradeConfirmation(ctx: DocumentBuildContext, d: TradeConfirmationData): Promise<Buffer> {
  const language = ctx.language;
  const t = textsFor(language);
  const c = t.confirmation;
  const doc = new PdfDocumentBuilder({
    language,
    t: builderTranslator(language),
    clock: ctx.clock,
    header: { title: c.title, holderName: ctx.holder.name, holderNumber: ctx.holder.number, period: formatShortDay(d.at, language) },
    footerNote: t.generated(formatInstant(ctx.clock.now(), language)),
  });
  const sc = d.settlementCurrency;
  const qc = d.quoteCurrency;
  const name = d.names[language] ?? d.name;
  // An opening buys a long and sells a short; a closing does the reverse.
  const buys = (d.leg === 'open') === (d.direction === 'long');

  doc.heading(d.leg === 'open' ? c.openLeg(d.tradeNo) : c.closeLeg(d.tradeNo));
  const order: Pair[] = [
    [c.orderNo, d.orderNo],
    [c.tradeNo, d.tradeNo],
    [c.instrument, name && name !== d.symbol ? `${d.symbol} ${name}` : d.symbol],
  ];
  if (d.leg === 'open') {
    order.push([c.orderType, pick<OrderTypeKey>(t.orderTypes, d.order.type, 'market')]);
  } else {
    order.push([c.sellingType, pick<SellingTypeKey>(t.sellingTypes, d.sellingType, 'other')]);
  }
  order.push([c.side, buys ? c.buy : c.sell], [c.direction, t.directions[d.direction]], [c.shares, formatShares(d.shares, language)]);
  if (d.leg === 'open') order.push(...orderTerms(d, t, language));
  if (d.trigger) {
    order.push([c.triggerPrice, formatPrice(d.trigger.price, language)]);
    if (d.trigger.gapped) order.push([c.gapped, c.yes]);
  }
  order.push([c.leverage, `${d.leverage}×`]);
  if (d.leg === 'open') order.push([c.placedAt, formatInstant(d.order.placedAt, language)], [c.filledAt, formatInstant(d.at, language)]);
  else order.push([c.filledAt, formatInstant(d.openedAt, language)], [c.closedAt, formatInstant(d.at, language)]);
  doc.keyValues(order);

  doc.heading(c.quote);
  const q = d.quote;
  doc.table(
    [
      { header: c.bid, width: 1, align: 'right' },
      { header: c.ask, width: 1, align: 'right' },
      { header: c.quoteTime, width: 2 },
      { header: c.source, width: 1.6 },
    ],
    [
      [
        { text: formatPrice(q.bid, language), simulated: q.simulated },
        { text: formatPrice(q.ask, language), simulated: q.simulated },
        formatInstant(q.at, language),
        // A provider the documents do not name yet is shown by its own name.
        Object.hasOwn(t.sources, q.source) ? t.sources[q.source as QuoteSourceKey] : q.source,
      ],
    ],
    { zebra: false },
  );
  if (q.simulated) doc.notice(c.simulatedQuote, { simulated: true });

  doc.heading(c.fill);
  const fill: Pair[] = [
    [c.fillPrice, { text: `${formatPrice(d.price, language)} ${qc}`, simulated: q.simulated }],
    [c.notional, formatMoney(d.price.times(d.shares), qc, language)],
  ];
  if (d.leg === 'close') fill.push([c.grossPnl, formatMoney(d.grossPnlQuote ?? new Money(0), qc, language)]);
  fill.push([c.margin, formatMoney(d.margin, sc, language)]);
  if (d.fxRate) fill.push([c.fxRate, `1 ${sc} = ${formatRate(d.fxRate, language)} ${qc}`]);
  doc.keyValues(fill);

  doc.heading(c.charges);
  if (d.charges.length === 0) doc.paragraph(t.chargesNone, { muted: true });
  else {
    const rows: TableRow[] = d.charges.map((ch) => [
      chargeLabel(ch.kind, language),
      localizeBasis(ch.basis, t.basis, language, ch.currency),
      formatMoney(ch.amount, ch.currency, language),
      formatAmount(ch.settlementAmount, sc, language),
    ]);
    rows.push({ cells: [c.chargesTotal, '', '', formatAmount(d.chargesTotal, sc, language)], style: 'total' });
    doc.table(
      [
        { header: c.chargeKind, width: 2.2, maxLines: 2 },
        { header: c.basis, width: 2.4, maxLines: 3 },
        { header: c.amount, width: 1.3, align: 'right' },
        { header: c.inSettlement(sc), width: 1.2, align: 'right' },
      ],
      rows,
    );
  }

  doc.heading(c.settlement);
  if (d.leg === 'open') {
    doc.keyValues([[c.netDebited, formatMoney(d.margin.plus(d.chargesTotal), sc, language)]], { style: 'total' });
    if (d.sharesAfterSplit !== null) doc.notice(c.splitNote(formatShares(d.sharesAfterSplit, language)));
  } else {
    const settle: Pair[] = [[c.proceeds, formatMoney(d.proceeds ?? new Money(0), sc, language)]];
    if (d.lossAbsorbed && !d.lossAbsorbed.isZero()) settle.push([c.lossAbsorbed, formatMoney(d.lossAbsorbed, sc, language)]);
    settle.push([c.netProfit, formatMoney(d.netProfit ?? new Money(0), sc, language)]);
    doc.keyValues(settle, { style: 'total' });
  }
  return doc.toBuffer();
}

/** The order's own terms: its prices by type, its trail, how long it was good for. */
function orderTerms(d: TradeConfirmationData, t: DocumentTexts, language: DocumentLanguage): Pair[] {
  const c = t.confirmation;
  const o = d.order;
  const out: Pair[] = [];
  if (o.limitPrice) out.push([c.limitPrice, `${formatPrice(o.limitPrice, language)} ${d.quoteCurrency}`]);
  if (o.stopPrice) out.push([c.stopPrice, `${formatPrice(o.stopPrice, language)} ${d.quoteCurrency}`]);
  if (o.trailAmount) out.push([c.trail, `${formatPrice(o.trailAmount, language)} ${d.quoteCurrency}`]);
  if (o.trailPercent) out.push([c.trail, `${formatDecimal(o.trailPercent, language)}%`]);
  if (o.timeInForce) out.push([c.timeInForce, pick(t.timeInForce, o.timeInForce, 'gtc')]);
  return out;
}
