import { useQuery } from '@apollo/client';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from '../../gql';
import { useCountryName } from '../../ui/countries';
import { EmptyState } from '../../ui/EmptyState';
import { Select } from '../../ui/Field';
import { QueryBoundary } from '../../ui/PageState';
import { SimulatedTag } from '../../ui/price/Price';
import { Tabs } from '../../ui/Tabs';
import { DividendRow, DividendTotals } from './DividendParts';
import { formatRatePercent, pendingFirst, ratesInForce } from './dividends';
import { WithholdingQuery } from './queries';
import { TaxFormSection } from './TaxFormSection';

const DividendYearQuery = graphql(`
  query DividendsScreen_Year($year: Int) {
    myDividends(year: $year) {
      year
      years
      totals {
        ...DividendTotals_Total
      }
      items {
        id
        status
        direction
        simulated
        ...DividendRow_Payment
      }
    }
  }
`);

/** Years as a segmented control while they fit on a phone's width, else a list to choose from. */
const MAX_YEAR_TABS = 4;

function YearPicker({ years, year, onChange }: { years: readonly number[]; year: number; onChange: (year: number) => void }) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: 'dividends.year' });
  if (years.length < 2) return null;
  if (years.length <= MAX_YEAR_TABS) {
    return (
      <div className="dividends__years">
        <Tabs
          value={String(year)}
          onChange={(y) => onChange(Number(y))}
          options={years.map((y) => ({ value: String(y), label: String(y) }))}
          testId="dividends-year"
          label={label}
        />
      </div>
    );
  }
  return (
    <div className="dividends__years">
      <Select value={String(year)} onChange={(y) => onChange(Number(y))} aria-label={label} testId="dividends-year-select">
        {years.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
    </div>
  );
}

/**
 * The rates withheld at source, from the server's own table (the rows in force today): "Tax withheld at
 * source (rates for a tax resident of Spain): Spain 19 % · United States 15 % with the W-8BEN, 30 %
 * without · Taiwan 21 %". Nothing while it loads or if it cannot be read.
 */
function WithholdingNote() {
  const intl = useIntl();
  const countryName = useCountryName();
  const query = useQuery(WithholdingQuery, { fetchPolicy: 'cache-first' });
  const rows = query.data?.withholdingRates ?? [];
  const markets = ratesInForce(rows, new Date().toISOString().slice(0, 10));
  if (markets.length === 0) return null;
  const percent = (rate: string) => formatRatePercent(intl, rate);
  const parts = markets.map((m) =>
    m.treaty && m.noTreaty
      ? intl.formatMessage(
          { id: 'dividends.rates.treaty' },
          { market: countryName(m.market), treaty: percent(m.treaty), noTreaty: percent(m.noTreaty) },
        )
      : intl.formatMessage(
          { id: 'dividends.rates.plain' },
          { market: countryName(m.market), rate: percent(m.rate ?? m.treaty ?? m.noTreaty ?? '0') },
        ),
  );
  const residence = rows[0]?.residence;
  return (
    <p className="dividends__note" data-testid="dividends-rates">
      <FormattedMessage id="dividends.rates" values={{ residence: residence ? countryName(residence) : '', rates: parts.join(' · ') }} />
    </p>
  );
}

/**
 * Mine → Dividends: one year's dividends (the latest with any by default, others from the year picker):
 * paid totals per currency (a short's payments to the lender reduce the net), then every payment,
 * pending ones first; the rates withheld; the W-8BEN treaty form, on file or to sign.
 */
export function DividendsScreen() {
  const [year, setYear] = useState<number | null>(null);
  const query = useQuery(DividendYearQuery, { variables: { year }, fetchPolicy: 'cache-and-network' });
  const shown = query.data ?? query.previousData;
  return (
    <div className="dividends" data-testid="dividends">
      {shown && <YearPicker years={shown.myDividends.years} year={shown.myDividends.year} onChange={setYear} />}
      <QueryBoundary query={query} reserve="240px">
        {({ myDividends: y }) =>
          y.items.length === 0 ? (
            <div className="card" data-testid="dividends-empty">
              <EmptyState
                icon="fund"
                title={<FormattedMessage id="dividends.empty" />}
                description={<FormattedMessage id="dividends.empty.text" />}
              />
            </div>
          ) : (
            <>
              <section className="card dividends__totals" data-testid="dividends-totals">
                <h2 className="dividends__title">
                  <FormattedMessage id="dividends.totals" values={{ year: String(y.year) }} />
                  {/* Totals of simulated payments are simulated too. */}
                  <SimulatedTag simulated={y.items.some((d) => d.simulated)} />
                </h2>
                {y.totals.length === 0 ? (
                  <p className="dividends__note" data-testid="dividends-nothing-paid">
                    <FormattedMessage id="dividends.totals.none" values={{ year: String(y.year) }} />
                  </p>
                ) : (
                  <DividendTotals totals={y.totals} testId="dividends-totals-list" />
                )}
                {y.items.some((d) => d.direction === 'SHORT') && (
                  <p className="dividends__note" data-testid="dividends-short-note">
                    <FormattedMessage id="dividends.totals.shortNote" />
                  </p>
                )}
              </section>
              <h2 className="section-title">
                <FormattedMessage id="dividends.payments" />
              </h2>
              <ul className="dividends__list" data-testid="dividends-list">
                {pendingFirst(y.items).map((d) => (
                  <DividendRow key={d.id} payment={d} />
                ))}
              </ul>
            </>
          )
        }
      </QueryBoundary>
      <WithholdingNote />
      <TaxFormSection />
    </div>
  );
}
