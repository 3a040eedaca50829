import { Money1763900000000 } from '../../../../migrations/1763900000000-Money';
import { LedgerRules1764410000000 } from '../../../../migrations/1764410000000-LedgerRules';
import { IdempotentRefusals1764420000000 } from '../../../../migrations/1764420000000-IdempotentRefusals';
import { LeastPrivilege1764705000000 } from '../../../../migrations/1764705000000-LeastPrivilege';
import { defineModule } from '../../app/module';
import { AccountsService } from './accounts.service';
import { LedgerError, ledgerErrorDescriptions } from './ledger.errors';
import { LedgerResolver } from './ledger.resolver';
import { LedgerService } from './ledger.service';

declare module '../../app/registry' {
  interface ServiceRegistry {
    ledger: LedgerService;
    accounts: AccountsService;
  }
}

/** The double-entry ledger, holds, idempotency keys; balances and the statement users read. */
export const ledgerModule = defineModule({
  name: 'ledger',
  migrations: [Money1763900000000, LedgerRules1764410000000, IdempotentRefusals1764420000000, LeastPrivilege1764705000000],
  resolvers: [LedgerResolver],
  errors: LedgerError,
  errorDescriptions: ledgerErrorDescriptions,
  create: ({ ds, clock, config, audit, hooks }) => {
    const ledger = new LedgerService(ds, clock, hooks.ledgerChecks);
    return { ledger, accounts: new AccountsService(ds, clock, config.money, ledger, audit) };
  },
});
