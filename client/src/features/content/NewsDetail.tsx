import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { useLang } from '../../i18n/useLang';
import { usePageQuery } from '../../navigation/useQuery';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { ContentTime } from './ContentTime';
import { SanitisedHtml } from './SanitisedHtml';
import './content.css';

const NewsDetailQuery = graphql(`
  query NewsDetail_Article($id: ID!, $lang: String) {
    newsItem(id: $id, lang: $lang) {
      id
      lang
      title
      bodyHtml
      publishedAt
    }
  }
`);

function isNotFound(error: unknown): boolean {
  const e = error as { graphQLErrors?: ReadonlyArray<{ extensions?: { code?: unknown } }> } | undefined;
  return Boolean(e?.graphQLErrors?.some((g) => g.extensions?.code === 'NOT_FOUND'));
}

function NotFound() {
  return (
    <div className="card" data-testid="news-not-found">
      <EmptyState icon="document" title={<FormattedMessage id="status.dataNotFound" />} />
    </div>
  );
}

/**
 * One article (`?id=…`). The body is HTML the server rendered from Markdown and sanitised with a strict
 * allow-list (scripts, event handlers and javascript:/data: links are refused when saved), so it is
 * inserted as is.
 */
export function NewsDetail() {
  const { id } = usePageQuery();
  const lang = useLang();
  const query = useQuery(NewsDetailQuery, { variables: { id: id ?? '', lang }, skip: !id });
  if (!id || isNotFound(query.error)) return <NotFound />;
  return (
    <QueryBoundary query={query}>
      {({ newsItem }) => (
        <article className="content-article" data-testid="news-detail" lang={newsItem.lang}>
          <h1 className="content-article__title" data-testid="news-detail-title" data-ops-content>
            {newsItem.title}
          </h1>
          <div className="content-row__meta">
            <ContentTime at={newsItem.publishedAt} />
          </div>
          {newsItem.lang !== lang && (
            <p className="content-article__note" lang={lang}>
              <FormattedMessage id="content.inEnglish" />
            </p>
          )}
          <SanitisedHtml html={newsItem.bodyHtml} testId="news-detail-body" />
        </article>
      )}
    </QueryBoundary>
  );
}
