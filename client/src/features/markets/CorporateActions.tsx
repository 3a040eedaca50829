import { useQuery } from '@apollo/client';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { CorporateActions_CalendarQuery } from '../../gql/graphql';
import { EmptyState } from '../../ui/EmptyState';
import { DelayedLoading, LoadError } from '../../ui/PageState';
import { SimulatedTag } from '../../ui/price/Price';
import { useServerOffset } from '../../ui/time/serverClock';
import { PerShare, SourceLink, SplitName } from './corporateActionParts';
import { arrangeCalendar, dayInZone, formatDay } from './corporateActions';
import { Section } from './Section';
import './corporate-actions.css';

const CalendarQuery = graphql(`
  query CorporateActions_Calendar($symbol: String!) {
    corporateActions(symbol: $symbol) {
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
    }
  }
`);

export type CorporateActionItem = CorporateActions_CalendarQuery['corporateActions'][number];

/**
 * The source's own name for a dividend ("Interim dividend", "Scrip dividend (cash option)"), as it
 * publishes it: a record, not a text of ours. The feeds publish in English, so it names the row for an
 * English reader only; other readers see our word for it ("Dividendo") with the source's name under it.
 */
function useSourceLabelAsName(): boolean {
  return useIntl().locale.toLowerCase().startsWith('en');
}

/** What an action is, in a few words: a dividend (by the source's name for an English reader), a split by its ratio. */
function ActionName({ action }: { action: Pick<CorporateActionItem, 'kind' | 'label' | 'ratioFrom' | 'ratioTo'> }) {
  const sourceName = useSourceLabelAsName();
  if (action.kind === 'SPLIT') return <SplitName ratioFrom={action.ratioFrom} ratioTo={action.ratioTo} />;
  return sourceName && action.label ? <span data-record>{action.label}</span> : <FormattedMessage id="corporateActions.dividend" />;
}

function DateFact({ label, day, testId }: { label: ReactNode; day: string | null | undefined; testId: string }) {
  const intl = useIntl();
  return (
    <div className="corporate-action__fact">
      <dt>{label}</dt>
      <dd data-testid={testId}>
        {day ? (
          <span className="corporate-action__day">{formatDay(intl, day)}</span>
        ) : (
          <FormattedMessage id="corporateActions.toBeAnnounced" />
        )}
      </dd>
    </div>
  );
}

function ActionRow({ action, when }: { action: CorporateActionItem; when: 'upcoming' | 'past' }) {
  const intl = useIntl();
  const sourceName = useSourceLabelAsName();
  const dividend = action.kind === 'CASH_DIVIDEND';
  return (
    <li
      className="corporate-action"
      data-testid="corporate-action-row"
      data-kind={action.kind}
      data-when={when}
      data-ex-date={action.exDate}
    >
      <div className="corporate-action__head">
        <span className="corporate-action__name" data-testid="corporate-action-name">
          <ActionName action={action} />
        </span>
        <SimulatedTag simulated={action.simulated} />
      </div>
      {dividend && action.label && !sourceName && (
        <p className="corporate-action__label" data-testid="corporate-action-label" data-record>
          {action.label}
        </p>
      )}
      {dividend && action.amount && action.currency && (
        <p className="corporate-action__amount" data-testid="corporate-action-amount">
          <PerShare amount={action.amount} currency={action.currency} />
        </p>
      )}
      {dividend ? (
        <dl className="corporate-action__facts">
          <DateFact label={<FormattedMessage id="corporateActions.exDate" />} day={action.exDate} testId="corporate-action-ex-date" />
          <DateFact
            label={<FormattedMessage id="corporateActions.recordDate" />}
            day={action.recordDate}
            testId="corporate-action-record-date"
          />
          <DateFact label={<FormattedMessage id="corporateActions.payDate" />} day={action.payDate} testId="corporate-action-pay-date" />
        </dl>
      ) : (
        <p className="corporate-action__effective" data-testid="corporate-action-ex-date">
          <FormattedMessage id="corporateActions.effective" values={{ date: formatDay(intl, action.exDate) }} />
        </p>
      )}
      <SourceLink source={action.source} className="corporate-action__source" testId="corporate-action-source" />
    </li>
  );
}

function Group({ when, actions }: { when: 'upcoming' | 'past'; actions: CorporateActionItem[] }) {
  if (actions.length === 0) return null;
  return (
    <div className="corporate-actions__group" data-testid={`corporate-actions-${when}`}>
      <h3 className="corporate-actions__group-title">
        <FormattedMessage id={`corporateActions.${when}`} />
      </h3>
      <ul className="corporate-actions__list">
        {actions.map((a) => (
          <ActionRow key={a.id} action={a} when={when} />
        ))}
      </ul>
    </div>
  );
}

/** The calendar's rows: upcoming first (soonest first), then the last twelve months (latest first). */
export function CorporateActionsList({ actions, today }: { actions: readonly CorporateActionItem[]; today: string }) {
  const { upcoming, past } = arrangeCalendar(actions, today);
  if (upcoming.length === 0 && past.length === 0) {
    return (
      <div data-testid="corporate-actions-empty">
        <EmptyState icon="clock" title={<FormattedMessage id="corporateActions.empty" />} />
      </div>
    );
  }
  return (
    <>
      <Group when="upcoming" actions={upcoming} />
      <Group when="past" actions={past} />
    </>
  );
}

/**
 * Stock detail's "Dividends & splits": the instrument's calendar from the market-data source, read
 * once the page's own data is in (it is rendered below it), split into upcoming and past on the
 * server's clock in the market's zone (a dividend is upcoming until its ex-date passes there).
 */
export function CorporateActions({ symbol, timeZone }: { symbol: string; timeZone: string }) {
  const query = useQuery(CalendarQuery, { variables: { symbol }, fetchPolicy: 'cache-first' });
  const offset = useServerOffset();
  let body: ReactNode;
  if (query.error && !query.data) {
    body = <LoadError error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} />;
  } else if (!query.data || offset === null) {
    body = <DelayedLoading reserve="120px" />;
  } else {
    body = <CorporateActionsList actions={query.data.corporateActions} today={dayInZone(Date.now() + offset, timeZone)} />;
  }
  return (
    <Section title={<FormattedMessage id="corporateActions.title" />} testId="corporate-actions">
      <div className="card corporate-actions">{body}</div>
    </Section>
  );
}
