import { useMutation, useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { errorMessageIdOf } from '../../i18n/errors';
import { Button } from '../../ui/Button';
import { FormError } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { Summary } from '../../ui/money/Summary';
import { QueryBoundary } from '../../ui/PageState';
import { useToast } from '../../ui/Toast';
import './vip.css';

const VipQuery = graphql(`
  query VipScreen_Status {
    myVip {
      isVip
      since
      lastCheck {
        result
        totalAssets
        traded30d
        unmet
        at
      }
      terms {
        totalAssetsEur
        traded30dEur
        commissionDiscount
        loanCapEur
        standardLoanCapEur
      }
    }
  }
`);

const ApplyVipMutation = graphql(`
  mutation VipScreen_Apply {
    applyVip {
      isVip
      lastCheck {
        result
        unmet
      }
    }
  }
`);

/** VIP: the published criteria and benefits, the user's status, and the application checked at once. */
export function VipScreen() {
  const intl = useIntl();
  const toast = useToast();
  const money = useFormatMoney();
  const query = useQuery(VipQuery, { fetchPolicy: 'cache-and-network' });
  const [apply, state] = useMutation(ApplyVipMutation, { refetchQueries: ['VipScreen_Status', 'LoanForm_Limit'] });
  const [error, setError] = useState<string | null>(null);
  const onApply = async () => {
    setError(null);
    try {
      const r = await apply();
      if (r.data?.applyVip.isVip) toast.success(intl.formatMessage({ id: 'vip.toast.granted' }));
    } catch (e) {
      setError(errorMessageIdOf(e));
    }
  };
  return (
    <QueryBoundary query={query}>
      {({ myVip: v }) => {
        const t = v.terms;
        const pct = intl.formatNumber(t.commissionDiscount as unknown as number, { style: 'percent' });
        return (
          <div className="vip-page">
            <section className={`card vip-status${v.isVip ? ' vip-status--on' : ''}`} data-testid="vip-status" data-vip={v.isVip}>
              <span className="vip-badge">VIP</span>
              <p className="vip-status__text">
                {v.isVip ? (
                  <FormattedMessage
                    id="vip.status.on"
                    values={{ since: v.since ? intl.formatDate(v.since, { dateStyle: 'medium' }) : '' }}
                  />
                ) : (
                  <FormattedMessage id="vip.status.off" />
                )}
              </p>
              {v.isVip && (
                <p className="vip-status__hint" data-testid="vip-active">
                  <FormattedMessage id="vip.status.active" />
                </p>
              )}
            </section>
            <section className="card">
              <h2 className="vip-h">
                <FormattedMessage id="vip.criteria.title" />
              </h2>
              <ul className="vip-list" data-testid="vip-criteria">
                <li>
                  <FormattedMessage id="vip.criterion.TOTAL_ASSETS" values={{ amount: money(t.totalAssetsEur, 'EUR') }} />
                </li>
                <li>
                  <FormattedMessage id="vip.criterion.TRADED_30D" values={{ amount: money(t.traded30dEur, 'EUR') }} />
                </li>
              </ul>
              <p className="vip-note">
                <FormattedMessage id="vip.criteria.note" />
              </p>
            </section>
            <section className="card">
              <h2 className="vip-h">
                <FormattedMessage id={v.isVip ? 'vip.benefits.yours' : 'vip.benefits.title'} />
              </h2>
              <ul className="vip-list" data-testid="vip-benefits">
                <li>
                  <FormattedMessage id="vip.benefit.commission" values={{ pct }} />
                </li>
                <li>
                  <FormattedMessage
                    id="vip.benefit.loanCap"
                    values={{ vip: money(t.loanCapEur, 'EUR'), standard: money(t.standardLoanCapEur, 'EUR') }}
                  />
                </li>
                <li>
                  <FormattedMessage id="vip.benefit.priority" />
                </li>
              </ul>
              <p className="vip-note">
                <FormattedMessage id="vip.benefits.note" />
              </p>
            </section>
            {v.lastCheck && (
              <section className="card" data-testid="vip-last-check" data-result={v.lastCheck.result}>
                <h2 className="vip-h">
                  <FormattedMessage id="vip.check.title" />
                </h2>
                <Summary
                  rows={[
                    {
                      key: 'result',
                      label: <FormattedMessage id="vip.check.result" />,
                      value: <FormattedMessage id={`vip.result.${v.lastCheck.result}`} />,
                    },
                    { key: 'assets', label: <FormattedMessage id="vip.check.assets" />, value: money(v.lastCheck.totalAssets, 'EUR') },
                    { key: 'traded', label: <FormattedMessage id="vip.check.traded" />, value: money(v.lastCheck.traded30d, 'EUR') },
                    {
                      key: 'at',
                      label: <FormattedMessage id="vip.check.at" />,
                      value: intl.formatDate(v.lastCheck.at, {
                        year: 'numeric',
                        month: 'short',
                        day: 'numeric',
                        hour: '2-digit',
                        minute: '2-digit',
                        timeZoneName: 'short',
                      }),
                    },
                  ]}
                />
                {v.lastCheck.unmet.length > 0 && (
                  <div className="vip-refusal" data-testid="vip-unmet">
                    <p>
                      <FormattedMessage id={v.lastCheck.result === 'LAPSED' ? 'vip.unmet.lapsed' : 'vip.unmet.title'} />
                    </p>
                    <ul className="vip-list">
                      {v.lastCheck.unmet.map((c) => (
                        <li key={c} data-testid="vip-unmet-criterion" data-criterion={c}>
                          <FormattedMessage
                            id={`vip.unmet.${c}`}
                            values={{
                              value: money(c === 'TOTAL_ASSETS' ? v.lastCheck!.totalAssets : v.lastCheck!.traded30d, 'EUR'),
                              amount: money(c === 'TOTAL_ASSETS' ? t.totalAssetsEur : t.traded30dEur, 'EUR'),
                            }}
                          />
                        </li>
                      ))}
                    </ul>
                  </div>
                )}
              </section>
            )}
            {error && <FormError>{intl.formatMessage({ id: error })}</FormError>}
            {/* A VIP sees the status and the benefits above; applying again would only say 'already VIP'. */}
            {!v.isVip && (
              <Button onClick={() => void onApply()} loading={state.loading} data-testid="vip-apply">
                <FormattedMessage id="vip.apply" />
              </Button>
            )}
          </div>
        );
      }}
    </QueryBoundary>
  );
}
