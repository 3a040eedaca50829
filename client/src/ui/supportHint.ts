import { errorCodeOf, errorMessageId } from '../i18n/errors';

/**
 * The messages that tell the reader to contact support ("Insufficient permissions, contact support",
 * "Please contact customer service", recovery without a verified identity): where the app shows one, a
 * "Contact support" link opens a conversation with the error attached (issue 34). An unknown code reads
 * as INTERNAL_ERROR's text, so it gets the link too. Only this decision is on the first screen; the link
 * and what it attaches load when an error shows it (SupportLink).
 */
const CONTACT_SUPPORT_MESSAGE_IDS: readonly string[] = ['FORBIDDEN', 'INTERNAL_ERROR', 'RECOVERY_REAL_NAME_REQUIRED'].map(
  (c) => `error.${c}`,
);

export function isContactSupportMessageId(messageId: string | null | undefined): messageId is string {
  return !!messageId && CONTACT_SUPPORT_MESSAGE_IDS.includes(messageId);
}

/** True when a failure's text says to contact support. */
export function saysContactSupport(error: unknown): boolean {
  return !!error && isContactSupportMessageId(errorMessageId(errorCodeOf(error)));
}

/** Which contact-support message a text on screen is (compared with the texts in the reader's language). */
export function contactSupportMessageIdOfText(text: string, format: (id: string) => string): string | null {
  const trimmed = text.trim();
  return trimmed ? (CONTACT_SUPPORT_MESSAGE_IDS.find((id) => format(id) === trimmed) ?? null) : null;
}
