import { NotYetAvailablePage } from '../NotYetAvailablePage';

/** Not built yet: a later issue replaces this placeholder with the real screen. */
export function DayTradingPage() {
  return <NotYetAvailablePage routeName="dayTrading" />;
}
