import { FormattedMessage } from 'react-intl';
import { NoticeList } from '../../features/content/NoticeList';
import { SubPage } from '../../ui/Page';

export function NoticePage() {
  return (
    <SubPage title={<FormattedMessage id="route.notice" />}>
      <NoticeList />
    </SubPage>
  );
}
