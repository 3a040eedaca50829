import { describe, expect, it } from 'vitest';
import {
  acceptPriceKeystroke,
  acceptSharesKeystroke,
  amendableFields,
  amendFormOf,
  buildAmendInput,
  buildOrderInput,
  buildProtectionInput,
  fieldsOf,
  type OrderForm,
  priceProblem,
  protectionFormOf,
  sameProtection,
  trailProblem,
  limitPriceProblem,
  limitPriceProblemMessageId,
  lotsOf,
  normalisePrice,
  parseShares,
  prefillLimitPrice,
  sharesProblem,
  sharesProblemMessageId,
  stepShares,
} from './orderInput';

describe('shares', () => {
  it('reads whole numbers, with group separators', () => {
    expect(parseShares('1000')).toBe(1000);
    expect(parseShares('1,000')).toBe(1000);
    expect(parseShares('1 000')).toBe(1000);
    expect(parseShares('')).toBeNull();
    expect(parseShares('12a')).toBeNull();
    expect(parseShares('-5')).toBeNull();
  });

  it('refuses zero, empty and non-numbers, and Taiwan shares that are not whole lots', () => {
    expect(sharesProblem('', 1)).toBe('SHARES_REQUIRED');
    expect(sharesProblem('0', 1)).toBe('SHARES_INVALID');
    expect(sharesProblem('abc', 1)).toBe('SHARES_INVALID');
    expect(sharesProblem('500', 1000)).toBe('SHARES_NOT_LOT_MULTIPLE');
    expect(sharesProblem('1500', 1000)).toBe('SHARES_NOT_LOT_MULTIPLE');
    expect(sharesProblem('2000', 1000)).toBeNull();
    expect(sharesProblem('7', 1)).toBeNull();
  });

  it('names the message of each problem', () => {
    expect(sharesProblemMessageId('SHARES_REQUIRED')).toBe('trading.sharesRequired');
    expect(sharesProblemMessageId('SHARES_NOT_LOT_MULTIPLE')).toBe('error.SHARES_NOT_LOT_MULTIPLE');
    expect(sharesProblemMessageId('SHARES_INVALID')).toBe('error.SHARES_INVALID');
  });

  it('keeps only digits while typing', () => {
    expect(acceptSharesKeystroke('10', '10x')).toBe('10');
    expect(acceptSharesKeystroke('10', '105')).toBe('105');
    expect(acceptSharesKeystroke('10', '')).toBe('');
    expect(acceptSharesKeystroke('0', '05')).toBe('5');
    expect(acceptSharesKeystroke('1', '1.5')).toBe('1');
    expect(acceptSharesKeystroke('123456789', '1234567890')).toBe('123456789');
  });

  it('steps by one lot onto lot multiples, never below one lot', () => {
    expect(stepShares('1000', 1000, 1)).toBe('2000');
    expect(stepShares('1500', 1000, 1)).toBe('2000');
    expect(stepShares('1500', 1000, -1)).toBe('1000');
    expect(stepShares('1000', 1000, -1)).toBe('1000');
    expect(stepShares('', 1000, 1)).toBe('1000');
    expect(stepShares('9', 1, 1)).toBe('10');
    expect(stepShares('1', 1, -1)).toBe('1');
  });

  it('counts whole lots', () => {
    expect(lotsOf(3000, 1000)).toBe(3);
    expect(lotsOf(500, 1000)).toBeNull();
    expect(lotsOf(0, 1000)).toBeNull();
    expect(lotsOf(7, 1)).toBe(7);
  });
});

