import { registerEnumType } from 'type-graphql';

/**
 * The outbox's event types: each module declares its own (`events` in its module declaration) and the
 * composition root merges them here before the schema is built.
 */
export const AccountEventType: Record<string, string> = {
  BALANCE_CHANGED: 'BALANCE_CHANGED',
};
export type AccountEventType = string;

// What each type means (a module's `eventDescriptions`), filled as types register; read when the schema is built.
const valuesConfig: Record<string, { description: string }> = {
  BALANCE_CHANGED: {
    description: "The user's cash in one currency changed: currency, available and frozen carry the balance as it now stands.",
  },
};

registerEnumType(AccountEventType, {
  name: 'AccountEventType',
  description: "What changed: a balance, or the status of one of the user's records (deposits, withdrawals, orders, positions…).",
  valuesConfig,
});

export function registerEventTypes(moduleName: string, types: readonly string[], descriptions?: Readonly<Record<string, string>>): void {
  for (const [t, description] of Object.entries(descriptions ?? {})) valuesConfig[t] = { description };
  for (const t of types) {
    if (!/^[A-Z][A-Z0-9_]*$/.test(t)) throw new Error(`module ${moduleName}: event type ${t} must be UPPER_SNAKE_CASE`);
    AccountEventType[t] = t;
  }
}
