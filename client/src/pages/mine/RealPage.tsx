import { FormattedMessage } from 'react-intl';
import { RealNameScreen } from '../../features/real-name/RealNameScreen';
import { SubPage } from '../../ui/Page';

export function RealPage() {
  return (
    <SubPage title={<FormattedMessage id="route.real" />}>
      <RealNameScreen />
    </SubPage>
  );
}
