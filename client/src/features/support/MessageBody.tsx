import type { MouseEvent } from 'react';
import { useNav } from '../../navigation/useNav';

/**
 * A message as the server rendered it from its Markdown subset and sanitised with a strict allow-list
 * (as news is: content/SanitisedHtml.tsx), inserted as is. Vela's messages may link only to the app's
 * own pages (`#/subPackages/…`, checked on the server): those open as pages of the app. What Vela wrote
 * is ops' text (data-ops-content), what the user wrote a stored record (data-record): neither is
 * checked for the reader's language.
 */
export function MessageBody({ html, fromOps }: { html: string; fromOps: boolean }) {
  const nav = useNav();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest?.('a[href^="#/"]');
    if (!link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    nav.open((link.getAttribute('href') ?? '#/').slice(1));
  };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: only follows the links inside, which take the keyboard themselves
    <div
      className="support-message__html"
      data-ops-content={fromOps ? '' : undefined}
      data-record={fromOps ? undefined : ''}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with a strict allow-list
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
