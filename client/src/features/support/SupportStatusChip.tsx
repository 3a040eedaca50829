import { FormattedMessage } from 'react-intl';
import type { SupportStatus } from '../../gql/graphql';
import { STATUS_TONE } from './supportRules';

/** Where a conversation stands: open, answered, waiting for you, closed. */
export function SupportStatusChip({ status, testId }: { status: SupportStatus; testId?: string }) {
  return (
    <span className={`support-status support-status--${STATUS_TONE[status]}`} data-testid={testId} data-status={status}>
      <FormattedMessage id={`support.status.${status}`} />
    </span>
  );
}
