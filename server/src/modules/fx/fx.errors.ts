// Codes of transfers between the user's own currencies.
export enum FxError {
  SAME_CURRENCY = 'SAME_CURRENCY',
  RATE_CHANGED = 'RATE_CHANGED',
  RATE_UNAVAILABLE = 'RATE_UNAVAILABLE',
}
