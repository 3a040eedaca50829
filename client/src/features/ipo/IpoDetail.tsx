import { useQuery } from '@apollo/client';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { IpoDetail_OfferingQuery } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { buildUrl } from '../../navigation/url';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { FieldRow } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { Summary } from '../../ui/money/Summary';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { ApplyCard, ClosedCard, ConfirmDetails, useAvailableIn } from '../../ui/allocation/ApplyCard';
import { DrawRecord } from '../../ui/allocation/DrawRecord';
import { OfferingBoundary } from '../../ui/allocation/OfferingBoundary';
import { HeroFigures, OfferingHead, OpsText, Stepper, TermsCard, useRefetchAtNext } from '../../ui/allocation/parts';
import { formatPrice } from '../../ui/price/format';
import { canCancel, checkShares, holdAmount, maxShares, releasedAmount, stepShares } from './ipoRules';
import {
  Amount,
  ApplicationStatusChip,
  Count,
  codeOf,
  formatCount,
  MarketPrice,
  marketOf,
  PhaseChip,
  Price,
  ReturnRate,
  Spread,
  When,
} from './parts';
import { ApplyIpoMutation, CancelIpoApplicationMutation, IpoDrawQuery, IpoOfferingQuery } from './queries';
import { LocalisedText } from '../../ui/text/LocalisedText';

type Offering = IpoDetail_OfferingQuery['ipoOffering'];
type MyApplication = NonNullable<Offering['myApplication']>;

const TRADE_DETAIL_PATH = routeByName('tradeDetail').path;
const LIST_PATH = routeByName('ipo').path;
const AFTER_APPLY = ['IpoDetail_Offering', 'IpoDetail_Draw', 'IpoLottery_Applications', 'IpoList_Offerings', ...CASH_BALANCE_QUERIES];

const AvailableQuery = graphql(`
  query IpoApply_Balances {
    balances {
      currency
      available
    }
  }
`);

/**
 * Shown at the top of the apply form: the page puts the real-name notice here (features do not import each
 * other). `refused` is true once the server has answered REAL_NAME_REQUIRED.
 */
export type RealNameSlot = (refused: boolean) => ReactNode;

/** An offering: every field, the phase, the committed seed hash, applying, my application and the draw's verification. */
export function IpoDetail({ id, realNameNotice }: { id: string; realNameNotice?: RealNameSlot }) {
  // Ops' texts in the reader's language (the IntlProvider's locale is the app's locale code).
  const lang = useIntl().locale;
  const query = useQuery(IpoOfferingQuery, { variables: { id, lang }, fetchPolicy: 'cache-and-network', skip: !id });
  // The phase follows the clock: read the offering again when its window opens or closes on screen.
  const offering = query.data?.ipoOffering;
  useRefetchAtNext([offering?.opensAt, offering?.closesAt, offering?.drawsAt], query.refetch);
  return (
    <OfferingBoundary id={id} query={query} testIdPrefix="ipo" messages="ipo" listPath={LIST_PATH}>
      {({ ipoOffering: o }) => (
        <div className="alloc-detail" data-testid="ipo-detail" data-id={o.id} data-phase={o.phase} data-status={o.status}>
          <Hero o={o} />
          <MyApplicationCard o={o} />
          {!o.myApplication && <ApplySection o={o} realNameNotice={realNameNotice} />}
          <Terms o={o} />
          <DrawSection o={o} />
        </div>
      )}
    </OfferingBoundary>
  );
}

function Hero({ o }: { o: Offering }) {
  return (
    <section className="card alloc-hero" data-testid="ipo-hero">
      <OfferingHead
        name={<LocalisedText value={o.nameText} />}
        nameTestId="ipo-detail-name"
        code={`${marketOf(o.symbol)} · ${codeOf(o.symbol)}`}
        chip={<PhaseChip phase={o.phase} status={o.status} testId="ipo-detail-phase" />}
      />
      <HeroFigures
        items={[
          {
            key: 'sub',
            label: <FormattedMessage id="ipo.field.subscriptionPrice" />,
            value: <Price value={o.subscriptionPrice} currency={o.currency} testId="ipo-detail-price" />,
          },
          {
            key: 'market',
            label: <FormattedMessage id="ipo.field.marketPrice" />,
            value: (
              <MarketPrice
                value={o.marketPrice}
                currency={o.currency}
                live={o.marketPriceLive}
                simulated={o.marketPriceSimulated}
                testId="ipo-detail-market"
              />
            ),
          },
        ]}
      />
      <p className="alloc-hero__derived">
        <span>
          <FormattedMessage id="ipo.field.spread" /> <Spread value={o.spread} currency={o.currency} testId="ipo-detail-spread" />
        </span>
        <span>
          <FormattedMessage id="ipo.field.returnRate" /> <ReturnRate value={o.returnRate} testId="ipo-detail-rate" />
        </span>
      </p>
      <p className="alloc-note">
        <FormattedMessage id="ipo.detail.derivedNote" />
      </p>
      {o.phase === 'CANCELLED' && o.cancelReasonText && (
        <p className="alloc-cancelled" data-testid="ipo-cancel-reason">
          <FormattedMessage id="ipo.detail.cancelled" values={{ reason: <OpsText value={o.cancelReasonText} /> }} />
        </p>
      )}
    </section>
  );
}

