import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../i18n/messages';
import { type BasisWords, localizeBasis } from './basis';
import {
  chargeKindMessageId,
  codeOfSymbol,
  directionMessageId,
  isTradingEvent,
  orderStatusMessageId,
  orderTypeMessageId,
  sellingTypeMessageId,
  timeInForceMessageId,
  tradingEventNotice,
} from './labels';

describe('enum labels', () => {
  it('names every charge kind and falls back for a new one', () => {
    for (const kind of ['COMMISSION', 'TRANSACTION_TAX', 'FINANCIAL_TRANSACTION_TAX', 'SEC_FEE', 'FINRA_TAF', 'FX_SPREAD']) {
      expect(chargeKindMessageId(kind)).toBe(`trading.charge.${kind}`);
      expect(MESSAGES.en[chargeKindMessageId(kind)]).toBeTruthy();
    }
    expect(chargeKindMessageId('STAMP_DUTY')).toBe('trading.charge.OTHER');
  });

  it('reads selling types from queries (STOP_OUT) and from events (stop_out)', () => {
    expect(sellingTypeMessageId('STOP_OUT')).toBe('trading.sellingType.STOP_OUT');
    expect(sellingTypeMessageId('stop_out')).toBe('trading.sellingType.STOP_OUT');
    expect(sellingTypeMessageId('end_of_day')).toBe('trading.sellingType.END_OF_DAY');
    expect(MESSAGES.en[sellingTypeMessageId('end_of_day')]).toBe('End of day');
    expect(MESSAGES['zh-Hant'][sellingTypeMessageId('STOP_OUT')]).toBe('強制平倉');
    expect(sellingTypeMessageId('margin_call')).toBe('trading.sellingType.OTHER');
    expect(sellingTypeMessageId(null)).toBe('trading.sellingType.OTHER');
    for (const t of ['MANUAL', 'LIMIT', 'STOP_OUT', 'STRATEGY', 'END_OF_DAY']) expect(MESSAGES.fr[sellingTypeMessageId(t)]).toBeTruthy();
  });

  it('names the closes by a position’s own exits and by a loan’s liquidation', () => {
    expect(sellingTypeMessageId('stop_loss')).toBe('trading.sellingType.STOP_LOSS');
    expect(sellingTypeMessageId('TAKE_PROFIT')).toBe('trading.sellingType.TAKE_PROFIT');
    expect(sellingTypeMessageId('trailing_stop')).toBe('trading.sellingType.TRAILING_STOP');
    expect(sellingTypeMessageId('LOAN_LIQUIDATION')).toBe('trading.sellingType.LOAN_LIQUIDATION');
    expect(MESSAGES.en[sellingTypeMessageId('STOP_LOSS')]).toBe('Stop-loss');
    expect(MESSAGES['zh-Hant'][sellingTypeMessageId('STOP_LOSS')]).toBe('停損');
  });

  it('names every order type a user places, and the time in force', () => {
    for (const t of ['MARKET', 'LIMIT', 'STOP', 'STOP_LIMIT', 'TRAILING_STOP']) {
      expect(orderTypeMessageId(t)).toBe(`trading.orderType.${t}`);
      expect(MESSAGES.es[orderTypeMessageId(t)]).toBeTruthy();
    }
    expect(orderTypeMessageId('trailing_stop')).toBe('trading.orderType.TRAILING_STOP');
    expect(timeInForceMessageId('DAY')).toBe('trading.tif.DAY');
    expect(timeInForceMessageId('gtc')).toBe('trading.tif.GTC');
  });

  it('names directions, order types and statuses', () => {
    expect(directionMessageId('SHORT')).toBe('trading.direction.SHORT');
    expect(directionMessageId('long')).toBe('trading.direction.LONG');
    expect(orderTypeMessageId('LIMIT')).toBe('trading.orderType.LIMIT');
    expect(orderTypeMessageId('market')).toBe('trading.orderType.MARKET');
    expect(orderStatusMessageId('pending')).toBe('trading.orderStatus.PENDING');
    expect(orderStatusMessageId('EXPIRED')).toBe('trading.orderStatus.OTHER');
  });

  it('takes the code out of a symbol', () => {
    expect(codeOfSymbol('US:AAPL')).toBe('AAPL');
    expect(codeOfSymbol('TW:2330')).toBe('2330');
    expect(codeOfSymbol('XAU')).toBe('XAU');
  });
});

