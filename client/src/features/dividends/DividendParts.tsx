import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type FragmentType, graphql, useFragment } from '../../gql';
import { formatDay, formatPerShare } from '../../ui/corporateActionWords';
import { useFormatMoney, useFormatRate } from '../../ui/money/format';
import { ProfitText } from '../../ui/money/ProfitText';
import { MarketTag, SimulatedTag } from '../../ui/price/Price';
import { codeOfSymbol, formatRatePercent, marketOfSymbol, signedNet } from './dividends';
import './dividends.css';

/*
 * A dividend payment and the totals per currency, as Mine → Dividends and a position's detail show them.
 */

export const DividendRowFragment = graphql(`
  fragment DividendRow_Payment on DividendPayment {
    id
    symbol
    tradeNo
    direction
    status
    exDate
    payDate
    shares
    amountPerShare
    dividendCurrency
    currency
    fxRate
    gross
    withholdingRate
    treatyForm
    withholding
    net
    fromMargin
    paidAt
    simulated
  }
`);

export const DividendTotalsFragment = graphql(`
  fragment DividendTotals_Total on DividendTotal {
    currency
    gross
    withholding
    net
    count
  }
`);

function Figure({ label, children, testId }: { label: ReactNode; children: ReactNode; testId: string }) {
  return (
    <div className="dividend-figure">
      <dt>{label}</dt>
      <dd data-testid={testId}>{children}</dd>
    </div>
  );
}

/** When it is (or was) paid: "Paid on 2 Dec 2026", "Pending — paid on 2 Dec 2026", "Pending — pay date not announced". */
function PayLine({ status, payDate, paidAt }: { status: string; payDate?: string | null; paidAt?: string | null }) {
  const intl = useIntl();
  if (status === 'PENDING') {
    return payDate ? (
      <FormattedMessage id="dividends.pendingOn" values={{ date: formatDay(intl, payDate) }} />
    ) : (
      <FormattedMessage id="dividends.pendingUnannounced" />
    );
  }
  const day = payDate ?? paidAt?.slice(0, 10);
  return day ? <FormattedMessage id="dividends.paidOn" values={{ date: formatDay(intl, day) }} /> : null;
}

/**
 * One payment: what it is on (shares × the amount per share), when it is paid, and once paid its
 * gross, withholding (rate, and whether the treaty rate applied) and net. A short position's dividend is
 * paid to the lender: its net is a debit. `inPosition`: in a position's detail (no instrument line).
 */
