import { FormattedMessage } from 'react-intl';
import { HelpArticle } from '../../features/content/HelpArticle';
import { SubPage } from '../../ui/Page';

/** One help article (`?slug=…`), opened from the help centre or from the screen it explains. */
export function HelpArticlePage() {
  return (
    <SubPage title={<FormattedMessage id="route.helpArticle" />}>
      <HelpArticle />
    </SubPage>
  );
}