describe('trading events', () => {
  it('tells about a stop-out and an end-of-day close, not about the user’s own close', () => {
    expect(tradingEventNotice({ type: 'POSITION_UPDATED', status: 'closed', reason: 'stop_out', symbol: 'US:AAPL' })).toEqual({
      id: 'trading.event.positionClosed',
      kind: 'error',
      code: 'AAPL',
      typeId: 'trading.sellingType.STOP_OUT',
    });
    expect(tradingEventNotice({ type: 'POSITION_UPDATED', status: 'closed', reason: 'end_of_day', symbol: 'ES:SAN' })?.kind).toBe('info');
    expect(tradingEventNotice({ type: 'POSITION_UPDATED', status: 'closed', reason: 'manual', symbol: 'ES:SAN' })).toBeNull();
    expect(tradingEventNotice({ type: 'POSITION_UPDATED', status: 'open', symbol: 'ES:SAN' })).toBeNull();
  });

  it('tells about an order the server cancelled, not about the user’s own cancel', () => {
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'cancelled', reason: 'INSUFFICIENT_FUNDS', symbol: 'TW:2330' })).toEqual({
      id: 'trading.event.orderCancelled',
      kind: 'error',
      code: '2330',
      reasonId: 'error.INSUFFICIENT_FUNDS',
    });
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'cancelled', reason: 'SOMETHING_NEW', symbol: 'TW:2330' })?.reasonId).toBe(
      'error.INTERNAL_ERROR',
    );
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'cancelled', reason: 'USER', symbol: 'TW:2330' })).toBeNull();
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'filled', symbol: 'TW:2330' })).toBeNull();
    expect(tradingEventNotice({ type: 'BALANCE_CHANGED' })).toBeNull();
  });

  it('tells about a close by the position’s own take-profit, stop-loss or trailing stop', () => {
    for (const [reason, type] of [
      ['take_profit', 'TAKE_PROFIT'],
      ['stop_loss', 'STOP_LOSS'],
      ['trailing_stop', 'TRAILING_STOP'],
    ]) {
      expect(tradingEventNotice({ type: 'POSITION_UPDATED', status: 'closed', reason, symbol: 'US:AAPL' })).toEqual({
        id: 'trading.event.positionClosed',
        kind: 'info',
        code: 'AAPL',
        typeId: `trading.sellingType.${type}`,
      });
    }
    expect(tradingEventNotice({ type: 'POSITION_UPDATED', status: 'protection', symbol: 'US:AAPL' })).toBeNull();
  });

  it('tells that an order expired with its reason’s label, and that a stop-limit triggered', () => {
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'cancelled', reason: 'EXPIRED_DAY', symbol: 'US:AAPL' })).toEqual({
      id: 'trading.event.orderCancelled',
      kind: 'info',
      code: 'AAPL',
      reasonId: 'money.statement.memoCode.EXPIRED_DAY',
    });
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'cancelled', reason: 'EXPIRED_GTC', symbol: 'US:AAPL' })?.reasonId).toBe(
      'money.statement.memoCode.EXPIRED_GTC',
    );
    expect(MESSAGES.en['money.statement.memoCode.EXPIRED_GTC']).toBeTruthy();
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'triggered', symbol: 'US:AAPL' })).toEqual({
      id: 'trading.event.orderTriggered',
      kind: 'info',
      code: 'AAPL',
    });
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'amended', symbol: 'US:AAPL' })).toBeNull();
  });

  it('refreshes the lists on order and position events, and on a split (issue 35)', () => {
    expect(isTradingEvent('ORDER_UPDATED')).toBe(true);
    expect(isTradingEvent('POSITION_UPDATED')).toBe(true);
    expect(isTradingEvent('SPLIT_APPLIED')).toBe(true);
    expect(isTradingEvent('BALANCE_CHANGED')).toBe(false);
    expect(isTradingEvent('DIVIDEND_PAID')).toBe(false);
  });

  it('tells of a split’s doings: an order it cancelled (not as an error) and a position it closed as cash in lieu', () => {
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'cancelled', reason: 'SPLIT', symbol: 'ES:ITX' })).toEqual({
      id: 'trading.event.orderCancelled',
      kind: 'info',
      code: 'ITX',
      reasonId: 'money.statement.memoCode.SPLIT',
    });
    expect(MESSAGES.es['money.statement.memoCode.SPLIT']).toBe('Cancelada por un desdoblamiento de acciones');
    // An order the split only scaled says nothing (the split's notification does).
    expect(tradingEventNotice({ type: 'ORDER_UPDATED', status: 'amended', reason: 'SPLIT', symbol: 'ES:ITX' })).toBeNull();
    expect(tradingEventNotice({ type: 'POSITION_UPDATED', status: 'closed', reason: 'cash_in_lieu', symbol: 'TW:2002' })).toEqual({
      id: 'trading.event.positionClosed',
      kind: 'info',
      code: '2002',
      typeId: 'trading.sellingType.CASH_IN_LIEU',
    });
    expect(tradingEventNotice({ type: 'POSITION_UPDATED', status: 'split', reason: 'cash_in_lieu', symbol: 'ES:ITX' })).toBeNull();
    expect(sellingTypeMessageId('CASH_IN_LIEU')).toBe('trading.sellingType.CASH_IN_LIEU');
    expect(sellingTypeMessageId('cash_in_lieu')).toBe('trading.sellingType.CASH_IN_LIEU');
    expect(MESSAGES.en['trading.sellingType.CASH_IN_LIEU']).toBe('Cash in lieu (reverse split)');
  });

  it('formats the toast with the selling type in the reader’s language', () => {
    const notice = tradingEventNotice({ type: 'POSITION_UPDATED', status: 'closed', reason: 'stop_out', symbol: 'US:AAPL' });
    const template = MESSAGES.en[notice?.id ?? ''];
    expect(template.replace('{code}', notice?.code ?? '').replace('{type}', MESSAGES.en[notice?.typeId ?? ''])).toBe(
      'Position AAPL was closed: Stop-out',
    );
  });
});

