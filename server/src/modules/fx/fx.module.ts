import { FxTransferQuotes1764430000000 } from '../../../../migrations/1764430000000-FxTransferQuotes';
import { FxHotPath1765300000000 } from '../../../../migrations/1765300000000-FxHotPath';
import { FxSignedQuotes1765400000000 } from '../../../../migrations/1765400000000-FxSignedQuotes';
import { defineModule } from '../../app/module';
import { encryptionKeyFromConfig } from '../../shared/field-cipher';
import { FxQuoteSigner } from './fx-quote-token';
import { ConfiguredFxRates, MarketFxRates } from './fx-rates';
import { FxTransfer } from './fx.entities';
import { FxError, fxErrorDescriptions } from './fx.errors';
import { FxResolver } from './fx.resolver';
import { FxService } from './fx.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    fx: FxService;
  }
}

/** EUR⇄USD transfers between a user's own balances (the table is in the Money migration). */
export const fxModule = defineModule({
  name: 'fx',
  entities: [FxTransfer],
  migrations: [FxTransferQuotes1764430000000, FxHotPath1765300000000, FxSignedQuotes1765400000000],
  resolvers: [FxResolver],
  errors: FxError,
  errorDescriptions: fxErrorDescriptions,
  create: ({ ds, clock, config, ledger, uow }) => {
    // Transfer rates come from the market-data FX quotes, falling back to the configured table (shown as such).
    const rates = new MarketFxRates(ds, new ConfiguredFxRates(config.money.fxRates, clock));
    return { fx: new FxService(ds, clock, config.money, rates, ledger, uow, new FxQuoteSigner(encryptionKeyFromConfig(config))) };
  },
});