function Terms({ o }: { o: Offering }) {
  const intl = useIntl();
  return (
    <section>
      <TermsCard
        title={<FormattedMessage id="ipo.detail.terms" />}
        testId="ipo-terms"
        rows={[
          {
            key: 'sub',
            label: <FormattedMessage id="ipo.field.subscriptionPrice" />,
            value: <Price value={o.subscriptionPrice} currency={o.currency} />,
          },
          {
            key: 'ref',
            label: <FormattedMessage id="ipo.field.referencePrice" />,
            value: <Price value={o.referencePrice} currency={o.currency} />,
          },
          {
            key: 'underwriting',
            label: <FormattedMessage id="ipo.field.underwritingShares" />,
            value: <Count value={o.underwritingShares} />,
          },
          { key: 'total', label: <FormattedMessage id="ipo.field.totalShares" />, value: <Count value={o.totalShares} /> },
          { key: 'lot', label: <FormattedMessage id="ipo.field.lotSize" />, value: <Count value={o.lotSize} /> },
          {
            key: 'max',
            label: <FormattedMessage id="ipo.field.maxPerApplication" />,
            value: intl.formatMessage(
              { id: 'ipo.detail.maxValue' },
              { lots: formatCount(intl, o.maxLots), shares: formatCount(intl, maxShares(o.lotSize, o.maxLots)) },
            ),
          },
          {
            key: 'fee',
            label: <FormattedMessage id="ipo.field.processingFee" />,
            value: <Amount value={o.processingFee} currency={o.currency} />,
          },
          {
            key: 'apps',
            label: <FormattedMessage id="ipo.field.applications" />,
            value: <Count value={o.applications} testId="ipo-detail-applications" />,
          },
        ]}
      />
      <TermsCard
        title={<FormattedMessage id="ipo.detail.schedule" />}
        testId="ipo-dates"
        rows={[
          { key: 'opens', label: <FormattedMessage id="ipo.field.opensAt" />, value: <When at={o.opensAt} /> },
          { key: 'closes', label: <FormattedMessage id="ipo.field.closesAt" />, value: <When at={o.closesAt} /> },
          { key: 'draws', label: <FormattedMessage id="ipo.field.drawsAt" />, value: <When at={o.drawsAt} /> },
          { key: 'payBy', label: <FormattedMessage id="ipo.field.payBy" />, value: <When at={o.payBy} /> },
          { key: 'issues', label: <FormattedMessage id="ipo.field.issuesAt" />, value: <When at={o.issuesAt} /> },
        ]}
      />
    </section>
  );
}

