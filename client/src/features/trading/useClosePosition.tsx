import { useApolloClient } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { ClosePosition_PreviewQuery } from '../../gql/graphql';
import { useFormatMoney } from '../../ui/money/format';
import { ProfitText } from '../../ui/money/ProfitText';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { Refusal, useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { formatCount } from '../../ui/price/format';
import { codeOfSymbol, directionMessageId } from './labels';
import { TRADING_LIST_QUERIES } from './listQueries';
import { ChargeLines, PriceValue, QuoteLine, useInstrumentDigits } from './parts';

const ClosePreviewQuery = graphql(`
  query ClosePosition_Preview($id: ID!) {
    closePreview(id: $id) {
      positionId
      marketOpen
      price
      quote {
        bid
        ask
        ...QuoteLine_Quote
      }
      charges {
        ...ChargeLines_Charge
      }
      chargesTotal
      proceeds
      netProfit
    }
  }
`);

/** Answers with the position as the closed list shows it, so that it lands in the cache whole. */
const ClosePositionMutation = graphql(`
  mutation ClosePosition_Close($id: ID!, $idempotencyKey: String!) {
    closePosition(id: $id, idempotencyKey: $idempotencyKey) {
      id
      status
      ...ClosedPositionRow_Position
    }
  }
`);

/**
 * The preview as ClosePosition_Preview selects it. No fragment around it: the server's depth limit counts
 * a spread as two levels, and one around QuoteLine_Quote would make the query too deep.
 */
type ClosePreview = ClosePosition_PreviewQuery['closePreview'];

const REFETCH_AFTER = [...CASH_BALANCE_QUERIES, ...TRADING_LIST_QUERIES];
export interface ClosablePosition {
  id: string;
  symbol: string;
  market: string;
  shares: number;
  direction: string;
  quoteCurrency: string;
  settlementCurrency: string;
  /** MANUAL, FOLLOW or STRATEGY: what a close does beyond the position is said before confirm. */
  origin?: string | null;
}

/**
 * What closing a product's position does beyond it, said before confirm (issue 30): the strategy stops
 * for the day (the server books the close and finishes it); a follow's record keeps its fill.
 */
export function CloseOriginNote({ origin }: { origin: string | null | undefined }) {
  if (origin !== 'STRATEGY' && origin !== 'FOLLOW') return null;
  return (
    <p className="order-figures__note order-figures__note--strong" data-testid="close-origin-note" data-origin={origin}>
      <FormattedMessage id={origin === 'STRATEGY' ? 'trading.close.strategyNote' : 'trading.close.followNote'} />
    </p>
  );
}

/** What closing now would give: the price and its quote, every closing charge, proceeds and net profit. */
export function ClosePreviewFigures({ preview, position }: { preview: ClosePreview; position: ClosablePosition }) {
  const formatMoney = useFormatMoney();
  const digits = useInstrumentDigits(position.symbol, [preview.price, preview.quote.bid, preview.quote.ask]);
  return (
    <div className="order-figures" data-testid="close-confirm">
      <CloseOriginNote origin={position.origin} />
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
            value: <QuoteLine quote={preview.quote} currency={position.quoteCurrency} market={position.market} digits={digits} />,
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
  const client = useApolloClient();
  const mutation = useConfirmedMutation(ClosePositionMutation);

  const close = async (position: ClosablePosition): Promise<boolean> => {
    const outcome = await mutation.run(
      async () => {
        const { data } = await client.query({ query: ClosePreviewQuery, variables: { id: position.id }, fetchPolicy: 'network-only' });
        const preview = data.closePreview;
        if (!preview.marketOpen) throw new Refusal('error.MARKET_CLOSED');
        return {
          confirm: {
            title: intl.formatMessage({ id: 'trading.close.title' }),
            message: intl.formatMessage(
              { id: 'trading.close.message' },
              {
                shares: formatCount(intl, position.shares),
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
          },
          keyFor: { close: position.id },
          variables: (idempotencyKey: string) => ({ id: position.id, idempotencyKey }),
          refetchQueries: REFETCH_AFTER,
          done: 'trading.toast.closed',
        };
      },
      { id: position.id },
    );
    return outcome.status === 'done';
  };
  return { close, busy: mutation.busyId };
}
