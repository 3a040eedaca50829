import { graphql } from '../../gql';
import './support.css';
import { useQuery } from '@apollo/client';
import { useIntl } from 'react-intl';

/** Vela's messages the user has not read, over all conversations (the badge on Mine). */
export const SupportUnreadQuery = graphql(`
  query SupportUnread_Count {
    supportUnreadCount
  }
`);

/**
 * Beside Mine → Help & support: how many of Vela's messages are unread (read once, then kept live by
 * the account events, which carry the count). Nothing at zero.
 */
export function SupportUnreadBadge() {
  const intl = useIntl();
  const { data } = useQuery(SupportUnreadQuery, { fetchPolicy: 'cache-and-network' });
  const count = data?.supportUnreadCount ?? 0;
  if (count <= 0) return null;
  return (
    <span
      className="support-badge"
      data-testid="mine-help-badge"
      role="img"
      aria-label={intl.formatMessage({ id: 'support.unread' }, { count })}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
