import type { IntlShape } from 'react-intl';
import { errorMessageId } from '../../i18n/errors';
import { isKnownMessageId } from '../../i18n/loadMessages';
import { reviewReasonMessageId } from '../../i18n/reviewReasons';
import { formatPrice } from '../../ui/price/format';

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
