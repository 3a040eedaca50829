import { FormattedMessage } from 'react-intl';
import { NewsBlock, NoticeMarquee, SearchEntry } from '../../features/markets/HomeSections';
import { IndexCards } from '../../features/markets/IndexCards';
import { RisingRanking } from '../../features/markets/RisingRanking';
import { Section } from '../../features/markets/Section';
import { TabPage } from '../../ui/Page';

export function HomePage() {
  return (
    <TabPage tab="home" title={<FormattedMessage id="home.title" />} subtitle={<FormattedMessage id="home.subtitle" />}>
      <NoticeMarquee />
      <SearchEntry />
      <Section title={<FormattedMessage id="markets.home.indices" />} testId="home-indices">
        <IndexCards />
      </Section>
      <Section title={<FormattedMessage id="markets.home.rising" />} testId="home-rising">
        <div className="card card--flush">
          <RisingRanking />
        </div>
      </Section>
      <Section title={<FormattedMessage id="markets.home.news" />} testId="home-news">
        <NewsBlock />
      </Section>
    </TabPage>
  );
}
