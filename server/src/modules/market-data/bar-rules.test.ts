import { describe, expect, it } from 'vitest';
import { aggregateBars, applyTick, periodStart, splitAdjusted } from './bar-rules';

const m = (iso: string) => new Date(`2026-11-20T${iso}Z`);

describe('minute bars from ticks', () => {
  it('opens on the first tick, widens on later ones and starts again next minute', () => {
    let bar = applyTick(null, m('14:31:00'), '100.00', '10');
    bar = applyTick(bar, m('14:31:00'), '101.50', '25');
    bar = applyTick(bar, m('14:31:00'), '99.25', '40');
    bar = applyTick(bar, m('14:31:00'), '100.10', '55');
    expect(bar).toEqual({ at: m('14:31:00'), open: '100.00', high: '101.50', low: '99.25', close: '100.10', volume: '55' });
    const next = applyTick(bar, m('14:32:00'), '100.20', '3');
    expect(next).toEqual({ at: m('14:32:00'), open: '100.20', high: '100.20', low: '100.20', close: '100.20', volume: '3' });
  });
});

describe('week and month bars', () => {
  const day = (tradeDate: string, o: string, h: string, l: string, c: string, v: string) => ({
    tradeDate,
    at: new Date(`${tradeDate}T00:00:00Z`),
    open: o,
    high: h,
    low: l,
    close: c,
    volume: v,
  });
  const days = [
    day('2026-10-29', '10', '11', '9.5', '10.5', '100'),
    day('2026-10-30', '10.5', '12', '10', '11.8', '150'),
    day('2026-11-02', '11.8', '12.5', '11', '12', '200'),
    day('2026-11-06', '12', '12.2', '9', '9.1', '50'),
    day('2026-11-09', '9.1', '9.9', '8.8', '9.7', '70'),
  ];

  it.each([
    ['2026-11-04', 'WEEK', '2026-11-02'],
    ['2026-11-08', 'WEEK', '2026-11-02'],
    ['2026-11-09', 'WEEK', '2026-11-09'],
    ['2026-11-30', 'MONTH', '2026-11-01'],
  ] as const)('%s falls in the %s starting %s', (d, p, start) => {
    expect(periodStart(d, p)).toBe(start);
  });

  it('aggregates weeks: first open, extreme high/low, last close, summed volume', () => {
    expect(aggregateBars(days, 'WEEK')).toEqual([
      { at: new Date('2026-10-26T00:00:00Z'), open: '10', high: '12', low: '9.5', close: '11.8', volume: '250' },
      { at: new Date('2026-11-02T00:00:00Z'), open: '11.8', high: '12.5', low: '9', close: '9.1', volume: '250' },
      { at: new Date('2026-11-09T00:00:00Z'), open: '9.1', high: '9.9', low: '8.8', close: '9.7', volume: '70' },
    ]);
  });

  it('aggregates months', () => {
    expect(aggregateBars(days, 'MONTH')).toEqual([
      { at: new Date('2026-10-01T00:00:00Z'), open: '10', high: '12', low: '9.5', close: '11.8', volume: '250' },
      { at: new Date('2026-11-01T00:00:00Z'), open: '11.8', high: '12.5', low: '8.8', close: '9.7', volume: '320' },
    ]);
  });
});

describe('split-adjusted bars', () => {
  const bar = (tradeDate: string, o: string, h: string, l: string, c: string, v: string) => ({
    tradeDate,
    at: new Date(`${tradeDate}T00:00:00Z`),
    open: o,
    high: h,
    low: l,
    close: c,
    volume: v,
  });
  const adjust = (bars: ReturnType<typeof bar>[], splits: Array<[exDate: string, from: string, to: string]>) =>
    splitAdjusted(
      bars,
      splits.map(([exDate, ratioFrom, ratioTo]) => ({ exDate, ratioFrom, ratioTo })),
      (b) => b.tradeDate,
    ).map(({ tradeDate, open, high, low, close, volume, unadjustedClose }) => [tradeDate, open, high, low, close, volume, unadjustedClose]);

  it.each([
    // 2-for-1: halves the prices before the ex-date, doubles the volume; the ex-date itself is post-split.
    [
      '2-for-1',
      [['2026-11-10', '1', '2']],
      [
        ['2026-11-06', '1600', '1610', '1590', '1601', '1000'],
        ['2026-11-09', '1600', '1620', '1580', '1600', '3000'],
        ['2026-11-10', '801', '810', '790', '800', '2000'],
      ],
      [
        ['2026-11-06', '800', '805', '795', '800.5', '2000', '1601'],
        ['2026-11-09', '800', '810', '790', '800', '6000', '1600'],
        ['2026-11-10', '801', '810', '790', '800', '2000', null],
      ],
    ],
    // 3-for-2: × 2/3 to 4 decimals (half up), volume × 3/2 to whole shares (half up).
    [
      '3-for-2',
      [['2026-11-09', '2', '3']],
      [['2026-11-06', '82.145', '82.5', '81.001', '82.14', '101']],
      [['2026-11-06', '54.7633', '55', '54.0007', '54.76', '152', '82.14']],
    ],
    // 1-for-10 reverse: × 10, volume ÷ 10.
    [
      '1-for-10',
      [['2026-11-09', '10', '1']],
      [['2026-11-06', '13.6', '13.65', '13.1', '13.15', '30205']],
      [['2026-11-06', '136', '136.5', '131', '131.5', '3021', '13.15']],
    ],
    // Two splits compound for bars before both; bars between them take the later one only.
    [
      'compounded',
      [
        ['2026-11-09', '1', '2'],
        ['2026-11-11', '2', '3'],
      ],
      [
        ['2026-11-06', '90', '90', '90', '90', '100'],
        ['2026-11-10', '45', '45', '45', '45', '200'],
        ['2026-11-11', '30', '30', '30', '30', '300'],
      ],
      [
        ['2026-11-06', '30', '30', '30', '30', '300', '90'],
        ['2026-11-10', '30', '30', '30', '30', '300', '45'],
        ['2026-11-11', '30', '30', '30', '30', '300', null],
      ],
    ],
  ] as const)('%s', (_name, splits, input, expected) => {
    const bars = input.map(([d, o, h, l, c, v]) => bar(d, o, h, l, c, v));
    expect(
      adjust(
        bars,
        splits.map((s) => [...s]),
      ),
    ).toEqual(expected.map((e) => [...e]));
  });

  it('leaves bars alone without splits', () => {
    expect(adjust([bar('2026-11-06', '1', '2', '0.5', '1.5', '10')], [])).toEqual([['2026-11-06', '1', '2', '0.5', '1.5', '10', null]]);
  });
});
