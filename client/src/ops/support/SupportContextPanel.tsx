import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatE164 } from '../../features/auth/phone';
import { directionMessageId, orderStatusMessageId, orderTypeMessageId } from '../../features/trading/labels';
import { graphql } from '../../gql';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { Fact, StatusBadge, useFormatDateTime } from '../parts';

const ContextQuery = graphql(`
  query OpsSupport_Context($conversationId: ID!) {
    opsSupportContext(conversationId: $conversationId) {
      userId
      phone
      realNameStatus
      vip
      balances {
        currency
        available
        frozen
        total
      }
      recentOrders {
        id
        orderNo
        symbol
        direction
        orderType
        shares
        status
        createdAt
        quoteCurrency
      }
      openReviews {
        id
        kind
        status
        orderNo
        amount
        currency
        summary
        createdAt
      }
    }
  }
`);

const REAL_NAME_TONE: Record<string, string> = { none: 'neutral', pending: 'pending', passed: 'ok', failed: 'failed' };

/**
 * The user beside the conversation: real-name status, VIP, cash, the five latest orders, items waiting
 * for review. Each read is audited on the server (support.context.viewed): read when the conversation
 * opens and on "Refresh" only. Not cached (no-cache): balances are keyed by currency in the app's
 * cache, which holds the signed-in ops user's own.
 */
export function SupportContextPanel({ conversationId, userId }: { conversationId: string; userId: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const query = useQuery(ContextQuery, { variables: { conversationId }, fetchPolicy: 'no-cache', notifyOnNetworkStatusChange: true });
  return (
    <section className="ops-card ops-support-context" data-testid="ops-support-context">
      <div className="ops-card__head">
        <h2 className="ops-support-context__title">
          <FormattedMessage id="ops.support.contextTitle" />
        </h2>
        <Button
          variant="secondary"
          block={false}
          loading={query.loading && query.data !== undefined}
          onClick={() => void query.refetch().catch(() => undefined)}
          data-testid="ops-support-context-refresh"
        >
          <FormattedMessage id="ops.support.refresh" />
        </Button>
      </div>
      <p className="ops-support-hint" data-testid="ops-support-context-audited">
        <FormattedMessage id="ops.support.contextAudited" />
      </p>
      <QueryBoundary query={query} reserve="240px">
        {({ opsSupportContext: ctx }) => (
          <>
            <dl className="ops-facts">
              <Fact label={<FormattedMessage id="ops.field.user" />}>
                <Link to={`${OPS_PATH}/users/${ctx.userId || userId}`} data-testid="ops-support-context-phone" data-record>
                  {formatE164(ctx.phone)}
                </Link>
              </Fact>
              <Fact label={<FormattedMessage id="ops.field.realName" />} testId="ops-support-context-real-name">
                <span className={`status status--${REAL_NAME_TONE[ctx.realNameStatus] ?? 'neutral'}`} data-status={ctx.realNameStatus}>
                  <FormattedMessage id={`ops.support.realName.${ctx.realNameStatus}`} defaultMessage={ctx.realNameStatus} />
                </span>
              </Fact>
              <Fact label="VIP" testId="ops-support-context-vip">
                <FormattedMessage id={ctx.vip ? 'ops.support.vipYes' : 'ops.support.vipNo'} />
              </Fact>
            </dl>

            <h3 className="ops-support-context__sub">
              <FormattedMessage id="ops.user.balances" />
            </h3>
            {ctx.balances.length === 0 ? (
              <p className="ops-support-hint">—</p>
            ) : (
              <ul className="ops-support-context__list" data-testid="ops-support-context-balances">
                {ctx.balances.map((b) => (
                  <li key={b.currency} className="ops-support-context__item" data-testid={`ops-support-context-balance-${b.currency}`}>
                    <span className="ops-support-context__strong">{b.currency}</span>
                    <span className="ops-support-context__figures">
                      <span className="money">{formatMoney(b.available, b.currency)}</span>
                      <span className="ops-row__sub">
                        <FormattedMessage id="ops.balance.frozen" /> <span className="money">{formatMoney(b.frozen, b.currency)}</span>
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            )}

            <h3 className="ops-support-context__sub">
              <FormattedMessage id="ops.support.recentOrders" />
            </h3>
            {ctx.recentOrders.length === 0 ? (
              <p className="ops-support-hint" data-testid="ops-support-context-no-orders">
                <FormattedMessage id="ops.support.noOrders" />
              </p>
            ) : (
              <ul className="ops-support-context__list" data-testid="ops-support-context-orders">
                {ctx.recentOrders.slice(0, 5).map((o) => (
                  <li
                    key={o.id}
                    className="ops-support-context__item ops-support-context__item--stack"
                    data-testid="ops-support-context-order"
                  >
                    <span className="ops-support-context__strong">
                      {o.symbol} · <FormattedMessage id={directionMessageId(o.direction)} /> ·{' '}
                      <FormattedMessage id={orderTypeMessageId(o.orderType)} /> · {intl.formatNumber(o.shares)}
                    </span>
                    <span className="ops-row__sub">
                      <span data-record>{o.orderNo}</span> · <FormattedMessage id={orderStatusMessageId(o.status)} /> ·{' '}
                      {formatDateTime(o.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}

            <h3 className="ops-support-context__sub">
              <FormattedMessage id="ops.support.openReviews" />
            </h3>
            {ctx.openReviews.length === 0 ? (
              <p className="ops-support-hint" data-testid="ops-support-context-no-reviews">
                <FormattedMessage id="ops.support.noOpenReviews" />
              </p>
            ) : (
              <ul className="ops-support-context__list" data-testid="ops-support-context-reviews">
                {ctx.openReviews.map((r) => (
                  <li
                    key={`${r.kind}:${r.id}`}
                    className="ops-support-context__item ops-support-context__item--stack"
                    data-testid="ops-support-context-review"
                  >
                    <span className="ops-support-context__strong">
                      <FormattedMessage id={`ops.kind.${r.kind}`} defaultMessage={r.kind} />
                      {r.amount && r.currency ? (
                        <>
                          {' '}
                          · <span className="money">{formatMoney(r.amount, r.currency)}</span>
                        </>
                      ) : null}
                    </span>
                    <span className="ops-row__sub">
                      {r.orderNo && <span data-record>{r.orderNo} · </span>}
                      <StatusBadge status={r.status} /> · {formatDateTime(r.createdAt)}
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryBoundary>
    </section>
  );
}
