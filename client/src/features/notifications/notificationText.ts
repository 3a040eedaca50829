import type { IntlShape } from 'react-intl';
import { errorMessageId } from '../../i18n/errors';
import { isKnownMessageId } from '../../i18n/loadMessages';
import { reviewReasonMessageId } from '../../i18n/reviewReasons';
import { splitMessage, splitWording } from '../../ui/corporateActionWords';
import { formatMoney, formatPrice } from '../../ui/price/format';

export interface NotificationLike {
  kind: string;
  params: ReadonlyArray<{ key: string; value: string }>;
}

/** "US:AAPL" → "AAPL": the ticker as the rest of the app shows it. */
export function tickerOf(symbol: string | undefined): string {
  if (!symbol) return '';
  return symbol.includes(':') ? symbol.slice(symbol.indexOf(':') + 1) : symbol;
}

/** A stored decimal ("201.5000") as a price on screen, trailing zeros beyond 2 decimals dropped. */
function price(intl: IntlShape, value: string | undefined): string {
  if (!value) return '';
  return formatPrice(intl, value.replace(/(\.\d*?[1-9])0+$|\.0+$/, '$1'));
}

/** A stored amount of money ("2.93" EUR) on screen ("€2.93"), like every amount of the app. */
function money(intl: IntlShape, value: string | undefined, currency: string | undefined): string {
  return value && currency ? formatMoney(intl, value, currency) : (value ?? '');
}

/** A split's name from its ratio ("3-for-2 split"), as stock detail's calendar says it. */
function splitName(intl: IntlShape, ratioFrom: string | undefined, ratioTo: string | undefined): string {
  const { id, values } = splitMessage(splitWording(ratioFrom, ratioTo), intl);
  return intl.formatMessage({ id }, values);
}

/** A calendar day ("2026-01-01") as the reader's dates read ("Jan 1, 2026"). */
function day(intl: IntlShape, value: string): string {
  return intl.formatDate(`${value}T12:00:00Z`, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** The period a document covers: '2026-10' → "October 2026", '2025' as it is, '2026-01-01/2026-03-31' as a range of days. */
function documentPeriod(intl: IntlShape, period: string | undefined): string {
  if (!period) return '';
  const month = /^(\d{4})-(\d{2})$/.exec(period);
  if (month)
    return intl.formatDate(Date.UTC(Number(month[1]), Number(month[2]) - 1, 15), { year: 'numeric', month: 'long', timeZone: 'UTC' });
  const [from, to] = period.split('/');
  if (from && to) return intl.formatMessage({ id: 'notification.document.range' }, { from: day(intl, from), to: day(intl, to) });
  return period;
}

/** Which document (issue 36): "monthly statement, October 2026", "tax report 2025"; its number for a kind this client does not know. */
function documentName(intl: IntlShape, kind: string | undefined, period: string | undefined, documentNo: string): string {
  const id = `notification.document.${kind}`;
  if (!kind || !isKnownMessageId(id)) return documentNo;
  return intl.formatMessage({ id }, { period: documentPeriod(intl, period) });
}

/**
 * A notification's title and body in the reader's language, written now from its kind and params (the
 * server stores no text). A kind this client does not know reads as a generic notification.
 */
export function notificationText(intl: IntlShape, n: NotificationLike): { title: string; body: string } {
  const p = Object.fromEntries(n.params.map((x) => [x.key, x.value]));
  const kind = isKnownMessageId(`notification.${n.kind}.title`) ? n.kind : 'UNKNOWN';
  const reason = p.reasonCode
    ? intl.formatMessage({ id: reviewReasonMessageId(p.reasonCode) })
    : intl.formatMessage({ id: 'review.reason.OTHER' });
  const values = {
    symbol: tickerOf(p.symbol),
    orderNo: p.orderNo ?? '',
    reason,
    title: p.title ?? '',
    price: price(intl, p.price),
    value: p.condition === 'day_move_pct' ? intl.formatNumber(Number(p.value ?? 0)) : price(intl, p.value),
    // A new-device sign-in: the system and browser as the server named them, and the masked address.
    device: [p.system, p.browser].filter(Boolean).join(' · ') || '?',
    ip: p.ip ?? '',
    // A reply from Vela (issue 34): the conversation's number and where it stands (waiting_user: for the user).
    conversationNo: p.conversationNo ?? '',
    status: p.status ?? '',
    // A dividend paid or, short, charged (issue 35): amounts in the position's currency.
    net: money(intl, p.net, p.currency),
    gross: money(intl, p.gross, p.currency),
    // A split (issue 35): its name from the ratio, and how many of the user's positions, waiting orders
    // and price alerts it adjusted.
    split: kind === 'SPLIT_APPLIED' ? splitName(intl, p.ratioFrom, p.ratioTo) : '',
    positions: Number(p.positions ?? 0),
    orders: Number(p.orders ?? 0),
    alerts: Number(p.alerts ?? 0),
    // A document made or not (issue 36): what it is and covers, and its number.
    document: kind.startsWith('DOCUMENT_') ? documentName(intl, p.documentKind, p.period, p.documentNo ?? '') : '',
    documentNo: p.documentNo ?? '',
  };
  const title = intl.formatMessage({ id: `notification.${kind}.title` }, values);
  // A notice's body is its title, as ops wrote it in the reader's language (the server sends it so).
  if (kind === 'NOTICE') return { title, body: values.title };
  const bodyId = kind === 'PRICE_ALERT' ? `notification.PRICE_ALERT.body.${p.condition ?? 'above'}` : `notification.${kind}.body`;
  const body = isKnownMessageId(bodyId) ? intl.formatMessage({ id: bodyId }, values) : '';
  return { title, body };
}

/** An error code's message id (re-exported for the alert sheet). */
export { errorMessageId };
