import { FormattedMessage } from 'react-intl';
import { LoanForm } from '../../features/loans/LoanForm';
import { SubPage } from '../../ui/Page';

/** The stock-backed loan form: live limit, rate disclosure and every field of the application. */
export function LoanPage() {
  return (
    <SubPage title={<FormattedMessage id="route.loan" />}>
      <LoanForm />
    </SubPage>
  );
}
