import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { QueryBoundary } from '../../ui/PageState';
import { Fact, OpsPageTitle } from '../parts';

const CheckQuery = graphql(`
  query OpsLedger_Check {
    ledgerCheck {
      ok
      accounts
      entries
      postings
      currencyTotals {
        currency
        total
      }
      problems {
        kind
        currency
        detail
        expected
        actual
      }
    }
  }
`);

/** Every balance recomputed from the entries and every invariant checked, on demand. */
export function LedgerCheckPage() {
  const intl = useIntl();
  const query = useQuery(CheckQuery, { fetchPolicy: 'network-only', notifyOnNetworkStatusChange: true });
  return (
    <>
      <OpsPageTitle id="ops.ledger.title">
        <Button
          variant="secondary"
          block={false}
          loading={query.loading}
          onClick={() => void query.refetch().catch(() => undefined)}
          data-testid="ops-ledger-run"
        >
          <FormattedMessage id="ops.ledger.run" />
        </Button>
      </OpsPageTitle>
      <QueryBoundary query={query}>
        {({ ledgerCheck: check }) => (
          <>
            <section className={`ops-card ops-verdict ops-verdict--${check.ok ? 'ok' : 'bad'}`} data-testid="ops-ledger-verdict">
              <FormattedMessage id={check.ok ? 'ops.ledger.ok' : 'ops.ledger.bad'} values={{ count: check.problems.length }} />
            </section>
            <section className="ops-card">
              <dl className="ops-facts">
                <Fact label={<FormattedMessage id="ops.ledger.accounts" />}>{intl.formatNumber(check.accounts)}</Fact>
                <Fact label={<FormattedMessage id="ops.ledger.entries" />}>{intl.formatNumber(check.entries)}</Fact>
                <Fact label={<FormattedMessage id="ops.ledger.postings" />}>{intl.formatNumber(check.postings)}</Fact>
                {check.currencyTotals.map((t) => (
                  <Fact key={t.currency} label={<FormattedMessage id="ops.ledger.total" values={{ currency: t.currency }} />}>
                    <span className="money">{intl.formatNumber(t.total as unknown as number, { minimumFractionDigits: 2 })}</span>
                  </Fact>
                ))}
              </dl>
            </section>
            {check.problems.length > 0 && (
              <ul className="ops-list" data-testid="ops-ledger-problems">
                {check.problems.map((p, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: problems have no identity of their own
                  <li key={i} className="ops-card">
                    <p className="ops-card__title">
                      {p.kind} · {p.currency}
                    </p>
                    <p className="ops-row__sub">{p.detail}</p>
                    <dl className="ops-facts">
                      <Fact label={<FormattedMessage id="ops.ledger.expected" />}>{p.expected}</Fact>
                      <Fact label={<FormattedMessage id="ops.ledger.actual" />}>{p.actual}</Fact>
                    </dl>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </QueryBoundary>
    </>
  );
}
