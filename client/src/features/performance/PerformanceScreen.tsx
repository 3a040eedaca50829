import { useQuery } from '@apollo/client';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { PerformanceScreen_PeriodQuery } from '../../gql/graphql';
import { useLang } from '../../i18n/useLang';
import { useNav } from '../../navigation/useNav';
import { routeByName } from '../../navigation/routeTable';
import { Button } from '../../ui/Button';
import { EmptyState } from '../../ui/EmptyState';
import { Select } from '../../ui/Field';
import { CASH_CURRENCIES, type CashCurrency, useFormatMoney } from '../../ui/money/format';
import { QueryBoundary } from '../../ui/PageState';
import { SimulatedTag } from '../../ui/price/Price';
import { BottomSheet } from '../../ui/Sheet';
import { Tabs } from '../../ui/Tabs';
import { AllocationView } from './AllocationView';
import { PerformanceChart } from './PerformanceChart';
import {
  BENCHMARKS,
  type BenchmarkValue,
  formatPoints,
  formatReturn,
  PERIODS,
  type PeriodValue,
  readView,
  stepValues,
  toneOf,
  writeView,
} from './performance';
import { PerformanceQuery } from './queries';
import './performance.css';

type Perf = PerformanceScreen_PeriodQuery['performance'];
type Figure = 'twr' | 'mwr' | 'profit';

const BENCHMARK_NAMES: Record<BenchmarkValue, string> = { IBEX35: 'IBEX 35', SP500: 'S&P 500', TAIEX: 'TAIEX' };
const BREAKDOWN = ['realised', 'unrealised', 'dividends', 'interest', 'charges', 'taxes', 'other', 'currency'] as const;

/** A return in the reader's up/down colour, or a dash when it is undefined. */
function Return({ value }: { value: string | null | undefined }) {
  const intl = useIntl();
  if (value == null) return <span className="profit profit--flat">—</span>;
  const tone = toneOf(value);
  return (
    <span className={`profit profit--${tone}`} data-sign={tone}>
      {formatReturn(intl, value)}
    </span>
  );
}

/** The period, benchmark and currency pickers. */
function Controls(props: {
  period: PeriodValue;
  setPeriod: (p: PeriodValue) => void;
  benchmark: BenchmarkValue | '';
  setBenchmark: (b: BenchmarkValue | '') => void;
  currency: CashCurrency;
  setCurrency: (c: CashCurrency) => void;
}) {
  const intl = useIntl();
  return (
    <div className="performance__controls">
      <Tabs
        value={props.period}
        onChange={props.setPeriod}
        options={PERIODS.map((p) => ({ value: p, label: <FormattedMessage id={`performance.period.${p}`} /> }))}
        testId="performance-period"
        label={intl.formatMessage({ id: 'performance.period' })}
      />
      <div className="performance__pickers">
        <Select
          value={props.benchmark}
          onChange={(v) => props.setBenchmark(v as BenchmarkValue | '')}
          aria-label={intl.formatMessage({ id: 'performance.benchmark' })}
          testId="performance-benchmark"
        >
          <option value="">{intl.formatMessage({ id: 'performance.benchmark.none' })}</option>
          {BENCHMARKS.map((b) => (
            <option key={b} value={b}>
              {BENCHMARK_NAMES[b]}
            </option>
          ))}
        </Select>
        <Tabs
          value={props.currency}
          onChange={props.setCurrency}
          options={CASH_CURRENCIES.map((c) => ({ value: c, label: c }))}
          testId="performance-currency"
          label={intl.formatMessage({ id: 'performance.currency' })}
        />
      </div>
    </div>
  );
}

