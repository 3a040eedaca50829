import { FormattedMessage } from 'react-intl';
import { LiabilityProofs } from '../../features/liabilities/LiabilityProofs';
import { SubPage } from '../../ui/Page';

/** Mine → Proof of liabilities: the published daily snapshots, and checking one's own balance is counted (issue 38). */
export function ProofsPage() {
  return (
    <SubPage title={<FormattedMessage id="route.proofs" />}>
      <LiabilityProofs />
    </SubPage>
  );
}
