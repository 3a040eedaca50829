import { useIntl } from 'react-intl';
import { useNav } from '../navigation/useNav';
import { TAB_ROUTES, type TabName } from '../navigation/routeTable';
import { Icon } from './icons';

/** The bottom tab bar: Home, Market, Trade, Optional, Mine. */
export function TabBar({ active }: { active: TabName }) {
  const nav = useNav();
  const intl = useIntl();
  return (
    <nav className="tabbar" aria-label={intl.formatMessage({ id: 'tabbar.label' })}>
      {TAB_ROUTES.map((route) => {
        const tab = route.tab as TabName;
        const selected = tab === active;
        return (
          <button
            key={tab}
            type="button"
            className={`tabbar__item${selected ? ' tabbar__item--selected' : ''}`}
            data-testid={`tabbar-${tab}`}
            aria-current={selected ? 'page' : undefined}
            onClick={() => {
              if (!selected) nav.switchTab(route.path);
            }}
          >
            <Icon name={tab} size={24} className="tabbar__icon" strokeWidth={selected ? 2.1 : 1.8} />
            <span className="tabbar__label">{intl.formatMessage({ id: `tab.${tab}` })}</span>
          </button>
        );
      })}
    </nav>
  );
}
