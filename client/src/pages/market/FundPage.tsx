import { FormattedMessage } from 'react-intl';
import { FundList } from '../../features/funds/FundList';
import { SubPage } from '../../ui/Page';

/** Funds: products with their terms and disclosure, bought with the amount held (PRODUCT.md §5). */
export function FundPage() {
  return (
    <SubPage title={<FormattedMessage id="route.fund" />}>
      <FundList />
    </SubPage>
  );
}
