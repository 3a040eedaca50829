import { useQuery } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import type { PositionRowFragment } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { usePageQuery } from '../../navigation/useQuery';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { TabRow } from '../../ui/TabRow';
import { useToast } from '../../ui/Toast';
import { priceDigits } from '../markets/format';
import { useFormatMoney } from '../money/format';
import { PagedList } from '../money/PagedList';
import '../money/money.css';
import { useCancelOrder, useClosePosition } from './actions';
import { codeOfSymbol, orderStatusMessageId, orderTypeMessageId } from './labels';
import { OrdersQuery, PositionsQuery } from './operations';
import { DateTimeText, DirectionBadge, Facts, InstrumentName, PriceValue, ProfitText, SellingTypeBadge } from './parts';
import { type PositionMark, usePortfolio } from './usePortfolio';
import './trading.css';

export const TRADE_TABS = ['positions', 'closed', 'inventory', 'lottery', 'orders'] as const;
export type TradeTab = (typeof TRADE_TABS)[number];

export function tradeTabOf(value: string | undefined): TradeTab {
  return (TRADE_TABS as readonly string[]).includes(value ?? '') ? (value as TradeTab) : 'positions';
}

const DETAIL_PATH = routeByName('tradeDetail').path;
const DETAIL2_PATH = routeByName('tradeDetail2').path;

function useRefresh() {
  const intl = useIntl();
  const toast = useToast();
  return async (refetch: () => Promise<unknown>) => {
    try {
      await refetch();
      toast.success(intl.formatMessage({ id: 'money.refreshed' }));
    } catch (error) {
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
    }
  };
}

function InstrumentTitle({ symbol, market }: { symbol: string; market: string }) {
  return (
    <span className="trade-row__instrument">
      <span className="trade-row__name">
        <InstrumentName symbol={symbol} />
      </span>
      <span className="trade-row__code">
        <span className={`market-tag market-tag--${market}`}>
          <FormattedMessage id={`markets.market.${market}`} />
        </span>
        {codeOfSymbol(symbol)}
      </span>
    </span>
  );
}

/** An open position, its current price and floating profit live from the portfolio marks. */
function OpenPositionRow({
  position: p,
  mark,
  onOpen,
  onClose,
  closing,
}: {
  position: PositionRowFragment;
  mark: PositionMark | undefined;
  onOpen: () => void;
  onClose: () => void;
  closing: boolean;
}) {
  const intl = useIntl();
  const currentPrice = mark?.currentPrice ?? p.currentPrice;
  const profit = mark?.profit ?? p.profit;
  const digits = priceDigits([p.buyPrice, currentPrice]);
  return (
    <li className="card trade-row" data-testid="position-row" data-symbol={p.symbol} data-id={p.id}>
      <button type="button" className="trade-row__open" onClick={onOpen} data-testid="position-open">
        <span className="trade-row__top">
          <InstrumentTitle symbol={p.symbol} market={p.market} />
          <DirectionBadge direction={p.direction} leverage={p.leverage} testId="position-direction" />
        </span>
        <Facts
          items={[
            {
              key: 'shares',
              label: <FormattedMessage id="trading.field.shares" />,
              value: intl.formatNumber(p.shares),
              testId: 'position-shares',
            },
            {
              key: 'buy',
              label: <FormattedMessage id="trading.field.buyPrice" />,
              value: <PriceValue value={p.buyPrice} currency={p.quoteCurrency} digits={digits} />,
            },
            {
              key: 'current',
              label: <FormattedMessage id="trading.field.currentPrice" />,
              value: currentPrice ? (
                <PriceValue value={currentPrice} currency={p.quoteCurrency} digits={digits} testId="position-current-price" />
              ) : (
                '—'
              ),
            },
          ]}
        />
        <span className="trade-row__result">
          <span className="trade-row__result-label">
            <FormattedMessage id="trading.field.floatingProfit" />
          </span>
          <ProfitText amount={profit} currency={p.settlementCurrency} className="trade-row__profit" testId="position-profit" />
        </span>
      </button>
      <div className="trade-row__foot">
        <span className="trade-row__time">
          <FormattedMessage id="trading.field.buyTime" /> <DateTimeText at={p.buyTime} />
        </span>
        <button
          type="button"
          className="icon-text-button icon-text-button--danger"
          onClick={onClose}
          disabled={closing}
          data-testid="position-close"
        >
          <FormattedMessage id="trading.close.button" />
        </button>
      </div>
    </li>
  );
}