/** A figure's formula in words, from the server's steps. */
function Explanation({ perf, figure, onClose }: { perf: Perf; figure: Figure | null; onClose: () => void }) {
  const intl = useIntl();
  const format = useFormatMoney();
  const explanation = perf.explanations.find((e) => e.figure === figure);
  const b = perf.breakdown;
  return (
    <BottomSheet
      open={figure !== null}
      onClose={onClose}
      title={<FormattedMessage id={figure === 'profit' ? 'performance.breakdown.total' : `performance.${figure ?? 'twr'}`} />}
      testId="performance-explain"
    >
      <ol className="performance__steps">
        {figure === 'profit' && b
          ? [
              <li key="formula">
                <FormattedMessage
                  id="performance.explain.profit.formula"
                  values={{
                    endValue: format(perf.endValue ?? '0', perf.currency),
                    startValue: format(perf.startValue ?? '0', perf.currency),
                    netFlows: format(perf.netFlows ?? '0', perf.currency),
                    total: format(b.total, perf.currency),
                  }}
                />
              </li>,
              ...BREAKDOWN.map((k) => (
                <li key={k}>
                  <FormattedMessage id={`performance.explain.profit.${k}`} values={{ amount: format(b[k], perf.currency) }} />
                </li>
              )),
            ]
          : (explanation?.steps ?? []).map((s, i) => (
              <li key={`${s.key}-${i}`}>
                <FormattedMessage id={`performance.explain.${s.key}`} values={stepValues(intl, s.params, perf.currency)} />
              </li>
            ))}
      </ol>
    </BottomSheet>
  );
}

