import { FormattedMessage } from 'react-intl';
import { BankCardList } from '../../features/money/BankCards';
import { SubPage } from '../../ui/Page';

export function BankListPage() {
  return (
    <SubPage title={<FormattedMessage id="route.bankList" />}>
      <BankCardList />
    </SubPage>
  );
}
