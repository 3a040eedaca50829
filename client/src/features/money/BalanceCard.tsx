import { type ApolloClient, useQuery } from '@apollo/client';
import Big from 'big.js';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { prefetchQuery, usePrefetchedPolicy } from '../../apollo/prefetch';
import { graphql } from '../../gql';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Icon, type IconName } from '../../ui/icons';
import { DelayedLoading, LoadError } from '../../ui/PageState';
import { CASH_CURRENCIES, type CashCurrency, Money } from '../../ui/money/format';
import { ProfitText } from '../../ui/money/ProfitText';
import { Tabs } from '../../ui/Tabs';
import './money.css';

/** Cash per currency (Balance is normalised by currency: the account events keep it live). */
const BalancesQuery = graphql(`
  query BalanceCard_Balances {
    balances {
      currency
      available
      frozen
      total
      depositTotal
    }
  }
`);

/** What the open positions add to a currency's cash, marked at the current quotes (the portfolio). */
export interface PositionTotals {
  currency: string;
  positionValue: string;
  floatingProfit: string;
  totalProfit: string;
}

const ACTIONS: ReadonlyArray<{ route: string; icon: IconName; label: string }> = [
  { route: 'deposit', icon: 'deposit', label: 'money.action.deposit' },
  { route: 'withdrawType', icon: 'withdraw', label: 'money.action.withdraw' },
  { route: 'exchange', icon: 'exchange', label: 'money.action.exchange' },
  { route: 'transactionRecord', icon: 'records', label: 'money.action.records' },
];

/** The cash balances, read before the page renders (a signed-out visitor's read fails and leaves nothing). */
export function prefetchBalances(client: ApolloClient<unknown>): void {
  prefetchQuery(client, BalancesQuery);
}

/**
 * Mine: cash per currency (EUR / USD tabs), kept live by the account events; position value, total
 * assets, floating and total profit of `positions` (the page passes the live portfolio); and the money
 * actions.
 */
export function BalanceCard({ positions }: { positions?: ReadonlyArray<PositionTotals> | null }) {
  const intl = useIntl();
  const nav = useNav();
  const [currency, setCurrency] = useState<CashCurrency>('EUR');
  const query = useQuery(BalancesQuery, { fetchPolicy: usePrefetchedPolicy(BalancesQuery) });
  const balance = query.data?.balances.find((b) => b.currency === currency);
  const marked = positions?.find((b) => b.currency === currency);
  // Total assets = cash (live from the account events) + open positions (live from the portfolio).
  const totalAssets = balance ? new Big(balance.total).plus(marked?.positionValue ?? 0).toFixed() : '0';

  let body: React.ReactNode;
  if (query.loading && !query.data) body = <DelayedLoading reserve="166px" />;
  else if (query.error && !query.data) body = <LoadError error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} />;
  else if (!balance)
    body = (
      <p className="balance-card__empty">
        <FormattedMessage id="money.noBalance" />
      </p>
    );
  else
    body = (
      <>
        <p className="balance-card__label">
          <FormattedMessage id="money.totalAssets" />
        </p>
        <p className="balance-card__total">
          <Money amount={totalAssets} currency={balance.currency} testId="balance-total" />
        </p>
        <dl className="balance-card__grid">
          <div>
            <dt>
              <FormattedMessage id="money.available" />
            </dt>
            <dd>
              <Money amount={balance.available} currency={balance.currency} testId="balance-available" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="money.frozen" />
            </dt>
            <dd>
              <Money amount={balance.frozen} currency={balance.currency} testId="balance-frozen" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="money.depositTotal" />
            </dt>
            <dd>
              <Money amount={balance.depositTotal} currency={balance.currency} testId="balance-deposit-total" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="trading.balance.positionValue" />
            </dt>
            <dd>
              <Money amount={marked?.positionValue ?? '0'} currency={balance.currency} testId="balance-position-value" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="trading.balance.floatingProfit" />
            </dt>
            <dd>
              <ProfitText amount={marked?.floatingProfit ?? '0'} currency={balance.currency} testId="balance-floating-profit" />
            </dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="trading.balance.totalProfit" />
            </dt>
            <dd>
              <ProfitText amount={marked?.totalProfit ?? '0'} currency={balance.currency} testId="balance-total-profit" />
            </dd>
          </div>
        </dl>
      </>
    );

  return (
    <section className="card balance-card" data-testid="balance-card">
      <div className="balance-card__head">
        <h2 className="balance-card__title">
          <FormattedMessage id="money.myBalance" />
        </h2>
        <Tabs
          value={currency}
          onChange={setCurrency}
          options={CASH_CURRENCIES.map((c) => ({ value: c, label: c }))}
          testId="balance-currency"
          label={intl.formatMessage({ id: 'money.currency' })}
        />
      </div>
      {body}
      <div className="balance-card__actions">
        {ACTIONS.map((action) => (
          <button
            key={action.route}
            type="button"
            className="balance-card__action"
            data-testid={`balance-action-${action.route}`}
            onClick={() => nav.navigateTo(routeByName(action.route).path)}
          >
            <span className="balance-card__action-icon">
              <Icon name={action.icon} size={20} />
            </span>
            <span className="balance-card__action-label">
              <FormattedMessage id={action.label} />
            </span>
          </button>
        ))}
      </div>
    </section>
  );
}
