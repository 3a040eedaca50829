import { describe, expect, it } from 'vitest';
import { Money } from '../../shared/money';
import { dividendFigures, entitled, splitFigures, splitPrice, splitShares } from './corporate-action-rules';

const m = (v: string | number) => new Money(v);
const ratio = (from: number, to: number) => ({ from: m(from), to: m(to) });

describe('dividend arithmetic', () => {
  it.each([
    // shares, per share, fx, rate, gross, remainder, withholding, net
    { shares: 17, perShare: '0.2135', fx: null, rate: '0.19', gross: '3.62', remainder: '0.0095', withholding: '0.69', net: '2.93' },
    { shares: 100, perShare: '0.26', fx: null, rate: '0.15', gross: '26', remainder: '0', withholding: '3.9', net: '22.1' },
    { shares: 3, perShare: '0.333333', fx: null, rate: '0.3', gross: '0.99', remainder: '0.009999', withholding: '0.3', net: '0.69' },
    // TWD into USD at 31.5 TWD per USD: 1,000 × 4.5 = 4,500 TWD = 142.857142857… USD
    {
      shares: 1000,
      perShare: '4.5',
      fx: '31.5',
      rate: '0.21',
      gross: '142.85',
      remainder: '0.0071428571',
      withholding: '30',
      net: '112.85',
    },
  ])('$shares × $perShare (fx $fx) at $rate: gross $gross down to the cent, remainder $remainder recorded, net $net', (c) => {
    const f = dividendFigures({
      direction: 'long',
      shares: c.shares,
      perShare: m(c.perShare),
      fxMid: c.fx ? m(c.fx) : null,
      settlementCurrency: c.fx ? 'USD' : 'EUR',
      rate: m(c.rate),
    });
    expect(f.gross.toFixed()).toBe(m(c.gross).toFixed());
    expect(f.remainder.toFixed()).toBe(m(c.remainder).toFixed());
    expect(f.withholding.toFixed()).toBe(m(c.withholding).toFixed());
    expect(f.net.toFixed()).toBe(m(c.net).toFixed());
    // Nothing is lost: what moves plus what rounding kept equals the exact gross.
    expect(f.gross.plus(f.remainder).toFixed()).toBe(f.grossExact.toFixed());
  });

  it('a short pays the lender the whole gross: nothing is withheld from what it owes', () => {
    const f = dividendFigures({
      direction: 'short',
      shares: 17,
      perShare: m('0.2135'),
      fxMid: null,
      settlementCurrency: 'EUR',
      rate: m('0.19'),
    });
    expect(f.gross.toFixed()).toBe('3.62');
    expect(f.withholding.toFixed()).toBe('0');
    expect(f.net.toFixed()).toBe('3.62');
  });
});

describe('who is owed a dividend', () => {
  const exStart = new Date('2026-12-09T23:00:00Z'); // midnight in Madrid on 10 December
  it.each([
    { name: 'opened the day before, still open', opened: '2026-12-09T10:00:00Z', closed: null, owed: true },
    { name: 'opened on the ex-date (bought without the dividend)', opened: '2026-12-10T09:00:00Z', closed: null, owed: false },
    { name: 'opened at the very instant the ex-date began', opened: '2026-12-09T23:00:00Z', closed: null, owed: false },
    { name: 'sold on the ex-date (kept the dividend)', opened: '2026-12-01T10:00:00Z', closed: '2026-12-10T09:30:00Z', owed: true },
    { name: 'sold the day before the ex-date', opened: '2026-12-01T10:00:00Z', closed: '2026-12-09T15:00:00Z', owed: false },
  ])('$name: $owed', (c) => {
    expect(entitled({ openedAt: new Date(c.opened), closedAt: c.closed ? new Date(c.closed) : null }, exStart)).toBe(c.owed);
  });
});

/** 15 shares long at 60.00, leverage 1, a 3-for-2 split with the last close at 66.00, unless overridden. */
const split = (o: Partial<Parameters<typeof splitFigures>[0]> = {}) =>
  splitFigures({
    direction: 'long',
    shares: 15,
    entryPrice: m('60'),
    margin: m('900'),
    marginQuote: m('900'),
    ratio: ratio(2, 3),
    close: m('66'),
    fxMid: null,
    settlementCurrency: 'EUR',
    ...o,
  });

