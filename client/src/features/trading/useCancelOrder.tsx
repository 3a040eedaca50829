import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { useFormatMoney } from '../../ui/money/format';
import { formatCount } from '../../ui/price/format';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { codeOfSymbol, directionMessageId, orderTypeMessageId } from './labels';
import { TRADING_LIST_QUERIES } from './listQueries';
import { PriceValue } from './parts';

/** Answers with the order as its row shows it, so that it lands in the cache whole. */
const CancelOrderMutation = graphql(`
  mutation CancelOrder_Cancel($id: ID!, $idempotencyKey: String!) {
    cancelOrder(id: $id, idempotencyKey: $idempotencyKey) {
      id
      ...PendingOrderRow_Order
    }
  }
`);

export interface CancellableOrder {
  id: string;
  orderNo: string;
  symbol: string;
  orderType: string;
  direction: string;
  shares: number;
  limitPrice?: string | null;
  /** A stop's price, or a trailing stop's level now. */
  stopPrice?: string | null;
  currentStop?: string | null;
  heldAmount?: string | null;
  quoteCurrency: string;
  settlementCurrency: string;
}

/** Cancel a pending order after a confirmation dialog; its hold returns to the available balance. */
export function useCancelOrder() {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const mutation = useConfirmedMutation(CancelOrderMutation);

  const cancel = async (order: CancellableOrder): Promise<boolean> => {
    const outcome = await mutation.run(
      {
        confirm: {
          title: intl.formatMessage({ id: 'trading.cancel.title' }),
          message: intl.formatMessage(
            { id: 'trading.cancel.message' },
            {
              type: intl.formatMessage({ id: orderTypeMessageId(order.orderType) }),
              direction: intl.formatMessage({ id: directionMessageId(order.direction) }),
              shares: formatCount(intl, order.shares),
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
                ...((order.currentStop ?? order.stopPrice)
                  ? [
                      {
                        key: 'trigger',
                        label: <FormattedMessage id="trading.field.trigger" />,
                        value: (
                          <PriceValue
                            value={(order.currentStop ?? order.stopPrice) as string}
                            currency={order.quoteCurrency}
                            symbol={order.symbol}
                          />
                        ),
                      },
                    ]
                  : []),
                ...(order.limitPrice
                  ? [
                      {
                        key: 'limit',
                        label: <FormattedMessage id="trading.field.limitPrice" />,
                        value: <PriceValue value={order.limitPrice} currency={order.quoteCurrency} symbol={order.symbol} />,
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
        },
        keyFor: { cancel: order.id },
        variables: (idempotencyKey: string) => ({ id: order.id, idempotencyKey }),
        refetchQueries: [...CASH_BALANCE_QUERIES, ...TRADING_LIST_QUERIES],
        done: 'trading.toast.cancelled',
      },
      { id: order.id },
    );
    return outcome.status === 'done';
  };
  return { cancel, busy: mutation.busyId };
}
