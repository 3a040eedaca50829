import { FormattedMessage } from 'react-intl';
import { APP_VERSION, APP_VERSION_CODE } from '../../constants';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Logo } from '../../ui/icons';
import { List, ListItem } from '../../ui/List';

export function AboutUs() {
  const nav = useNav();
  return (
    <>
      <section className="about-hero">
        <Logo size={72} />
        <p className="about-hero__name">Vela</p>
        <p className="about-hero__tagline">
          <FormattedMessage id="app.tagline" />
        </p>
        <p className="about-hero__version" data-testid="about-version">
          <FormattedMessage id="about.version" values={{ version: APP_VERSION, code: APP_VERSION_CODE }} />
        </p>
      </section>
      <List>
        <ListItem
          icon="building"
          title={<FormattedMessage id="route.companyIntrodution" />}
          onClick={() => nav.navigateTo(routeByName('companyIntrodution').path)}
        />
        <ListItem
          icon="document"
          title={<FormattedMessage id="route.agreement" />}
          onClick={() => nav.navigateTo(routeByName('agreement').path)}
        />
      </List>
      <p className="about-footer">
        <FormattedMessage id="about.footer" />
      </p>
    </>
  );
}
