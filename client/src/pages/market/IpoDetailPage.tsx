import { FormattedMessage } from 'react-intl';
import { IpoDetail } from '../../features/ipo/IpoDetail';
import { RealNameRequiredNotice } from '../../features/real-name/RealNameNotice';
import { usePageQuery } from '../../navigation/useQuery';
import { SubPage } from '../../ui/Page';

/** One offering (`?id=`): every field, apply (with the real-name notice until verified), my application, the draw's verification. */
export function IpoDetailPage() {
  const { id = '' } = usePageQuery();
  return (
    <SubPage title={<FormattedMessage id="route.ipoDetail" />}>
      <IpoDetail id={id} realNameNotice={(refused) => <RealNameRequiredNotice action="ipo" refused={refused} />} />
    </SubPage>
  );
}
