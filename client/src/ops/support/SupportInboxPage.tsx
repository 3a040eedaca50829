import { useQuery } from '@apollo/client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { formatE164 } from '../../features/auth/phone';
import { graphql } from '../../gql';
import type { OpsSupport_InboxQuery, SupportStatus, SupportTopic } from '../../gql/graphql';
import { OPS_PATH } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { Select } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { EmptyLine, Labeled, LoadMore, OpsPageTitle } from '../parts';
import { STATUSES, SupportStatusBadge, TOPICS, TopicLabel, useFormatDuration, VipTag, WaitingTime } from './supportParts';
import { pickOne, secondsSince, uniqueById, WAITING_HOURS } from './supportRules';
import { useServerNow } from '../../ui/time/serverClock';
import './support-ops.css';

const InboxQuery = graphql(`
  query OpsSupport_Inbox($topic: SupportTopic, $status: SupportStatus, $waitingHours: Int, $mine: Boolean!, $first: Int!, $after: String) {
    opsSupportInbox(topic: $topic, status: $status, waitingHours: $waitingHours, mine: $mine, first: $first, after: $after) {
      items {
        id
        conversationNo
        userId
        userPhone
        vip
        topic
        status
        preview
        waitingSince
        lastMessageAt
        assignedToId
        assignedToLabel
        firstResponseSeconds
      }
      nextCursor
    }
  }
`);

type Row = OpsSupport_InboxQuery['opsSupportInbox']['items'][number];

const PAGE_SIZE = 20;

interface Filters {
  topic: SupportTopic | null;
  status: SupportStatus | null;
  waitingHours: (typeof WAITING_HOURS)[number] | null;
  mine: boolean;
}

function readFilters(params: URLSearchParams): Filters {
  return {
    topic: pickOne(TOPICS, params.get('topic')),
    status: pickOne(STATUSES, params.get('status')),
    waitingHours: pickOne(WAITING_HOURS, params.get('age')),
    mine: params.get('mine') === '1',
  };
}

function toParams(f: Filters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.topic) p.set('topic', f.topic);
  if (f.status) p.set('status', f.status);
  if (f.waitingHours !== null) p.set('age', String(f.waitingHours));
  if (f.mine) p.set('mine', '1');
  return p;
}
/** The inbox refreshes itself this often (the list only: opening a conversation is what is audited). */
const POLL_MS = 30_000;

/**
 * The support inbox: VIP users first (the VIP benefit), then the longest waiting. Filters by topic,
 * status (default: every one but closed), waiting at least N hours and "assigned to me", kept in the
 * address. A table on a wide screen, cards on a phone.
 */