function Report({ perf, benchmark }: { perf: Perf; benchmark: BenchmarkValue | '' }) {
  const intl = useIntl();
  const format = useFormatMoney();
  const change = useFormatMoney('exceptZero');
  const [explaining, setExplaining] = useState<Figure | null>(null);
  const b = perf.breakdown;
  const benchmarkName = benchmark ? BENCHMARK_NAMES[benchmark] : null;
  const day = (d: string) => intl.formatDate(`${d}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <>
      <p className="performance__asof">
        <FormattedMessage id="performance.asOf" values={{ from: perf.from ? day(perf.from) : '', to: perf.to ? day(perf.to) : '' }} />
        {(perf.simulated || perf.benchmarkSimulated) && <SimulatedTag simulated />}
      </p>
      {perf.clamped && (
        <p className="performance__note" data-testid="performance-clamped">
          <FormattedMessage id="performance.clamped" />
        </p>
      )}
      <section className="performance__card">
        <PerformanceChart points={perf.points} benchmarkName={benchmarkName} />
        {benchmarkName && perf.benchmarkReturn != null && (
          <p className="performance__benchmark" data-testid="performance-benchmark-difference">
            <FormattedMessage id="performance.benchmark.return" values={{ name: benchmarkName }} /> <Return value={perf.benchmarkReturn} />
            {' · '}
            <span className={`profit profit--${toneOf(perf.benchmarkDifference)}`} data-sign={toneOf(perf.benchmarkDifference)}>
              <FormattedMessage
                id="performance.benchmark.difference"
                values={{
                  name: benchmarkName,
                  points: perf.benchmarkDifference != null ? formatPoints(intl, perf.benchmarkDifference) : '—',
                }}
              />
            </span>
          </p>
        )}
      </section>
      <section className="performance__figures">
        <button type="button" className="performance__figure" data-testid="performance-twr" onClick={() => setExplaining('twr')}>
          <span className="performance__label">
            <FormattedMessage id="performance.twr" />
          </span>
          <Return value={perf.twr} />
          <span className="performance__hint">
            <FormattedMessage id="performance.tapToExplain" />
          </span>
        </button>
        <button type="button" className="performance__figure" data-testid="performance-mwr" onClick={() => setExplaining('mwr')}>
          <span className="performance__label">
            <FormattedMessage id="performance.mwr" />
          </span>
          <Return value={perf.mwrAnnual} />
          <span className="performance__hint">
            {perf.mwrPeriod != null ? (
              <FormattedMessage id="performance.mwr.period" values={{ value: formatReturn(intl, perf.mwrPeriod) }} />
            ) : (
              <FormattedMessage id="performance.tapToExplain" />
            )}
          </span>
        </button>
      </section>
      <section className="performance__card">
        <dl className="performance__values">
          <dt>
            <FormattedMessage id="performance.startValue" />
          </dt>
          <dd>{perf.startValue != null ? format(perf.startValue, perf.currency) : '—'}</dd>
          <dt>
            <FormattedMessage id="performance.netFlows" />
          </dt>
          <dd>{perf.netFlows != null ? change(perf.netFlows, perf.currency) : '—'}</dd>
          <dt>
            <FormattedMessage id="performance.endValue" />
          </dt>
          <dd>{perf.endValue != null ? format(perf.endValue, perf.currency) : '—'}</dd>
        </dl>
      </section>
      {b && (
        <section className="performance__card" data-testid="performance-breakdown">
          <h2 className="performance__heading">
            <FormattedMessage id="performance.breakdown.title" />
          </h2>
          <table className="performance__table">
            <tbody>
              {BREAKDOWN.map((k) => (
                <tr key={k} data-part={k}>
                  <th scope="row">
                    <FormattedMessage id={`performance.breakdown.${k}`} />
                  </th>
                  <td className={`profit profit--${toneOf(b[k])}`}>{change(b[k], perf.currency)}</td>
                </tr>
              ))}
              <tr className="performance__total" data-part="total">
                <th scope="row">
                  <FormattedMessage id="performance.breakdown.total" />
                </th>
                <td className={`profit profit--${toneOf(b.total)}`} data-testid="performance-profit">
                  {change(b.total, perf.currency)}
                </td>
              </tr>
            </tbody>
          </table>
          <p className="performance__note">
            <FormattedMessage id="performance.breakdown.note" />
          </p>
          <button
            type="button"
            className="performance__how"
            data-testid="performance-profit-explain"
            onClick={() => setExplaining('profit')}
          >
            <FormattedMessage id="performance.tapToExplain" />
          </button>
        </section>
      )}
      {perf.missingRates && (
        <p className="performance__note" role="note">
          <FormattedMessage id="performance.missingRates" />
        </p>
      )}
      <Explanation perf={perf} figure={explaining} onClose={() => setExplaining(null)} />
    </>
  );
}

/** Mine → Performance (issue 37): returns over a period, against an index, the profit by cause and where the money is. */
export function PerformanceScreen() {
  const lang = useLang();
  const nav = useNav();
  const [initial] = useState(() => readView(typeof localStorage === 'undefined' ? null : localStorage));
  const [period, setPeriod] = useState<PeriodValue>(initial.period);
  const [benchmark, setBenchmark] = useState<BenchmarkValue | ''>(initial.benchmark);
  const [currency, setCurrency] = useState<CashCurrency>(initial.currency);
  useEffect(() => {
    writeView(typeof localStorage === 'undefined' ? null : localStorage, { period, benchmark, currency });
  }, [period, benchmark, currency]);
  const query = useQuery(PerformanceQuery, {
    variables: { period, benchmark: benchmark || null, currency, lang },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <div className="performance" data-testid="performance-screen">
      <Controls
        period={period}
        setPeriod={setPeriod}
        benchmark={benchmark}
        setBenchmark={setBenchmark}
        currency={currency}
        setCurrency={setCurrency}
      />
      <QueryBoundary query={query} reserve="480px">
        {({ performance: perf }) => (
          <>
            {perf.state === 'EMPTY' && (
              <div data-testid="performance-empty">
                <EmptyState
                  icon="deposit"
                  title={<FormattedMessage id="performance.empty.title" />}
                  description={<FormattedMessage id="performance.empty.description" />}
                  action={
                    <Button onClick={() => nav.navigateTo(routeByName('deposit').path)}>
                      <FormattedMessage id="performance.empty.deposit" />
                    </Button>
                  }
                />
              </div>
            )}
            {perf.state === 'FIRST_DAY' && (
              <div data-testid="performance-first-day">
                <EmptyState
                  icon="clock"
                  title={<FormattedMessage id="performance.firstDay.title" />}
                  description={<FormattedMessage id="performance.firstDay.description" />}
                />
              </div>
            )}
            {perf.state === 'READY' && <Report perf={perf} benchmark={benchmark} />}
            {perf.state !== 'EMPTY' && <AllocationView allocation={perf.allocation} currency={perf.currency} />}
            <p className="performance__note">
              <FormattedMessage id="performance.disclaimer" />
            </p>
          </>
        )}
      </QueryBoundary>
    </div>
  );
}
