import { useMutation, useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { Button } from '../../ui/Button';
import { useFormatMoney } from '../../ui/money/format';
import { useToast } from '../../ui/Toast';
import { Fact, OpsPageTitle } from '../parts';

const TermsQuery = graphql(`
  query OpsVip_Terms {
    vipTerms {
      totalAssetsEur
      traded30dEur
      commissionDiscount
      loanCapEur
      standardLoanCapEur
    }
  }
`);

const RecheckMutation = graphql(`
  mutation OpsVip_RunRecheck {
    runVipRecheck
  }
`);

/**
 * Ops: VIP, where it is managed: the published criteria and benefits, and the monthly re-check run now
 * (audited; each VIP keeps the status while a criterion holds, else it ends, with a notice either way).
 */
export function OpsVipPage() {
  const intl = useIntl();
  const toast = useToast();
  const money = useFormatMoney();
  const terms = useQuery(TermsQuery, { fetchPolicy: 'cache-first' });
  const [recheck, recheckState] = useMutation(RecheckMutation);
  const t = terms.data?.vipTerms;
  return (
    <div className="ops-page" data-testid="ops-vip">
      <OpsPageTitle id="ops.menu.vip">
        <Button
          variant="secondary"
          block={false}
          loading={recheckState.loading}
          onClick={() => void recheck().then(() => toast.success(intl.formatMessage({ id: 'ops.vip.ran' })))}
          data-testid="ops-vip-recheck"
        >
          <FormattedMessage id="ops.vip.recheck" />
        </Button>
      </OpsPageTitle>
      <p className="ops-intro" data-testid="ops-vip-note">
        <FormattedMessage id="ops.vip.note" />
      </p>
      {t && (
        <div className="ops-card">
          <dl className="ops-facts" data-testid="ops-vip-terms">
            <Fact label={<FormattedMessage id="ops.vip.totalAssets" />}>{money(t.totalAssetsEur, 'EUR')}</Fact>
            <Fact label={<FormattedMessage id="ops.vip.traded30d" />}>{money(t.traded30dEur, 'EUR')}</Fact>
            <Fact label={<FormattedMessage id="ops.vip.discount" />}>
              {intl.formatNumber(t.commissionDiscount as unknown as number, { style: 'percent' })}
            </Fact>
            <Fact label={<FormattedMessage id="ops.vip.loanCap" />}>
              {`${money(t.loanCapEur, 'EUR')} / ${money(t.standardLoanCapEur, 'EUR')}`}
            </Fact>
          </dl>
        </div>
      )}
    </div>
  );
}
