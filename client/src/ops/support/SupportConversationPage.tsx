import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { formatE164 } from '../../features/auth/phone';
import { graphql } from '../../gql';
import type { OpsSupport_ConversationQuery } from '../../gql/graphql';
import { errorMessageIdOf, isKnownErrorCode } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { FormError, Select } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { Fact, Labeled, useFormatDateTime } from '../parts';
import { SupportContextPanel } from './SupportContextPanel';
import { SupportReplyForm } from './SupportReplyForm';
import { SupportStatusBadge, TopicLabel, useFormatDuration, VipTag, WaitingTime } from './supportParts';
import { SUPPORT_BODY_MAX, secondsSince } from './supportRules';
import { useServerNow } from '../../ui/time/serverClock';
import './support-ops.css';

export const ConversationQuery = graphql(`
  query OpsSupport_Conversation($conversationId: ID!) {
    opsSupportConversation(conversationId: $conversationId) {
      conversation {
        id
        conversationNo
        userId
        userPhone
        vip
        topic
        status
        createdAt
        lastMessageAt
        waitingSince
        firstResponseAt
        firstResponseSeconds
        assignedToId
        assignedToLabel
        closedAt
        reopenableUntil
        error {
          code
          screen
          requestId
        }
      }
      messages {
        id
        author
        bodyHtml
        verified
        createdAt
        attachments {
          id
          url
        }
      }
      notes {
        id
        authorLabel
        body
        createdAt
      }
    }
  }
`);

const AgentsQuery = graphql(`
  query OpsSupport_Agents {
    opsSupportAgents {
      id
      label
    }
  }
`);

const AssignMutation = graphql(`
  mutation OpsSupport_Assign($conversationId: ID!, $assigneeId: ID) {
    opsAssignSupport(conversationId: $conversationId, assigneeId: $assigneeId) {
      id
      assignedToId
      assignedToLabel
    }
  }
`);

const CloseMutation = graphql(`
  mutation OpsSupport_Close($conversationId: ID!) {
    opsCloseSupport(conversationId: $conversationId) {
      id
      status
      closedAt
      reopenableUntil
      waitingSince
    }
  }
`);

const AddNoteMutation = graphql(`
  mutation OpsSupport_AddNote($conversationId: ID!, $body: String!) {
    opsAddSupportNote(conversationId: $conversationId, body: $body) {
      id
      authorLabel
      body
      createdAt
    }
  }
`);

type Detail = OpsSupport_ConversationQuery['opsSupportConversation'];
type Conversation = Detail['conversation'];

/**
 * One conversation for ops: the thread with the attached error, the reply (canned replies in the user's
 * language), internal notes, assignment, close, and the user's context beside it (stacked on a phone).
 * Opening it is audited on the server, so it is read when opened and on "Refresh", never on a timer.
 */
export function SupportConversationPage() {
  const { id = '' } = useParams();
  const query = useQuery(ConversationQuery, {
    variables: { conversationId: id },
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: true,
  });
  return (
    <div className="ops-support-page" data-testid="ops-support-conversation">
      <div className="ops-title">
        <Link className="ops-support-back" to={`${OPS_PATH}/support`} data-testid="ops-support-back">
          <FormattedMessage id="ops.support.backToInbox" />
        </Link>
        <div className="ops-title__actions">
          <Button
            variant="secondary"
            block={false}
            loading={query.loading && query.data !== undefined}
            onClick={() => void query.refetch().catch(() => undefined)}
            data-testid="ops-support-refresh"
          >
            <FormattedMessage id="ops.support.refresh" />
          </Button>
        </div>
      </div>
      <QueryBoundary query={query}>
        {({ opsSupportConversation: detail }) => (
          <div className="ops-support-layout">
            <div className="ops-support-main">
              <ConversationHead conversation={detail.conversation} />
              <Thread detail={detail} />
              <SupportReplyForm conversationId={detail.conversation.id} closed={detail.conversation.status === 'CLOSED'} />
              <Notes conversationId={detail.conversation.id} notes={detail.notes} />
            </div>
            <aside className="ops-support-side">
              <SupportContextPanel conversationId={detail.conversation.id} userId={detail.conversation.userId} />
            </aside>
          </div>
        )}
      </QueryBoundary>
    </div>
  );
}

