import { useQuery } from '@apollo/client';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { BlockTradeSubscribe_OfferingQuery } from '../../gql/graphql';
import { routeByName } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { FieldRow, FormError, TextInput } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { CASH_BALANCE_QUERIES } from '../../ui/money/queries';
import { useConfirmedMutation } from '../../ui/money/useConfirmedMutation';
import { ApplyCard, ClosedCard, ConfirmDetails, useAvailableIn } from '../../ui/allocation/ApplyCard';
import { DrawRecord } from '../../ui/allocation/DrawRecord';
import { OfferingBoundary } from '../../ui/allocation/OfferingBoundary';
import { HeroFigures, OfferingHead, Stepper, TermsCard, useRefetchAtNext, OpsText } from '../../ui/allocation/parts';
import { formatCount, formatPrice } from '../../ui/price/format';
import { BlockTradeRecordCard } from './BlockTradeRecordCard';
import { LIVE_PRICE_POLL_MS } from './BlockTradeList';
import {
  canGetCode,
  checkTickets,
  hedgeDiscount,
  minTickets,
  normaliseCode,
  stepTickets,
  subscriptionFigures,
  ticketsLeft,
} from './blockTradeRules';
import { Amount, Count, CurrentPrice, codeOf, FeeRate, formatFeeRate, marketOf, PhaseChip, Price, When } from './parts';
import { BlockTradeDrawQuery, BlockTradeOfferingQuery, MyBlockTradeCodeMutation, SubscribeBlockTradeMutation } from './queries';
import { LocalisedText } from '../../ui/text/LocalisedText';

type Offering = BlockTradeSubscribe_OfferingQuery['blockTradeOffering'];

const LIST_PATH = routeByName('blockTrade').path;

const AFTER_SUBSCRIBE = [
  'BlockTradeSubscribe_Offering',
  'BlockTradeDraw_Draw',
  'BlockTradeRecords_Subscriptions',
  'BlockTradeList_Offerings',
  ...CASH_BALANCE_QUERIES,
];

const AvailableQuery = graphql(`
  query BlockTradeSubscribe_Balances {
    balances {
      currency
      available
    }
  }
`);

/**
 * Shown at the top of the code and subscription section: the page puts the real-name notice here (features
 * do not import each other). `refused` is true once the server has answered REAL_NAME_REQUIRED.
 */
export type RealNameSlot = (refused: boolean) => ReactNode;

/**
 * One offering (`?id=`): its terms and live price, the user's purchase code (got here, in the app), the
 * subscription form with the amount, fee and total held shown before confirming, the user's subscription
 * and the allocation record. `view="draw"` scrolls to the allocation record.
 */
export function BlockTradeSubscribe({ id, view, realNameNotice }: { id: string; view?: string; realNameNotice?: RealNameSlot }) {
  // Ops' texts in the reader's language (the IntlProvider's locale is the app's locale code).
  const lang = useIntl().locale;
  const query = useQuery(BlockTradeOfferingQuery, {
    variables: { id, lang },
    fetchPolicy: 'cache-and-network',
    skip: !id,
    pollInterval: LIVE_PRICE_POLL_MS,
  });
  // The phase follows the clock: read the offering again when its window opens or closes on screen.
  const offering = query.data?.blockTradeOffering;
  useRefetchAtNext([offering?.opensAt, offering?.closesAt], query.refetch);
  return (
    <OfferingBoundary id={id} query={query} testIdPrefix="bt" messages="blockTrade" listPath={LIST_PATH}>
      {({ blockTradeOffering: o }) => (
        <div className="alloc-detail bt-detail" data-testid="bt-detail" data-id={o.id} data-phase={o.phase} data-status={o.status}>
          <Hero o={o} />
          {o.mySubscription ? (
            <section className="card alloc-mine" data-testid="bt-my-subscription">
              <h2 className="alloc-apply__title">
                <FormattedMessage id="blockTrade.mine.title" />
              </h2>
              <BlockTradeRecordCard subscription={o.mySubscription} drawLink={false} />
            </section>
          ) : (
            <SubscribeSection o={o} realNameNotice={realNameNotice} />
          )}
          <Terms o={o} />
          <DrawSection o={o} focus={view === 'draw'} />
        </div>
      )}
    </OfferingBoundary>
  );
}

