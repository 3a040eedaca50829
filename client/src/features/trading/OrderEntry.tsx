import { useApolloClient, useQuery } from '@apollo/client';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import type { OrderType, TradeDirection } from '../../gql/graphql';
import { errorCodeOf, errorMessageIdOf } from '../../i18n/errors';
import { LOGIN_PATH, TRADE_PATH } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { DelayedLoading } from '../../ui/PageState';
import { formatCount, formatWritten } from '../../ui/price/format';
import { MarketTag } from '../../ui/price/Price';
import { Tabs } from '../../ui/Tabs';
import { useFormatMoney } from '../../ui/money/format';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Refusal, useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useSession } from '../auth/useSession';
import { TRADING_LIST_QUERIES } from './listQueries';
import { OrderFigures } from './OrderFigures';
import {
  acceptPriceKeystroke,
  acceptSharesKeystroke,
  limitPriceProblem,
  limitPriceProblemMessageId,
  lotsOf,
  normalisePrice,
  parseShares,
  prefillLimitPrice,
  sharesProblem,
  sharesProblemMessageId,
  stepShares,
} from './orderInput';
import { codeOfSymbol } from './labels';
import './trading.css';

/** What the order panel needs of the instrument: lot size, tick size and the live quote (keyed by symbol). */
const InstrumentQuery = graphql(`
  query OrderPanel_Instrument($symbol: ID!) {
    instrument(symbol: $symbol) {
      symbol
      code
      market
      currency
      lotSize
      tickSize
      quote {
        symbol
        price
        at
        marketOpen
        simulated
      }
    }
  }
`);

/** Per market: allowed leverage, lot size, settlement currency (public, cached for the session). */
const RulesQuery = graphql(`
  query OrderPanel_Rules {
    tradingRules {
      market
      leverages
      lotSize
      settlementCurrency
      closeOutRatio
      intradayLeverageFrom
    }
  }
`);

const PreviewQuery = graphql(`
  query OrderPanel_Preview($input: OrderPreviewInput!) {
    orderPreview(input: $input) {
      marketOpen
      orderType
      direction
      shares
      leverage
      price
      quote {
        bid
        ask
        ...QuoteLine_Quote
      }
      quoteCurrency
      settlementCurrency
      notional
      marginQuote
      margin
      fxRate
      fxSpreadBps
      charges {
        ...ChargeLines_Charge
      }
      chargesTotal
      closeChargesEstimate {
        ...ChargeLines_Charge
      }
      totalCost
      stopOutPrice
      available
      sufficientFunds
    }
  }
`);

/** Answers with the order as its row shows it, so that it lands in the cache whole. */
const PlaceOrderMutation = graphql(`
  mutation OrderPanel_PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      id
      orderNo
      status
      ...PendingOrderRow_Order
    }
  }
`);

const ORDER_TYPES: readonly OrderType[] = ['LIMIT', 'MARKET'];
const DIRECTIONS: readonly TradeDirection[] = ['LONG', 'SHORT'];

interface OrderInput {
  symbol: string;
  orderType: OrderType;
  direction: TradeDirection;
  shares: number;
  leverage: number;
  limitPrice?: string;
}

/** The order form for a signed-in user (loaded when stock detail's order sheet first opens: OrderPanel.tsx); signed out, it asks to sign in. */
export function OrderEntry({ symbol, initialDirection }: { symbol: string; initialDirection: TradeDirection }) {
  const { me, loading } = useSession();
  if (loading) return <DelayedLoading />;
  if (!me) return <SignInToTrade />;
  return <SignedInOrderPanel symbol={symbol} initialDirection={initialDirection} />;
}

function SignInToTrade() {
  const nav = useNav();
  const location = useLocation();
  return (
    <section className="order-panel" data-testid="order-signed-out">
      <EmptyState
        icon="lock"
        title={<FormattedMessage id="trading.signInTitle" />}
        description={<FormattedMessage id="trading.signInText" />}
        action={
          <Button
            block={false}
            onClick={() => nav.navigateTo(buildUrl(LOGIN_PATH, { redirect: `${location.pathname}${location.search}` }))}
            data-testid="order-login"
          >
            <FormattedMessage id="login.submit" />
          </Button>
        }
      />
    </section>
  );
}

