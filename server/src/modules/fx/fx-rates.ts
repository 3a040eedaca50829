import type Decimal from 'decimal.js';
import type { DataSource } from 'typeorm';
import { readFx } from '../market-data/quote-store';
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

/**
 * The market-data FX quotes (EURUSD…), written only by the feed. Pairs the feed has not quoted yet fall
 * back to the configured table, and the quote says which origin it used.
 */
export class MarketFxRates implements FxRateSource {
  constructor(
    private readonly ds: DataSource,
    private readonly fallback: FxRateSource,
  ) {}

  async current(): Promise<MidRate> {
    const rows = await readFx(this.ds);
    const configured = await this.fallback.current();
    const eurusd = rows.find((r) => r.pair === 'EURUSD');
    if (!eurusd) return configured;
    return {
      table: { ...configured.table, EURUSD: new Money(eurusd.rate) },
      origin: FxRateOrigin.MARKET,
      simulated: eurusd.simulated,
      asOf: new Date(eurusd.at),
    };
  }
}
