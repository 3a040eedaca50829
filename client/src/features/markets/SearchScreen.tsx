import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { InstrumentWithQuote } from './fragments';
import { errorCodeOf, errorMessageIdOf } from '../../i18n/errors';
import { useConfirm } from '../../ui/Dialog';
import { EmptyState } from '../../ui/EmptyState';
import { FormError, TextInput } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { DelayedLoading, LoadError, QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useSession } from '../auth/useSession';
import { InstrumentRows } from './InstrumentRows';
import { Section } from './Section';
import { useLang } from '../../i18n/useLang';
import { useLiveQuotes } from './useLiveQuotes';

const SearchQuery = graphql(`
  query Search_Instruments($query: String!, $lang: String) {
    searchInstruments(query: $query, first: 20) {
      symbol
      ...InstrumentRow
      quote {
        ...QuoteFields
      }
    }
  }
`);

const HistoryQuery = graphql(`
  query Search_History($lang: String) {
    searchHistory {
      at
      instrument {
        symbol
        ...InstrumentRow
        quote {
          ...QuoteFields
        }
      }
    }
  }
`);

const RecordMutation = graphql(`
  mutation Search_Record($symbol: ID!, $lang: String) {
    recordSearch(symbol: $symbol) {
      at
      instrument {
        symbol
        ...InstrumentRow
        quote {
          ...QuoteFields
        }
      }
    }
  }
`);

const ClearMutation = graphql(`
  mutation Search_ClearHistory {
    clearSearchHistory
  }
`);

/** Error codes a search answer can carry that the user can fix by typing: shown inline. */
const INPUT_ERRORS = new Set(['SEARCH_QUERY_TOO_LONG', 'TEXT_TOO_LONG', 'BAD_INPUT']);

function History({ lang }: { lang: string }) {
  const intl = useIntl();
  const confirm = useConfirm();
  const toast = useToast();
  const query = useQuery(HistoryQuery, { variables: { lang }, fetchPolicy: 'cache-and-network' });
  const [clear, clearing] = useMutation(ClearMutation, {
    update: (cache) => cache.writeQuery({ query: HistoryQuery, variables: { lang }, data: { __typename: 'Query', searchHistory: [] } }),
  });
  const onClear = async () => {
    const ok = await confirm({
      title: intl.formatMessage({ id: 'markets.search.clearTitle' }),
      message: intl.formatMessage({ id: 'markets.search.clearMessage' }),
      confirmText: intl.formatMessage({ id: 'markets.search.clearConfirm' }),
      danger: true,
    });
    if (!ok) return;
    try {
      await clear();
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };
  return (
    <QueryBoundary query={query}>
      {({ searchHistory }) =>
        searchHistory.length === 0 ? (
          <EmptyState
            icon="clock"
            title={<FormattedMessage id="markets.search.noHistory" />}
            description={<FormattedMessage id="markets.search.hint" />}
          />
        ) : (
          <Section
            title={<FormattedMessage id="markets.search.history" />}
            testId="search-history"
            action={
              <button
                type="button"
                className="link-button link-button--muted"
                data-testid="search-clear-history"
                disabled={clearing.loading}
                onClick={() => void onClear()}
              >
                <Icon name="trash" size={16} />
                <FormattedMessage id="markets.search.clear" />
              </button>
            }
          >
            <div className="card card--flush">
              <InstrumentRows rows={searchHistory.map((e) => e.instrument)} testId="search-history-list" />
            </div>
          </Section>
        )
      }
    </QueryBoundary>
  );
}

function Results({ text, lang, onOpen }: { text: string; lang: string; onOpen: (row: InstrumentWithQuote) => void }) {
  const query = useQuery(SearchQuery, { variables: { query: text, lang } });
  const data = query.data ?? query.previousData;
  useLiveQuotes(data?.searchInstruments.map((i) => i.symbol) ?? []);
  if (query.error) {
    const code = errorCodeOf(query.error);
    if (INPUT_ERRORS.has(code))
      return (
        <FormError>
          <FormattedMessage id={errorMessageIdOf(query.error)} />
        </FormError>
      );
    return <LoadError error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} />;
  }
  if (!data) return <DelayedLoading />;
  if (data.searchInstruments.length === 0) {
    return <EmptyState icon="search" title={<FormattedMessage id="markets.search.noResults" values={{ query: text }} />} />;
  }
  return (
    <div className="card card--flush">
      <InstrumentRows rows={data.searchInstruments} onOpen={onOpen} testId="search-results" />
    </div>
  );
}

/** Search by code or name across markets (debounced 100 ms); signed-in users keep a history. */
export function SearchScreen() {
  const intl = useIntl();
  const lang = useLang();
  const { me } = useSession();
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text.trim());
  const [record] = useMutation(RecordMutation, {
    update: (cache, { data }) => {
      if (data)
        cache.writeQuery({ query: HistoryQuery, variables: { lang }, data: { __typename: 'Query', searchHistory: data.recordSearch } });
    },
  });
  const onOpen = (row: InstrumentWithQuote) => {
    // Signed-out visitors search without a history. A failure to record is not worth an error.
    if (me) record({ variables: { symbol: row.symbol, lang } }).catch(() => undefined);
  };

  return (
    <>
      <div className="search-bar">
        <div className="input-box search-bar__box">
          <Icon name="search" size={18} className="search-bar__icon" />
          <TextInput
            value={text}
            onChange={setText}
            type="search"
            enterKeyHint="search"
            autoFocus
            placeholder={intl.formatMessage({ id: 'markets.search.placeholder' })}
            aria-label={intl.formatMessage({ id: 'markets.search.placeholder' })}
            testId="search-input"
          />
          {text && (
            <button
              type="button"
              className="input-box__toggle"
              aria-label={intl.formatMessage({ id: 'markets.search.clearInput' })}
              onClick={() => setText('')}
            >
              <Icon name="close" size={18} />
            </button>
          )}
        </div>
      </div>
      {settled ? (
        <Results text={settled} lang={lang} onOpen={onOpen} />
      ) : me ? (
        <History lang={lang} />
      ) : (
        <EmptyState
          icon="search"
          title={<FormattedMessage id="markets.search.hint" />}
          description={<FormattedMessage id="markets.search.signInForHistory" />}
        />
      )}
    </>
  );
}
