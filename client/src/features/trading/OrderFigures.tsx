import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { OrderPanel_PreviewQuery } from '../../gql/graphql';
import { HelpArticleLink } from '../../ui/HelpArticleLink';
import { Icon } from '../../ui/icons';
import { useFormatMoney, useFormatRate } from '../../ui/money/format';
import { Summary } from '../../ui/money/Summary';
import { formatBps } from '../../ui/price/format';
import { timeInForceMessageId } from './labels';
import { fieldsOf } from './orderInput';
import { ChargeLines, DateTimeText, GapRiskNote, PriceValue, QuoteLine, useInstrumentDigits, useTrailText } from './parts';

/**
 * The preview as OrderPanel_Preview selects it. No fragment around it: the server's depth limit counts a
 * spread as two levels, and one around QuoteLine_Quote would make the query too deep.
 */
export type OrderPreview = OrderPanel_PreviewQuery['orderPreview'];

/**
 * Everything an order would cost, as the server priced it: the price and the quote it comes from (a
 * stop's price, where a trailing stop starts and its trail), notional, margin (and the FX rate with its
 * spread where the balance is in another currency), how long a waiting order waits and when it expires,
 * a bracket's take-profit and stop-loss, every charge, the total leaving the available balance (held,
 * for a waiting order), the stop-out price, the closing charges to expect, and the gap risk of a stop.
 * `trail`: a trailing stop's trail as entered (the preview answers where it starts, not the trail).
 */
