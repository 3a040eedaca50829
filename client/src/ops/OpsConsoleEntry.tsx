import { FormattedMessage } from 'react-intl';
import { useSession } from '../features/auth/useSession';
import { OPS_PATH } from '../navigation/routeTable';
import { useNav } from '../navigation/useNav';
import { List, ListItem } from '../ui/List';

/** The Mine tab's link to the ops console, for ops only (the console itself loads on demand). */
export function OpsConsoleEntry() {
  const { me } = useSession();
  const nav = useNav();
  if (me?.role !== 'OPS') return null;
  return (
    <List title={<FormattedMessage id="ops.entry.section" />}>
      <ListItem icon="shield" title={<FormattedMessage id="route.ops" />} onClick={() => nav.navigateTo(OPS_PATH)} testId="mine-link-ops" />
    </List>
  );
}
