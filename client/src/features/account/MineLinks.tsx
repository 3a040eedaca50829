import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocale } from '../../i18n/I18nProvider';
import { LOCALE_NATIVE_NAMES } from '../../i18n/locales';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { List, ListItem } from '../../ui/List';
import { MINE_SECTIONS } from './mineLinks';

/** The Mine tab's link lists; signed out, only the public ones (and not the notices). `extras` show beside a route's link. */
export function MineLinks({ signedIn, extras }: { signedIn: boolean; extras?: Readonly<Record<string, ReactNode>> }) {
  const nav = useNav();
  const { locale } = useLocale();
  return (
    <>
      {MINE_SECTIONS.filter((s) => signedIn || s.public).map((section) => (
        <List key={section.titleId} title={<FormattedMessage id={section.titleId} />}>
          {section.links
            .filter((link) => signedIn || !routeByName(link.route).requiresAuth)
            .map((link) => (
              <ListItem
                key={link.route}
                icon={link.icon}
                title={<FormattedMessage id={`route.${link.route}`} />}
                extra={link.route === 'languageSelection' ? LOCALE_NATIVE_NAMES[locale] : extras?.[link.route]}
                onClick={() => nav.navigateTo(routeByName(link.route).path)}
                testId={link.testId ?? `mine-link-${link.route}`}
              />
            ))}
        </List>
      ))}
    </>
  );
}
