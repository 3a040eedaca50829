import { FormattedMessage } from 'react-intl';
import { SearchScreen } from '../../features/markets/SearchScreen';
import { SubPage } from '../../ui/Page';

export function SearchPage() {
  return (
    <SubPage title={<FormattedMessage id="route.search" />}>
      <SearchScreen />
    </SubPage>
  );
}
