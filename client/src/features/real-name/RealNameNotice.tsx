import { useQuery } from '@apollo/client';
import { FormattedMessage } from 'react-intl';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { MyRealNameQuery } from './queries';
import '../../ui/money/money.css';
import './real-name.css';

/**
 * Above the withdrawal screens: until real-name verification has passed, says that withdrawals need it
 * (or that it is under review) with a link to the form. The server refuses with REAL_NAME_REQUIRED too.
 */
export function RealNameRequiredNotice() {
  const nav = useNav();
  const { data } = useQuery(MyRealNameQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const status = data.myRealName?.status ?? 'NONE';
  if (status === 'PASSED') return null;
  const pending = status === 'PENDING';
  return (
    <div className="real-name-notice" role="status" data-testid="real-name-required" data-status={status}>
      <p className="real-name-notice__title">
        <FormattedMessage id="realName.requiredTitle" />
      </p>
      <p>
        <FormattedMessage id={pending ? 'realName.requiredPendingText' : 'realName.requiredText'} />
      </p>
      <Button
        variant="secondary"
        block={false}
        onClick={() => nav.navigateTo(routeByName('real').path)}
        data-testid="real-name-required-link"
      >
        <FormattedMessage id={pending ? 'realName.viewStatus' : 'realName.goVerify'} />
      </Button>
    </div>
  );
}

/** The status beside the Mine tab's real-name link: Not verified, Under review, Verified or Rejected. */
export function RealNameStatusTag() {
  const { data } = useQuery(MyRealNameQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  const status = data.myRealName?.status ?? 'NONE';
  const tone = { NONE: 'neutral', PENDING: 'pending', PASSED: 'ok', REJECTED: 'failed' }[status] ?? 'neutral';
  return (
    <span className={`status status--${tone}`} data-testid="mine-real-status" data-status={status}>
      <FormattedMessage id={`realName.status.${status}`} />
    </span>
  );
}
