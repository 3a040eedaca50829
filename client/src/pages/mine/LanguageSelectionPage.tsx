import { FormattedMessage } from 'react-intl';
import { LanguageList } from '../../features/settings/LanguageList';
import { SubPage } from '../../ui/Page';

export function LanguageSelectionPage() {
  return (
    <SubPage title={<FormattedMessage id="route.languageSelection" />}>
      <LanguageList />
    </SubPage>
  );
}
