import type { ReactNode } from 'react';

/**
 * The icons only screens beyond the first draw (Mine's lists, the money screens, settings): not in the
 * first screen's JavaScript. Those pages load them with their code (routes.tsx); an <Icon> that meets one
 * before they are in loads them and draws it then (icons.tsx).
 */
export type MoreIconName =
  | 'user'
  | 'chevron'
  | 'copy'
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
  | 'key'
  | 'shield'
  | 'globe'
  | 'building'
  | 'logout'
  | 'chat';

export const MORE_ICONS: Record<MoreIconName, ReactNode> = {
  user: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6" />
    </>
  ),
  chevron: <path d="m9.5 5.5 6.5 6.5-6.5 6.5" />,
  copy: (
    <>
      <rect x="8.5" y="8.5" width="11" height="11" rx="2" />
      <path d="M15.5 8.5V6a1.5 1.5 0 0 0-1.5-1.5H6A1.5 1.5 0 0 0 4.5 6v8A1.5 1.5 0 0 0 6 15.5h2.5" />
    </>
  ),
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
  globe: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M3.5 12h17M12 3.5c2.3 2.4 3.5 5.2 3.5 8.5s-1.2 6.1-3.5 8.5c-2.3-2.4-3.5-5.2-3.5-8.5S9.7 5.9 12 3.5z" />
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
  // Customer service: a speech bubble (Mine → Help & support).
  chat: (
    <>
      <path d="M6.5 4.5h11a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2h-6.5l-4.5 3.5v-3.5a2 2 0 0 1-2-2v-8a2 2 0 0 1 2-2z" />
      <path d="M8.5 9h7M8.5 12.5h4.5" />
    </>
  ),
};