export function SupportInboxPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  // The filters answer at once (a checkbox must not wait for the address to change) and live in the
  // address too, so "back" from a conversation finds them again; an address changed elsewhere (the menu) wins.
  const [filters, setFilters] = useState(() => readFilters(params));
  const address = params.toString();
  useEffect(() => {
    setFilters((now) => (toParams(now).toString() === address ? now : readFilters(new URLSearchParams(address))));
  }, [address]);
  const { topic, status, waitingHours, mine } = filters;
  const set = (patch: Partial<Filters>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    setParams(toParams(next), { replace: true });
  };
  return (
    <div data-testid="ops-support-inbox">
      <OpsPageTitle id="ops.support.inboxTitle">
        <Link
          className="ops-link-button ops-link-button--secondary"
          to={`${OPS_PATH}/support/canned`}
          data-testid="ops-support-canned-link"
        >
          <FormattedMessage id="ops.support.canned.title" />
        </Link>
      </OpsPageTitle>
      <p className="ops-intro">
        <FormattedMessage id="ops.support.inboxIntro" />
      </p>
      <div className="ops-support-filters">
        <Labeled stack label={<FormattedMessage id="ops.support.field.topic" />}>
          {(id) => (
            <Select id={id} value={topic ?? ''} onChange={(v) => set({ topic: pickOne(TOPICS, v) })} testId="ops-support-filter-topic">
              <option value="">{intl.formatMessage({ id: 'ops.support.filter.anyTopic' })}</option>
              {TOPICS.map((t) => (
                <option key={t} value={t}>
                  {intl.formatMessage({ id: `ops.support.topic.${t}` })}
                </option>
              ))}
            </Select>
          )}
        </Labeled>
        <Labeled stack label={<FormattedMessage id="ops.filter.status" />}>
          {(id) => (
            <Select id={id} value={status ?? ''} onChange={(v) => set({ status: pickOne(STATUSES, v) })} testId="ops-support-filter-status">
              <option value="">{intl.formatMessage({ id: 'ops.support.filter.notClosed' })}</option>
              {STATUSES.map((s) => (
                <option key={s} value={s}>
                  {intl.formatMessage({ id: `ops.support.status.${s}` })}
                </option>
              ))}
            </Select>
          )}
        </Labeled>
        <Labeled stack label={<FormattedMessage id="ops.support.filter.age" />}>
          {(id) => (
            <Select
              id={id}
              value={waitingHours === null ? '' : String(waitingHours)}
              onChange={(v) => set({ waitingHours: pickOne(WAITING_HOURS, v) })}
              testId="ops-support-filter-age"
            >
              <option value="">{intl.formatMessage({ id: 'ops.support.filter.anyAge' })}</option>
              {WAITING_HOURS.map((h) => (
                <option key={h} value={String(h)}>
                  {intl.formatMessage(
                    { id: 'ops.support.filter.atLeast' },
                    { time: intl.formatNumber(h, { style: 'unit', unit: 'hour', unitDisplay: 'long' }) },
                  )}
                </option>
              ))}
            </Select>
          )}
        </Labeled>
        <label className="ops-support-check ops-support-filters__mine">
          <input type="checkbox" checked={mine} onChange={(e) => set({ mine: e.target.checked })} data-testid="ops-support-filter-mine" />
          <FormattedMessage id="ops.support.filter.mine" />
        </label>
      </div>
      <InboxList key={`${topic}:${status}:${waitingHours}:${mine}`} topic={topic} status={status} waitingHours={waitingHours} mine={mine} />
    </div>
  );
}

function InboxList({
  topic,
  status,
  waitingHours,
  mine,
}: {
  topic: SupportTopic | null;
  status: SupportStatus | null;
  waitingHours: number | null;
  mine: boolean;
}) {
  const query = useQuery(InboxQuery, {
    variables: { topic, status, waitingHours, mine, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    nextFetchPolicy: 'cache-first',
    notifyOnNetworkStatusChange: false,
  });
  const loaded = query.data?.opsSupportInbox.items.length ?? 0;
  const loadedRef = useRef(loaded);
  loadedRef.current = loaded;
  const { refetch } = query;
  // The pages loaded so far, again (a plain poll would drop the pages after the first).
  const reload = useCallback(() => refetch({ first: Math.min(100, Math.max(PAGE_SIZE, loadedRef.current)) }), [refetch]);
  const now = useServerNow(POLL_MS);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void reload().catch(() => undefined);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [reload]);
  const [refreshing, setRefreshing] = useState(false);
  const refresh = () => {
    setRefreshing(true);
    reload()
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  };
  return (
    <QueryBoundary query={query}>
      {({ opsSupportInbox }) => {
        const items = uniqueById(opsSupportInbox.items);
        return (
          <>
            <div className="ops-support-listbar">
              <span className="ops-row__sub" data-testid="ops-support-count">
                <FormattedMessage id="ops.support.shown" values={{ count: items.length }} />
              </span>
              <Button variant="secondary" block={false} loading={refreshing} onClick={refresh} data-testid="ops-support-refresh-inbox">
                <FormattedMessage id="ops.support.refresh" />
              </Button>
            </div>
            {items.length === 0 ? (
              <EmptyLine id="ops.support.empty" />
            ) : (
              <>
                <div className="ops-support-table">
                  <div className="ops-support-table__head" aria-hidden="true">
                    <span>
                      <FormattedMessage id="ops.support.field.conversation" />
                    </span>
                    <span>
                      <FormattedMessage id="ops.field.user" />
                    </span>
                    <span>
                      <FormattedMessage id="ops.support.field.topic" />
                    </span>
                    <span>
                      <FormattedMessage id="ops.filter.status" />
                    </span>
                    <span>
                      <FormattedMessage id="ops.support.field.waiting" />
                    </span>
                    <span>
                      <FormattedMessage id="ops.support.field.assignee" />
                    </span>
                    <span>
                      <FormattedMessage id="ops.support.field.firstResponse" />
                    </span>
                  </div>
                  <ul className="ops-support-table__rows" data-testid="ops-support-list">
                    {items.map((row) => (
                      <li key={row.id}>
                        <InboxRow row={row} now={now} />
                      </li>
                    ))}
                  </ul>
                </div>
                <LoadMore nextCursor={opsSupportInbox.nextCursor} fetchMore={query.fetchMore} />
              </>
            )}
          </>
        );
      }}
    </QueryBoundary>
  );
}

