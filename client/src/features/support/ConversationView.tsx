import './support.css';
import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { SupportConversation_DetailQuery } from '../../gql/graphql';
import { errorCodeOf, errorMessageIdOf } from '../../i18n/errors';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { ImagePicker } from '../../ui/upload';
import { BodyField } from './BodyField';
import { ErrorContextBox } from './ErrorContextBox';
import { MessageBody } from './MessageBody';
import { bodyProblem, canReopen, MAX_IMAGES } from './supportRules';
import { SupportSafety } from './SupportSafety';
import { SupportStatusChip } from './SupportStatusChip';

const ConversationQuery = graphql(`
  query SupportConversation_Detail($conversationId: ID!) {
    supportConversation(conversationId: $conversationId) {
      conversation {
        id
        conversationNo
        topic
        status
        createdAt
        lastMessageAt
        closedAt
        reopenableUntil
        unreadCount
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
    }
  }
`);

const SendMutation = graphql(`
  mutation SupportConversation_Send($conversationId: ID!, $body: String!, $attachmentIds: [ID!]) {
    sendSupportMessage(conversationId: $conversationId, body: $body, attachmentIds: $attachmentIds) {
      id
    }
  }
`);

const CloseMutation = graphql(`
  mutation SupportConversation_Close($conversationId: ID!) {
    closeSupportConversation(conversationId: $conversationId) {
      id
      status
      closedAt
      reopenableUntil
    }
  }
`);

const ReopenMutation = graphql(`
  mutation SupportConversation_Reopen($conversationId: ID!) {
    reopenSupportConversation(conversationId: $conversationId) {
      id
      status
      closedAt
      reopenableUntil
    }
  }
`);

const MarkReadMutation = graphql(`
  mutation SupportConversation_MarkRead($conversationId: ID!) {
    markSupportConversationRead(conversationId: $conversationId) {
      id
      unreadCount
    }
  }
`);

type Detail = SupportConversation_DetailQuery['supportConversation'];
type Message = Detail['messages'][number];

const NEW_PATH = routeByName('supportNew').path;

function MessageItem({ message }: { message: Message }) {
  const intl = useIntl();
  const fromOps = message.author === 'OPS';
  return (
    <li
      className={`support-message support-message--${fromOps ? 'ops' : 'user'}`}
      data-testid="support-message"
      data-author={fromOps ? 'ops' : 'user'}
    >
      <div className="support-message__meta">
        <span className="support-message__who">
          <FormattedMessage id={fromOps ? 'support.message.vela' : 'support.message.you'} />
        </span>
        {fromOps && message.verified && (
          <span className="support-verified" data-testid="support-verified-badge">
            <Icon name="check" size={12} />
            <FormattedMessage id="support.verified" />
          </span>
        )}
      </div>
      <div className="support-message__bubble">
        <MessageBody html={message.bodyHtml} fromOps={fromOps} />
        {message.attachments.length > 0 && (
          <ul className="support-message__images">
            {message.attachments.map((a, i) => (
              <li key={a.id}>
                <a href={a.url} target="_blank" rel="noreferrer" data-testid="support-attachment">
                  <img src={a.url} alt={intl.formatMessage({ id: 'support.message.image' }, { n: i + 1 })} loading="lazy" />
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <time className="support-message__time" dateTime={message.createdAt}>
        {intl.formatDate(message.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}
      </time>
    </li>
  );
}

/** The reply box: text, up to three images, send. Sent, it empties and the conversation is read again. */
function ReplyForm({ conversationId, onSent }: { conversationId: string; onSent: () => void }) {
  const intl = useIntl();
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  // A new picker after each message sent (its images went with it).
  const [round, setRound] = useState(0);
  const [failure, setFailure] = useState<{ messageId: string; error: unknown } | null>(null);
  const [send, { loading }] = useMutation(SendMutation);
  const problem = bodyProblem(body);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) bodyRef.current?.focus();
    if (loading || uploading || problem) return;
    setFailure(null);
    try {
      await send({ variables: { conversationId, body: body.trim(), attachmentIds: images.length > 0 ? images : undefined } });
      setBody('');
      setTouched(false);
      setImages([]);
      setRound((n) => n + 1);
      onSent();
    } catch (caught) {
      setFailure({ messageId: errorMessageIdOf(caught), error: caught });
    }
  };
  return (
    <form className="support-reply card" onSubmit={onSubmit} noValidate data-testid="support-reply-form">
      <BodyField
        value={body}
        onChange={setBody}
        label={intl.formatMessage({ id: 'support.reply.label' })}
        placeholderId="support.reply.placeholder"
        touched={touched}
        onBlur={() => body && setTouched(true)}
        testId="support-reply-body"
        inputRef={bodyRef}
        rows={3}
      />
      <ImagePicker
        key={round}
        purpose="support"
        max={MAX_IMAGES}
        label={<FormattedMessage id="support.form.images" values={{ max: MAX_IMAGES }} />}
        testId="support-reply-attach"
        onChange={setImages}
        onBusyChange={setUploading}
      />
      {uploading && touched && (
        <p className="field__hint" role="status">
          <FormattedMessage id="support.form.uploading" />
        </p>
      )}
      <FormError error={failure?.error}>{failure && <FormattedMessage id={failure.messageId} />}</FormError>
      <Button type="submit" loading={loading} data-testid="support-send">
        <FormattedMessage id="support.form.submit" />
      </Button>
    </form>
  );
}

/** Close (after a confirmation) or, closed and within 30 days, reopen. */
function Actions({ detail, onChanged }: { detail: Detail; onChanged: () => void }) {
  const intl = useIntl();
  const nav = useNav();
  const confirm = useConfirm();
  const toast = useToast();
  const c = detail.conversation;
  const [close, closing] = useMutation(CloseMutation);
  const [reopen, reopening] = useMutation(ReopenMutation);
  const [failure, setFailure] = useState<{ messageId: string; error: unknown } | null>(null);
  const run = async (action: () => Promise<unknown>, doneId: string) => {
    setFailure(null);
    try {
      await action();
      toast.success(intl.formatMessage({ id: doneId }));
      onChanged();
    } catch (caught) {
      setFailure({ messageId: errorMessageIdOf(caught), error: caught });
    }
  };
  const onClose = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'support.close.title' }),
      message: intl.formatMessage({ id: 'support.close.message' }),
      confirmText: intl.formatMessage({ id: 'support.close.confirm' }),
      danger: true,
    });
    if (ok) await run(() => close({ variables: { conversationId: c.id } }), 'support.closed.done');
  };
  const closed = c.status === 'CLOSED';
  const reopenable = canReopen(c);
  return (
    <div className="support-actions">
      {closed && (
        <p className="support-closed" data-testid="support-closed">
          {reopenable && c.reopenableUntil ? (
            <FormattedMessage id="support.closed.reopenable" values={{ date: intl.formatDate(c.reopenableUntil, { dateStyle: 'long' }) }} />
          ) : (
            <FormattedMessage id="support.closed.final" />
          )}
        </p>
      )}
      <FormError error={failure?.error}>{failure && <FormattedMessage id={failure.messageId} />}</FormError>
      {!closed && (
        <Button variant="ghost" loading={closing.loading} onClick={() => void onClose()} data-testid="support-close">
          <FormattedMessage id="support.close" />
        </Button>
      )}
      {reopenable && (
        <Button
          variant="secondary"
          loading={reopening.loading}
          onClick={() => void run(() => reopen({ variables: { conversationId: c.id } }), 'support.reopened')}
          data-testid="support-reopen"
        >
          <FormattedMessage id="support.reopen" />
        </Button>
      )}
      {closed && !reopenable && (
        <Button variant="secondary" onClick={() => nav.navigateTo(NEW_PATH)} data-testid="support-new">
          <FormattedMessage id="support.new" />
        </Button>
      )}
    </div>
  );
}