describe('charge basis', () => {
  const words = (lang: 'en' | 'es' | 'fr' | 'zh-Hant'): BasisWords => {
    const m = MESSAGES[lang];
    return {
      perShare: m['trading.basis.perShare'],
      perMillion: m['trading.basis.perMillion'],
      min: m['trading.basis.min'],
      max: m['trading.basis.max'],
      ofValue: m['trading.basis.ofValue'],
      dayTrade: m['trading.basis.dayTrade'],
      bps: m['trading.basis.bps'],
      feeHoliday: m['trading.basis.feeHoliday'],
    };
  };
  const intl = (locale: string) => createIntl({ locale, messages: {} });
  const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

  it('reads in English with English digits, amounts with their currency', () => {
    expect(localizeBasis('0.1%, min 3.00', words('en'), intl('en'), 'EUR')).toBe('0.1%, min €3.00');
    expect(localizeBasis('0.005/share, min 1.00, max 1% of value', words('en'), intl('en'), 'USD')).toBe(
      '0.005/share, min $1.00, max 1% of value',
    );
    expect(localizeBasis('20.60 per million', words('en'), intl('en'), 'USD')).toBe('20.60 per million');
    expect(localizeBasis('0.15% (day trade)', words('en'), intl('en'), 'TWD')).toBe('0.15% (day trade)');
  });

  it('puts the words and the digits in the reader’s language (Spanish decimal commas throughout)', () => {
    expect(plain(localizeBasis('0.005/share, min 1.00, max 1% of value', words('es'), intl('es'), 'USD'))).toBe(
      '0,005/acción, mín. 1,00 US$, máx. 1 % del importe',
    );
    expect(plain(localizeBasis('0.05%, min 1.00', words('es'), intl('es'), 'EUR'))).toBe('0,05 %, mín. 1,00 €');
    expect(plain(localizeBasis('20.60 per million', words('fr'), intl('fr'), 'USD'))).toBe('20,60 par million');
    expect(localizeBasis('0.15% (day trade)', words('zh-Hant'), intl('zh-Hant'), 'TWD')).toBe('0.15% (當日沖銷)');
    // Chinese clauses are separated by the full-width comma.
    expect(localizeBasis('0.005/share, min 1.00', words('zh-Hant'), intl('zh-Hant'), 'USD')).toMatch(/^0\.005\/股，/);
  });

  it('says basis points as a percentage, never "bps"', () => {
    expect(localizeBasis('50 bps', words('en'), intl('en'))).toBe('0.50%');
    expect(plain(localizeBasis('50 bps', words('es'), intl('es')))).toBe('0,50 %');
    expect(localizeBasis('50 bps', words('zh-Hant'), intl('zh-Hant'))).toBe('0.50%');
  });

  it('shows why a rate is zero instead of its zeros', () => {
    expect(localizeBasis('0.000000/share, max 9.79 (FINRA fee holiday)', words('fr'), intl('fr'), 'USD')).toBe(
      'suspension des frais FINRA',
    );
    expect(localizeBasis('0.000195/share, max 9.79', words('en'), intl('en'), 'USD')).toBe('0.000195/share, max $9.79');
  });
});