function Hero({ o }: { o: Offering }) {
  const intl = useIntl();
  return (
    <section className="card alloc-hero" data-testid="bt-hero">
      <OfferingHead
        name={<LocalisedText value={o.nameText} />}
        nameTestId="bt-detail-name"
        code={`${marketOf(o.symbol)} · ${codeOf(o.symbol)}`}
        chip={<PhaseChip phase={o.phase} status={o.status} testId="bt-detail-phase" />}
      />
      <HeroFigures
        items={[
          {
            key: 'current',
            label: <FormattedMessage id="blockTrade.field.currentPrice" />,
            value: (
              <CurrentPrice value={o.currentPrice} currency={o.currency} simulated={o.currentPriceSimulated} testId="bt-detail-current" />
            ),
          },
          {
            key: 'price',
            label: <FormattedMessage id="blockTrade.field.subscriptionPrice" />,
            value: <Price value={o.subscriptionPrice} currency={o.currency} testId="bt-detail-price" />,
          },
          {
            key: 'hedge',
            label: <FormattedMessage id="blockTrade.field.hedgePrice" />,
            value: <Price value={o.hedgePrice} currency={o.currency} testId="bt-detail-hedge" />,
          },
          {
            key: 'fee',
            label: <FormattedMessage id="blockTrade.field.feeRate" />,
            value: <FeeRate value={o.feeRate} testId="bt-detail-fee" />,
          },
        ]}
      />
      <p className="alloc-note">
        <FormattedMessage
          id="blockTrade.detail.hedgeNote"
          values={{
            hedge: formatPrice(intl, o.hedgePrice, o.currency),
            below: intl.formatNumber(hedgeDiscount(o.subscriptionPrice, o.hedgePrice) as unknown as number, {
              style: 'percent',
              maximumFractionDigits: 2,
            }),
          }}
        />
      </p>
      {o.phase === 'FAILED' && (
        <p className="bt-failed" data-testid="bt-failed">
          <FormattedMessage
            id="blockTrade.detail.failed"
            values={{
              price: o.failedPrice ? formatPrice(intl, o.failedPrice, o.currency) : '—',
              at: o.failedQuoteAt
                ? intl.formatTime(o.failedQuoteAt, { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZoneName: 'short' })
                : '—',
            }}
          />
        </p>
      )}
      {o.phase === 'CANCELLED' && (
        <p className="bt-failed" data-testid="bt-cancel-reason">
          <FormattedMessage
            id="blockTrade.detail.cancelled"
            values={{ reason: o.cancelReasonText ? <OpsText value={o.cancelReasonText} /> : '—' }}
          />
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
        title={<FormattedMessage id="blockTrade.detail.terms" />}
        testId="bt-terms"
        rows={[
          {
            key: 'min',
            label: <FormattedMessage id="blockTrade.field.minAmount" />,
            value: <Amount value={o.minAmount} currency={o.currency} />,
          },
          {
            key: 'ticket',
            label: <FormattedMessage id="blockTrade.field.ticketSize" />,
            value: intl.formatMessage({ id: 'blockTrade.detail.ticketValue' }, { shares: formatCount(intl, o.ticketShares) }),
          },
          {
            key: 'offered',
            label: <FormattedMessage id="blockTrade.field.ticketsAvailable" />,
            value: <Count value={o.ticketsAvailable} />,
          },
          {
            key: 'subscribed',
            label: <FormattedMessage id="blockTrade.field.ticketsSubscribed" />,
            value: <Count value={o.ticketsSubscribed} testId="bt-detail-subscribed" />,
          },
          {
            key: 'left',
            label: <FormattedMessage id="blockTrade.field.ticketsLeft" />,
            value: <Count value={ticketsLeft(o.ticketsAvailable, o.ticketsSubscribed)} />,
          },
          { key: 'cap', label: <FormattedMessage id="blockTrade.field.maxPerUser" />, value: <Count value={o.maxTicketsPerUser} /> },
          {
            key: 'policy',
            label: <FormattedMessage id="blockTrade.field.codePolicy" />,
            value: <FormattedMessage id={`blockTrade.codePolicyValue.${o.codePolicy}`} />,
          },
          { key: 'opens', label: <FormattedMessage id="blockTrade.field.opensAt" />, value: <When at={o.opensAt} /> },
          { key: 'closes', label: <FormattedMessage id="blockTrade.field.closesAt" />, value: <When at={o.closesAt} /> },
        ]}
      >
        <p className="alloc-note">
          <FormattedMessage id="blockTrade.detail.allocationNote" />
        </p>
      </TermsCard>
    </section>
  );
}

/** The personal purchase code: shown once issued, else a button to get it here (never from outside the app). */
function CodeBox({ o, onCode, onError }: { o: Offering; onCode: (code: string) => void; onError: (messageId: string) => void }) {
  const intl = useIntl();
  const { run, busy } = useConfirmedMutation(MyBlockTradeCodeMutation, { onError });
  const code = o.myCode;
  const getCode = async () => {
    const outcome = await run({
      variables: { offeringId: o.id },
      confirm: null,
      done: 'blockTrade.code.issued',
      refetchQueries: ['BlockTradeSubscribe_Offering'],
    });
    if (outcome.status === 'done' && outcome.data) onCode(outcome.data.myBlockTradeCode.code);
  };
  return (
    <div className="bt-code" data-testid="bt-code-box">
      <p className="alloc-hero__label">
        <FormattedMessage id="blockTrade.code.title" />
      </p>
      {code ? (
        <div className="bt-code__row">
          <p className="bt-code__value" data-testid="bt-my-code">
            {code.code}
          </p>
          {code.usedAt ? (
            <span className="status status--neutral" data-testid="bt-code-used">
              <FormattedMessage id="blockTrade.code.used" />
            </span>
          ) : (
            o.phase === 'AVAILABLE' && (
              <Button variant="secondary" block={false} onClick={() => onCode(code.code)} data-testid="bt-code-use">
                <FormattedMessage id="blockTrade.code.use" />
              </Button>
            )
          )}
        </div>
      ) : canGetCode(o.phase) ? (
        <Button variant="secondary" onClick={() => void getCode()} loading={busy} data-testid="bt-get-code">
          <FormattedMessage id="blockTrade.code.get" />
        </Button>
      ) : (
        <p className="alloc-note">—</p>
      )}
      <p className="alloc-note">
        {intl.formatMessage(
          { id: 'blockTrade.code.note' },
          { policy: intl.formatMessage({ id: `blockTrade.codePolicy.${o.codePolicy}` }) },
        )}
      </p>
    </div>
  );
}

function SubscribeSection({ o, realNameNotice }: { o: Offering; realNameNotice?: RealNameSlot }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const [tickets, setTickets] = useState(() => String(minTickets(o.subscriptionPrice, o.minAmount, o.maxTicketsPerUser, o.ticketShares)));
  const [code, setCode] = useState(o.myCode && !o.myCode.usedAt ? o.myCode.code : '');
  const [error, setError] = useState<string | null>(null);
  const open = o.phase === 'AVAILABLE';
  const available = useAvailableIn(AvailableQuery, o.currency, open);
  const { run, busy } = useConfirmedMutation(SubscribeBlockTradeMutation, { onError: (messageId) => setError(messageId) });
  // A refusal is about what it was given: changing the form clears it.
  const changeTickets = (value: string) => {
    setTickets(value);
    setError(null);
  };
  const changeCode = (value: string) => {
    setCode(value);
    setError(null);
  };
  if (!canGetCode(o.phase)) {
    return (
      <ClosedCard testId="bt-not-available">
        <p>
          <FormattedMessage id="error.BLOCK_TRADE_NOT_AVAILABLE" />
        </p>
      </ClosedCard>
    );
  }
  const notice = realNameNotice?.(error === 'error.REAL_NAME_REQUIRED');
  const codeBox = <CodeBox o={o} onCode={changeCode} onError={setError} />;
  if (!open) {
    return (
      <section className="card alloc-apply" data-testid="bt-subscribe">
        {notice}
        <div data-testid="bt-not-started">
          <p className="alloc-apply__title">
            <FormattedMessage id="error.BLOCK_TRADE_NOT_AVAILABLE" />
          </p>
          <p className="alloc-note">
            <FormattedMessage id="blockTrade.form.opensOn" /> <When at={o.opensAt} />
          </p>
        </div>
        {codeBox}
        <FormError>{error ? <FormattedMessage id={error} /> : null}</FormError>
      </section>
    );
  }
  const check = checkTickets(tickets, o);
  const n = /^\d+$/.test(tickets.trim()) ? Number(tickets.trim()) : 0;
  const figures = n > 0 && n <= o.maxTicketsPerUser ? subscriptionFigures(o.subscriptionPrice, n, o.feeRate, o.ticketShares) : null;
  const submit = () => {
    setError(null);
    const typed = normaliseCode(code);
    if (!typed) return setError('error.BLOCK_TRADE_CODE_REQUIRED');
    if (!check.ok) return setError(check.messageId);
    const f = subscriptionFigures(o.subscriptionPrice, check.tickets, o.feeRate, o.ticketShares);
    const rows = [
      {
        key: 'name',
        label: intl.formatMessage({ id: 'blockTrade.field.stock' }),
        value: (
          <>
            <OpsText value={o.nameText} /> ({codeOf(o.symbol)})
          </>
        ),
      },
      {
        key: 'volume',
        label: intl.formatMessage({ id: 'blockTrade.field.volume' }),
        value: intl.formatMessage({ id: 'blockTrade.record.volumeValue' }, { tickets: check.tickets, shares: f.shares }),
      },
      {
        key: 'price',
        label: intl.formatMessage({ id: 'blockTrade.field.subscriptionPrice' }),
        value: formatPrice(intl, o.subscriptionPrice, o.currency),
      },
      { key: 'amount', label: intl.formatMessage({ id: 'blockTrade.form.amount' }), value: formatMoney(f.amount, o.currency) },
      {
        key: 'fee',
        label: intl.formatMessage({ id: 'blockTrade.form.feeLine' }, { rate: formatFeeRate(intl, o.feeRate) }),
        value: formatMoney(f.fee, o.currency),
      },
      {
        key: 'total',
        label: intl.formatMessage({ id: 'blockTrade.form.holdTotal' }),
        value: formatMoney(f.held, o.currency),
        strong: true,
      },
      { key: 'code', label: intl.formatMessage({ id: 'blockTrade.code.title' }), value: typed },
    ];
    void run({
      keyFor: { offeringId: o.id, tickets: check.tickets, code: typed },
      variables: (idempotencyKey) => ({ input: { offeringId: o.id, tickets: check.tickets, code: typed, idempotencyKey } }),
      confirm: {
        title: intl.formatMessage({ id: 'blockTrade.form.confirmTitle' }),
        message: intl.formatMessage({ id: 'blockTrade.form.confirmMessage' }),
        details: <ConfirmDetails rows={rows} testId="bt-confirm" note={<FormattedMessage id="blockTrade.form.feeNote" />} />,
        confirmText: intl.formatMessage({ id: 'blockTrade.form.confirm' }),
      },
      done: 'blockTrade.form.done',
      refetchQueries: AFTER_SUBSCRIBE,
    });
  };
  return (
    <ApplyCard
      testId="bt-subscribe"
      title={<FormattedMessage id="blockTrade.form.title" />}
      notice={notice}
      previewTestId="bt-preview"
      preview={[
        {
          key: 'shares',
          label: <FormattedMessage id="blockTrade.form.shares" />,
          value: figures ? formatCount(intl, figures.shares) : '—',
        },
        {
          key: 'amount',
          label: <FormattedMessage id="blockTrade.form.amount" />,
          value: figures ? formatMoney(figures.amount, o.currency) : '—',
        },
        {
          key: 'fee',
          label: <FormattedMessage id="blockTrade.form.feeLine" values={{ rate: formatFeeRate(intl, o.feeRate) }} />,
          value: figures ? formatMoney(figures.fee, o.currency) : '—',
        },
        {
          key: 'total',
          label: <FormattedMessage id="blockTrade.form.holdTotal" />,
          value: figures ? formatMoney(figures.held, o.currency) : '—',
          strong: true,
        },
      ]}
      available={{ amount: available, label: <FormattedMessage id="blockTrade.form.available" /> }}
      currency={o.currency}
      holdNote={<FormattedMessage id="blockTrade.form.holdNote" />}
      error={error ? <FormattedMessage id={error} /> : null}
      submitLabel={<FormattedMessage id="blockTrade.form.submit" />}
      submitTestId="bt-subscribe-submit"
      onSubmit={submit}
      busy={busy}
    >
      {codeBox}
      <FieldRow label={<FormattedMessage id="blockTrade.code.title" />} htmlFor="bt-code">
        <div className="input-box">
          <TextInput
            id="bt-code"
            value={code}
            onChange={changeCode}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            placeholder={intl.formatMessage({ id: 'blockTrade.code.placeholder' })}
            testId="bt-code-input"
          />
        </div>
      </FieldRow>
      <FieldRow
        label={<FormattedMessage id="blockTrade.form.tickets" />}
        htmlFor="bt-tickets"
        hint={intl.formatMessage(
          { id: 'blockTrade.form.ticketsHint' },
          {
            shares: formatCount(intl, o.ticketShares),
            max: formatCount(intl, o.maxTicketsPerUser),
            min: formatMoney(o.minAmount, o.currency),
          },
        )}
      >
        <Stepper
          id="bt-tickets"
          value={tickets}
          onChange={changeTickets}
          step={(direction) => String(stepTickets(tickets, o.maxTicketsPerUser, direction))}
          lessLabel={intl.formatMessage({ id: 'blockTrade.form.lessTicket' })}
          moreLabel={intl.formatMessage({ id: 'blockTrade.form.moreTicket' })}
        />
      </FieldRow>
    </ApplyCard>
  );
}

function DrawSection({ o, focus }: { o: Offering; focus: boolean }) {
  const query = useQuery(BlockTradeDrawQuery, { variables: { offeringId: o.id }, fetchPolicy: 'cache-and-network' });
  const draw = query.data?.blockTradeDraw;
  const ref = useRef<HTMLElement>(null);
  const loaded = Boolean(draw);
  useEffect(() => {
    if (focus && loaded) ref.current?.scrollIntoView({ block: 'start' });
  }, [focus, loaded]);
  return (
    <section data-testid="bt-draw" ref={ref}>
      <h2 className="section-title">
        <FormattedMessage id="blockTrade.draw.title" />
      </h2>
      <DrawRecord
        testIdPrefix="bt"
        messages="blockTrade.draw"
        seedHash={o.seedHash}
        draw={draw}
        figures={(draw) => [
          { key: 'closedAt', label: <FormattedMessage id="blockTrade.draw.closedAt" />, value: <When at={draw.closedAt} /> },
          { key: 'entries', label: <FormattedMessage id="blockTrade.draw.entries" />, value: <Count value={draw.entries} /> },
          {
            key: 'tickets',
            label: <FormattedMessage id="blockTrade.draw.tickets" />,
            value: (
              <FormattedMessage
                id="blockTrade.draw.ticketsValue"
                values={{ asked: draw.ticketsSubscribed, allocated: draw.ticketsAllocated ?? 0, offered: draw.ticketsAvailable }}
              />
            ),
          },
          {
            key: 'oversubscribed',
            label: <FormattedMessage id="blockTrade.draw.oversubscribed" />,
            value: <FormattedMessage id={draw.oversubscribed ? 'blockTrade.draw.yes' : 'blockTrade.draw.noDraw'} />,
          },
          {
            key: 'myRank',
            label: <FormattedMessage id="blockTrade.draw.myRank" />,
            value: draw.myRank === null || draw.myRank === undefined ? '—' : <Count value={draw.myRank} />,
          },
          {
            key: 'cutoff',
            label: <FormattedMessage id="blockTrade.draw.cutoff" />,
            value:
              draw.cutoffRank === null || draw.cutoffRank === undefined ? (
                '—'
              ) : (
                <FormattedMessage id="blockTrade.draw.cutoffValue" values={{ round: draw.cutoffRound ?? 1, rank: draw.cutoffRank }} />
              ),
          },
        ]}
        recordUrl={`/draws/block-trade/${o.id}`}
        pending={
          <>
            <FormattedMessage id={o.phase === 'FAILED' || o.phase === 'CANCELLED' ? 'blockTrade.draw.never' : 'blockTrade.draw.notYet'} />{' '}
            {o.phase !== 'FAILED' && o.phase !== 'CANCELLED' && <When at={o.closesAt} />}
          </>
        }
      />
    </section>
  );
}
