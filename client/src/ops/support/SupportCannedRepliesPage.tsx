import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { graphql } from '../../gql';
import type { OpsSupport_CannedRepliesQuery } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { FormError, TextField } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { EMPTY_TEXTS, fromTextValues, type LocalisedDraft, LocalisedTextFields, toTextInput, translatedInto } from '../LocalisedTextFields';
import { EmptyLine, Fact, OpsPageTitle, useFormatDateTime } from '../parts';
import { CannedRepliesQuery } from './queries';
import { LINK_EXAMPLE, SUPPORT_BODY_MAX } from './supportRules';
import './support-ops.css';

const SaveMutation = graphql(`
  mutation OpsSupport_SaveCannedReply($input: SupportCannedReplyInput!) {
    opsSaveSupportCannedReply(input: $input) {
      id
      title
      updatedAt
      texts {
        en
        fr
        es
        zhHans
        zhHant
      }
    }
  }
`);

const DeleteMutation = graphql(`
  mutation OpsSupport_DeleteCannedReply($id: ID!) {
    opsDeleteSupportCannedReply(id: $id)
  }
`);

type Canned = OpsSupport_CannedRepliesQuery['opsSupportCannedReplies'][number];

/** What the form edits: a new reply (no id) or one being changed. */
type Editing = { id: string | null; title: string; texts: LocalisedDraft };

/**
 * Canned replies: answers ops keep ready in five languages (English required), inserted into a reply in
 * the user's language. Create, change, delete (confirmed); every change is audited on the server.
 */
export function SupportCannedRepliesPage() {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const formatDateTime = useFormatDateTime();
  const query = useQuery(CannedRepliesQuery, { fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [remove] = useMutation(DeleteMutation, { refetchQueries: ['OpsSupport_CannedReplies'], awaitRefetchQueries: true });
  const onDelete = async (c: Canned) => {
    setError(null);
    const ok = await confirm({
      title: intl.formatMessage({ id: 'ops.support.canned.deleteTitle' }),
      message: intl.formatMessage({ id: 'ops.support.canned.deleteConfirm' }, { title: c.title }),
      confirmText: intl.formatMessage({ id: 'ops.support.canned.delete' }),
      danger: true,
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: c.id } });
      if (editing?.id === c.id) setEditing(null);
      toast.success(intl.formatMessage({ id: 'ops.support.canned.deleted' }));
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  return (
    <div data-testid="ops-support-canned-list">
      <div className="ops-title">
        <Link className="ops-support-back" to={`${OPS_PATH}/support`} data-testid="ops-support-back">
          <FormattedMessage id="ops.support.backToInbox" />
        </Link>
      </div>
      <OpsPageTitle id="ops.support.canned.title">
        {!editing && (
          <Button
            block={false}
            onClick={() => setEditing({ id: null, title: '', texts: EMPTY_TEXTS })}
            data-testid="ops-support-canned-new"
          >
            <FormattedMessage id="ops.support.canned.new" />
          </Button>
        )}
      </OpsPageTitle>
      <p className="ops-intro">
        <FormattedMessage id="ops.support.canned.intro" />
      </p>
      {editing && <CannedForm key={editing.id ?? 'new'} initial={editing} onDone={() => setEditing(null)} />}
      <FormError>{error}</FormError>
      <QueryBoundary query={query}>
        {({ opsSupportCannedReplies: replies }) =>
          replies.length === 0 ? (
            <EmptyLine id="ops.support.canned.empty" />
          ) : (
            <ul className="ops-list">
              {replies.map((c) => (
                <li key={c.id} className="ops-card" data-testid="ops-support-canned-item" data-id={c.id}>
                  <div className="ops-card__head">
                    <span className="ops-card__title" data-testid="ops-support-canned-item-title" data-ops-content>
                      {c.title}
                    </span>
                  </div>
                  <p className="ops-support-canned-text" lang="en" data-ops-content>
                    {c.texts.en}
                  </p>
                  <dl className="ops-facts">
                    <Fact label={<FormattedMessage id="ops.text.translations" />} testId="ops-support-canned-translated">
                      {translatedInto(c.texts)}
                    </Fact>
                    <Fact label={<FormattedMessage id="ops.support.canned.updated" />}>{formatDateTime(c.updatedAt)}</Fact>
                  </dl>
                  <div className="ops-buttons ops-support-canned-actions">
                    <Button variant="secondary" block={false} onClick={() => void onDelete(c)} data-testid="ops-support-canned-delete">
                      <FormattedMessage id="ops.support.canned.delete" />
                    </Button>
                    <Button
                      variant="secondary"
                      block={false}
                      onClick={() => {
                        setEditing({ id: c.id, title: c.title, texts: fromTextValues(c.texts) });
                        window.scrollTo({ top: 0 });
                      }}
                      data-testid="ops-support-canned-edit"
                    >
                      <FormattedMessage id="ops.support.canned.edit" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </div>
  );
}

function CannedForm({ initial, onDone }: { initial: Editing; onDone: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const [title, setTitle] = useState(initial.title);
  const [texts, setTexts] = useState(initial.texts);
  const [error, setError] = useState<string | null>(null);
  const [save, saving] = useMutation(SaveMutation, { refetchQueries: ['OpsSupport_CannedReplies'], awaitRefetchQueries: true });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!title.trim()) return setError(intl.formatMessage({ id: 'ops.support.canned.titleRequired' }));
    if (!texts.en.trim()) return setError(intl.formatMessage({ id: 'ops.support.canned.englishRequired' }));
    const t = toTextInput(texts);
    try {
      await save({ variables: { input: { id: initial.id, title: title.trim(), ...t, en: t.en ?? '' } } });
      toast.success(intl.formatMessage({ id: 'ops.support.canned.saved' }));
      onDone();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  return (
    <form className="ops-card ops-form ops-support-canned-form" onSubmit={submit} noValidate data-testid="ops-support-canned-form">
      <p className="ops-support-reply__title">
        <FormattedMessage id={initial.id ? 'ops.support.canned.editTitle' : 'ops.support.canned.newTitle'} />
      </p>
      <TextField
        label={<FormattedMessage id="ops.support.canned.fieldTitle" />}
        value={title}
        onChange={setTitle}
        testId="ops-support-canned-title"
      />
      <LocalisedTextFields
        label={<FormattedMessage id="ops.support.canned.fieldText" />}
        value={texts}
        onChange={setTexts}
        testId="ops-support-canned-text"
        multiLine
        maxLength={SUPPORT_BODY_MAX}
        note={<FormattedMessage id="ops.support.canned.fallbackNote" />}
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
      </p>
      <FormError>{error}</FormError>
      <div className="ops-buttons">
        <Button variant="secondary" block={false} onClick={onDone} disabled={saving.loading} data-testid="ops-support-canned-cancel">
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button type="submit" block={false} loading={saving.loading} data-testid="ops-support-canned-save">
          <FormattedMessage id="ops.support.canned.save" />
        </Button>
      </div>
    </form>
  );
}
