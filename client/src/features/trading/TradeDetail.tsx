import { useQuery } from '@apollo/client';
import Big from 'big.js';
import { type ReactNode, useCallback, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { TradeDetail_PositionQuery } from '../../gql/graphql';
import { errorCodeOf } from '../../i18n/errors';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { SubPage } from '../../ui/Page';
import { useFormatMoney, useFormatRate } from '../../ui/money/format';
import { ProfitText } from '../../ui/money/ProfitText';
import { Summary } from '../../ui/money/Summary';
import { QueryBoundary } from '../../ui/PageState';
import { formatCount, formatPrice } from '../../ui/price/format';
import { MarketTag } from '../../ui/price/Price';
import { codeOfSymbol } from './labels';
import {
  ChargeLines,
  DateTimeText,
  DirectionBadge,
  InstrumentName,
  PositionExits,
  PriceValue,
  QuoteLine,
  SellingTypeBadge,
  useInstrumentDigits,
} from './parts';
import type { ProtectablePosition } from './ProtectionSheet';
import { ProtectionSheetLayer } from './sheets';
import { useClosePosition } from './useClosePosition';
import { usePortfolio } from './usePortfolio';
import './trading.css';

/** Every field of the trade detail (PRODUCT.md §4). */
const PositionQuery = graphql(`
  query TradeDetail_Position($id: ID!) {
    position(id: $id) {
      id
      tradeNo
      orderNo
      symbol
      market
      direction
      leverage
      shares
      status
      buyPrice
      buyTime
      origin
      currentPrice
      marketValue
      profit
      quoteCurrency
      settlementCurrency
      sellPrice
      sellTime
      sellingType
      stopOutPrice
      totalBuyPrice
      margin
      buyFee
      buyFxRate
      buyQuote {
        bid
        ask
        ...QuoteLine_Quote
      }
      buyCharges {
        ...ChargeLines_Charge
      }
      sellFee
      sellFxRate
      sellQuote {
        bid
        ask
        ...QuoteLine_Quote
      }
      sellCharges {
        ...ChargeLines_Charge
      }
      transactionTax
      grossProfitQuote
      proceeds
      lossAbsorbed
      takeProfit
      stopLoss
      stopLossTrailAmount
      stopLossTrailPercent
      triggerPrice
      gapped
    }
  }
`);

type Position = TradeDetail_PositionQuery['position'];

const DETAIL2_PATH = routeByName('tradeDetail2').path;

function Section({ title, children, testId }: { title: ReactNode; children: ReactNode; testId?: string }) {
  return (
    <section className="card detail-section" data-testid={testId}>
      <h2 className="detail-section__title">{title}</h2>
      {children}
    </section>
  );
}

function positive(value: string | null | undefined): boolean {
  return !!value && new Big(value).gt(0);
}

interface Live {
  currentPrice?: string;
  profit?: string;
  marketValue?: string;
  /** A trailing stop-loss's level now. */
  stopLoss?: string | null;
}

/** An open position's stop-loss level: a trailing one's is the live mark's. */
function stopLossOf(p: Position, live: Live): string | null | undefined {
  const trailing = !!(p.stopLossTrailAmount || p.stopLossTrailPercent);
  return trailing ? (live.stopLoss ?? p.stopLoss) : p.stopLoss;
}

/** What a page shows under a fill (its confirmation): the opening one, and the closing one once closed. */
export type FillAction = (leg: 'open' | 'close') => ReactNode;

function DetailBody({ position: p, live, fillAction }: { position: Position; live: Live; fillAction?: FillAction }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatRate = useFormatRate();
  const open = p.status === 'OPEN';
  const profit = (open ? live.profit : undefined) ?? p.profit;
  const marketValue = (open ? live.marketValue : undefined) ?? p.marketValue;
  const currentPrice = (open ? live.currentPrice : undefined) ?? p.currentPrice;
  // One position's prices line up on the same number of decimals.
  const digits = useInstrumentDigits(p.symbol, [
    p.buyPrice,
    p.buyQuote.bid,
    p.buyQuote.ask,
    currentPrice,
    p.stopOutPrice,
    p.sellPrice,
    p.sellQuote?.bid,
    p.sellQuote?.ask,
    p.takeProfit,
    p.stopLoss,
    p.triggerPrice,
  ]);
  const stopLoss = stopLossOf(p, live);
  const fx = (rate: string) => `1 ${p.settlementCurrency} = ${formatRate(rate)} ${p.quoteCurrency}`;

  return (
    <>
      <header className="card detail-hero" data-testid="detail-hero">
        <div className="detail-hero__top">
          <span className="detail-hero__code">
            <MarketTag market={p.market} />
            <span data-testid="detail-code">{codeOfSymbol(p.symbol)}</span>
          </span>
          <DirectionBadge direction={p.direction} leverage={p.leverage} testId="detail-direction" />
        </div>
        <p className="detail-hero__label">
          <FormattedMessage id={open ? 'trading.field.floatingProfit' : 'trading.field.totalProfit'} />
        </p>
        <ProfitText amount={profit} currency={p.settlementCurrency} className="detail-hero__profit" testId="detail-profit" />
        <p className="detail-hero__status">
          {open ? (
            <span className="status status--ok" data-testid="detail-status">
              <FormattedMessage id="trading.positionStatus.OPEN" />
            </span>
          ) : (
            <SellingTypeBadge type={p.sellingType} testId="detail-selling-type" />
          )}
        </p>
      </header>

      <Section title={<FormattedMessage id="trading.detail.trade" />} testId="detail-trade">
        <Summary
          testId="detail-trade-rows"
          rows={[
            { key: 'tradeNo', label: <FormattedMessage id="trading.field.tradeNo" />, value: p.tradeNo },
            { key: 'orderNo', label: <FormattedMessage id="trading.field.orderNo" />, value: p.orderNo },
            { key: 'shares', label: <FormattedMessage id="trading.field.shares" />, value: formatCount(intl, p.shares) },
            { key: 'leverage', label: <FormattedMessage id="trading.field.leverage" />, value: `${p.leverage}×` },
            {
              key: 'marketValue',
              label: <FormattedMessage id="trading.field.marketValue" />,
              value: formatMoney(marketValue, p.quoteCurrency),
            },
            { key: 'margin', label: <FormattedMessage id="trading.field.margin" />, value: formatMoney(p.margin, p.settlementCurrency) },
            ...(open && currentPrice
              ? [
                  {
                    key: 'currentPrice',
                    label: <FormattedMessage id="trading.field.currentPrice" />,
                    value: <PriceValue value={currentPrice} currency={p.quoteCurrency} digits={digits} testId="detail-current-price" />,
                  },
                ]
              : []),
            ...(open && p.stopOutPrice
              ? [
                  {
                    key: 'stopOut',
                    label: <FormattedMessage id="trading.preview.stopOut" />,
                    value: <PriceValue value={p.stopOutPrice} currency={p.quoteCurrency} digits={digits} />,
                  },
                ]
              : []),
          ]}
        />
        {open && (
          <PositionExits
            takeProfit={p.takeProfit}
            stopLoss={stopLoss}
            trailAmount={p.stopLossTrailAmount}
            trailPercent={p.stopLossTrailPercent}
            currency={p.quoteCurrency}
            digits={digits}
            testId="detail-exits"
          />
        )}
      </Section>

      <Section title={<FormattedMessage id="trading.detail.buy" />} testId="detail-buy">
        <Summary
          testId="detail-buy-rows"
          rows={[
            {
              key: 'buyPrice',
              label: <FormattedMessage id="trading.field.buyPrice" />,
              value: <PriceValue value={p.buyPrice} currency={p.quoteCurrency} digits={digits} testId="detail-buy-price" />,
            },
            {
              key: 'buyQuote',
              label: <FormattedMessage id="trading.preview.quote" />,
              value: (
                <QuoteLine quote={p.buyQuote} currency={p.quoteCurrency} market={p.market} digits={digits} testId="detail-buy-quote" />
              ),
            },
            {
              key: 'totalBuyPrice',
              label: <FormattedMessage id="trading.field.totalBuyPrice" />,
              value: formatMoney(p.totalBuyPrice, p.quoteCurrency),
            },
            ...(p.buyFxRate ? [{ key: 'buyFx', label: <FormattedMessage id="trading.preview.fxRate" />, value: fx(p.buyFxRate) }] : []),
            { key: 'buyTime', label: <FormattedMessage id="trading.field.buyTime" />, value: <DateTimeText at={p.buyTime} seconds /> },
            {
              key: 'origin',
              label: <FormattedMessage id="trading.field.origin" />,
              value: (
                <span data-testid="detail-origin" data-origin={p.origin}>
                  <FormattedMessage id={`trading.origin.${p.origin}`} />
                </span>
              ),
            },
          ]}
        />
        <p className="order-figures__title">
          <FormattedMessage id="trading.field.buyFees" />
        </p>
        <ChargeLines charges={p.buyCharges} settlementCurrency={p.settlementCurrency} testId="detail-buy-charges" />
        <Summary
          rows={[
            {
              key: 'buyFee',
              label: <FormattedMessage id="trading.field.buyFeeTotal" />,
              value: formatMoney(p.buyFee, p.settlementCurrency),
              strong: true,
            },
          ]}
          testId="detail-buy-fee"
        />
        {fillAction?.('open')}
      </Section>

      {!open && (
        <Section title={<FormattedMessage id="trading.detail.sell" />} testId="detail-sell">
          <Summary
            testId="detail-sell-rows"
            rows={[
              {
                key: 'sellPrice',
                label: <FormattedMessage id="trading.field.sellPrice" />,
                value: p.sellPrice ? (
                  <PriceValue value={p.sellPrice} currency={p.quoteCurrency} digits={digits} testId="detail-sell-price" />
                ) : (
                  '—'
                ),
              },
              ...(p.sellQuote
                ? [
                    {
                      key: 'sellQuote',
                      label: <FormattedMessage id="trading.preview.quote" />,
                      value: (
                        <QuoteLine
                          quote={p.sellQuote}
                          currency={p.quoteCurrency}
                          market={p.market}
                          digits={digits}
                          testId="detail-sell-quote"
                        />
                      ),
                    },
                  ]
                : []),
              ...(p.sellFxRate
                ? [{ key: 'sellFx', label: <FormattedMessage id="trading.preview.fxRate" />, value: fx(p.sellFxRate) }]
                : []),
              {
                key: 'sellingType',
                label: <FormattedMessage id="trading.field.sellingType" />,
                value: <SellingTypeBadge type={p.sellingType} />,
              },
              ...(p.triggerPrice
                ? [
                    {
                      key: 'triggerPrice',
                      label: <FormattedMessage id="trading.field.triggerPrice" />,
                      value: <PriceValue value={p.triggerPrice} currency={p.quoteCurrency} digits={digits} testId="detail-trigger-price" />,
                    },
                  ]
                : []),
              {
                key: 'sellTime',
                label: <FormattedMessage id="trading.field.sellTime" />,
                value: p.sellTime ? <DateTimeText at={p.sellTime} seconds /> : '—',
              },
            ]}
          />
          {p.gapped && p.triggerPrice && p.sellPrice && (
            <p className="order-figures__note order-figures__note--strong gap-risk" data-testid="detail-gapped">
              <FormattedMessage
                id="trading.detail.gapped"
                values={{
                  stop: formatPrice(intl, p.triggerPrice, p.quoteCurrency, digits),
                  price: formatPrice(intl, p.sellPrice, p.quoteCurrency, digits),
                }}
              />
            </p>
          )}
          <p className="order-figures__title">
            <FormattedMessage id="trading.field.sellFees" />
          </p>
          <ChargeLines charges={p.sellCharges} settlementCurrency={p.settlementCurrency} testId="detail-sell-charges" />
          <Summary
            rows={[
              {
                key: 'sellFee',
                label: <FormattedMessage id="trading.field.sellFeeTotal" />,
                value: formatMoney(p.sellFee ?? '0', p.settlementCurrency),
                strong: true,
              },
            ]}
            testId="detail-sell-fee"
          />
          {fillAction?.('close')}
        </Section>
      )}

      <Section title={<FormattedMessage id="trading.detail.result" />} testId="detail-result">
        <Summary
          testId="detail-result-rows"
          rows={[
            ...(p.grossProfitQuote
              ? [
                  {
                    key: 'gross',
                    label: <FormattedMessage id="trading.field.grossProfit" />,
                    value: <ProfitText amount={p.grossProfitQuote} currency={p.quoteCurrency} />,
                  },
                ]
              : []),
            {
              key: 'fees',
              label: <FormattedMessage id="trading.field.feesTotal" />,
              value: formatMoney(new Big(p.buyFee).plus(p.sellFee ?? 0).toFixed(), p.settlementCurrency),
            },
            {
              key: 'tax',
              label: <FormattedMessage id="trading.field.transactionTax" />,
              value: formatMoney(p.transactionTax, p.settlementCurrency),
            },
            ...(p.proceeds
              ? [
                  {
                    key: 'proceeds',
                    label: <FormattedMessage id="trading.close.proceeds" />,
                    value: formatMoney(p.proceeds, p.settlementCurrency),
                  },
                ]
              : []),
            ...(positive(p.lossAbsorbed)
              ? [
                  {
                    key: 'lossAbsorbed',
                    label: <FormattedMessage id="trading.field.lossAbsorbed" />,
                    value: formatMoney(p.lossAbsorbed as string, p.settlementCurrency),
                  },
                ]
              : []),
            {
              key: 'profit',
              label: <FormattedMessage id={open ? 'trading.field.floatingProfit' : 'trading.field.profitAndLoss'} />,
              value: <ProfitText amount={profit} currency={p.settlementCurrency} />,
              strong: true,
            },
          ]}
        />
        {open && (
          <p className="order-figures__note">
            <FormattedMessage id="trading.detail.floatingNote" />
          </p>
        )}
      </Section>
    </>
  );
}

/**
 * Trade detail of a position (PRODUCT.md §4); the open one can be closed from here. `children`: what
 * the page adds below the detail once the position is in (its dividends and splits); `fillAction`: what
 * it adds under each fill (its confirmation).
 */
export function TradeDetail({ id, children, fillAction }: { id: string | undefined; children?: ReactNode; fillAction?: FillAction }) {
  const nav = useNav();
  const query = useQuery(PositionQuery, { variables: { id: id ?? '' }, skip: !id, fetchPolicy: 'cache-and-network' });
  const open = query.data?.position.status === 'OPEN';
  const { marks } = usePortfolio(open);
  const { close, busy } = useClosePosition();
  const [protecting, setProtecting] = useState<ProtectablePosition | null>(null);
  const stopProtecting = useCallback(() => setProtecting(null), []);
  const position = query.data?.position;
  const mark = position ? marks.get(position.id) : undefined;
  const live: Live = { currentPrice: mark?.currentPrice, profit: mark?.profit, marketValue: mark?.marketValue, stopLoss: mark?.stopLoss };

  const title = position ? <InstrumentName symbol={position.symbol} /> : <FormattedMessage id="route.tradeDetail" />;
  if (!id || (query.error && errorCodeOf(query.error) === 'NOT_FOUND')) {
    return (
      <SubPage title={<FormattedMessage id="route.tradeDetail" />}>
        <div className="card" data-testid="detail-not-found">
          <EmptyState icon="alert" title={<FormattedMessage id="status.dataNotFound" />} />
        </div>
      </SubPage>
    );
  }
  return (
    <SubPage title={title} className={open ? 'page--with-actionbar' : undefined}>
      <QueryBoundary query={query}>
        {({ position: p }) => (
          <>
            <DetailBody position={p} live={live} fillAction={fillAction} />
            {children}
            {p.status === 'OPEN' && (
              <div className="action-bar detail-actions">
                <Button
                  variant="secondary"
                  onClick={() => setProtecting({ ...p, stopLoss: stopLossOf(p, live), currentPrice: live.currentPrice ?? p.currentPrice })}
                  data-testid="detail-protect"
                >
                  <FormattedMessage id="trading.protect.button" />
                </Button>
                <Button
                  variant="danger"
                  loading={busy === p.id}
                  onClick={async () => {
                    if (await close(p)) nav.redirectTo(buildUrl(DETAIL2_PATH, { id: p.id }));
                  }}
                  data-testid="detail-close"
                >
                  <FormattedMessage id="trading.close.button" />
                </Button>
              </div>
            )}
          </>
        )}
      </QueryBoundary>
      <ProtectionSheetLayer position={protecting} onClose={stopProtecting} />
    </SubPage>
  );
}