describe('limit price', () => {
  it('reads a decimal comma as a point', () => {
    expect(normalisePrice('12,5')).toBe('12.5');
    expect(normalisePrice(' 1 025.5 ')).toBe('1025.5');
  });

  it('needs a positive price with at most four decimals', () => {
    expect(limitPriceProblem('')).toBe('LIMIT_PRICE_REQUIRED');
    expect(limitPriceProblem('0')).toBe('LIMIT_PRICE_INVALID');
    expect(limitPriceProblem('0.0000')).toBe('LIMIT_PRICE_INVALID');
    expect(limitPriceProblem('1.2.3')).toBe('LIMIT_PRICE_INVALID');
    expect(limitPriceProblem('1.23456')).toBe('LIMIT_PRICE_OFF_TICK');
    expect(limitPriceProblem('187.42')).toBeNull();
    expect(limitPriceProblem('4,125')).toBeNull();
    expect(limitPriceProblemMessageId('LIMIT_PRICE_REQUIRED')).toBe('trading.limitPriceRequired');
    expect(limitPriceProblemMessageId('LIMIT_PRICE_OFF_TICK')).toBe('error.LIMIT_PRICE_OFF_TICK');
  });

  it('accepts at most four decimals while typing', () => {
    expect(acceptPriceKeystroke('1.234', '1.2345')).toBe('1.2345');
    expect(acceptPriceKeystroke('1.2345', '1.23456')).toBe('1.2345');
    expect(acceptPriceKeystroke('1', '1e')).toBe('1');
    expect(acceptPriceKeystroke('1', '1,5')).toBe('1,5');
  });

  it('prefills from the quote, rounded down onto the tick grid', () => {
    expect(prefillLimitPrice('187.4200', '0.01')).toBe('187.42');
    expect(prefillLimitPrice('1027', '5')).toBe('1025');
    expect(prefillLimitPrice('7.594', '0.002')).toBe('7.594');
    expect(prefillLimitPrice('7.595', '0.002')).toBe('7.594');
    expect(prefillLimitPrice(null, '0.01')).toBe('');
    expect(prefillLimitPrice('12.34567', null)).toBe('12.3457');
  });
});

const form = (over: Partial<OrderForm>): OrderForm => ({
  symbol: 'US:AAPL',
  orderType: 'MARKET',
  direction: 'LONG',
  shares: '10',
  lotSize: 1,
  leverage: 1,
  limit: '187.42',
  stop: '190',
  trailMode: 'amount',
  trail: '1.5',
  timeInForce: 'GTC',
  bracket: false,
  takeProfit: '',
  stopLoss: '',
  ...over,
});

describe('order types', () => {
  it('name the fields each type has', () => {
    expect(fieldsOf('MARKET')).toEqual({ limit: false, stop: false, trail: false, waits: false });
    expect(fieldsOf('LIMIT')).toEqual({ limit: true, stop: false, trail: false, waits: true });
    expect(fieldsOf('STOP')).toEqual({ limit: false, stop: true, trail: false, waits: true });
    expect(fieldsOf('STOP_LIMIT')).toEqual({ limit: true, stop: true, trail: false, waits: true });
    expect(fieldsOf('TRAILING_STOP')).toEqual({ limit: false, stop: false, trail: true, waits: true });
  });

  it('read prices and trails', () => {
    expect(priceProblem('')).toBe('REQUIRED');
    expect(priceProblem('0')).toBe('INVALID');
    expect(priceProblem('1.23456')).toBe('OFF_TICK');
    expect(priceProblem('12,5')).toBeNull();
    expect(trailProblem('', 'amount')).toBe('TRAIL_REQUIRED');
    expect(trailProblem('0', 'amount')).toBe('TRAIL_INVALID');
    expect(trailProblem('0.5', 'amount')).toBeNull();
    expect(trailProblem('1.23456', 'amount')).toBe('TRAIL_INVALID');
    expect(trailProblem('50', 'percent')).toBeNull();
    expect(trailProblem('50.001', 'percent')).toBe('TRAIL_INVALID');
    expect(trailProblem('2.5', 'percent')).toBeNull();
    expect(trailProblem('2.1234', 'percent')).toBe('TRAIL_INVALID');
    expect(trailProblem('abc', 'percent')).toBe('TRAIL_INVALID');
  });
});

