import { FormattedMessage } from 'react-intl';
import { ExchangeScreen } from '../../features/money/ExchangeScreen';
import { SubPage } from '../../ui/Page';

export function ExchangePage() {
  return (
    <SubPage title={<FormattedMessage id="route.exchange" />}>
      <ExchangeScreen />
    </SubPage>
  );
}
