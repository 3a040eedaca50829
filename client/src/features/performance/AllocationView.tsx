import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormatMoney } from '../../ui/money/format';
import { Tabs } from '../../ui/Tabs';
import { loadHighstock } from '../../ui/charts/highstock';
import { SimulatedTag } from '../../ui/price/Price';
import { formatShare } from './performance';

interface Slice {
  key: string;
  label: string;
  value: string;
  share: string;
}

export interface AllocationData {
  invested: string;
  cash: string;
  concentrated: readonly string[];
  byMarket: readonly Slice[];
  bySector: readonly Slice[];
  byInstrument: readonly Slice[];
  byCurrency: readonly Slice[];
  /** Some latest quote is simulated. */
  simulated: boolean;
}

const GROUPS = ['market', 'currency', 'sector', 'instrument'] as const;
type Group = (typeof GROUPS)[number];
const PALETTE = ['#1f5fbf', '#e8912d', '#2f9e7a', '#b14fc5', '#d64545', '#6b7280', '#0e9bb5', '#a3791f'];

/** A slice's name: an instrument's own, else the key worded in the reader's language. */
function useSliceName(): (group: Group, s: Slice) => string {
  const intl = useIntl();
  return (group, s) => {
    if (group === 'instrument') return s.label;
    if (group === 'market') return intl.formatMessage({ id: `markets.market.${s.key}` });
    if (group === 'sector') return intl.formatMessage({ id: `performance.sector.${s.key}` });
    return s.key;
  };
}

/** Where the money is now: a pie and its table, by market, currency, sector or instrument; concentration pointed out. */
export function AllocationView({ allocation, currency }: { allocation: AllocationData; currency: string }) {
  const intl = useIntl();
  const format = useFormatMoney();
  const name = useSliceName();
  const [group, setGroup] = useState<Group>('market');
  const slices =
    group === 'market'
      ? allocation.byMarket
      : group === 'currency'
        ? allocation.byCurrency
        : group === 'sector'
          ? allocation.bySector
          : allocation.byInstrument;
  const pie = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = pie.current;
    if (!element || slices.length === 0) return;
    let cancelled = false;
    let chart: { destroy: () => void } | null = null;
    loadHighstock().then((Highcharts) => {
      if (cancelled) return;
      chart = Highcharts.chart(element, {
        chart: { type: 'pie', height: 180, spacing: [0, 0, 0, 0], animation: false, style: { fontFamily: 'inherit' } },
        title: { text: undefined },
        credits: { enabled: false },
        accessibility: { enabled: false },
        tooltip: { enabled: false },
        plotOptions: { pie: { animation: false, dataLabels: { enabled: false }, innerSize: '55%', colors: PALETTE } },
        series: [{ type: 'pie', data: slices.map((s) => ({ name: name(group, s), y: Number(s.share) })) }],
      });
      element.querySelector('svg')?.setAttribute('aria-label', intl.formatMessage({ id: `performance.allocation.${group}` }));
    });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [slices, group, name, intl]);

  const invested = allocation.byInstrument.length > 0;
  return (
    <section className="performance__card" data-testid="performance-allocation">
      <h2 className="performance__heading">
        <FormattedMessage id="performance.allocation.title" /> <SimulatedTag simulated={allocation.simulated} />
      </h2>
      <Tabs
        value={group}
        onChange={setGroup}
        options={GROUPS.map((g) => ({ value: g, label: <FormattedMessage id={`performance.allocation.${g}`} /> }))}
        testId="performance-allocation-group"
        label={intl.formatMessage({ id: 'performance.allocation.title' })}
      />
      {slices.length === 0 ? (
        <p className="performance__note">
          <FormattedMessage id={invested || group === 'currency' ? 'performance.allocation.none' : 'performance.allocation.noPositions'} />
        </p>
      ) : (
        <div className="performance__allocation">
          <div ref={pie} className="performance__pie" />
          <table className="performance__table">
            <tbody>
              {slices.map((s, i) => (
                <tr key={s.key}>
                  <th scope="row">
                    <span className="performance__swatch" style={{ background: PALETTE[i % PALETTE.length] }} />
                    {name(group, s)}
                  </th>
                  <td>{format(s.value, currency)}</td>
                  <td>{formatShare(intl, s.share)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {allocation.concentrated.map((symbol) => {
        const s = allocation.byInstrument.find((x) => x.key === symbol);
        return (
          <p key={symbol} className="performance__warning" data-testid="performance-concentration" role="note">
            <FormattedMessage
              id="performance.allocation.concentrated"
              values={{ name: s?.label ?? symbol, share: s ? formatShare(intl, s.share) : '', limit: formatShare(intl, '0.25') }}
            />
          </p>
        );
      })}
      <p className="performance__note">
        <FormattedMessage
          id="performance.allocation.totals"
          values={{ invested: format(allocation.invested, currency), cash: format(allocation.cash, currency) }}
        />
      </p>
    </section>
  );
}
