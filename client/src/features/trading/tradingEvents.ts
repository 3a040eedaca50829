/**
 * The trading screens' part of the app-wide account events that every screen needs (in `main`: the
 * events arrive on any screen): which events change the Trade tab's lists. What a toast says about them
 * is worded by eventNotice.ts, loaded with the first trading event.
 */

export interface TradingEventLike {
  type: string;
  status?: string | null;
  reason?: string | null;
  symbol?: string | null;
}

/** Trading events that change the lists of the Trade tab (a split changes positions and orders). */
export function isTradingEvent(type: string): boolean {
  return type === 'ORDER_UPDATED' || type === 'POSITION_UPDATED' || type === 'SPLIT_APPLIED';
}