export function DividendRow({ payment, inPosition }: { payment: FragmentType<typeof DividendRowFragment>; inPosition?: boolean }) {
  const d = useFragment(DividendRowFragment, payment);
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatRate = useFormatRate();
  const short = d.direction === 'SHORT';
  const pending = d.status === 'PENDING';
  const net = signedNet(d);
  const chip = pending ? 'PENDING' : short ? 'SHORT_PAID' : 'PAID';
  const market = marketOfSymbol(d.symbol);
  return (
    <li
      className={`dividend${inPosition ? ' dividend--in-position' : ' card'}`}
      data-testid="dividend-item"
      data-id={d.id}
      data-status={d.status}
      data-direction={d.direction}
    >
      <div className="dividend__top">
        <span className="dividend__name">
          {!inPosition && (
            <>
              {market && <MarketTag market={market} />}
              <span className="dividend__symbol" data-testid="dividend-symbol" data-record>
                {codeOfSymbol(d.symbol)}
              </span>
            </>
          )}
          {inPosition && (
            <span className="dividend__ex-date">
              <FormattedMessage id="dividends.exDate" values={{ date: formatDay(intl, d.exDate) }} />
            </span>
          )}
          <SimulatedTag simulated={d.simulated} />
        </span>
        <span className={`status status--${pending ? 'pending' : short ? 'neutral' : 'ok'}`} data-testid="dividend-status">
          <FormattedMessage id={`dividends.status.${chip}`} />
        </span>
      </div>
      <p className="dividend__line" data-testid="dividend-date">
        <PayLine status={d.status} payDate={d.payDate} paidAt={d.paidAt} />
      </p>
      <p className="dividend__line" data-testid="dividend-shares">
        <FormattedMessage
          id="dividends.sharesTimes"
          values={{ shares: d.shares, amount: formatPerShare(intl, d.amountPerShare, d.dividendCurrency) }}
        />
        {!inPosition && (
          <>
            {' · '}
            <FormattedMessage id="dividends.exDate" values={{ date: formatDay(intl, d.exDate) }} />
          </>
        )}
      </p>
      {d.fxRate && d.currency !== d.dividendCurrency && (
        <p className="dividend__line dividend__line--quiet" data-testid="dividend-fx">
          <FormattedMessage
            id="dividends.fx"
            values={{ currency: d.currency, rate: formatRate(d.fxRate), dividendCurrency: d.dividendCurrency }}
          />
        </p>
      )}
      {short && pending && (
        <p className="dividend__line dividend__line--quiet" data-testid="dividend-short">
          <FormattedMessage id="dividends.shortPending" />
        </p>
      )}
      {d.gross != null && net != null && (
        <dl className="dividend__figures">
          <Figure label={<FormattedMessage id={short ? 'dividends.grossPaid' : 'dividends.gross'} />} testId="dividend-gross">
            {formatMoney(d.gross, d.currency)}
          </Figure>
          {!short && (
            <Figure
              label={
                <>
                  {d.withholdingRate ? (
                    <FormattedMessage id="dividends.withholdingRate" values={{ rate: formatRatePercent(intl, d.withholdingRate) }} />
                  ) : (
                    <FormattedMessage id="dividends.withholding" />
                  )}
                  {d.treatyForm && (
                    <span className="dividend__treaty" data-testid="dividend-treaty">
                      <FormattedMessage id="dividends.treatyRate" />
                    </span>
                  )}
                </>
              }
              testId="dividend-withholding"
            >
              {formatMoney(d.withholding ?? '0', d.currency)}
            </Figure>
          )}
          <Figure label={<FormattedMessage id="dividends.net" />} testId="dividend-net">
            <ProfitText amount={net} currency={d.currency} />
          </Figure>
        </dl>
      )}
      {short && d.fromMargin && /[1-9]/.test(d.fromMargin) && (
        <p className="dividend__line dividend__line--quiet" data-testid="dividend-from-margin">
          <FormattedMessage id="dividends.fromMargin" values={{ amount: formatMoney(d.fromMargin, d.currency) }} />
        </p>
      )}
    </li>
  );
}

/** Paid dividends per currency: gross, withholding and net (longs received less shorts paid), and how many. */
export function DividendTotals({ totals, testId }: { totals: ReadonlyArray<FragmentType<typeof DividendTotalsFragment>>; testId: string }) {
  const rows = useFragment(DividendTotalsFragment, totals);
  const formatMoney = useFormatMoney();
  return (
    <ul className="dividend-totals" data-testid={testId}>
      {rows.map((t) => (
        <li key={t.currency} className="dividend-total" data-testid="dividend-total" data-currency={t.currency}>
          <p className="dividend-total__head">
            <span className="dividend-total__currency">{t.currency}</span>
            <span className="dividend-total__count">
              <FormattedMessage id="dividends.count" values={{ count: t.count }} />
            </span>
          </p>
          <dl className="dividend__figures">
            <Figure label={<FormattedMessage id="dividends.gross" />} testId="dividend-total-gross">
              {formatMoney(t.gross, t.currency)}
            </Figure>
            <Figure label={<FormattedMessage id="dividends.withholding" />} testId="dividend-total-withholding">
              {formatMoney(t.withholding, t.currency)}
            </Figure>
            <Figure label={<FormattedMessage id="dividends.net" />} testId="dividend-total-net">
              <ProfitText amount={t.net} currency={t.currency} />
            </Figure>
          </dl>
        </li>
      ))}
    </ul>
  );
}
