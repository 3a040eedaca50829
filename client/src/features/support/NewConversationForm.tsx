import './support.css';
import { useMutation } from '@apollo/client';
import { type FormEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { SupportTopic } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, Select } from '../../ui/Field';
import { supportScreenOf } from '../../ui/contactSupport';
import { ImagePicker } from '../../ui/upload';
import { BodyField } from './BodyField';
import { ErrorContextBox } from './ErrorContextBox';
import { bodyProblem, isTopic, MAX_IMAGES, TOPICS, topicForScreen } from './supportRules';
import { SupportSafety } from './SupportSafety';

const OpenMutation = graphql(`
  mutation SupportNewConversation_Open($input: OpenSupportConversationInput!) {
    openSupportConversation(input: $input) {
      conversation {
        id
        conversationNo
        status
      }
    }
  }
`);

const CONVERSATION_PATH = routeByName('supportConversation').path;

/** The server's shapes of an attached error (support.service.ts); a part that does not fit is left out. */
const CODE = /^[A-Z][A-Z0-9_]{1,63}$/;
const REQUEST_ID = /^[A-Za-z0-9-]{1,64}$/;

export interface AttachedError {
  code: string;
  screen?: string;
  requestId?: string;
}

/** The error a "Contact support" link attached (the page's `errorCode`, `screen`, `requestId`), if it is one. */
export function attachedErrorOf(params: { errorCode?: string; screen?: string; requestId?: string }): AttachedError | null {
  const code = params.errorCode?.trim();
  if (!code || !CODE.test(code)) return null;
  const screen = params.screen ? supportScreenOf(params.screen) : undefined;
  const requestId = params.requestId?.trim();
  return { code, screen, requestId: requestId && REQUEST_ID.test(requestId) ? requestId : undefined };
}

/**
 * A new conversation with Vela: its topic, the first message (up to 4,000 characters) and up to three
 * images; when it began from an error ("Contact support"), that error — its text, code, screen and
 * request id — is shown and sent with it. Sent, the conversation replaces this page.
 */
export function NewConversationForm({ topic: givenTopic, error }: { topic?: string; error?: AttachedError | null }) {
  const intl = useIntl();
  const nav = useNav();
  const [topic, setTopic] = useState<SupportTopic | ''>(() => (isTopic(givenTopic) ? givenTopic : (topicForScreen(error?.screen) ?? '')));
  const [body, setBody] = useState('');
  const [touched, setTouched] = useState(false);
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [topicMissing, setTopicMissing] = useState(false);
  const [failure, setFailure] = useState<{ messageId: string; error: unknown } | null>(null);
  const [open, { loading }] = useMutation(OpenMutation);

  const problem = bodyProblem(body);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // Nothing is sent that the server would refuse: what is missing is said beside its field.
    setTouched(true);
    if (!topic) setTopicMissing(true);
    if (problem) bodyRef.current?.focus();
    if (loading || uploading || problem || !topic) return;
    setFailure(null);
    try {
      const { data } = await open({
        variables: {
          input: {
            topic,
            body: body.trim(),
            attachmentIds: images.length > 0 ? images : undefined,
            error: error ? { code: error.code, screen: error.screen ?? null, requestId: error.requestId ?? null } : undefined,
          },
        },
      });
      const id = data?.openSupportConversation.conversation.id;
      if (id) nav.redirectTo(buildUrl(CONVERSATION_PATH, { id }));
    } catch (caught) {
      setFailure({ messageId: errorMessageIdOf(caught), error: caught });
    }
  };

  return (
    <form className="support support-form" onSubmit={onSubmit} noValidate data-testid="support-new-form">
      <SupportSafety />
      {error && <ErrorContextBox code={error.code} screen={error.screen} requestId={error.requestId} />}
      <FieldRow label={<FormattedMessage id="support.form.topic" />} htmlFor="support-topic">
        <Select
          id="support-topic"
          value={topic}
          onChange={(value) => {
            setTopic(isTopic(value) ? value : '');
            setTopicMissing(false);
          }}
          testId="support-topic"
          aria-invalid={topicMissing || undefined}
        >
          {!topic && (
            <option value="" disabled>
              {intl.formatMessage({ id: 'support.form.topic.choose' })}
            </option>
          )}
          {TOPICS.map((t) => (
            <option key={t} value={t}>
              {intl.formatMessage({ id: `support.topic.${t}` })}
            </option>
          ))}
        </Select>
        {topicMissing && (
          <span className="support-body__error" role="alert" data-testid="support-topic-required">
            <FormattedMessage id="support.form.topic.required" />
          </span>
        )}
      </FieldRow>
      <BodyField
        value={body}
        onChange={setBody}
        label={intl.formatMessage({ id: 'support.form.body' })}
        placeholderId="support.form.body.placeholder"
        touched={touched}
        onBlur={() => setTouched(true)}
        testId="support-body"
        inputRef={bodyRef}
        rows={7}
      />
      <ImagePicker
        purpose="support"
        max={MAX_IMAGES}
        label={<FormattedMessage id="support.form.images" values={{ max: MAX_IMAGES }} />}
        testId="support-attach"
        onChange={setImages}
        onBusyChange={setUploading}
      />
      {uploading && touched && (
        <p className="field__hint" role="status">
          <FormattedMessage id="support.form.uploading" />
        </p>
      )}
      <FormError error={failure?.error}>{failure && <FormattedMessage id={failure.messageId} />}</FormError>
      <Button type="submit" loading={loading} data-testid="support-submit">
        <FormattedMessage id="support.form.submit" />
      </Button>
    </form>
  );
}
