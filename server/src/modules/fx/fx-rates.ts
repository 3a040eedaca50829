import type Decimal from 'decimal.js';
import { Money } from '../../shared/money';
import type { Clock } from '../../shared/clock';
import { FxRateOrigin } from './fx.entities';

export interface MidRate {
  table: Record<string, Decimal>;
  origin: FxRateOrigin;
  simulated: boolean;
  asOf: Date;
}

/** Where transfer rates come from. The market-data FX quote replaces the configured table once it exists. */
export interface FxRateSource {
  current(): Promise<MidRate>;
}

/** A rate table from configuration (FX_RATES), labelled CONFIGURED wherever it is shown. */
export class ConfiguredFxRates implements FxRateSource {
  private readonly table: Record<string, Decimal>;

  constructor(
    rates: Record<string, string>,
    private readonly clock: Clock,
  ) {
    this.table = Object.fromEntries(Object.entries(rates).map(([pair, rate]) => [pair, new Money(rate)]));
  }

  async current(): Promise<MidRate> {
    return { table: this.table, origin: FxRateOrigin.CONFIGURED, simulated: false, asOf: this.clock.now() };
  }
}
