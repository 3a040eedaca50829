import { FormattedMessage } from 'react-intl';
import { Agreement } from '../../features/content/Agreement';
import { SubPage } from '../../ui/Page';

export function AgreementPage() {
  return (
    <SubPage title={<FormattedMessage id="route.agreement" />}>
      <Agreement />
    </SubPage>
  );
}