function ConversationHead({ conversation: c }: { conversation: Conversation }) {
  const intl = useIntl();
  const now = useServerNow(30_000);
  const formatDateTime = useFormatDateTime();
  const formatDuration = useFormatDuration();
  const confirm = useConfirm();
  const toast = useToast();
  const [error, setError] = useState<string | null>(null);
  const agents = useQuery(AgentsQuery, { fetchPolicy: 'cache-first' });
  const [assign, assigning] = useMutation(AssignMutation);
  const [close, closing] = useMutation(CloseMutation);
  const onAssign = async (assigneeId: string) => {
    setError(null);
    try {
      await assign({ variables: { conversationId: c.id, assigneeId: assigneeId || null } });
      toast.success(intl.formatMessage({ id: 'ops.support.assigned' }));
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  const onClose = async () => {
    setError(null);
    const ok = await confirm({
      title: intl.formatMessage({ id: 'ops.support.closeTitle' }),
      message: intl.formatMessage({ id: 'ops.support.closeConfirm' }, { no: c.conversationNo }),
      confirmText: intl.formatMessage({ id: 'ops.support.close' }),
      danger: true,
    });
    if (!ok) return;
    try {
      await close({ variables: { conversationId: c.id } });
      toast.success(intl.formatMessage({ id: 'ops.support.closed' }));
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  const agentList = agents.data?.opsSupportAgents ?? [];
  // The assignee is always a choice, even before the agents have loaded (or if they stopped being ops).
  const assigneeMissing = c.assignedToId && !agentList.some((a) => a.id === c.assignedToId);
  return (
    <section className="ops-card ops-support-head" data-testid="ops-support-head">
      <div className="ops-card__head">
        <h1 className="ops-support-head__no" data-testid="ops-support-no">
          <FormattedMessage id="ops.support.conversationNo" values={{ no: c.conversationNo }} />
        </h1>
        <span className="ops-support-head__badges">
          {c.vip && <VipTag />}
          <SupportStatusBadge status={c.status} testId="ops-support-status" />
        </span>
      </div>
      <dl className="ops-facts">
        <Fact label={<FormattedMessage id="ops.field.user" />}>
          <Link to={`${OPS_PATH}/users/${c.userId}`} data-testid="ops-support-user" data-record>
            {formatE164(c.userPhone)}
          </Link>
        </Fact>
        <Fact label={<FormattedMessage id="ops.support.field.topic" />} testId="ops-support-topic">
          <TopicLabel topic={c.topic} />
        </Fact>
        <Fact label={<FormattedMessage id="ops.support.field.opened" />}>{formatDateTime(c.createdAt)}</Fact>
        <Fact label={<FormattedMessage id="ops.support.field.waiting" />} testId="ops-support-waiting-time">
          <WaitingTime seconds={c.waitingSince ? secondsSince(c.waitingSince, now) : null} />
        </Fact>
        <Fact label={<FormattedMessage id="ops.support.field.firstResponse" />} testId="ops-support-first-response">
          {c.firstResponseSeconds === null || c.firstResponseSeconds === undefined ? (
            <FormattedMessage id="ops.support.notAnswered" />
          ) : (
            <>
              {formatDuration(c.firstResponseSeconds)}
              {c.firstResponseAt && <span className="ops-row__sub"> · {formatDateTime(c.firstResponseAt)}</span>}
            </>
          )}
        </Fact>
        {c.closedAt && (
          <Fact label={<FormattedMessage id="ops.support.field.closedAt" />}>
            {formatDateTime(c.closedAt)}
            {c.reopenableUntil && (
              <span className="ops-row__sub">
                {' '}
                · <FormattedMessage id="ops.support.reopenableUntil" values={{ at: formatDateTime(c.reopenableUntil) }} />
              </span>
            )}
          </Fact>
        )}
      </dl>
      <div className="ops-support-head__actions">
        <Labeled label={<FormattedMessage id="ops.support.field.assignee" />}>
          {(id) => (
            <Select
              id={id}
              value={c.assignedToId ?? ''}
              onChange={(v) => void onAssign(v)}
              disabled={assigning.loading}
              testId="ops-support-assign"
            >
              <option value="">{intl.formatMessage({ id: 'ops.support.unassigned' })}</option>
              {assigneeMissing && c.assignedToId && (
                <option value={c.assignedToId}>{c.assignedToLabel ? formatE164(c.assignedToLabel) : c.assignedToId}</option>
              )}
              {agentList.map((a) => (
                <option key={a.id} value={a.id}>
                  {formatE164(a.label)}
                </option>
              ))}
            </Select>
          )}
        </Labeled>
        {c.status !== 'CLOSED' && (
          <Button
            variant="secondary"
            block={false}
            loading={closing.loading}
            onClick={() => void onClose()}
            data-testid="ops-support-close"
          >
            <FormattedMessage id="ops.support.close" />
          </Button>
        )}
      </div>
      <FormError>{error}</FormError>
      {c.error && (
        <div className="ops-support-error" data-testid="ops-support-error">
          <p className="ops-support-error__title">
            <FormattedMessage id="ops.support.errorTitle" />
          </p>
          <dl className="ops-facts">
            <Fact label={<FormattedMessage id="ops.support.error.code" />} testId="ops-support-error-code">
              <span className="ops-code" data-record>
                {c.error.code}
              </span>
            </Fact>
            {isKnownErrorCode(c.error.code) && (
              <Fact label={<FormattedMessage id="ops.support.error.text" />} testId="ops-support-error-text">
                <FormattedMessage id={`error.${c.error.code}`} />
              </Fact>
            )}
            <Fact label={<FormattedMessage id="ops.support.error.screen" />} testId="ops-support-error-screen">
              <span className="ops-code" data-record>
                {c.error.screen ?? '—'}
              </span>
            </Fact>
            <Fact label={<FormattedMessage id="ops.support.error.requestId" />} testId="ops-support-error-request">
              <span className="ops-code" data-record>
                {c.error.requestId ?? '—'}
              </span>
            </Fact>
          </dl>
        </div>
      )}
    </section>
  );
}

/** The messages, oldest first: the user's on the left, Vela's (verified) on the right. */
function Thread({ detail }: { detail: Detail }) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const phone = formatE164(detail.conversation.userPhone);
  return (
    <section className="ops-support-thread" aria-label={intl.formatMessage({ id: 'ops.support.messages' })}>
      <h2 className="ops-subtitle">
        <FormattedMessage id="ops.support.messages" />
      </h2>
      {detail.messages.length === 0 ? (
        <p className="ops-empty">
          <FormattedMessage id="ops.support.noMessages" />
        </p>
      ) : (
        <ol className="ops-support-messages">
          {detail.messages.map((m) => (
            <li
              key={m.id}
              className={`ops-support-msg ops-support-msg--${m.author === 'OPS' ? 'ops' : 'user'}`}
              data-testid="ops-support-message"
              data-author={m.author}
            >
              <p className="ops-support-msg__meta">
                {m.author === 'OPS' ? (
                  <span className="ops-support-msg__who">
                    <FormattedMessage id="ops.support.fromVela" />
                    {m.verified && (
                      <span className="ops-support-verified">
                        {' '}
                        ✓ <FormattedMessage id="ops.support.verified" />
                      </span>
                    )}
                  </span>
                ) : (
                  <span className="ops-support-msg__who" data-record>
                    {phone}
                  </span>
                )}
                <span className="ops-support-msg__at">{formatDateTime(m.createdAt)}</span>
              </p>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from Markdown and sanitised on the server (support-markdown.ts) */}
              <div className="ops-support-msg__body" data-record dangerouslySetInnerHTML={{ __html: m.bodyHtml }} />
              {m.attachments.length > 0 && (
                <div className="ops-support-msg__images">
                  {m.attachments.map((a, i) => (
                    <a key={a.id} href={a.url} target="_blank" rel="noreferrer noopener" data-testid="ops-support-attachment">
                      <img src={a.url} alt={intl.formatMessage({ id: 'ops.support.attachmentAlt' }, { n: i + 1 })} loading="lazy" />
                    </a>
                  ))}
                </div>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Internal notes: Vela staff only (their own table on the server, never in the user's queries). */
function Notes({ conversationId, notes }: { conversationId: string; notes: Detail['notes'] }) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [add, adding] = useMutation(AddNoteMutation, {
    // The new note joins the list in the cache: no second (audited) read of the conversation.
    update(cache, { data }) {
      const note = data?.opsAddSupportNote;
      if (!note) return;
      cache.updateQuery({ query: ConversationQuery, variables: { conversationId } }, (prev) =>
        prev
          ? {
              ...prev,
              opsSupportConversation: {
                ...prev.opsSupportConversation,
                notes: [...prev.opsSupportConversation.notes.filter((n) => n.id !== note.id), note],
              },
            }
          : prev,
      );
    },
  });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!body.trim()) return setError(intl.formatMessage({ id: 'ops.support.noteEmpty' }));
    try {
      await add({ variables: { conversationId, body } });
      setBody('');
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  return (
    <section className="ops-support-notes" data-testid="ops-support-notes">
      <h2 className="ops-subtitle">
        <FormattedMessage id="ops.support.notesTitle" />
      </h2>
      <p className="ops-support-notes__warning" data-testid="ops-support-notes-warning">
        <FormattedMessage id="ops.support.notesOnlyStaff" />
      </p>
      {notes.length > 0 && (
        <ol className="ops-support-notes__list">
          {notes.map((n) => (
            <li key={n.id} className="ops-support-note" data-testid="ops-support-note">
              <p className="ops-support-note__meta">
                <span className="ops-support-note__tag">
                  <FormattedMessage id="ops.support.internalNote" />
                </span>
                <span data-record>{formatE164(n.authorLabel)}</span>
                <span>{formatDateTime(n.createdAt)}</span>
              </p>
              <p className="ops-support-note__body" data-record>
                {n.body}
              </p>
            </li>
          ))}
        </ol>
      )}
      <form className="ops-support-note-form" onSubmit={submit} noValidate>
        <label className="ops-support-label" htmlFor="ops-support-note-body">
          <FormattedMessage id="ops.support.newNote" />
        </label>
        <textarea
          id="ops-support-note-body"
          className="ops-support-textarea ops-support-textarea--note"
          value={body}
          maxLength={SUPPORT_BODY_MAX}
          rows={3}
          onChange={(e) => setBody(e.target.value)}
          data-testid="ops-support-note-body"
        />
        <FormError>{error}</FormError>
        <div className="ops-buttons">
          <Button type="submit" variant="secondary" block={false} loading={adding.loading} data-testid="ops-support-note-add">
            <FormattedMessage id="ops.support.addNote" />
          </Button>
        </div>
      </form>
    </section>
  );
}
