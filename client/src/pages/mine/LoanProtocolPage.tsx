import { FormattedMessage } from 'react-intl';
import { LoanProtocol } from '../../features/loans/LoanProtocol';
import { SubPage } from '../../ui/Page';

/** The loan agreement in full, read and agreed, signed on screen. */
export function LoanProtocolPage() {
  return (
    <SubPage title={<FormattedMessage id="route.loanProtocol" />}>
      <LoanProtocol />
    </SubPage>
  );
}
