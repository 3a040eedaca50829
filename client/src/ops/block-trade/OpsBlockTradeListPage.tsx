import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { formatFeeRate, PhaseChip } from '../../features/block-trade/parts';
import type { OpsBlockTrade_OfferingsQuery } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { FormError, TextInput } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { formatCount, formatPrice } from '../../ui/price/format';
import { SimulatedTag } from '../../ui/price/Price';
import { useToast } from '../../ui/Toast';
import { EmptyLine, Fact, Labeled, LoadMore, OpsPageTitle, StatusBadge, useFormatDateTime } from '../parts';
import { CancelBlockTradeMutation, OpsBlockTradeOfferingsQuery, RunBlockTradeCloseMutation } from './queries';

type Offering = OpsBlockTrade_OfferingsQuery['blockTradeOfferings']['items'][number];

/**
 * Ops: every block-trade offering with its terms, window, phase and tickets asked; create, edit before the
 * window opens, cancel with a reason before the close, run a due close.
 */
export function OpsBlockTradeListPage() {
  const navigate = useNavigate();
  const query = useQuery(OpsBlockTradeOfferingsQuery, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <OpsPageTitle id="ops.menu.blockTrade">
        <Button block={false} onClick={() => navigate(`${OPS_PATH}/block-trade/new`)} data-testid="ops-bt-new">
          <FormattedMessage id="ops.blockTrade.new" />
        </Button>
      </OpsPageTitle>
      <p className="ops-intro">
        <FormattedMessage id="ops.blockTrade.intro" />
      </p>
      <QueryBoundary query={query}>
        {({ blockTradeOfferings }) =>
          blockTradeOfferings.items.length === 0 ? (
            <EmptyLine id="ops.blockTrade.empty" />
          ) : (
            <>
              <ul className="ops-list" data-testid="ops-bt-list">
                {blockTradeOfferings.items.map((o) => (
                  <OfferingCard key={o.id} o={o} onChanged={() => void query.refetch().catch(() => undefined)} />
                ))}
              </ul>
              <LoadMore nextCursor={blockTradeOfferings.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}

function OfferingCard({ o, onChanged }: { o: Offering; onChanged: () => void }) {
  const intl = useIntl();
  const toast = useToast();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const formatDateTime = useFormatDateTime();
  const formatMoney = useFormatMoney();
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [cancel, cancelState] = useMutation(CancelBlockTradeMutation);
  const [runClose, closeState] = useMutation(RunBlockTradeCloseMutation);
  const busy = cancelState.loading || closeState.loading;
  const scheduled = o.status === 'SCHEDULED';
  const editable = scheduled && o.phase === 'NOT_STARTED';
  const closable = scheduled && o.phase === 'CLOSED';
  const price = (v: string) => formatPrice(intl, v, o.currency);

  const onCancel = async () => {
    setError(null);
    if (!reason.trim()) return setError(intl.formatMessage({ id: 'ops.ipo.reasonRequired' }));
    try {
      await cancel({ variables: { input: { id: o.id, reason: reason.trim() } } });
      toast.success(intl.formatMessage({ id: 'ops.blockTrade.cancelledToast' }));
      setCancelling(false);
      onChanged();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  const onClose = async () => {
    setError(null);
    const ok = await confirm({
      title: intl.formatMessage({ id: 'ops.blockTrade.closeTitle' }),
      message: intl.formatMessage(
        { id: 'ops.blockTrade.closeMessage' },
        { name: o.name, asked: o.ticketsSubscribed, offered: o.ticketsAvailable },
      ),
      confirmText: intl.formatMessage({ id: 'ops.blockTrade.runClose' }),
    });
    if (!ok) return;
    try {
      await runClose({ variables: { offeringId: o.id } });
      toast.success(intl.formatMessage({ id: 'ops.blockTrade.closedToast' }));
      onChanged();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };

  return (
    <li className="ops-card" data-testid="ops-bt-item" data-id={o.id} data-status={o.status} data-phase={o.phase}>
      <div className="ops-card__head">
        <span className="ops-card__title" data-testid="ops-bt-name">
          {o.name} · {o.symbol}
        </span>
        <span className="ops-badges">
          <StatusBadge status={`bt_${o.status.toLowerCase()}`} testId="ops-bt-status" />
          <PhaseChip phase={o.phase} testId="ops-bt-phase" />
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
        {o.cancelReason && <Fact label={<FormattedMessage id="ops.ipo.cancelReason" />}>{o.cancelReason}</Fact>}
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
      <div className="ops-card__actions">
        {cancelling ? (
          <div className="ops-refuse" data-testid="ops-bt-cancel-form">
            <Labeled stack label={<FormattedMessage id="ops.blockTrade.cancelReason" />}>
              {(id) => (
                <div className="input-box">
                  <TextInput id={id} value={reason} onChange={setReason} testId="ops-bt-cancel-reason" />
                </div>
              )}
            </Labeled>
            <div className="ops-buttons">
              <Button variant="secondary" block={false} onClick={() => setCancelling(false)} disabled={busy}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button variant="danger" block={false} onClick={onCancel} loading={busy} data-testid="ops-bt-cancel-submit">
                <FormattedMessage id="ops.ipo.cancelOffering" />
              </Button>
            </div>
          </div>
        ) : (
          <div className="ops-buttons">
            <Button
              variant="secondary"
              block={false}
              onClick={() => navigate(`${OPS_PATH}/block-trade/${o.id}/subscriptions`)}
              data-testid="ops-bt-subscriptions-open"
            >
              <FormattedMessage id="ops.blockTrade.subscriptions" />
            </Button>
            {editable && (
              <Button
                variant="secondary"
                block={false}
                onClick={() => navigate(`${OPS_PATH}/block-trade/${o.id}`)}
                data-testid="ops-bt-edit"
              >
                <FormattedMessage id="ops.ipo.edit" />
              </Button>
            )}
            {scheduled && (
              <Button variant="danger" block={false} onClick={() => setCancelling(true)} disabled={busy} data-testid="ops-bt-cancel">
                <FormattedMessage id="ops.ipo.cancelOffering" />
              </Button>
            )}
            {closable && (
              <Button block={false} onClick={onClose} loading={busy} data-testid="ops-bt-run-close">
                <FormattedMessage id="ops.blockTrade.runClose" />
              </Button>
            )}
          </div>
        )}
      </div>
      <FormError>{error}</FormError>
    </li>
  );
}
