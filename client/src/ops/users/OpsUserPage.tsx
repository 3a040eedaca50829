import { useQuery } from '@apollo/client';
import Big from 'big.js';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { formatE164 } from '../../features/auth/phone';
import { statementKindMessageId } from '../../features/money/status';
import { directionMessageId, orderTypeMessageId } from '../../features/trading/labels';
import { graphql } from '../../gql';
import { CASH_CURRENCIES, type CashCurrency, useFormatChange, useFormatMoney } from '../../ui/money/format';
import { StatementMemo } from '../../ui/money/StatementMemo';
import { QueryBoundary } from '../../ui/PageState';
import { Tabs } from '../../ui/Tabs';
import { useReviewReasonText } from '../../i18n/reviewReasons';
import { EmptyLine, Fact, LoadMore, OpsPageTitle, StatusBadge, useFormatDateTime } from '../parts';
import { OpsUserDocuments } from './OpsUserDocuments';
import { OpsUserPerformance } from './OpsUserPerformance';

// no-cache: balances are keyed by currency in the app's cache (the signed-in user's own); another user's must not land there.
const ProfileQuery = graphql(`
  query OpsUser_Profile($id: ID!) {
    opsUser(id: $id) {
      id
      phone
      role
      inviteCode
      hasPayPassword
      createdAt
      realName {
        id
        submissionNo
        status
        reasonCode
        note
        decidedAt
      }
      balances {
        currency
        available
        frozen
        depositTotal
      }
    }
  }
`);

const StatementQuery = graphql(`
  query OpsUser_Statement($userId: ID!, $currency: String!, $first: Int!, $after: String) {
    opsUserStatement(userId: $userId, currency: $currency, first: $first, after: $after) {
      items {
        entryId
        at
        kind
        orderNo
        label
        memo
        currency
        availableChange
        frozenChange
        availableAfter
      }
      nextCursor
    }
  }
`);

const PositionsQuery = graphql(`
  query OpsUser_Positions($userId: ID!, $first: Int!, $after: String) {
    opsUserPositions(userId: $userId, status: OPEN, first: $first, after: $after) {
      items {
        id
        orderNo
        symbol
        direction
        shares
        leverage
        buyPrice
        currentPrice
        quoteCurrency
        settlementCurrency
        margin
        profit
        buyTime
        takeProfit
        stopLoss
      }
      nextCursor
    }
  }
`);

const OrdersQuery = graphql(`
  query OpsUser_Orders($userId: ID!, $first: Int!, $after: String) {
    opsUserOrders(userId: $userId, pending: true, first: $first, after: $after) {
      items {
        id
        orderNo
        symbol
        direction
        orderType
        shares
        limitPrice
        stopPrice
        currentStop
        timeInForce
        expiresAt
        version
        quoteCurrency
      }
      nextCursor
    }
  }
`);

