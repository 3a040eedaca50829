import { FormattedMessage } from 'react-intl';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/icons';
import { SEARCH_PATH } from './routes';

/** The notice marquee: notices are published by a later issue (content); until then it says so. */
export function NoticeMarquee() {
  return (
    <div className="notice-marquee" data-testid="notice-marquee" role="status">
      <Icon name="bell" size={18} className="notice-marquee__icon" />
      <span className="notice-marquee__text">
        <FormattedMessage id="markets.home.noNotices" />
      </span>
    </div>
  );
}

/** News arrives with the content issue; an empty state until then. */
export function NewsBlock() {
  return (
    <div className="card" data-testid="news-block">
      <EmptyState
        icon="document"
        title={<FormattedMessage id="markets.home.noNews" />}
        description={<FormattedMessage id="markets.home.noNewsText" />}
      />
    </div>
  );
}

/** A search field look-alike that opens the search page. */
export function SearchEntry() {
  const nav = useNav();
  return (
    <button type="button" className="search-entry" data-testid="search-entry" onClick={() => nav.navigateTo(SEARCH_PATH)}>
      <Icon name="search" size={18} />
      <span>
        <FormattedMessage id="markets.search.placeholder" />
      </span>
    </button>
  );
}
