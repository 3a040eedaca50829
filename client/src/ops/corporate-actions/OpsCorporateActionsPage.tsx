import { useQuery } from '@apollo/client';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { PerShare, SourceLink, SplitName } from '../../features/markets/corporateActionParts';
import { dayInZone, formatDay } from '../../features/markets/corporateActions';
import { graphql } from '../../gql';
import type { CorporateActionKind, OpsCorporateActions_CalendarQuery } from '../../gql/graphql';
import { Button } from '../../ui/Button';
import { FormError, Select, TextInput } from '../../ui/Field';
import { useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { SimulatedTag } from '../../ui/price/Price';
import { useServerOffset } from '../../ui/time/serverClock';
import { marketTimeZone } from '../../ui/time/zone';
import { EmptyLine, Labeled, LoadMore, OpsPageTitle, useFormatDateTime } from '../parts';
import './ops-corporate-actions.css';

const CalendarQuery = graphql(`
  query OpsCorporateActions_Calendar($from: String, $to: String, $kind: CorporateActionKind, $first: Int!, $after: String) {
    opsCorporateActions(from: $from, to: $to, kind: $kind, first: $first, after: $after) {
      items {
        id
        symbol
        kind
        exDate
        recordDate
        payDate
        amount
        currency
        ratioFrom
        ratioTo
        label
        source
        simulated
        provider
      }
      nextCursor
    }
  }
`);

const ProgressQuery = graphql(`
  query OpsCorporateActions_Progress($actionId: ID!) {
    opsCorporateActionProgress(actionId: $actionId) {
      appliedAt
      positions
      paid
      pending
      totals {
        currency
        net
      }
    }
  }
`);

type Row = OpsCorporateActions_CalendarQuery['opsCorporateActions']['items'][number];

const KINDS: readonly CorporateActionKind[] = ['CASH_DIVIDEND', 'SPLIT'];
const PAGE_SIZE = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

interface Filters {
  from: string;
  to: string;
  kind: CorporateActionKind | '';
}

function readFilters(params: URLSearchParams): Filters {
  const day = (v: string | null) => (v && DAY.test(v) ? v : '');
  const kind = params.get('kind');
  return { from: day(params.get('from')), to: day(params.get('to')), kind: KINDS.find((k) => k === kind) ?? '' };
}

/**
 * Ops: the corporate-actions calendar across instruments, by ex-date (the server's default: today to 90
 * days ahead), filtered by dates and kind (kept in the address). Read only: the calendar comes from the
 * market-data source and nobody can type one in (integrity rule 1). A table on a wide screen, cards on
 * a phone.
 */
export function OpsCorporateActionsPage() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const applied = readFilters(params);
  const [draft, setDraft] = useState(applied);
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    const next = new URLSearchParams();
    if (draft.from) next.set('from', draft.from);
    if (draft.to) next.set('to', draft.to);
    if (draft.kind) next.set('kind', draft.kind);
    setParams(next, { replace: true });
  };
  return (
    <div data-testid="ops-corporate-actions">
      <OpsPageTitle id="ops.corporateActions.title" />
      <p className="ops-intro" data-testid="ops-corporate-actions-note">
        <FormattedMessage id="ops.corporateActions.note" />
      </p>
      <form className="ops-card ops-ca-filters" onSubmit={submit}>
        <Labeled stack label={<FormattedMessage id="ops.corporateActions.from" />}>
          {(id) => (
            <div className="input-box">
              <TextInput
                id={id}
                type="date"
                value={draft.from}
                onChange={(v) => setDraft((d) => ({ ...d, from: v }))}
                testId="ops-ca-from"
              />
            </div>
          )}
        </Labeled>
        <Labeled stack label={<FormattedMessage id="ops.corporateActions.to" />}>
          {(id) => (
            <div className="input-box">
              <TextInput id={id} type="date" value={draft.to} onChange={(v) => setDraft((d) => ({ ...d, to: v }))} testId="ops-ca-to" />
            </div>
          )}
        </Labeled>
        <Labeled stack label={<FormattedMessage id="ops.corporateActions.kind" />}>
          {(id) => (
            <Select
              id={id}
              value={draft.kind}
              onChange={(v) => setDraft((d) => ({ ...d, kind: KINDS.find((k) => k === v) ?? '' }))}
              testId="ops-ca-kind"
            >
              <option value="">{intl.formatMessage({ id: 'ops.corporateActions.anyKind' })}</option>
              {KINDS.map((k) => (
                <option key={k} value={k}>
                  {intl.formatMessage({ id: `ops.corporateActions.kind.${k}` })}
                </option>
              ))}
            </Select>
          )}
        </Labeled>
        <Button type="submit" block={false} data-testid="ops-ca-apply">
          <FormattedMessage id="ops.filter.apply" />
        </Button>
        <p className="ops-ca-filters__hint">
          <FormattedMessage id="ops.corporateActions.defaultRange" />
        </p>
        {invalid && (
          <div className="ops-ca-filters__error">
            <FormError>
              <FormattedMessage id="ops.corporateActions.badRange" />
            </FormError>
          </div>
        )}
      </form>
      <CalendarList key={`${applied.from}|${applied.to}|${applied.kind}`} filters={applied} />
    </div>
  );
}