/** One user: profile, cash per currency, statement and open positions. */
export function OpsUserPage() {
  const { id = '' } = useParams();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const reasonText = useReviewReasonText();
  const profile = useQuery(ProfileQuery, { variables: { id }, fetchPolicy: 'no-cache' });
  return (
    <>
      <OpsPageTitle id="ops.user.title">
        <Link className="ops-link-button" to={`/ops/requests/adjust?userId=${encodeURIComponent(id)}`} data-testid="ops-user-adjust">
          <FormattedMessage id="ops.adjust.open" />
        </Link>
      </OpsPageTitle>
      <QueryBoundary query={profile}>
        {({ opsUser: user }) => (
          <>
            <section className="ops-card">
              <p className="ops-card__title" data-testid="ops-user-phone">
                {formatE164(user.phone)}
              </p>
              <dl className="ops-facts">
                <Fact label={<FormattedMessage id="ops.field.userId" />} testId="ops-user-id">
                  {user.id}
                </Fact>
                <Fact label={<FormattedMessage id="ops.field.role" />}>
                  <FormattedMessage id={`ops.role.${user.role}`} />
                </Fact>
                <Fact label={<FormattedMessage id="ops.field.inviteCode" />}>{user.inviteCode}</Fact>
                <Fact label={<FormattedMessage id="ops.field.payPassword" />}>
                  <FormattedMessage id={user.hasPayPassword ? 'ops.yes' : 'ops.no'} />
                </Fact>
                <Fact label={<FormattedMessage id="ops.field.registered" />}>{formatDateTime(user.createdAt)}</Fact>
                <Fact label={<FormattedMessage id="ops.field.realName" />} testId="ops-user-real-name">
                  {user.realName ? (
                    <>
                      <StatusBadge status={user.realName.status.toLowerCase()} />{' '}
                      {[user.realName.submissionNo, reasonText(user.realName.reasonCode, user.realName.note)].filter(Boolean).join(' · ')}
                    </>
                  ) : (
                    <FormattedMessage id="ops.realName.none" />
                  )}
                </Fact>
              </dl>
            </section>
            <h2 className="ops-subtitle">
              <FormattedMessage id="ops.user.balances" />
            </h2>
            <div className="ops-balances">
              {user.balances.map((b) => (
                <section key={b.currency} className="ops-card ops-balance" data-testid={`ops-user-balance-${b.currency}`}>
                  <p className="ops-balance__currency">{b.currency}</p>
                  <dl className="ops-facts">
                    <Fact label={<FormattedMessage id="ops.balance.available" />} testId={`ops-user-available-${b.currency}`}>
                      <span className="money">{formatMoney(b.available, b.currency)}</span>
                    </Fact>
                    <Fact label={<FormattedMessage id="ops.balance.frozen" />} testId={`ops-user-frozen-${b.currency}`}>
                      <span className="money">{formatMoney(b.frozen, b.currency)}</span>
                    </Fact>
                    <Fact label={<FormattedMessage id="ops.balance.total" />}>
                      <span className="money">{formatMoney(sum(b.available, b.frozen), b.currency)}</span>
                    </Fact>
                  </dl>
                </section>
              ))}
            </div>
            <UserStatement userId={user.id} />
            <UserPositions userId={user.id} />
            <UserOrders userId={user.id} />
            <OpsUserPerformance userId={user.id} />
            <OpsUserDocuments userId={user.id} />
          </>
        )}
      </QueryBoundary>
    </>
  );
}

/** available + frozen, exactly. */
function sum(a: string, b: string): string {
  return new Big(a).plus(b).toFixed(2);
}

/** A price in the reader's language, keeping its own decimals. */
function usePrice(): (price: string) => string {
  const intl = useIntl();
  return (price) => intl.formatNumber(price as unknown as number, { maximumFractionDigits: 6 });
}

