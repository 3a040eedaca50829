import { type ReactNode, type SVGProps, useEffect, useReducer } from 'react';
import type { MoreIconName } from './moreIcons';
import { SHELL_ICONS, type Shape } from './shellIcons';

/** Shapes kept as data (shellIcons.ts: the boot script draws them too) as SVG elements. */
function shapes(list: readonly Shape[]): ReactNode {
  return list.map((s, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
    s[0] === 'path' ? <path key={i} d={s[1]} /> : <circle key={i} cx={s[1]} cy={s[2]} r={s[3]} />,
  );
}

/** Inline SVG icons (24×24 grid, stroke = currentColor). */
/** The icons the first screens draw (in `main`); the others are in moreIcons.tsx. */
type CoreIconName =
  | 'home'
  | 'market'
  | 'trade'
  | 'optional'
  | 'mine'
  | 'back'
  | 'check'
  | 'lock'
  | 'bell'
  | 'document'
  | 'info'
  | 'eye'
  | 'eyeOff'
  | 'alert'
  | 'clock'
  | 'search'
  | 'close'
  | 'trash'
  | 'ipo'
  | 'blockTrade'
  | 'follow'
  | 'intraday'
  | 'fund';

export type IconName = CoreIconName | MoreIconName;

const CORE: Record<CoreIconName, ReactNode> = {
  home: shapes(SHELL_ICONS.home),
  market: shapes(SHELL_ICONS.market),
  trade: shapes(SHELL_ICONS.trade),
  optional: shapes(SHELL_ICONS.optional),
  mine: shapes(SHELL_ICONS.mine),
  back: shapes(SHELL_ICONS.back),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
    </>
  ),
  bell: (
    <>
      <path d="M6.5 16.5V11a5.5 5.5 0 0 1 11 0v5.5l1.5 1.5H5z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </>
  ),
  document: (
    <>
      <path d="M6.5 3.5h8l4 4v12a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1z" />
      <path d="M14.5 3.5v4h4M8.5 11h7M8.5 14.5h7M8.5 18h4" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 11v5.5M12 7.6v.4" />
    </>
  ),
  eye: (
    <>
      <path d="M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12z" />
      <circle cx="12" cy="12" r="3" />
    </>
  ),
  eyeOff: (
    <>
      <path d="M4 4l16 16M10.2 6c.6-.3 1.2-.5 1.8-.5 6 0 9.5 6.5 9.5 6.5a17 17 0 0 1-2.7 3.5M6.5 7.5A16.6 16.6 0 0 0 2.5 12S6 18.5 12 18.5c1.6 0 3-.4 4.2-1.1" />
      <path d="M9.9 10a3 3 0 0 0 4.1 4.1" />
    </>
  ),
  alert: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V13M12 16.2v.4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </>
  ),
  search: (
    <>
      <circle cx="11" cy="11" r="6.5" />
      <path d="m16 16 4.5 4.5" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  trash: (
    <>
      <path d="M4.5 7h15M9.5 7V4.5h5V7M6.5 7l1 13h9l1-13" />
      <path d="M10.5 11v5.5M13.5 11v5.5" />
    </>
  ),
  ipo: (
    <>
      <path d="M12 3.5c3 2.2 4.5 5.2 4.5 9l-2 3h-5l-2-3c0-3.8 1.5-6.8 4.5-9z" />
      <circle cx="12" cy="10" r="1.6" />
      <path d="M9.5 15.5 7 19l3-.5M14.5 15.5 17 19l-3-.5" />
    </>
  ),
  blockTrade: (
    <>
      <rect x="3.5" y="11.5" width="7" height="8" rx="1" />
      <rect x="13.5" y="11.5" width="7" height="8" rx="1" />
      <rect x="8.5" y="3.5" width="7" height="8" rx="1" />
    </>
  ),
  follow: (
    <>
      <circle cx="9" cy="8.5" r="3.5" />
      <path d="M3 19.5c.6-3.2 3-5 6-5s5.4 1.8 6 5" />
      <path d="M15.5 9.5 18 12l3.5-4.5" />
    </>
  ),
  intraday: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="m7 14 3-3 2.5 2.5L17 9" />
    </>
  ),
  fund: (
    <>
      <path d="M4.5 19.5h15" />
      <rect x="5.5" y="12" width="3" height="5.5" rx="0.5" />
      <rect x="10.5" y="8" width="3" height="9.5" rx="0.5" />
      <rect x="15.5" y="4.5" width="3" height="13" rx="0.5" />
    </>
  ),
};

let more: Readonly<Record<MoreIconName, ReactNode>> | null = null;
let moreLoading: Promise<void> | null = null;
const waitingForMore = new Set<() => void>();

/** Loads the icons beyond the first screens' (moreIcons.tsx), once; a failed download may be tried again. */
export function loadMoreIcons(): Promise<void> {
  moreLoading ??= import('./moreIcons').then(
    (m) => {
      more = m.MORE_ICONS;
      for (const redraw of waitingForMore) redraw();
    },
    (error: unknown) => {
      moreLoading = null;
      throw error;
    },
  );
  return moreLoading;
}

/** Whether the icons beyond the first screens' are in (a page that draws them renders once they are). */
export function moreIconsLoaded(): boolean {
  return more !== null;
}

export function Icon({ name, size = 24, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  const shape = name in CORE ? CORE[name as CoreIconName] : more?.[name as MoreIconName];
  const [, redraw] = useReducer((n: number) => n + 1, 0);
  // Met before its page loaded the other icons (routes.tsx loads them first): drawn once they are in.
  useEffect(() => {
    if (shape !== undefined) return;
    waitingForMore.add(redraw);
    loadMoreIcons().catch(() => undefined);
    return () => {
      waitingForMore.delete(redraw);
    };
  }, [shape]);
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {shape}
    </svg>
  );
}

/** The Vela mark: a sail-like V in a rounded square. */
export function Logo({ size = 64 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="vela-logo-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#9b97f0" />
          <stop offset="1" stopColor="#6a64d8" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#vela-logo-bg)" />
      <path d="M18 18 32 47 46 18" fill="none" stroke="#fff" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M32 35 38.5 21" fill="none" stroke="rgba(255,255,255,.55)" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
