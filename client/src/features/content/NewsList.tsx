import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { useLang } from '../../i18n/useLang';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { ContentTime } from './ContentTime';
import { appendPage, ContentPagedList } from './ContentPagedList';
import './content.css';

/** News and notice pages: items per page, the next one loaded on reaching the bottom. */
export const CONTENT_PAGE_SIZE = 10;

const NewsListQuery = graphql(`
  query NewsList_Page($lang: String, $first: Int!, $after: String) {
    newsPage(lang: $lang, first: $first, after: $after) {
      items {
        id
        title
        summary
        publishedAt
        pinned
      }
      nextCursor
    }
  }
`);

/** The news list: pull to refresh (45px), next page at the bottom, loading, empty and error states. */
export function NewsList() {
  const lang = useLang();
  const nav = useNav();
  const refreshed = useRefreshToast();
  const query = useQuery(NewsListQuery, { variables: { lang, first: CONTENT_PAGE_SIZE }, notifyOnNetworkStatusChange: false });
  return (
    <PullToRefresh onRefresh={() => refreshed(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ newsPage }) =>
          newsPage.items.length === 0 ? (
            <div className="card">
              <EmptyState
                icon="document"
                title={<FormattedMessage id="content.news.empty" />}
                description={<FormattedMessage id="content.news.emptyText" />}
              />
            </div>
          ) : (
            <ContentPagedList
              nextCursor={newsPage.nextCursor}
              fetchMore={(after) =>
                query.fetchMore({
                  variables: { after },
                  updateQuery: (prev, { fetchMoreResult }) => ({ ...prev, newsPage: appendPage(prev.newsPage, fetchMoreResult.newsPage) }),
                })
              }
              testId="news-list"
            >
              {newsPage.items.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    className="content-row"
                    data-testid="news-item"
                    onClick={() => nav.navigateTo(buildUrl(routeByName('newsDetail').path, { id: n.id }))}
                  >
                    <p className="content-row__title" data-ops-content>
                      {n.title}
                    </p>
                    {n.summary && (
                      <p className="content-row__summary" data-ops-content>
                        {n.summary}
                      </p>
                    )}
                    <div className="content-row__meta">
                      {n.pinned && (
                        <span className="content-badge">
                          <FormattedMessage id="content.pinned" />
                        </span>
                      )}
                      <ContentTime at={n.publishedAt} />
                    </div>
                  </button>
                </li>
              ))}
            </ContentPagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}
