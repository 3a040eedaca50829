/** Server error codes of the money domains (ledger, funding, fx); texts in ./messages. */
export const MONEY_ERROR_CODES = [] as const;