/**
 * Whether an action's ex-date has begun in its market (on the server's clock): only then can it have been
 * applied. Null while the server's clock is not known yet.
 */
function useHasBegun(): ((row: Row) => boolean) | null {
  const offset = useServerOffset();
  if (offset === null) return null;
  const now = Date.now() + offset;
  return (row) => row.exDate <= dayInZone(now, marketTimeZone(row.symbol.split(':')[0]));
}

function CalendarList({ filters }: { filters: Filters }) {
  const begun = useHasBegun();
  const query = useQuery(CalendarQuery, {
    variables: { from: filters.from || null, to: filters.to || null, kind: filters.kind || null, first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <QueryBoundary query={query}>
      {({ opsCorporateActions }) =>
        opsCorporateActions.items.length === 0 ? (
          <EmptyLine id="ops.corporateActions.empty" />
        ) : (
          <>
            <div className="ops-ca-table">
              <div className="ops-ca-table__head" aria-hidden="true">
                <span>
                  <FormattedMessage id="ops.corporateActions.exDate" />
                </span>
                <span>
                  <FormattedMessage id="ops.corporateActions.instrument" />
                </span>
                <span>
                  <FormattedMessage id="ops.corporateActions.kind" />
                </span>
                <span>
                  <FormattedMessage id="ops.corporateActions.details" />
                </span>
                <span>
                  <FormattedMessage id="corporateActions.recordDate" />
                </span>
                <span>
                  <FormattedMessage id="corporateActions.payDate" />
                </span>
                <span>
                  <FormattedMessage id="ops.corporateActions.source" />
                </span>
              </div>
              <ul className="ops-ca-table__rows" data-testid="ops-ca-list">
                {opsCorporateActions.items.map((row) => (
                  <li key={row.id}>
                    <CalendarRow row={row} begun={begun?.(row) ?? false} />
                  </li>
                ))}
              </ul>
            </div>
            <LoadMore nextCursor={opsCorporateActions.nextCursor} fetchMore={query.fetchMore} />
          </>
        )
      }
    </QueryBoundary>
  );
}

function Cell({
  label,
  children,
  testId,
  wide,
  empty,
  className,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  wide?: boolean;
  className?: string;
  /** Nothing to say (a split's record and pay dates): a dash in the table, left out of a card. */
  empty?: boolean;
}) {
  return (
    <span
      className={`ops-ca-cell${wide ? ' ops-ca-cell--wide' : ''}${empty ? ' ops-ca-cell--empty' : ''}${className ? ` ${className}` : ''}`}
    >
      <span className="ops-ca-cell__label">{label}</span>
      <span className="ops-ca-cell__value" data-testid={testId}>
        {children}
      </span>
    </span>
  );
}

/**
 * How far an action was applied to accounts: "Applied 9 Dec 2026, 10:00 · 12 positions · 10 paid, 2
 * pending" (a dividend, with what was paid per currency), "… · 3 positions split" (a split), or "Not
 * applied yet". Read when asked for (one action at a time), never for the whole page.
 */
function Progress({ row }: { row: Row }) {
  const formatDateTime = useFormatDateTime();
  const formatMoney = useFormatMoney();
  const query = useQuery(ProgressQuery, { variables: { actionId: row.id }, fetchPolicy: 'network-only' });
  return (
    <QueryBoundary query={query}>
      {({ opsCorporateActionProgress: p }) => {
        if (!p.appliedAt) {
          return (
            <span data-testid="ops-ca-progress-result" data-applied="false">
              <FormattedMessage id="ops.corporateActions.progress.notApplied" />
            </span>
          );
        }
        const at = formatDateTime(p.appliedAt);
        return (
          <span className="ops-ca-progress__result" data-testid="ops-ca-progress-result" data-applied="true">
            <span>
              {row.kind === 'SPLIT' ? (
                <FormattedMessage id="ops.corporateActions.progress.split" values={{ at, positions: p.positions }} />
              ) : (
                <FormattedMessage
                  id="ops.corporateActions.progress.dividend"
                  values={{ at, positions: p.positions, paid: p.paid, pending: p.pending }}
                />
              )}
            </span>
            {p.totals.length > 0 && (
              <span className="ops-ca-progress__totals">
                <FormattedMessage
                  id="ops.corporateActions.progress.totals"
                  values={{ totals: p.totals.map((t) => formatMoney(t.net, t.currency)).join(' · ') }}
                />
              </span>
            )}
          </span>
        );
      }}
    </QueryBoundary>
  );
}

/** The button that reads an action's progress (ex-date begun only), then the answer in its place. */
function ProgressCell({ row }: { row: Row }) {
  const [asked, setAsked] = useState(false);
  return (
    <Cell
      label={<FormattedMessage id="ops.corporateActions.progress" />}
      testId="ops-ca-row-progress"
      wide
      className="ops-ca-cell--progress"
    >
      {asked ? (
        <Progress row={row} />
      ) : (
        <Button
          variant="secondary"
          block={false}
          className="ops-ca-progress__button"
          onClick={() => setAsked(true)}
          data-testid="ops-ca-progress"
        >
          <FormattedMessage id="ops.corporateActions.progress.show" />
        </Button>
      )}
    </Cell>
  );
}

/** One action: a row of the table on a wide screen, a card on a phone (each value with its label). */
function CalendarRow({ row, begun }: { row: Row; begun: boolean }) {
  const intl = useIntl();
  const dividend = row.kind === 'CASH_DIVIDEND';
  const day = (d: string | null | undefined) => (d ? formatDay(intl, d) : <FormattedMessage id="corporateActions.toBeAnnounced" />);
  return (
    <div className="ops-ca-row" data-testid="ops-ca-row" data-kind={row.kind} data-symbol={row.symbol} data-ex-date={row.exDate}>
      <Cell label={<FormattedMessage id="ops.corporateActions.exDate" />} testId="ops-ca-row-ex-date">
        <span className="ops-ca-day">{formatDay(intl, row.exDate)}</span>
      </Cell>
      <Cell label={<FormattedMessage id="ops.corporateActions.instrument" />} testId="ops-ca-row-symbol">
        {/* A ticker ("US:COST") is a code, not a word of any language. */}
        <span className="ops-ca-symbol" data-record>
          {row.symbol}
        </span>
      </Cell>
      <Cell label={<FormattedMessage id="ops.corporateActions.kind" />} testId="ops-ca-row-kind">
        <FormattedMessage id={`ops.corporateActions.kind.${row.kind}`} />
      </Cell>
      <Cell label={<FormattedMessage id="ops.corporateActions.details" />} testId="ops-ca-row-details">
        {dividend ? (
          <>
            <span className="ops-ca-amount">
              <PerShare amount={row.amount} currency={row.currency} />
            </span>
            {row.label && (
              <span className="ops-ca-label" data-record>
                {row.label}
              </span>
            )}
          </>
        ) : (
          <SplitName ratioFrom={row.ratioFrom} ratioTo={row.ratioTo} />
        )}
      </Cell>
      <Cell label={<FormattedMessage id="corporateActions.recordDate" />} testId="ops-ca-row-record-date" empty={!dividend}>
        {dividend ? day(row.recordDate) : '—'}
      </Cell>
      <Cell label={<FormattedMessage id="corporateActions.payDate" />} testId="ops-ca-row-pay-date" empty={!dividend}>
        {dividend ? day(row.payDate) : '—'}
      </Cell>
      <Cell label={<FormattedMessage id="ops.corporateActions.source" />} testId="ops-ca-row-source" wide>
        <span className="ops-ca-source">
          <SimulatedTag simulated={row.simulated} />
          {/* The provider by name unless the badge says it already (the simulated feed). */}
          {!(row.simulated && row.provider === 'simulated') && (
            <span className="ops-ca-provider" data-record>
              {row.provider}
            </span>
          )}
          <SourceLink source={row.source} className="ops-ca-link" bare />
        </span>
      </Cell>
      {begun && <ProgressCell row={row} />}
    </div>
  );
}
