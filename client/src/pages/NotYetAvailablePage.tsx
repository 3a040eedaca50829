import { FormattedMessage } from 'react-intl';
import { useNav } from '../navigation/useNav';
import { Button } from '../ui/Button';
import { EmptyState } from '../ui/EmptyState';
import { SubPage } from '../ui/Page';

/** The placeholder of a screen that a later release builds: its title, a note, a way back. */
export function NotYetAvailablePage({ routeName }: { routeName: string }) {
  const nav = useNav();
  return (
    <SubPage title={<FormattedMessage id={`route.${routeName}`} />}>
      <div className="card" data-testid="not-yet-available">
        <EmptyState
          icon="clock"
          title={<FormattedMessage id="notYet.title" />}
          description={<FormattedMessage id="notYet.text" />}
          action={
            <Button variant="secondary" block={false} onClick={nav.back}>
              <FormattedMessage id="common.goBack" />
            </Button>
          }
        />
      </div>
    </SubPage>
  );
}