function ApplySection({ o, realNameNotice }: { o: Offering; realNameNotice?: RealNameSlot }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [shares, setShares] = useState(String(o.lotSize));
  const [error, setError] = useState<string | null>(null);
  // A refusal is about the number it was given: changing the number clears it.
  const changeShares = (value: string) => {
    setShares(value);
    setError(null);
  };
  const available = useAvailableIn(AvailableQuery, o.currency, o.phase === 'AVAILABLE');
  const { run, busy } = useConfirmedMutation(ApplyIpoMutation, { onError: (messageId) => setError(messageId) });
  if (o.phase !== 'AVAILABLE') {
    return (
      <ClosedCard testId="ipo-not-available">
        <p>
          <FormattedMessage id="error.SUBSCRIPTION_NOT_AVAILABLE" />
        </p>
        {o.phase === 'NOT_STARTED' && (
          <p className="alloc-note">
            <FormattedMessage id="ipo.apply.opensOn" /> <When at={o.opensAt} />
          </p>
        )}
      </ClosedCard>
    );
  }
  // Not verified: besides the error line by the button, the notice at the top links to the form.
  const notice = realNameNotice?.(error === 'error.REAL_NAME_REQUIRED');
  const check = checkShares(shares, o.lotSize, o.maxLots);
  const total = check.ok ? holdAmount(o.subscriptionPrice, check.shares, o.processingFee) : null;
  const submit = () => {
    setError(null);
    if (!check.ok) {
      setError(check.messageId);
      return;
    }
    const rows = [
      {
        key: 'name',
        label: intl.formatMessage({ id: 'ipo.field.offering' }),
        value: (
          <>
            <OpsText value={o.nameText} /> ({codeOf(o.symbol)})
          </>
        ),
      },
      { key: 'shares', label: intl.formatMessage({ id: 'ipo.field.sharesApplied' }), value: formatCount(intl, check.shares) },
      {
        key: 'price',
        label: intl.formatMessage({ id: 'ipo.field.subscriptionPrice' }),
        value: formatPrice(intl, o.subscriptionPrice, o.currency),
      },
      { key: 'fee', label: intl.formatMessage({ id: 'ipo.field.processingFee' }), value: formatMoney(o.processingFee, o.currency) },
      {
        key: 'total',
        label: intl.formatMessage({ id: 'ipo.apply.holdTotal' }),
        value: formatMoney(total ?? '0', o.currency),
        strong: true,
      },
    ];
    void run({
      keyFor: { offeringId: o.id, shares: check.shares },
      variables: (idempotencyKey) => ({ input: { offeringId: o.id, shares: check.shares, idempotencyKey } }),
      confirm: {
        title: intl.formatMessage({ id: 'ipo.apply.confirmTitle' }),
        message: intl.formatMessage({ id: 'ipo.apply.confirmMessage' }),
        details: <ConfirmDetails rows={rows} testId="ipo-confirm" note={<FormattedMessage id="ipo.apply.feeNote" />} />,
        confirmText: intl.formatMessage({ id: 'ipo.apply.confirm' }),
      },
      done: 'ipo.apply.done',
      refetchQueries: AFTER_APPLY,
    });
  };
  return (
    <ApplyCard
      testId="ipo-apply"
      title={<FormattedMessage id="ipo.apply.title" />}
      notice={notice}
      previewTestId="ipo-preview"
      preview={[
        {
          key: 'cost',
          label: <FormattedMessage id="ipo.apply.cost" />,
          value: check.ok ? formatMoney(holdAmount(o.subscriptionPrice, check.shares, '0'), o.currency) : '—',
        },
        { key: 'fee', label: <FormattedMessage id="ipo.field.processingFee" />, value: formatMoney(o.processingFee, o.currency) },
        {
          key: 'total',
          label: <FormattedMessage id="ipo.apply.holdTotal" />,
          value: total ? formatMoney(total, o.currency) : '—',
          strong: true,
        },
      ]}
      available={{ amount: available, label: <FormattedMessage id="ipo.apply.available" /> }}
      currency={o.currency}
      holdNote={<FormattedMessage id="ipo.apply.holdNote" />}
      error={error ? <FormattedMessage id={error} /> : null}
      submitLabel={<FormattedMessage id="ipo.apply.submit" />}
      submitTestId="ipo-apply-submit"
      onSubmit={submit}
      busy={busy}
    >
      <FieldRow
        label={<FormattedMessage id="ipo.field.sharesApplied" />}
        htmlFor="ipo-shares"
        hint={intl.formatMessage(
          { id: 'ipo.apply.sharesHint' },
          { lot: formatCount(intl, o.lotSize), max: formatCount(intl, maxShares(o.lotSize, o.maxLots)) },
        )}
      >
        <Stepper
          id="ipo-shares"
          value={shares}
          onChange={changeShares}
          step={(direction) => String(stepShares(shares, o.lotSize, o.maxLots, direction))}
          lessLabel={intl.formatMessage({ id: 'ipo.apply.lessLot' })}
          moreLabel={intl.formatMessage({ id: 'ipo.apply.moreLot' })}
        />
      </FieldRow>
    </ApplyCard>
  );
}

function MyApplicationCard({ o }: { o: Offering }) {
  const a = o.myApplication;
  if (!a) return null;
  return (
    <section className="card alloc-mine" data-testid="ipo-my-application" data-status={a.status}>
      <div className="alloc-card__head">
        <h2 className="alloc-apply__title">
          <FormattedMessage id="ipo.mine.title" />
        </h2>
        <ApplicationStatusChip status={a.status} testId="ipo-my-status" />
      </div>
      <ApplicationFigures a={a} currency={o.currency} />
      <MyApplicationActions a={a} o={o} />
    </section>
  );
}

