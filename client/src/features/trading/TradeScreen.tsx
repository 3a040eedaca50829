import { useQuery } from '@apollo/client';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { usePageQuery } from '../../navigation/useQuery';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { PullToRefresh } from '../../ui/PullToRefresh';
import { useFormatMoney } from '../../ui/money/format';
import { PagedList } from '../../ui/money/PagedList';
import { ProfitText } from '../../ui/money/ProfitText';
import { TabRow } from '../../ui/TabRow';
import { useRefreshToast } from '../../ui/useRefreshToast';
import { formatCount } from '../../ui/price/format';
import { MarketTag } from '../../ui/price/Price';
import type { AmendablePendingOrder } from './AmendOrderSheet';
import { codeOfSymbol, orderStatusMessageId, orderTypeMessageId, timeInForceMessageId } from './labels';
import { fieldsOf } from './orderInput';
import {
  DateTimeText,
  DirectionBadge,
  Facts,
  InstrumentName,
  OriginBadge,
  PositionExits,
  PriceValue,
  SellingTypeBadge,
  useInstrumentDigits,
  useTrailText,
} from './parts';
import type { ProtectablePosition } from './ProtectionSheet';
import { AmendSheetLayer, ProtectionSheetLayer } from './sheets';
import { type ClosablePosition, useClosePosition } from './useClosePosition';
import { type CancellableOrder, useCancelOrder } from './useCancelOrder';
import { type PositionMark, usePortfolio } from './usePortfolio';
import './trading.css';

/**
 * Pending orders come third: with the two IPO tabs (empty until IPO subscriptions arrive) after them, every
 * tab a trader uses is on screen at 375px (PRODUCT.md §2 names the five; the row scrolls for the rest).
 */
export const TRADE_TABS = ['positions', 'closed', 'orders', 'inventory', 'lottery'] as const;
export type TradeTab = (typeof TRADE_TABS)[number];

export function tradeTabOf(value: string | undefined): TradeTab {
  return (TRADE_TABS as readonly string[]).includes(value ?? '') ? (value as TradeTab) : 'positions';
}

const DETAIL_PATH = routeByName('tradeDetail').path;
/** How often the pending orders refresh while on screen (a trailing stop's level moves with the quotes, without an event). */
const PENDING_POLL_MS = 5000;
const DETAIL2_PATH = routeByName('tradeDetail2').path;

function InstrumentTitle({ symbol, market }: { symbol: string; market: string }) {
  return (
    <span className="trade-row__instrument">
      <span className="trade-row__name">
        <InstrumentName symbol={symbol} />
      </span>
      <span className="trade-row__code">
        <MarketTag market={market} />
        {codeOfSymbol(symbol)}
      </span>
    </span>
  );
}

const OpenPositionRowFragment = graphql(`
  fragment OpenPositionRow_Position on Position {
    id
    symbol
    market
    direction
    leverage
    shares
    buyPrice
    buyTime
    currentPrice
    profit
    quoteCurrency
    settlementCurrency
    origin
    takeProfit
    stopLoss
    stopLossTrailAmount
    stopLossTrailPercent
  }
`);

const OpenPositionsQuery = graphql(`
  query OpenPositions_Positions($first: Int!, $after: String) {
    positions(status: OPEN, first: $first, after: $after) {
      items {
        id
        ...OpenPositionRow_Position
      }
      nextCursor
    }
  }
`);

const ClosedPositionsQuery = graphql(`
  query ClosedPositions_Positions($first: Int!, $after: String) {
    positions(status: CLOSED, first: $first, after: $after) {
      items {
        id
        ...ClosedPositionRow_Position
      }
      nextCursor
    }
  }
`);

const PendingOrdersQuery = graphql(`
  query PendingOrders_Orders($first: Int!, $after: String) {
    orders(pending: true, first: $first, after: $after) {
      items {
        id
        status
        ...PendingOrderRow_Order
      }
      nextCursor
    }
  }
`);

/**
 * An open position, its current price and floating profit live from the portfolio marks, its
 * take-profit and stop-loss (a trailing one's level live), and the ways to edit them or close it.
 */
