import { FormattedMessage } from 'react-intl';
import {
  AllNewsLink,
  BannerCarousel,
  LatestNews,
  NoticeMarquee,
  prefetchHomeContent,
  useHomeContent,
} from '../../features/content/HomeContent';
import { IpoWinNotices } from '../../features/ipo/IpoWinNotices';
import { SearchEntry } from '../../features/markets/HomeSections';
import { IndexCards } from '../../features/markets/IndexCards';
import { RisingRanking } from '../../features/markets/RisingRanking';
import { Section } from '../../features/markets/Section';
import type { PagePrefetch } from '../../lazyPage';
import { NotificationBell } from '../../features/notifications/NotificationBell';
import { TabPage } from '../../ui/Page';

/** Home's public content (banners, notices, news) is read while the session is still being checked. */
export const prefetch: PagePrefetch = (client, { lang }) => prefetchHomeContent(client, lang);

export function HomePage() {
  const content = useHomeContent();
  return (
    <TabPage
      tab="home"
      title={<FormattedMessage id="home.title" />}
      subtitle={<FormattedMessage id="home.subtitle" />}
      action={<NotificationBell />}
    >
      <NoticeMarquee notices={content.data?.pinnedNotices} />
      <BannerCarousel banners={content.data?.banners ?? []} loading={!content.data && content.loading} />
      <SearchEntry />
      <Section title={<FormattedMessage id="markets.home.indices" />} testId="home-indices">
        <IndexCards />
      </Section>
      <Section title={<FormattedMessage id="markets.home.rising" />} testId="home-rising">
        <div className="card card--flush">
          <RisingRanking />
        </div>
      </Section>
      <Section title={<FormattedMessage id="content.home.latestNews" />} action={<AllNewsLink />} testId="home-news">
        <LatestNews query={content} />
      </Section>
      <Section title={<FormattedMessage id="content.home.wins" />} testId="home-wins">
        <IpoWinNotices />
      </Section>
    </TabPage>
  );
}
