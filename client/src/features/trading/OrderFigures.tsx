import { FormattedMessage, useIntl } from 'react-intl';
import type { Trading_OrderPreviewQuery } from '../../gql/graphql';
import { priceDigits } from '../markets/format';
import { useFormatMoney, useFormatRate } from '../money/format';
import { Summary } from '../money/parts';
import { ChargeLines, PriceValue, QuoteLine } from './parts';

export type OrderPreview = Trading_OrderPreviewQuery['orderPreview'];

/**
 * Everything an order would cost, as the server priced it: the price and the quote it comes from,
 * notional, margin (and the FX rate with its spread where the balance is in another currency), every
 * charge, the total leaving the available balance, the stop-out price, and the closing charges to expect.
 */
export function OrderFigures({ preview, testId }: { preview: OrderPreview; testId: string }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatRate = useFormatRate();
  const limit = preview.orderType === 'LIMIT';
  const converted = preview.quoteCurrency !== preview.settlementCurrency;
  const digits = priceDigits([preview.price, preview.quote.bid, preview.quote.ask, preview.stopOutPrice]);
  const priceLabel = limit
    ? 'trading.preview.limitPrice'
    : preview.direction === 'SHORT'
      ? 'trading.preview.priceBid'
      : 'trading.preview.priceAsk';
  const rows = [
    {
      key: 'price',
      label: <FormattedMessage id={priceLabel} />,
      value: <PriceValue value={preview.price} currency={preview.quoteCurrency} />,
    },
    {
      key: 'quote',
      label: <FormattedMessage id="trading.preview.quote" />,
      value: <QuoteLine quote={preview.quote} currency={preview.quoteCurrency} />,
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
                spread: intl.formatNumber((preview.fxSpreadBps ?? 0) / 10_000, { style: 'percent', maximumFractionDigits: 2 }),
              },
            ),
          },
        ]
      : []),
  ];
  const totals = [
    {
      key: 'chargesTotal',
      label: <FormattedMessage id="trading.preview.chargesTotal" />,
      value: formatMoney(preview.chargesTotal, preview.settlementCurrency),
    },
    {
      key: 'totalCost',
      label: <FormattedMessage id={limit ? 'trading.preview.held' : 'trading.preview.totalCost'} />,
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
    >
      <Summary rows={rows} testId={`${testId}-main`} />
      <p className="order-figures__title">
        <FormattedMessage id="trading.preview.openCharges" />
      </p>
      <ChargeLines charges={preview.charges} settlementCurrency={preview.settlementCurrency} testId={`${testId}-charges`} />
      <Summary rows={totals} testId={`${testId}-totals`} />
      {!limit && (
        <p className="order-figures__note" data-testid={`${testId}-market-note`}>
          <FormattedMessage id="trading.preview.marketNote" />
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
      <p className="order-figures__title">
        <FormattedMessage id="trading.preview.closeCharges" />
      </p>
      <ChargeLines
        charges={preview.closeChargesEstimate}
        settlementCurrency={preview.settlementCurrency}
        testId={`${testId}-close-charges`}
      />
    </div>
  );
}
