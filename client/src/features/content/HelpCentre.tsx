import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { errorCodeOf, errorMessageIdOf } from '../../i18n/errors';
import { useLang } from '../../i18n/useLang';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { FormError, TextInput } from '../../ui/Field';
import { helpArticleUrl } from '../../ui/HelpArticleLink';
import { Icon } from '../../ui/icons';
import { DelayedLoading, LoadError } from '../../ui/PageState';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { appendPage, ContentPagedList } from './ContentPagedList';
import './content.css';

/** Longest search the server takes (HELP_QUERY_TOO_LONG beyond it). */
export const MAX_HELP_QUERY_LENGTH = 100;
/** Articles per page. */
export const HELP_PAGE_SIZE = 20;

const HelpArticlesQuery = graphql(`
  query HelpCentre_Articles($lang: String, $query: String, $first: Int!, $after: String) {
    helpArticles(lang: $lang, query: $query, first: $first, after: $after) {
      items {
        id
        slug
        lang
        title
        summary
      }
      nextCursor
    }
  }
`);

/** Codes a search can get that the reader fixes by typing: shown under the box. */
const INPUT_ERRORS = new Set(['HELP_QUERY_TOO_LONG', 'TEXT_TOO_LONG', 'BAD_INPUT']);

function Results({ text, lang }: { text: string; lang: string }) {
  const nav = useNav();
  const query = useQuery(HelpArticlesQuery, {
    variables: { lang, query: text || null, first: HELP_PAGE_SIZE },
    notifyOnNetworkStatusChange: false,
  });
  // While a new search runs, the last results stay (marked busy) rather than blinking away.
  const data = query.data ?? query.previousData;
  if (query.error) {
    if (INPUT_ERRORS.has(errorCodeOf(query.error)))
      return (
        <FormError>
          <FormattedMessage id={errorMessageIdOf(query.error)} />
        </FormError>
      );
    return <LoadError error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} />;
  }
  if (!data) return <DelayedLoading reserve="240px" />;
  const page = data.helpArticles;
  if (page.items.length === 0) {
    return (
      <div className="card" data-testid="help-empty">
        {text ? (
          <EmptyState
            icon="search"
            title={<FormattedMessage id="help.noResults" values={{ query: text }} />}
            description={<FormattedMessage id="help.noResultsText" />}
          />
        ) : (
          <EmptyState icon="document" title={<FormattedMessage id="help.empty" />} />
        )}
      </div>
    );
  }
  return (
    <div className={query.loading ? 'help-results help-results--busy' : 'help-results'} aria-busy={query.loading}>
      <ContentPagedList
        nextCursor={page.nextCursor}
        fetchMore={(after) =>
          query.fetchMore({
            variables: { after },
            updateQuery: (prev, { fetchMoreResult }) => ({
              ...prev,
              helpArticles: appendPage(prev.helpArticles, fetchMoreResult.helpArticles),
            }),
          })
        }
        testId="help-results"
      >
        {page.items.map((a) => (
          <li key={a.id}>
            <a
              className="content-row help-row"
              href={`#${helpArticleUrl(a.slug ?? '')}`}
              onClick={(event) => {
                event.preventDefault();
                nav.navigateTo(helpArticleUrl(a.slug ?? ''));
              }}
              data-testid="help-result"
              data-slug={a.slug}
            >
              <span className="content-row__title help-row__title" data-ops-content lang={a.lang}>
                {a.title}
              </span>
              {a.summary && (
                <span className="content-row__summary" data-ops-content lang={a.lang}>
                  {a.summary}
                </span>
              )}
            </a>
          </li>
        ))}
      </ContentPagedList>
    </div>
  );
}

/**
 * The help centre: a search over the articles ops publish (title and text, in the reader's language or
 * English; debounced 100 ms), the matching articles or all of them, and the one safety rule every
 * support screen repeats.
 */
export function HelpCentre({ initialQuery = '' }: { initialQuery?: string }) {
  const intl = useIntl();
  const lang = useLang();
  const [text, setText] = useState(initialQuery.slice(0, MAX_HELP_QUERY_LENGTH));
  const settled = useDebouncedValue(text.trim());
  const placeholder = intl.formatMessage({ id: 'help.search.placeholder' });
  return (
    <>
      <div className="help-search">
        <div className="input-box help-search__box">
          <Icon name="search" size={18} className="help-search__icon" />
          <TextInput
            value={text}
            onChange={setText}
            type="search"
            enterKeyHint="search"
            maxLength={MAX_HELP_QUERY_LENGTH}
            placeholder={placeholder}
            aria-label={placeholder}
            testId="help-search"
          />
          {text && (
            <button
              type="button"
              className="input-box__toggle"
              aria-label={intl.formatMessage({ id: 'help.search.clear' })}
              onClick={() => setText('')}
              data-testid="help-search-clear"
            >
              <Icon name="close" size={18} />
            </button>
          )}
        </div>
      </div>
      <p className="help-safety" data-testid="help-safety">
        <Icon name="shield" size={16} className="help-safety__icon" />
        <span>
          <FormattedMessage id="help.safety" />
        </span>
      </p>
      <Results text={settled} lang={lang} />
    </>
  );
}
