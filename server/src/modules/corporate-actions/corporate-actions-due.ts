import { MARKET_HOURS } from '../market-data/calendar/calendar-rules';
import { zonedTime } from '../market-data/calendar/time-zone';
import type { MarketCode } from '../market-data/market-code';

/** A calendar entry whose ex-date has come, as the job reads it. */
export interface DueAction {
  id: string;
  symbol: string;
  market: MarketCode;
  kind: 'cash_dividend' | 'split';
  ex_date: string;
  pay_date: string | null;
  amount: string | null;
  currency: string | null;
  ratio_from: string | null;
  ratio_to: string | null;
}

/** The instant a day begins on the market's own calendar (its time zone's midnight). */
export function dayStart(market: MarketCode, date: string): Date {
  return zonedTime(MARKET_HOURS[market].zone, date, '00:00');
}
