import { describe, expect, it } from 'vitest';
import {
  canGetCode,
  checkTickets,
  hasDrawRecord,
  hedgeDiscount,
  minTickets,
  normaliseCode,
  phaseTone,
  releasedAmount,
  statusTone,
  stepTickets,
  subscriptionFigures,
  ticketsLeft,
} from './blockTradeRules';

const offering = { subscriptionPrice: '15', minAmount: '3000', maxTicketsPerUser: 5 };

describe('subscriptionFigures (what the form and the confirmation show before subscribing)', () => {
  it.each([
    // price, tickets, rate → shares, amount, fee, held
    ['15', 1, '0.0025', 100, '1500.00', '3.75', '1503.75'],
    ['15', 3, '0', 300, '4500.00', '0.00', '4500.00'],
    ['12.3456', 2, '0.001', 200, '2469.12', '2.47', '2471.59'],
    // 1234.5 × 0.0025 = 3.08625 → rounded UP to 3.09, never down.
    ['12.345', 1, '0.0025', 100, '1234.50', '3.09', '1237.59'],
    // Decimal arithmetic: 0.1 × 300 is 30 exactly.
    ['0.1', 3, '0.01', 300, '30.00', '0.30', '30.30'],
  ])('%s × %i tickets at %s', (price, tickets, rate, shares, amount, fee, held) => {
    expect(subscriptionFigures(price, tickets, rate)).toEqual({ shares, amount, fee, held });
  });
});

describe('checkTickets and stepping', () => {
  it('accepts whole tickets from one to the cap whose amount reaches the minimum', () => {
    expect(checkTickets('2', offering)).toEqual({ ok: true, tickets: 2 });
    expect(checkTickets(' 5 ', offering)).toEqual({ ok: true, tickets: 5 });
  });

  it.each([
    ['', 'blockTrade.form.ticketsRequired'],
    ['1.5', 'error.BLOCK_TRADE_TICKETS_INVALID'],
    ['-1', 'error.BLOCK_TRADE_TICKETS_INVALID'],
    ['0', 'error.BLOCK_TRADE_TICKETS_INVALID'],
    ['6', 'error.BLOCK_TRADE_TICKETS_INVALID'],
    ['1', 'error.BLOCK_TRADE_BELOW_MINIMUM'],
  ])('refuses %j with %s', (input, messageId) => {
    expect(checkTickets(input, offering)).toEqual({ ok: false, messageId });
  });

  it('starts at the fewest tickets reaching the minimum, within one … the cap', () => {
    expect(minTickets('15', '3000', 5)).toBe(2);
    expect(minTickets('15', '3001', 5)).toBe(3);
    expect(minTickets('15', '0', 5)).toBe(1);
    expect(minTickets('15', '100000', 5)).toBe(5);
  });

  it('steps by one ticket within one … the cap', () => {
    expect(stepTickets('', 5, 1)).toBe(1);
    expect(stepTickets('1', 5, 1)).toBe(2);
    expect(stepTickets('5', 5, 1)).toBe(5);
    expect(stepTickets('1', 5, -1)).toBe(1);
    expect(stepTickets('9', 5, -1)).toBe(5);
  });
});

describe('purchase codes', () => {
  it('are read loosely: spaces, dashes and small letters are fine', () => {
    expect(normaliseCode(' abcd-efgh 23 ')).toBe('ABCDEFGH23');
    expect(normaliseCode('  ')).toBe('');
  });

  it('can be asked for until the window closes', () => {
    expect(canGetCode('NOT_STARTED')).toBe(true);
    expect(canGetCode('AVAILABLE')).toBe(true);
    expect(canGetCode('CLOSED')).toBe(false);
    expect(canGetCode('FAILED')).toBe(false);
    expect(canGetCode('CANCELLED')).toBe(false);
  });
});

describe('offering and subscription life', () => {
  it('tickets left never go below zero', () => {
    expect(ticketsLeft(10, 3)).toBe(7);
    expect(ticketsLeft(10, 14)).toBe(0);
  });

  it.each([
    ['NOT_STARTED', 'neutral'],
    ['AVAILABLE', 'ok'],
    ['CLOSED', 'neutral'],
    ['FAILED', 'failed'],
    ['CANCELLED', 'failed'],
  ])('phase %s has tone %s', (phase, tone) => {
    expect(phaseTone(phase)).toBe(tone);
  });

  it.each([
    ['IN_PROGRESS', 'pending'],
    ['SUCCESSFUL', 'ok'],
    ['FAILED', 'failed'],
  ])('status %s has tone %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });

  it('releases the whole hold on failure and what was not paid on success', () => {
    expect(releasedAmount('IN_PROGRESS', '1503.75', '0', '0')).toBeNull();
    expect(releasedAmount('FAILED', '1503.75', '0', '0')).toBe('1503.75');
    expect(releasedAmount('SUCCESSFUL', '3007.50', '1500', '3.75')).toBe('1503.75');
    expect(releasedAmount('SUCCESSFUL', '1503.75', '1500', '3.75')).toBe('0.00');
  });

  it('only a closed offering has an allocation record to verify', () => {
    expect(hasDrawRecord('CLOSED')).toBe(true);
    expect(hasDrawRecord('FAILED')).toBe(false);
    expect(hasDrawRecord('CANCELLED')).toBe(false);
    expect(hasDrawRecord('SCHEDULED')).toBe(false);
  });

  it('the hedge discount is (price − hedge) ÷ price', () => {
    expect(hedgeDiscount('15', '12')).toBe('0.2');
    expect(hedgeDiscount('3', '2')).toBe('0.333333');
  });
});
