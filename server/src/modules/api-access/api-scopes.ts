import { type DocumentNode, Kind, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import { DomainError } from '../../shared/domain-error';
import type { ApiScopeValue } from './api-access.entities';
import { ApiAccessError } from './api-access.errors';

/**
 * What an API token may reach: the root fields each scope opens, and nothing else. A root field not
 * listed here (withdrawals, cards and addresses, passwords, tokens themselves, real-name, every ops field,
 * and any field added later until someone lists it) is refused to every token. Fields below a root field
 * are the root field's: `portfolio` brings its marks, `statement` its lines.
 */
export const API_SCOPE_FIELDS: Readonly<Record<ApiScopeValue, readonly string[]>> = {
  // Quotes, the portfolio and the user's own records.
  read: [
    // quotes and market data
    'quotes',
    'bars',
    'indices',
    'instrument',
    'instruments',
    'searchInstruments',
    'marketStatus',
    'tradingRules',
    'fxRates',
    // portfolio
    'portfolio',
    'portfolioUpdates',
    'balances',
    'positions',
    'position',
    'watchlist',
    // records
    'orders',
    'order',
    'orderVersions',
    'statement',
    'accountEvents',
    'myDeposits',
    'myWithdrawals',
    'withdrawal',
    'myTransfers',
    'myIpoApplications',
    'ipoApplication',
    'myBlockTradeSubscriptions',
    'blockTradeSubscription',
    'myFollows',
    'follow',
    'myIntradayApplications',
    'intradayApplication',
    'myFundHoldings',
    'fundHolding',
    'myLoans',
    'loan',
    'myLoanRepayments',
    // performance
    'performance',
  ],
  // Orders: preview them, place, amend, cancel and close; a position's take-profit and stop-loss.
  trade: ['orderPreview', 'closePreview', 'placeOrder', 'amendOrder', 'cancelOrder', 'closePosition', 'setPositionProtection'],
};

const BY_FIELD = new Map<string, ApiScopeValue>(
  (Object.entries(API_SCOPE_FIELDS) as Array<[ApiScopeValue, readonly string[]]>).flatMap(([scope, fields]) =>
    fields.map((f) => [f, scope] as [string, ApiScopeValue]),
  ),
);

/** The scope a root field needs, or null when no token may run it. */
export function scopeOfRootField(field: string): ApiScopeValue | null {
  return BY_FIELD.get(field) ?? null;
}

/** The operation a request runs (by name, or the only one). */
export function selectedOperation(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | null {
  const ops = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  if (operationName) return ops.find((o) => o.name?.value === operationName) ?? null;
  return ops.length === 1 ? ops[0] : null;
}

/** The root fields an operation selects, through fragments spread at the root. */
export function rootFields(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map(
    document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d.selectionSet] as const] : [])),
  );
  const out = new Set<string>();
  const seen = new Set<string>();
  const walk = (set: SelectionSetNode) => {
    for (const s of set.selections) {
      if (s.kind === Kind.FIELD) out.add(s.name.value);
      else if (s.kind === Kind.INLINE_FRAGMENT) walk(s.selectionSet);
      else if (!seen.has(s.name.value)) {
        seen.add(s.name.value);
        const frag = fragments.get(s.name.value);
        if (frag) walk(frag);
      }
    }
  };
  walk(operation.selectionSet);
  return [...out];
}

/**
 * Refuses (API_SCOPE_MISSING) an operation that reaches a root field the token's scopes do not open;
 * answers the scopes it uses (`__typename` needs none).
 */
export function checkTokenScopes(
  document: DocumentNode,
  operationName: string | null | undefined,
  scopes: readonly ApiScopeValue[],
): Set<ApiScopeValue> {
  const operation = selectedOperation(document, operationName);
  // No operation to run: GraphQL's own validation answers it; nothing is reached.
  if (!operation) return new Set();
  const used = new Set<ApiScopeValue>();
  for (const field of rootFields(document, operation)) {
    if (field === '__typename') continue;
    const scope = scopeOfRootField(field);
    if (!scope || !scopes.includes(scope)) throw new DomainError(ApiAccessError.API_SCOPE_MISSING, { field });
    used.add(scope);
  }
  return used;
}
