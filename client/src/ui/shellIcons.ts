/**
 * The tab bar's and the back button's icons as plain data (24×24 grid, stroke = currentColor): drawn by
 * <Icon> (icons.tsx) and, before the app's code has arrived, by the boot script's shell (boot.ts), so
 * the frame painted first is the one the app then renders.
 */
export type Shape = readonly ['path', string] | readonly ['circle', number, number, number];

export const SHELL_ICONS = {
  home: [
    ['path', 'M3.5 10.5 12 3.5l8.5 7'],
    ['path', 'M5.5 9v10.5a1 1 0 0 0 1 1H10v-6h4v6h3.5a1 1 0 0 0 1-1V9'],
  ],
  market: [
    ['path', 'M3.5 20.5h17'],
    ['path', 'm4.5 15.5 4.5-5 4 3.5 6.5-7.5'],
    ['path', 'M15.5 6.5h4v4'],
  ],
  trade: [
    ['path', 'M4 8h14.5l-3.5-3.5'],
    ['path', 'M20 16H5.5L9 19.5'],
  ],
  optional: [['path', 'm12 3.8 2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z']],
  mine: [
    ['circle', 12, 8, 4],
    ['path', 'M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6'],
  ],
  back: [['path', 'M15 4.5 7.5 12l7.5 7.5']],
} as const satisfies Record<string, readonly Shape[]>;

export type ShellIconName = keyof typeof SHELL_ICONS;

/** The icon's SVG markup, with the attributes <Icon> gives it. */
export function shellIconSvg(name: ShellIconName, size: number, strokeWidth: number, className?: string): string {
  const shapes = (SHELL_ICONS[name] as readonly Shape[])
    .map((s) => (s[0] === 'path' ? `<path d="${s[1]}"></path>` : `<circle cx="${s[1]}" cy="${s[2]}" r="${s[3]}"></circle>`))
    .join('');
  const cls = className ? ` class="${className}"` : '';
  return `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false"${cls}>${shapes}</svg>`;
}
