import { useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { FormError, TextField } from '../../ui/Field';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';

const ListQuery = graphql(`
  query OpsInvites_List($first: Int!, $after: String) {
    opsInviteCodes(first: $first, after: $after) {
      items {
        code
        maxUses
        useCount
        note
        createdAt
      }
      nextCursor
    }
  }
`);

const IssueMutation = graphql(`
  mutation OpsInvites_Issue($input: IssueInviteCodeInput!) {
    issueInviteCode(input: $input) {
      code
      maxUses
      useCount
      note
      createdAt
    }
  }
`);

/** Invite codes ops issued (and users' own), newest first; issue a new one. */
export function InviteCodesPage() {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const query = useQuery(ListQuery, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  const [maxUses, setMaxUses] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { run, busy } = useConfirmedMutation(IssueMutation, { onError: (id) => setError(intl.formatMessage({ id })) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const limit = maxUses.trim();
    if (limit && !/^[1-9]\d{0,5}$/.test(limit)) return setError(intl.formatMessage({ id: 'ops.invites.maxUsesInvalid' }));
    const outcome = await run({
      confirm: null,
      variables: { input: { maxUses: limit ? Number(limit) : null, note: note.trim() || null } },
      done: 'ops.invites.issued',
      refetchQueries: ['OpsInvites_List'],
    });
    if (outcome.status === 'done') {
      setMaxUses('');
      setNote('');
    }
  };

  return (
    <>
      <OpsPageTitle id="ops.invites.title" />
      <form className="ops-card ops-form" onSubmit={submit} noValidate>
        <TextField
          label={<FormattedMessage id="ops.invites.maxUses" />}
          hint={<FormattedMessage id="ops.invites.maxUsesHint" />}
          value={maxUses}
          onChange={setMaxUses}
          inputMode="numeric"
          testId="ops-invite-max-uses"
        />
        <TextField label={<FormattedMessage id="ops.invites.note" />} value={note} onChange={setNote} testId="ops-invite-note" />
        <FormError>{error}</FormError>
        <Button type="submit" loading={busy} data-testid="ops-invite-issue">
          <FormattedMessage id="ops.invites.issue" />
        </Button>
      </form>
      <QueryBoundary query={query}>
        {({ opsInviteCodes }) =>
          opsInviteCodes.items.length === 0 ? (
            <EmptyLine id="ops.invites.empty" />
          ) : (
            <>
              <ul className="ops-list ops-list--rows" data-testid="ops-invite-list">
                {opsInviteCodes.items.map((c) => (
                  <li key={c.code} className="ops-line" data-testid="ops-invite">
                    <div className="ops-line__main">
                      <span className="ops-row__title ops-code">{c.code}</span>
                      <span className="ops-row__sub">
                        {formatDateTime(c.createdAt)}
                        {c.note && <> · {c.note}</>}
                      </span>
                    </div>
                    <span className="ops-line__figures ops-row__sub">
                      {c.maxUses === null || c.maxUses === undefined ? (
                        <FormattedMessage id="ops.invites.usesUnlimited" values={{ used: c.useCount }} />
                      ) : (
                        <FormattedMessage id="ops.invites.uses" values={{ used: c.useCount, max: c.maxUses }} />
                      )}
                    </span>
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={opsInviteCodes.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}
