import { FormattedMessage } from 'react-intl';
import { CompanyIntroduction } from '../../features/content/CompanyIntroduction';
import { SubPage } from '../../ui/Page';

/** Route spelling `companyIntrodution` is as the product gives it. */
export function CompanyIntrodutionPage() {
  return (
    <SubPage title={<FormattedMessage id="route.companyIntrodution" />}>
      <CompanyIntroduction />
    </SubPage>
  );
}
