import { useCallback } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SupportStatus, SupportTopic } from '../../gql/graphql';
import { durationParts, waitTone } from './supportRules';

export const TOPICS: readonly SupportTopic[] = [
  'ACCOUNT',
  'FUNDING',
  'TRADING',
  'OFFERINGS',
  'LOANS_FUNDS',
  'REAL_NAME',
  'SECURITY',
  'OTHER',
];

export const STATUSES: readonly SupportStatus[] = ['OPEN', 'WAITING_USER', 'ANSWERED', 'CLOSED'];

/** A span of seconds in the reader's language, two units at most ("3 d 4 h", "< 1 min"). */
export function useFormatDuration(): (seconds: number) => string {
  const intl = useIntl();
  return useCallback(
    (seconds: number) => {
      const unit = (value: number, u: string) => intl.formatNumber(value, { style: 'unit', unit: u, unitDisplay: 'short' });
      const { parts, lessThanMinute } = durationParts(seconds);
      if (lessThanMinute) return `< ${unit(1, 'minute')}`;
      return intl.formatList(
        parts.map((p) => unit(p.value, p.unit)),
        { type: 'unit', style: 'narrow' },
      );
    },
    [intl],
  );
}

const STATUS_TONE: Record<string, string> = { OPEN: 'pending', WAITING_USER: 'neutral', ANSWERED: 'ok', CLOSED: 'neutral' };

/** Where a conversation stands, as a coloured badge. */
export function SupportStatusBadge({ status, testId }: { status: string; testId?: string }) {
  return (
    <span className={`status status--${STATUS_TONE[status] ?? 'neutral'} ops-support-status`} data-testid={testId} data-status={status}>
      <FormattedMessage id={`ops.support.status.${status}`} defaultMessage={status} />
    </span>
  );
}

export function TopicLabel({ topic }: { topic: string }) {
  return <FormattedMessage id={`ops.support.topic.${topic}`} defaultMessage={topic} />;
}

export function VipTag() {
  return (
    <span className="ops-support-vip" data-testid="ops-support-vip">
      VIP
    </span>
  );
}

/** How long the user has waited, coloured by urgency ("—" when nobody is waiting for Vela). */
export function WaitingTime({ seconds, testId }: { seconds: number | null; testId?: string }) {
  const format = useFormatDuration();
  if (seconds === null) {
    return (
      <span className="ops-support-wait" data-testid={testId}>
        —
      </span>
    );
  }
  return (
    <span className={`ops-support-wait ops-support-wait--${waitTone(seconds)}`} data-testid={testId}>
      {format(seconds)}
    </span>
  );
}
