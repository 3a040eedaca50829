import { useMutation, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatFeeRate, PhaseChip } from '../../features/block-trade/parts';
import type { OpsBlockTrade_OfferingsQuery } from '../../gql/graphql';
import { useFormatMoney } from '../../ui/money/format';
import { formatCount, formatPrice } from '../../ui/price/format';
import { SimulatedTag } from '../../ui/price/Price';
import { OfferingActions, OfferingListPage } from '../allocation/OfferingAdmin';
import { Fact, StatusBadge, useFormatDateTime } from '../parts';
import { CancelBlockTradeMutation, OpsBlockTradeOfferingsQuery, RunBlockTradeCloseMutation } from './queries';
import { translatedInto } from '../LocalisedTextFields';

type Offering = OpsBlockTrade_OfferingsQuery['blockTradeOfferings']['items'][number];

/**
 * Ops: every block-trade offering with its terms, window, phase and tickets asked; create, edit before the
 * window opens, cancel with a reason before the close, run a due close.
 */
export function OpsBlockTradeListPage() {
  const query = useQuery(OpsBlockTradeOfferingsQuery, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  return (
    <OfferingListPage
      titleId="ops.menu.blockTrade"
      messages="ops.blockTrade"
      path="block-trade"
      testIdPrefix="ops-bt"
      query={query}
      page={(data) => data.blockTradeOfferings}
      card={(o, onChanged) => <OfferingCard key={o.id} o={o} onChanged={onChanged} />}
    />
  );
}

function OfferingCard({ o, onChanged }: { o: Offering; onChanged: () => void }) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const formatMoney = useFormatMoney();
  const [cancel, cancelState] = useMutation(CancelBlockTradeMutation);
  const [runClose, closeState] = useMutation(RunBlockTradeCloseMutation);
  const busy = cancelState.loading || closeState.loading;
  const scheduled = o.status === 'SCHEDULED';
  const editable = scheduled && o.phase === 'NOT_STARTED';
  const closable = scheduled && o.phase === 'CLOSED';
  const price = (v: string) => formatPrice(intl, v, o.currency);

  return (
    <li className="ops-card" data-testid="ops-bt-item" data-id={o.id} data-status={o.status} data-phase={o.phase}>
      <div className="ops-card__head">
        <span className="ops-card__title" data-testid="ops-bt-name">
          <span data-ops-content>{o.nameTranslations.en}</span> · {o.symbol}
        </span>
        <span className="ops-badges">
          <StatusBadge status={`bt_${o.status.toLowerCase()}`} testId="ops-bt-status" />
          <PhaseChip phase={o.phase} status={o.status} testId="ops-bt-phase" />
        </span>
      </div>
      <dl className="ops-facts">
        <Fact label={<FormattedMessage id="blockTrade.field.currentPrice" />}>
          {o.currentPrice ? price(o.currentPrice) : '—'} <SimulatedTag simulated={o.currentPrice ? o.currentPriceSimulated : false} />
        </Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.subscriptionPrice" />}>{price(o.subscriptionPrice)}</Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.hedgePrice" />}>{price(o.hedgePrice)}</Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.feeRate" />}>{formatFeeRate(intl, o.feeRate)}</Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.minAmount" />}>{formatMoney(o.minAmount, o.currency)}</Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.ticketsAvailable" />}>{formatCount(intl, o.ticketsAvailable)}</Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.ticketsSubscribed" />} testId="ops-bt-subscribed">
          {formatCount(intl, o.ticketsSubscribed)}
        </Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.maxPerUser" />}>{formatCount(intl, o.maxTicketsPerUser)}</Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.codePolicy" />}>
          <FormattedMessage id={`blockTrade.codePolicyValue.${o.codePolicy}`} />
        </Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.opensAt" />}>{formatDateTime(o.opensAt)}</Fact>
        <Fact label={<FormattedMessage id="blockTrade.field.closesAt" />}>{formatDateTime(o.closesAt)}</Fact>
        <Fact label={<FormattedMessage id="ops.ipo.seedHash" />}>
          <code className="ops-code">{o.seedHash}</code>
        </Fact>
        <Fact label={<FormattedMessage id="ops.text.translations" />} testId="ops-bt-translated">
          {translatedInto(o.nameTranslations)}
        </Fact>
        {o.cancelReasonTranslations && (
          <Fact label={<FormattedMessage id="ops.ipo.cancelReason" />}>
            <span data-ops-content>{o.cancelReasonTranslations.en}</span>
          </Fact>
        )}
        {o.failReason && (
          <Fact label={<FormattedMessage id="ops.blockTrade.failReason" />}>
            <FormattedMessage
              id="ops.blockTrade.failedAt"
              values={{
                price: o.failedPrice ? price(o.failedPrice) : '—',
                at: o.failedQuoteAt ? formatDateTime(o.failedQuoteAt) : '—',
              }}
            />
          </Fact>
        )}
        {o.closedAt && <Fact label={<FormattedMessage id="blockTrade.draw.closedAt" />}>{formatDateTime(o.closedAt)}</Fact>}
      </dl>
      <OfferingActions
        texts={{
          reasonRequired: 'ops.ipo.reasonRequired',
          cancelledToast: 'ops.blockTrade.cancelledToast',
          cancelReason: 'ops.blockTrade.cancelReason',
          cancelOffering: 'ops.ipo.cancelOffering',
          edit: 'ops.ipo.edit',
        }}
        testIdPrefix="ops-bt"
        path="block-trade"
        offeringId={o.id}
        scheduled={scheduled}
        editable={editable}
        busy={busy}
        entries={{ path: 'subscriptions', labelId: 'ops.blockTrade.subscriptions', testId: 'ops-bt-subscriptions-open' }}
        run={{
          when: closable,
          labelId: 'ops.blockTrade.runClose',
          testId: 'ops-bt-run-close',
          confirm: {
            title: intl.formatMessage({ id: 'ops.blockTrade.closeTitle' }),
            message: intl.formatMessage(
              { id: 'ops.blockTrade.closeMessage' },
              { name: o.name, asked: o.ticketsSubscribed, offered: o.ticketsAvailable },
            ),
          },
          doneId: 'ops.blockTrade.closedToast',
          mutate: () => runClose({ variables: { offeringId: o.id } }),
        }}
        cancel={(reasonText) => cancel({ variables: { input: { id: o.id, reasonText } } })}
        onChanged={onChanged}
      />
    </li>
  );
}
