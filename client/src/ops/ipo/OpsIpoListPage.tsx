import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { PhaseChip } from '../../features/ipo/parts';
import type { OpsIpo_OfferingsQuery } from '../../gql/graphql';
import { errorMessageIdOf } from '../../i18n/errors';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { useConfirm } from '../../ui/Dialog';
import { FormError, TextInput } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { formatPrice } from '../../ui/price/format';
import { SimulatedTag } from '../../ui/price/Price';
import { useToast } from '../../ui/Toast';
import { EmptyLine, Fact, Labeled, LoadMore, OpsPageTitle, StatusBadge, useFormatDateTime } from '../parts';
import { CancelIpoOfferingMutation, OpsIpoOfferingsQuery, RunIpoDrawMutation } from './queries';

type Offering = OpsIpo_OfferingsQuery['ipoOfferings']['items'][number];

/** Ops: every offering with its terms, dates, phase and applications; create, edit before opening, cancel with a reason, run a due draw. */
export function OpsIpoListPage() {
  const navigate = useNavigate();
  const query = useQuery(OpsIpoOfferingsQuery, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <OpsPageTitle id="ops.menu.ipo">
        <Button block={false} onClick={() => navigate(`${OPS_PATH}/ipo/new`)} data-testid="ops-ipo-new">
          <FormattedMessage id="ops.ipo.new" />
        </Button>
      </OpsPageTitle>
      <p className="ops-intro">
        <FormattedMessage id="ops.ipo.intro" />
      </p>
      <QueryBoundary query={query}>
        {({ ipoOfferings }) =>
          ipoOfferings.items.length === 0 ? (
            <EmptyLine id="ops.ipo.empty" />
          ) : (
            <>
              <ul className="ops-list" data-testid="ops-ipo-list">
                {ipoOfferings.items.map((o) => (
                  <OfferingCard key={o.id} o={o} onChanged={() => void query.refetch().catch(() => undefined)} />
                ))}
              </ul>
              <LoadMore nextCursor={ipoOfferings.nextCursor} fetchMore={query.fetchMore} />
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
  const [cancel, cancelState] = useMutation(CancelIpoOfferingMutation);
  const [runDraw, drawState] = useMutation(RunIpoDrawMutation);
  const busy = cancelState.loading || drawState.loading;
  const scheduled = o.status === 'SCHEDULED';
  const editable = scheduled && o.phase === 'NOT_STARTED';
  const drawable = scheduled && o.phase === 'EXPIRED';
  const price = (v: string) => formatPrice(intl, v, o.currency);

  const onCancel = async () => {
    setError(null);
    if (!reason.trim()) return setError(intl.formatMessage({ id: 'ops.ipo.reasonRequired' }));
    try {
      await cancel({ variables: { input: { id: o.id, reason: reason.trim() } } });
      toast.success(intl.formatMessage({ id: 'ops.ipo.cancelledToast' }));
      setCancelling(false);
      onChanged();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };
  const onDraw = async () => {
    setError(null);
    const ok = await confirm({
      title: intl.formatMessage({ id: 'ops.ipo.drawTitle' }),
      message: intl.formatMessage({ id: 'ops.ipo.drawMessage' }, { name: o.name, applications: o.applications }),
      confirmText: intl.formatMessage({ id: 'ops.ipo.runDraw' }),
    });
    if (!ok) return;
    try {
      await runDraw({ variables: { offeringId: o.id } });
      toast.success(intl.formatMessage({ id: 'ops.ipo.drawnToast' }));
      onChanged();
    } catch (e) {
      setError(intl.formatMessage({ id: errorMessageIdOf(e) }));
    }
  };

  return (
    <li className="ops-card" data-testid="ops-ipo-item" data-id={o.id} data-status={o.status} data-phase={o.phase}>
      <div className="ops-card__head">
        <span className="ops-card__title" data-testid="ops-ipo-name">
          {o.name} · {o.symbol}
        </span>
        <span className="ops-badges">
          <StatusBadge status={`ipo_${o.status.toLowerCase()}`} testId="ops-ipo-status" />
          <PhaseChip phase={o.phase} testId="ops-ipo-phase" />
        </span>
      </div>
      <dl className="ops-facts">
        <Fact label={<FormattedMessage id="ipo.field.subscriptionPrice" />}>{price(o.subscriptionPrice)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.referencePrice" />}>{price(o.referencePrice)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.marketPrice" />}>
          {price(o.marketPrice)}{' '}
          {o.marketPriceLive ? <SimulatedTag simulated={o.marketPriceSimulated} /> : <FormattedMessage id="ipo.field.referenceTag" />}
        </Fact>
        <Fact label={<FormattedMessage id="ipo.field.spread" />}>{formatPrice(intl, o.spread, o.currency)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.returnRate" />}>
          {intl.formatNumber(o.returnRate as unknown as number, { style: 'percent', maximumFractionDigits: 2 })}
        </Fact>
        <Fact label={<FormattedMessage id="ipo.field.underwritingShares" />}>{intl.formatNumber(o.underwritingShares)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.totalShares" />}>{intl.formatNumber(o.totalShares as unknown as number)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.lotSize" />}>{intl.formatNumber(o.lotSize)}</Fact>
        <Fact label={<FormattedMessage id="ops.ipo.field.maxLots" />}>{intl.formatNumber(o.maxLots)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.processingFee" />}>{formatMoney(o.processingFee, o.currency)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.opensAt" />}>{formatDateTime(o.opensAt)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.closesAt" />}>{formatDateTime(o.closesAt)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.drawsAt" />}>{formatDateTime(o.drawsAt)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.payBy" />}>{formatDateTime(o.payBy)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.issuesAt" />}>{formatDateTime(o.issuesAt)}</Fact>
        <Fact label={<FormattedMessage id="ipo.field.applications" />} testId="ops-ipo-applications">
          {intl.formatNumber(o.applications)}
        </Fact>
        <Fact label={<FormattedMessage id="ops.ipo.seedHash" />}>
          <code className="ops-code">{o.seedHash}</code>
        </Fact>
        {o.cancelReason && <Fact label={<FormattedMessage id="ops.ipo.cancelReason" />}>{o.cancelReason}</Fact>}
        {o.drawnAt && <Fact label={<FormattedMessage id="ipo.draw.drawnAt" />}>{formatDateTime(o.drawnAt)}</Fact>}
      </dl>
      <div className="ops-card__actions">
        {cancelling ? (
          <div className="ops-refuse" data-testid="ops-ipo-cancel-form">
            <Labeled stack label={<FormattedMessage id="ops.ipo.cancelReason" />}>
              {(id) => (
                <div className="input-box">
                  <TextInput id={id} value={reason} onChange={setReason} testId="ops-ipo-cancel-reason" />
                </div>
              )}
            </Labeled>
            <div className="ops-buttons">
              <Button variant="secondary" block={false} onClick={() => setCancelling(false)} disabled={busy}>
                <FormattedMessage id="common.cancel" />
              </Button>
              <Button variant="danger" block={false} onClick={onCancel} loading={busy} data-testid="ops-ipo-cancel-submit">
                <FormattedMessage id="ops.ipo.cancelOffering" />
              </Button>
            </div>
          </div>
        ) : (
          <div className="ops-buttons">
            <Button
              variant="secondary"
              block={false}
              onClick={() => navigate(`${OPS_PATH}/ipo/${o.id}/applications`)}
              data-testid="ops-ipo-applications-open"
            >
              <FormattedMessage id="ops.ipo.applications" />
            </Button>
            {editable && (
              <Button variant="secondary" block={false} onClick={() => navigate(`${OPS_PATH}/ipo/${o.id}`)} data-testid="ops-ipo-edit">
                <FormattedMessage id="ops.ipo.edit" />
              </Button>
            )}
            {scheduled && (
              <Button variant="danger" block={false} onClick={() => setCancelling(true)} disabled={busy} data-testid="ops-ipo-cancel">
                <FormattedMessage id="ops.ipo.cancelOffering" />
              </Button>
            )}
            {drawable && (
              <Button block={false} onClick={onDraw} loading={busy} data-testid="ops-ipo-run-draw">
                <FormattedMessage id="ops.ipo.runDraw" />
              </Button>
            )}
          </div>
        )}
      </div>
      <FormError>{error}</FormError>
    </li>
  );
}