export function OrderFigures({
  preview,
  symbol,
  market,
  testId,
  trail,
  helpLink = false,
}: {
  preview: OrderPreview;
  symbol: string;
  market: string;
  testId: string;
  trail?: { amount?: string | null; percent?: string | null };
  /** Link to the help article on charges (the order entry's preview; not inside the confirm dialog). */
  helpLink?: boolean;
}) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatRate = useFormatRate();
  const trailText = useTrailText();
  const [chargesOpen, setChargesOpen] = useState(false);
  const type = preview.orderType;
  const fields = fieldsOf(type);
  const waits = fields.waits;
  const converted = preview.quoteCurrency !== preview.settlementCurrency;
  const digits = useInstrumentDigits(symbol, [
    preview.price,
    preview.quote.bid,
    preview.quote.ask,
    preview.stopOutPrice,
    preview.stopPrice,
    preview.currentStop,
    preview.takeProfit,
    preview.stopLoss,
  ]);
  const price = (value: string, testId?: string) => (
    <PriceValue value={value} currency={preview.quoteCurrency} digits={digits} testId={testId} />
  );
  // The price the figures are at: the quote's side for a market order, the limit for a limit and a
  // stop-limit, the stop for a stop, where a trailing stop starts for one.
  const rows = [
    ...(fields.stop && preview.stopPrice
      ? [{ key: 'stop', label: <FormattedMessage id="trading.preview.stopPrice" />, value: price(preview.stopPrice) }]
      : []),
    ...(fields.trail && preview.currentStop
      ? [{ key: 'trailStart', label: <FormattedMessage id="trading.preview.trailStart" />, value: price(preview.currentStop) }]
      : []),
    ...(fields.trail && trail && (trail.amount || trail.percent)
      ? [{ key: 'trail', label: <FormattedMessage id="trading.preview.trail" />, value: trailText(trail, preview.quoteCurrency) }]
      : []),
    ...(type === 'MARKET' || fields.limit
      ? [
          {
            key: 'price',
            label: (
              <FormattedMessage
                id={
                  fields.limit
                    ? 'trading.preview.limitPrice'
                    : preview.direction === 'SHORT'
                      ? 'trading.preview.priceBid'
                      : 'trading.preview.priceAsk'
                }
              />
            ),
            value: price(preview.price),
          },
        ]
      : []),
    {
      key: 'quote',
      label: <FormattedMessage id="trading.preview.quote" />,
      value: <QuoteLine quote={preview.quote} currency={preview.quoteCurrency} market={market} digits={digits} />,
    },
    {
      key: 'notional',
      label: <FormattedMessage id="trading.preview.notional" />,
      value: formatMoney(preview.notional, preview.quoteCurrency),
    },
    {
      key: 'margin',
      label: <FormattedMessage id="trading.preview.margin" values={{ leverage: preview.leverage }} />,
      value: converted ? (
        <>
          {formatMoney(preview.margin, preview.settlementCurrency)}
          <span className="figure-sub">{formatMoney(preview.marginQuote, preview.quoteCurrency)}</span>
        </>
      ) : (
        formatMoney(preview.margin, preview.settlementCurrency)
      ),
    },
    ...(preview.fxRate
      ? [
          {
            key: 'fx',
            label: <FormattedMessage id="trading.preview.fxRate" />,
            value: intl.formatMessage(
              { id: 'trading.preview.fxValue' },
              {
                from: preview.settlementCurrency,
                to: preview.quoteCurrency,
                rate: formatRate(preview.fxRate),
                spread: formatBps(intl, preview.fxSpreadBps ?? 0),
              },
            ),
          },
        ]
      : []),
    ...(waits && preview.timeInForce
      ? [
          {
            key: 'tif',
            label: <FormattedMessage id="trading.field.timeInForce" />,
            value: <FormattedMessage id={timeInForceMessageId(preview.timeInForce)} />,
          },
        ]
      : []),
    ...(waits && preview.expiresAt
      ? [{ key: 'expires', label: <FormattedMessage id="trading.field.expires" />, value: <DateTimeText at={preview.expiresAt} /> }]
      : []),
    ...(preview.takeProfit
      ? [{ key: 'takeProfit', label: <FormattedMessage id="trading.field.takeProfit" />, value: price(preview.takeProfit) }]
      : []),
    ...(preview.stopLoss
      ? [{ key: 'stopLoss', label: <FormattedMessage id="trading.field.stopLoss" />, value: price(preview.stopLoss) }]
      : []),
  ];
  const totals = [
    {
      key: 'totalCost',
      label: <FormattedMessage id={waits ? 'trading.preview.held' : 'trading.preview.totalCost'} />,
      value: formatMoney(preview.totalCost, preview.settlementCurrency),
      strong: true,
    },
    {
      key: 'available',
      label: <FormattedMessage id="trading.preview.available" />,
      value: formatMoney(preview.available, preview.settlementCurrency),
    },
    ...(preview.stopOutPrice
      ? [
          {
            key: 'stopOut',
            label: <FormattedMessage id="trading.preview.stopOut" />,
            value: <PriceValue value={preview.stopOutPrice} currency={preview.quoteCurrency} digits={digits} />,
          },
        ]
      : []),
  ];
  return (
    <div
      className="order-figures"
      data-testid={testId}
      data-order-type={preview.orderType}
      data-direction={preview.direction}
      data-shares={preview.shares}
      data-leverage={preview.leverage}
      data-price={preview.price}
    >
      <Summary rows={rows} testId={`${testId}-main`} />
      {/* Under the stop and the stop-loss it is about, where the confirmation shows it without scrolling. */}
      {preview.gapRisk && <GapRiskNote testId={`${testId}-gap-risk`} />}
      {/* Every charge in one line; a tap lists each one, opening and closing, before confirm. */}
      <button
        type="button"
        className="charges-toggle"
        aria-expanded={chargesOpen}
        onClick={() => setChargesOpen((v) => !v)}
        data-testid={`${testId}-charges-toggle`}
      >
        <span className="charges-toggle__label">
          <FormattedMessage id="trading.preview.chargesTotal" />
          <span className="charges-toggle__hint">
            <FormattedMessage
              id={chargesOpen ? 'trading.preview.chargesHide' : 'trading.preview.chargesShow'}
              values={{ count: preview.charges.length + preview.closeChargesEstimate.length }}
            />
          </span>
        </span>
        <span className="charges-toggle__amount" data-testid={`${testId}-charges-total`}>
          {formatMoney(preview.chargesTotal, preview.settlementCurrency)}
        </span>
        <Icon name="chevron" size={16} className={`charges-toggle__chevron${chargesOpen ? ' charges-toggle__chevron--open' : ''}`} />
      </button>
      {chargesOpen && (
        <div className="charges-detail" data-testid={`${testId}-charges-detail`}>
          <p className="order-figures__title">
            <FormattedMessage id="trading.preview.openCharges" />
          </p>
          <ChargeLines charges={preview.charges} settlementCurrency={preview.settlementCurrency} testId={`${testId}-charges`} />
          <p className="order-figures__title">
            <FormattedMessage id="trading.preview.closeCharges" />
          </p>
          <ChargeLines
            charges={preview.closeChargesEstimate}
            settlementCurrency={preview.settlementCurrency}
            testId={`${testId}-close-charges`}
          />
        </div>
      )}
      <Summary rows={totals} testId={`${testId}-totals`} />
      {helpLink && <HelpArticleLink slug="fees-and-charges" testId={`${testId}-help`} />}
      {type === 'MARKET' && (
        <p className="order-figures__note" data-testid={`${testId}-market-note`}>
          <FormattedMessage id="trading.preview.marketNote" />
        </p>
      )}
      {(type === 'STOP' || type === 'TRAILING_STOP') && (
        <p className="order-figures__note" data-testid={`${testId}-stop-note`}>
          <FormattedMessage id="trading.preview.stopNote" />
        </p>
      )}

      {converted && (
        <p className="order-figures__note">
          <FormattedMessage
            id="trading.preview.settlement"
            values={{ currency: preview.settlementCurrency, quote: preview.quoteCurrency }}
          />
        </p>
      )}
      {!preview.sufficientFunds && (
        <p className="order-figures__warning" data-testid={`${testId}-insufficient`}>
          <FormattedMessage id="error.INSUFFICIENT_FUNDS" />
        </p>
      )}
    </div>
  );
}
