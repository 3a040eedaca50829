import { execFile, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idCardImage } from '../../../seed/id-images';
import { Money } from '../../../shared/money';
import { type GqlResult, type TestApp, type TestUser, createTestApp } from '../../../test/harness';
import { type ScriptedMarket, fundUser, scriptedMarket } from '../../../test/scripted-market';
import type { DocumentBuildContext } from '../documents/document-build';
import type { DocumentLanguage } from '../pdf/fonts';
import { spainTaxReport } from './spain-fifo';
import type { TaxCharge, TaxEvent } from './spain-fifo.types';
import { buildTaxReport, computeTaxReport, type TaxReportModel } from './tax-report.document';
import { TaxFormat } from './tax-report.format';
import { taxTexts } from './tax-report.texts';

// The yearly tax report (issue 36) from the database, through the real services and PostgreSQL on the
// test clock: a user buys BBVA in two lots, sells the second (first in, first out: across both lots), a
// 3-for-2 split pays half a share in cash, SAN pays a dividend, a US share bought with euros exchanged at
// 1.10 and sold after the rate moved to 1.05 pays a dividend with 30 % withheld, a fund pays its earnings,
// a loan's interest is repaid, and a loss is partly deferred by a repurchase two days later. The report's
// lines equal spainTaxReport's for the same events written by hand (one line also computed by hand);
// the PDF is read back with poppler and the CSV parsed back.

const run = promisify(execFile);
const missingTools = ['pdftotext', 'pdftoppm', 'pdffonts'].filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
if (missingTools.length > 0) console.warn(`SKIPPED: the PDF checks need poppler-utils (${missingTools.join(', ')} not found).`);
const withPoppler = describe.skipIf(missingTools.length > 0);

const T1 = new Date('2026-12-07T15:00:00Z'); // Monday: Madrid and New York both open
const T2 = new Date('2026-12-08T10:00:00Z');
const T3 = new Date('2026-12-08T15:00:00Z'); // Tuesday's last trade: the close the split's fraction is paid at
const EX_START = new Date('2026-12-08T23:05:00Z'); // 00:05 in Madrid on the ex-date, 9 December
const NY_EX = new Date('2026-12-09T05:05:00Z');
const T4 = new Date('2026-12-10T15:01:00Z'); // the fund matures; the loan's interest is repaid
const NY_PAY = new Date('2026-12-11T05:05:00Z');
const SAN_PAY = new Date('2026-12-13T23:05:00Z');
const T5 = new Date('2026-12-16T15:00:00Z');
const T5B = new Date('2026-12-16T15:05:00Z');
const T6 = new Date('2026-12-18T15:00:00Z');
const BUILT_AT = new Date('2027-03-02T08:00:00Z');

