import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatE164 } from '../../features/auth/phone';
import { graphql } from '../../gql';
import { QueryBoundary } from '../../ui/PageState';
import { Fact } from '../parts';
import './real-name-evidence.css';

// no-cache: the image links are signed for a short while and each view is audited; fetch them fresh.
const EvidenceQuery = graphql(`
  query OpsReviews_RealName($id: ID!) {
    opsRealName(id: $id) {
      id
      idName
      idNumberMasked
      nationality
      phone
      residence
      frontImageUrl
      backImageUrl
    }
  }
`);

/** The evidence of a real-name submission: the details and both ID images side by side. */
export function RealNameEvidence({ id }: { id: string }) {
  const intl = useIntl();
  const query = useQuery(EvidenceQuery, { variables: { id }, fetchPolicy: 'no-cache' });
  const country = (code: string) => {
    try {
      return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code;
    } catch {
      return code;
    }
  };
  return (
    <QueryBoundary query={query}>
      {({ opsRealName: s }) => (
        <div className="ops-evidence" data-testid="ops-real-name-evidence">
          <dl className="ops-facts">
            <Fact label={<FormattedMessage id="ops.realName.idName" />} testId="ops-real-name-name">
              {s.idName}
            </Fact>
            <Fact label={<FormattedMessage id="ops.realName.idNumber" />}>{s.idNumberMasked}</Fact>
            <Fact label={<FormattedMessage id="ops.realName.nationality" />}>{`${country(s.nationality)} (${s.nationality})`}</Fact>
            <Fact label={<FormattedMessage id="ops.realName.phone" />}>{formatE164(s.phone)}</Fact>
            <Fact label={<FormattedMessage id="ops.realName.residence" />}>{s.residence}</Fact>
          </dl>
          <div className="ops-evidence__images">
            {(
              [
                ['front', s.frontImageUrl],
                ['back', s.backImageUrl],
              ] as const
            ).map(([side, url]) => (
              <figure key={side} className="ops-evidence__figure">
                <a href={url} target="_blank" rel="noreferrer noopener">
                  <img
                    src={url}
                    alt={intl.formatMessage({ id: `ops.realName.${side}Alt` }, { name: s.idName })}
                    className="ops-evidence__image"
                    data-testid={`ops-real-name-${side}`}
                  />
                </a>
                <figcaption>
                  <FormattedMessage id={`ops.realName.${side}`} />
                </figcaption>
              </figure>
            ))}
          </div>
        </div>
      )}
    </QueryBoundary>
  );
}
