import type { ReactNode, SVGProps } from 'react';
import { SHELL_ICONS, type Shape } from './shellIcons';

/** Shapes kept as data (shellIcons.ts: the boot script draws them too) as SVG elements. */
function shapes(list: readonly Shape[]): ReactNode {
  return list.map((s, i) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
    s[0] === 'path' ? <path key={i} d={s[1]} /> : <circle key={i} cx={s[1]} cy={s[2]} r={s[3]} />,
  );
}

/** Inline SVG icons (24×24 grid, stroke = currentColor). */
export type IconName =
  | 'home'
  | 'market'
  | 'trade'
  | 'optional'
  | 'mine'
  | 'back'
  | 'chevron'
  | 'copy'
  | 'check'
  | 'deposit'
  | 'withdraw'
  | 'exchange'
  | 'records'
  | 'statement'
  | 'real'
  | 'vip'
  | 'bank'
  | 'wallet'
  | 'loan'
  | 'lock'
  | 'key'
  | 'shield'
  | 'bell'
  | 'globe'
  | 'document'
  | 'info'
  | 'building'
  | 'logout'
  | 'eye'
  | 'eyeOff'
  | 'alert'
  | 'clock'
  | 'user'
  | 'search'
  | 'close'
  | 'trash'
  | 'ipo'
  | 'blockTrade'
  | 'follow'
  | 'intraday'
  | 'fund';

const PATHS: Record<IconName, ReactNode> = {
  home: shapes(SHELL_ICONS.home),
  market: shapes(SHELL_ICONS.market),
  trade: shapes(SHELL_ICONS.trade),
  optional: shapes(SHELL_ICONS.optional),
  mine: shapes(SHELL_ICONS.mine),
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
    </>
  ),
  back: shapes(SHELL_ICONS.back),
  chevron: <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />,
  copy: (
    <>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
      <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  deposit: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v9M8 12.5l4 4 4-4" />
    </>
  ),
  withdraw: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 16.5v-9M8 11.5l4-4 4 4" />
    </>
  ),
  exchange: (
    <>
      <path d="M4.5 9h13l-3-3" />
      <path d="M19.5 15h-13l3 3" />
    </>
  ),
  records: (
    <>
      <rect x="4.5" y="3.5" width="15" height="17" rx="2" />
      <path d="M8.5 8.5h7M8.5 12h7M8.5 15.5h4" />
    </>
  ),
  statement: (
    <>
      <path d="M6.5 3.5h8l4 4v12a1 1 0 0 1-1 1h-11a1 1 0 0 1-1-1v-15a1 1 0 0 1 1-1z" />
      <path d="M14.5 3.5v4h4M8.5 13h7M8.5 16.5h7" />
    </>
  ),
  real: (
    <>
      <rect x="3" y="5.5" width="18" height="13" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M5.8 15.5c.5-1.4 1.7-2.2 3.2-2.2s2.7.8 3.2 2.2M14.5 10h4M14.5 13.5h3" />
    </>
  ),
  vip: (
    <>
      <path d="m3.5 8 4.5 3.5L12 5l4 6.5L20.5 8l-2 10h-13z" />
      <path d="M5.5 20.5h13" />
    </>
  ),
  bank: (
    <>
      <path d="M3.5 9.5 12 4.5l8.5 5" />
      <path d="M5.5 10v7.5M10 10v7.5M14 10v7.5M18.5 10v7.5M3.5 20h17" />
    </>
  ),
  wallet: (
    <>
      <path d="M4.5 7.5v10a2 2 0 0 0 2 2h12a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1h-12a2 2 0 0 1-2-2 2 2 0 0 1 2-2h10" />
      <circle cx="16" cy="14" r="1.2" />
    </>
  ),
  loan: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M14.8 9.2c-.4-1-1.5-1.7-2.8-1.7-1.6 0-2.8.9-2.8 2.2 0 3 5.6 1.5 5.6 4.5 0 1.3-1.2 2.3-2.8 2.3-1.4 0-2.5-.7-2.9-1.8M12 6v1.5M12 16.5V18" />
    </>
  ),
  lock: (
    <>
      <rect x="5" y="10.5" width="14" height="10" rx="2" />
      <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3M12 14.5v2" />
    </>
  ),
  key: (
    <>
      <circle cx="8" cy="15" r="4" />
      <path d="M11 12l8-8M16 7l2.5 2.5M14 9l2 2" />
    </>
  ),
  shield: (
    <>
      <path d="M12 3.5 19 6v5.5c0 4.5-3 7.8-7 9-4-1.2-7-4.5-7-9V6z" />
      <path d="m9 12 2.2 2.2L15.5 10" />
    </>
  ),
  bell: (
    <>
      <path d="M6.5 16.5V11a5.5 5.5 0 0 1 11 0v5.5l1.5 1.5H5z" />
      <path d="M10 20.5a2.2 2.2 0 0 0 4 0" />
    </>
  ),
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5z" />
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
  building: (
    <>
      <path d="M4.5 20.5v-15a1 1 0 0 1 1-1h8a1 1 0 0 1 1 1v15M14.5 9.5h4a1 1 0 0 1 1 1v10M3 20.5h18" />
      <path d="M8 8h3M8 11.5h3M8 15h3" />
    </>
  ),
  logout: (
    <>
      <path d="M14 4.5H6.5a1 1 0 0 0-1 1v13a1 1 0 0 0 1 1H14" />
      <path d="M10.5 12h10M17 8.5l3.5 3.5-3.5 3.5" />
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

export function Icon({ name, size = 24, ...rest }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
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
      {PATHS[name]}
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
