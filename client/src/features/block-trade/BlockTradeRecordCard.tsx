import { FormattedMessage } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { hasDrawRecord, releasedAmount } from './blockTradeRules';
import { OfferingHead, OpsText } from '../../ui/allocation/parts';
import { LocalisedText, type LocalisedTextValue } from '../../ui/text/LocalisedText';
import { Amount, Count, CurrentPrice, codeOf, Facts, FeeRate, Price, StatusChip, When } from './parts';

export const BlockTradeRecordCardFragment = graphql(`
  fragment BlockTradeRecordCard_Subscription on BlockTradeSubscription {
    id
    orderNo
    status
    reason
    stockNameText(lang: $lang) {
      text
      lang
      fallback
    }
    symbol
    currentPrice
    hedgePrice
    feeRate
    fee
    feePaid
    price
    tickets
    shares
    wonTickets
    wonShares
    amount
    heldAmount
    transactionAmount
    rank
    positionId
    createdAt
    decidedAt
    offering {
      id
      status
      currency
      currentPriceSimulated
    }
    cancelReasonText(lang: $lang) {
      text
      lang
      fallback
    }
  }
`);

const SUBSCRIBE_PATH = routeByName('blockTradeSubscribe').path;
const TRADE_DETAIL_PATH = routeByName('tradeDetail').path;

/**
 * Why a subscription failed, in the reader's language (a cancellation carries ops' reason, in the reader's
 * language where ops wrote one, else English marked as such).
 */
export function FailReason({
  reason,
  cancelReason,
  testId,
}: {
  reason: string;
  cancelReason?: LocalisedTextValue | null;
  testId?: string;
}) {
  return (
    <span className="bt-failed" data-testid={testId} data-reason={reason}>
      <FormattedMessage
        id={`blockTrade.reason.${reason}`}
        values={{ reason: cancelReason ? <OpsText value={cancelReason} testId={testId ? `${testId}-note` : undefined} /> : '—' }}
      />
    </span>
  );
}

/**
 * A purchase record (PRODUCT.md §5): stock name and code, current price, hedge price, fee, subscription
 * price, application volume, transaction amount, status with its reason; the order number, what was held
 * and released, and links to the position and to the allocation record once the offering closed.
 */
export function BlockTradeRecordCard({
  subscription,
  drawLink = true,
}: {
  subscription: FragmentType<typeof BlockTradeRecordCardFragment>;
  /** Off where the allocation record is on the same screen (the offering's own page). */
  drawLink?: boolean;
}) {
  const nav = useNav();
  const s = useFragment(BlockTradeRecordCardFragment, subscription);
  const currency = s.offering.currency;
  const released = releasedAmount(s.status, s.heldAmount, s.transactionAmount, s.feePaid);
  const drawn = drawLink && hasDrawRecord(s.offering.status);
  return (
    <div className="bt-record" data-testid="bt-record" data-id={s.id} data-status={s.status} data-offering={s.offering.id}>
      <OfferingHead
        name={<LocalisedText value={s.stockNameText} />}
        nameTestId="bt-record-name"
        code={codeOf(s.symbol)}
        codeTestId="bt-record-code"
        chip={<StatusChip status={s.status} testId="bt-record-status" />}
      />
      {s.status === 'FAILED' && s.reason && <FailReason reason={s.reason} cancelReason={s.cancelReasonText} testId="bt-record-reason" />}
      <Facts
        items={[
          {
            key: 'current',
            label: <FormattedMessage id="blockTrade.field.currentPrice" />,
            value: <CurrentPrice value={s.currentPrice} currency={currency} simulated={s.offering.currentPriceSimulated} />,
            testId: 'bt-record-current',
          },
          {
            key: 'price',
            label: <FormattedMessage id="blockTrade.field.subscriptionPrice" />,
            value: <Price value={s.price} currency={currency} />,
            testId: 'bt-record-price',
          },
          {
            key: 'hedge',
            label: <FormattedMessage id="blockTrade.field.hedgePrice" />,
            value: <Price value={s.hedgePrice} currency={currency} />,
            testId: 'bt-record-hedge',
          },
          {
            key: 'volume',
            label: <FormattedMessage id="blockTrade.field.volume" />,
            value: <FormattedMessage id="blockTrade.record.volumeValue" values={{ tickets: s.tickets, shares: s.shares }} />,
            testId: 'bt-record-volume',
          },
          {
            key: 'won',
            label: <FormattedMessage id="blockTrade.field.wonShares" />,
            value: s.status === 'IN_PROGRESS' ? '—' : <Count value={s.wonShares} />,
            testId: 'bt-record-won',
          },
          {
            key: 'transaction',
            label: <FormattedMessage id="blockTrade.field.transactionAmount" />,
            value: <Amount value={s.transactionAmount} currency={currency} />,
            testId: 'bt-record-transaction',
          },
          {
            key: 'fee',
            label:
              s.status === 'SUCCESSFUL' ? (
                <FormattedMessage id="blockTrade.field.feePaid" />
              ) : (
                <FormattedMessage id="blockTrade.field.fee" />
              ),
            value: (
              <>
                <Amount value={s.status === 'SUCCESSFUL' ? s.feePaid : s.fee} currency={currency} /> (<FeeRate value={s.feeRate} />)
              </>
            ),
            testId: 'bt-record-fee',
          },
          s.status === 'IN_PROGRESS'
            ? {
                key: 'held',
                label: <FormattedMessage id="blockTrade.field.held" />,
                value: <Amount value={s.heldAmount} currency={currency} />,
                testId: 'bt-record-held',
              }
            : {
                key: 'released',
                label: <FormattedMessage id="blockTrade.field.released" />,
                value: <Amount value={released ?? '0'} currency={currency} />,
                testId: 'bt-record-released',
              },
          {
            key: 'rank',
            label: <FormattedMessage id="blockTrade.field.rank" />,
            value: s.rank === null || s.rank === undefined ? '—' : <Count value={s.rank} />,
            testId: 'bt-record-rank',
          },
        ]}
      />
      <span className="alloc-card__dates">
        <span>
          <FormattedMessage id="blockTrade.field.subscribedAt" /> <When at={s.createdAt} />
        </span>
        {s.decidedAt && (
          <span>
            <FormattedMessage id="blockTrade.field.decidedAt" /> <When at={s.decidedAt} />
          </span>
        )}
        <span>
          <FormattedMessage id="money.orderNo" values={{ no: s.orderNo }} />
        </span>
      </span>
      {(drawn || (s.status === 'SUCCESSFUL' && s.positionId)) && (
        <span className="bt-card__links">
          {s.status === 'SUCCESSFUL' && s.positionId && (
            <button
              type="button"
              className="alloc-link-button"
              onClick={() => nav.navigateTo(buildUrl(TRADE_DETAIL_PATH, { id: s.positionId ?? '' }))}
              data-testid="bt-record-position"
            >
              <FormattedMessage id="blockTrade.record.openPosition" />
            </button>
          )}
          {drawn && (
            <button
              type="button"
              className="alloc-link-button"
              onClick={() => nav.navigateTo(buildUrl(SUBSCRIBE_PATH, { id: s.offering.id, view: 'draw' }))}
              data-testid="bt-record-draw"
            >
              <FormattedMessage id="blockTrade.record.verifyDraw" />
            </button>
          )}
        </span>
      )}
    </div>
  );
}
