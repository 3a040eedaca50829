import { FormattedMessage } from 'react-intl';
import { HOME_PATH } from '../navigation/routeTable';
import { useNav } from '../navigation/useNav';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { SubPage } from '../ui/Page';

/** A URL that is no page of the app. */
export function PageNotFoundPage() {
  const nav = useNav();
  return (
    <SubPage title={<FormattedMessage id="notFound.title" />} onBack={() => nav.reLaunch(HOME_PATH)}>
      <div className="card">
        <EmptyState
          icon="alert"
          title={<FormattedMessage id="nav.error.PAGE_NOT_FOUND" />}
          action={
            <Button variant="secondary" block={false} onClick={() => nav.reLaunch(HOME_PATH)}>
              <FormattedMessage id="notFound.home" />
            </Button>
          }
        />
      </div>
    </SubPage>
  );
}
