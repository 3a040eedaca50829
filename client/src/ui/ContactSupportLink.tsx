import { type MouseEvent, useContext } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorCodeOf } from '../i18n/errors';
import { NavContext } from '../navigation/navContext';
import {
  contactSupportRefOf,
  contactSupportRefOfMessage,
  currentScreen,
  isSupportScreen,
  newSupportConversationUrl,
  requestIdOf,
  type SupportErrorRef,
} from './contactSupport';

/**
 * "Contact support" under an error (issue 34): opens a new support conversation with the error
 * attached — its code, the screen it was shown on (the current route with its query) and the request
 * id the server gave it. Takes the Apollo/GraphQL error itself, or its code and request id. Shows
 * nothing on the support pages themselves. Works outside the page stack too (a toast): then it follows
 * the address.
 */
export function ContactSupportLink({
  error,
  code,
  requestId,
  className,
}: {
  error?: unknown;
  code?: string;
  requestId?: string | null;
  className?: string;
}) {
  const nav = useContext(NavContext);
  const ref: SupportErrorRef | null =
    code !== undefined
      ? { code, requestId: requestId ?? undefined }
      : error !== undefined && error !== null
        ? { code: errorCodeOf(error), requestId: requestIdOf(error) }
        : null;
  const screen = currentScreen();
  if (!ref || isSupportScreen(screen)) return null;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified click (new tab) follows the address; a plain one opens the page in the app.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    if (!nav) return;
    event.preventDefault();
    nav.navigateTo(newSupportConversationUrl(ref, currentScreen()));
  };
  return (
    <a
      className={`contact-support${className ? ` ${className}` : ''}`}
      href={`#${newSupportConversationUrl(ref, screen)}`}
      onClick={open}
      data-testid="contact-support"
    >
      <FormattedMessage id="contactSupport.link" />
    </a>
  );
}

/** The link for an error that says to contact support: given itself, by the message on screen, or by code. */
export function ContactSupportLinkFor({ error, messageId, code }: { error?: unknown; messageId?: string | null; code?: string }) {
  const ref = code !== undefined ? { code } : error !== undefined ? contactSupportRefOf(error) : contactSupportRefOfMessage(messageId);
  return ref ? <ContactSupportLink code={ref.code} requestId={ref.requestId} /> : null;
}
