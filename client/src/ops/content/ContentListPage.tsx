import { useMutation, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { graphql } from '../../gql';
import type { ContentKind, ContentStatus } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { QueryBoundary } from '../../ui/PageState';
import { Tabs } from '../../ui/Tabs';
import { useToast } from '../../ui/Toast';
import { EmptyLine, OpsPageTitle, useFormatDateTime } from '../parts';
import '../../features/content/content.css';
import './ops-content.css';

export const KINDS: readonly ContentKind[] = ['NEWS', 'NOTICE', 'BANNER', 'HELP'];

const OpsContentQuery = graphql(`
  query OpsContent_List($kind: ContentKind, $first: Int!, $after: String) {
    opsContent(kind: $kind, first: $first, after: $after) {
      items {
        id
        kind
        slug
        status
        title
        pinned
        publishAt
        updatedAt
        translations {
          lang
        }
      }
      nextCursor
    }
  }
`);

const PublishMutation = graphql(`
  mutation OpsContent_Publish($id: ID!) {
    publishContent(id: $id) {
      id
      status
      publishAt
      updatedAt
    }
  }
`);

const UnpublishMutation = graphql(`
  mutation OpsContent_Unpublish($id: ID!) {
    unpublishContent(id: $id) {
      id
      status
      publishAt
      updatedAt
    }
  }
`);

const DeleteMutation = graphql(`
  mutation OpsContent_Delete($id: ID!) {
    deleteContent(id: $id)
  }
`);

const STATUS_CLASS: Record<ContentStatus, string> = {
  DRAFT: 'neutral',
  SCHEDULED: 'pending',
  PUBLISHED: 'ok',
};

export function kindFromParam(value: string | null): ContentKind {
  return KINDS.find((k) => k === value) ?? 'NEWS';
}

/** Ops: news, notices, banners and help articles, one tab per kind; create, edit, publish, unpublish and delete. */
export function ContentListPage() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const formatDateTime = useFormatDateTime();
  const [params, setParams] = useSearchParams();
  const kind = kindFromParam(params.get('kind'));
  const query = useQuery(OpsContentQuery, { variables: { kind, first: 50 }, fetchPolicy: 'cache-and-network' });
  const [publish, publishing] = useMutation(PublishMutation);
  const [unpublish, unpublishing] = useMutation(UnpublishMutation);
  const [remove, removing] = useMutation(DeleteMutation);
  const busy = publishing.loading || unpublishing.loading || removing.loading;

  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast.success(intl.formatMessage({ id: done }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };
  const onDelete = async (id: string, title: string) => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'ops.content.deleteTitle' }),
      message: intl.formatMessage({ id: 'ops.content.deleteMessage' }, { title }),
      confirmText: intl.formatMessage({ id: 'ops.content.delete' }),
      danger: true,
    });
    if (!ok) return;
    await act(async () => {
      await remove({ variables: { id } });
      await query.refetch();
    }, 'ops.content.deleted');
  };

  return (
    <>
      <OpsPageTitle id="ops.menu.content">
        <Button block={false} onClick={() => navigate(`${OPS_PATH}/content/new?kind=${kind}`)} data-testid="ops-content-new">
          <FormattedMessage id="ops.content.new" />
        </Button>
      </OpsPageTitle>
      <Tabs
        value={kind}
        onChange={(k) => setParams({ kind: k })}
        options={KINDS.map((k) => ({ value: k, label: <FormattedMessage id={`ops.content.kind.${k}`} /> }))}
        testId="ops-content-kind"
        label={intl.formatMessage({ id: 'ops.menu.content' })}
      />
      <QueryBoundary query={query}>
        {({ opsContent }) =>
          opsContent.items.length === 0 ? (
            <EmptyLine id="ops.content.empty" />
          ) : (
            <ul className="ops-list" data-testid="ops-content-list">
              {opsContent.items.map((item) => (
                <li key={item.id} className="ops-card" data-testid="ops-content-item">
                  <div className="ops-card__head">
                    <span className="ops-card__title" data-testid="ops-content-title" data-ops-content>
                      {item.title}
                    </span>
                    <span className={`status status--${STATUS_CLASS[item.status]}`} data-testid="ops-content-status">
                      <FormattedMessage id={`ops.content.status.${item.status}`} />
                    </span>
                  </div>
                  <p className="ops-card__summary ops-content-meta">
                    {item.pinned && (
                      <span className="content-badge">
                        <FormattedMessage id="content.pinned" />
                      </span>
                    )}
                    {item.slug && (
                      <code className="ops-content-slug" data-testid="ops-content-slug-value" data-ops-content>
                        {item.slug}
                      </code>
                    )}
                    <span className="ops-content-langs">{item.translations.map((t) => t.lang).join(' · ')}</span>
                    {item.publishAt && (
                      <span>
                        <FormattedMessage
                          id={item.status === 'PUBLISHED' ? 'content.publishedAt' : 'ops.content.publishAtValue'}
                          values={{ time: formatDateTime(item.publishAt) }}
                        />
                      </span>
                    )}
                    <span>
                      <FormattedMessage id="ops.content.updatedAt" values={{ time: formatDateTime(item.updatedAt) }} />
                    </span>
                  </p>
                  <div className="ops-card__actions ops-content-actions">
                    <Button
                      variant="secondary"
                      block={false}
                      onClick={() => navigate(`${OPS_PATH}/content/${item.id}`)}
                      data-testid="ops-content-edit"
                    >
                      <FormattedMessage id="ops.content.edit" />
                    </Button>
                    {item.status === 'DRAFT' ? (
                      <Button
                        block={false}
                        disabled={busy}
                        onClick={() => act(() => publish({ variables: { id: item.id } }), 'ops.content.publishedToast')}
                        data-testid="ops-content-publish"
                      >
                        <FormattedMessage id="ops.content.publish" />
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        block={false}
                        disabled={busy}
                        onClick={() => act(() => unpublish({ variables: { id: item.id } }), 'ops.content.unpublishedToast')}
                        data-testid="ops-content-unpublish"
                      >
                        <FormattedMessage id="ops.content.unpublish" />
                      </Button>
                    )}
                    <Button
                      variant="danger"
                      block={false}
                      disabled={busy}
                      onClick={() => onDelete(item.id, item.title)}
                      data-testid="ops-content-delete"
                    >
                      <FormattedMessage id="ops.content.delete" />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </>
  );
}
