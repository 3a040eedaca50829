import type { ErrorDescriptions } from '../../graphql/error-codes';

// Codes of price alerts (an unknown symbol is market data's INSTRUMENT_NOT_FOUND).
export enum PriceAlertError {
  PRICE_ALERT_LIMIT_REACHED = 'PRICE_ALERT_LIMIT_REACHED',
  PRICE_ALERT_PRICE_INVALID = 'PRICE_ALERT_PRICE_INVALID',
  PRICE_ALERT_PERCENT_INVALID = 'PRICE_ALERT_PERCENT_INVALID',
  PRICE_ALERT_VALUE_NOT_ALLOWED = 'PRICE_ALERT_VALUE_NOT_ALLOWED',
  PRICE_ALERT_COOLDOWN_INVALID = 'PRICE_ALERT_COOLDOWN_INVALID',
}

export const priceAlertErrorDescriptions: ErrorDescriptions<PriceAlertError> = {
  PRICE_ALERT_LIMIT_REACHED: 'The user already has 100 price alerts set (active or paused); delete one first. Nothing was stored.',
  PRICE_ALERT_PRICE_INVALID: 'ABOVE and BELOW need a price greater than 0 with at most 4 decimal places (and below 1,000,000,000).',
  PRICE_ALERT_PERCENT_INVALID: 'DAY_MOVE_PCT needs a percentage greater than 0 and at most 100, with at most 2 decimal places.',
  PRICE_ALERT_VALUE_NOT_ALLOWED: 'HIGH_52W and LOW_52W take no value: the threshold is the 52-week high or low itself.',
  PRICE_ALERT_COOLDOWN_INVALID: 'A repeating alert needs a cool-down of 1 to 10,080 minutes (a week); a one-shot alert takes none.',
};
