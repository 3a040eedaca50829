import { useMutation, useQuery } from '@apollo/client';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ContentKind } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { LOCALE_NATIVE_NAMES, LOCALES, type Locale } from '../../i18n/locales';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { FormError, TextInput } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { OpsPageTitle } from '../parts';
import { SanitisedHtml } from '../../features/content/SanitisedHtml';
import { BannerImageField } from './BannerImageField';
import { kindFromParam } from './ContentListPage';
import '../../features/content/content.css';
import './ops-content.css';

/** Longest Markdown body of one language (the server's limit). */
const MAX_BODY_LENGTH = 5000;
/** The preview is rendered by the server this long after typing stops. */
const PREVIEW_DEBOUNCE_MS = 400;

const ItemQuery = graphql(`
  query OpsContent_Item($id: ID!) {
    opsContentItem(id: $id) {
      id
      kind
      status
      pinned
      link
      slug
      imageUploadId
      imageUrl
      translations {
        lang
        title
        body
      }
    }
  }
`);

const PreviewQuery = graphql(`
  query OpsContent_Preview($body: String!) {
    opsContentPreview(body: $body)
  }
`);

const CreateMutation = graphql(`
  mutation OpsContent_Create($kind: ContentKind!, $input: ContentInput!, $publishAt: DateTime) {
    createContent(kind: $kind, input: $input, publishAt: $publishAt) {
      id
      status
    }
  }
`);

const UpdateMutation = graphql(`
  mutation OpsContent_Update($id: ID!, $input: ContentInput!) {
    updateContent(id: $id, input: $input) {
      id
      status
      title
      pinned
      link
      slug
      updatedAt
      translations {
        lang
        title
        body
      }
    }
  }
`);

type Versions = Record<Locale, { title: string; body: string }>;

interface Draft {
  versions: Versions;
  pinned: boolean;
  link: string;
  /** Help articles: the slug the app links to. */
  slug: string;
  imageUploadId: string | null;
  /** datetime-local value (the ops user's own time); empty: saved as a draft. */
  publishAt: string;
  /** The saved image's public link (banners). */
  imageUrl: string | null;
}

const emptyVersions = (): Versions => Object.fromEntries(LOCALES.map((l) => [l, { title: '', body: '' }])) as Versions;

/** Ops: create (`/ops/content/new?kind=…`) or edit (`/ops/content/:id`) a news item, notice, banner or help article (with its slug). */
export function ContentEditorPage() {
  const { id } = useParams();
  const [params] = useSearchParams();
  if (id && id !== 'new') return <ExistingEditor id={id} />;
  const kind = kindFromParam(params.get('kind'));
  return (
    <Editor
      kind={kind}
      initial={{ versions: emptyVersions(), pinned: false, link: '', slug: '', imageUploadId: null, publishAt: '', imageUrl: null }}
    />
  );
}

function ExistingEditor({ id }: { id: string }) {
  const query = useQuery(ItemQuery, { variables: { id }, fetchPolicy: 'network-only' });
  return (
    <QueryBoundary query={query}>
      {({ opsContentItem: item }) => {
        const versions = emptyVersions();
        for (const t of item.translations)
          if ((LOCALES as readonly string[]).includes(t.lang)) versions[t.lang as Locale] = { title: t.title, body: t.body };
        return (
          <Editor
            id={item.id}
            kind={item.kind}
            initial={{
              versions,
              pinned: item.pinned,
              link: item.link ?? '',
              slug: item.slug ?? '',
              imageUploadId: item.imageUploadId ?? null,
              publishAt: '',
              imageUrl: item.imageUrl ?? null,
            }}
          />
        );
      }}
    </QueryBoundary>
  );
}

function Preview({ body }: { body: string }) {
  const intl = useIntl();
  const debounced = useDebouncedValue(body.trim(), PREVIEW_DEBOUNCE_MS);
  const query = useQuery(PreviewQuery, { variables: { body: debounced }, skip: !debounced, fetchPolicy: 'network-only' });
  let content: ReactNode;
  if (!debounced) content = <p className="ops-content-note">{intl.formatMessage({ id: 'ops.content.previewEmpty' })}</p>;
  else if (query.error) content = <FormError>{intl.formatMessage({ id: errorMessageIdOf(query.error) })}</FormError>;
  else if (!query.data) content = <p className="ops-content-note">…</p>;
  else content = <SanitisedHtml html={query.data.opsContentPreview} testId="ops-content-preview-html" />;
  return (
    <section className="ops-content-preview" data-testid="ops-content-preview">
      <p className="ops-content-preview__label">
        <FormattedMessage id="ops.content.preview" />
      </p>
      {content}
    </section>
  );
}

