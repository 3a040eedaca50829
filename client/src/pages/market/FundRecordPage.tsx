import { FormattedMessage } from 'react-intl';
import { FundRecords } from '../../features/funds/FundRecords';
import { SubPage } from '../../ui/Page';

/** My fund holdings: every holding field, daily earnings, early redemption. */
export function FundRecordPage() {
  return (
    <SubPage title={<FormattedMessage id="route.fundRecord" />}>
      <FundRecords />
    </SubPage>
  );
}
