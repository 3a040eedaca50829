/**
 * Names of the queries that show cash balances (each lives beside its component: the Mine balance card,
 * the exchange screen). A screen that moves money refetches them by name; a name not on screen is skipped.
 */
export const CASH_BALANCE_QUERIES = ['BalanceCard_Balances', 'ExchangeScreen_Balances'];