function ApplicationFigures({ a, currency }: { a: MyApplication; currency: string }) {
  const released = releasedAmount(a.status, a.heldAmount, a.amountPaid);
  return (
    <Summary
      testId="ipo-mine"
      rows={[
        { key: 'orderNo', label: <FormattedMessage id="ipo.field.orderNo" />, value: a.orderNo },
        { key: 'shares', label: <FormattedMessage id="ipo.field.sharesApplied" />, value: <Count value={a.shares} /> },
        { key: 'held', label: <FormattedMessage id="ipo.field.held" />, value: <Amount value={a.heldAmount} currency={currency} /> },
        ...(a.status === 'PENDING'
          ? []
          : [
              { key: 'won', label: <FormattedMessage id="ipo.field.winningShares" />, value: <Count value={a.wonShares} /> },
              {
                key: 'paid',
                label: <FormattedMessage id="ipo.field.amountPaid" />,
                value: <Amount value={a.amountPaid} currency={currency} />,
              },
              {
                key: 'toPay',
                label: <FormattedMessage id="ipo.field.amountToPay" />,
                value: <Amount value={a.amountToPay} currency={currency} />,
              },
              ...(released !== null
                ? [
                    {
                      key: 'released',
                      label: <FormattedMessage id="ipo.field.released" />,
                      value: <Amount value={released} currency={currency} />,
                    },
                  ]
                : []),
            ]),
        ...(a.rank !== null && a.rank !== undefined
          ? [{ key: 'rank', label: <FormattedMessage id="ipo.field.rank" />, value: <Count value={a.rank} /> }]
          : []),
        { key: 'applied', label: <FormattedMessage id="ipo.field.appliedAt" />, value: <When at={a.createdAt} /> },
      ]}
    />
  );
}

function MyApplicationActions({ a, o }: { a: MyApplication; o: Offering }) {
  const intl = useIntl();
  const nav = useNav();
  const { run, busy } = useConfirmedMutation(CancelIpoApplicationMutation);
  if (a.status === 'ISSUED' && a.positionId) {
    return (
      <Button
        variant="secondary"
        onClick={() => nav.navigateTo(buildUrl(TRADE_DETAIL_PATH, { id: a.positionId ?? '' }))}
        data-testid="ipo-open-position"
      >
        <FormattedMessage id="ipo.mine.openPosition" />
      </Button>
    );
  }
  if (!canCancel(a.status, o.phase)) return null;
  return (
    <>
      <p className="alloc-note">
        <FormattedMessage id="ipo.mine.cancelUntil" /> <When at={o.closesAt} />
      </p>
      <Button
        variant="secondary"
        loading={busy}
        data-testid="ipo-cancel"
        onClick={() =>
          void run({
            keyFor: { cancel: a.id },
            variables: (idempotencyKey) => ({ id: a.id, idempotencyKey }),
            confirm: {
              title: intl.formatMessage({ id: 'ipo.mine.cancelTitle' }),
              message: intl.formatMessage({ id: 'ipo.mine.cancelMessage' }),
              confirmText: intl.formatMessage({ id: 'ipo.mine.cancel' }),
              danger: true,
            },
            done: 'ipo.mine.cancelled',
            refetchQueries: AFTER_APPLY,
          })
        }
      >
        <FormattedMessage id="ipo.mine.cancel" />
      </Button>
    </>
  );
}

function DrawSection({ o }: { o: Offering }) {
  const query = useQuery(IpoDrawQuery, { variables: { offeringId: o.id }, fetchPolicy: 'cache-and-network' });
  const draw = query.data?.ipoDraw;
  return (
    <section data-testid="ipo-draw">
      <h2 className="section-title">
        <FormattedMessage id="ipo.draw.title" />
      </h2>
      <DrawRecord
        testIdPrefix="ipo"
        messages="ipo.draw"
        seedHash={o.seedHash}
        draw={draw}
        figures={(draw) => [
          { key: 'drawnAt', label: <FormattedMessage id="ipo.draw.drawnAt" />, value: <When at={draw.drawnAt} /> },
          { key: 'entries', label: <FormattedMessage id="ipo.draw.entries" />, value: <Count value={draw.entries} /> },
          {
            key: 'myRank',
            label: <FormattedMessage id="ipo.draw.myRank" />,
            value: draw.myRank === null || draw.myRank === undefined ? '—' : <Count value={draw.myRank} />,
          },
          {
            key: 'lots',
            label: <FormattedMessage id="ipo.draw.lots" />,
            value: (
              <FormattedMessage
                id="ipo.draw.lotsValue"
                values={{ allocated: draw.lotsAllocated ?? 0, available: draw.lotsAvailable, size: draw.lotSize }}
              />
            ),
          },
          {
            key: 'cutoff',
            label: <FormattedMessage id="ipo.draw.cutoff" />,
            value:
              draw.cutoffRank === null || draw.cutoffRank === undefined ? (
                <FormattedMessage id="ipo.draw.noCutoff" />
              ) : (
                <FormattedMessage id="ipo.draw.cutoffValue" values={{ round: draw.cutoffRound ?? 1, rank: draw.cutoffRank }} />
              ),
          },
          { key: 'excluded', label: <FormattedMessage id="ipo.draw.excluded" />, value: <Count value={draw.excluded.length} /> },
        ]}
        recordUrl={`/draws/ipo/${o.id}`}
        pending={
          <>
            <FormattedMessage id="ipo.draw.notYet" /> <When at={o.drawsAt} />
          </>
        }
      />
    </section>
  );
}
