import { FormattedMessage } from 'react-intl';
import { BankCardForm } from '../../features/money/BankCards';
import { SubPage } from '../../ui/Page';

export function BankCardPage() {
  return (
    <SubPage title={<FormattedMessage id="route.bankCard" />}>
      <BankCardForm />
    </SubPage>
  );
}
