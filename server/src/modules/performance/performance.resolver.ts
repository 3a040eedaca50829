import type Decimal from 'decimal.js';
import { Args, Authorized, Ctx, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../graphql/context';
import { toPlain } from '../../shared/money';
import type { AllocationSlice } from './allocation';
import type { PerformanceResult } from './performance.service';
import {
  OpsUserPerformanceArgs,
  Performance,
  PerformanceArgs,
  type AllocationSliceView,
  type PerformanceBenchmarkValue,
  type PerformancePeriodValue,
  type PerformanceStateValue,
} from './performance.types';

const plain = (d: Decimal) => toPlain(d);
const maybe = (d: Decimal | null) => (d === null ? null : toPlain(d));
const slices = (s: readonly AllocationSlice[]): AllocationSliceView[] =>
  s.map((x) => ({ key: x.key, label: x.label, value: plain(x.value), share: plain(x.share) }));

/** The service's result as the API shows it. */
export function performanceView(r: PerformanceResult): Performance {
  const rep = r.report;
  return {
    state: r.state as PerformanceStateValue,
    period: r.period as PerformancePeriodValue,
    currency: r.currency,
    valuedTo: r.valuedTo,
    from: rep?.from ?? null,
    to: rep?.to ?? null,
    clamped: r.clamped,
    startValue: rep ? plain(rep.startValue) : null,
    endValue: rep ? plain(rep.endValue) : null,
    netFlows: rep ? plain(rep.netFlows) : null,
    twr: rep ? maybe(rep.twr) : null,
    mwrAnnual: rep ? maybe(rep.mwrAnnual) : null,
    mwrPeriod: rep ? maybe(rep.mwrPeriod) : null,
    explanations: (rep?.explanations ?? []).map((e) => ({
      figure: e.figure,
      steps: e.steps.map((s) => ({ key: s.key, params: Object.entries(s.params).map(([name, value]) => ({ name, value })) })),
    })),
    points: (rep?.points ?? []).map((p) => ({ day: p.day, value: plain(p.value), index: plain(p.index), benchmark: maybe(p.benchmark) })),
    breakdown: rep
      ? {
          realised: plain(rep.breakdown.realised),
          unrealised: plain(rep.breakdown.unrealised),
          dividends: plain(rep.breakdown.dividends),
          interest: plain(rep.breakdown.interest),
          charges: plain(rep.breakdown.charges),
          taxes: plain(rep.breakdown.taxes),
          other: plain(rep.breakdown.other),
          currency: plain(rep.breakdown.currency),
          total: plain(rep.breakdown.total),
        }
      : null,
    benchmark: r.benchmark as PerformanceBenchmarkValue | null,
    benchmarkReturn: rep ? maybe(rep.benchmarkReturn) : null,
    benchmarkDifference: rep ? maybe(rep.benchmarkDifference) : null,
    benchmarkSimulated: r.benchmarkSimulated,
    simulated: (rep?.simulated ?? false) || r.allocation.simulated,
    missingRates: (rep?.missingRates ?? false) || r.allocation.missingRates,
    days: rep?.points.length ?? 0,
    allocation: {
      invested: plain(r.allocation.invested),
      cash: plain(r.allocation.cash),
      byMarket: slices(r.allocation.byMarket),
      bySector: slices(r.allocation.bySector),
      byInstrument: slices(r.allocation.byInstrument),
      byCurrency: slices(r.allocation.byCurrency),
      concentrated: r.allocation.concentrated,
      simulated: r.allocation.simulated,
    },
    rates: r.rates,
  };
}

@Resolver()
export class PerformanceResolver {
  @Authorized()
  @Query(() => Performance, {
    description:
      'The signed-in user’s performance over a period: time- and money-weighted returns, the chart (against a benchmark if asked), the profit by cause and where the money is. Built from the daily valuations (each account at the end of every UTC day) and the feed’s closes; every figure net of charges.',
  })
  async performance(@Args() args: PerformanceArgs, @Ctx() ctx: RequestContext): Promise<Performance> {
    const result = await ctx.services.performance.performance(ctx.user!.id, {
      period: args.period,
      benchmark: args.benchmark ?? null,
      currency: args.currency,
      lang: args.lang ?? null,
    });
    return performanceView(result);
  }

  @Authorized('OPS')
  @Query(() => Performance, {
    description: 'Ops: a user’s performance as they see it (support answering “how is my account doing”). Audited (performance.viewed).',
  })
  async opsUserPerformance(@Args() args: OpsUserPerformanceArgs, @Ctx() ctx: RequestContext): Promise<Performance> {
    const result = await ctx.services.performance.opsPerformance({ user: ctx.user!, ip: ctx.ip }, args.userId, {
      period: args.period,
      benchmark: args.benchmark ?? null,
      currency: args.currency,
      lang: args.lang ?? null,
    });
    return performanceView(result);
  }
}
