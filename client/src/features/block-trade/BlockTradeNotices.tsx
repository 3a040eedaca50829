import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { graphql } from '../../gql';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { useCopyWithToast } from '../../ui/copyText';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/icons';
import { PagedList } from '../../ui/money/PagedList';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { UserTime } from '../../ui/time/Zoned';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { codeOf } from './parts';
import './block-trade.css';
import { OpsText } from '../../ui/allocation/parts';
import type { LocalisedTextValue } from '../../ui/text/LocalisedText';

/** The signed-in user's purchase-code notices, in the reader's language (read again on BLOCK_TRADE_CODE_ISSUED). */
export const BlockTradeNoticesQuery = graphql(`
  query BlockTradeNotices_Mine($lang: String, $first: Int!, $after: String) {
    myBlockTradeNotices(lang: $lang, first: $first, after: $after) {
      items {
        id
        kind
        at
        closesAt
        code
        usedAt
        lang
        title
        text
        offeringId
        stockNameText {
          text
          lang
          fallback
        }
        symbol
      }
      nextCursor
    }
  }
`);

const SUBSCRIBE_PATH = routeByName('blockTradeSubscribe').path;

/**
 * "My notices" (PRODUCT.md §5): each personal purchase code issued to the user, with the server's notice
 * in the reader's language, the code to copy, the stock, until when it works and the offering's page.
 * For signed-in users only (the page decides); newest first, paged, pull to refresh.
 */
export function BlockTradeNotices() {
  // The reader's language (the IntlProvider's locale is the app's locale code).
  const lang = useIntl().locale;
  const refreshed = useRefreshToast();
  const query = useQuery(BlockTradeNoticesQuery, { variables: { lang, first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <PullToRefresh onRefresh={() => refreshed(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ myBlockTradeNotices }) =>
          myBlockTradeNotices.items.length === 0 ? (
            <div className="card" data-testid="bt-notices-empty">
              <EmptyState
                icon="bell"
                title={<FormattedMessage id="blockTrade.notices.empty" />}
                description={<FormattedMessage id="blockTrade.notices.emptyText" />}
              />
            </div>
          ) : (
            <PagedList nextCursor={myBlockTradeNotices.nextCursor} fetchMore={query.fetchMore} testId="bt-notices">
              {myBlockTradeNotices.items.map((n) => (
                <li key={n.id} className="card bt-notice" data-testid="bt-notice" data-id={n.id} data-offering={n.offeringId}>
                  <NoticeCard notice={n} />
                </li>
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}

interface Notice {
  id: string;
  closesAt: string;
  at: string;
  code: string;
  usedAt?: string | null;
  lang: string;
  title: string;
  text: string;
  offeringId: string;
  stockNameText: LocalisedTextValue;
  symbol: string;
}

function NoticeCard({ notice: n }: { notice: Notice }) {
  const intl = useIntl();
  const nav = useNav();
  const copy = useCopyWithToast();
  return (
    <article className="bt-notice__body">
      <div className="bt-notice__head">
        <h2 className="bt-notice__title" data-testid="bt-notice-title" lang={n.lang}>
          {n.title}
        </h2>
        {n.usedAt && (
          <span className="status status--neutral" data-testid="bt-notice-used">
            <FormattedMessage id="blockTrade.code.used" />
          </span>
        )}
      </div>
      <p className="bt-notice__text" data-testid="bt-notice-text" lang={n.lang}>
        {n.text}
      </p>
      <div className="bt-code bt-notice__code">
        <span className="bt-notice__label">
          <FormattedMessage id="blockTrade.code.title" />
        </span>
        <div className="bt-code__row">
          <p className="bt-code__value" data-testid="bt-notice-code">
            {n.code}
          </p>
          <button
            type="button"
            className="bt-notice__copy"
            onClick={() => void copy(n.code)}
            data-testid="bt-notice-copy"
            aria-label={intl.formatMessage({ id: 'blockTrade.notices.copyLabel' }, { code: n.code })}
          >
            <Icon name="copy" size={16} />
            <FormattedMessage id="common.copy" />
          </button>
        </div>
      </div>
      <dl className="bt-notice__facts">
        <div>
          <dt>
            <FormattedMessage id="blockTrade.field.stock" />
          </dt>
          <dd data-testid="bt-notice-stock">
            <OpsText value={n.stockNameText} /> <span className="bt-notice__symbol">{codeOf(n.symbol)}</span>
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="blockTrade.notices.issuedAt" />
          </dt>
          <dd>
            <UserTime at={n.at} />
          </dd>
        </div>
      </dl>
      <p className="bt-notice__valid" data-testid="bt-notice-valid">
        <FormattedMessage id="blockTrade.notices.validUntil" values={{ time: <UserTime key="closesAt" at={n.closesAt} /> }} />
      </p>
      <button
        type="button"
        className="alloc-link-button bt-notice__link"
        onClick={() => nav.navigateTo(buildUrl(SUBSCRIBE_PATH, { id: n.offeringId }))}
        data-testid="bt-notice-offering"
      >
        <FormattedMessage id={n.usedAt ? 'blockTrade.notices.viewOffering' : 'blockTrade.notices.goSubscribe'} />
      </button>
    </article>
  );
}
