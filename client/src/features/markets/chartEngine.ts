import type { BarInterval, BarLike } from './liveQuotes';

export { type Highstock, loadHighstock } from '../../ui/charts/highstock';

/**
 * Chart colours: the app's `--up` / `--down` pair (theme.css), so the chart follows the reader's
 * convention and setting (red up for Chinese readers, green up elsewhere) like every other figure.
 */
export function upDownColours(): { up: string; down: string } {
  const style = typeof document === 'undefined' ? null : getComputedStyle(document.documentElement);
  return {
    up: style?.getPropertyValue('--up').trim() || '#126f41',
    down: style?.getPropertyValue('--down').trim() || '#bd2f34',
  };
}

/**
 * Series data for the chart. Highcharts draws with JS numbers; this is display only — prices stay
 * decimal strings everywhere they are computed or shown as text.
 */
export function toSeries(bars: readonly BarLike[]): {
  ohlc: [number, number, number, number, number][];
  volume: [number, number, string][];
} {
  const ohlc: [number, number, number, number, number][] = [];
  const { up, down } = upDownColours();
  const volume: [number, number, string][] = [];
  for (const bar of bars) {
    const t = Date.parse(bar.at);
    ohlc.push([t, Number(bar.open), Number(bar.high), Number(bar.low), Number(bar.close)]);
    volume.push([t, Number(bar.volume), Number(bar.close) >= Number(bar.open) ? up : down]);
  }
  return { ohlc, volume };
}

/** The unadjusted closes of split-adjusted bars, by the bar's time as the chart plots it. */
export function unadjustedCloses(bars: readonly BarLike[]): Map<number, string> {
  const out = new Map<number, string>();
  for (const bar of bars) if (bar.unadjustedClose) out.set(Date.parse(bar.at), bar.unadjustedClose);
  return out;
}

/** Text for the chart's tooltip (Highcharts reads a little HTML in it): markup characters escaped. */
export function tooltipText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
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
