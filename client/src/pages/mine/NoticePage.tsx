import { NotYetAvailablePage } from '../NotYetAvailablePage';

/** Not built yet: a later issue replaces this placeholder with the real screen. */
export function NoticePage() {
  return <NotYetAvailablePage routeName="notice" />;
}
