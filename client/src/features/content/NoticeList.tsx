import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { useLang } from '../../i18n/useLang';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { ContentTime } from './ContentTime';
import { SanitisedHtml } from './SanitisedHtml';
import { appendPage, ContentPagedList } from './ContentPagedList';
import { CONTENT_PAGE_SIZE } from './NewsList';
import './content.css';

const NoticeListQuery = graphql(`
  query NoticeList_Page($lang: String, $first: Int!, $after: String) {
    notices(lang: $lang, first: $first, after: $after) {
      items {
        id
        lang
        title
        bodyHtml
        publishedAt
        pinned
      }
      nextCursor
    }
  }
`);

/** Notices, pinned first then newest, each in full (they are short); pull to refresh, paged. */
export function NoticeList() {
  const lang = useLang();
  const refreshed = useRefreshToast();
  const query = useQuery(NoticeListQuery, { variables: { lang, first: CONTENT_PAGE_SIZE } });
  return (
    <PullToRefresh onRefresh={() => refreshed(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ notices }) =>
          notices.items.length === 0 ? (
            <div className="card">
              <EmptyState icon="bell" title={<FormattedMessage id="content.notices.empty" />} />
            </div>
          ) : (
            <ContentPagedList
              nextCursor={notices.nextCursor}
              fetchMore={(after) =>
                query.fetchMore({
                  variables: { after },
                  updateQuery: (prev, { fetchMoreResult }) => ({ ...prev, notices: appendPage(prev.notices, fetchMoreResult.notices) }),
                })
              }
              testId="notice-list"
            >
              {notices.items.map((n) => (
                <li key={n.id}>
                  <article className="content-row content-row--plain" data-testid="notice-item" lang={n.lang}>
                    <h2 className="content-row__title" data-ops-content>
                      {n.title}
                    </h2>
                    <div className="content-row__meta">
                      {n.pinned && (
                        <span className="content-badge">
                          <FormattedMessage id="content.pinned" />
                        </span>
                      )}
                      <ContentTime at={n.publishedAt} />
                    </div>
                    <SanitisedHtml html={n.bodyHtml} />
                  </article>
                </li>
              ))}
            </ContentPagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}
