import type HighchartsType from 'highcharts/highstock';
import type { BarInterval, BarLike } from './liveQuotes';

/** The Highstock namespace, loaded on demand: it is a separate chunk, never in the first bundle. */
export type Highstock = typeof HighchartsType;

let loading: Promise<Highstock> | null = null;

export function loadHighstock(): Promise<Highstock> {
  loading ??= import('highcharts/esm/highstock.js').then((m) => m.default as unknown as Highstock);
  // A failed download may be retried (the user clicks 'Request failed, click to reload').
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/** Chart colours: the app's one convention, rises green and falls red (see format.ts). */
export const UP_COLOR = '#1f9d63';
export const DOWN_COLOR = '#e5484d';

/**
 * Series data for the chart. Highcharts draws with JS numbers; this is display only — prices stay
 * decimal strings everywhere they are computed or shown as text.
 */
export function toSeries(bars: readonly BarLike[]): {
  ohlc: [number, number, number, number, number][];
  volume: [number, number, string][];
} {
  const ohlc: [number, number, number, number, number][] = [];
  const volume: [number, number, string][] = [];
  for (const bar of bars) {
    const t = Date.parse(bar.at);
    ohlc.push([t, Number(bar.open), Number(bar.high), Number(bar.low), Number(bar.close)]);
    volume.push([t, Number(bar.volume), Number(bar.close) >= Number(bar.open) ? UP_COLOR : DOWN_COLOR]);
  }
  return { ohlc, volume };
}

/** Axis labels per period: clock time for minutes, dates otherwise. */
export function xAxisFormat(interval: BarInterval): string {
  switch (interval) {
    case 'MINUTE':
      return '{value:%H:%M}';
    case 'MONTH':
      return '{value:%b %Y}';
    default:
      return '{value:%e %b}';
  }
}
