import { NotYetAvailablePage } from '../NotYetAvailablePage';

/** Not built yet: a later issue replaces this placeholder with the real screen. */
export function StatementPage() {
  return <NotYetAvailablePage routeName="statement" />;
}
