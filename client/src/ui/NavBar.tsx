import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useNav } from '../navigation/useNav';
import { Icon } from './icons';

/** The navigation bar of a sub-page: back button, title, optional right-hand action. */
export function NavBar({ title, right, onBack }: { title: ReactNode; right?: ReactNode; onBack?: () => void }) {
  const nav = useNav();
  const intl = useIntl();
  return (
    <header className="navbar">
      <button
        type="button"
        className="navbar__back"
        data-testid="navbar-back"
        aria-label={intl.formatMessage({ id: 'common.back' })}
        onClick={onBack ?? nav.back}
      >
        <Icon name="back" size={22} />
      </button>
      <h1 className="navbar__title" data-testid="navbar-title">
        {title}
      </h1>
      <div className="navbar__right">{right}</div>
    </header>
  );
}
