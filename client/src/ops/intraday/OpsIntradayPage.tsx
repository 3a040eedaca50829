import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { StatusChip } from '../../features/intraday/IntradayRecordCard';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, Fact, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';
import './intraday-ops.css';

const OpsIntradayQuery = graphql(`
  query OpsIntraday_Applications($status: IntradayStatus, $first: Int!, $after: String) {
    opsIntradayApplications(status: $status, first: $first, after: $after) {
      items {
        userId
        userPhone
        inputs
        application {
          id
          orderNo
          symbol
          currency
          amount
          status
          reasons
          riskBand
          phase
          realisedNet
          netResult
          createdAt
          trades {
            id
          }
        }
      }
      nextCursor
    }
  }
`);

/** The assessment's inputs, in the order ops read them (the server stores them as it used them). */
const INPUTS = [
  'available',
  'frozen',
  'exposure',
  'activeCount',
  'concentration',
  'dailyBars',
  'lastClose',
  'atr',
  'atrShare',
  'avgVolume',
  'avgDailyValue',
  'sessionAvailable',
  'sessionOpen',
  'sessionClose',
] as const;

const FILTERS = ['ALL', 'APPROVED', 'REJECTED', 'PENDING_REVIEW'] as const;

/** Ops: every intraday application with every input of its automated assessment (read only: the decision is automatic). */
export function OpsIntradayPage() {
  const [filter, setFilter] = useState<(typeof FILTERS)[number]>('ALL');
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const formatDateTime = useFormatDateTime();
  const query = useQuery(OpsIntradayQuery, {
    variables: { status: filter === 'ALL' ? null : filter, first: 30 },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <>
      <OpsPageTitle id="ops.intraday.title" />
      <p className="ops-intro">
        <FormattedMessage id="ops.intraday.intro" />
      </p>
      <div className="ops-it-filters" role="tablist">
        {FILTERS.map((f) => (
          <button
            key={f}
            type="button"
            role="tab"
            aria-selected={filter === f}
            className={`ops-it-filter${filter === f ? ' ops-it-filter--on' : ''}`}
            onClick={() => setFilter(f)}
            data-testid={`ops-it-filter-${f}`}
          >
            <FormattedMessage id={f === 'ALL' ? 'ops.intraday.all' : `intraday.status.${f}`} />
          </button>
        ))}
      </div>
      <QueryBoundary query={query}>
        {({ opsIntradayApplications }) =>
          opsIntradayApplications.items.length === 0 ? (
            <EmptyLine id="ops.intraday.none" />
          ) : (
            <>
              <ul className="ops-list" data-testid="ops-it-list">
                {opsIntradayApplications.items.map(({ application: a, userPhone, inputs }) => {
                  const parsed = JSON.parse(inputs) as Record<string, unknown>;
                  return (
                    <li key={a.id} className="ops-card" data-testid="ops-it-application" data-id={a.id} data-status={a.status}>
                      <div className="ops-card__head">
                        <span className="ops-card__title">
                          {a.orderNo} · {a.symbol}
                        </span>
                        <StatusChip status={a.status} />
                      </div>
                      <dl className="ops-facts">
                        <Fact label={<FormattedMessage id="ops.intraday.user" />}>{userPhone}</Fact>
                        <Fact label={<FormattedMessage id="intraday.field.amount" />}>{formatMoney(a.amount, a.currency)}</Fact>
                        <Fact label={<FormattedMessage id="ops.intraday.band" />}>
                          {a.riskBand ? <FormattedMessage id={`intraday.band.${a.riskBand}`} /> : '—'}
                        </Fact>
                        {a.reasons.length > 0 && (
                          <Fact label={<FormattedMessage id="ops.intraday.reasons" />} testId="ops-it-reasons">
                            {a.reasons.map((r) => intl.formatMessage({ id: `intraday.reason.${r}` })).join(' · ')}
                          </Fact>
                        )}
                        <Fact label={<FormattedMessage id="intraday.field.phase" />}>
                          <FormattedMessage id={`intraday.phase.${a.phase}`} />
                        </Fact>
                        <Fact label={<FormattedMessage id="ops.intraday.trades" />}>{a.trades.length}</Fact>
                        <Fact label={<FormattedMessage id="intraday.field.netResult" />}>
                          {formatMoney(a.netResult ?? a.realisedNet, a.currency)}
                        </Fact>
                        <Fact label={<FormattedMessage id="intraday.field.appliedAt" />}>{formatDateTime(a.createdAt)}</Fact>
                      </dl>
                      <details className="ops-it-inputs" data-testid="ops-it-inputs">
                        <summary>
                          <FormattedMessage id="ops.intraday.inputs" />
                        </summary>
                        <dl className="ops-facts">
                          {INPUTS.map((k) => (
                            <Fact key={k} label={<FormattedMessage id={`ops.intraday.input.${k}`} />} testId={`ops-it-input-${k}`}>
                              {parsed[k] === null || parsed[k] === undefined ? '—' : String(parsed[k])}
                            </Fact>
                          ))}
                        </dl>
                      </details>
                    </li>
                  );
                })}
              </ul>
              <LoadMore nextCursor={opsIntradayApplications.nextCursor} fetchMore={query.fetchMore} />
            </>
          )
        }
      </QueryBoundary>
    </>
  );
}
