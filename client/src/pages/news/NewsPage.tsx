import { FormattedMessage } from 'react-intl';
import { NewsList } from '../../features/content/NewsList';
import { SubPage } from '../../ui/Page';

export function NewsPage() {
  return (
    <SubPage title={<FormattedMessage id="route.news" />}>
      <NewsList />
    </SubPage>
  );
}
