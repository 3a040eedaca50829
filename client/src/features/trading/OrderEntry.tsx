import { useApolloClient, useQuery } from '@apollo/client';
import { type FormEvent, useId, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { graphql } from '../../gql';
import type { TradeDirection } from '../../gql/graphql';
import { errorCodeOf, errorMessageIdOf } from '../../i18n/errors';
import { LOGIN_PATH, TRADE_PATH } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { FormError } from '../../ui/Field';
import { Icon } from '../../ui/icons';
import { DelayedLoading } from '../../ui/PageState';
import { formatCount, formatPrice, formatWritten } from '../../ui/price/format';
import { MarketTag } from '../../ui/price/Price';
import { useFormatMoney } from '../../ui/money/format';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Refusal, useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { useDebouncedValue } from '../../ui/useDebouncedValue';
import { useSession } from '../auth/useSession';
import { ChoiceChips, PriceField } from './fields';
import { TRADING_LIST_QUERIES } from './listQueries';
import { OrderFigures } from './OrderFigures';
import {
  acceptSharesKeystroke,
  buildOrderInput,
  ENTRY_ORDER_TYPES,
  type EntryOrderType,
  fieldsOf,
  lotsOf,
  type OrderInputValue,
  parseShares,
  prefillLimitPrice,
  stepShares,
  type TimeInForceChoice,
  type TrailMode,
} from './orderInput';
import { codeOfSymbol, orderTypeMessageId, timeInForceMessageId } from './labels';
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
      stopPrice
      currentStop
      timeInForce
      expiresAt
      takeProfit
      stopLoss
      gapRisk
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

const DIRECTIONS: readonly TradeDirection[] = ['LONG', 'SHORT'];
const TIME_IN_FORCE: readonly TimeInForceChoice[] = ['GTC', 'DAY'];
const TRAIL_MODES: readonly TrailMode[] = ['percent', 'amount'];

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
  const bracketId = useId();

  const instrumentQuery = useQuery(InstrumentQuery, { variables: { symbol }, fetchPolicy: 'cache-and-network' });
  const rulesQuery = useQuery(RulesQuery, { fetchPolicy: 'cache-first' });
  const instrument = instrumentQuery.data?.instrument ?? null;
  const market = instrument?.market ?? symbol.split(':', 1)[0];
  const rules = rulesQuery.data?.tradingRules.find((r) => r.market === market) ?? null;
  const lotSize = rules?.lotSize ?? instrument?.lotSize ?? 1;
  const leverages = rules?.leverages.length ? rules.leverages : [1];

  const [orderType, setOrderType] = useState<EntryOrderType>('MARKET');
  const [direction, setDirection] = useState<TradeDirection>(initialDirection);
  const [sharesText, setSharesText] = useState<string | null>(null);
  const [limitText, setLimitText] = useState<string | null>(null);
  const [stopText, setStopText] = useState<string | null>(null);
  const [trailMode, setTrailMode] = useState<TrailMode>('percent');
  const [trailText, setTrailText] = useState<string | null>(null);
  const [timeInForce, setTimeInForce] = useState<TimeInForceChoice>('GTC');
  const [bracket, setBracket] = useState(false);
  const [takeProfitText, setTakeProfitText] = useState('');
  const [stopLossText, setStopLossText] = useState('');
  const [leverage, setLeverage] = useState(1);
  const [errorId, setErrorId] = useState<string | null>(null);
  const [placed, setPlaced] = useState<{ orderType: EntryOrderType; pending: boolean; orderNo: string } | null>(null);
  const place = useConfirmedMutation(PlaceOrderMutation, { onError: setErrorId });

  // First values once the instrument is known: one lot, and the quote's price for a limit order.
  const shares = sharesText ?? String(lotSize);
  const limit = limitText ?? prefillLimitPrice(instrument?.quote?.price, instrument?.tickSize);
  const fields = fieldsOf(orderType);
  const built = buildOrderInput({
    symbol,
    orderType,
    direction,
    shares,
    lotSize,
    leverage,
    limit,
    stop: stopText ?? '',
    trailMode,
    trail: trailText ?? '',
    timeInForce,
    bracket,
    takeProfit: takeProfitText,
    stopLoss: stopLossText,
  });
  const problems = built.problems;
  const builtKey = built.input && leverages.includes(leverage) ? JSON.stringify(built.input) : '';
  const input: OrderInputValue | null = useMemo(() => (builtKey ? JSON.parse(builtKey) : null), [builtKey]);

  // The preview follows the inputs (debounced 100 ms) and refreshes with the market every few seconds.
  const settledKey = useDebouncedValue(builtKey);
  const settled: OrderInputValue | null = settledKey ? JSON.parse(settledKey) : null;
  const previewQuery = useQuery(PreviewQuery, {
    variables: { input: settled as OrderInputValue },
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
    // The first field's problem, in the order of the form.
    const first = problems.shares ?? problems.stop ?? problems.limit ?? problems.trail ?? problems.takeProfit ?? problems.stopLoss;
    if (first) return setErrorId(first);
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
            {
              id:
                orderType === 'MARKET'
                  ? 'trading.confirm.marketMessage'
                  : orderType === 'LIMIT'
                    ? 'trading.confirm.limitMessage'
                    : 'trading.confirm.stopMessage',
            },
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
              <OrderFigures
                preview={shown}
                symbol={symbol}
                market={market}
                testId="order-confirm"
                trail={{ amount: input.trailAmount, percent: input.trailPercent }}
              />
            </div>
          ),
        },
        keyFor: input,
        variables: (idempotencyKey: string) => ({ input: { ...input, idempotencyKey } }),
        refetchQueries: [...CASH_BALANCE_QUERIES, ...TRADING_LIST_QUERIES],
        done: orderType === 'MARKET' ? 'trading.toast.purchased' : 'trading.toast.orderPlaced',
      };
    });
    if (outcome.status === 'done') {
      const order = outcome.data?.placeOrder;
      if (order) setPlaced({ orderType, pending: order.status === 'PENDING', orderNo: order.orderNo });
      void previewQuery.refetch().catch(() => undefined);
    } else if (outcome.status === 'failed' && errorCodeOf(outcome.error) === 'MARKET_CLOSED') {
      void previewQuery.refetch().catch(() => undefined);
    }
  };

  const lots = lotsOf(parseShares(shares) ?? 0, lotSize);
  const quoteCurrency = instrument?.currency ?? preview?.quoteCurrency ?? '';
  const quotePrice = instrument?.quote?.price ?? null;
  const priceNow = quotePrice ? formatPrice(intl, quotePrice, quoteCurrency || undefined) : '—';
  const tickHint = instrument?.tickSize ? (
    <FormattedMessage id="trading.panel.tickHint" values={{ tick: formatWritten(intl, instrument.tickSize) }} />
  ) : (
    <FormattedMessage id="trading.panel.limitHint" />
  );

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

      <div className="field">
        <ChoiceChips
          value={orderType}
          onChange={(t) => edit(() => setOrderType(t))}
          options={ENTRY_ORDER_TYPES.map((t) => ({ value: t, label: <FormattedMessage id={orderTypeMessageId(t)} /> }))}
          testId="order-type"
          label={intl.formatMessage({ id: 'trading.panel.orderType' })}
        />
        <p className="field__hint order-type-explain" data-testid="order-type-explain">
          <FormattedMessage id={`trading.orderTypeExplain.${orderType}`} />
        </p>
      </div>

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
        {problems.shares && sharesText !== null && (
          <p className="field__error" data-testid="order-shares-error">
            <FormattedMessage id={problems.shares} />
          </p>
        )}
      </div>

      {fields.stop && (
        <PriceField
          label={<FormattedMessage id="trading.panel.stopPrice" />}
          value={stopText ?? ''}
          onChange={(v) => edit(() => setStopText(v))}
          suffix={quoteCurrency}
          hint={<FormattedMessage id={`trading.panel.stopHint.${direction}`} values={{ price: priceNow }} />}
          error={stopText !== null ? problems.stop : null}
          testId="order-stop-price"
        />
      )}

      {fields.limit && (
        <PriceField
          label={<FormattedMessage id="trading.panel.limitPrice" />}
          value={limit}
          onChange={(v) => edit(() => setLimitText(v))}
          suffix={quoteCurrency}
          hint={<span data-testid="order-tick-hint">{tickHint}</span>}
          error={limitText !== null ? problems.limit : null}
          testId="order-limit-price"
        />
      )}

      {fields.trail && (
        <>
          <div className="field">
            <span className="field__label">
              <FormattedMessage id="trading.panel.trailBy" />
            </span>
            <ChoiceChips
              value={trailMode}
              onChange={(m) => edit(() => setTrailMode(m))}
              options={TRAIL_MODES.map((m) => ({ value: m, label: <FormattedMessage id={`trading.panel.trailMode.${m}`} /> }))}
              testId="order-trail-mode"
              label={intl.formatMessage({ id: 'trading.panel.trailBy' })}
              columns={2}
            />
          </div>
          <PriceField
            label={<FormattedMessage id="trading.panel.trail" />}
            value={trailText ?? ''}
            onChange={(v) => edit(() => setTrailText(v))}
            suffix={trailMode === 'percent' ? '%' : quoteCurrency}
            hint={<FormattedMessage id={`trading.panel.trailHint.${trailMode}`} values={{ currency: quoteCurrency }} />}
            error={trailText !== null ? problems.trail : null}
            testId="order-trail"
          />
        </>
      )}

      {fields.waits && (
        <div className="field">
          <span className="field__label">
            <FormattedMessage id="trading.field.timeInForce" />
          </span>
          <ChoiceChips
            value={timeInForce}
            onChange={(t) => edit(() => setTimeInForce(t))}
            options={TIME_IN_FORCE.map((t) => ({ value: t, label: <FormattedMessage id={timeInForceMessageId(t)} /> }))}
            testId="order-tif"
            label={intl.formatMessage({ id: 'trading.field.timeInForce' })}
            columns={2}
          />
          <p className="field__hint" data-testid="order-tif-hint">
            <FormattedMessage id={`trading.tifExplain.${timeInForce}`} />
          </p>
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

      <div className={`bracket${bracket ? ' bracket--open' : ''}`}>
        <button
          type="button"
          className="bracket__toggle"
          aria-expanded={bracket}
          aria-controls={bracketId}
          onClick={() => edit(() => setBracket((b) => !b))}
          data-testid="order-bracket-toggle"
        >
          <span className="bracket__toggle-label">
            <FormattedMessage id="trading.panel.bracketAdd" />
          </span>
          <Icon name="chevron" size={16} className={`bracket__chevron${bracket ? ' bracket__chevron--open' : ''}`} />
        </button>
        {bracket && (
          <div className="bracket__body" id={bracketId} data-testid="order-bracket">
            <p className="field__hint">
              <FormattedMessage id="trading.panel.bracketHint" />
            </p>
            <PriceField
              label={<FormattedMessage id="trading.field.takeProfit" />}
              value={takeProfitText}
              onChange={(v) => edit(() => setTakeProfitText(v))}
              suffix={quoteCurrency}
              hint={<FormattedMessage id={`trading.panel.takeProfitHint.${direction}`} values={{ price: priceNow }} />}
              error={problems.takeProfit}
              testId="order-take-profit"
            />
            <PriceField
              label={<FormattedMessage id="trading.field.stopLoss" />}
              value={stopLossText}
              onChange={(v) => edit(() => setStopLossText(v))}
              suffix={quoteCurrency}
              hint={<FormattedMessage id={`trading.panel.stopLossHint.${direction}`} values={{ price: priceNow }} />}
              error={problems.stopLoss}
              testId="order-stop-loss"
            />
          </div>
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
          <OrderFigures
            preview={preview}
            symbol={symbol}
            market={market}
            testId="order-figures"
            trail={{ amount: settled?.trailAmount, percent: settled?.trailPercent }}
            helpLink
          />
        ) : (
          <p className="preview__hint">
            <FormattedMessage
              id={input ? 'trading.preview.loading' : problems.shares ? 'trading.preview.enter' : 'trading.preview.enterPrices'}
            />
          </p>
        )}
      </div>

      <FormError>{errorId && <FormattedMessage id={errorId} />}</FormError>

      {placed && (
        <div className="order-panel__placed" data-testid="order-placed">
          <span>
            <FormattedMessage
              id={
                !placed.pending
                  ? 'trading.panel.placedFilled'
                  : placed.orderType === 'LIMIT'
                    ? 'trading.panel.placedPending'
                    : 'trading.panel.placedWaitingStop'
              }
              values={{ no: placed.orderNo }}
            />
          </span>
          <Button
            variant="ghost"
            block={false}
            onClick={() => nav.switchTab(buildUrl(TRADE_PATH, { tab: placed.pending ? 'orders' : 'positions' }))}
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
