import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { isLocale, LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '../../i18n/locales';
import { Button } from '../../ui/Button';
import { FormError, Select } from '../../ui/Field';
import { useToast } from '../../ui/Toast';
import { CannedRepliesQuery } from './queries';
import { cannedTextFor, insertText, LINK_EXAMPLE, SUPPORT_BODY_MAX } from './supportRules';

const ReplyMutation = graphql(`
  mutation OpsSupport_Reply($conversationId: ID!, $body: String!, $waitingForUser: Boolean!) {
    opsReplySupport(conversationId: $conversationId, body: $body, waitingForUser: $waitingForUser) {
      id
      author
      bodyHtml
      verified
      createdAt
    }
  }
`);

/**
 * The answer to the user: Markdown, links only to Vela's own pages (the server refuses others with
 * SUPPORT_LINK_NOT_ALLOWED), "ask the user for something" (status waiting for the user), and canned
 * replies inserted at the cursor in the user's language, which ops choose (the server does not know it).
 */
export function SupportReplyForm({ conversationId, closed }: { conversationId: string; closed: boolean }) {
  const intl = useIntl();
  const toast = useToast();
  const bodyId = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const [body, setBody] = useState('');
  const [waiting, setWaiting] = useState(false);
  const [lang, setLang] = useState<Locale>('en');
  const [fellBack, setFellBack] = useState<Locale | null>(null);
  const [error, setError] = useState<string | null>(null);
  const canned = useQuery(CannedRepliesQuery, { fetchPolicy: 'cache-and-network' });
  const [reply, replying] = useMutation(ReplyMutation, {
    // The reply changes the status, the first-response time and maybe the assignee: read them again.
    refetchQueries: ['OpsSupport_Conversation'],
    awaitRefetchQueries: true,
  });

  const insertCanned = (id: string) => {
    const item = canned.data?.opsSupportCannedReplies.find((c) => c.id === id);
    if (!item) return;
    const { text, fellBack: fb } = cannedTextFor(item.texts, lang);
    const el = area.current;
    const next = insertText(body, text, el?.selectionStart ?? body.length, el?.selectionEnd ?? body.length);
    setBody(next.body.slice(0, SUPPORT_BODY_MAX));
    setFellBack(fb ? lang : null);
    setError(null);
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!body.trim()) return setError(intl.formatMessage({ id: 'ops.support.replyEmpty' }));
    try {
      await reply({ variables: { conversationId, body, waitingForUser: waiting } });
      setBody('');
      setWaiting(false);
      setFellBack(null);
      toast.success(intl.formatMessage({ id: 'ops.support.replySent' }));
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };

  const replies = canned.data?.opsSupportCannedReplies ?? [];
  return (
    <form className="ops-card ops-support-reply" onSubmit={submit} noValidate data-testid="ops-support-reply">
      <h2 className="ops-support-reply__title">
        <FormattedMessage id="ops.support.replyTitle" />
      </h2>
      {closed && (
        <p className="ops-support-reply__closed" data-testid="ops-support-reply-closed">
          <FormattedMessage id="ops.support.replyClosed" />
        </p>
      )}
      <div className="ops-support-canned-row">
        <div className="ops-support-canned-row__pick">
          <label className="ops-support-label" htmlFor={`${bodyId}-canned`}>
            <FormattedMessage id="ops.support.cannedPick" />
          </label>
          <Select
            id={`${bodyId}-canned`}
            value=""
            onChange={insertCanned}
            disabled={closed || replies.length === 0}
            testId="ops-support-canned"
          >
            <option value="">
              {intl.formatMessage({ id: replies.length === 0 ? 'ops.support.cannedNone' : 'ops.support.cannedChoose' })}
            </option>
            {replies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
          </Select>
        </div>
        <div className="ops-support-canned-row__lang">
          <label className="ops-support-label" htmlFor={`${bodyId}-lang`}>
            <FormattedMessage id="ops.support.userLanguage" />
          </label>
          <Select
            id={`${bodyId}-lang`}
            value={lang}
            onChange={(v) => isLocale(v) && setLang(v)}
            disabled={closed}
            testId="ops-support-canned-lang"
          >
            {LOCALES.map((l) => (
              <option key={l} value={l} lang={l}>
                {LOCALE_NATIVE_NAMES[l]}
              </option>
            ))}
          </Select>
        </div>
      </div>
      {fellBack && (
        <p className="ops-support-hint ops-support-hint--warn" data-testid="ops-support-canned-fallback">
          <FormattedMessage id="ops.support.cannedFellBack" values={{ lang: LOCALE_NATIVE_NAMES[fellBack] }} />
        </p>
      )}
      <label className="ops-support-label" htmlFor={bodyId}>
        <FormattedMessage id="ops.support.replyBody" />
      </label>
      <textarea
        id={bodyId}
        ref={area}
        className="ops-support-textarea"
        value={body}
        maxLength={SUPPORT_BODY_MAX}
        rows={6}
        disabled={closed}
        lang={lang}
        onChange={(e) => {
          setBody(e.target.value);
          setError(null);
        }}
        data-testid="ops-support-reply-body"
      />
      <p className="ops-support-hint">
        <FormattedMessage
          id="ops.support.replyHint"
          values={{
            example: (
              <code className="ops-code" data-record>
                {LINK_EXAMPLE}
              </code>
            ),
          }}
        />
        <span className="ops-support-hint__count">
          {intl.formatNumber(body.length)} / {intl.formatNumber(SUPPORT_BODY_MAX)}
        </span>
      </p>
      <label className="ops-support-check">
        <input
          type="checkbox"
          checked={waiting}
          disabled={closed}
          onChange={(e) => setWaiting(e.target.checked)}
          data-testid="ops-support-waiting"
        />
        <span>
          <FormattedMessage id="ops.support.askUser" />
          <span className="ops-support-hint">
            {' '}
            <FormattedMessage id="ops.support.askUserHint" />
          </span>
        </span>
      </label>
      <FormError>{error}</FormError>
      <div className="ops-buttons">
        <Button type="submit" block={false} loading={replying.loading} disabled={closed} data-testid="ops-support-reply-send">
          <FormattedMessage id="ops.support.send" />
        </Button>
      </div>
    </form>
  );
}
