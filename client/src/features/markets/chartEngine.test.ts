import { describe, expect, it } from 'vitest';
import { tooltipText, unadjustedCloses } from './chartEngine';

describe('chart tooltip helpers', () => {
  it('maps only split-adjusted bars to their close as traded, by the time the chart plots', () => {
    const bar = (at: string, close: string, unadjustedClose?: string | null) => ({
      at,
      open: close,
      high: close,
      low: close,
      close,
      volume: '1',
      unadjustedClose,
    });
    const map = unadjustedCloses([
      bar('2026-11-09T00:00:00.000Z', '105.00', '210.00'),
      bar('2026-11-10T00:00:00.000Z', '104.50', '209.00'),
      bar('2026-11-11T00:00:00.000Z', '104.00', null),
      bar('2026-11-12T00:00:00.000Z', '105.00'),
    ]);
    expect([...map]).toEqual([
      [Date.parse('2026-11-09T00:00:00Z'), '210.00'],
      [Date.parse('2026-11-10T00:00:00Z'), '209.00'],
    ]);
  });

  it('escapes markup in tooltip text', () => {
    expect(tooltipText('A <b> & B')).toBe('A &lt;b&gt; &amp; B');
  });
});