function OpenPositionRow({
  position,
  mark,
  onOpen,
  onClose,
  onProtect,
  closing,
}: {
  position: FragmentType<typeof OpenPositionRowFragment>;
  mark: PositionMark | undefined;
  onOpen: () => void;
  onClose: (position: ClosablePosition) => void;
  onProtect: (position: ProtectablePosition) => void;
  closing: boolean;
}) {
  const intl = useIntl();
  const p = useFragment(OpenPositionRowFragment, position);
  const currentPrice = mark?.currentPrice ?? p.currentPrice;
  const profit = mark?.profit ?? p.profit;
  // A trailing stop-loss moves with the quotes: its level now is the portfolio's live mark.
  const trailing = !!(p.stopLossTrailAmount || p.stopLossTrailPercent);
  const stopLoss = trailing ? (mark?.stopLoss ?? p.stopLoss) : p.stopLoss;
  const digits = useInstrumentDigits(p.symbol, [p.buyPrice, currentPrice, p.takeProfit, stopLoss]);
  return (
    <li className="card trade-row" data-testid="position-row" data-symbol={p.symbol} data-id={p.id} data-current-price={currentPrice ?? ''}>
      <button type="button" className="trade-row__open" onClick={onOpen} data-testid="position-open">
        <span className="trade-row__top">
          <InstrumentTitle symbol={p.symbol} market={p.market} />
          <span className="trade-row__badges">
            <OriginBadge origin={p.origin} testId="position-origin" />
            <DirectionBadge direction={p.direction} leverage={p.leverage} testId="position-direction" />
          </span>
        </span>
        <Facts
          items={[
            {
              key: 'shares',
              label: <FormattedMessage id="trading.field.shares" />,
              value: formatCount(intl, p.shares),
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
        <PositionExits
          takeProfit={p.takeProfit}
          stopLoss={stopLoss}
          trailAmount={p.stopLossTrailAmount}
          trailPercent={p.stopLossTrailPercent}
          currency={p.quoteCurrency}
          digits={digits}
          testId="position-exits"
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
        <span className="trade-row__actions">
          <button
            type="button"
            className="icon-text-button"
            onClick={() => onProtect({ ...p, stopLoss, currentPrice })}
            data-testid="position-protect"
          >
            <FormattedMessage id="trading.protect.button" />
          </button>
          <button
            type="button"
            className="icon-text-button icon-text-button--danger"
            onClick={() => onClose(p)}
            disabled={closing}
            data-testid="position-close"
          >
            <FormattedMessage id="trading.close.button" />
          </button>
        </span>
      </div>
    </li>
  );
}

function OpenPositions() {
  const nav = useNav();
  const refresh = useRefreshToast();
  const { marks, query: portfolio } = usePortfolio();
  const { close, busy } = useClosePosition();
  const [protecting, setProtecting] = useState<ProtectablePosition | null>(null);
  const stopProtecting = useCallback(() => setProtecting(null), []);
  const query = useQuery(OpenPositionsQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <ProtectionSheetLayer position={protecting} onClose={stopProtecting} />
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
                    onClose={(position) => void close(position)}
                    onProtect={setProtecting}
                  />
                ))}
              </PagedList>
            )
          }
        </QueryBoundary>
      </PullToRefresh>
    </>
  );
}

const ClosedPositionRowFragment = graphql(`
  fragment ClosedPositionRow_Position on Position {
    id
    symbol
    market
    direction
    leverage
    shares
    buyPrice
    profit
    quoteCurrency
    settlementCurrency
    sellPrice
    sellTime
    sellingType
  }
`);