describe('the order a form describes', () => {
  it('a market order: no prices, no time in force', () => {
    expect(buildOrderInput(form({})).input).toEqual({ symbol: 'US:AAPL', orderType: 'MARKET', direction: 'LONG', shares: 10, leverage: 1 });
  });

  it('each waiting type carries its own prices and the time in force, nothing else', () => {
    expect(buildOrderInput(form({ orderType: 'LIMIT', timeInForce: 'DAY' })).input).toMatchObject({
      limitPrice: '187.42',
      timeInForce: 'DAY',
    });
    expect(buildOrderInput(form({ orderType: 'LIMIT' })).input).not.toHaveProperty('stopPrice');
    const stop = buildOrderInput(form({ orderType: 'STOP', direction: 'SHORT' })).input;
    expect(stop).toMatchObject({ orderType: 'STOP', stopPrice: '190', timeInForce: 'GTC' });
    expect(stop).not.toHaveProperty('limitPrice');
    expect(buildOrderInput(form({ orderType: 'STOP_LIMIT', limit: '191', stop: '190' })).input).toMatchObject({
      stopPrice: '190',
      limitPrice: '191',
    });
    const trailing = buildOrderInput(form({ orderType: 'TRAILING_STOP', trail: '1.50' })).input;
    expect(trailing).toMatchObject({ trailAmount: '1.5' });
    expect(trailing).not.toHaveProperty('trailPercent');
    expect(buildOrderInput(form({ orderType: 'TRAILING_STOP', trailMode: 'percent', trail: '2,5' })).input).toMatchObject({
      trailPercent: '2.5',
    });
  });

  it('a bracket adds the take-profit and stop-loss given, only while its section is open', () => {
    const open = buildOrderInput(form({ bracket: true, takeProfit: '200', stopLoss: '170.5' })).input;
    expect(open).toMatchObject({ takeProfit: '200', stopLoss: '170.5' });
    expect(buildOrderInput(form({ bracket: true, takeProfit: '200' })).input).not.toHaveProperty('stopLoss');
    expect(buildOrderInput(form({ bracket: false, takeProfit: '200', stopLoss: 'x' })).input).not.toHaveProperty('takeProfit');
  });

  it('names each field’s problem', () => {
    expect(buildOrderInput(form({ orderType: 'STOP', stop: '' })).problems).toEqual({ stop: 'trading.stopPriceRequired' });
    expect(buildOrderInput(form({ orderType: 'STOP_LIMIT', stop: '0', limit: '' })).problems).toEqual({
      stop: 'error.STOP_PRICE_INVALID',
      limit: 'trading.limitPriceRequired',
    });
    expect(buildOrderInput(form({ orderType: 'TRAILING_STOP', trailMode: 'percent', trail: '60' })).problems).toEqual({
      trail: 'error.TRAIL_INVALID',
    });
    expect(buildOrderInput(form({ orderType: 'TRAILING_STOP', trail: '' })).problems).toEqual({ trail: 'trading.trailRequired' });
    expect(buildOrderInput(form({ bracket: true, takeProfit: '0', stopLoss: '1.23456' })).problems).toEqual({
      takeProfit: 'error.PRICE_INVALID',
      stopLoss: 'error.PRICE_OFF_TICK',
    });
    expect(buildOrderInput(form({ shares: '' })).input).toBeNull();
  });
});

