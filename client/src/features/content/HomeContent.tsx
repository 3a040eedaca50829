import { type ApolloClient, useQuery } from '@apollo/client';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { BANNER_AUTOPLAY_MS, BANNER_TRANSITION_MS } from '../../constants';
import { HOME_NEWS_COUNT } from '../../apollo/earlyReads';
import { prefetchQuery, usePrefetchedPolicy } from '../../apollo/prefetch';
import { graphql } from '../../gql';
import { useLang } from '../../i18n/useLang';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/icons';
import { QueryBoundary } from '../../ui/PageState';
import { nextSlide, swipeTarget } from './carousel';
import { ContentTime } from './ContentTime';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';
import './content.css';

const HomeContentQuery = graphql(`
  query HomeContent_Load($lang: String, $first: Int!) {
    pinnedNotices(lang: $lang) {
      id
      title
    }
    banners(lang: $lang) {
      id
      title
      link
      imageUrl
    }
    newsPage(lang: $lang, first: $first) {
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

/** Home's prefetch: the content is public, so it is read as the app starts, not after the session and the texts. */
export function prefetchHomeContent(client: ApolloClient<unknown>, lang: string): void {
  prefetchQuery(client, HomeContentQuery, { lang, first: HOME_NEWS_COUNT });
}

/** Home's content: one query for the marquee, the banners and the latest news, in the reader's language. */
export function useHomeContent() {
  const lang = useLang();
  const variables = { lang, first: HOME_NEWS_COUNT };
  return useQuery(HomeContentQuery, { variables, fetchPolicy: usePrefetchedPolicy(HomeContentQuery, variables) });
}

type HomeContentData = NonNullable<ReturnType<typeof useHomeContent>['data']>;

/** The pinned-notice marquee: titles scroll by (still, first title only, for reduced motion); a tap opens the notices. */
export function NoticeMarquee({ notices }: { notices: HomeContentData['pinnedNotices'] | undefined }) {
  const nav = useNav();
  const intl = useIntl();
  const items = notices ?? [];
  const chars = items.reduce((n, i) => n + i.title.length, 0);
  const style = { '--marquee-duration': `${Math.max(12, Math.round(chars / 4))}s` } as CSSProperties;
  return (
    <button
      type="button"
      className="content-marquee"
      data-testid="notice-marquee"
      onClick={() => nav.navigateTo(routeByName('notice').path)}
    >
      {/* Named by its label and the titles it shows (a name without the visible titles fails WCAG 2.5.3). */}
      <span className="visually-hidden">{intl.formatMessage({ id: 'content.marquee.label' })}</span>
      <Icon name="bell" size={18} className="content-marquee__icon" />
      <span className="content-marquee__viewport">
        {items.length === 0 ? (
          <span>
            <FormattedMessage id="content.marquee.empty" />
          </span>
        ) : (
          <span className="content-marquee__track" style={style}>
            {items.map((n) => (
              <span key={n.id} className="content-marquee__item" data-testid="marquee-item" data-ops-content>
                {n.title}
              </span>
            ))}
          </span>
        )}
      </span>
    </button>
  );
}

/**
 * The banner carousel: autoplay every 5000 ms, 500 ms slide, swipe left/right, dots. Autoplay pauses
 * while a finger is down and stops for prefers-reduced-motion (which also drops the slide animation).
 */
export function BannerCarousel({ banners, loading = false }: { banners: HomeContentData['banners']; loading?: boolean }) {
  const nav = useNav();
  const intl = useIntl();
  const reduced = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [touching, setTouching] = useState(false);
  const startX = useRef<number | null>(null);
  const count = banners.length;
  const current = count ? Math.min(index, count - 1) : 0;
  // The other slides' pictures wait for the first one's (the one on screen) so as not to share its
  // bandwidth on a slow network; a swipe or the autoplay's first turn asks for them anyway.
  const [firstDone, setFirstDone] = useState(false);
  const othersWanted = firstDone || current > 0 || touching || !banners[0]?.imageUrl;

  useEffect(() => {
    if (reduced || touching || count < 2) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') setIndex((i) => nextSlide(i, count));
    }, BANNER_AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [reduced, touching, count]);

  // While the banners load, their space is kept (no jump of everything below when they arrive).
  if (count === 0) return loading ? <div className="content-carousel" aria-hidden="true" data-testid="banner-placeholder" /> : null;
  const open = (link: string | null | undefined) => {
    if (!link) return;
    if (link.startsWith('/')) nav.open(link);
    else window.open(link, '_blank', 'noopener,noreferrer');
  };
  return (
    <section
      className="content-carousel"
      data-testid="banner-carousel"
      aria-roledescription="carousel"
      aria-label={intl.formatMessage({ id: 'content.banners.label' })}
      onTouchStart={(e) => {
        startX.current = e.touches[0]?.clientX ?? null;
        setTouching(true);
      }}
      onTouchEnd={(e) => {
        const x = e.changedTouches[0]?.clientX;
        if (startX.current !== null && x !== undefined) setIndex(swipeTarget(current, count, x - startX.current));
        startX.current = null;
        setTouching(false);
      }}
      onTouchCancel={() => {
        startX.current = null;
        setTouching(false);
      }}
    >
      <div
        className="content-carousel__track"
        style={{ transform: `translateX(-${current * 100}%)`, transitionDuration: reduced ? '0ms' : `${BANNER_TRANSITION_MS}ms` }}
        data-index={current}
      >
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            className="content-carousel__slide"
            aria-hidden={i !== current}
            tabIndex={i === current ? 0 : -1}
            data-testid="banner-slide"
            onClick={() => open(b.link)}
          >
            {b.imageUrl &&
              (i === 0 ? (
                <img
                  className="content-carousel__image"
                  src={b.imageUrl}
                  alt=""
                  fetchPriority="high"
                  onLoad={() => setFirstDone(true)}
                  onError={() => setFirstDone(true)}
                />
              ) : (
                othersWanted && <img className="content-carousel__image" src={b.imageUrl} alt="" loading="lazy" />
              ))}
            <span className="content-carousel__title" data-ops-content>
              {b.title}
            </span>
          </button>
        ))}
      </div>
      {count > 1 && (
        <div className="content-carousel__dots">
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className="content-carousel__dot"
              aria-current={i === current}
              aria-label={intl.formatMessage({ id: 'content.banners.goTo' }, { n: i + 1, total: count })}
              onClick={() => setIndex(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}

function openNews(nav: ReturnType<typeof useNav>, id: string) {
  nav.navigateTo(buildUrl(routeByName('newsDetail').path, { id }));
}

/** The latest news on Home, with a link to the full list. */
export function LatestNews({ query }: { query: ReturnType<typeof useHomeContent> }) {
  const nav = useNav();
  return (
    <QueryBoundary query={query}>
      {({ newsPage }) =>
        newsPage.items.length === 0 ? (
          <div className="card" data-testid="news-block">
            <EmptyState
              icon="document"
              title={<FormattedMessage id="content.news.empty" />}
              description={<FormattedMessage id="content.news.emptyText" />}
            />
          </div>
        ) : (
          <div className="card card--flush content-home-news" data-testid="news-block">
            <ul className="content-list">
              {newsPage.items.map((n) => (
                <li key={n.id}>
                  <button type="button" className="content-row" data-testid="home-news-item" onClick={() => openNews(nav, n.id)}>
                    <p className="content-row__title" data-ops-content>
                      {n.title}
                    </p>
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
            </ul>
          </div>
        )
      }
    </QueryBoundary>
  );
}

/** "All news" beside the Home news title. */
export function AllNewsLink() {
  const nav = useNav();
  return (
    <button type="button" className="content-more" data-testid="home-all-news" onClick={() => nav.navigateTo(routeByName('news').path)}>
      <FormattedMessage id="content.home.allNews" />
    </button>
  );
}
