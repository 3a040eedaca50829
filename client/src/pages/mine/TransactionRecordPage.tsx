import { FormattedMessage } from 'react-intl';
import { TransactionRecords } from '../../features/money/TransactionRecords';
import { SubPage } from '../../ui/Page';

export function TransactionRecordPage() {
  return (
    <SubPage title={<FormattedMessage id="route.transactionRecord" />}>
      <TransactionRecords />
    </SubPage>
  );
}
