import { useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { formatE164 } from '../../features/auth/phone';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';

const SearchQuery = graphql(`
  query OpsUsers_Search($query: String, $first: Int!, $after: String) {
    opsUsers(query: $query, first: $first, after: $after) {
      items {
        id
        phone
        role
        inviteCode
        createdAt
      }
      nextCursor
    }
  }
`);

/** Users by phone digits, invite code or id; each opens the user's page. */
export function OpsUsersPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const current = params.get('q') ?? '';
  const [text, setText] = useState(current);
  const formatDateTime = useFormatDateTime();
  const query = useQuery(SearchQuery, { variables: { query: current || null, first: 20 }, fetchPolicy: 'cache-and-network' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? { q: text.trim() } : {});
  };
  return (
    <>
      <OpsPageTitle id="ops.users.title" />
      <form className="ops-search" onSubmit={submit} role="search">
        <div className="input-box">
          <TextInput
            value={text}
            onChange={setText}
            type="search"
            placeholder={intl.formatMessage({ id: 'ops.users.searchPlaceholder' })}
            aria-label={intl.formatMessage({ id: 'ops.users.searchPlaceholder' })}
            testId="ops-users-query"
          />
        </div>
        <Button type="submit" block={false} data-testid="ops-users-search">
          <FormattedMessage id="ops.search" />
        </Button>
      </form>
      <QueryBoundary query={query}>
        {({ opsUsers }) =>
          opsUsers.items.length === 0 ? (
            <EmptyLine id="ops.users.empty" />
          ) : (
            <>
              <ul className="ops-list ops-list--rows" data-testid="ops-user-list">
                {opsUsers.items.map((u) => (
                  <li key={u.id}>
                    <Link className="ops-row" to={`/ops/users/${u.id}`} data-testid="ops-user-row">
                      <span className="ops-row__main">
                        <span className="ops-row__title">{formatE164(u.phone)}</span>
                        <span className="ops-row__sub">
                          #{u.id} · {u.inviteCode} · {formatDateTime(u.createdAt)}
                        </span>
                      </span>
                      {u.role === 'OPS' && (
                        <span className="ops-badge">
                          <FormattedMessage id="ops.role.OPS" />
                        </span>
                      )}
                    </Link>
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={opsUsers.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}