function Conversation({ detail, refetch }: { detail: Detail; refetch: () => void }) {
  const c = detail.conversation;
  const closed = c.status === 'CLOSED';
  return (
    <>
      <header className="support-head card" data-testid="support-conversation">
        <div className="support-head__top">
          <h2 className="support-head__no" data-testid="support-conversation-no">
            <FormattedMessage id="support.conversationNo" values={{ number: c.conversationNo }} />
          </h2>
          <SupportStatusChip status={c.status} testId="support-status" />
        </div>
        <p className="support-head__topic" data-testid="support-conversation-topic" data-topic={c.topic}>
          <FormattedMessage id={`support.topic.${c.topic}`} />
        </p>
      </header>
      {c.error && <ErrorContextBox code={c.error.code} screen={c.error.screen} requestId={c.error.requestId} sent />}
      <ol className="support-messages" data-testid="support-messages">
        {detail.messages.map((m) => (
          <MessageItem key={m.id} message={m} />
        ))}
      </ol>
      {!closed && <ReplyForm conversationId={c.id} onSent={refetch} />}
      <Actions detail={detail} onChanged={refetch} />
    </>
  );
}

/**
 * One conversation with Vela (`?id=`): its number, topic and status, the error it began from, the
 * messages (Vela's with the verified badge, images as thumbnails), the reply box while it is not
 * closed, close and reopen. Vela's replies arrive live (useSupportEvents reads it again); whenever it
 * shows unread messages they are marked read.
 */
export function ConversationView({ id }: { id: string }) {
  const query = useQuery(ConversationQuery, {
    variables: { conversationId: id },
    fetchPolicy: 'cache-and-network',
    skip: !id,
  });
  // Mine's count follows from the event the server sends once they are marked (useSupportEvents).
  const [markRead] = useMutation(MarkReadMutation);
  const unread = query.data?.supportConversation.conversation.unreadCount ?? 0;
  const marking = useRef(false);
  useEffect(() => {
    if (!id || unread <= 0 || marking.current) return;
    marking.current = true;
    markRead({ variables: { conversationId: id } })
      .catch(() => undefined)
      .finally(() => {
        marking.current = false;
      });
  }, [id, unread, markRead]);

  const refetch = () => void query.refetch().catch(() => undefined);
  const notFound = !id || (query.error && errorCodeOf(query.error) === 'NOT_FOUND');
  return (
    <div className="support">
      <SupportSafety />
      {notFound ? (
        <div className="card" data-testid="support-not-found">
          <EmptyState icon="chat" title={<FormattedMessage id="support.notFound" />} />
        </div>
      ) : (
        <QueryBoundary query={query}>
          {({ supportConversation }) => <Conversation detail={supportConversation} refetch={refetch} />}
        </QueryBoundary>
      )}
    </div>
  );
}
