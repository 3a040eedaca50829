import { useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, Labeled, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';

const AuditQuery = graphql(`
  query OpsAudit_Log($action: String, $actorId: ID, $targetType: String, $targetId: String, $first: Int!, $after: String) {
    auditLog(action: $action, actorId: $actorId, targetType: $targetType, targetId: $targetId, first: $first, after: $after) {
      items {
        id
        at
        action
        actorId
        actorLabel
        targetType
        targetId
        reason
        ip
        before
        after
      }
      nextCursor
    }
  }
`);

const FILTERS = ['action', 'actorId', 'targetType', 'targetId'] as const;
type Filter = (typeof FILTERS)[number];

/** The append-only audit log, newest first, filtered by action, actor and target. */
export function AuditLogPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const applied = Object.fromEntries(FILTERS.map((f) => [f, params.get(f) ?? ''])) as Record<Filter, string>;
  const [draft, setDraft] = useState(applied);
  const formatDateTime = useFormatDateTime();
  const variables = { ...Object.fromEntries(FILTERS.map((f) => [f, applied[f] || null])), first: 30 };
  const query = useQuery(AuditQuery, { variables, fetchPolicy: 'cache-and-network' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(FILTERS.filter((f) => draft[f].trim()).map((f) => [f, draft[f].trim()])));
  };
  return (
    <>
      <OpsPageTitle id="ops.audit.title" />
      <form className="ops-card ops-audit-filters" onSubmit={submit}>
        {FILTERS.map((f) => (
          <Labeled key={f} stack label={<FormattedMessage id={`ops.audit.${f}`} />}>
            {(id) => (
              <div className="input-box">
                <TextInput
                  id={id}
                  value={draft[f]}
                  onChange={(v) => setDraft((d) => ({ ...d, [f]: v }))}
                  testId={`ops-audit-${f}`}
                  placeholder={intl.formatMessage({ id: 'ops.optional' })}
                />
              </div>
            )}
          </Labeled>
        ))}
        <Button type="submit" block={false} data-testid="ops-audit-apply">
          <FormattedMessage id="ops.filter.apply" />
        </Button>
      </form>
      <QueryBoundary query={query}>
        {({ auditLog }) =>
          auditLog.items.length === 0 ? (
            <EmptyLine id="ops.audit.empty" />
          ) : (
            <>
              <ul className="ops-list ops-list--rows" data-testid="ops-audit-list">
                {auditLog.items.map((e) => (
                  <li key={e.id} className="ops-audit" data-testid="ops-audit-entry">
                    <div className="ops-audit__head">
                      <span className="ops-row__title ops-code" data-record>
                        {e.action}
                      </span>
                      <span className="ops-row__sub">{formatDateTime(e.at)}</span>
                    </div>
                    <p className="ops-row__sub">
                      <FormattedMessage
                        id="ops.audit.line"
                        values={{
                          actor: <span data-record>{e.actorLabel}</span>,
                          target: <span data-record>{[e.targetType, e.targetId].filter(Boolean).join(' #') || '—'}</span>,
                        }}
                      />
                    </p>
                    {e.reason && (
                      <p className="ops-row__sub" data-record>
                        {e.reason}
                      </p>
                    )}
                    {(e.before != null || e.after != null) && (
                      <details className="ops-audit__diff">
                        <summary>
                          <FormattedMessage id="ops.audit.change" />
                        </summary>
                        <pre>{JSON.stringify({ before: e.before ?? null, after: e.after ?? null }, null, 2)}</pre>
                      </details>
                    )}
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={auditLog.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}
