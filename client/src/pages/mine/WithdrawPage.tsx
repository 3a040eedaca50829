import { FormattedMessage } from 'react-intl';
import { WithdrawForm } from '../../features/money/WithdrawScreen';
import { SubPage } from '../../ui/Page';

export function WithdrawPage() {
  return (
    <SubPage title={<FormattedMessage id="route.withdraw" />}>
      <WithdrawForm method="BANK" />
    </SubPage>
  );
}
