import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { graphql } from '../../gql';
import { errorCodeOf } from '../../i18n/errors';
import { useLang } from '../../i18n/useLang';
import { routeByName } from '../../navigation/routeTable';
import { usePageQuery } from '../../navigation/useQuery';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { SanitisedHtml } from './SanitisedHtml';
import './content.css';

const HelpArticleQuery = graphql(`
  query HelpArticle_Article($slug: String!, $lang: String) {
    helpArticle(slug: $slug, lang: $lang) {
      id
      slug
      lang
      title
      bodyHtml
    }
  }
`);

/** Back to the whole help centre (from an article, or from one that does not exist). */
function AllArticles() {
  const nav = useNav();
  return (
    <div className="help-all">
      <Button variant="secondary" block={false} onClick={() => nav.navigateTo(routeByName('helpCentre').path)} data-testid="help-all">
        <FormattedMessage id="help.allArticles" />
      </Button>
    </div>
  );
}

/**
 * One help article (`?slug=…`), in the reader's language or English. The body is HTML the server
 * rendered from Markdown and sanitised with a strict allow-list when ops saved it, inserted as is.
 */
export function HelpArticle() {
  const { slug } = usePageQuery();
  const lang = useLang();
  const query = useQuery(HelpArticleQuery, { variables: { slug: slug ?? '', lang }, skip: !slug });
  if (!slug || (query.error && errorCodeOf(query.error) === 'NOT_FOUND')) {
    return (
      <>
        <div className="card" data-testid="help-not-found">
          <EmptyState icon="document" title={<FormattedMessage id="help.notFound" />} />
        </div>
        <AllArticles />
      </>
    );
  }
  return (
    <QueryBoundary query={query}>
      {({ helpArticle: a }) => (
        <>
          <article className="content-article" data-testid="help-article" data-slug={a.slug} lang={a.lang}>
            <h1 className="content-article__title" data-testid="help-article-title" data-ops-content>
              {a.title}
            </h1>
            {a.lang !== lang && (
              <p className="content-article__note" lang={lang}>
                <FormattedMessage id="content.inEnglish" />
              </p>
            )}
            <SanitisedHtml html={a.bodyHtml} testId="help-article-body" />
          </article>
          <p className="help-safety">
            <FormattedMessage id="help.safety" />
          </p>
          <AllArticles />
        </>
      )}
    </QueryBoundary>
  );
}
