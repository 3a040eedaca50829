import { useQuery } from '@apollo/client';
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { routeByName } from '../../navigation/routeTable';
import { useNav } from '../../navigation/useNav';
import { Button } from '../../ui/Button';
import { MyRealNameQuery } from './queries';
import '../../ui/money/money.css';
import './real-name.css';

/** What the notice says needs verification: withdrawals, applying for new shares, or a block-trade purchase code. */
const TEXTS = {
  withdraw: { text: 'realName.requiredText', pending: 'realName.requiredPendingText' },
  ipo: { text: 'realName.requiredIpoText', pending: 'realName.requiredIpoPendingText' },
  blockTrade: { text: 'realName.requiredBlockTradeText', pending: 'realName.requiredBlockTradePendingText' },
  follow: { text: 'realName.requiredFollowText', pending: 'realName.requiredFollowPendingText' },
} as const;

/**
 * Above the withdrawal screens, the IPO apply form and the block-trade subscription form: until real-name verification has passed, says
 * that the action needs it (or that it is under review) with a link to the form. The server refuses
 * with REAL_NAME_REQUIRED too: `refused` says it just did, and the notice then shows even if the status
 * read earlier said verified or has not arrived (and reads it again).
 */
export function RealNameRequiredNotice({ action = 'withdraw', refused = false }: { action?: keyof typeof TEXTS; refused?: boolean }) {
  const nav = useNav();
  const { data, refetch } = useQuery(MyRealNameQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (refused) void refetch().catch(() => undefined);
  }, [refused, refetch]);
  if (!data && !refused) return null;
  const known = data?.myRealName?.status ?? 'NONE';
  // The server's refusal wins over a status read before it.
  const status = refused && known === 'PASSED' ? 'NONE' : known;
  if (status === 'PASSED') return null;
  const pending = status === 'PENDING';
  return (
    <div className="real-name-notice" role="status" data-testid="real-name-required" data-status={status}>
      <p className="real-name-notice__title">
        <FormattedMessage id="realName.requiredTitle" />
      </p>
      <p>
        <FormattedMessage id={pending ? TEXTS[action].pending : TEXTS[action].text} />
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