function UserStatement({ userId }: { userId: string }) {
  const intl = useIntl();
  const [currency, setCurrency] = useState<CashCurrency>('EUR');
  const formatChange = useFormatChange();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const query = useQuery(StatementQuery, { variables: { userId, currency, first: 20 }, fetchPolicy: 'network-only' });
  return (
    <>
      <h2 className="ops-subtitle">
        <FormattedMessage id="ops.user.statement" />
      </h2>
      <Tabs
        value={currency}
        options={CASH_CURRENCIES.map((c) => ({ value: c, label: c }))}
        onChange={setCurrency}
        testId="ops-statement-currency"
        label={intl.formatMessage({ id: 'ops.field.currency' })}
      />
      <QueryBoundary query={query}>
        {({ opsUserStatement }) =>
          opsUserStatement.items.length === 0 ? (
            <EmptyLine id="money.statement.empty" />
          ) : (
            <>
              <ul className="ops-list ops-list--rows" data-testid="ops-statement">
                {opsUserStatement.items.map((line) => (
                  <li key={line.entryId} className="ops-line" data-testid="ops-statement-line">
                    <div className="ops-line__main">
                      <span className="ops-row__title">
                        <FormattedMessage id={statementKindMessageId(line.kind)} />
                      </span>
                      <span className="ops-row__sub">
                        {line.orderNo && <>{line.orderNo} · </>}
                        {line.label && <>{line.label} · </>}
                        {formatDateTime(line.at)}
                      </span>
                      {line.memo && (
                        <span className="ops-row__sub">
                          <StatementMemo memo={line.memo} />
                        </span>
                      )}
                    </div>
                    <div className="ops-line__figures">
                      <span className="money ops-line__change">{formatChange(line.availableChange, line.currency)}</span>
                      <span className="money ops-row__sub">{formatMoney(line.availableAfter, line.currency)}</span>
                    </div>
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={opsUserStatement.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}

function UserPositions({ userId }: { userId: string }) {
  const formatMoney = useFormatMoney();
  const formatChange = useFormatChange();
  const intl = useIntl();
  const price = usePrice();
  const query = useQuery(PositionsQuery, { variables: { userId, first: 20 }, fetchPolicy: 'network-only' });
  return (
    <>
      <h2 className="ops-subtitle">
        <FormattedMessage id="ops.user.positions" />
      </h2>
      <QueryBoundary query={query}>
        {({ opsUserPositions }) =>
          opsUserPositions.items.length === 0 ? (
            <EmptyLine id="ops.user.noPositions" />
          ) : (
            <>
              <ul className="ops-list ops-list--rows" data-testid="ops-positions">
                {opsUserPositions.items.map((p) => (
                  <li key={p.id} className="ops-line" data-testid="ops-position">
                    <div className="ops-line__main">
                      <span className="ops-row__title">
                        {p.symbol} · <FormattedMessage id={directionMessageId(p.direction)} /> · {intl.formatNumber(p.shares)} ×{' '}
                        {p.leverage}
                      </span>
                      <span className="ops-row__sub">
                        {p.orderNo} · {price(p.buyPrice)} → {p.currentPrice ? price(p.currentPrice) : '—'} {p.quoteCurrency}
                      </span>
                      {(p.takeProfit || p.stopLoss) && (
                        <span className="ops-row__sub" data-testid="ops-position-exits">
                          <FormattedMessage
                            id="ops.user.exits"
                            values={{ tp: p.takeProfit ? price(p.takeProfit) : '—', sl: p.stopLoss ? price(p.stopLoss) : '—' }}
                          />
                        </span>
                      )}
                    </div>
                    <div className="ops-line__figures">
                      <span className="money ops-line__change">{formatChange(p.profit, p.settlementCurrency)}</span>
                      <span className="money ops-row__sub">{formatMoney(p.margin, p.settlementCurrency)}</span>
                    </div>
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={opsUserPositions.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}

/** A user's pending orders: type, the stop (a trailing stop's level now) or limit, time in force and expiry. */
function UserOrders({ userId }: { userId: string }) {
  const intl = useIntl();
  const price = usePrice();
  const formatDateTime = useFormatDateTime();
  const query = useQuery(OrdersQuery, { variables: { userId, first: 20 }, fetchPolicy: 'network-only' });
  return (
    <>
      <h2 className="ops-subtitle">
        <FormattedMessage id="ops.user.orders" />
      </h2>
      <QueryBoundary query={query}>
        {({ opsUserOrders }) =>
          opsUserOrders.items.length === 0 ? (
            <EmptyLine id="ops.user.noOrders" />
          ) : (
            <>
              <ul className="ops-list ops-list--rows" data-testid="ops-orders">
                {opsUserOrders.items.map((o) => (
                  <li key={o.id} className="ops-line" data-testid="ops-order">
                    <div className="ops-line__main">
                      <span className="ops-row__title">
                        {o.symbol} · <FormattedMessage id={directionMessageId(o.direction)} /> ·{' '}
                        <FormattedMessage id={orderTypeMessageId(o.orderType)} /> · {intl.formatNumber(o.shares)}
                      </span>
                      <span className="ops-row__sub">
                        {o.orderNo}
                        {o.version > 1 ? ` · v${o.version}` : ''}
                        {stopOf(o) ? ` · ${price(stopOf(o) as string)}` : ''}
                        {o.limitPrice ? ` · ${price(o.limitPrice)}` : ''} {o.quoteCurrency}
                      </span>
                      {o.expiresAt && (
                        <span className="ops-row__sub">
                          <FormattedMessage
                            id={o.timeInForce === 'DAY' ? 'ops.user.orderDay' : 'ops.user.orderGtc'}
                            values={{ at: formatDateTime(o.expiresAt) }}
                          />
                        </span>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
              <LoadMore nextCursor={opsUserOrders.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}

/** A waiting stop's level: a trailing stop's current one, else the stop price; null for a limit. */
function stopOf(o: { currentStop?: string | null; stopPrice?: string | null }): string | null {
  return o.currentStop ?? o.stopPrice ?? null;
}