/** One conversation: a row of the table on a wide screen, a card on a phone (each cell with its label). */
function InboxRow({ row, now }: { row: Row; now: number }) {
  const formatDuration = useFormatDuration();
  const waited = row.waitingSince ? secondsSince(row.waitingSince, now) : null;
  return (
    <Link
      className={`ops-support-row${row.vip ? ' ops-support-row--vip' : ''}`}
      to={`${OPS_PATH}/support/${row.id}`}
      data-testid="ops-support-row"
      data-id={row.id}
      data-conversation-no={row.conversationNo}
      data-status={row.status}
      data-vip={row.vip ? 'true' : 'false'}
    >
      <span className="ops-support-cell ops-support-cell--no">
        <span className="ops-support-no" data-testid="ops-support-row-no">
          {row.conversationNo}
        </span>
        {row.vip && <VipTag />}
        <span className="ops-support-preview" data-record>
          {row.preview}
        </span>
      </span>
      <span className="ops-support-cell">
        <span className="ops-support-cell__label">
          <FormattedMessage id="ops.field.user" />
        </span>
        <span data-testid="ops-support-row-phone" data-record>
          {formatE164(row.userPhone)}
        </span>
      </span>
      <span className="ops-support-cell">
        <span className="ops-support-cell__label">
          <FormattedMessage id="ops.support.field.topic" />
        </span>
        <span data-testid="ops-support-row-topic">
          <TopicLabel topic={row.topic} />
        </span>
      </span>
      <span className="ops-support-cell">
        <span className="ops-support-cell__label">
          <FormattedMessage id="ops.filter.status" />
        </span>
        <SupportStatusBadge status={row.status} testId="ops-support-row-status" />
      </span>
      <span className="ops-support-cell">
        <span className="ops-support-cell__label">
          <FormattedMessage id="ops.support.field.waiting" />
        </span>
        <WaitingTime seconds={waited} testId="ops-support-row-age" />
      </span>
      <span className="ops-support-cell">
        <span className="ops-support-cell__label">
          <FormattedMessage id="ops.support.field.assignee" />
        </span>
        <span data-testid="ops-support-row-assignee">
          {row.assignedToLabel ? (
            <span data-record>{formatE164(row.assignedToLabel)}</span>
          ) : (
            <FormattedMessage id="ops.support.unassigned" />
          )}
        </span>
      </span>
      <span className="ops-support-cell">
        <span className="ops-support-cell__label">
          <FormattedMessage id="ops.support.field.firstResponse" />
        </span>
        <span data-testid="ops-support-row-first-response">
          {row.firstResponseSeconds === null || row.firstResponseSeconds === undefined ? '—' : formatDuration(row.firstResponseSeconds)}
        </span>
      </span>
    </Link>
  );
}
