import { FormattedMessage } from 'react-intl';
import { DocumentsScreen } from '../../features/documents/DocumentsScreen';
import { SubPage } from '../../ui/Page';

/** Mine → Documents: statements, the tax report and CSV exports to ask for, and the user's documents to download (issue 36). */
export function DocumentsPage() {
  return (
    <SubPage title={<FormattedMessage id="route.documents" />}>
      <DocumentsScreen />
    </SubPage>
  );
}
