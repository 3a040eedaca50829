import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { type Highstock, loadHighstock } from '../../ui/charts/highstock';
import { type ChartPoint, chartSeries } from './performance';

/**
 * The period's lines, both rebased to 100 at its start: the account's time-weighted growth and, when one is
 * chosen, the benchmark. Highcharts comes on demand (the markets' chart chunk); `data-series` says how many
 * lines are drawn.
 */
export function PerformanceChart({ points, benchmarkName }: { points: readonly ChartPoint[]; benchmarkName: string | null }) {
  const intl = useIntl();
  const container = useRef<HTMLDivElement>(null);
  const drawn = useRef(0);
  useEffect(() => {
    let chart: ReturnType<Highstock['chart']> | null = null;
    let cancelled = false;
    const element = container.current;
    loadHighstock().then(
      (Highcharts) => {
        if (cancelled || !element) return;
        const style = getComputedStyle(document.documentElement);
        const accent = style.getPropertyValue('--brand').trim() || '#6a64d8';
        const muted = style.getPropertyValue('--text-2').trim() || '#6b7280';
        const { portfolio, benchmark } = chartSeries(points);
        const series: Highcharts.SeriesOptionsType[] = [
          { type: 'line', name: intl.formatMessage({ id: 'performance.chart.portfolio' }), data: portfolio, color: accent },
        ];
        if (benchmarkName && benchmark.length > 0) {
          series.push({ type: 'line', name: benchmarkName, data: benchmark, color: muted, dashStyle: 'ShortDash' });
        }
        chart = Highcharts.chart(element, {
          chart: { height: 220, spacing: [8, 4, 8, 4], animation: false, style: { fontFamily: 'inherit' } },
          title: { text: undefined },
          credits: { enabled: false },
          accessibility: { enabled: false },
          legend: { enabled: series.length > 1, itemStyle: { fontSize: '11px' } },
          time: { timezone: 'UTC' },
          lang: { locale: intl.locale },
          xAxis: { type: 'datetime', labels: { style: { fontSize: '10px' } } },
          yAxis: {
            title: { text: undefined },
            labels: { style: { fontSize: '10px' } },
            plotLines: [{ value: 100, width: 1, color: muted }],
          },
          tooltip: { shared: true, valueDecimals: 2 },
          plotOptions: { series: { animation: false, marker: { enabled: portfolio.length < 3 } } },
          series,
        });
        chart.container.querySelector('svg')?.setAttribute('aria-label', intl.formatMessage({ id: 'performance.chart.label' }));
        drawn.current = series.length;
        element.dataset.series = String(series.length);
      },
      () => {
        if (element) element.dataset.series = 'failed';
      },
    );
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [points, benchmarkName, intl]);
  return <div ref={container} className="performance__chart" data-testid="performance-chart" data-series="0" />;
}
