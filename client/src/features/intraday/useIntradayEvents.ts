import { type AccountEventContext, useAccountEventHandler } from '../../ui/useAccountEventHandler';
import { INTRADAY_QUERIES } from './queryNames';

type IntradayEvent = { type: string; status?: string | null };

// A strategy's trades are ordinary orders and positions: their events refresh the records too.
const REFRESHING = new Set(['INTRADAY_UPDATED', 'ORDER_UPDATED', 'POSITION_UPDATED']);

function onIntradayEvent(event: IntradayEvent, { refetch }: AccountEventContext): void {
  if (REFRESHING.has(event.type)) refetch(INTRADAY_QUERIES);
}

/** The intraday part of the app-wide account-events listener: records follow decisions, trades and the end. */
export function useIntradayEvents(): (event: IntradayEvent) => void {
  return useAccountEventHandler(onIntradayEvent, 'products');
}
