import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import type { FollowInstitutions_ListQuery } from '../../gql/graphql';
import { useLang } from '../../i18n/useLang';
import { EmptyState } from '../../ui/EmptyState';
import { Summary } from '../../ui/money/Summary';
import { QueryBoundary } from '../../ui/PageState';
import { SimulatedTag } from '../../ui/price/Price';
import { LocalisedText } from '../../ui/text/LocalisedText';
import { Percent } from './parts';
import { FollowInstitutionsQuery, FollowTrackRecordQuery } from './queries';

type Institution = FollowInstitutions_ListQuery['followInstitutions']['items'][number];

/** Institutions with who pays whom and their track record, computed by the server from the feed's closes. */
export function FollowInstitutions() {
  const lang = useLang();
  const query = useQuery(FollowInstitutionsQuery, { variables: { first: 20, lang }, fetchPolicy: 'cache-and-network' });
  return (
    <>
      <p className="follow-warning" data-testid="follow-past-performance">
        <FormattedMessage id="follow.record.warning" />
      </p>
      <QueryBoundary query={query}>
        {({ followInstitutions }) =>
          followInstitutions.items.length === 0 ? (
            <div className="card">
              <EmptyState icon="blockTrade" title={<FormattedMessage id="follow.institutions.empty" />} />
            </div>
          ) : (
            <ul className="record-list" data-testid="follow-institutions">
              {followInstitutions.items.map((i) => (
                <InstitutionCard key={i.id} i={i} />
              ))}
            </ul>
          )
        }
      </QueryBoundary>
    </>
  );
}

function InstitutionCard({ i }: { i: Institution }) {
  const intl = useIntl();
  const record = useQuery(FollowTrackRecordQuery, { variables: { institutionId: i.id }, fetchPolicy: 'cache-and-network' });
  const date = (d: string) => intl.formatDate(`${d}T12:00:00Z`, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
  return (
    <li className="card alloc-card follow-card" data-testid="follow-institution" data-id={i.id}>
      <div className="alloc-card__head">
        <span className="alloc-card__name" data-testid="follow-institution-name" data-ops-content>
          {i.name}
        </span>
      </div>
      <p className="follow-disclosure" data-ops-content>
        <LocalisedText value={i.descriptionText} testId="follow-institution-description" />
      </p>
      <p className="follow-disclosure" data-testid="follow-institution-disclosures">
        <strong>
          <FormattedMessage id="follow.institution.disclosures" />
        </strong>{' '}
        <span data-ops-content>
          <LocalisedText value={i.disclosuresText} testId="follow-institution-disclosures-text" />
        </span>
      </p>
      <QueryBoundary query={record}>
        {({ followTrackRecord: r }) => (
          <div data-testid="follow-track-record">
            <p className="alloc-apply__title">
              <FormattedMessage id="follow.record.title" /> <SimulatedTag simulated={r.simulated} />
            </p>
            {!r.inception ? (
              <p className="alloc-note">
                <FormattedMessage id="follow.record.none" />
              </p>
            ) : (
              <>
                <Summary
                  testId="follow-record-figures"
                  rows={[
                    {
                      key: 'since',
                      label: <FormattedMessage id="follow.record.sinceInception" values={{ date: date(r.inception ?? '') }} />,
                      value: <Percent value={r.sinceInception} signed testId="follow-record-since" />,
                    },
                    {
                      key: 'dd',
                      label: <FormattedMessage id="follow.record.maxDrawdown" />,
                      value: <Percent value={r.maxDrawdown} testId="follow-record-dd" />,
                    },
                    {
                      key: 'win',
                      label: <FormattedMessage id="follow.record.winRate" values={{ wins: r.wins, total: r.tradesCounted }} />,
                      value: <Percent value={r.winRate} testId="follow-record-win" />,
                    },
                    { key: 'asOf', label: <FormattedMessage id="follow.record.asOf" />, value: r.asOf ? date(r.asOf) : '—' },
                  ]}
                />
                {r.periods.length > 0 ? (
                  <table className="follow-periods" data-testid="follow-record-periods">
                    <thead>
                      <tr>
                        <th>
                          <FormattedMessage id="follow.record.period" />
                        </th>
                        <th>
                          <FormattedMessage id="follow.record.netReturn" />
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {r.periods.map((p) => (
                        <tr key={p.from}>
                          <td>
                            {date(p.from)} – {date(p.to)}
                          </td>
                          <td>
                            <Percent value={p.netReturn} signed />
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                ) : (
                  <p className="alloc-note">
                    <FormattedMessage id="follow.record.noFullYear" />
                  </p>
                )}
                <p className="alloc-note">
                  <FormattedMessage id="follow.record.method" />
                </p>
              </>
            )}
          </div>
        )}
      </QueryBoundary>
    </li>
  );
}
