import { graphql } from '../../gql';

/** Mine → Performance: one request for the period's figures, chart, breakdown and allocation (issue 37). */
export const PerformanceQuery = graphql(`
  query PerformanceScreen_Period($period: PerformancePeriod!, $benchmark: PerformanceBenchmark, $currency: String!, $lang: String) {
    performance(period: $period, benchmark: $benchmark, currency: $currency, lang: $lang) {
      state
      period
      currency
      valuedTo
      from
      to
      clamped
      startValue
      endValue
      netFlows
      twr
      mwrAnnual
      mwrPeriod
      days
      simulated
      missingRates
      benchmark
      benchmarkReturn
      benchmarkDifference
      benchmarkSimulated
      explanations {
        figure
        steps {
          key
          params {
            name
            value
          }
        }
      }
      points {
        day
        value
        index
        benchmark
      }
      breakdown {
        realised
        unrealised
        dividends
        interest
        charges
        taxes
        other
        currency
        total
      }
      allocation {
        invested
        cash
        concentrated
        simulated
        byMarket {
          key
          label
          value
          share
        }
        bySector {
          key
          label
          value
          share
        }
        byInstrument {
          key
          label
          value
          share
        }
        byCurrency {
          key
          label
          value
          share
        }
      }
    }
  }
`);