describe('split arithmetic', () => {
  it.each([
    { name: '2-for-1 on 15', shares: 15, r: ratio(1, 2), after: 30, fraction: '0' },
    { name: '3-for-2 on an odd 15', shares: 15, r: ratio(2, 3), after: 22, fraction: '0.5' },
    { name: '3-for-2 on 7', shares: 7, r: ratio(2, 3), after: 10, fraction: '0.5' },
    { name: '3-for-2 on 700 (no off-by-one: 1,050)', shares: 700, r: ratio(2, 3), after: 1050, fraction: '0' },
    { name: '1-for-10 reverse on 25', shares: 25, r: ratio(10, 1), after: 2, fraction: '0.5' },
    { name: '1-for-10 reverse on 7 (all of it a fraction)', shares: 7, r: ratio(10, 1), after: 0, fraction: '0.7' },
    { name: '1-for-10 reverse on 1,000', shares: 1000, r: ratio(10, 1), after: 100, fraction: '0' },
  ])('$name → $after whole shares and $fraction', (c) => {
    const s = splitShares(c.shares, c.r);
    expect(s.shares).toBe(c.after);
    expect(s.fraction.toFixed()).toBe(m(c.fraction).toFixed());
  });

  it('3-for-2 on an odd holding: value unchanged, the half share paid as cash at the last close (leverage 1)', () => {
    // 15 shares long at 60.00 with 900.00 margin; last close 66.00 → 44.00 after; 22 shares kept, 0.5 paid.
    const f = split();
    expect(f.sharesAfter).toBe(22);
    expect(f.entryPriceAfter.toFixed()).toBe('40');
    expect(f.closeAfter?.toFixed()).toBe('44');
    // Margin kept for 22 of 22.5 shares; the rest returns with the fraction's profit: 0.5 × 44 = 22.00 in all.
    expect(f.marginAfter.toFixed()).toBe('880');
    expect(f.releasedMargin.toFixed()).toBe('20');
    expect(f.cashInLieu.toFixed()).toBe('22');
    // Value before: 15 × 66 = 990; after: 22 × 44 + 22 cash = 990.
    expect(
      m(f.sharesAfter)
        .times(f.closeAfter as Money)
        .plus(f.cashInLieu)
        .toFixed(),
    ).toBe('990');
  });

  it('a short on the same split buys back its half share at the close', () => {
    const f = split({ direction: 'short' });
    // Its half share lost 0.5 × (44 − 40) = 2.00; the 20.00 of margin returns less that.
    expect(f.pnl.toFixed()).toBe('-2');
    expect(f.cashInLieu.toFixed()).toBe('18');
  });

  it('1-for-10 reverse of 7 shares: no whole share left, everything is cash in lieu', () => {
    const f = split({ shares: 7, entryPrice: m('2.5'), margin: m('17.5'), marginQuote: m('17.5'), ratio: ratio(10, 1), close: m('3') });
    expect(f.sharesAfter).toBe(0);
    expect(f.marginAfter.toFixed()).toBe('0');
    expect(f.closeAfter?.toFixed()).toBe('30');
    expect(f.cashInLieu.toFixed()).toBe('21'); // 7 × 3.00
  });

  it('a split without a fraction keeps the margin and needs no close', () => {
    const f = split({
      shares: 10,
      entryPrice: m('1001.5'),
      margin: m('322.08'),
      marginQuote: m('10015'),
      ratio: ratio(1, 2),
      close: null,
      fxMid: m('31.1'),
      settlementCurrency: 'USD',
    });
    expect(f.sharesAfter).toBe(20);
    expect(f.entryPriceAfter.toFixed()).toBe('500.75');
    expect(f.marginAfter.toFixed()).toBe('322.08');
    expect(f.cashInLieu.toFixed()).toBe('0');
  });

  it('a TWD fraction is paid in USD at the server mid rate, with no FX charge', () => {
    // 2-for-1 would leave none; take 3-for-2 on 3 shares of 600 TWD at 31.5, close 630.
    const f = split({
      shares: 3,
      entryPrice: m('600'),
      margin: m('57.15'),
      marginQuote: m('1800'),
      close: m('630'),
      fxMid: m('31.5'),
      settlementCurrency: 'USD',
    });
    expect(f.sharesAfter).toBe(4);
    expect(f.fraction.toFixed()).toBe('0.5');
    // Margin kept for 4 of 4.5: 57.15 × 8/9 = 50.80; released 6.35; profit (630 − 600) / 3 = 10 TWD = 0.31 USD (down).
    expect(f.marginAfter.toFixed()).toBe('50.8');
    expect(f.pnl.toFixed()).toBe('0.31');
    expect(f.cashInLieu.toFixed()).toBe('6.66');
  });

  it('prices scale on the 4-decimal grid', () => {
    expect(splitPrice(m('100.0001'), ratio(2, 3)).toFixed()).toBe('66.6667');
    expect(splitPrice(m('2.5'), ratio(10, 1)).toFixed()).toBe('25');
  });
});
