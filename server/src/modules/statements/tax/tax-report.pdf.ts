import { PdfDocumentBuilder, type TableRow, type Translate } from '../pdf/pdf-document';
import type { DocumentBuildContext } from '../documents/document-build';
import type { TaxReportModel } from './tax-report.model';
import { TaxFormat } from './tax-report.format';

// Draws the yearly tax report (tax-report.document.ts computes it): the "aid, not tax advice" notice
// first (and, for a resident elsewhere, that only Spain's rules are built), how the figures are computed,
// the summary, the realised lines with each line's explanation, dividends by country and each payment,
// fund earnings, loan interest paid, and the exchange rates every figure used.

export async function renderTaxReportPdf(ctx: DocumentBuildContext, m: TaxReportModel): Promise<Buffer> {
  const f = new TaxFormat(ctx.language);
  const t = f.t;
  const c = t.columns;
  const translate: Translate = (key, params = {}) =>
    key === 'document.page' ? t.page(Number(params.page), Number(params.pages)) : t.simulated;
  const doc = new PdfDocumentBuilder({
    language: ctx.language,
    t: translate,
    clock: ctx.clock,
    header: { title: t.title(m.year), holderName: ctx.holder.name, holderNumber: ctx.holder.number, period: t.period(m.year) },
    footerNote: t.generated(f.instant(ctx.clock.now())),
  });
  const country = ctx.holder.taxCountry;
  if (country && country !== 'ES') doc.notice(t.onlySpain(f.country(country)));
  doc.notice(t.notice);
  doc.paragraph(t.method, { muted: true, size: 8 });
  if (m.provisionalUntil) doc.notice(t.provisional(f.day(m.provisionalUntil)));
  if (m.empty) {
    doc.spacer(6);
    doc.paragraph(t.empty(m.year));
    return doc.toBuffer();
  }

  const r = m.report;
  const d = r.dividends;
  doc.heading(t.headings.summary);
  doc.keyValues([
    [t.summary.lines, String(r.totals.lines)],
    [t.summary.gains, f.cents(r.totals.gains)],
    [t.summary.losses, f.cents(r.totals.losses.neg())],
    [t.summary.deferred, f.cents(r.totals.deferredLosses)],
  ]);
  doc.keyValues([[t.summary.net, f.cents(r.totals.net)]], { style: 'total' });
  if (d.payments.length > 0)
    doc.keyValues([
      [t.summary.dividendsGross, f.cents(d.received.gross)],
      [t.summary.dividendsWithholding, f.cents(d.received.withholding)],
      [t.summary.dividendsNet, f.cents(d.received.net)],
      ...(d.paidOnShorts.isZero() ? [] : [[t.summary.paidOnShorts, f.cents(d.paidOnShorts)] as const]),
    ]);
  if (m.funds.length > 0) doc.keyValues([[t.summary.fundEarnings, f.cents(m.fundsNet)]]);
  if (m.loans.length > 0) doc.keyValues([[t.summary.loanInterest, f.cents(m.loanInterest)]]);

  if (r.lines.length > 0) {
    doc.heading(t.headings.realised);
    const rows: TableRow[] = r.lines.map((l, i) => [
      String(i + 1),
      f.day(l.date),
      `${l.symbol} (${f.lineKind(l)})`,
      f.shares(l.sale.shares),
      f.cents(l.proceeds),
      f.cents(l.cost),
      f.cents(l.gain),
      f.twoMonth(l),
    ]);
    rows.push({
      cells: ['', '', '', '', f.cents(r.totals.proceeds), f.cents(r.totals.cost), f.cents(r.totals.net.minus(r.totals.deferredLosses)), ''],
      style: 'total',
    });
    doc.table(
      [
        { header: c.no, width: 0.35, align: 'right' },
        { header: c.date, width: 1.25 },
        { header: c.security, width: 1.7, maxLines: 3 },
        { header: c.shares, width: 0.8, align: 'right' },
        { header: c.proceeds, width: 1.2, align: 'right' },
        { header: c.cost, width: 1.2, align: 'right' },
        { header: c.gain, width: 1.2, align: 'right' },
        { header: c.twoMonth, width: 1.4, maxLines: 3 },
      ],
      rows,
    );
    doc.heading(t.headings.howComputed);
    r.lines.forEach((l, i) => {
      doc.paragraph(`${i + 1}. ${l.symbol} — ${f.explanation(l.explanation)}`, { size: 8 });
    });
  }

  if (d.payments.length > 0) {
    doc.heading(t.headings.dividendsByCountry);
    const rows: TableRow[] = d.byCountry.map((x) => [
      f.country(x.country),
      String(x.payments),
      f.cents(x.gross),
      f.cents(x.withholding),
      f.cents(x.net),
    ]);
    rows.push({ cells: ['', '', f.cents(d.received.gross), f.cents(d.received.withholding), f.cents(d.received.net)], style: 'total' });
    doc.table(
      [
        { header: c.country, width: 2.4 },
        { header: c.payments, width: 0.9, align: 'right' },
        { header: c.gross, width: 1.2, align: 'right' },
        { header: c.withholding, width: 1.2, align: 'right' },
        { header: c.net, width: 1.2, align: 'right' },
      ],
      rows,
    );
    doc.paragraph(t.notes.dividends, { muted: true, size: 8 });
    doc.heading(t.headings.dividendPayments);
    doc.table(
      [
        { header: c.date, width: 1.2 },
        { header: c.security, width: 1.5, maxLines: 2 },
        { header: c.amount, width: 1.9, maxLines: 3 },
        { header: c.gross, width: 1, align: 'right' },
        { header: c.withholding, width: 1, align: 'right' },
        { header: c.net, width: 1, align: 'right' },
      ],
      d.payments.map((p) => ({
        cells: [
          f.day(p.date),
          `${p.symbol} (${p.country}, ${t.direction[p.direction]})`,
          p.currency === 'EUR' ? f.eur(p.grossEur) : f.converted(p.gross, p.currency, p.rate, p.grossEur),
          f.cents(p.grossEur),
          f.cents(p.withholdingEur),
          f.cents(p.netEur),
        ],
        style: p.direction === 'short' ? ('muted' as const) : undefined,
      })),
    );
  }

  if (m.funds.length > 0) {
    doc.heading(t.headings.funds);
    doc.table(
      [
        { header: c.date, width: 1.2 },
        { header: c.fund, width: 1.9, maxLines: 2 },
        { header: c.earnings, width: 1.8, maxLines: 3 },
        { header: c.fee, width: 1.6, align: 'right' },
        { header: `${c.net} (EUR)`, width: 1.1, align: 'right' },
      ],
      m.funds.map((x) => [
        f.day(x.date),
        `${x.product} (${x.orderNo})`,
        f.converted(x.earnings, x.currency, x.rate, x.earningsEur),
        f.cents(x.feeEur),
        f.cents(x.netEur),
      ]),
    );
    doc.paragraph(t.notes.funds, { muted: true, size: 8 });
  }

  if (m.loans.length > 0) {
    doc.heading(t.headings.loans);
    doc.table(
      [
        { header: c.date, width: 1.2 },
        { header: c.loan, width: 1.8, maxLines: 2 },
        { header: c.paidBy, width: 1.5, maxLines: 2 },
        { header: c.amount, width: 2.2, maxLines: 3 },
        { header: 'EUR', width: 1, align: 'right' },
      ],
      m.loans.map((x) => [
        f.day(x.date),
        x.ref === x.loanNo ? x.loanNo : `${x.loanNo} (${x.ref})`,
        t.via[x.via],
        f.converted(x.interest, x.currency, x.rate, x.interestEur),
        f.cents(x.interestEur),
      ]),
    );
    doc.paragraph(t.notes.loans, { muted: true, size: 8 });
  }

  if (m.rates.length > 0) {
    doc.heading(t.headings.rates);
    doc.table(
      [
        { header: c.currency, width: 0.8 },
        { header: c.date, width: 1.2 },
        { header: c.eurPerUnit, width: 1.2, align: 'right' },
        { header: c.recorded, width: 4, maxLines: 4 },
      ],
      m.rates.map((u) => [
        u.currency,
        f.day(u.day),
        f.rate(u.rate),
        u.legs
          .map(
            (l) =>
              `${f.rate(l.value)} ${f.symbol(l.of)}/${f.symbol(l.per)}: ${t.sources[l.source]}, ${f.instant(l.at)}${l.later ? ` (${t.sources.later})` : ''}`,
          )
          .join(' · '),
      ]),
    );
    doc.paragraph(t.notes.rates, { muted: true, size: 8 });
  }
  return doc.toBuffer();
}