function Editor({ id, kind, initial }: { id?: string; kind: ContentKind; initial: Draft }) {
  const intl = useIntl();
  const toast = useToast();
  const navigate = useNavigate();
  const [draft, setDraft] = useState<Draft>(initial);
  const [lang, setLang] = useState<Locale>('en');
  const [error, setError] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateMutation);
  const [update, updating] = useMutation(UpdateMutation);
  const isBanner = kind === 'BANNER';
  const isHelp = kind === 'HELP';
  const current = draft.versions[lang];

  const titleId = useId();
  const linkId = useId();
  const slugId = useId();
  const slugHintId = useId();

  const setVersion = (patch: Partial<{ title: string; body: string }>) => {
    setError(null);
    setDraft((d) => ({ ...d, versions: { ...d.versions, [lang]: { ...d.versions[lang], ...patch } } }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const input = {
      translations: LOCALES.filter((l) => l === 'en' || draft.versions[l].title.trim() || draft.versions[l].body.trim()).map((l) => ({
        lang: l,
        title: draft.versions[l].title,
        body: draft.versions[l].body,
      })),
      pinned: draft.pinned,
      link: isBanner && draft.link.trim() ? draft.link.trim() : null,
      imageUploadId: isBanner ? draft.imageUploadId : null,
      slug: isHelp ? draft.slug.trim() : null,
    };
    try {
      if (id) await update({ variables: { id, input } });
      else
        await create({
          variables: { kind, input, publishAt: draft.publishAt ? new Date(draft.publishAt).toISOString() : null },
          refetchQueries: ['OpsContent_List'],
        });
      toast.success(intl.formatMessage({ id: 'ops.content.saved' }));
      navigate(`${OPS_PATH}/content?kind=${kind}`);
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };

  return (
    <>
      <OpsPageTitle id={id ? 'ops.content.editTitle' : 'ops.content.newTitle'}>
        <span className="ops-content-note">
          <FormattedMessage id={`ops.content.kind.${kind}`} />
        </span>
      </OpsPageTitle>
      <form className="ops-card ops-content-editor" onSubmit={submit} data-testid="ops-content-editor">
        {isHelp && (
          <div className="ops-content-field">
            <label htmlFor={slugId}>
              <FormattedMessage id="ops.content.field.slug" />
            </label>
            <div className="input-box">
              <TextInput
                id={slugId}
                value={draft.slug}
                onChange={(slug) => {
                  setError(null);
                  setDraft((d) => ({ ...d, slug: slug.toLowerCase() }));
                }}
                maxLength={64}
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                placeholder="fees-and-charges"
                aria-describedby={slugHintId}
                testId="ops-content-slug"
              />
            </div>
            <p className="ops-content-note" id={slugHintId}>
              <FormattedMessage id="ops.content.slugHint" values={{ example: <code data-ops-content>fees-and-charges</code> }} />
            </p>
          </div>
        )}
        <div className="ops-content-langtabs" role="tablist" aria-label={intl.formatMessage({ id: 'ops.content.field.title' })}>
          {LOCALES.map((l) => (
            <button
              key={l}
              type="button"
              role="tab"
              lang={l}
              aria-selected={l === lang}
              className="ops-content-langtab"
              onClick={() => setLang(l)}
              data-testid={`ops-content-lang-${l}`}
            >
              {LOCALE_NATIVE_NAMES[l]}
              {l === 'en' && ' *'}
              {draft.versions[l].title.trim() && <span className="ops-content-langtab__dot" aria-hidden="true" />}
            </button>
          ))}
        </div>
        <p className="ops-content-note">
          {lang === 'en' ? <FormattedMessage id="ops.content.required" /> : <FormattedMessage id="ops.content.fallbackNote" />}
        </p>
        <div className="ops-content-field">
          <label htmlFor={titleId}>
            <FormattedMessage id="ops.content.field.title" />
          </label>
          <div className="input-box">
            <TextInput
              id={titleId}
              value={current.title}
              onChange={(title) => setVersion({ title })}
              testId="ops-content-title-input"
              lang={lang}
            />
          </div>
        </div>
        <label className="ops-content-field">
          <FormattedMessage id="ops.content.field.body" />
          <textarea
            className="ops-content-textarea"
            value={current.body}
            maxLength={MAX_BODY_LENGTH}
            onChange={(e) => setVersion({ body: e.target.value })}
            data-testid="ops-content-body-input"
            lang={lang}
          />
        </label>
        <Preview body={current.body} />
        <label className="ops-content-check">
          <input
            type="checkbox"
            checked={draft.pinned}
            onChange={(e) => setDraft((d) => ({ ...d, pinned: e.target.checked }))}
            data-testid="ops-content-pinned"
          />
          <FormattedMessage id="ops.content.field.pinned" />
        </label>
        {isBanner && (
          <>
            <div className="ops-content-field">
              <label htmlFor={linkId}>
                <FormattedMessage id="ops.content.field.link" />
              </label>
              <div className="input-box">
                <TextInput
                  id={linkId}
                  value={draft.link}
                  onChange={(link) => {
                    setError(null);
                    setDraft((d) => ({ ...d, link }));
                  }}
                  testId="ops-content-link"
                  placeholder="/subPackages/news/news"
                />
              </div>
            </div>
            <BannerImageField
              imageUrl={initial.imageUrl}
              onChange={(imageUploadId) => {
                setError(null);
                setDraft((d) => ({ ...d, imageUploadId }));
              }}
            />
          </>
        )}
        {!id && (
          <label className="ops-content-field">
            <FormattedMessage id="ops.content.field.publishAt" />
            <div className="input-box">
              <input
                className="input"
                type="datetime-local"
                value={draft.publishAt}
                onChange={(e) => setDraft((d) => ({ ...d, publishAt: e.target.value }))}
                data-testid="ops-content-publish-at"
              />
            </div>
          </label>
        )}
        <FormError>{error}</FormError>
        <div className="ops-content-buttons">
          <Button type="submit" block={false} loading={creating.loading || updating.loading} data-testid="ops-content-save">
            <FormattedMessage id="ops.content.save" />
          </Button>
          <Button variant="secondary" block={false} onClick={() => navigate(`${OPS_PATH}/content?kind=${kind}`)}>
            <FormattedMessage id="ops.content.cancel" />
          </Button>
        </div>
      </form>
    </>
  );
}
