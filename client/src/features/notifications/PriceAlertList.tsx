import './notifications.css';
import { useMutation, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PriceAlerts_ListQuery } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { formatPrice } from '../../ui/price/format';
import { useToast } from '../../ui/Toast';
import { DeletePriceAlertMutation, PausePriceAlertMutation, PriceAlertsQuery } from './queries';
import { tickerOf } from './notificationText';

type Alert = PriceAlerts_ListQuery['priceAlerts'][number];

const stockPath = (symbol: string) => `/subPackages/market/stockDetail/stockDetail?symbol=${symbol}`;

function Rule({ alert }: { alert: Alert }) {
  const intl = useIntl();
  const v = alert.value ?? '0';
  const value = alert.condition === 'DAY_MOVE_PCT' ? intl.formatNumber(Number(v)) : formatPrice(intl, v);
  return <FormattedMessage id={`alerts.rule.${alert.condition}`} values={{ value }} />;
}

/** Mine → Price alerts: every alert set, with pause/resume and delete. */
export function PriceAlertList() {
  const intl = useIntl();
  const toast = useToast();
  const nav = useNav();
  const query = useQuery(PriceAlertsQuery, { fetchPolicy: 'cache-and-network' });
  const [pause] = useMutation(PausePriceAlertMutation);
  const [remove] = useMutation(DeletePriceAlertMutation, { refetchQueries: ['PriceAlerts_List'] });
  const act = async (run: () => Promise<unknown>, done?: string) => {
    try {
      await run();
      if (done) toast.success(intl.formatMessage({ id: done }));
    } catch (err) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(err) }));
    }
  };
  return (
    <QueryBoundary query={query}>
      {({ priceAlerts }) =>
        priceAlerts.length === 0 ? (
          <div className="card">
            <EmptyState
              icon="bell"
              title={<FormattedMessage id="alerts.empty" />}
              description={<FormattedMessage id="alerts.empty.text" />}
            />
          </div>
        ) : (
          <ul className="price-alerts card card--flush" data-testid="price-alert-list">
            {priceAlerts.map((a) => (
              <li
                key={a.id}
                className={`price-alert price-alert--${a.status.toLowerCase()}`}
                data-testid="price-alert-item"
                data-status={a.status}
              >
                <button type="button" className="price-alert__main" onClick={() => nav.navigateTo(stockPath(a.symbol))}>
                  <span className="price-alert__symbol">{tickerOf(a.symbol)}</span>
                  <span className="price-alert__rule">
                    <Rule alert={a} />
                  </span>
                  <span className="price-alert__meta">
                    {/* A done alert says it fired (and how often); an active or paused one its state first. */}
                    {a.status !== 'DONE' && <FormattedMessage id={`alerts.status.${a.status}`} />}
                    {a.status !== 'DONE' && a.triggerCount > 0 && ' · '}
                    {a.triggerCount > 0 && <FormattedMessage id="alerts.fired" values={{ count: a.triggerCount }} />}
                  </span>
                </button>
                <span className="price-alert__actions">
                  {a.status !== 'DONE' && (
                    <Button
                      variant="secondary"
                      block={false}
                      onClick={() => act(() => pause({ variables: { id: a.id, paused: a.status === 'ACTIVE' } }))}
                      data-testid="price-alert-pause"
                    >
                      <FormattedMessage id={a.status === 'ACTIVE' ? 'alerts.pause' : 'alerts.resume'} />
                    </Button>
                  )}
                  <Button
                    variant="ghost"
                    block={false}
                    onClick={() => act(() => remove({ variables: { id: a.id } }), 'alerts.deleted')}
                    data-testid="price-alert-delete"
                  >
                    <FormattedMessage id="alerts.delete" />
                  </Button>
                </span>
              </li>
            ))}
          </ul>
        )
      }
    </QueryBoundary>
  );
}
