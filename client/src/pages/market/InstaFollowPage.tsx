import { FormattedMessage } from 'react-intl';
import { FollowScreen } from '../../features/follow/FollowScreen';
import { RealNameRequiredNotice } from '../../features/real-name/RealNameNotice';
import { usePageQuery } from '../../navigation/useQuery';
import { SubPage } from '../../ui/Page';

/** Institutional follow (PRODUCT.md §5): published trades, my follow records (`?tab=records`), track records (`?tab=institutions`). */
export function InstaFollowPage() {
  const { tab } = usePageQuery();
  return (
    <SubPage title={<FormattedMessage id="route.instaFollow" />}>
      <FollowScreen initialTab={tab} realNameNotice={(refused) => <RealNameRequiredNotice action="follow" refused={refused} />} />
    </SubPage>
  );
}
