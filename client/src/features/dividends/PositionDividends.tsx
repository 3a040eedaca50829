import { useQuery } from '@apollo/client';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import type { PositionDividends_ActionsQuery } from '../../gql/graphql';
import { formatDay, splitMessage, splitWording } from '../../ui/corporateActionWords';
import { useFormatMoney } from '../../ui/money/format';
import { LoadError } from '../../ui/PageState';
import { SimulatedTag } from '../../ui/price/Price';
import { formatCount, formatPrice, GROUPING } from '../../ui/price/format';
import { DividendRow, DividendTotals } from './DividendParts';
import './dividends.css';

const PositionActionsQuery = graphql(`
  query PositionDividends_Actions($positionId: ID!) {
    positionCorporateActions(positionId: $positionId) {
      dividends {
        id
        simulated
        ...DividendRow_Payment
      }
      totals {
        ...DividendTotals_Total
      }
      splits {
        id
        exDate
        label
        ratioFrom
        ratioTo
        sharesBefore
        sharesAfter
        entryPriceBefore
        entryPriceAfter
        fraction
        closePrice
        closeDate
        cashInLieu
        currency
        at
        simulated
      }
    }
  }
`);

type Split = PositionDividends_ActionsQuery['positionCorporateActions']['splits'][number];

/**
 * "3-for-2 split on 9 Dec 2026: 15 → 22 shares, entry price 60.00 → 40.00", then what the share left
 * over was paid ("0.5 share paid in cash: €22.00 at the close of 8 Dec 2026 (44.00)"), or that the
 * position closed when less than one share was left.
 */
function SplitRow({ split: s }: { split: Split }) {
  const intl = useIntl();
  const formatMoney = useFormatMoney();
  const name = splitMessage(splitWording(s.ratioFrom, s.ratioTo), intl);
  const hasFraction = /[1-9]/.test(s.fraction);
  const fraction = intl.formatNumber(s.fraction.trim() as Intl.StringNumericLiteral, { ...GROUPING, maximumFractionDigits: 6 });
  return (
    <li className="position-split" data-testid="position-split" data-id={s.id} data-ex-date={s.exDate}>
      <p className="position-split__summary" data-testid="position-split-summary">
        <FormattedMessage
          id="dividends.split.summary"
          values={{
            split: intl.formatMessage({ id: name.id }, name.values),
            date: formatDay(intl, s.exDate),
            before: formatCount(intl, s.sharesBefore),
            after: formatCount(intl, s.sharesAfter),
            priceBefore: formatPrice(intl, s.entryPriceBefore),
            priceAfter: formatPrice(intl, s.entryPriceAfter),
          }}
        />
        {s.simulated && ' '}
        <SimulatedTag simulated={s.simulated} />
      </p>
      {hasFraction && (
        <p className="position-split__cash" data-testid="position-split-cash">
          {s.closeDate && s.closePrice ? (
            <FormattedMessage
              id="dividends.split.cash"
              values={{
                fraction,
                cash: formatMoney(s.cashInLieu, s.currency),
                date: formatDay(intl, s.closeDate),
                price: formatPrice(intl, s.closePrice),
              }}
            />
          ) : (
            <FormattedMessage id="dividends.split.cashOnly" values={{ fraction, cash: formatMoney(s.cashInLieu, s.currency) }} />
          )}
        </p>
      )}
      {s.sharesAfter === 0 && (
        <p className="position-split__cash" data-testid="position-split-closed">
          <FormattedMessage id="dividends.split.closed" />
        </p>
      )}
    </li>
  );
}

/**
 * A position's "Dividends & splits" (its detail only, read once the detail is on screen): the
 * dividends it received or, short, paid, with their total per currency, and the splits applied to it.
 * Nothing at all when it has neither (or while it loads).
 */
export function PositionDividends({ positionId }: { positionId: string }) {
  const query = useQuery(PositionActionsQuery, { variables: { positionId }, fetchPolicy: 'cache-and-network' });
  const data = query.data?.positionCorporateActions;
  if (query.error && !data) {
    return (
      <section className="card position-ca" data-testid="position-corporate-actions">
        <h2 className="position-ca__title">
          <FormattedMessage id="dividends.position.title" />
        </h2>
        <LoadError error={query.error} onRetry={() => void query.refetch().catch(() => undefined)} />
      </section>
    );
  }
  if (!data || (data.dividends.length === 0 && data.splits.length === 0)) return null;
  return (
    <section className="card position-ca" data-testid="position-corporate-actions">
      <h2 className="position-ca__title">
        <FormattedMessage id="dividends.position.title" />
      </h2>
      {data.dividends.length > 0 && (
        <div className="position-ca__group" data-testid="position-dividends">
          <h3 className="position-ca__group-title">
            <FormattedMessage id="dividends.position.dividends" />
          </h3>
          <ul className="position-ca__list">
            {data.dividends.map((d) => (
              <DividendRow key={d.id} payment={d} inPosition />
            ))}
          </ul>
          {data.totals.length > 0 && (
            <>
              <h3 className="position-ca__group-title">
                <FormattedMessage id="dividends.position.total" />
                <SimulatedTag simulated={data.dividends.some((d) => d.simulated)} />
              </h3>
              <DividendTotals totals={data.totals} testId="position-dividend-totals" />
            </>
          )}
        </div>
      )}
      {data.splits.length > 0 && (
        <div className="position-ca__group" data-testid="position-splits">
          <h3 className="position-ca__group-title">
            <FormattedMessage id="dividends.position.splits" />
          </h3>
          <ul className="position-ca__list">
            {data.splits.map((s) => (
              <SplitRow key={s.id} split={s} />
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
