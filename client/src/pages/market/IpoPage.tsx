import { FormattedMessage } from 'react-intl';
import { IpoList } from '../../features/ipo/IpoList';
import { SubPage } from '../../ui/Page';

/** New-stock subscription: the offerings (PRODUCT.md §5). */
export function IpoPage() {
  return (
    <SubPage title={<FormattedMessage id="route.ipo" />}>
      <IpoList />
    </SubPage>
  );
}
