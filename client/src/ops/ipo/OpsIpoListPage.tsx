import { useMutation, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { PhaseChip } from '../../features/ipo/parts';
import type { OpsIpo_OfferingsQuery } from '../../gql/graphql';
import { useFormatMoney } from '../../ui/money/format';
import { formatPrice } from '../../ui/price/format';
import { SimulatedTag } from '../../ui/price/Price';
import { OfferingActions, OfferingListPage } from '../allocation/OfferingAdmin';
import { Fact, StatusBadge, useFormatDateTime } from '../parts';
import { CancelIpoOfferingMutation, OpsIpoOfferingsQuery, RunIpoDrawMutation } from './queries';
import { translatedInto } from '../LocalisedTextFields';

type Offering = OpsIpo_OfferingsQuery['ipoOfferings']['items'][number];

/** Ops: every offering with its terms, dates, phase and applications; create, edit before opening, cancel with a reason, run a due draw. */
export function OpsIpoListPage() {
  const query = useQuery(OpsIpoOfferingsQuery, { variables: { first: 20 }, fetchPolicy: 'cache-and-network' });
  return (
    <OfferingListPage
      titleId="ops.menu.ipo"
      messages="ops.ipo"
      path="ipo"
      testIdPrefix="ops-ipo"
      query={query}
      page={(data) => data.ipoOfferings}
      card={(o, onChanged) => <OfferingCard key={o.id} o={o} onChanged={onChanged} />}
    />
  );
}

function OfferingCard({ o, onChanged }: { o: Offering; onChanged: () => void }) {
  const intl = useIntl();
  const formatDateTime = useFormatDateTime();
  const formatMoney = useFormatMoney();
  const [cancel, cancelState] = useMutation(CancelIpoOfferingMutation);
  const [runDraw, drawState] = useMutation(RunIpoDrawMutation);
  const busy = cancelState.loading || drawState.loading;
  const scheduled = o.status === 'SCHEDULED';
  const editable = scheduled && o.phase === 'NOT_STARTED';
  const drawable = scheduled && o.phase === 'EXPIRED';
  const price = (v: string) => formatPrice(intl, v, o.currency);

  return (
    <li className="ops-card" data-testid="ops-ipo-item" data-id={o.id} data-status={o.status} data-phase={o.phase}>
      <div className="ops-card__head">
        <span className="ops-card__title" data-testid="ops-ipo-name">
          <span data-ops-content>{o.nameTranslations.en}</span> · {o.symbol}
        </span>
        <span className="ops-badges">
          <StatusBadge status={`ipo_${o.status.toLowerCase()}`} testId="ops-ipo-status" />
          <PhaseChip phase={o.phase} status={o.status} testId="ops-ipo-phase" />
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
        <Fact label={<FormattedMessage id="ops.text.translations" />} testId="ops-ipo-translated">
          {translatedInto(o.nameTranslations)}
        </Fact>
        {o.cancelReasonTranslations && (
          <Fact label={<FormattedMessage id="ops.ipo.cancelReason" />}>
            <span data-ops-content>{o.cancelReasonTranslations.en}</span>
          </Fact>
        )}
        {o.drawnAt && <Fact label={<FormattedMessage id="ipo.draw.drawnAt" />}>{formatDateTime(o.drawnAt)}</Fact>}
      </dl>
      <OfferingActions
        texts={{
          reasonRequired: 'ops.ipo.reasonRequired',
          cancelledToast: 'ops.ipo.cancelledToast',
          cancelReason: 'ops.ipo.cancelReason',
          cancelOffering: 'ops.ipo.cancelOffering',
          edit: 'ops.ipo.edit',
        }}
        testIdPrefix="ops-ipo"
        path="ipo"
        offeringId={o.id}
        scheduled={scheduled}
        editable={editable}
        busy={busy}
        entries={{ path: 'applications', labelId: 'ops.ipo.applications', testId: 'ops-ipo-applications-open' }}
        run={{
          when: drawable,
          labelId: 'ops.ipo.runDraw',
          testId: 'ops-ipo-run-draw',
          confirm: {
            title: intl.formatMessage({ id: 'ops.ipo.drawTitle' }),
            message: intl.formatMessage({ id: 'ops.ipo.drawMessage' }, { name: o.name, applications: o.applications }),
          },
          doneId: 'ops.ipo.drawnToast',
          mutate: () => runDraw({ variables: { offeringId: o.id } }),
        }}
        cancel={(reasonText) => cancel({ variables: { input: { id: o.id, reasonText } } })}
        onChanged={onChanged}
      />
    </li>
  );
}
