import { useIntl } from 'react-intl';
import { formatInZone, marketTimeZone, type TimeStyle, userTimeZone } from './zone';

/** A moment of market data, in the exchange's zone with its name. */
export function MarketTime({
  at,
  market,
  timeZone,
  style = 'timeSeconds',
  testId,
}: {
  at: string;
  market?: string | null;
  /** The exchange's zone when known (else the market's). */
  timeZone?: string | null;
  style?: TimeStyle;
  testId?: string;
}) {
  const intl = useIntl();
  return (
    <time dateTime={at} data-testid={testId} className="zoned-time">
      {formatInZone(intl, at, timeZone ?? marketTimeZone(market), style)}
    </time>
  );
}

/** A moment of the user's own records (bought, sold, created), in the user's zone with its name. */
export function UserTime({ at, style = 'dateTime', testId }: { at: string; style?: TimeStyle; testId?: string }) {
  const intl = useIntl();
  return (
    <time dateTime={at} data-testid={testId} className="zoned-time">
      {formatInZone(intl, at, userTimeZone(), style)}
    </time>
  );
}
