import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSession } from '../auth/useSession';
import { routeByName, TRADE_PATH } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { EmptyState } from '../../ui/EmptyState';
import { Icon } from '../../ui/icons';
import { type ApplicationStatus, isWin } from './applicationStatus';
import { codeOf, When } from '../../ui/allocation/when';
import { formatCount } from './count';
import { MyIpoApplicationsQuery } from './applicationsQuery';
import './ipo.css';
import { OpsText } from '../../ui/allocation/OpsText';

const TRADE_DETAIL_PATH = routeByName('tradeDetail').path;

/** Home's win notices: the signed-in user's won (inventory) and issued applications, newest first. */
export function IpoWinNotices() {
  const intl = useIntl();
  const nav = useNav();
  const { me } = useSession();
  // Ops' texts in the reader's language (the IntlProvider's locale is the app's locale code).
  const lang = useIntl().locale;
  const query = useQuery(MyIpoApplicationsQuery, { variables: { first: 20, lang }, fetchPolicy: 'cache-and-network', skip: !me });
  const wins = (query.data?.myIpoApplications.items ?? []).filter((a) => isWin(a.status as ApplicationStatus));
  if (wins.length === 0) {
    return (
      <div className="card" data-testid="win-notices">
        <EmptyState
          icon="ipo"
          title={<FormattedMessage id="content.home.noWins" />}
          description={<FormattedMessage id="content.home.noWinsText" />}
        />
      </div>
    );
  }
  return (
    <ul className="card ipo-wins" data-testid="win-notices">
      {wins.map((a) => (
        <li key={a.id} className="ipo-win" data-testid="win-notice" data-status={a.status} data-id={a.id}>
          <button
            type="button"
            className="ipo-win__open"
            onClick={() =>
              a.status === 'ISSUED' && a.positionId
                ? nav.navigateTo(buildUrl(TRADE_DETAIL_PATH, { id: a.positionId }))
                : nav.switchTab(buildUrl(TRADE_PATH, { tab: 'inventory' }))
            }
          >
            <span className="ipo-win__icon" aria-hidden="true">
              <Icon name="ipo" size={20} />
            </span>
            <span className="ipo-win__text">
              <span className="ipo-win__title" data-testid="win-notice-text">
                <FormattedMessage
                  id="ipo.win.text"
                  values={{
                    shares: formatCount(intl, a.wonShares),
                    name: <OpsText value={a.offering.nameText} />,
                    code: codeOf(a.offering.symbol),
                  }}
                />
              </span>
              <span className="ipo-win__sub">
                {a.status === 'ISSUED' ? (
                  <FormattedMessage id="ipo.win.issued" />
                ) : (
                  <>
                    <FormattedMessage id="ipo.win.issuesOn" /> <When at={a.offering.issuesAt} />
                  </>
                )}
              </span>
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}