describe('a position’s take-profit and stop-loss', () => {
  it('opens with what the position has', () => {
    expect(protectionFormOf({ takeProfit: '200.0000', stopLoss: '170.0000' })).toEqual({
      takeProfit: '200',
      stopLossMode: 'fixed',
      stopLoss: '170',
    });
    expect(protectionFormOf({ stopLoss: '183.10', stopLossTrailPercent: '2.000' })).toEqual({
      takeProfit: '',
      stopLossMode: 'trailPercent',
      stopLoss: '2',
    });
    expect(protectionFormOf({ stopLossTrailAmount: '1.5' }).stopLossMode).toBe('trailAmount');
    expect(protectionFormOf({})).toEqual({ takeProfit: '', stopLossMode: 'none', stopLoss: '' });
  });

  it('sets both exits as given, null for none', () => {
    expect(buildProtectionInput({ takeProfit: '200', stopLossMode: 'fixed', stopLoss: '170.50' }).value).toEqual({
      takeProfit: '200',
      stopLoss: '170.5',
      stopLossTrailAmount: null,
      stopLossTrailPercent: null,
    });
    expect(buildProtectionInput({ takeProfit: '', stopLossMode: 'trailPercent', stopLoss: '3' }).value).toEqual({
      takeProfit: null,
      stopLoss: null,
      stopLossTrailAmount: null,
      stopLossTrailPercent: '3',
    });
    expect(buildProtectionInput({ takeProfit: '', stopLossMode: 'none', stopLoss: '99' }).value).toEqual({
      takeProfit: null,
      stopLoss: null,
      stopLossTrailAmount: null,
      stopLossTrailPercent: null,
    });
  });

  it('names the problems', () => {
    expect(buildProtectionInput({ takeProfit: '0', stopLossMode: 'fixed', stopLoss: '' }).problems).toEqual({
      takeProfit: 'error.PRICE_INVALID',
      stopLoss: 'trading.stopLossRequired',
    });
    expect(buildProtectionInput({ takeProfit: '', stopLossMode: 'trailPercent', stopLoss: '51' }).problems).toEqual({
      stopLoss: 'error.TRAIL_INVALID',
    });
  });

  it('tells when nothing would change', () => {
    const none = { takeProfit: null, stopLoss: null, stopLossTrailAmount: null, stopLossTrailPercent: null };
    expect(sameProtection(none, none)).toBe(true);
    expect(sameProtection({ ...none, stopLoss: '170.00' }, { ...none, stopLoss: '170' })).toBe(true);
    expect(sameProtection({ ...none, stopLoss: '170' }, { ...none, stopLossTrailAmount: '170' })).toBe(false);
  });
});

describe('amending a pending order', () => {
  const stopLimit = { orderType: 'STOP_LIMIT', shares: 10, limitPrice: '191.0000', stopPrice: '190.0000' };

  it('changes only the fields the order has, the stop not once triggered', () => {
    expect(amendableFields(stopLimit)).toEqual({ limit: true, stop: true, trail: false });
    expect(amendableFields({ ...stopLimit, triggeredAt: '2026-11-18T15:00:00Z' })).toEqual({ limit: true, stop: false, trail: false });
    expect(amendableFields({ orderType: 'TRAILING_STOP', shares: 5, trailPercent: '2' })).toEqual({
      limit: false,
      stop: false,
      trail: true,
    });
  });

  it('sends only what changed', () => {
    const f = amendFormOf(stopLimit);
    expect(f).toEqual({ shares: '10', limit: '191', stop: '190', trailMode: 'amount', trail: '' });
    expect(buildAmendInput(stopLimit, f, 1)).toEqual({ value: null, unchanged: true, problems: {} });
    expect(buildAmendInput(stopLimit, { ...f, stop: '189.50' }, 1).value).toEqual({ stopPrice: '189.5' });
    expect(buildAmendInput(stopLimit, { ...f, shares: '20', limit: '192' }, 1).value).toEqual({ shares: 20, limitPrice: '192' });
    expect(buildAmendInput({ ...stopLimit, triggeredAt: 'x' }, { ...f, stop: '180' }, 1).unchanged).toBe(true);
  });

  it('a trailing stop’s trail, by amount or switched to percent', () => {
    const trailing = { orderType: 'TRAILING_STOP', shares: 5, trailAmount: '1.5000' };
    const f = amendFormOf(trailing);
    expect(f.trail).toBe('1.5');
    expect(buildAmendInput(trailing, { ...f, trail: '2' }, 1).value).toEqual({ trailAmount: '2' });
    expect(buildAmendInput(trailing, { ...f, trailMode: 'percent', trail: '1.5' }, 1).value).toEqual({ trailPercent: '1.5' });
  });

  it('names the problems', () => {
    expect(buildAmendInput(stopLimit, { ...amendFormOf(stopLimit), shares: '0', stop: '' }, 1).problems).toEqual({
      shares: 'error.SHARES_INVALID',
      stop: 'trading.stopPriceRequired',
    });
    expect(
      buildAmendInput({ orderType: 'LIMIT', shares: 1000, limitPrice: '1000' }, { ...amendFormOf(stopLimit), shares: '1500' }, 1000)
        .problems,
    ).toEqual({
      shares: 'error.SHARES_NOT_LOT_MULTIPLE',
    });
  });
});
