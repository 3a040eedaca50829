import { FormattedMessage } from 'react-intl';
import { WithdrawTypeChooser } from '../../features/money/WithdrawScreen';
import { RealNameRequiredNotice } from '../../features/real-name/RealNameNotice';
import { SubPage } from '../../ui/Page';

export function WithdrawTypePage() {
  return (
    <SubPage title={<FormattedMessage id="route.withdrawType" />}>
      <RealNameRequiredNotice />
      <WithdrawTypeChooser />
    </SubPage>
  );
}
