import { useQuery } from '@apollo/client';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { EmptyState } from '../../ui/EmptyState';
import { DelayedLoading, LoadError } from '../../ui/PageState';
import { formatPrice } from '../../ui/price/format';
import { TabRow } from '../../ui/TabRow';
import { type Highstock, loadHighstock, toSeries, tooltipText, unadjustedCloses, upDownColours, xAxisFormat } from './chartEngine';
import { applyTick, type BarInterval, type BarLike, type TickLike } from './liveQuotes';

export const INTERVALS: readonly BarInterval[] = ['MINUTE', 'DAY', 'WEEK', 'MONTH'];

/** How long after the quote's first paint Highstock starts downloading. */
const HIGHSTOCK_AFTER_PAINT_MS = 300;

const BarsQuery = graphql(`
  query StockChart_Bars($symbol: ID!, $interval: BarInterval!) {
    bars(symbol: $symbol, interval: $interval) {
      at
      open
      high
      low
      close
      volume
      unadjustedClose
    }
  }
`);

type Engine = { status: 'loading' } | { status: 'ready'; Highcharts: Highstock } | { status: 'failed'; error: unknown };

/** Loads Highstock on first use (a separate chunk) once the screen has been painted, with a retry after a failure. */
function useHighstock(): [Engine, () => void] {
  const [engine, setEngine] = useState<Engine>({ status: 'loading' });
  const start = useCallback(() => {
    setEngine({ status: 'loading' });
    loadHighstock().then(
      (Highcharts) => setEngine({ status: 'ready', Highcharts }),
      (error: unknown) => setEngine({ status: 'failed', error }),
    );
  }, []);
  useEffect(() => {
    // Highstock (about 120 KB) starts downloading once the frame showing the quote above it has been
    // painted (two animation frames), and a moment later: on a slow network it would otherwise hold
    // back the price and then the socket that keeps it live.
    let timer: ReturnType<typeof setTimeout> | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        timer = setTimeout(start, HIGHSTOCK_AFTER_PAINT_MS);
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [start]);
  return [engine, start];
}

/**
 * Brings a chart to the latest bars, points updated in place (a tick changes the last candle or adds
 * one), unless it already shows them.
 */
function drawLatest(
  c: ReturnType<Highstock['stockChart']>,
  latestBars: { readonly current: readonly BarLike[] },
  drawnBars: { current: readonly BarLike[] | null },
): void {
  const latest = latestBars.current;
  if (drawnBars.current === latest) return;
  drawnBars.current = latest;
  const { ohlc, volume } = toSeries(latest);
  const [price, vol] = c.series;
  price?.setData(ohlc, false, false, true);
  vol?.setData(volume, false, false, true);
  c.redraw(false);
}

function Chart({
  Highcharts,
  bars,
  interval,
  timeZone,
}: {
  Highcharts: Highstock;
  bars: readonly BarLike[];
  interval: BarInterval;
  timeZone: string;
}) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<Highstock['stockChart']> | null>(null);
  // The bars the chart shows: it is created with them (drawing an empty chart and then its data
  // would lay it out twice), and later bars replace them in place.
  const latestBars = useRef(bars);
  latestBars.current = bars;
  const drawnBars = useRef<readonly BarLike[] | null>(null);
  // The raw closes of the bars adjusted for a later split, read by the tooltip when it shows.
  const unadjusted = useRef<Map<number, string>>(new Map());
  unadjusted.current = unadjustedCloses(bars);

  // One chart per period (axes differ); data updates go through setData below. Built over three tasks
  // after the page's render, not in it: the frame, then the candles with the axes they scale, then the
  // volume. Highstock draws each in one call that cannot be cut; together they held the page for one
  // long task (about 230 ms at a phone's speed), apart none is much over 100 ms.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let created: ReturnType<Highstock['stockChart']> | null = null;
    let step = setTimeout(() => {
      const colours = upDownColours();
      const c = Highcharts.stockChart(element, {
        chart: { height: 300, spacing: [8, 4, 8, 4], animation: false, style: { fontFamily: 'inherit' } },
        lang: { locale: intl.locale },
        time: { timezone: timeZone },
        credits: { enabled: false },
        accessibility: { enabled: false },
        rangeSelector: { enabled: false },
        navigator: { enabled: false },
        scrollbar: { enabled: false },
        tooltip: { split: false, shared: true, valueDecimals: 2 },
        xAxis: { labels: { format: xAxisFormat(interval), style: { fontSize: '10px' } }, crosshair: true },
        yAxis: [
          { height: '72%', labels: { align: 'left', x: 2, style: { fontSize: '10px' } }, opposite: true },
          { top: '76%', height: '24%', offset: 0, labels: { enabled: false }, opposite: true },
        ],
        plotOptions: {
          series: { animation: false, dataGrouping: { enabled: false } },
          candlestick: { color: colours.down, lineColor: colours.down, upColor: colours.up, upLineColor: colours.up },
          column: { borderWidth: 0, colorKey: 'color', keys: ['x', 'y', 'color'] },
        },
        series: [
          {
            type: 'candlestick',
            id: 'price',
            name: intl.formatMessage({ id: 'markets.chart.price' }),
            data: [],
            tooltip: {
              // Highstock's own lines, and under a bar adjusted for a split the close it traded at.
              pointFormatter() {
                // The series' merged tooltip options (candlestick defaults included; not in the typings).
                const { tooltipOptions } = this.series as unknown as { tooltipOptions: { pointFormat?: string } };
                const lines = this.tooltipFormatter(tooltipOptions.pointFormat ?? '');
                const raw = this.x === undefined ? undefined : unadjusted.current.get(this.x);
                if (!raw) return lines;
                const note = intl.formatMessage({ id: 'corporateActions.chart.unadjustedClose' }, { price: formatPrice(intl, raw) });
                return `${lines}${tooltipText(note)}<br/>`;
              },
            },
          },
          { type: 'column', id: 'volume', name: intl.formatMessage({ id: 'markets.chart.volume' }), data: [], yAxis: 1 },
        ],
      });
      created = c;
      // The drawing is one image to a screen reader (Highcharts marks it role="img"): named by what it shows.
      c.container
        .querySelector('svg')
        ?.setAttribute(
          'aria-label',
          `${intl.formatMessage({ id: 'markets.chart.price' })} · ${intl.formatMessage({ id: `markets.chart.${interval}` })}`,
        );
      step = setTimeout(() => {
        // The bars as they are now: a tick may have come while the frame was drawn.
        const drawn = latestBars.current;
        const { ohlc, volume } = toSeries(drawn);
        c.series[0]?.setData(ohlc, false, false, false);
        c.redraw(false);
        step = setTimeout(() => {
          c.series[1]?.setData(volume, false, false, false);
          c.redraw(false);
          // Live updates (the effect below) start from here, with every series drawn; bars that came
          // while it was being built are drawn now.
          drawnBars.current = drawn;
          chart.current = c;
          drawLatest(c, latestBars, drawnBars);
        }, 0);
      }, 0);
    }, 0);
    return () => {
      clearTimeout(step);
      created?.destroy();
      chart.current = null;
      drawnBars.current = null;
    };
  }, [Highcharts, interval, timeZone, intl]);

  useEffect(() => {
    if (!chart.current || drawnBars.current === bars) return;
    // Drawn in a task of its own: a tick's re-render of the quote and the chart's redraw would
    // otherwise hold the page in one long task every second.
    const timer = setTimeout(() => {
      if (chart.current) drawLatest(chart.current, latestBars, drawnBars);
    }, 0);
    return () => clearTimeout(timer);
  }, [bars]);

  const last = bars[bars.length - 1];
  return (
    <div
      ref={container}
      className="stock-chart__canvas"
      data-testid="stock-chart-canvas"
      data-interval={interval}
      data-bars={bars.length}
      data-last-close={last?.close ?? ''}
    />
  );
}