function OpenPositions() {
  const nav = useNav();
  const refresh = useRefresh();
  const { marks, query: portfolio } = usePortfolio();
  const { close, busy } = useClosePosition();
  const query = useQuery(PositionsQuery, { variables: { status: 'OPEN', first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <PullToRefresh onRefresh={() => refresh(() => Promise.all([query.refetch({ after: null }), portfolio.refetch()]))}>
      <QueryBoundary query={query}>
        {({ positions }) =>
          positions.items.length === 0 ? (
            <div className="card" data-testid="positions-empty">
              <EmptyState
                icon="trade"
                title={<FormattedMessage id="trading.empty.positions" />}
                description={<FormattedMessage id="trading.empty.positionsText" />}
              />
            </div>
          ) : (
            <PagedList nextCursor={positions.nextCursor} fetchMore={query.fetchMore} testId="positions-list">
              {positions.items.map((p) => (
                <OpenPositionRow
                  key={p.id}
                  position={p}
                  mark={marks.get(p.id)}
                  closing={busy === p.id}
                  onOpen={() => nav.navigateTo(buildUrl(DETAIL_PATH, { id: p.id }))}
                  onClose={() => void close(p)}
                />
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}

function ClosedPositions() {
  const intl = useIntl();
  const nav = useNav();
  const refresh = useRefresh();
  const query = useQuery(PositionsQuery, { variables: { status: 'CLOSED', first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <PullToRefresh onRefresh={() => refresh(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ positions }) =>
          positions.items.length === 0 ? (
            <div className="card" data-testid="closed-empty">
              <EmptyState icon="records" title={<FormattedMessage id="trading.empty.closed" />} />
            </div>
          ) : (
            <PagedList nextCursor={positions.nextCursor} fetchMore={query.fetchMore} testId="closed-list">
              {positions.items.map((p) => (
                <li key={p.id} className="card trade-row" data-testid="closed-row" data-symbol={p.symbol} data-id={p.id}>
                  <button
                    type="button"
                    className="trade-row__open"
                    onClick={() => nav.navigateTo(buildUrl(DETAIL2_PATH, { id: p.id }))}
                    data-testid="closed-open"
                  >
                    <span className="trade-row__top">
                      <InstrumentTitle symbol={p.symbol} market={p.market} />
                      <DirectionBadge direction={p.direction} leverage={p.leverage} testId="closed-direction" />
                    </span>
                    <Facts
                      items={[
                        { key: 'shares', label: <FormattedMessage id="trading.field.shares" />, value: intl.formatNumber(p.shares) },
                        {
                          key: 'buy',
                          label: <FormattedMessage id="trading.field.buyPrice" />,
                          value: (
                            <PriceValue value={p.buyPrice} currency={p.quoteCurrency} digits={priceDigits([p.buyPrice, p.sellPrice])} />
                          ),
                        },
                        {
                          key: 'sell',
                          label: <FormattedMessage id="trading.field.sellPrice" />,
                          value: p.sellPrice ? (
                            <PriceValue
                              value={p.sellPrice}
                              currency={p.quoteCurrency}
                              digits={priceDigits([p.buyPrice, p.sellPrice])}
                              testId="closed-sell-price"
                            />
                          ) : (
                            '—'
                          ),
                        },
                      ]}
                    />
                    <span className="trade-row__result">
                      <span className="trade-row__result-label">
                        <FormattedMessage id="trading.field.totalProfit" />
                      </span>
                      <ProfitText amount={p.profit} currency={p.settlementCurrency} className="trade-row__profit" testId="closed-profit" />
                    </span>
                  </button>
                  <div className="trade-row__foot">
                    <span className="trade-row__time">
                      <FormattedMessage id="trading.field.sellTime" /> {p.sellTime ? <DateTimeText at={p.sellTime} /> : '—'}
                    </span>
                    <SellingTypeBadge type={p.sellingType} testId="closed-selling-type" />
                  </div>
                </li>
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}

function PendingOrders() {
  const intl = useIntl();
  const refresh = useRefresh();
  const formatMoney = useFormatMoney();
  const { cancel, busy } = useCancelOrder();
  const query = useQuery(OrdersQuery, { variables: { pending: true, first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <PullToRefresh onRefresh={() => refresh(() => query.refetch({ after: null }))}>
      <QueryBoundary query={query}>
        {({ orders }) => {
          const pending = orders.items.filter((o) => o.status === 'PENDING');
          return pending.length === 0 ? (
            <div className="card" data-testid="orders-empty">
              <EmptyState
                icon="clock"
                title={<FormattedMessage id="trading.empty.orders" />}
                description={<FormattedMessage id="trading.empty.ordersText" />}
              />
            </div>
          ) : (
            <PagedList nextCursor={orders.nextCursor} fetchMore={query.fetchMore} testId="orders-list">
              {pending.map((o) => (
                <li key={o.id} className="card trade-row" data-testid="order-row" data-symbol={o.symbol} data-id={o.id}>
                  <div className="trade-row__body">
                    <span className="trade-row__top">
                      <InstrumentTitle symbol={o.symbol} market={o.market} />
                      <span className="status status--pending" data-testid="order-status">
                        <FormattedMessage id={orderStatusMessageId(o.status)} />
                      </span>
                    </span>
                    <span className="trade-row__badges">
                      <span className="type-badge">
                        <FormattedMessage id={orderTypeMessageId(o.orderType)} />
                      </span>
                      <DirectionBadge direction={o.direction} leverage={o.leverage} testId="order-direction" />
                    </span>
                    <Facts
                      items={[
                        {
                          key: 'shares',
                          label: <FormattedMessage id="trading.field.shares" />,
                          value: intl.formatNumber(o.shares),
                          testId: 'order-shares',
                        },
                        {
                          key: 'limit',
                          label: <FormattedMessage id="trading.field.limitPrice" />,
                          value: o.limitPrice ? <PriceValue value={o.limitPrice} currency={o.quoteCurrency} testId="order-limit" /> : '—',
                        },
                        {
                          key: 'held',
                          label: <FormattedMessage id="trading.field.held" />,
                          value: o.heldAmount ? formatMoney(o.heldAmount, o.settlementCurrency) : '—',
                          testId: 'order-held',
                        },
                      ]}
                    />
                  </div>
                  <div className="trade-row__foot">
                    <span className="trade-row__time">
                      <FormattedMessage id="trading.field.created" /> <DateTimeText at={o.createdAt} />
                    </span>
                    <button
                      type="button"
                      className="icon-text-button icon-text-button--danger"
                      onClick={() => void cancel(o)}
                      disabled={busy === o.id}
                      data-testid="order-cancel"
                    >
                      <FormattedMessage id="trading.cancel.button" />
                    </button>
                  </div>
                  <p className="trade-row__order-no">
                    <FormattedMessage id="money.orderNo" values={{ no: o.orderNo }} />
                  </p>
                </li>
              ))}
            </PagedList>
          );
        }}
      </QueryBoundary>
    </PullToRefresh>
  );
}

/** New-stock inventory and lottery arrive with IPO subscriptions (issue of its own). */
function ComingWithIpo({ tab }: { tab: 'inventory' | 'lottery' }) {
  return (
    <div className="card" data-testid={`${tab}-empty`}>
      <EmptyState
        icon="ipo"
        title={<FormattedMessage id={`trading.empty.${tab}`} />}
        description={<FormattedMessage id="trading.empty.ipoText" />}
      />
    </div>
  );
}

/** The Trade tab: my positions, closed positions, new-stock inventory, lottery, pending orders. */
export function TradeScreen() {
  const intl = useIntl();
  const params = usePageQuery();
  const [tab, setTab] = useState<TradeTab>(tradeTabOf(params.tab));
  const tabsRef = useRef<HTMLDivElement>(null);
  // The row scrolls sideways at 375px: keep the selected tab in view (e.g. opened with ?tab=orders).
  useEffect(() => {
    const row = tabsRef.current?.firstElementChild as HTMLElement | null;
    const selected = row?.querySelector<HTMLElement>(`[data-testid="trade-tab-${tab}"]`);
    if (row && selected) row.scrollLeft = selected.offsetLeft - (row.clientWidth - selected.offsetWidth) / 2;
  }, [tab]);
  return (
    <>
      <div ref={tabsRef}>
        <TabRow
          items={TRADE_TABS}
          value={tab}
          onChange={setTab}
          label={intl.formatMessage({ id: 'trade.title' })}
          variant="trade-tabs"
          testIdPrefix="trade-tab-"
          renderLabel={(t) => <FormattedMessage id={`trading.tab.${t}`} />}
        />
      </div>
      <div className="tab-panel">
        {tab === 'positions' && <OpenPositions />}
        {tab === 'closed' && <ClosedPositions />}
        {tab === 'inventory' && <ComingWithIpo tab="inventory" />}
        {tab === 'lottery' && <ComingWithIpo tab="lottery" />}
        {tab === 'orders' && <PendingOrders />}
      </div>
    </>
  );
}
