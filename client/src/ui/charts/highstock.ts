import type HighchartsType from 'highcharts/highstock';

/** The Highstock namespace, loaded on demand: it is a separate chunk, never in the first bundle. */
export type Highstock = typeof HighchartsType;

let loading: Promise<Highstock> | null = null;

/** Loads Highstock once (stock detail's chart, Mine → Performance's lines and allocation). */
export function loadHighstock(): Promise<Highstock> {
  loading ??= import('highcharts/esm/highstock.js').then((m) => m.default as unknown as Highstock);
  // A failed download may be retried (the user clicks 'Request failed, click to reload').
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