function SignedInOrderPanel({ symbol, initialDirection }: { symbol: string; initialDirection: TradeDirection }) {
  const intl = useIntl();
  const client = useApolloClient();
  const nav = useNav();
  const formatMoney = useFormatMoney();
  const sharesId = useId();
  const priceId = useId();

  const instrumentQuery = useQuery(InstrumentQuery, { variables: { symbol }, fetchPolicy: 'cache-and-network' });
  const rulesQuery = useQuery(RulesQuery, { fetchPolicy: 'cache-first' });
  const instrument = instrumentQuery.data?.instrument ?? null;
  const market = instrument?.market ?? symbol.split(':', 1)[0];
  const rules = rulesQuery.data?.tradingRules.find((r) => r.market === market) ?? null;
  const lotSize = rules?.lotSize ?? instrument?.lotSize ?? 1;
  const leverages = rules?.leverages.length ? rules.leverages : [1];

  const [orderType, setOrderType] = useState<OrderType>('MARKET');
  const [direction, setDirection] = useState<TradeDirection>(initialDirection);
  const [sharesText, setSharesText] = useState<string | null>(null);
  const [limitText, setLimitText] = useState<string | null>(null);
  const [leverage, setLeverage] = useState(1);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ orderType: OrderType; orderNo: string } | null>(null);
  const place = useConfirmedMutation(PlaceOrderMutation, { onError: setErrorId });

  // First values once the instrument is known: one lot, and the quote's price for a limit order.
  const shares = sharesText ?? String(lotSize);
  const limit = limitText ?? prefillLimitPrice(instrument?.quote?.price, instrument?.tickSize);
  const sharesIssue = sharesProblem(shares, lotSize);
  const priceIssue = orderType === 'LIMIT' ? limitPriceProblem(limit) : null;

  const input: OrderInput | null = useMemo(() => {
    if (sharesIssue || priceIssue || !leverages.includes(leverage)) return null;
    return {
      symbol,
      orderType,
      direction,
      shares: parseShares(shares) as number,
      leverage,
      ...(orderType === 'LIMIT' ? { limitPrice: normalisePrice(limit) } : {}),
    };
  }, [sharesIssue, priceIssue, leverages, leverage, symbol, orderType, direction, shares, limit]);

  // The preview follows the inputs (debounced 100 ms) and refreshes with the market every few seconds.
  const settledKey = useDebouncedValue(input ? JSON.stringify(input) : '');
  const settled: OrderInput | null = settledKey ? JSON.parse(settledKey) : null;
  const previewQuery = useQuery(PreviewQuery, {
    variables: { input: settled as OrderInput },
    skip: !settled,
    fetchPolicy: 'cache-and-network',
    pollInterval: 5000,
  });
  const preview = settled ? (previewQuery.data ?? previewQuery.previousData)?.orderPreview : undefined;
  const marketOpen = preview?.marketOpen ?? instrument?.quote?.marketOpen ?? null;
  const marketClosedForMarketOrder = orderType === 'MARKET' && marketOpen === false;
  const previewError = settled && previewQuery.error && !previewQuery.loading ? previewQuery.error : null;

  const edit = (apply: () => void) => {
    apply();
    setErrorId(null);
    setPlaced(null);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (place.busy) return;
    if (sharesIssue) return setErrorId(sharesProblemMessageId(sharesIssue));
    if (priceIssue) return setErrorId(limitPriceProblemMessageId(priceIssue));
    if (!input) return;
    if (marketClosedForMarketOrder) return setErrorId('error.MARKET_CLOSED');
    setErrorId(null);
    const outcome = await place.run(async () => {
      // The figures confirmed are the server's, at the quote of this moment.
      const shown = (await client.query({ query: PreviewQuery, variables: { input }, fetchPolicy: 'network-only' })).data.orderPreview;
      if (orderType === 'MARKET' && !shown.marketOpen) throw new Refusal('error.MARKET_CLOSED');
      if (!shown.sufficientFunds) throw new Refusal('error.INSUFFICIENT_FUNDS');
      return {
        confirm: {
          title: intl.formatMessage({ id: 'trading.confirm.title' }),
          message: intl.formatMessage(
            { id: orderType === 'LIMIT' ? 'trading.confirm.limitMessage' : 'trading.confirm.marketMessage' },
            {
              direction: intl.formatMessage({ id: `trading.buy.${direction}` }),
              shares: formatCount(intl, input.shares),
              code: instrument?.code ?? codeOfSymbol(symbol),
              leverage: input.leverage,
              total: formatMoney(shown.totalCost, shown.settlementCurrency),
            },
          ),
          confirmText: intl.formatMessage({ id: 'trading.confirm.submit' }),
          details: (
            <div className="trade-dialog-details">
              <OrderFigures preview={shown} symbol={symbol} market={market} testId="order-confirm" />
            </div>
          ),
        },
        keyFor: input,
        variables: (idempotencyKey: string) => ({ input: { ...input, idempotencyKey } }),
        refetchQueries: [...CASH_BALANCE_QUERIES, ...TRADING_LIST_QUERIES],
        done: orderType === 'LIMIT' ? 'trading.toast.orderPlaced' : 'trading.toast.purchased',
      };
    });
    if (outcome.status === 'done') {
      const order = outcome.data?.placeOrder;
      if (order) setPlaced({ orderType: order.status === 'PENDING' ? 'LIMIT' : 'MARKET', orderNo: order.orderNo });
      void previewQuery.refetch().catch(() => undefined);
    } else if (outcome.status === 'failed' && errorCodeOf(outcome.error) === 'MARKET_CLOSED') {
      void previewQuery.refetch().catch(() => undefined);
    }
  };

  const lots = lotsOf(parseShares(shares) ?? 0, lotSize);
  const quoteCurrency = instrument?.currency ?? preview?.quoteCurrency ?? '';

  return (
    <form className="order-panel" onSubmit={onSubmit} noValidate data-testid="order-panel">
      <div className="order-panel__head">
        <h3 className="order-panel__title">
          {instrument?.code ?? codeOfSymbol(symbol)}
          {instrument?.market && <MarketTag market={instrument.market} />}
        </h3>
        {marketOpen !== null && (
          <span
            className={`market-pill market-pill--${marketOpen ? 'open' : 'closed'}`}
            data-testid="order-market-status"
            data-open={marketOpen}
          >
            <FormattedMessage id={marketOpen ? 'markets.status.open' : 'markets.status.closed'} />
          </span>
        )}
      </div>

      <Tabs
        value={orderType}
        onChange={(t) => edit(() => setOrderType(t))}
        options={ORDER_TYPES.map((t) => ({ value: t, label: <FormattedMessage id={`trading.orderType.${t}`} /> }))}
        testId="order-type"
        label={intl.formatMessage({ id: 'trading.panel.orderType' })}
      />

      <div className="direction-toggle" role="radiogroup" aria-label={intl.formatMessage({ id: 'trading.panel.direction' })}>
        {DIRECTIONS.map((d) => (
          <button
            key={d}
            type="button"
            role="radio"
            aria-checked={direction === d}
            className={`direction-toggle__item direction-toggle__item--${d.toLowerCase()}${direction === d ? ' direction-toggle__item--selected' : ''}`}
            onClick={() => edit(() => setDirection(d))}
            data-testid={`order-direction-${d}`}
          >
            <Icon name={d === 'LONG' ? 'market' : 'trade'} size={18} />
            <FormattedMessage id={`trading.buy.${d}`} />
          </button>
        ))}
      </div>

      <div className="field">
        <label className="field__label" htmlFor={sharesId}>
          <FormattedMessage id="trading.panel.shares" />
        </label>
        <div className="stepper">
          <button
            type="button"
            className="stepper__button"
            onClick={() => edit(() => setSharesText(stepShares(shares, lotSize, -1)))}
            aria-label={intl.formatMessage({ id: 'trading.panel.lessShares' })}
            data-testid="order-shares-minus"
          >
            −
          </button>
          <div className="input-box stepper__box">
            <input
              id={sharesId}
              className="input stepper__input"
              value={shares}
              onChange={(e) => edit(() => setSharesText(acceptSharesKeystroke(shares, e.target.value)))}
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              data-testid="order-shares"
            />
          </div>
          <button
            type="button"
            className="stepper__button"
            onClick={() => edit(() => setSharesText(stepShares(shares, lotSize, 1)))}
            aria-label={intl.formatMessage({ id: 'trading.panel.moreShares' })}
            data-testid="order-shares-plus"
          >
            +
          </button>
        </div>
        <p className="field__hint" data-testid="order-lot-hint">
          {lotSize > 1 ? (
            <FormattedMessage
              id={lots === null ? 'trading.panel.lotHintInvalid' : 'trading.panel.lotHint'}
              values={{ lot: formatCount(intl, lotSize), lots: formatCount(intl, lots ?? 0) }}
            />
          ) : (
            <FormattedMessage id="trading.panel.wholeShares" />
          )}
        </p>
        {sharesIssue && sharesText !== null && (
          <p className="field__error" data-testid="order-shares-error">
            <FormattedMessage id={sharesProblemMessageId(sharesIssue)} />
          </p>
        )}
      </div>

      {orderType === 'LIMIT' && (
        <div className="field">
          <label className="field__label" htmlFor={priceId}>
            <FormattedMessage id="trading.panel.limitPrice" />
          </label>
          <div className="input-box">
            <input
              id={priceId}
              className="input"
              value={limit}
              onChange={(e) => edit(() => setLimitText(acceptPriceKeystroke(limit, e.target.value)))}
              inputMode="decimal"
              autoComplete="off"
              maxLength={20}
              data-testid="order-limit-price"
            />
            <span className="input-box__suffix">{quoteCurrency}</span>
          </div>
          <p className="field__hint" data-testid="order-tick-hint">
            {instrument?.tickSize ? (
              <FormattedMessage id="trading.panel.tickHint" values={{ tick: formatWritten(intl, instrument.tickSize) }} />
            ) : (
              <FormattedMessage id="trading.panel.limitHint" />
            )}
          </p>
          {priceIssue && limitText !== null && (
            <p className="field__error" data-testid="order-price-error">
              <FormattedMessage id={limitPriceProblemMessageId(priceIssue)} />
            </p>
          )}
        </div>
      )}

      <div className="field">
        <span className="field__label">
          <FormattedMessage id="trading.panel.leverage" />
        </span>
        <div className="leverage-chips" role="radiogroup" aria-label={intl.formatMessage({ id: 'trading.panel.leverage' })}>
          {leverages.map((l) => (
            <button
              key={l}
              type="button"
              role="radio"
              aria-checked={leverage === l}
              className={`leverage-chip${leverage === l ? ' leverage-chip--selected' : ''}`}
              onClick={() => edit(() => setLeverage(l))}
              data-testid={`order-leverage-${l}`}
            >
              {l}×
            </button>
          ))}
        </div>
        {rules?.intradayLeverageFrom != null && rules.intradayLeverageFrom > 0 && leverage >= rules.intradayLeverageFrom && (
          <p className="field__hint" data-testid="order-intraday-note">
            <FormattedMessage id="trading.panel.intradayNote" values={{ leverage: rules.intradayLeverageFrom }} />
          </p>
        )}
      </div>

      {marketClosedForMarketOrder && (
        <p className="order-panel__closed" role="alert" data-testid="order-market-closed">
          <Icon name="clock" size={16} />
          <span className="order-panel__closed-text">
            <span>
              <FormattedMessage id="error.MARKET_CLOSED" />
            </span>
            <span className="order-panel__closed-hint">
              <FormattedMessage id="trading.panel.limitWhenClosed" />
            </span>
          </span>
        </p>
      )}

      <div
        className={`preview order-panel__preview${previewQuery.loading && preview ? ' order-panel__preview--stale' : ''}`}
        aria-live="polite"
        data-testid="order-preview"
      >
        {previewError ? (
          <p className="preview__error" data-testid="order-preview-error">
            <FormattedMessage id={errorMessageIdOf(previewError)} />
          </p>
        ) : preview ? (
          <OrderFigures preview={preview} symbol={symbol} market={market} testId="order-figures" />
        ) : (
          <p className="preview__hint">
            <FormattedMessage id={input ? 'trading.preview.loading' : 'trading.preview.enter'} />
          </p>
        )}
      </div>

      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>

      {placed && (
        <div className="order-panel__placed" data-testid="order-placed">
          <span>
            <FormattedMessage
              id={placed.orderType === 'LIMIT' ? 'trading.panel.placedPending' : 'trading.panel.placedFilled'}
              values={{ no: placed.orderNo }}
            />
          </span>
          <Button
            variant="ghost"
            block={false}
            onClick={() => nav.switchTab(buildUrl(TRADE_PATH, { tab: placed.orderType === 'LIMIT' ? 'orders' : 'positions' }))}
            data-testid="order-view-trade"
          >
            <FormattedMessage id="trading.panel.viewInTrade" />
          </Button>
        </div>
      )}

      <Button
        type="submit"
        variant={direction === 'SHORT' ? 'danger' : 'primary'}
        className={`order-panel__submit order-panel__submit--${direction.toLowerCase()}`}
        loading={place.busy}
        disabled={marketClosedForMarketOrder}
        data-testid="order-submit"
      >
        <FormattedMessage
          id={`trading.submit.${direction}`}
          values={{ shares: formatCount(intl, parseShares(shares) ?? 0), code: instrument?.code ?? codeOfSymbol(symbol) }}
        />
      </Button>
    </form>
  );
}
