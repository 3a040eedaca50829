import { useApolloClient, useMutation } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Trading_ClosePreviewQuery } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { useConfirm } from '../../ui/Dialog';
import { useToast } from '../../ui/Toast';
import { priceDigits } from '../markets/format';
import { useFormatMoney } from '../money/format';
import { useAttemptKeys } from '../money/idempotency';
import { Summary } from '../money/parts';
import { codeOfSymbol, directionMessageId, orderTypeMessageId } from './labels';
import { CancelOrderMutation, ClosePositionMutation, ClosePreviewQuery, TRADING_LIST_QUERIES } from './operations';
import { ChargeLines, PriceValue, ProfitText, QuoteLine } from './parts';

type ClosePreview = Trading_ClosePreviewQuery['closePreview'];

const REFETCH_AFTER = ['Money_Balances', ...TRADING_LIST_QUERIES];

export interface ClosablePosition {
  id: string;
  symbol: string;
  shares: number;
  direction: string;
  quoteCurrency: string;
  settlementCurrency: string;
}

/** What closing now would give: the price and its quote, every closing charge, proceeds and net profit. */
export function ClosePreviewFigures({ preview, position }: { preview: ClosePreview; position: ClosablePosition }) {
  const formatMoney = useFormatMoney();
  const digits = priceDigits([preview.price, preview.quote.bid, preview.quote.ask]);
  return (
    <div className="order-figures" data-testid="close-confirm">
      <Summary
        testId="close-confirm-main"
        rows={[
          {
            key: 'price',
            label: <FormattedMessage id={position.direction === 'SHORT' ? 'trading.preview.priceAsk' : 'trading.preview.priceBid'} />,
            value: <PriceValue value={preview.price} currency={position.quoteCurrency} digits={digits} />,
          },
          {
            key: 'quote',
            label: <FormattedMessage id="trading.preview.quote" />,
            value: <QuoteLine quote={preview.quote} currency={position.quoteCurrency} digits={digits} />,
          },
        ]}
      />
      <p className="order-figures__title">
        <FormattedMessage id="trading.close.charges" />
      </p>
      <ChargeLines charges={preview.charges} settlementCurrency={position.settlementCurrency} testId="close-confirm-charges" />
      <Summary
        testId="close-confirm-totals"
        rows={[
          {
            key: 'chargesTotal',
            label: <FormattedMessage id="trading.preview.chargesTotal" />,
            value: formatMoney(preview.chargesTotal, position.settlementCurrency),
          },
          {
            key: 'proceeds',
            label: <FormattedMessage id="trading.close.proceeds" />,
            value: formatMoney(preview.proceeds, position.settlementCurrency),
            strong: true,
          },
          {
            key: 'netProfit',
            label: <FormattedMessage id="trading.close.netProfit" />,
            value: <ProfitText amount={preview.netProfit} currency={position.settlementCurrency} />,
          },
        ]}
      />
      <p className="order-figures__note">
        <FormattedMessage id="trading.close.note" />
      </p>
    </div>
  );
}

/**
 * Close a position: the close is priced at the current quote and shown in a confirmation dialog
 * (price, charges, proceeds, net profit); confirming closes it with one idempotency key per attempt.
 * Resolves true once closed.
 */
export function useClosePosition() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const client = useApolloClient();
  const keys = useAttemptKeys();
  const [closeMutation] = useMutation(ClosePositionMutation);
  const [busy, setBusy] = useState<string | null>(null);

  const close = async (position: ClosablePosition): Promise<boolean> => {
    if (busy) return false;
    setBusy(position.id);
    try {
      let preview: ClosePreview;
      try {
        preview = (await client.query({ query: ClosePreviewQuery, variables: { id: position.id }, fetchPolicy: 'network-only' })).data
          .closePreview;
      } catch (error) {
        toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
        return false;
      }
      if (!preview.marketOpen) {
        toast.error(intl.formatMessage({ id: 'error.MARKET_CLOSED' }));
        return false;
      }
      const idempotencyKey = keys.keyFor({ close: position.id });
      const ok = await confirm({
        title: intl.formatMessage({ id: 'trading.close.title' }),
        message: intl.formatMessage(
          { id: 'trading.close.message' },
          {
            shares: intl.formatNumber(position.shares),
            code: codeOfSymbol(position.symbol),
            direction: intl.formatMessage({ id: directionMessageId(position.direction) }),
          },
        ),
        confirmText: intl.formatMessage({ id: 'trading.close.button' }),
        danger: true,
        details: (
          <div className="trade-dialog-details">
            <ClosePreviewFigures preview={preview} position={position} />
          </div>
        ),
      });
      if (!ok) return false;
      try {
        await closeMutation({ variables: { id: position.id, idempotencyKey }, refetchQueries: REFETCH_AFTER });
        keys.settle();
        toast.success(intl.formatMessage({ id: 'trading.toast.closed' }));
        return true;
      } catch (error) {
        keys.settle(error);
        toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
        return false;
      }
    } finally {
      setBusy(null);
    }
  };
  return { close, busy };
}

export interface CancellableOrder {
  id: string;
  orderNo: string;
  symbol: string;
  orderType: string;
  direction: string;
  shares: number;
  limitPrice?: string | null;
  heldAmount?: string | null;
  quoteCurrency: string;
  settlementCurrency: string;
}

/** Cancel a pending order after a confirmation dialog; its hold returns to the available balance. */
export function useCancelOrder() {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const keys = useAttemptKeys();
  const formatMoney = useFormatMoney();
  const [cancelMutation] = useMutation(CancelOrderMutation);
  const [busy, setBusy] = useState<string | null>(null);

  const cancel = async (order: CancellableOrder): Promise<boolean> => {
    if (busy) return false;
    const ok = await confirm({
      title: intl.formatMessage({ id: 'trading.cancel.title' }),
      message: intl.formatMessage(
        { id: 'trading.cancel.message' },
        {
          type: intl.formatMessage({ id: orderTypeMessageId(order.orderType) }),
          direction: intl.formatMessage({ id: directionMessageId(order.direction) }),
          shares: intl.formatNumber(order.shares),
          code: codeOfSymbol(order.symbol),
        },
      ),
      confirmText: intl.formatMessage({ id: 'trading.cancel.button' }),
      cancelText: intl.formatMessage({ id: 'trading.cancel.keep' }),
      danger: true,
      details: (
        <Summary
          testId="cancel-confirm"
          rows={[
            { key: 'orderNo', label: <FormattedMessage id="trading.field.orderNo" />, value: order.orderNo },
            ...(order.limitPrice
              ? [
                  {
                    key: 'limit',
                    label: <FormattedMessage id="trading.field.limitPrice" />,
                    value: <PriceValue value={order.limitPrice} currency={order.quoteCurrency} />,
                  },
                ]
              : []),
            ...(order.heldAmount
              ? [
                  {
                    key: 'held',
                    label: <FormattedMessage id="trading.cancel.released" />,
                    value: formatMoney(order.heldAmount, order.settlementCurrency),
                  },
                ]
              : []),
          ]}
        />
      ),
    });
    if (!ok) return false;
    setBusy(order.id);
    const idempotencyKey = keys.keyFor({ cancel: order.id });
    try {
      await cancelMutation({ variables: { id: order.id, idempotencyKey }, refetchQueries: REFETCH_AFTER });
      keys.settle();
      toast.success(intl.formatMessage({ id: 'trading.toast.cancelled' }));
      return true;
    } catch (error) {
      keys.settle(error);
      toast.error(intl.formatMessage({ id: errorMessageIdOf(error) }));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { cancel, busy };
}
