import Big from 'big.js';

/**
 * The pure rules of the IPO screens (PRODUCT.md §5, integrity rules 3 and 4): what applying holds, which
 * share counts are valid, where an application is in its life, and the check of a revealed draw seed.
 * The server decides; these only preview what it will do, with the same arithmetic.
 */

/** What applying holds: subscription price × shares + the processing fee, to the cent (as the server). */
export function holdAmount(price: string, shares: number, fee: string): string {
  return new Big(price).times(shares).plus(fee).toFixed(2);
}

export type SharesCheck =
  | { ok: true; shares: number; lots: number }
  | { ok: false; messageId: 'ipo.apply.sharesRequired' | 'ipo.apply.sharesWhole' | 'ipo.apply.sharesLots' | 'ipo.apply.sharesMax' };

/** Shares typed by the user: a whole number of lots, from one lot up to the offering's maximum. */
export function checkShares(input: string, lotSize: number, maxLots: number): SharesCheck {
  const text = input.trim();
  if (!text) return { ok: false, messageId: 'ipo.apply.sharesRequired' };
  if (!/^\d+$/.test(text)) return { ok: false, messageId: 'ipo.apply.sharesWhole' };
  const shares = Number(text);
  if (!Number.isSafeInteger(shares) || shares <= 0) return { ok: false, messageId: 'ipo.apply.sharesWhole' };
  if (shares % lotSize !== 0) return { ok: false, messageId: 'ipo.apply.sharesLots' };
  const lots = shares / lotSize;
  if (lots > maxLots) return { ok: false, messageId: 'ipo.apply.sharesMax' };
  return { ok: true, shares, lots };
}

/** The most shares one application may ask for. */
export function maxShares(lotSize: number, maxLots: number): number {
  return lotSize * maxLots;
}

/** The next valid share count up or down by one lot, kept within one lot … the maximum. */
export function stepShares(current: string, lotSize: number, maxLots: number, by: 1 | -1): number {
  const n = /^\d+$/.test(current.trim()) ? Number(current.trim()) : 0;
  const lots = Math.floor(n / lotSize) + (n % lotSize !== 0 && by < 0 ? 1 : 0) + by;
  return Math.min(Math.max(lots, 1), maxLots) * lotSize;
}

import type { ApplicationStatus } from './applicationStatus';

// Home's win notices import these alone (without big.js): the first screen's JavaScript.
export { type ApplicationStatus, isWin } from './applicationStatus';

/** The status chip's tone: waiting, good news, no luck, or ended. */
export function statusTone(status: ApplicationStatus): 'pending' | 'ok' | 'failed' | 'neutral' {
  switch (status) {
    case 'PENDING':
      return 'pending';
    case 'WON':
    case 'ISSUED':
      return 'ok';
    case 'NOT_WON':
    case 'EXCLUDED':
      return 'failed';
    default:
      return 'neutral';
  }
}

/** A lottery card counts as new-stock inventory while its shares are won but not yet issued. */
export function isInventory(status: ApplicationStatus): boolean {
  return status === 'WON';
}

/** Amount still held for a card: the whole hold while pending, nothing once decided. */
export function heldNow(status: ApplicationStatus, heldAmount: string): string {
  return status === 'PENDING' ? new Big(heldAmount).toFixed(2) : '0.00';
}

/** What was released back to the available balance once decided: the hold minus what was paid. */
export function releasedAmount(status: ApplicationStatus, heldAmount: string, amountPaid: string): string | null {
  if (status === 'PENDING') return null;
  const left = new Big(heldAmount).minus(amountPaid);
  return (left.lt(0) ? new Big(0) : left).toFixed(2);
}

/** The application can be cancelled by its owner: still pending while the window is open. */
export function canCancel(status: ApplicationStatus, phase: string): boolean {
  return status === 'PENDING' && phase === 'AVAILABLE';
}

/** The return rate (a fraction, "0.25") as a percent for Intl ("25%"): Intl's percent style takes the fraction. */
export function rateNumber(rate: string): number {
  return new Big(rate).toNumber();
}