/** Minute, day, week and month candles with volume; the last candle follows the live quote. */
export function StockChart({ symbol, tick, timeZone }: { symbol: string; tick: TickLike | null; timeZone: string }) {
  const intl = useIntl();
  const [interval, setPeriod] = useState<BarInterval>('MINUTE');
  const [engine, retryEngine] = useHighstock();
  const query = useQuery(BarsQuery, { variables: { symbol, interval }, fetchPolicy: 'cache-and-network' });
  const [bars, setBars] = useState<readonly BarLike[] | null>(null);
  const fetched = query.data?.bars;

  useEffect(() => {
    setBars(fetched ?? null);
  }, [fetched]);

  useEffect(() => {
    if (!tick) return;
    setBars((current) => (current ? applyTick(current, tick, interval) : current));
  }, [tick, interval]);

  let body: ReactNode;
  if (query.error && !fetched) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} />;
  } else if (engine.status === 'failed') {
    body = <LoadError error={engine.error} onRetry={retryEngine} />;
  } else if (engine.status === 'loading' || !bars) {
    body = <DelayedLoading />;
  } else if (bars.length === 0) {
    body = <EmptyState icon="market" title={<FormattedMessage id="markets.chart.noBars" />} />;
  } else {
    body = <Chart Highcharts={engine.Highcharts} bars={bars} interval={interval} timeZone={timeZone} />;
  }

  return (
    <section className="card stock-chart" data-testid="stock-chart">
      <TabRow
        items={INTERVALS}
        value={interval}
        onChange={setPeriod}
        label={intl.formatMessage({ id: 'markets.chart.periods' })}
        variant="segmented"
        testIdPrefix="chart-period-"
        renderLabel={(name) => <FormattedMessage id={`markets.chart.${name}`} />}
      />
      <div className="stock-chart__body">{body}</div>
    </section>
  );
}