/** A closed position: prices in and out, total profit, how it was closed. */
function ClosedPositionRow({ position, onOpen }: { position: FragmentType<typeof ClosedPositionRowFragment>; onOpen: () => void }) {
  const intl = useIntl();
  const p = useFragment(ClosedPositionRowFragment, position);
  const digits = useInstrumentDigits(p.symbol, [p.buyPrice, p.sellPrice]);
  return (
    <li className="card trade-row" data-testid="closed-row" data-symbol={p.symbol} data-id={p.id}>
      <button type="button" className="trade-row__open" onClick={onOpen} data-testid="closed-open">
        <span className="trade-row__top">
          <InstrumentTitle symbol={p.symbol} market={p.market} />
          <DirectionBadge direction={p.direction} leverage={p.leverage} testId="closed-direction" />
        </span>
        <Facts
          items={[
            { key: 'shares', label: <FormattedMessage id="trading.field.shares" />, value: formatCount(intl, p.shares) },
            {
              key: 'buy',
              label: <FormattedMessage id="trading.field.buyPrice" />,
              value: <PriceValue value={p.buyPrice} currency={p.quoteCurrency} digits={digits} />,
            },
            {
              key: 'sell',
              label: <FormattedMessage id="trading.field.sellPrice" />,
              value: p.sellPrice ? (
                <PriceValue value={p.sellPrice} currency={p.quoteCurrency} digits={digits} testId="closed-sell-price" />
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
  );
}

function ClosedPositions() {
  const nav = useNav();
  const refresh = useRefreshToast();
  const query = useQuery(ClosedPositionsQuery, { variables: { first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
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
                <ClosedPositionRow key={p.id} position={p} onOpen={() => nav.navigateTo(buildUrl(DETAIL2_PATH, { id: p.id }))} />
              ))}
            </PagedList>
          )
        }
      </QueryBoundary>
    </PullToRefresh>
  );
}

/** A pending order as its row shows it; placing and cancelling an order answer with it (the cache stays whole). */
const PendingOrderRowFragment = graphql(`
  fragment PendingOrderRow_Order on Order {
    id
    orderNo
    symbol
    market
    direction
    orderType
    shares
    limitPrice
    leverage
    quoteCurrency
    settlementCurrency
    heldAmount
    status
    createdAt
    stopPrice
    trailAmount
    trailPercent
    currentStop
    timeInForce
    expiresAt
    takeProfit
    stopLoss
    triggeredAt
    version
  }
`);

/**
 * A pending order: its type, what it would buy, what triggers it (a stop, or a trailing stop's level
 * now), its limit, the amount held for it, how long it waits and when it expires, a bracket's exits, and
 * the ways to amend or cancel it.
 */
function PendingOrderRow({
  order,
  onAmend,
  onCancel,
  cancelling,
}: {
  order: FragmentType<typeof PendingOrderRowFragment>;
  onAmend: (order: AmendablePendingOrder) => void;
  onCancel: (order: CancellableOrder) => void;
  cancelling: boolean;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const trailText = useTrailText();
  const o = useFragment(PendingOrderRowFragment, order);
  const fields = fieldsOf(o.orderType);
  const trigger = o.currentStop ?? o.stopPrice;
  const digits = useInstrumentDigits(o.symbol, [o.limitPrice, trigger, o.takeProfit, o.stopLoss]);
  const price = (value: string, testId?: string) => <PriceValue value={value} currency={o.quoteCurrency} digits={digits} testId={testId} />;
  const hasTrigger = fields.stop || fields.trail;
  return (
    <li
      className="card trade-row"
      data-testid="order-row"
      data-symbol={o.symbol}
      data-id={o.id}
      data-order-type={o.orderType}
      data-version={o.version}
    >
      <div className="trade-row__body">
        <span className="trade-row__top">
          <InstrumentTitle symbol={o.symbol} market={o.market} />
          <span className="status status--pending" data-testid="order-status">
            <FormattedMessage id={orderStatusMessageId(o.status)} />
          </span>
        </span>
        <span className="trade-row__badges">
          <span className="type-badge" data-testid="order-type">
            <FormattedMessage id={orderTypeMessageId(o.orderType)} />
          </span>
          <DirectionBadge direction={o.direction} leverage={o.leverage} testId="order-direction" />
          {o.version > 1 && (
            <span className="type-badge type-badge--quiet" data-testid="order-version">
              <FormattedMessage id="trading.field.amended" values={{ version: o.version }} />
            </span>
          )}
        </span>
        <Facts
          items={[
            {
              key: 'shares',
              label: <FormattedMessage id="trading.field.shares" />,
              value: formatCount(intl, o.shares),
              testId: 'order-shares',
            },
            ...(hasTrigger
              ? [
                  {
                    key: 'trigger',
                    label: <FormattedMessage id="trading.field.trigger" />,
                    value: (
                      <>
                        {trigger ? price(trigger, 'order-trigger-price') : '—'}
                        {fields.trail && (o.trailAmount || o.trailPercent) && (
                          <span className="figure-sub" data-testid="order-trail">
                            <FormattedMessage
                              id="trading.exit.trailing"
                              values={{ trail: trailText({ amount: o.trailAmount, percent: o.trailPercent }, o.quoteCurrency) }}
                            />
                          </span>
                        )}
                        {o.triggeredAt && (
                          <span className="figure-sub" data-testid="order-triggered">
                            <FormattedMessage id="trading.field.triggered" />
                          </span>
                        )}
                      </>
                    ),
                    testId: 'order-trigger',
                  },
                ]
              : []),
            ...(fields.limit || !hasTrigger
              ? [
                  {
                    key: 'limit',
                    label: <FormattedMessage id="trading.field.limitPrice" />,
                    value: o.limitPrice ? price(o.limitPrice, 'order-limit') : '—',
                  },
                ]
              : []),
            {
              key: 'held',
              label: <FormattedMessage id="trading.field.held" />,
              value: o.heldAmount ? formatMoney(o.heldAmount, o.settlementCurrency) : '—',
              testId: 'order-held',
            },
          ]}
        />
        {o.timeInForce && (
          <p className="trade-row__line trade-row__line--text" data-testid="order-tif" data-tif={o.timeInForce}>
            <FormattedMessage id={timeInForceMessageId(o.timeInForce)} />
            {o.expiresAt && (
              <>
                {' · '}
                <FormattedMessage
                  id="trading.field.expiresAt"
                  values={{ date: <DateTimeText at={o.expiresAt} testId="order-expires" /> }}
                />
              </>
            )}
          </p>
        )}
        {(o.takeProfit || o.stopLoss) && (
          <p className="trade-row__line" data-testid="order-bracket">
            {o.takeProfit && (
              <span>
                <FormattedMessage id="trading.field.takeProfit" /> {price(o.takeProfit)}
              </span>
            )}
            {o.stopLoss && (
              <span>
                <FormattedMessage id="trading.field.stopLoss" /> {price(o.stopLoss)}
              </span>
            )}
          </p>
        )}
      </div>
      <div className="trade-row__foot">
        <span className="trade-row__time">
          <FormattedMessage id="trading.field.created" /> <DateTimeText at={o.createdAt} />
        </span>
        <span className="trade-row__actions">
          <button type="button" className="icon-text-button" onClick={() => onAmend(o)} data-testid="order-amend">
            <FormattedMessage id="trading.amend.button" />
          </button>
          <button
            type="button"
            className="icon-text-button icon-text-button--danger"
            onClick={() => onCancel(o)}
            disabled={cancelling}
            data-testid="order-cancel"
          >
            <FormattedMessage id="trading.cancel.button" />
          </button>
        </span>
      </div>
      <p className="trade-row__order-no">
        <FormattedMessage id="money.orderNo" values={{ no: o.orderNo }} />
      </p>
    </li>
  );
}

/**
 * Pending orders, kept fresh while on screen: every account event about an order refetches them
 * (useTradingEvents), and they are polled every few seconds for what moves without an event (a trailing
 * stop's level).
 */
function PendingOrders() {
  const refresh = useRefreshToast();
  const { cancel, busy } = useCancelOrder();
  const [amending, setAmending] = useState<AmendablePendingOrder | null>(null);
  const stopAmending = useCallback(() => setAmending(null), []);
  const query = useQuery(PendingOrdersQuery, {
    variables: { first: MONEY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    pollInterval: PENDING_POLL_MS,
  });
  return (
    <>
      <AmendSheetLayer order={amending} onClose={stopAmending} />
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
                  <PendingOrderRow
                    key={o.id}
                    order={o}
                    onAmend={setAmending}
                    onCancel={(order) => void cancel(order)}
                    cancelling={busy === o.id}
                  />
                ))}
              </PagedList>
            );
          }}
        </QueryBoundary>
      </PullToRefresh>
    </>
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

