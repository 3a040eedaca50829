import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MONEY_PAGE_SIZE } from '../../constants';
import { graphql } from '../../gql';
import type { StatementScreen_LinesQuery } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { QueryBoundary } from '../../ui/PageState';
import { CASH_CURRENCIES, type CashCurrency, useFormatChange, useFormatMoney } from '../../ui/money/format';
import { PagedList } from '../../ui/money/PagedList';
import { StatementMemo } from '../../ui/money/StatementMemo';
import { Tabs } from '../../ui/Tabs';
import { statementKindMessageId } from './status';
import './money.css';

const StatementQuery = graphql(`
  query StatementScreen_Lines($currency: String!, $first: Int!, $after: String) {
    statement(currency: $currency, first: $first, after: $after) {
      items {
        entryId
        at
        kind
        orderNo
        label
        currency
        availableChange
        frozenChange
        availableAfter
        frozenAfter
        memo
        dividend {
          gross
          withholdingRate
          withholding
          net
        }
      }
      nextCursor
    }
  }
`);

type StatementLine = StatementScreen_LinesQuery['statement']['items'][number];

/**
 * A dividend line's figures: "Gross €3.62 · Withholding 19% €0.69 · Net €2.93"; a short position's
 * (paid to the lender) only the gross it paid.
 */
function DividendFigures({ line }: { line: StatementLine }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const d = line.dividend;
  if (!d) return null;
  const money = (v: string) => formatMoney(v, line.currency);
  return (
    <p className="record__line" data-testid="statement-dividend">
      {line.kind === 'dividend_short' ? (
        <FormattedMessage id="money.statement.dividendShort" values={{ gross: money(d.gross) }} />
      ) : (
        <FormattedMessage
          id="money.statement.dividend"
          values={{
            gross: money(d.gross),
            rate: intl.formatNumber(d.withholdingRate.trim() as Intl.StringNumericLiteral, { style: 'percent', maximumFractionDigits: 2 }),
            withholding: money(d.withholding),
            net: money(d.net),
          }}
        />
      )}
    </p>
  );
}

/** One ledger line: its kind and time, the changes, the balance after, what it concerns and why. */
export function StatementLineCard({ line }: { line: StatementLine }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatChange = useFormatChange();
  return (
    <li className="card record" data-testid="statement-line">
      <div className="record__top">
        <span className="record__kind" data-testid="statement-kind">
          <FormattedMessage id={statementKindMessageId(line.kind)} />
        </span>
        <time className="record__time" dateTime={line.at}>
          {intl.formatDate(line.at, { dateStyle: 'medium', timeStyle: 'short' } as Intl.DateTimeFormatOptions)}
        </time>
      </div>
      <dl className="statement__grid">
        <div>
          <dt>
            <FormattedMessage id="money.statement.availableChange" />
          </dt>
          <dd className={changeClass(line.availableChange)} data-testid="statement-available-change">
            {formatChange(line.availableChange, line.currency)}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="money.statement.frozenChange" />
          </dt>
          <dd className={changeClass(line.frozenChange)} data-testid="statement-frozen-change">
            {formatChange(line.frozenChange, line.currency)}
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="money.statement.availableAfter" />
          </dt>
          <dd data-testid="statement-available-after">{formatMoney(line.availableAfter, line.currency)}</dd>
        </div>
      </dl>
      <DividendFigures line={line} />
      {(line.orderNo || line.label) && (
        <p className="record__order" data-testid="statement-reference">
          {line.orderNo && <FormattedMessage id="money.orderNo" values={{ no: line.orderNo }} />}
          {line.orderNo && line.label && ' · '}
          {line.label && <span data-testid="statement-label">{line.label}</span>}
        </p>
      )}
      {line.memo && (
        <p className="record__memo" data-testid="statement-memo">
          <FormattedMessage id="money.statement.memo" values={{ memo: <StatementMemo key="memo" memo={line.memo} /> }} />
        </p>
      )}
    </li>
  );
}

function StatementList({ currency }: { currency: CashCurrency }) {
  const query = useQuery(StatementQuery, { variables: { currency, first: MONEY_PAGE_SIZE }, fetchPolicy: 'cache-and-network' });
  return (
    <QueryBoundary query={query}>
      {({ statement }) =>
        statement.items.length === 0 ? (
          <div className="card">
            <EmptyState icon="statement" title={<FormattedMessage id="money.statement.empty" />} />
          </div>
        ) : (
          <PagedList nextCursor={statement.nextCursor} fetchMore={query.fetchMore} testId="statement-lines">
            {statement.items.map((line) => (
              <StatementLineCard key={`${line.entryId}-${line.currency}`} line={line} />
            ))}
          </PagedList>
        )
      }
    </QueryBoundary>
  );
}

/** Text sign of a decimal string, for colour only (no arithmetic). */
function changeClass(value: string): string {
  if (/^-/.test(value)) return 'change change--down';
  if (/^0*(\.0*)?$/.test(value)) return 'change';
  return 'change change--up';
}

/** The ledger statement per currency: every entry, its changes and the running balance. */
export function StatementScreen() {
  const intl = useIntl();
  const [currency, setCurrency] = useState<CashCurrency>('EUR');
  return (
    <>
      <Tabs
        value={currency}
        onChange={setCurrency}
        options={CASH_CURRENCIES.map((c) => ({ value: c, label: c }))}
        testId="statement-currency"
        label={intl.formatMessage({ id: 'money.currency' })}
      />
      <div className="tab-panel">
        <StatementList key={currency} currency={currency} />
      </div>
    </>
  );
}