const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { id status positionId } }`;
const CLOSE = `mutation($id: ID!, $key: String!) { closePosition(id: $id, idempotencyKey: $key) { id status } }`;
const FX_QUOTE = `query Q($from: String!, $to: String!, $amount: Decimal!) { fxQuote(from: $from, to: $to, amount: $amount) { id } }`;
const FX_TRANSFER = `mutation T($input: TransferFundsInput!) { transferFunds(input: $input) { id } }`;
const BALANCES = `query { balances { currency available } }`;
const FUND = `mutation C($input: FundProductInput!) { createFundProduct(input: $input) { id } }`;
const BUY_FUND = `mutation B($input: BuyFundInput!) { buyFund(input: $input) { id status } }`;
const AGREEMENT = `query A { loanAgreement { hash } }`;
const APPLY = `mutation A($input: ApplyLoanInput!) { applyLoan(input: $input) { id } }`;
const LOAN = `query O($id: ID!) { loan(id: $id) { id outstanding interest } }`;
const REPAY = `mutation R($input: RepayLoanInput!) { repayLoan(input: $input) { id } }`;
const DECIDE = `mutation D($input: DecideReviewInput!) { decideReview(input: $input) { status } }`;

let app: TestApp;
let market: ScriptedMarket;
let ops: TestUser;
let u: TestUser;
let dir: string;
const key = () => `tax-${randomBytes(8).toString('hex')}`;
const ids: Record<'san' | 'a' | 'b' | 'aapl' | 'again', string> = { san: '', a: '', b: '', aapl: '', again: '' };

function ok<T>(r: GqlResult<T>): T {
  expect(r.errors, JSON.stringify(r.errors)).toBeUndefined();
  return r.data as T;
}

async function tick(at: Date, quotes: Array<[string, string, string]>): Promise<void> {
  app.clock.set(at);
  await market.tick(quotes);
}

async function buy(symbol: string, shares: number): Promise<string> {
  const input = { symbol, orderType: 'MARKET', direction: 'LONG', shares, leverage: 1, idempotencyKey: key() };
  return ok(await u.client.exec<{ placeOrder: { positionId: string } }>(PLACE, { input })).placeOrder.positionId;
}

async function close(id: string): Promise<void> {
  ok(await u.client.exec(CLOSE, { id, key: key() }));
}

async function exchange(from: string, to: string, amount: string): Promise<void> {
  const q = ok(await u.client.exec<{ fxQuote: { id: string } }>(FX_QUOTE, { from, to, amount })).fxQuote;
  ok(await u.client.exec(FX_TRANSFER, { input: { quoteId: q.id, idempotencyKey: key() } }));
}

async function approve(kind: string, id: string): Promise<void> {
  ok(await ops.client.exec(DECIDE, { input: { kind, id, decision: 'APPROVE', idempotencyKey: key() } }));
}

function ctx(language: DocumentLanguage, taxCountry: string | null = 'ES', at = BUILT_AT): DocumentBuildContext {
  return {
    ds: app.appDs,
    clock: { now: () => at },
    holder: { userId: u.user.id, name: language === 'zh-Hant' ? '陳大文' : 'Ana García López', number: '+34 6•• ••• 123', taxCountry },
    language,
    progress: async () => {},
  };
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vela-tax-'));
  app = await createTestApp({ quoteMaxAgeSeconds: 60 });
  app.clock.set(T1);
  market = await scriptedMarket(app);
  ops = await app.createOps();
  type Action = Parameters<ScriptedMarket['provider']['actions']['push']>[0];
  const blank = { recordDate: null, payDate: null, amount: null, currency: null, ratioFrom: null, ratioTo: null, label: null };
  const action = (a: Partial<Action>) =>
    ({ ...blank, source: 'https://example.test/ir', simulated: false, exDate: '2026-12-09', ...a }) as Action;
  const dividend = (symbol: string, payDate: string, amount: string, currency: string) =>
    action({ symbol, kind: 'cash_dividend', recordDate: '2026-12-10', payDate, amount, currency });
  market.provider.actions.push(
    action({ symbol: 'ES:BBVA', kind: 'split', ratioFrom: '2', ratioTo: '3' }),
    dividend('ES:SAN', '2026-12-14', '0.2135', 'EUR'),
    dividend('US:AAPL', '2026-12-11', '0.26', 'USD'),
  );
  expect((await market.feed.syncCorporateActions('2026-12-01', '2026-12-31')).added).toBe(3);
  u = await app.registerUser({ verified: true });
  await fundUser(app, ops, u, 'EUR', '20000');

  // Monday: SAN (the loan's collateral, pledged alone), BBVA lot A, dollars at 1.10 for AAPL, a fund.
  market.provider.setFx('EURUSD', '1.1000');
  await tick(T1, [
    ['ES:SAN', '9.000', '9.010'],
    ['ES:BBVA', '12.000', '12.010'],
    ['US:AAPL', '200.00', '200.10'],
  ]);
  ids.san = await buy('ES:SAN', 100);
  const hash = ok(await app.anonymous().exec<{ loanAgreement: { hash: string } }>(AGREEMENT)).loanAgreement.hash;
  const signature = await u.client.upload(idCardImage('front', 7), { purpose: 'loan_signature', filename: 'signature.png' });
  const form = { currency: 'EUR', amount: '500', fullName: 'Ana García López', idNumber: '12345678Z', agreed: true, agreementHash: hash };
  const contact = { address: 'Calle Mayor 1, Madrid', phone: '+34 612 345 678', email: 'ana@example.com' };
  const loanInput = { ...form, ...contact, signatureUploadId: signature.body.id, idempotencyKey: key() };
  const loanId = ok(await u.client.exec<{ applyLoan: { id: string } }>(APPLY, { input: loanInput })).applyLoan.id;
  await approve('loan', loanId);
  ids.a = await buy('ES:BBVA', 31);
  await exchange('EUR', 'USD', '2100');
  ids.aapl = await buy('US:AAPL', 10);
  const terms = { currency: 'EUR', periodDays: 3, annualRate: '0.0365', minAmount: '100', maxAmount: '50000', earlyFeeRate: '0.01' };
  const about = {
    name: 'Euro Cash 3D',
    underlying: 'Euro money-market instruments',
    rateSource: 'ECB + 1.365 %',
    disclosure: 'Not guaranteed.',
  };
  const fund = { input: { ...terms, ...about, autoApproveUpTo: '1000' } };
  const product = ok(await ops.client.exec<{ createFundProduct: { id: string } }>(FUND, fund)).createFundProduct.id;
  const bought = { input: { productId: product, amount: '1000', idempotencyKey: key() } };
  const held = ok(await u.client.exec<{ buyFund: { status: string } }>(BUY_FUND, bought));
  expect(held.buyFund.status).toBe('HOLDING');

  // Tuesday: lot B, then it is sold: first in, first out, 31 shares of A and 19 of B.
  await tick(T2, [['ES:BBVA', '12.300', '12.310']]);
  ids.b = await buy('ES:BBVA', 50);
  await tick(T3, [['ES:BBVA', '12.500', '12.510']]);
  await close(ids.b);
  // The ex-date: SAN's entitlement, BBVA's 3-for-2 split (31 → 46 and half a share in cash); AAPL's in New York.
  app.clock.set(EX_START);
  expect(await app.services.corporateActionsApply.applyDue()).toMatchObject({ splitPositions: 1, failed: 0 });
  app.clock.set(NY_EX);
  await app.services.corporateActionsApply.applyDue();
  // Thursday: the fund matures (3 days of 0.10); the loan's three days of interest are repaid with it.
  await tick(T4, [['ES:SAN', '9.100', '9.110']]);
  await app.services.funds.runDaily();
  await app.services.loanRisk.sweep();
  const loan = ok(await u.client.exec<{ loan: { outstanding: string; interest: string } }>(LOAN, { id: loanId })).loan;
  expect(new Money(loan.interest).gt(0)).toBe(true);
  const repaid = ok(
    await u.client.exec<{ repayLoan: { id: string } }>(REPAY, { input: { loanId, amount: loan.outstanding, idempotencyKey: key() } }),
  ).repayLoan;
  await approve('loan_repayment', repaid.id);
  app.clock.set(NY_PAY);
  await app.services.corporateActionsApply.applyDue();
  app.clock.set(SAN_PAY);
  await app.services.corporateActionsApply.applyDue();
  // The next Wednesday: AAPL sold at a loss, the dollars back at 1.05; BBVA's A sold at a loss.
  market.provider.setFx('EURUSD', '1.0500');
  await tick(T5, [['US:AAPL', '190.00', '190.10']]);
  await close(ids.aapl);
  const usd = ok(await u.client.exec<{ balances: Array<{ currency: string; available: string }> }>(BALANCES)).balances.find(
    (b) => b.currency === 'USD',
  );
  await exchange('USD', 'EUR', usd!.available);
  await tick(T5B, [['ES:BBVA', '8.000', '8.010']]);
  await close(ids.a);
  // Two days later the same share again: 20 of the 46 sold, so 20/46 of that loss is deferred.
  await tick(T6, [['ES:BBVA', '8.100', '8.110']]);
  ids.again = await buy('ES:BBVA', 20);
}, 240_000);

afterAll(async () => {
  await market?.feed.stop();
  await app?.close();
});

/** The charges of a leg as the ledger stored them (each checked non-zero: charges on both legs). */
async function charges(positionId: string, leg: 'open' | 'close'): Promise<TaxCharge[]> {
  const sql =
    leg === 'open'
      ? 'SELECT open_charges AS c FROM positions WHERE id = $1'
      : 'SELECT close_charges AS c FROM position_closes WHERE position_id = $1';
  const [row]: Array<{ c: Array<{ kind: string; amount: string; currency: string }> }> = await app.ds.query(sql, [positionId]);
  const out = row.c.map((x) => ({ kind: x.kind, amount: x.amount, currency: x.currency }));
  expect(out.reduce((s, x) => s.plus(x.amount), new Money(0)).gt(0), `${leg} charges of ${positionId}`).toBe(true);
  return out;
}

/** The same history written by hand from the ticks above: prices, shares, days; charges as stored. */
async function handWrittenEvents(): Promise<TaxEvent[]> {
  const [adj]: Array<{ id: string; action_id: string; fraction: string; close_price: string }> = await app.ds.query(
    `SELECT id::text AS id, action_id, fraction::text AS fraction, close_price::text AS close_price FROM position_adjustments WHERE position_id = $1`,
    [ids.a],
  );
  const [bar]: Array<{ close: string }> = await app.ds.query(
    `SELECT close::text AS close FROM bars_daily WHERE symbol = 'ES:BBVA' AND trade_date = '2026-12-08'`,
  );
  // The fraction is paid at Tuesday's close in post-split terms, on the 4-decimal grid.
  expect(new Money(adj.close_price).toFixed()).toBe(
    new Money(bar.close).times(2).dividedBy(3).toDecimalPlaces(4, Money.ROUND_HALF_UP).toFixed(),
  );
  expect(new Money(adj.fraction).toFixed()).toBe('0.5');
  const legs: Array<[kind: 'buy' | 'sell', id: string, symbol: string, at: Date, shares: number, price: string]> = [
    ['buy', ids.san, 'ES:SAN', T1, 100, '9.010'],
    ['buy', ids.a, 'ES:BBVA', T1, 31, '12.010'],
    ['buy', ids.aapl, 'US:AAPL', T1, 10, '200.10'],
    ['buy', ids.b, 'ES:BBVA', T2, 50, '12.310'],
    ['sell', ids.b, 'ES:BBVA', T3, 50, '12.500'],
    ['sell', ids.aapl, 'US:AAPL', T5, 10, '190.00'],
    ['sell', ids.a, 'ES:BBVA', T5B, 46, '8.000'],
    ['buy', ids.again, 'ES:BBVA', T6, 20, '8.110'],
  ];
  const events: TaxEvent[] = [];
  for (const [kind, id, symbol, at, shares, price] of legs) {
    const currency = symbol.startsWith('US:') ? 'USD' : 'EUR';
    const leg = { symbol, at, date: at.toISOString().slice(0, 10), shares, price, currency, leverage: 1 };
    if (kind === 'buy') events.push({ type: 'buy', id, ...leg, charges: await charges(id, 'open') });
    else events.push({ type: 'sell', id: `close:${id}`, positionId: id, ...leg, charges: await charges(id, 'close') });
  }
  const cil = { type: 'cashInLieu', id: `cil:${adj.id}`, shares: '0.5', price: adj.close_price, currency: 'EUR' } as const;
  const div = (id: string, symbol: string, date: string, currency: string, gross: string, withholding: string, net: string) =>
    ({ type: 'dividend', id, symbol, date, country: symbol.slice(0, 2), currency, gross, withholding, net, direction: 'long' }) as const;
  events.push(
    { type: 'split', id: `split:${adj.action_id}`, symbol: 'ES:BBVA', at: EX_START, date: '2026-12-09', from: '2', to: '3' },
    { ...cil, symbol: 'ES:BBVA', at: new Date(EX_START.getTime() + 1), date: '2026-12-09' },
    // 100 × 0.2135 = 21.35, 19 % withheld (4.0565 → 4.06); 10 × US$0.26 = 2.60, 30 % without a W-8BEN.
    div('san', 'ES:SAN', '2026-12-14', 'EUR', '21.35', '4.06', '17.29'),
    div('aapl', 'US:AAPL', '2026-12-11', 'USD', '2.60', '0.78', '1.82'),
  );
  return events;
}

/** EUR per USD as the server recorded it: the exchange at 1.10 (inverted, 8 decimals) and the one back at 1.05. */
const handRate = (currency: string, date: string) => {
  expect(currency).toBe('USD');
  return date < '2026-12-16' ? '0.90909091' : '0.95238095';
};

/** Lines as plain data, without the ids and refs the hand events do not carry the same way. */
const plain = (v: unknown) => JSON.parse(JSON.stringify(v, (k, x) => (k === 'ref' ? undefined : x)));

describe('the yearly tax report from the database', () => {
  let model: TaxReportModel;

  it('its lines are spainTaxReport of the same events written by hand; one line computed by hand', async () => {
    model = await computeTaxReport(app.appDs, u.user.id, 2026, BUILT_AT);
    const hand = spainTaxReport({ year: 2026, events: await handWrittenEvents(), rate: handRate, asOf: '2027-03-01' });
    expect(model.report.lines.map((l) => [l.kind, l.symbol, l.date])).toEqual([
      ['sale', 'ES:BBVA', '2026-12-08'],
      ['cashInLieu', 'ES:BBVA', '2026-12-09'],
      ['sale', 'US:AAPL', '2026-12-16'],
      ['sale', 'ES:BBVA', '2026-12-16'],
    ]);
    expect(plain(model.report.lines)).toEqual(plain(hand.lines));
    expect(plain(model.report.totals)).toEqual(plain(hand.totals));
    expect(plain(model.report.dividends.byCountry)).toEqual(plain(hand.dividends.byCountry));

    // Lot B sold: 50 × 12.50 less its charges; cost: all 31 of A (12.01) and 19 of B's 50 (12.31), with
    // their charges in proportion, each part to the cent.
    const cents = (v: Money) => v.toDecimalPlaces(2, Money.ROUND_HALF_UP);
    const total = (cs: TaxCharge[]) => cs.reduce((s, c) => s.plus(c.amount), new Money(0));
    const first = model.report.lines[0];
    const proceeds = new Money('625.00').minus(cents(total(await charges(ids.b, 'close'))));
    const partOfB = cents(total(await charges(ids.b, 'open')).times('0.38')); // 19/50
    const cost = new Money('372.31')
      .plus(cents(total(await charges(ids.a, 'open'))))
      .plus('233.89')
      .plus(partOfB);
    expect(first.proceeds.toFixed(2)).toBe(proceeds.toFixed(2));
    expect(first.cost.toFixed(2)).toBe(cost.toFixed(2));
    expect(first.gain.toFixed(2)).toBe(proceeds.minus(cost).toFixed(2));
    expect(first.acquisitions.map((p) => [p.lotId, p.shares.toFixed()])).toEqual([
      [ids.a, '31'],
      [ids.b, '19'],
    ]);

    // The AAPL legs at the server's recorded rates: bought at 1/1.10, sold at 1/1.05.
    const aapl = model.report.lines[2];
    expect(aapl.acquisitions[0].rate.toFixed()).toBe('0.90909091');
    expect(aapl.sale.rate.toFixed()).toBe('0.95238095');
    expect(aapl.sale.gross.toFixed(2)).toBe(cents(new Money('1900').times('0.95238095')).toFixed(2));
    // The last BBVA loss: 20 of 46 shares bought back two days later, so 20/46 of it is deferred.
    const last = model.report.lines[3];
    expect(last.flags.washSaleDeferred).toBe(true);
    expect(last.deferredLoss.toFixed(2)).toBe(cents(last.gain.neg().times(20).dividedBy(46)).toFixed(2));
    expect(last.washSale?.triggers.map((t) => [t.acquisitionId, t.when])).toEqual([[ids.again, 'after']]);

    // Dividends by country, the fund's 0.30 and the loan's interest as the repayment recorded it.
    const byCountry = model.report.dividends.byCountry;
    expect(byCountry.map((c) => [c.country, c.gross.toFixed(2), c.withholding.toFixed(2), c.net.toFixed(2)])).toEqual([
      ['ES', '21.35', '4.06', '17.29'],
      ['US', '2.36', '0.71', '1.65'],
    ]);
    expect(model.funds.map((f) => [f.date, f.earnings.toFixed(2), f.netEur.toFixed(2)])).toEqual([['2026-12-10', '0.30', '0.30']]);
    const [paid]: Array<{ interest: string }> = await app.ds.query(
      `SELECT interest_paid::text AS interest FROM loan_repayments WHERE user_id = $1 AND status = 'successful'`,
      [u.user.id],
    );
    expect(model.loans.map((l) => [l.via, l.date, l.interestEur.toFixed(2)])).toEqual([
      ['repayment', '2026-12-10', new Money(paid.interest).toFixed(2)],
    ]);
    // Every rate came from what the server recorded that day: the two exchanges.
    expect(model.rates.map((r) => [r.day, r.rate.toFixed(), r.legs[0].source, r.legs[0].later])).toEqual([
      ['2026-12-07', '0.90909091', 'exchange', false],
      ['2026-12-11', '0.90909091', 'exchange', false],
      ['2026-12-16', '0.95238095', 'exchange', false],
    ]);
    expect(model.provisionalUntil).toBeNull();
  });

  it('built in January, the losses whose two months are still running are provisional', async () => {
    const january = await computeTaxReport(app.appDs, u.user.id, 2026, new Date('2027-01-10T08:00:00Z'));
    expect(january.report.lines.filter((l) => l.flags.washWindowOpen).map((l) => l.symbol)).toContain('US:AAPL');
    expect(january.provisionalUntil).toBe('2027-02-16');
  });

  it('the CSV parses back, one row per line and item, and its sums are the totals', async () => {
    for (const language of ['en', 'es'] as const) {
      const built = await buildTaxReport(ctx(language), { year: 2026, format: 'csv' });
      expect(built).toMatchObject({ contentType: 'text/csv; charset=utf-8', fileName: 'vela-tax-report-2026.csv' });
      const text = built.bytes.toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      const [header, ...rows] = parseCsv(text.slice(1));
      const h = taxTexts(language).csv.header;
      expect(header).toEqual(Object.values(h));
      const col = (name: keyof typeof h) => header.indexOf(h[name]);
      const s = taxTexts(language).csv.sections;
      const section = (name: keyof typeof s) => rows.filter((r) => r[col('section')] === s[name]);
      const counts = (['realised', 'dividend', 'fundEarnings', 'loanInterest'] as const).map((x) => section(x).length);
      expect(counts).toEqual([4, 2, 1, 1]);
      const sum = (rs: string[][], name: keyof typeof h) => rs.reduce((a, r) => a.plus(r[col(name)] || 0), new Money(0)).toFixed(2);
      const t = model.report.totals;
      expect(sum(section('realised'), 'proceeds')).toBe(t.proceeds.toFixed(2));
      expect(sum(section('realised'), 'cost')).toBe(t.cost.toFixed(2));
      expect(sum(section('realised'), 'computableGain')).toBe(t.net.toFixed(2));
      expect(sum(section('realised'), 'deferredLoss')).toBe(t.deferredLosses.toFixed(2));
      expect(sum(section('dividend'), 'netEur')).toBe(model.report.dividends.received.net.toFixed(2));
      expect(sum(section('fundEarnings'), 'netEur')).toBe(model.fundsNet.toFixed(2));
      expect(sum(section('loanInterest'), 'netEur')).toBe(model.loanInterest.toFixed(2));
      expect(section('realised')[0][col('explanation')]).toBe(new TaxFormat(language).explanation(model.report.lines[0].explanation));
    }
  });

  it('a year with nothing gives an empty report that says so; a year before 2020 or after this one is BAD_INPUT', async () => {
    const csv = await buildTaxReport(ctx('en'), { year: 2025, format: 'csv' });
    expect(parseCsv(csv.bytes.toString('utf8').slice(1))).toHaveLength(1);
    const pdf = await buildTaxReport(ctx('en'), { year: 2025, format: 'pdf' });
    const file = path.join(dir, 'empty.pdf');
    fs.writeFileSync(file, pdf.bytes);
    if (missingTools.length === 0) expect(flat(await pdfText(file))).toContain(flat(taxTexts('en').empty(2025)));
    for (const year of [2019, 2028, 2026.5]) {
      await expect(buildTaxReport(ctx('en'), { year, format: 'pdf' })).rejects.toMatchObject({ code: 'BAD_INPUT' });
    }
    await expect(buildTaxReport(ctx('en'), { year: 2026, format: 'xls' as 'csv' })).rejects.toMatchObject({ code: 'BAD_INPUT' });
  });
});

withPoppler('the PDF read back', () => {
  it('has the totals and the notice in English and Traditional Chinese, in their fonts; a resident elsewhere is told first', async () => {
    const model = await computeTaxReport(app.appDs, u.user.id, 2026, BUILT_AT);
    for (const [language, country] of [
      ['en', 'ES'],
      ['zh-Hant', null],
      ['es', 'FR'],
      ['fr', 'DE'],
    ] as const) {
      const built = await buildTaxReport(ctx(language, country), { year: 2026, format: 'pdf' });
      expect(built).toMatchObject({ contentType: 'application/pdf', fileName: 'vela-tax-report-2026.pdf' });
      const file = path.join(os.tmpdir(), `vela-tax-report-2026-${language}.pdf`);
      fs.writeFileSync(file, built.bytes);
      const text = flat(await pdfText(file));
      const f = new TaxFormat(language);
      const t = f.t;
      for (const shown of [
        t.title(2026),
        t.notice,
        t.summary.net,
        f.cents(model.report.totals.net),
        f.cents(model.report.totals.gains),
        f.cents(model.report.dividends.received.net),
        f.explanation(model.report.lines[0].explanation),
      ])
        expect(text).toContain(flat(shown));
      // Only a resident elsewhere is told that the figures follow Spain's rules, before anything else.
      const elsewhere = flat(t.onlySpain(f.country(country ?? 'FR')));
      if (country === 'FR' || country === 'DE')
        expect([text.indexOf(elsewhere) >= 0, text.indexOf(elsewhere) < text.indexOf(flat(t.notice))]).toEqual([true, true]);
      else expect(text).not.toContain(elsewhere);
      const { stdout: fonts } = await run('pdffonts', [file]);
      expect(fonts).toMatch(language === 'zh-Hant' ? /NotoSansTC-Regular/ : /NotoSans-Regular/);
      if (language === 'zh-Hant') expect(fonts).not.toMatch(/NotoSans-Regular/);
      if (language === 'es') continue;
      const png = path.join(os.tmpdir(), `vela-tax-report-2026-${language}-p1`);
      await run('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, png]);
      expect(fs.statSync(`${png}.png`).size).toBeGreaterThan(10_000);
    }
  });
});

async function pdfText(file: string): Promise<string> {
  const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', file, '-'], { maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** Text without any whitespace, so a sentence wrapped over lines still matches. */
const flat = (s: string) => s.replace(/\s+/g, '');

/** RFC 4180 as the writer makes it: CRLF rows (a cell is one line), quoted fields with doubled quotes. */
function parseCsv(text: string): string[][] {
  const field = (m: RegExpMatchArray) => (m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1]);
  return text
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(field));
}