/**
 * The Trade tab: my positions, closed positions, new-stock inventory, lottery, pending orders. The IPO
 * tabs' contents come from the page (the IPO feature), which composes them in.
 */
export function TradeScreen({ inventory, lottery }: { inventory?: ReactNode; lottery?: ReactNode } = {}) {
  const intl = useIntl();
  const params = usePageQuery();
  const [tab, setTab] = useState<TradeTab>(tradeTabOf(params.tab));
  const tabsRef = useRef<HTMLDivElement>(null);
  // The row scrolls sideways at 375px: keep the selected tab in view (e.g. opened with ?tab=orders).
  useEffect(() => {
    const row = tabsRef.current?.firstElementChild as HTMLElement | null;
    const selected = row?.querySelector<HTMLElement>(`[data-testid="trade-tab-${tab}"]`);
    if (!row || !selected) return;
    // Only when the selected tab is not wholly in view (the first tabs stay put).
    const left = selected.offsetLeft - row.scrollLeft;
    if (left < 0 || left + selected.offsetWidth > row.clientWidth) {
      row.scrollLeft = selected.offsetLeft - (row.clientWidth - selected.offsetWidth) / 2;
    }
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
        {tab === 'inventory' && (inventory ?? <ComingWithIpo tab="inventory" />)}
        {tab === 'lottery' && (lottery ?? <ComingWithIpo tab="lottery" />)}
        {tab === 'orders' && <PendingOrders />}
      </div>
    </>
  );
}
