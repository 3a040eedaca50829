import { FormattedMessage } from 'react-intl';
import { WithdrawForm } from '../../features/money/WithdrawScreen';
import { RealNameRequiredNotice } from '../../features/real-name/RealNameNotice';
import { SubPage } from '../../ui/Page';

export function WithdrawPage() {
  return (
    <SubPage title={<FormattedMessage id="route.withdraw" />}>
      <RealNameRequiredNotice />
      <WithdrawForm method="BANK" />
    </SubPage>
  );
}
