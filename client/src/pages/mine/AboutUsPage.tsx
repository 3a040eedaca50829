import { FormattedMessage } from 'react-intl';
import { AboutUs } from '../../features/content/AboutUs';
import { SubPage } from '../../ui/Page';

export function AboutUsPage() {
  return (
    <SubPage title={<FormattedMessage id="route.aboutUs" />}>
      <AboutUs />
    </SubPage>
  );
}
