import { FormattedMessage } from 'react-intl';
import { NewsDetail } from '../../features/content/NewsDetail';
import { SubPage } from '../../ui/Page';

export function NewsDetailPage() {
  return (
    <SubPage title={<FormattedMessage id="route.newsDetail" />}>
      <NewsDetail />
    </SubPage>
  );
}
