import { FormattedMessage } from 'react-intl';
import { ChangePayPasswordForm } from '../../features/auth/ChangePayPasswordForm';
import { useSession } from '../../features/auth/useSession';
import { StepUpSlot } from '../../features/second-factor/StepUpSlot';
import { SubPage } from '../../ui/Page';
import { PageState } from '../../ui/PageState';

export function ChangePayPasswordPage() {
  const { me, loading, error, refetch } = useSession();
  return (
    <SubPage title={<FormattedMessage id="route.changePayPassword" />}>
      <PageState loading={loading} error={error} onRetry={() => void refetch().catch(() => undefined)}>
        {me && <ChangePayPasswordForm me={me} />}
      </PageState>
      {/* Where the step-up sheet opens when an action here needs a fresh second factor (issue 32). */}
      <StepUpSlot />
    </SubPage>
  );
}
