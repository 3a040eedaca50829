import { FormattedMessage } from 'react-intl';
import { LoanRecords } from '../../features/loans/LoanRecords';
import { SubPage } from '../../ui/Page';

/** Loan records: loans with repayment, applications and repayments. */
export function LoanRecordPage() {
  return (
    <SubPage title={<FormattedMessage id="route.loanRecord" />}>
      <LoanRecords />
    </SubPage>
  );
}
